"""Degree readings of the twenty-third round (issue 27): the least level a requirement
accepts when it offers a student or an undergraduate degree beside another, and a sentence
offering two routes into the post. Invented wording; each rule has a case that must fire and
one that must not."""

from __future__ import annotations

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirement_alternatives import alternatives
from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirements import requirements


@pytest.mark.parametrize(
    "text",
    [
        "Upper-level undergraduate or post-bachelor's degree in ecology",
        "A bachelor's degree in biology or a final-year student in biology",
        "Current college students or recent graduates with a degree in design",
    ],
)
def test_a_student_beside_the_degree_asks_no_degree(text: str) -> None:
    assert posting_degree(text) is None


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Bachelor's degree; experience mentoring undergraduate students", "bachelor"),
        ("Master's degree in education; you will teach senior undergraduates", "master"),
    ],
)
def test_students_named_apart_from_the_degree_leave_it_asked(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    "text",
    [
        "Undergraduate or graduate degree in economics",
        "An undergraduate degree in any discipline",
        "Undergraduate/postgraduate degree in statistics",
    ],
)
def test_an_undergraduate_degree_is_a_bachelors(text: str) -> None:
    assert posting_degree(text) == "bachelor"


def test_a_graduate_degree_alone_or_an_undergraduate_measure_is_no_bachelors() -> None:
    assert posting_degree("Graduate degree in public policy") == "master"
    text = "Knowledge of chemistry equivalent to that gained from an undergraduate degree"
    assert posting_degree(text) is None


def test_two_routes_with_their_own_degree_and_years_are_two_requirements() -> None:
    text = (
        "Bachelor's degree in biology with 2+ years of experience, "
        "or Master's degree with at least 1 year of experience"
    )
    assert alternatives(text) == [
        "Bachelor's degree in biology with 2+ years of experience",
        "Master's degree with at least 1 year of experience",
    ]
    posting = posting_from_text(f"# Lab Technician\n\n## Qualifications\n- {text}\n")
    asked = [(i.degree, i.years) for i in requirements(posting).items]
    assert asked == [("bachelor", 2.0), ("master", 1.0)]


@pytest.mark.parametrize(
    "text",
    [
        "Bachelor's degree or equivalent experience, and 3 years of SQL",
        "A degree in Physics or Mathematics with 3 years of lab work",
        "PhD in statistics (or MSc with 3 years of experience)",
        "Bachelor's degree with 3 years of experience, or Bachelor's degree with 3 years abroad",
    ],
)
def test_one_route_stays_one_requirement(text: str) -> None:
    assert alternatives(text) == [text]


def test_a_range_with_a_preference_asks_its_least_years() -> None:
    from cvcoach.keywords.requirement_years import years_asked

    assert years_asked("Minimum 4, preferably 6 years of industry experience") == 4.0
    assert years_asked("At least 3, but ideally 5 years in teacher training") == 3.0
    assert years_asked("Preferably 7 years of experience") == 7.0


def test_years_standing_in_for_a_missing_degree_are_no_years_asked() -> None:
    from cvcoach.keywords.requirement_years import years_asked

    text = "Bachelor's degree. In the absence of such a degree, 11 years of IT experience."
    assert years_asked(text) is None
    assert years_asked("10 years of experience in lieu of a degree") is None
    assert years_asked("Bachelor's degree and 4 years of IT experience") == 4.0


def test_a_diploma_in_a_field_beside_a_bachelors_asks_no_degree() -> None:
    assert posting_degree("Diploma in Nursing or BSc Nursing") is None
    assert posting_degree("A diploma in accounting or a bachelor's degree in finance") is None


def test_a_postgraduate_diploma_or_a_diploma_apart_leaves_the_degree() -> None:
    assert posting_degree("Postgraduate diploma in law or BA in law") == "bachelor"
    assert posting_degree("Bachelor's degree in nursing; diploma in first aid") == "bachelor"
