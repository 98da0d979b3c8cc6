"""Degrees named by their length or cycle: a two-year degree (an associate's, ISCED 2011
level 5), a postgraduate qualification (UK RQF level 7, a master's level), tertiary
qualifications (a first degree), each with a case that must not be read so."""

from __future__ import annotations

import pytest

from cvcoach.keywords.requirement_degrees import posting_degree


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("A two-year degree in electronics from a technical college", "associate"),
        ("2-year technical degree or equivalent training", "associate"),
        ("Postgraduate qualification in marketing or communications", "master"),
        ("Relevant postgraduate qualifications are essential", "master"),
        ("Tertiary qualifications in accounting or finance", "bachelor"),
        ("A four-year degree in accounting", "bachelor"),
    ],
)
def test_degree_named_by_length_or_cycle(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    "text",
    [
        "Two years of experience at Initech's service desk",
        "A two-year contract with Globex, renewable",
        "Qualifications in first aid are welcome",
        "Support postgraduate students in the Hooli lab",
    ],
)
def test_no_degree_asked(text: str) -> None:
    assert posting_degree(text) is None
