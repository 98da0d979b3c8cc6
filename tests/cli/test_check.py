"""`cvcoach check` as a user runs it: formats, exit codes, folders, bad input, start-up imports."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cvcoach.cli import main
from tests.conftest import SAMPLES, need_shared

ROOT = Path(__file__).resolve().parents[2]
PROFILE = ROOT / "evals" / "profiles" / "runyu-lu.yaml"
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["check", *args, "--today", "2026-11-21"])
    out, err = capsys.readouterr()
    return code, out, err


def test_text_output_is_compiler_style(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(PROFILE))
    assert code == 0  # warnings only: the default --fail-on is error
    line = next(x for x in out.splitlines() if "throughtput" in x)
    assert line.startswith(f"{PROFILE}:") and "warning[spelling] work[0].highlights[4]:" in line
    assert "→ throughput" in line


def test_fail_on_sets_the_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, str(PROFILE), "--fail-on", "warning")[0] == 1
    clean = need_shared(SAMPLES / "rendercv-john-doe.yaml")
    assert run(capsys, str(clean), "--fail-on", "warning")[0] == 0


def test_json_output_shape(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, str(PROFILE), "--format", "json", "--role", str(ROLE))
    data = json.loads(out)
    assert data["file"] == str(PROFILE)
    keys = {
        "kind",
        "severity",
        "path",
        "line",
        "column",
        "text",
        "suggestion",
        "message",
        "related_path",
    }
    assert all(set(f) == keys for f in data["findings"])
    typo = next(f for f in data["findings"] if f["text"] == "throughtput")
    assert typo["suggestion"] == "throughput"
    assert 0 < data["summary"]["role_coverage"] < 1
    assert any(f["kind"] == "role_gap" for f in data["findings"])


def test_several_files_and_folders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("a.yaml", "b.yaml"):
        (tmp_path / name).write_bytes(PROFILE.read_bytes())
    code, out, _ = run(capsys, str(tmp_path), str(PROFILE), "--format", "json")
    assert code == 0 and len(json.loads(out)) == 3
    code, out, _ = run(capsys, str(tmp_path), "--format", "markdown")
    assert out.startswith("# cvcoach check report") and out.count("\n## ") == 2


def test_unreadable_input_exits_2_with_a_located_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("work:\n  - name: x\n    highlights: {a: 1}\n")
    code, out, err = run(capsys, str(bad), str(PROFILE))
    assert code == 2
    assert f"{bad}:3:17: work[0].highlights: expected a list of texts" in err
    assert "throughtput" in out  # the readable file is still checked
    assert "Traceback" not in err
    assert run(capsys, str(tmp_path / "empty-folder-missing"))[0] == 2


def test_check_imports_no_llm_or_ui_stack() -> None:
    code = (
        "import sys\nfrom cvcoach.cli import main\n"
        f"main(['check', {str(PROFILE)!r}, '--role', {str(ROLE)!r}])\n"
        "heavy = [m for m in ('gradio', 'openai', 'langchain_core', 'tiktoken', 'numpy',"
        " 'lemminflect', 'pydantic', 'rich') if m in sys.modules]\nprint(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_rendercv_sample_has_no_spelling_finding(capsys: pytest.CaptureFixture[str]) -> None:
    sample = need_shared(SAMPLES / "rendercv-john-doe.yaml")
    _, out, _ = run(capsys, str(sample), "--format", "json")
    assert [f for f in json.loads(out)["findings"] if f["kind"] == "spelling"] == []


def test_jsonresume_sample_known_slips(capsys: pytest.CaptureFixture[str]) -> None:
    sample = need_shared(SAMPLES / "jsonresume-sample.resume.json")
    _, out, _ = run(capsys, str(sample), "--format", "json")
    found = {(f["kind"], f["text"]) for f in json.loads(out)["findings"]}
    assert {
        ("tense", "Build"),
        ("spelling", "copy right"),
        ("spelling", "Techcrunch"),
        ("spelling", "Javascript"),
    } <= found


def test_review_without_a_model_says_so(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    code, out, err = run(capsys, str(PROFILE), "--review")
    assert code == 0 and "throughtput" in out
    assert "--review needs a model" in err


def test_locations_are_printed_verbatim(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """':100:' is an emoji code to a terminal library; a location must stay as written."""
    cv = tmp_path / "cv.yaml"
    entries = "".join(f"  - name: Org{i}\n    position: Engineer\n" for i in range(48))
    cv.write_text("work:\n" + entries + "  - name: Z\n    highlights:\n      - Fixed the the bug\n")
    _, out, _ = run(capsys, str(cv))
    assert f"{cv}:100:" in out and "💯" not in out


def test_review_errors_exit_2_when_no_model_and_3_when_a_review_fails(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from cvcoach.cli import review
    from cvcoach.llm.errors import LLMError, LLMRequestFailed, LLMUnavailable

    def failing(error: LLMError) -> object:
        def add_review(*_: object) -> None:
            raise error

        return add_review

    monkeypatch.setattr(review, "add_review", failing(LLMUnavailable("no endpoint")))
    code, out, err = run(capsys, str(PROFILE), "--review")
    assert (code, out) == (2, "") and "The language model is unavailable: no endpoint" in err
    monkeypatch.setattr(review, "add_review", failing(LLMRequestFailed("HTTP 502")))
    code, out, err = run(capsys, str(PROFILE), "--review")
    assert code == 3 and "throughtput" in out
    assert f"cvcoach: the model review of {PROFILE} failed: HTTP 502" in err
    assert "the review's are missing" in err and "Traceback" not in err
