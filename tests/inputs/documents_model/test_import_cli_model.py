"""`cvcoach import --engine openai|auto|offline` against the scripted server, or nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.cli import main
from tests.inputs.documents_model.import_samples import JANE, globex, state_university
from tests.llm.handwritten_replies import error_reply, mentions
from tests.llm.scripted_openai_server import ScriptedServer

NOTHING_LISTENING = "http://127.0.0.1:9/v1"  # the discard port: connection refused


@pytest.fixture
def cv(tmp_path: Path) -> Path:
    source = tmp_path / "cv.md"
    source.write_text(JANE, encoding="utf-8")
    return source


def use_endpoint(monkeypatch: pytest.MonkeyPatch, base_url: str) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-0123456789abcdef")
    monkeypatch.setenv("CVCOACH_MODEL", "test-model")


def test_engine_openai_places_entries_with_the_model(
    cv: Path, server: ScriptedServer, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    use_endpoint(monkeypatch, server.base_url)
    server.expect(globex(), state_university())

    assert main(["import", str(cv), "--engine", "openai", "--no-cache"]) == 0

    out = capsys.readouterr()
    assert "engine: openai:test-model" in out.out and "2 placed by the model" in out.out
    assert "model: 2/2 parts" in out.err
    assert "position: Staff Wrangler\n" in (cv.parent / "cv.yaml").read_text(encoding="utf-8")
    assert "| model |" in (cv.parent / "cv.import-report.md").read_text(encoding="utf-8")


def test_engine_openai_with_nothing_listening_exits_3(
    cv: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    use_endpoint(monkeypatch, NOTHING_LISTENING)

    assert main(["import", str(cv), "--engine", "openai"]) == 3

    err = capsys.readouterr().err
    assert "language model is unavailable" in err and "--engine offline" in err
    assert not (cv.parent / "cv.yaml").exists()


def test_engine_auto_with_nothing_listening_writes_the_offline_import(
    cv: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_endpoint(monkeypatch, NOTHING_LISTENING)

    assert main(["import", str(cv), "--engine", "auto"]) == 0

    report = (cv.parent / "cv.import-report.md").read_text(encoding="utf-8")
    assert "engine auto: The language model is unavailable" in report
    assert "position: Staff Wrangler, Springfield" in (cv.parent / "cv.yaml").read_text(
        encoding="utf-8"
    )


def test_engine_openai_whose_model_fails_everywhere_exits_3_after_writing_offline(
    cv: Path, server: ScriptedServer, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    use_endpoint(monkeypatch, server.base_url)
    for part in ("Globex", "State University"):
        server.expect(*[error_reply(500, "boom") for _ in range(3)])
        for reply in server.queue[-3:]:
            reply.match = mentions(part)

    assert main(["import", str(cv), "--engine", "openai", "--no-cache"]) == 3

    assert "no usable answer for any part" in capsys.readouterr().err
    assert (cv.parent / "cv.yaml").is_file()


def test_engine_offline_never_touches_the_network(
    cv: Path, server: ScriptedServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_endpoint(monkeypatch, server.base_url)

    assert main(["import", str(cv), "--engine", "offline"]) == 0
    assert main(["import", str(cv)]) == 0  # the default

    assert server.requests == []


def test_a_bad_model_config_is_a_message_and_exit_2(
    cv: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = tmp_path / "config" / "cvcoach" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text("timeout = -1\n", encoding="utf-8")
    use_endpoint(monkeypatch, NOTHING_LISTENING)

    assert main(["import", str(cv), "--engine", "openai"]) == 2

    assert "timeout" in capsys.readouterr().err
