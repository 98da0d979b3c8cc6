"""Degrees named by their level of education, and qualifications that are no degree."""

from __future__ import annotations

import pytest

from cvcoach.keywords.requirement_degrees import posting_degree


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Educated to degree level or equivalent", "bachelor"),
        ("Qualified to at least degree level", "bachelor"),
        ("Graduation from an accredited four-year college or university in biology", "bachelor"),
        ("Bachelor's degree from an accredited college or university", "bachelor"),
        ("Completion of a two-year course of study at an accredited college", "associate"),
        ("A foundation degree in early years education", "associate"),
        ("Bachelor's degree, or an associate degree from a two-year college", "associate"),
        ("Bachelor's degree or equivalent combination of education and experience", "bachelor"),
        ("Master's preferred", "master"),
    ],
)
def test_a_level_of_education_asks_its_degree(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    "text",
    [
        "A-levels in Maths and English",
        "NVQ level 3 in Health and Social Care",
        "GCSE English and Maths at grade C or above",
        "Level 3 Diploma in Health and Social Care",
        "a two-year fixed-term contract",
        "trusted to a high degree",
        "a four-year programme of community work",
    ],
)
def test_a_school_or_vocational_qualification_asks_no_degree(text: str) -> None:
    assert posting_degree(text) is None
