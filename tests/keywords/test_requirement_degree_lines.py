"""A requirement section's line that names a degree asks it, however its label is written
("EducationUG: B.Sc/B.E. in ..."); a line naming a degree outside the requirement
sections is read by the other rules only (invented postings)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements

LABELLED = """# Test Engineer at Initech

## Desired Candidate Profile

EducationUG: B.Sc/B.E. in Mechanical or Civil Engineering
"""

ABOUT = """# Test Engineer at Initech

Initech was founded by two B.Tech classmates in Pune.

## Requirements

- Two years of manual testing
"""


def test_a_degree_line_of_a_requirement_section_is_asked() -> None:
    items = requirements(posting_from_text(LABELLED)).items
    assert [(item.text, item.degree) for item in items] == [
        ("EducationUG: B.Sc/B.E. in Mechanical or Civil Engineering", "bachelor")
    ]


def test_a_degree_named_about_the_employer_is_not() -> None:
    items = requirements(posting_from_text(ABOUT)).items
    assert [item.text for item in items] == ["Two years of manual testing"]


READER = """# Junior Developer at Globex

You recently graduated with a tertiary qualification in information systems (or have
equivalent experience). Our founders graduated with a bachelor's degree from Hooli
University in 2010.

## What you'll do

- Build services

## Requirements

- Python
"""


def test_the_readers_studies_ask_their_degree() -> None:
    items = requirements(posting_from_text(READER)).items
    assert [(item.text[:40], item.degree) for item in items] == [
        ("You recently graduated with a tertiary q", "bachelor"),
        ("Python", None),
    ]
