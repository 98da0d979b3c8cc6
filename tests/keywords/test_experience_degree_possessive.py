"""`experience.degree_levels`: "associate's" alone names a degree level as "bachelor's" and
"master's" do (a CV's label "Associate's Network Administration"), while a job's possessive
("the associate's duties", "a Sales Associate's shift") and a firm's name do not."""

from __future__ import annotations

import pytest

from cvcoach.keywords.experience import degree_levels


@pytest.mark.parametrize(
    ("text", "levels"),
    [
        ("Associate's Network Administration", ["associate"]),
        ("Associate’s in Nursing, Initech Community College", ["associate"]),
        ("an associate's or bachelor's in accounting", ["associate", "bachelor"]),
        ("Associate's degree", ["associate"]),
        ("Bachelor's Computer Science", ["bachelor"]),
        ("Master's Information Systems", ["master"]),
    ],
)
def test_a_possessive_level_names_a_degree(text: str, levels: list[str]) -> None:
    assert degree_levels(text) == levels


@pytest.mark.parametrize(
    "text",
    [
        "the associate's duties include stocking shelves",
        "A Sales Associate's shift starts at nine at Globex",
        "Associate Software Engineer at Hooli",
        "Initech & Associates",
        "Associates Network Administration",
    ],
)
def test_a_job_or_firm_names_no_degree(text: str) -> None:
    assert degree_levels(text) == []
