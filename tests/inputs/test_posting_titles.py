"""A title's stack qualifier, and lists headed as what the employer would love."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_words import names_tools


def test_a_stack_after_the_title_is_no_part_of_it() -> None:
    line = "Northwind | Senior Software Engineer - Django, React | Remote\n\nWe build.\n"
    assert posting_from_text(line).title == "Senior Software Engineer"
    assert posting_from_text("# Backend Developer – Go/Rust\n\nWe build.\n").title == (
        "Backend Developer"
    )
    assert names_tools("Django, React") and names_tools("Go/Rust")


def test_a_qualifier_that_names_no_stack_stays() -> None:
    title = "# Lead Product Designer - Customer Research\n\nWe build.\n"
    assert posting_from_text(title).title == "Lead Product Designer - Customer Research"
    assert not names_tools("Sales, Marketing")
    assert not names_tools("Python")  # one tool may be the role's field ("Engineer - Python")
    assert not names_tools("Google, Amazon")  # companies are no stack


def test_a_list_headed_as_what_the_employer_would_love_is_nice() -> None:
    text = (
        "Analyst\n\n### At a minimum\n - A Master's degree\n\n"
        "### We would love\n - Project management experience\n\n"
        "We would love applicants who also have the following:\n\n* Experience with Drupal\n"
    )
    kinds = {ln.text: ln.section for ln in posting_from_text(text).lines}
    assert kinds["A Master's degree"] == "requirements"
    assert kinds["Project management experience"] == "nice"
    assert kinds["Experience with Drupal"] == "nice"


REST = """:orphan:

Job Posting: Product-focused Application Developer
==================================================

.. |role| replace:: developer

* Experience: 3+ years in a software-related job

.. include:: /hiring/intro.rst

..
   <form method="POST"><input type="text" name="why"></form>

   Thanks for your interest.

Applying
--------
"""


def test_rest_markup_is_no_text_of_the_posting() -> None:
    posting = posting_from_text(REST)
    assert posting.title == "Product-focused Application Developer"
    texts = " ".join(ln.text for ln in posting.lines)
    assert "include" not in texts and "replace" not in texts and "form" not in texts
    assert "Experience: 3+ years in a software-related job" in texts


def test_dots_and_colons_in_prose_stay() -> None:
    text = "Analyst\n\n... and more tools.\n\nWe meet at 9:00 daily.\n\n:)\n"
    texts = [ln.text for ln in posting_from_text(text).lines]
    assert texts == ["... and more tools.", "We meet at 9:00 daily.", ":)"]
