"""A "Prefix: Title" header: a team before the colon is no employer, a figure-led name the
posting writes again is (`inputs/posting_colon_title`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_colon_title import colon_title

_TEAM_PAGE = """---
title: "Shared Services Team: Office Coordinator"
---

Initech Foundation is seeking an Office Coordinator to keep our office running.

## Requirements

- Two years of administrative experience
"""

_FIGURE_PAGE = """---
title: "9,000 Stories: Data Engineer"
---

9,000 Stories is a small newsroom. We're looking for a data engineer.

## Requirements

- Experience with Python
"""


def test_a_team_before_the_colon_is_no_employer() -> None:
    posting = posting_from_text(_TEAM_PAGE)
    assert posting.title == "Office Coordinator"
    assert posting.company != "Shared Services Team"


def test_a_figure_led_name_the_body_writes_again_is_the_employer() -> None:
    posting = posting_from_text(_FIGURE_PAGE)
    assert (posting.title, posting.company) == ("Data Engineer", "9,000 Stories")


def test_a_team_named_by_a_rare_word_is_not_a_bare_team() -> None:
    assert colon_title("Hooli Team: Product Designer", "We build at Hooli.") is None


def test_a_figure_led_name_not_written_again_is_left_alone() -> None:
    body = "Our newsroom is looking for a data engineer."
    assert colon_title("9,000 Stories: Data Engineer", body) is None


def test_no_title_after_the_colon_is_left_alone() -> None:
    assert colon_title("Central Team: Our Values", "Northwind values.") is None
