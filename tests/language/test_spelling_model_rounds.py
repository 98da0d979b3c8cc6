"""The parts of the spelling model the 2026-11-29 round added (`docs/evals.md`): a
sentence-opening capital reaching the model, the edge costs and the threshold for a far
correction. Their must-flag and must-not-flag sentences are rows of the one golden table,
tests/checks/test_spelling_golden.py."""

from __future__ import annotations

import pytest

from cvcoach.language.candidates import initial_model_candidate
from cvcoach.language.model_candidates import edge_penalty, edges_changed
from cvcoach.language.spelling_model import (
    FAR_SUFFIX,
    Candidate,
    extends_base,
    fitted,
    threshold_for,
)

pytestmark = pytest.mark.usefixtures("private_word_cache")


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
