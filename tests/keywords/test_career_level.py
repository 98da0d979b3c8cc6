"""The level of the posts a CV held against a posting title's level
(`cvcoach.keywords.career_level`, the match score's level part `fit.LEVEL_WEIGHT`)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import career_level, fit
from cvcoach.keywords.experience import cv_experience
from cvcoach.keywords.requirements import requirements
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)


def _level(tmp_path: Path, position: str, start: str = "2016-01") -> int:
    path = one_job_cv(tmp_path, "jane-doe", position=position, start=start)
    return career_level.cv_level(cv_experience(load_profile(path), TODAY))


def test_titles_state_their_level(tmp_path: Path) -> None:
    assert _level(tmp_path, "Senior Software Engineer") == 3
    assert _level(tmp_path, "Head of Platform") == 4
    assert _level(tmp_path, "Staff Software Engineer") == 4
    assert _level(tmp_path, "VP of Engineering") == 5


def test_a_title_stating_no_level_reads_by_the_years(tmp_path: Path) -> None:
    assert _level(tmp_path, "Software Engineer", start="2016-01") == 3  # ten years
    assert _level(tmp_path, "Software Engineer", start="2023-01") == 2  # four years
    assert _level(tmp_path, "Software Engineer", start="2025-06") == 1


def test_staff_before_no_worker_noun_is_no_level(tmp_path: Path) -> None:
    assert career_level.title_level("Staff IT") is None
    assert career_level.title_level("IT Staff") is None
    assert career_level.title_level("Staff Data Scientist") == 4


def test_an_internship_or_a_first_year_is_no_lead(tmp_path: Path) -> None:
    assert _level(tmp_path, "Software Engineer Intern") == 0
    assert _level(tmp_path, "Project Lead", start="2025-06") == 1  # a lead of a year and a half


def test_the_part_prefers_the_level_asked(tmp_path: Path) -> None:
    exp = cv_experience(load_profile(one_job_cv(tmp_path, "jane-doe", position="Junior Developer",
                                                start="2025-01")), TODAY)  # fmt: skip
    assert career_level.level_part("junior", exp) == 1.0
    assert career_level.level_part("lead", exp) == 0.0  # three levels apart
    assert career_level.level_part(None, exp) is None


def test_a_level_above_costs_level_above(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    exp = cv_experience(
        load_profile(one_job_cv(tmp_path, "jane-doe", position="Head of Data")), TODAY
    )
    assert (career_level.level_part("senior", exp) or 0.0) < 1.0
    monkeypatch.setattr(career_level, "LEVEL_ABOVE", 0.0)
    assert career_level.level_part("senior", exp) == 1.0


def test_the_level_part_in_the_score(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fit, "LEVEL_WEIGHT", 0.5)
    reqs = requirements(
        posting_from_text("# Senior Python Developer\n\n## Requirements\n- Python\n")
    )
    senior = one_job_cv(tmp_path, "jane-doe", position="Senior Python Developer",
                        bullet="Built Python services.")  # fmt: skip
    junior = one_job_cv(tmp_path, "john-roe", position="Junior Python Developer",
                        bullet="Built Python services.")  # fmt: skip
    a = fit.match_cv(load_profile(senior), reqs, TODAY)
    b = fit.match_cv(load_profile(junior), reqs, TODAY)
    assert a.parts["level"][1] > b.parts["level"][1]
    assert a.score > b.score
    plain = requirements(posting_from_text("# Python Developer\n\n## Requirements\n- Python\n"))
    assert "level" not in fit.match_cv(load_profile(senior), plain, TODAY).parts
