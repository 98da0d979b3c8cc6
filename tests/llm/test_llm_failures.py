"""Failures that show: a model that fails every entry is an exit code and a message, never
"0 changes" and "nothing to improve"; `--engine auto` falls back to the offline rules and
says so; a failed review is reported; a refused rewrite rescued by the re-ask is applied."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.cli import main
from cvcoach.cli.commands import EXIT_MODEL_FAILED
from tests.llm.handwritten_replies import error_reply, rewrite, rewrites_reply
from tests.llm.scripted_openai_server import Request, ScriptedServer

CV = """\
basics:
  name: Ada Example
work:
  - name: Acme Compilers
    position: Engineer
    startDate: '2021-01'
    endDate: '2023-06'
    highlights:
      - Build an MLIR lowering for 3 accelerators
      - Cut compile time by 40% on the test suite
"""
ROLE = "# Compiler Engineer — Kestrel Silicon\n\n- MLIR, LLVM and Kubernetes\n"
FAULTS = 3  # the retry policy's attempts for one request


@pytest.fixture
def files(tmp_path: Path, server: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "cv.yaml").write_text(CV)
    (tmp_path / "role.md").write_text(ROLE)
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("CVCOACH_MODEL", "test-model")
    return tmp_path


def polish_args(files: Path, engine: str) -> list[str]:
    role = str(files / "role.md")
    return ["polish", str(files / "cv.yaml"), "--role", role, "--no-cache", "--engine", engine]


def test_a_model_that_fails_every_entry_exits_3_and_says_why(
    files: Path, server: ScriptedServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.expect(*(error_reply(503, "model is loading") for _ in range(FAULTS)))

    code = main(polish_args(files, "openai"))

    out, err = capsys.readouterr()
    assert code == EXIT_MODEL_FAILED == 3
    assert "The model failed on 1 of 1 entries" in err and "HTTP 503" in err
    report = (files / "cv.polish-report.md").read_text()
    assert "nothing it could improve" not in report
    assert "the model gave no usable answer for 1 of 1 entries" in report
    assert (files / "cv.yaml").read_text() == CV
    assert "Traceback" not in err + out


def test_auto_falls_back_to_the_offline_rules_and_says_so(
    files: Path, server: ScriptedServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.expect(*(error_reply(503, "model is loading") for _ in range(FAULTS)))

    code = main(polish_args(files, "auto"))

    _, err = capsys.readouterr()
    assert code == 0
    assert "the offline rules rewrote 1 of them instead" in err
    polished = (files / "cv.polished.yaml").read_text()
    assert "Built an MLIR lowering for 3 accelerators" in polished  # the offline tense rule
    report = (files / "cv.polish-report.md").read_text()
    assert "(used the offline rules)" in report


def test_a_refused_rewrite_rescued_by_the_re_ask_is_applied(
    files: Path, server: ScriptedServer, capsys: pytest.CaptureFixture[str]
) -> None:
    def again(request: Request) -> bool:
        return "were refused" in request.user

    server.expect(
        rewrites_reply(
            rewrite(
                "work[0].highlights[0]", "Built an MLIR lowering for 3 accelerators on Kubernetes"
            ),
            match=lambda r: not again(r),
        ),
        rewrites_reply(
            rewrite("work[0].highlights[0]", "Built an MLIR lowering for 3 accelerators in MLIR"),
            match=again,
        ),
    )

    assert main(polish_args(files, "openai")) == 0

    polished = (files / "cv.polished.yaml").read_text()
    assert "Built an MLIR lowering for 3 accelerators in MLIR" in polished
    assert "Kubernetes" not in polished
    reask = server.requests[1]
    assert "Kubernetes" in reask.user  # the guard's reason, sent back
    report = (files / "cv.polish-report.md").read_text()
    assert "1 rewrite(s) passed the guard at the second attempt" in report


def test_a_failed_review_is_reported_with_exit_3(
    files: Path, server: ScriptedServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.expect(*(error_reply(502, "bad gateway") for _ in range(FAULTS)))

    code = main(["check", str(files / "cv.yaml"), "--review", "--no-cache"])

    _, err = capsys.readouterr()
    assert code == EXIT_MODEL_FAILED
    assert "the model review of" in err and "HTTP 502" in err
    assert "the review's are missing" in err and "Traceback" not in err


def letter_args(files: Path, engine: str) -> list[str]:
    role = str(files / "role.md")
    return [
        "cover-letter",
        str(files / "cv.yaml"),
        "--role",
        role,
        "--no-cache",
        "--engine",
        engine,
    ]


@pytest.mark.parametrize(("engine", "code"), [("openai", EXIT_MODEL_FAILED), ("auto", 0)])
def test_a_model_that_gives_no_letter_leaves_the_offline_letter_and_says_so(
    files: Path,
    server: ScriptedServer,
    capsys: pytest.CaptureFixture[str],
    engine: str,
    code: int,
) -> None:
    server.expect(*(error_reply(503, "model is loading") for _ in range(FAULTS)))

    assert main(letter_args(files, engine)) == code

    out, err = capsys.readouterr()
    letter = (files / "cv.cover-letter.md").read_text()
    assert "Compiler Engineer" in letter and "Ada Example" in letter  # the offline letter
    assert "the model gave no usable letter" in err and "Traceback" not in err + out


def test_text_the_model_leaves_still_gets_the_offline_fixes(
    files: Path, server: ScriptedServer
) -> None:
    server.expect(rewrites_reply())  # the model proposes nothing

    assert main(polish_args(files, "openai")) == 0

    polished = (files / "cv.polished.yaml").read_text()
    assert "- Built an MLIR lowering for 3 accelerators" in polished  # the offline tense rule
    report = (files / "cv.polish-report.md").read_text()
    assert "1 change(s) come from the offline rules, on text the model left" in report
    assert "offline rules: the model left this text" in report
