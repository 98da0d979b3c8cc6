"""`cvcoach polish DIR/` and `cover-letter DIR/`: every CV of a folder, one summary, a run
that skips what an earlier run finished, and one concurrency gate over the batch's requests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvcoach.cli.batch import REPORT_FILE, STATE_FILE
from cvcoach.cli.entry import main
from tests.llm.handwritten_replies import rewrites_reply
from tests.llm.scripted_openai_server import ScriptedServer

ROOT = Path(__file__).resolve().parents[2]
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"
SMALL = ("leon-lu.yaml", "lei-wang.yaml")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    cvs = tmp_path / "cvs"
    (cvs / "team").mkdir(parents=True)
    (cvs / "leon.yaml").write_bytes((ROOT / "evals" / "profiles" / SMALL[0]).read_bytes())
    (cvs / "team" / "lei.yaml").write_bytes((ROOT / "evals" / "profiles" / SMALL[1]).read_bytes())
    return cvs


def rows(out: Path, kind: str = "polish") -> dict[str, dict[str, object]]:
    state: dict[str, dict[str, dict[str, object]]] = json.loads((out / STATE_FILE).read_text())
    return state[kind]


def test_a_folder_is_polished_cv_by_cv_with_one_summary(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    code = main(["polish", str(folder), "--role", str(ROLE), "--engine", "offline", "-o", str(out)])

    assert code == 0
    assert (out / "leon.polished.yaml").is_file() and (out / "team" / "lei.polished.yaml").is_file()
    assert (out / "team" / "lei.polish-report.md").is_file()
    report = (out / REPORT_FILE["polish"]).read_text()
    assert "| leon.yaml | done |" in report and "| team/lei.yaml | done |" in report
    captured = capsys.readouterr()
    assert "batch: 2/2 CVs" in captured.err  # one progress line for the batch
    assert set(rows(out)) == {"leon.yaml", "team/lei.yaml"}
    for cv in SMALL:  # the inputs are untouched
        name = "leon.yaml" if cv == SMALL[0] else "team/lei.yaml"
        assert (folder / name).read_bytes() == (ROOT / "evals" / "profiles" / cv).read_bytes()


def test_a_second_run_skips_what_is_done_and_redoes_what_changed(
    folder: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    args = ["polish", str(folder), "--role", str(ROLE), "--engine", "offline", "-o", str(out)]
    assert main(args) == 0
    first = (out / "leon.polished.yaml").stat().st_mtime_ns
    edited = folder / "team" / "lei.yaml"
    edited.write_text(edited.read_text() + "\n# edited\n")

    assert main(args) == 0

    report = (out / REPORT_FILE["polish"]).read_text()
    assert "| leon.yaml | skipped |" in report and "| team/lei.yaml | done |" in report
    assert (out / "leon.polished.yaml").stat().st_mtime_ns == first
    (out / "leon.polished.yaml").unlink()  # an output gone: done again
    assert main(args) == 0
    assert "| leon.yaml | done |" in (out / REPORT_FILE["polish"]).read_text()


def test_an_unreadable_cv_fails_alone_and_the_batch_exits_2(folder: Path, tmp_path: Path) -> None:
    (folder / "broken.yaml").write_text("basics:\n  name: [unclosed\n")
    out = tmp_path / "out"

    code = main(["polish", str(folder), "--role", str(ROLE), "--engine", "offline", "-o", str(out)])

    assert code == 2
    report = (out / REPORT_FILE["polish"]).read_text()
    assert "| broken.yaml | unreadable |" in report and "broken.yaml:" in report
    assert "| leon.yaml | done |" in report
    assert "broken.yaml" not in rows(out)  # tried again next time


def test_a_cvs_file_name_shows_in_the_summary_as_text(folder: Path, tmp_path: Path) -> None:
    named = folder / "<img src=x onerror=alert(1)>.yaml"
    named.write_bytes((ROOT / "evals" / "profiles" / SMALL[0]).read_bytes())
    out = tmp_path / "out"
    code = main(["polish", str(folder), "--role", str(ROLE), "--engine", "offline", "-o", str(out)])

    assert code == 0
    report = (out / REPORT_FILE["polish"]).read_text()
    assert "| &lt;img src=x onerror=alert(1)>.yaml | done |" in report and "<img" not in report


def test_cover_letters_for_a_folder(folder: Path, tmp_path: Path) -> None:
    out = tmp_path / "letters"
    code = main(
        ["cover-letter", str(folder), "--role", str(ROLE), "--engine", "offline", "-o", str(out)]
    )

    assert code == 0
    assert "Leon" in (out / "leon.cover-letter.md").read_text()
    assert (out / "team" / "lei.cover-letter.md").is_file()
    assert "| team/lei.yaml | done |" in (out / REPORT_FILE["cover-letter"]).read_text()


def test_a_model_batch_shares_one_gate_and_each_cv_its_own_session(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = ScriptedServer().start()
    try:
        server.expect(*(rewrites_reply(delay=0.3) for _ in range(13)))  # 5 + 8 entries
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        out = tmp_path / "out"
        code = main(
            ["polish", str(folder), "--role", str(ROLE), "--engine", "openai", "-o", str(out)]
        )
    finally:
        server.stop()

    assert code == 0 and not server.unexpected and not server.queue
    assert len(server.requests) == 13
    assert server.max_in_flight >= 3  # the gate grew over the batch, across CVs
    leon = [r for r in server.requests if "Leon" in r.user or "leon" in r.user.lower()]
    assert all("lei-wang" not in r.user.lower() for r in leon)
    from cvcoach.llm.cache import cache_dir

    learnt = json.loads((cache_dir() / "concurrency.json").read_text())
    assert learnt[f"{server.base_url} gpt-4o-mini"]["limit"] >= 3  # remembered for next time


def test_a_batch_written_beside_its_cvs_runs_again(folder: Path) -> None:
    args = ["polish", str(folder), "--role", str(ROLE), "--engine", "offline"]
    assert main(args) == 0
    assert (folder / "leon.polished.yaml").is_file() and (folder / STATE_FILE).is_file()

    assert main(args) == 0  # its outputs and its state are not read as CVs
    report = (folder / REPORT_FILE["polish"]).read_text()
    assert "| leon.yaml | skipped |" in report and "polished" not in report.split("|---")[1]


def test_match_over_a_folder_has_one_progress_line_and_a_summary(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / "broken.yaml").write_text("work: [\n", encoding="utf-8")

    assert main(["match", str(ROLE), str(folder), "--today", "2026-11-01"]) == 2

    captured = capsys.readouterr()
    steps = [line for line in captured.err.splitlines() if line.startswith("batch: ")]
    assert [s.split(",")[0] for s in steps] == [f"batch: {i}/3 CVs" for i in (1, 2, 3)]
    assert captured.out.rstrip().endswith("3 CV(s): 2 ranked, 1 unreadable")
    assert "broken.yaml" in captured.err


def test_match_of_one_cv_has_no_progress_line(capsys: pytest.CaptureFixture[str]) -> None:
    cv = ROOT / "evals" / "profiles" / SMALL[0]
    assert main(["match", str(ROLE), str(cv), "--today", "2026-11-01"]) == 0
    captured = capsys.readouterr()
    assert "batch:" not in captured.err and "1 CV(s): 1 ranked, 0 unreadable" in captured.out
