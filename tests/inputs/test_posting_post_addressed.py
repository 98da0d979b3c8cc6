"""The post a sentence addresses its holder by, when no heading names it (post_addressed)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_role_sought import post_addressed


def test_a_post_named_in_title_case_is_the_title() -> None:
    text = "# Summary\n\nOur team keeps the books. As a Payroll Business Partner, you will ...\n"
    assert posting_from_text(text).title == "Payroll Business Partner"


def test_a_role_noun_alone_is_read_too() -> None:
    assert post_addressed("As our Archivist, you'll care for the papers.") == "Archivist"


def test_lower_case_words_are_no_post_name() -> None:
    assert post_addressed("As a Globex customer, you will get a discount.") is None


def test_one_word_that_names_no_role_is_no_post() -> None:
    assert post_addressed("As a Member, you will vote at the meeting.") is None


def test_no_address_to_the_holder_gives_nothing() -> None:
    assert post_addressed("As a Payroll Business Partner grows, the team grows.") is None
