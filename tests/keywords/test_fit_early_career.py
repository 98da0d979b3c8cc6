"""A junior or intern post is written for the early years of a career: a CV of a decade is
credited less in the years part than one of two years (`fit.JUNIOR_YEARS`); other posts are
not."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.requirements import requirements
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)


def _cv(tmp_path: Path, name: str, start: str) -> Path:
    bullet = "Built Python services for the billing team."
    return one_job_cv(tmp_path, name, position="Python Developer", start=start, bullet=bullet)


def _scores(tmp_path: Path, title: str) -> tuple[fit.Match, fit.Match]:
    reqs = requirements(posting_from_text(f"# {title}\n\n## Requirements\n- Python\n"))
    early = fit.match_cv(load_profile(_cv(tmp_path, "jane-doe", "2024-10")), reqs, TODAY)
    decade = fit.match_cv(load_profile(_cv(tmp_path, "john-roe", "2014-10")), reqs, TODAY)
    return early, decade


def test_a_junior_post_prefers_the_early_career_cv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "YEARS_WEIGHT", 1.0)  # the years as a part of the score
    early, decade = _scores(tmp_path, "Junior Python Developer at Globex")
    assert early.parts["years"][1] == 1.0
    assert decade.parts["years"][1] < 0.5  # 12 years against the 5 a junior post is written for
    assert early.score > decade.score


def test_an_intern_post_too(tmp_path: Path) -> None:
    early, decade = _scores(tmp_path, "Python Intern")
    assert early.score > decade.score


def test_a_post_of_no_level_credits_no_years(tmp_path: Path) -> None:
    early, decade = _scores(tmp_path, "Python Developer")
    assert "years" not in early.parts and "years" not in decade.parts
    assert decade.score >= early.score


def test_a_senior_post_still_asks_for_years(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "YEARS_WEIGHT", 1.0)  # the years as a part of the score
    early, decade = _scores(tmp_path, "Senior Python Developer")
    assert decade.parts["years"][1] == 1.0
    assert decade.score > early.score


def test_shipped_the_years_are_a_part(tmp_path: Path) -> None:
    # shipped since a fifth fresh sample (docs/roles.md): the years weigh in the score
    early, decade = _scores(tmp_path, "Junior Python Developer at Globex")
    assert early.parts["years"][0] == fit.YEARS_WEIGHT > 0
    assert early.score - decade.score > fit.YEARS_TIE


def test_at_weight_zero_the_years_only_break_ties(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # YEARS_WEIGHT 0: no years part, the junior post's cap decides between equal CVs only
    monkeypatch.setattr(fit, "YEARS_WEIGHT", 0.0)
    monkeypatch.setattr(fit, "LEVEL_WEIGHT", 0.0)  # the level part reads the years too
    early, decade = _scores(tmp_path, "Junior Python Developer at Globex")
    assert "years" not in early.parts and "years" not in decade.parts
    assert 0 < early.score - decade.score <= fit.YEARS_TIE


def test_shipped_no_years_tie_where_none_is_asked(tmp_path: Path) -> None:
    early, decade = _scores(tmp_path, "Python Developer")
    assert early.score == decade.score
