"""What a recruiter screens first, on invented CVs and postings: the positions held against
the posting's title (whatever the CV file calls its section), years asked for a skill only
where the CV names the skill, and the title's share of the score whatever the number of
requirements."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords.experience import cv_experience
from cvcoach.keywords.fit import match_cv
from cvcoach.keywords.requirements import requirements

TODAY = dt.date(2026, 11, 1)


def _resume(tmp_path: Path, name: str, work: str, skills: str = "") -> Path:
    path = tmp_path / f"{name}.yaml"
    text = f"basics:\n  name: {name}\nwork:\n{work}"
    if skills:
        text += f"skills:\n  - name: Tools\n    keywords: [{skills}]\n"
    path.write_text(text)
    return path


def _rendercv(tmp_path: Path, name: str, position: str) -> Path:
    """A CV in RenderCV's layout: its jobs under `cv.sections.experience`."""
    path = tmp_path / f"{name}.yaml"
    path.write_text(
        f"cv:\n  name: {name}\n  sections:\n    experience:\n      - company: Initech\n"
        f"        position: {position}\n        start_date: 2018-01\n        end_date: 2024-06\n"
        "        highlights:\n          - Kept the reporting service running.\n"
    )
    return path


def _job(company: str, position: str, bullet: str, start: str = "2019-01") -> str:
    return (
        f"  - name: {company}\n    position: {position}\n    startDate: {start}\n"
        f"    endDate: 2025-12\n    highlights:\n      - {bullet}\n"
    )


def _score(path: Path, posting: str) -> float:
    return match_cv(load_profile(path), requirements(posting_from_text(posting)), TODAY).score


def test_positions_are_read_whatever_the_section_is_called(tmp_path: Path) -> None:
    exp = cv_experience(load_profile(_rendercv(tmp_path, "dana", "Database Administrator")))
    assert [t.value for t in exp.positions] == ["Database Administrator"]
    posting = "# Database Administrator — Globex\n\n## Requirements\n- Clear writing\n"
    admin = _score(_rendercv(tmp_path, "a", "Database Administrator"), posting)
    other = _score(_rendercv(tmp_path, "b", "Account Manager"), posting)
    assert admin > other
    # a title no position shares leaves the two alike
    unrelated = "# Pastry Chef — Globex\n\n## Requirements\n- Clear writing\n"
    assert _score(_rendercv(tmp_path, "c", "Database Administrator"), unrelated) == _score(
        _rendercv(tmp_path, "d", "Account Manager"), unrelated
    )


RAILS = "# Developer — Hooli\n\n## Requirements\n- 3+ years of Ruby on Rails\n- Clear writing\n"


def test_years_asked_for_a_skill_count_only_where_the_cv_names_it(tmp_path: Path) -> None:
    # six years of work that never name Rails against two that do
    veteran = _resume(tmp_path, "v", _job("Globex", "Developer", "Built Java services."))
    rails = _resume(
        tmp_path, "r", _job("Initech", "Developer", "Built Ruby on Rails apps.", "2023-06")
    )
    assert _score(rails, RAILS) > _score(veteran, RAILS)
    # both naming Rails: the longer one still ranks first (years count where the skill is named)
    longer = _resume(tmp_path, "l", _job("Globex", "Developer", "Built Ruby on Rails apps."))
    assert _score(longer, RAILS) > _score(rails, RAILS)


GO = "# Backend Engineer — Northwind\n\n## Requirements\n- Go\n- Clear writing\n"


def test_a_skill_only_listed_counts_as_named(tmp_path: Path) -> None:
    # crediting it less than one a work entry shows ranked the tune judgments lower
    shown = _resume(tmp_path, "s", _job("Initech", "Engineer", "Rewrote billing in Go."))
    listed = _resume(tmp_path, "l", _job("Initech", "Engineer", "Rewrote billing."), "Go")
    absent = _resume(tmp_path, "a", _job("Initech", "Engineer", "Rewrote billing."))
    assert _score(shown, GO) > _score(absent, GO)
    assert _score(listed, GO) > _score(absent, GO)
    assert abs(_score(shown, GO) - _score(listed, GO)) < 0.001


def test_the_title_weighs_alike_however_many_requirements_a_posting_lists(
    tmp_path: Path,
) -> None:
    held = _resume(tmp_path, "h", _job("Initech", "Payroll Specialist", "Ran payroll."))
    other = _resume(tmp_path, "o", _job("Initech", "Line Cook", "Ran payroll."))
    few = "# Payroll Specialist — Globex\n\n## Requirements\n- Payroll\n"
    many = few + "".join(f"- Clear writing about topic {n}\n" for n in range(12))
    gap_few = _score(held, few) - _score(other, few)
    gap_many = _score(held, many) - _score(other, many)
    assert gap_few > 0 and gap_many > 0
    assert abs(gap_few - gap_many) < 0.05
