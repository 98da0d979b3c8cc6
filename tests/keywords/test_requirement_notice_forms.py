"""Degree and years forms of notices and office-suite asks (round 28 of docs/roles.md)."""

from __future__ import annotations

from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirement_years import experience_years, years_asked


def test_ms_office_is_no_masters() -> None:
    assert posting_degree("Proficiency in MS Office at Hooli") is None
    assert posting_degree("Good command of MS-Excel") is None
    assert posting_degree("MS in Computer Science") == "master"  # still a degree


def test_graduate_and_post_graduate_forms() -> None:
    assert posting_degree("Post Graduation Degree with 55% marks") == "master"
    assert posting_degree("Post Graduate Degree in Geology") == "master"
    assert posting_degree("Graduate & Post Graduate Degree in any subject") == "bachelor"
    assert posting_degree("Graduate of Northwind Academy") != "master"


def test_teen_number_words_count_years() -> None:
    assert years_asked("Bachelor Degree with sixteen years of working experience") == 16.0
    assert years_asked("nineteen years old") is None


def test_years_said_to_be_experience_count_in_a_condition() -> None:
    text = (
        "Candidates must have a valid driver license and at least three years experience"
        " as a forklift operator"
    )
    assert experience_years(text) == 3.0
    assert experience_years("You must have lived in the UK for the past 5 years.") is None


def test_years_to_stay_are_no_experience() -> None:
    assert years_asked("You would like to stay with us for at least two years.") is None
    assert years_asked("Someone who plans to be with us for 2 years or more.") is None
    assert years_asked("You have 3 years of experience and will stay with Globex.") == 3.0


def test_advanced_education_and_graduate_study_are_a_masters() -> None:
    assert posting_degree("An advanced education in Applied Physics") == "master"
    assert posting_degree("graduate study") == "master"
    assert posting_degree("Undergraduate study in biology") is None
    assert posting_degree("Enrolled in graduate studies at Northwind") is None
