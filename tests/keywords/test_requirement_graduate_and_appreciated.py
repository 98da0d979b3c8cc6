"""A college graduate asked as "Graduate of <field> course" and a plus written as "appreciated
but not a prerequisite" (issue 27, twenty-second round). Invented postings; each rule has a
case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirements import requirements


def test_a_graduate_of_a_course_asks_a_bachelors() -> None:
    assert posting_degree("Graduate of Accounting or Business Administration course") == (
        "bachelor"
    )
    assert posting_degree("Graduate of any four-year course") == "bachelor"


def test_a_graduate_of_a_two_year_course_or_a_school_asks_no_bachelors() -> None:
    assert posting_degree("Graduate of a two-year course in hospitality") != "bachelor"
    assert posting_degree("High school graduate with two years of retail experience") is None


def _levels(text: str) -> dict[str, str]:
    return {item.text: item.level for item in requirements(posting_from_text(text)).items}


def test_appreciated_but_not_a_prerequisite_is_a_plus() -> None:
    text = (
        "# Developer\n\n## Requirements\n\n- Strong experience with Unix build systems;\n"
        "- Speaking Ruritanian is appreciated but not a prerequisite.\n"
    )
    levels = _levels(text)
    assert levels["Speaking Ruritanian is appreciated but not a prerequisite."] == "nice"
    assert levels["Strong experience with Unix build systems;"] == "must"
