"""A capitalised word at a sentence's start (`spelling_scored.INITIAL`): the scored model
reads it as a lower-case word and flags it at its own fitted threshold; a listed name, a
word the CV writes elsewhere and a capitalised word inside a sentence are never asked.
The threshold here is a test value (the lower-case one), not the packaged model's."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from cvcoach.checks import spelling_scored
from cvcoach.checks.spelling import Speller, build_vocabulary
from cvcoach.checks.spelling_scored import INITIAL, MODEL_REASON, asked_shape
from cvcoach.language import spelling_model
from cvcoach.language.tokens import Vocabulary

pytestmark = pytest.mark.usefixtures("private_word_cache")


@pytest.fixture
def with_initial(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The packaged model with a threshold for `INITIAL` (its lower-case one) and the
    lower-case reading for that shape, as `scripts/fit_spelling_model.py` writes it."""
    model = spelling_model.fitted()
    lower = model.thresholds["lower"]
    initial = dataclasses.replace(
        model,
        thresholds={**model.thresholds, INITIAL: lower},
        as_written={**model.as_written, INITIAL: model.as_written["lower"]},
        per_letter={**model.per_letter, INITIAL: model.per_letter["lower"]},
        letter_weight={**model.letter_weight, INITIAL: model.letter_weight["lower"]},
    )
    monkeypatch.setattr(spelling_model, "fitted", lambda: initial)
    monkeypatch.setattr(spelling_scored, "fitted", lambda: initial)
    yield


def _model_hits(text: str) -> list[tuple[str, str | None]]:
    found = Speller().check(text, build_vocabulary([text]))
    return [(m.word, m.suggestion) for m in found if m.reason.startswith(MODEL_REASON)]


@pytest.mark.usefixtures("with_initial")
@pytest.mark.parametrize(
    ("text", "word", "fix"),
    [
        ("Managment of the budget was my role.", "Managment", "Management"),
        ("Experiance with Python is a must.", "Experiance", "Experience"),
    ],
)
def test_a_sentence_s_first_word_is_read_by_the_model(text: str, word: str, fix: str) -> None:
    assert _model_hits(text) == [(word, fix)]


@pytest.mark.usefixtures("with_initial")
@pytest.mark.parametrize(
    "text",
    [
        "Initech hired me in 2019.",
        "Globex shipped the release in spring.",
        "Hooli moved the office to the harbour.",
        "Northwind ran the shop floor for a year.",
        "Jane Doe led the audit with the team.",
        # a capitalised word the CV writes twice is a name, not a slip (Helix)
        "Hoolix hired me in May. Hoolix grew to a hundred staff.",
        # inside a sentence a capitalised word is a name's: the model is not asked
        "I joined Managment Partners in May.",
    ],
)
def test_names_and_words_written_twice_are_not_flagged(text: str) -> None:
    assert _model_hits(text) == []


@pytest.mark.usefixtures("with_initial")
def test_a_word_written_once_is_asked_where_twice_is_not() -> None:
    # (written once, the model takes it for a slip of Helix: the pair of the row above)
    assert _model_hits("Hoolix hired me in May.") != []


def test_the_shape_asked() -> None:
    cv = Vocabulary()
    assert asked_shape("managment", "lower", False, cv) == "lower"
    assert asked_shape("Managment", "lower", False, cv) == INITIAL  # a sentence's first
    assert asked_shape("Managment", "title", False, cv) is None  # inside a sentence
    assert asked_shape("Okonkwo", "lower", True, cv) is None  # a listed name
    assert asked_shape("GitHubb", "lower", False, cv) is None  # not title case
    twice = build_vocabulary(["Hoolix hired me.", "We left hoolix."])
    assert asked_shape("Hoolix", "lower", False, twice) is None


def test_without_a_fitted_threshold_the_shape_flags_nothing() -> None:
    judged = spelling_model.judge("Managment", INITIAL)
    assert judged.threshold == 1.0 and not judged.flagged


def test_a_capitalised_word_inside_a_sentence_is_not_read_by_the_model() -> None:
    # asking the model about capitalised words loads its candidate tables for most CVs
    # (company and product names): a fifth more of `check`'s instructions (docs/evals.md)
    text = "Managment Hoolix ran the team."
    found = Speller(explain=True).check(text, build_vocabulary([text]))
    assert not [m for m in found if m.reason.startswith(MODEL_REASON)]
