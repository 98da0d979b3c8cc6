"""What a post is ("This is a 12-month position with an initial appointment of up to three
years.") asks nothing, unless it says whom it is for or what it requires; a degree the
employer teaches ("has been offering a Master of Science in Geography degree") is not asked
(invented postings)."""

from __future__ import annotations

import pytest

from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.keywords.requirement_degrees import posting_degree


@pytest.mark.parametrize(
    "text",
    [
        "This is a 9-month fixed-term position with an initial appointment of up to three years.",
        "This is a part-time role based in Initech's Leeds office.",
    ],
)
def test_what_the_post_is_asks_nothing(text: str) -> None:
    assert ignore_reason(text, "about", bullet=False, sections=False) is not None


@pytest.mark.parametrize(
    "text",
    [
        "This is a role for an engineer with five years of experience in Python.",
        "This is a research scientist position, which requires a Ph.D. degree in genetics.",
    ],
)
def test_whom_the_post_is_for_still_asks(text: str) -> None:
    # in a posting with no requirement section, where such prose is read
    assert ignore_reason(text, "about", bullet=False, sections=False) is None


@pytest.mark.parametrize(
    "text",
    [
        "The Globex programme has been offering a Master of Science in Geography degree "
        "since 2015.",
        "The department runs a BSc in Nursing for 200 students.",
    ],
)
def test_a_degree_the_employer_teaches_is_not_asked(text: str) -> None:
    assert posting_degree(text) is None


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("We offer a good salary to holders of a master's degree.", "master"),
        ("Master's degree required; we offer flexible hours at Hooli.", "master"),
    ],
)
def test_a_degree_asked_beside_an_offer_is_read(text: str, level: str) -> None:
    assert posting_degree(text) == level
