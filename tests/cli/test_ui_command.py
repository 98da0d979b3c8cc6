"""`cvcoach ui` starts the web UI on this machine, and says how to install it when absent."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from cvcoach.cli.entry import main


class FakeApp:
    def __init__(self) -> None:
        self.launched: dict[str, Any] = {}

    def launch(self, **options: Any) -> None:
        self.launched = options


def test_ui_serves_on_this_machine_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("gradio")
    import cvcoach.ui

    app = FakeApp()
    monkeypatch.delenv("GRADIO_SERVER_NAME", raising=False)
    monkeypatch.delenv("GRADIO_SERVER_PORT", raising=False)
    monkeypatch.setattr(cvcoach.ui, "build_app", lambda: app)

    assert main(["ui", "--no-browser"]) == 0
    assert app.launched == {"server_name": "127.0.0.1", "server_port": 7860, "inbrowser": False}


def test_ui_takes_host_and_port(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("gradio")
    import cvcoach.ui

    app = FakeApp()
    monkeypatch.setattr(cvcoach.ui, "build_app", lambda: app)
    monkeypatch.setenv("GRADIO_SERVER_PORT", "7999")

    assert main(["ui", "--host", "0.0.0.0", "--no-browser"]) == 0
    assert app.launched["server_name"] == "0.0.0.0" and app.launched["server_port"] == 7999


def test_ui_without_gradio_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "gradio" else real(name, *a)
    )

    assert main(["ui"]) == 2
    assert "pip install 'cvcoach[ui]'" in capsys.readouterr().err
