"""`cvcoach import` and documents given to check/polish."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvcoach.cli import main
from tests.conftest import ROOT

SEED = ROOT / "evals" / "seeds" / "lei-wang.md"
ROLE = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"


def test_import_writes_yaml_and_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "cv.md"
    shutil.copy(SEED, source)
    assert main(["import", str(source)]) == 0
    out = capsys.readouterr().out
    assert (tmp_path / "cv.yaml").is_file() and (tmp_path / "cv.import-report.md").is_file()
    assert "read" in out and "cv.yaml" in out
    assert main(["check", str(tmp_path / "cv.yaml"), "--fail-on", "error"]) in (0, 1)


def test_import_with_output(tmp_path: Path) -> None:
    assert main(["import", str(SEED), "-o", str(tmp_path / "x" / "me.yaml")]) == 0
    assert (tmp_path / "x" / "me.yaml").is_file()
    assert (tmp_path / "x" / "me.import-report.md").is_file()


def test_import_refuses_to_overwrite_its_input(tmp_path: Path) -> None:
    source = tmp_path / "cv.md"
    shutil.copy(SEED, source)
    assert main(["import", str(source), "-o", str(source)]) == 2
    assert source.read_bytes() == SEED.read_bytes()


def test_import_engine_openai_without_a_model_exits_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "CVCOACH_MODEL"):
        monkeypatch.delenv(name, raising=False)
    assert main(["import", str(SEED), "--engine", "openai", "-o", str(tmp_path / "a.yaml")]) == 3
    assert "no model endpoint is configured" in capsys.readouterr().err
    assert not (tmp_path / "a.yaml").exists()


def test_polish_of_a_document_writes_yaml_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cv.md"
    shutil.copy(SEED, source)
    assert main(["polish", str(source), "--role", str(ROLE), "--engine", "offline"]) == 0
    assert (tmp_path / "cv.polished.yaml").is_file()
    assert "cannot be written back" in capsys.readouterr().out
    assert source.read_bytes() == SEED.read_bytes()
