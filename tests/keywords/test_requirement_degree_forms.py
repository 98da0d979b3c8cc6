"""Degrees named by their field or kind, degrees still being studied for, a role's
abbreviation that a degree table also lists, and years that time a feat rather than ask
experience (invented lines)."""

from __future__ import annotations

import pytest

from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirements import years_asked


@pytest.mark.parametrize(
    "text",
    [
        "A computer science degree",
        "STEM degree or equivalent experience",
        "2:1 or higher in a mathematical degree",
        "Degree required",
        "An engineering degree from an accredited university",
    ],
)
def test_a_degree_named_by_its_field_asks_a_first_degree(text: str) -> None:
    assert posting_degree(text) == "bachelor"


@pytest.mark.parametrize(
    "text",
    [
        "A high degree of autonomy",
        "Comfortable with ambiguity to some degree",
        "Able to work outdoors in 90 degrees heat",
        "Strong degree of ownership over releases",
    ],
)
def test_degree_as_a_measure_asks_none(text: str) -> None:
    # "strong" is no measure word, but "degree of" is a measure
    assert posting_degree(text) is None


def test_a_degree_still_being_studied_for_is_not_asked() -> None:
    assert posting_degree("Currently pursuing a degree in graphic design") is None
    assert posting_degree("Enrolled in a master's degree programme in statistics") is None
    assert posting_degree("Master's degree in statistics") == "master"


def test_a_roles_abbreviation_outside_education_is_no_degree() -> None:
    assert posting_degree("The skills of a network engineer and DBA") is None
    assert posting_degree("DBA or PhD in business administration") == "phd"
    assert posting_degree("MBA preferred") == "master"
    assert posting_degree("BS in Computer Science") == "bachelor"


@pytest.mark.parametrize(
    "text",
    [
        "Grew a sales team from 4 to 40 people in 2 years or less",
        "Must be certified within two years of hire",
        "Shipped three products in under three years",
    ],
)
def test_years_that_time_a_feat_ask_no_experience(text: str) -> None:
    assert years_asked(text) is None


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("At least three years of experience with SQL", 3),
        ("3-5 years in analytics", 3),
        ("Minimum of 2 years experience in reporting", 2),
        ("Experience with Python (two years at least)", 2),
        ("Two or more years of experience with dashboards", 2),
    ],
)
def test_years_asked_in_their_usual_forms(text: str, years: float) -> None:
    assert years_asked(text) == years


def test_an_abbreviation_beside_no_role_stays_a_degree() -> None:
    assert posting_degree("A JD/MPP or an extensive background in policy work") == "master"
    assert posting_degree("MLS or significant experience in archives") == "master"
    assert posting_degree("Experience as a DBA or developer") is None


def test_a_degree_field_label_or_school_diploma_asks_no_first_degree() -> None:
    assert posting_degree("Education/Degree: Graduate from an accredited school of nursing") is None
    assert posting_degree("A secondary diploma degree") is None
    assert posting_degree("Knowledge equal to that gained from a first degree") == "bachelor"
    assert posting_degree("Knowledge equivalent to that gained from a first degree") is None
