"""Golden rows for the spelling model's later rounds (`docs/evals.md`, 2026-11-29): sentences
whose word must be flagged with its correction, and sentences that must pass untouched.
Invented sentences and names; no row comes from an evaluation CV or a benchmark split."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.candidates import initial_model_candidate
from cvcoach.language.model_candidates import edge_penalty, edges_changed
from cvcoach.language.spelling_model import (
    FAR_SUFFIX,
    Candidate,
    extends_base,
    fitted,
    threshold_for,
)
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")

MUST_FLAG = [
    # (sentence, word, correction)
    # a capitalised word opening a sentence that no one-slip rule corrects, read by the
    # scored model with the as-written score and threshold fitted against names
    ("Acommodation was booked for the whole team.", "Acommodation", "accommodation"),
    ("Maintainence of the build servers was my job.", "Maintainence", "maintenance"),
    # two or more edits inside a rare word, its edges kept: flagged at the far threshold
    # fitted for corrections that far (under the single threshold before, 0.264)
    ("Wrote the first-aid notes on how to stop a hemoradge quickly.", "hemoradge", "hemorrhage"),
    ("It was an exillarate week before the launch.", "exillarate", "exhilarate"),
]

MUST_NOT_FLAG = [
    # unlisted company names and a listed surname opening a sentence: names may open one too
    "Globex shipped the release in spring.",
    "Initech hired me in 2019.",
    "Okonkwo reviewed the design with the team.",
    "Hooli moved the office to the harbour.",
    # lower-case jargon the dictionary lacks, near words that change its edges
    "Led fintech and insurtech products for the bank.",
    "Ran the devsecops and finops work for the platform.",
]


@pytest.mark.parametrize(("text", "word", "fix"), MUST_FLAG)
def test_must_flag(text: str, word: str, fix: str, speller: Speller) -> None:
    hits = [m for m in speller.check(text) if m.word == word]
    assert hits, f"{word} was not flagged"
    assert (hits[0].suggestion or "").lower() == fix


@pytest.mark.parametrize("text", MUST_NOT_FLAG)
def test_must_not_flag(text: str, speller: Speller) -> None:
    assert found(speller, text) == []


def test_a_sentence_opening_misspelling_reaches_the_model() -> None:
    assert initial_model_candidate("acommodation") == "accommodation"
    assert initial_model_candidate("globex") is None  # a name's odds: under the threshold


def test_edges_changed_reads_the_first_two_letters_and_the_last() -> None:
    assert edges_changed("emmisary", "emissary") == (False, False)
    assert edges_changed("skillset", "skills") == (False, True)
    assert edges_changed("equire", "acquire") == (True, False)
    assert edge_penalty("skillset", "skills", (0.5, 0.75)) == 0.75
    assert edge_penalty("emmisary", "emissary", (0.5, 0.75)) == 0.0


def _candidate(word: str, edits: tuple[str, ...]) -> Candidate:
    return Candidate(word, 1000, 0, -2.0, edits, 1.0)


def test_a_far_correction_is_flagged_at_its_own_threshold() -> None:
    model = fitted()
    near = threshold_for(model, "lower", _candidate("word", ("key",)))
    far = threshold_for(model, "lower", _candidate("word", ("key", "vowel")))
    assert near == model.thresholds["lower"]
    assert far == model.thresholds.get("lower" + FAR_SUFFIX, near)
    # a shape with no far threshold keeps its own
    assert (
        threshold_for(model, "title", _candidate("word", ("key", "vowel")))
        == (model.thresholds["title"])
    )


def test_a_correction_that_extends_the_built_base() -> None:
    # criticed read as critic + ed: criticized begins with that base and goes on (a writer
    # who cut the word's middle); listing is no extension of lint, learning is the base itself
    assert extends_base("criticed", "criticized")
    assert not extends_base("linting", "listing")
    assert not extends_base("learnings", "learning")


def test_the_built_extends_cost_is_off_until_fitted() -> None:
    # (`scripts/fit_spelling_model.py` fits it; the packaged model has none yet: 0 moves no
    # built reading, so the check reads built words as before)
    assert fitted().built_extends == 0.0
