"""A range of years ("1-2 years of experience") is written for a stage of a career: a CV of
far more years than its top is credited less on that requirement (`fit.RANGE_TOP`,
`keywords.years_range`); a requirement of "N+ years" has no top and is not."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.requirements import requirements
from cvcoach.keywords.years_range import years_top
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)


def _cv(tmp_path: Path, name: str, start: str) -> Path:
    bullet = "Wrote C++ services for the billing team of Hooli."
    return one_job_cv(tmp_path, name, position="C++ Developer", start=start, bullet=bullet)


def _scores(tmp_path: Path, ask: str) -> tuple[fit.Match, fit.Match]:
    text = f"# C++ Developer at Globex\n\n## Requirements\n- {ask}\n- C++\n"
    reqs = requirements(posting_from_text(text))
    early = fit.match_cv(load_profile(_cv(tmp_path, "jane-doe", "2024-10")), reqs, TODAY)
    decade = fit.match_cv(load_profile(_cv(tmp_path, "john-roe", "2012-10")), reqs, TODAY)
    return early, decade


def test_a_range_of_years_prefers_the_cv_within_it(tmp_path: Path) -> None:
    early, decade = _scores(tmp_path, "1-2 years of experience in software development")
    assert early.score > decade.score


def test_years_with_no_top_do_not_pass_over_a_long_career(tmp_path: Path) -> None:
    early, decade = _scores(tmp_path, "2+ years of experience in software development")
    assert decade.score >= early.score


def test_a_range_within_the_slack_is_met_in_full(tmp_path: Path) -> None:
    # 14 years against "4 to 7 years": within RANGE_SLACK times the top, nothing is taken off
    early, decade = _scores(tmp_path, "4 to 7 years of experience in software development")
    assert decade.score >= early.score


def test_years_top_reads_ranges_only() -> None:
    assert years_top("1-2 years of experience") == 2.0
    assert years_top("4 to 8 years programming experience") == 8.0
    assert years_top("3 – 5 years in a similar role") == 5.0
    assert years_top("5+ years of Python") is None
    assert years_top("2-4+ years of experience") is None
    assert years_top("10-12 people on the team for 3 years") is None
