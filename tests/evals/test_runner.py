"""`cvcoach eval` end to end on one case: results written, baseline guarded."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from cvcoach.cli import main
from cvcoach.engines.base import BulletRewrite, EntryInput, EntryRewrite, LetterInput, RoleBrief
from cvcoach.engines.offline import OfflineEngine
from cvcoach.evals.cases import load_suite
from cvcoach.evals.report import main as report_main
from cvcoach.evals.report import render_report
from cvcoach.evals.results import Baseline, RunResult, read_baseline
from cvcoach.evals.runner import run_suite
from tests.conftest import ROOT

CASE = "leon-lu--npu-compiler-lead"  # the quickest case: a short CV
BASELINE = ROOT / "evals" / "baseline-offline.json"


@pytest.fixture
def evals_dir(tmp_path: Path) -> Path:
    """A copy of the eval data, so results land in a temporary folder."""
    target = tmp_path / "evals"
    for part in ("profiles", "roles", "expected"):
        shutil.copytree(ROOT / "evals" / part, target / part)
    return target


def run(evals_dir: Path, *extra: str) -> int:
    return main(
        ["eval", "--engine", "offline", "--cases", CASE, "--evals-dir", str(evals_dir), *extra]
    )


def test_one_case_writes_json_and_markdown_and_passes_the_committed_baseline(
    evals_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(evals_dir, "--baseline", str(BASELINE)) == 0
    out = capsys.readouterr().out
    assert "letter.grounding" in out and "No score fell" in out
    result = RunResult.model_validate_json(
        (evals_dir / "results" / "offline-none.json").read_text(encoding="utf-8")
    )
    assert (result.engine, result.model, result.today) == ("offline", "none", "2026-11-21")
    assert [u.name for u in result.units if u.kind == "case"] == [CASE]
    assert {"check.recall", "rewrite.changed", "letter.grounding"} <= set(result.aggregate)
    assert all(0.0 <= s <= 1.0 for s in result.aggregate.values())
    report = (evals_dir / "results" / "offline-none.md").read_text(encoding="utf-8")
    assert report.startswith("# cvcoach eval: offline (none)")
    assert "## Failed grades" in report and "rewrite.changed" in report


def test_a_baseline_above_the_scores_fails_the_run(
    evals_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = read_baseline(BASELINE)
    units = {name: dict(scores) for name, scores in baseline.units.items()}
    # raise a score the offline engine does not reach to a perfect one
    grader = min(units[CASE], key=lambda name: units[CASE][name])
    assert units[CASE][grader] < 0.98
    units[CASE][grader] = 1.0
    higher = tmp_path / "higher.json"
    higher.write_text(
        baseline.model_copy(update={"units": units}).model_dump_json(), encoding="utf-8"
    )
    assert run(evals_dir, "--baseline", str(higher)) == 1
    out = capsys.readouterr().out
    assert f"DROPPED {grader}" in out and CASE in out


def test_update_baseline_writes_a_baseline_the_next_run_passes(evals_dir: Path) -> None:
    target = evals_dir / "baseline-offline.json"
    assert run(evals_dir, "--update-baseline") == 0
    written = Baseline.model_validate_json(target.read_text(encoding="utf-8"))
    assert set(written.units) == {"leon-lu", CASE}
    assert written.tolerance == 0.02
    assert run(evals_dir, "--baseline", str(target)) == 0


def test_unusable_inputs_exit_2(evals_dir: Path) -> None:
    assert main(["eval", "--cases", "nobody--*", "--evals-dir", str(evals_dir)]) == 2
    assert run(evals_dir, "--baseline", str(evals_dir / "missing.json")) == 2


def test_report_module_prints_the_aggregate_table(
    evals_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(evals_dir) == 0
    capsys.readouterr()
    assert report_main([str(evals_dir / "results" / "offline-none.json")]) == 0
    table = capsys.readouterr().out
    assert table.startswith("| grader | score | passed |")
    assert "| `letter.grounding` |" in table and "| finding kind |" in table


def test_committed_baseline_covers_every_case() -> None:
    data = json.loads(BASELINE.read_text(encoding="utf-8"))
    cases = [u for u in data["units"] if "--" in u]
    assert len(cases) == 20 and data["engine"] == "offline"


class MeteredEngine(OfflineEngine):
    """The offline engine dressed as a model: every call costs one request and some tokens."""

    name = "openai:test/model"

    def rewrite_entries(
        self, entries: Sequence[EntryInput], role: RoleBrief, progress: object = None
    ) -> list[EntryRewrite]:
        self._spend(len(entries))
        return super().rewrite_entries(entries, role)

    def draft_cover_letter(
        self, letter: LetterInput, on_text: Callable[[str], None] | None = None
    ) -> str:
        self._spend(1)
        return super().draft_cover_letter(letter, on_text)

    def _spend(self, requests: int) -> None:
        self.usage.requests += requests
        self.usage.prompt_tokens += 100 * requests
        self.usage.completion_tokens += 10 * requests
        self.usage.cost_usd = round((self.usage.cost_usd or 0.0) + 0.001 * requests, 6)


def test_model_usage_and_time_are_recorded_per_case() -> None:
    suite = load_suite(ROOT / "evals", "leon-lu--*")
    run = run_suite(suite, MeteredEngine())
    assert (run.engine, run.model, run.stem) == ("openai", "test/model", "openai-test_model")
    cases = [u for u in run.units if u.kind == "case"]
    assert len(cases) == 4
    spent = cases[0].usage.requests  # one per rewritten entry, one for the letter
    assert spent >= 2
    for unit in cases:  # each case is charged its own calls, not the running total
        assert unit.usage.requests == spent and unit.usage.prompt_tokens == 100 * spent
        assert unit.usage.cost_usd == pytest.approx(0.001 * spent)
        assert unit.seconds > 0
    assert run.usage.requests == 4 * spent
    assert "| leon-lu--npu-compiler-lead |" in render_report(run)


class SubjectlessEngine(OfflineEngine):
    """A model that leaves out the bullet's subject ('In 2021, Leon Lu joined NIO' -> 'In
    2021, joined NIO'), as CV bullets do and polish's guard allows for the CV's owner."""

    name = "openai:test/model"

    def rewrite_entries(
        self, entries: Sequence[EntryInput], role: RoleBrief, progress: object = None
    ) -> list[EntryRewrite]:
        return [
            EntryRewrite(
                entry_id=entry.id,
                rewrites=[
                    BulletRewrite(source_id=b.id, text=b.text.replace("Leon Lu joined", "joined"))
                    for b in entry.bullets
                    if "Leon Lu joined" in b.text
                ],
            )
            for entry in entries
        ]


def test_a_rewrite_that_leaves_out_the_owners_name_is_graded_grounded(evals_dir: Path) -> None:
    suite = load_suite(evals_dir, CASE).model_copy(update={"samples": [], "heldout": []})
    run = run_suite(suite, SubjectlessEngine())
    (unit,) = [u for u in run.units if u.name == CASE]
    grade = next(g for g in unit.grades if g.name == "rewrite.grounding")
    assert grade.items >= 2 and grade.passed, grade.reason  # both 'joined' bullets kept
    assert "drops" not in grade.reason
