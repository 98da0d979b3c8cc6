"""Lists that lost their markers and were hard-wrapped (`posting_unmarked.wrapped_items`):
invented postings; the rule fires on such a list and not on hard-wrapped prose."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_unmarked import wrapped_items
from cvcoach.keywords.requirements import requirements

WRAPPED_LIST = [
    "Experience building web applications with",
    "Django or Flask",
    "Strong written English",
    "3+ years of work on open source projects in",
    "a team of ten or more",
    "A degree in Statistics, Economics, Computer",
    "Science or a related field",
]


def test_wrapped_items_are_told_apart_by_their_opening_lines() -> None:
    assert wrapped_items(WRAPPED_LIST) == [
        ("Experience building web applications with Django or Flask", 0),
        ("Strong written English", 2),
        ("3+ years of work on open source projects in a team of ten or more", 3),
        ("A degree in Statistics, Economics, Computer Science or a related field", 5),
    ]


def test_hard_wrapped_prose_is_no_list() -> None:
    prose = [
        "Hooli builds maps for cities. We are a small",
        "team in Springfield and we work with",
        "councils across the country. Our office",
        "is close to the station.",
    ]
    assert wrapped_items(prose) is None
    assert wrapped_items(["Python", "SQL", "Git"]) is None  # one line each: not wrapped


def test_a_wrapped_unmarked_list_gives_one_requirement_per_item() -> None:
    text = "Globex Clerk\n\nRequirements\n" + "\n".join(WRAPPED_LIST) + "\n"
    asks = [item.text for item in requirements(posting_from_text(text)).items]
    assert "Strong written English" in asks
    assert "Experience building web applications with Django or Flask" in asks


def test_a_line_stopping_on_with_is_no_heading_but_one_stopping_on_for_is() -> None:
    wrapped = "# Clerk\n\nExperience building web applications with\nDjango or Flask.\n"
    posting = posting_from_text(wrapped)
    assert [line.text for line in posting.lines] == [
        "Experience building web applications with Django or Flask."
    ]
    heading = "# Clerk\n\nWhat we're looking for\n\n- Experience with Django\n"
    assert [r.text for r in requirements(posting_from_text(heading)).items] == [
        "Experience with Django"
    ]
