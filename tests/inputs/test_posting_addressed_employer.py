"""The employer a sentence addressing the post's holder names ("As Analyst at Hooli, you
will ..."), read when nothing else named one (`inputs/posting_addressed_employer`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_addressed_employer import addressed_employer

_POSTING = """# Finance Manager

  As Finance Manager for the Northwind Trust (NWT) you will look after our budgets.

## Requirements

- Five years of budgeting experience
"""


def test_the_post_addressed_at_an_organisation_names_the_employer() -> None:
    assert posting_from_text(_POSTING).company == "Northwind Trust"


def test_an_organisation_named_after_the_address_is_not_taken() -> None:
    text = "As a Data Engineer you will work with Globex, our client."
    assert addressed_employer(text) is None


def test_no_role_before_at_is_not_taken() -> None:
    assert addressed_employer("As Seen at Initech, you will love this.") is None
