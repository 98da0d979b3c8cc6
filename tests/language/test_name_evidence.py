"""What counts as evidence of a name beside a capitalised word (`names.beside_a_name`)."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.names import beside_a_name
from cvcoach.language.tokens import tokenize
from tests.conftest import found

_WORDS = {"best", "award", "senior", "engineer", "will", "video", "professor", "smith"}
_LISTED = {"best", "senior", "will", "smith"}


def _beside(text: str, word: str) -> bool:
    tokens = tokenize(text)
    i = next(k for k, t in enumerate(tokens) if t.text == word)
    return beside_a_name(text, tokens, i, _WORDS.__contains__, _LISTED.__contains__)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Met Sebastien Eustace there", "Eustace"),  # an unknown capitalised word
        ("Co-authored with P Lison", "Lison"),  # an initial
        ("Thanks to Will Tebbutt", "Tebbutt"),  # a listed name that is also a word
        ("Thanks to Smith Tebbutt", "Tebbutt"),
        ("Dr Will Tebbutt Smith", "Tebbutt"),  # listed names on both sides
    ],
)
def test_a_name_beside_the_word_is_evidence(text: str, word: str) -> None:
    assert _beside(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Won the Best Vidoe Award", "Vidoe"),  # Best is a surname, but Award is no name
        ("Promoted to Senior Sofware Engineer", "Sofware"),
        ("Won the Vidoe Award", "Vidoe"),  # only words around it
        ("Written in lower case: sebastien Eustace", "Eustace"),
    ],
)
def test_a_listed_word_in_a_title_is_no_evidence(text: str, word: str) -> None:
    assert not _beside(text, word)


def test_a_slip_between_a_listed_word_and_a_word_is_corrected(speller: Speller) -> None:
    # "Best" is a surname too; before, it made the slip a name and a five-letter name is
    # never corrected
    assert found(speller, "Won the Best Vidoe Award in 2021.") == [("Vidoe", "Video")]


def test_a_surname_after_a_first_name_that_is_a_word_is_left_alone(speller: Speller) -> None:
    assert found(speller, "Supervised by Professor Will Tebbutt.") == []
