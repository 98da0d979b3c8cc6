"""Degree and years readings of the twenty-seventh round (issue 27): degrees a posting names
without asking for them, a higher or national diploma beside the degree, a qualifications
framework's level, the years of a course or of the route instead of a degree. Invented
wording; each rule has a case that must fire and one that must not."""

from __future__ import annotations

import pytest

from cvcoach.keywords.requirement_alternatives import alternatives
from cvcoach.keywords.requirement_degree_context import framework_level
from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirement_years import years_asked


@pytest.mark.parametrize(
    "text",
    [
        "A first degree/ HND in Accounting or a related discipline",
        "HND or B.Sc in Civil Engineering",
        "B.Sc/OND in Mechanical Engineering",
        "A degree or Higher National Certificate in Business",
    ],
)
def test_a_higher_or_national_diploma_beside_the_degree_asks_no_degree(text: str) -> None:
    assert posting_degree(text) is None


def test_a_first_degree_alone_is_still_asked() -> None:
    assert posting_degree("A first degree in Accounting from Initech Polytechnic") == "bachelor"
    assert posting_degree("B.Sc in Civil Engineering (HNDs are not accepted)") == "bachelor"


@pytest.mark.parametrize(
    "text",
    [
        "Teach modules in the BSc Data Science programme at Northwind University",
        "Work alongside PhD scientists and data engineers at Globex",
        "Mentor master's students in the lab",
        "We offer tuition reimbursement towards a master's degree",
        "Initech will sponsor your MBA after two years",
        "The opportunity to pursue a PhD while working with Hooli",
        "Degree in horticulture (all backgrounds considered)",
        "Open to people with or without a degree",
        "Experience: 2 years for B.E/B.Tech holders",
    ],
)
def test_a_degree_named_without_being_asked_is_not_read(text: str) -> None:
    assert posting_degree(text) is None


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Graduate of a BSc Nursing programme", "bachelor"),
        ("PhD graduates in physics or chemistry", "phd"),
        ("A master's degree in public health is required", "master"),
        ("Degree in marketing (preferred)", "bachelor"),
        ("Bachelor's degree with 3 years of experience for the role", "bachelor"),
    ],
)
def test_a_degree_asked_beside_those_forms_is_still_read(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Educated to RQF Level 7 qualification or equivalent", "master"),
        ("A Level 6 degree in a relevant subject", "bachelor"),
        ("EQF level 8 or above in economics", "phd"),
    ],
)
def test_a_framework_level_names_a_degree(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    "text",
    ["APS Level 6 role in Canberra", "NQF level 7 qualification", "Level 3 Diploma in Care"],
)
def test_a_level_of_another_kind_names_no_degree(text: str) -> None:
    assert framework_level(text) is None


def test_years_of_a_course_are_not_experience() -> None:
    assert years_asked("You will complete a 4 year specialist training programme") is None
    assert years_asked("4 years of training experience") == 4


def test_years_offered_instead_of_the_degree_are_not_asked() -> None:
    text = "A master's degree in education or a related field, or 5 years of relevant experience"
    assert years_asked(text) is None
    assert years_asked("Bachelor's degree with 2 years of experience, or 5 years") == 2


def test_years_post_qualification_are_experience_and_a_post_is_a_term() -> None:
    assert years_asked("5 years post-qualification experience") == 5
    assert years_asked("a 2-year post at Initech") is None


def test_routes_with_a_comma_after_the_or_are_two() -> None:
    text = (
        "A PhD in chemistry with two years post-qualification research or, MSc degree in "
        "chemistry with five years' post-qualification research experience"
    )
    assert len(alternatives(text)) == 2
    assert alternatives("A PhD or, MSc in chemistry") == ["A PhD or, MSc in chemistry"]


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("A Master's-level degree in statistics", "master"),
        ("PhD-level study in physics", "phd"),
        ("A relevant tertiary qualification in IT", "bachelor"),
        ("University graduate in engineering", "bachelor"),
        ("Graduate in Economics from any university", "bachelor"),
    ],
)
def test_a_level_or_a_first_degree_named_otherwise_is_read(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    "text",
    [
        "PhD in progress or completed in ecology",
        "Experience teaching at a tertiary institution",
        "Graduate in May 2027 or earlier",
        "Graduates of the Hooli bootcamp",
    ],
)
def test_a_degree_in_progress_or_no_first_degree_is_not_read(text: str) -> None:
    assert posting_degree(text) is None


def test_a_student_of_a_named_degree_beside_it_asks_no_degree() -> None:
    assert posting_degree("Final-year PhD students or recent PhD graduates in biology") is None
    assert posting_degree("A PhD in physics; we also mentor final-year students") == "phd"


def test_a_british_honours_class_names_a_first_degree() -> None:
    assert posting_degree("2:1 or above in a STEM subject") == "bachelor"
    assert posting_degree("A 2:1 ratio of engineers to managers") is None
    assert posting_degree("Python 2.1 or higher") is None


def test_an_age_is_no_experience_and_a_range_with_or_asks_its_least() -> None:
    assert years_asked("Must be 18 years or older") is None
    assert years_asked("5 years or more of experience") == 5
    assert years_asked("A degree and 3 or 4 years of experience") == 3
    assert years_asked("Two or more years of experience") == 2


def test_years_instead_of_a_degree_without_a_comma_are_not_asked() -> None:
    assert years_asked("Bachelor's degree in CS or 5 years of experience") is None
    assert years_asked("BS or MS with 5 years of experience") == 5


def test_a_second_route_may_open_with_its_count() -> None:
    text = "7 years of experience with a Bachelor's degree, or 5 years with a Master's"
    assert alternatives(text) == [
        "7 years of experience with a Bachelor's degree",
        "5 years with a Master's",
    ]
    assert alternatives("A Bachelor's degree, or 5 years of experience") == [
        "A Bachelor's degree, or 5 years of experience"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Our engineers have master's degrees in computer science",
        "We are a team of MSc and PhD graduates at Globex",
        "Reporting to a PhD-level Head of Research",
    ],
)
def test_a_degree_the_team_holds_is_not_asked(text: str) -> None:
    assert posting_degree(text) is None


def test_a_degree_asked_beside_the_team_is_still_read() -> None:
    assert posting_degree("Our team members have diverse backgrounds; a BSc is required") == (
        "bachelor"
    )
    assert posting_degree("You have a master's degree in computer science") == "master"


def test_a_school_diploma_beside_the_degree_asks_no_degree() -> None:
    assert posting_degree("High school diploma or college degree") is None
    assert posting_degree("High school or college graduate") is None
    assert posting_degree("Bachelor's degree; experience in a secondary school or college") == (
        "bachelor"
    )


def test_a_benefit_span_ends_with_its_degree() -> None:
    assert posting_degree("Initech will sponsor your MBA and asks for a BSc in finance") == (
        "bachelor"
    )
    assert posting_degree("Education support assistant: a degree in education") == "bachelor"


def test_the_spans_of_degrees_not_asked_end_with_their_degrees() -> None:
    assert posting_degree("Our engineers have built great tools and we need a BSc") == ("bachelor")
    assert posting_degree("3 years for BSc holders, and an MSc is a plus") == "master"
