"""A first letter lost with its capital (`candidates.lost_first_letter_candidate`): where a
capital is surely due (`names.capital_surely_due`), a lower-case word one letter short of a
common word is a slip of it, even when it also reads as built from known words."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.candidates import lost_first_letter_candidate
from cvcoach.language.names import capital_surely_due
from cvcoach.language.tokens import tokenize
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")


def _surely(text: str, word: str) -> bool:
    tokens = tokenize(text)
    return capital_surely_due(text, tokens, next(i for i, t in enumerate(tokens) if t.text == word))


@pytest.mark.parametrize(
    ("text", "word", "due"),
    [
        ("xtended the API.", "xtended", True),  # opens the text
        ("Shipped it. xtended the API.", "xtended", True),  # opens a sentence
        ("Annual arranty Review", "arranty", True),  # between two capitalised words
        ("Joined the City Museum arranty", "arranty", True),  # last, after two of them
        ("Met with Acme xtended", "xtended", False),  # after one alone (Acme builds)
        ("The Acme xtended the API", "xtended", False),  # a lower-case word follows
        ("We xtended the API", "xtended", False),  # mid-sentence
        ("Built Acme arranty ERP", "arranty", False),  # an acronym follows any word
    ],
)
def test_where_a_capital_is_surely_due(text: str, word: str, due: bool) -> None:
    assert _surely(text, word) is due


@pytest.mark.parametrize(
    ("text", "typo", "fix"),
    [
        # each also reads as built from known words (xtend + ed, re + vented...), which the
        # check accepts anywhere else
        ("xtended the API to batch jobs.", "xtended", "Extended"),
        ("revented outages with canary releases.", "revented", "Prevented"),
        ("- stablishing a review process", "stablishing", "Establishing"),
        ("Built dashboards. redicted churn weekly.", "redicted", "Predicted"),
        ("Annual arranty Review", "arranty", "Warranty"),  # no built reading: still found
    ],
)
def test_a_first_letter_lost_with_its_capital_is_found(
    speller: Speller, text: str, typo: str, fix: str
) -> None:
    assert (typo, fix) in found(speller, text)


@pytest.mark.parametrize(
    "text",
    [
        "We xtended the API to batch jobs.",  # mid-sentence: no capital due, a built word
        "Acme xtended the API.",  # after one capitalised word, a lower-case word follows
        "istitle returns a flag.",  # mistitle is too rare to be what was meant
    ],
)
def test_no_lost_letter_without_a_sure_capital_or_a_common_word(
    speller: Speller, text: str
) -> None:
    assert found(speller, text) == []


def test_two_words_about_as_common_give_no_correction() -> None:
    # ounded: founded, rounded, sounded, wounded, bounded... none leads by far enough
    assert lost_first_letter_candidate("ounded", None) is None
    assert lost_first_letter_candidate("xtended", None) == "extended"


def test_a_built_reading_likelier_than_the_slip_stands() -> None:
    # the slip scores log10(count of extended) - 0.6, under a built reading scoring 9
    assert lost_first_letter_candidate("xtended", 9.0) is None


def test_a_word_the_cv_writes_twice_is_no_slip(speller: Speller) -> None:
    text = "xtended the API to batch jobs."
    assert found(speller, text, "- xtended the parser too") == []
