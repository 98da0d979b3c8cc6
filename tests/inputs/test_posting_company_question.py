"""A heading that asks what the company is, answered by a paragraph opening with its name."""

from __future__ import annotations

from cvcoach.inputs.posting_company import company_in_prose


def test_a_question_heading_answered_by_the_name_names_the_company() -> None:
    text = "## What is Initech?\n\nInitech builds payroll tools for small firms.\n"
    assert company_in_prose(text, weak=False) == "Initech"


def test_a_question_heading_answered_otherwise_names_nothing() -> None:
    assert company_in_prose("## What is Hooli?\n\nWe build search.\n", weak=False) is None
    assert company_in_prose("## What is Required?\n\nTwo years of Go.\n", weak=False) is None
    assert company_in_prose("## Who Are You?\n\nYou ship often.\n", weak=False) is None
