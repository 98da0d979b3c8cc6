"""The import stage of `cvcoach eval`: graders that must pass and must fail."""

from __future__ import annotations

from pathlib import Path

from cvcoach.evals.import_stage import (
    grade_bullets,
    grade_entries,
    grade_invented,
    grade_typos,
    run_import_stage,
    seed_pairs,
)
from tests.conftest import ROOT

EXPECTED = {
    "work": [{"name": "**Acme** Corp", "position": "Engineer", "startDate": "2020",
              "endDate": "Present", "highlights": ["Built [it](http://x) fast"]}],
    "education": [{"institution": "Uni", "studyType": "BS", "endDate": "2019"}],
}  # fmt: skip


def test_entries_right_only_when_org_title_and_both_dates_match() -> None:
    same = {
        "work": [{"name": "Acme Corp", "position": "engineer", "startDate": "2020",
                  "endDate": "present"}],
        "education": [{"institution": "Uni", "studyType": "BS", "endDate": "2019"}],
    }  # fmt: skip
    assert grade_entries(EXPECTED, same).score == 1.0
    wrong_end = {"work": [dict(same["work"][0], endDate="2021")], "education": same["education"]}
    grade = grade_entries(EXPECTED, wrong_end)
    assert grade.score == 0.5 and not grade.passed and "acme corp" in grade.reason


def test_bullets_must_be_verbatim() -> None:
    assert grade_bullets(EXPECTED, {"work": [{"highlights": ["Built it fast"]}]}).score == 1.0
    assert grade_bullets(EXPECTED, {"work": [{"highlights": ["Built it quickly"]}]}).score == 0.0


def test_invented_words_and_lost_typos_fail() -> None:
    assert grade_invented([], 10).passed
    assert not grade_invented(["Google"], 10).passed
    assert grade_typos(["throughtput"], {"a": "the throughtput"}).score == 1.0
    assert grade_typos(["throughtput"], {"a": "the throughput"}).score == 0.0


def test_stage_over_the_seed_copies_meets_the_targets() -> None:
    pairs = seed_pairs(ROOT / "evals")
    assert len(pairs) == 5
    units = run_import_stage(ROOT / "evals")
    assert all(u.error is None for u in units)
    scores: dict[str, list[float]] = {}
    for unit in units:
        for grade in unit.grades:
            scores.setdefault(grade.name, []).append(grade.score)
    assert sum(scores["import.entries"]) / 5 >= 0.9
    assert sum(scores["import.bullets"]) / 5 >= 0.95
    assert min(scores["import.invented"]) == 1.0
    assert min(scores["import.typos"]) == 1.0
    assert sum(u.seconds for u in units) < 10


def test_seed_copies_hold_placeholders_not_contact_details() -> None:
    text = (ROOT / "evals" / "seeds" / "zhijing-li.md").read_text(encoding="utf-8")
    assert "+1 555 0100" in text and "zhijing.li@example.com" in text
    assert "gmail" not in text and "650-586" not in text


def test_no_seed_folder_means_no_import_units(tmp_path: Path) -> None:
    assert run_import_stage(tmp_path) == []
