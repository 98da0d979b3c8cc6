"""The by-ear channel (`cvcoach.language.by_ear`) and the long sound-alike candidates
(`model_candidates.LONG_SOUND_LETTERS`). Invented misspellings."""

from __future__ import annotations

import math

from cvcoach.language.by_ear import EAR_EDITS, ear_cost, heard_channel
from cvcoach.language.model_candidates import LONG_SOUND_LETTERS, candidate_words


class _Model:
    def __init__(self, *by_ear: float) -> None:
        self.by_ear = by_ear


def test_a_sound_apart_is_heard_when_its_cost_is_fitted() -> None:
    model = _Model(2.0, 1.0, 1.5)
    assert ear_cost(model.by_ear, EAR_EDITS, 1) == 2.0 + EAR_EDITS + 1.5
    assert heard_channel(-9.0, EAR_EDITS, 1, model) > -9.0  # far, a sound apart: by ear


def test_a_sound_apart_is_typed_only_without_its_cost() -> None:
    assert heard_channel(-9.0, EAR_EDITS, 1, _Model(2.0, 1.0)) == -9.0  # (an older model)
    assert heard_channel(-9.0, EAR_EDITS, 1, _Model(2.0, 1.0, math.inf)) == -9.0
    assert heard_channel(-9.0, EAR_EDITS, 0, _Model(2.0, 1.0, math.inf)) > -9.0  # same key


def test_two_sounds_apart_or_near_words_are_typed_only() -> None:
    model = _Model(2.0, 1.0, 0.0)
    assert ear_cost(model.by_ear, EAR_EDITS, 2) == math.inf
    assert heard_channel(-9.0, EAR_EDITS, 2, model) == -9.0
    assert heard_channel(-3.5, EAR_EDITS - 1, 1, model) == -3.5  # near: the typing costs


def test_a_long_word_four_edits_from_a_sound_alike_word_has_it_as_a_candidate() -> None:
    # (integration: four edits, its sound key one edit from the word's)
    typo = "intergrashun"
    assert len(typo) >= LONG_SOUND_LETTERS
    assert candidate_words(typo).get("integration") == 4


def test_a_shorter_word_four_edits_from_a_sound_alike_word_does_not() -> None:
    typo = "intrgrshn"
    assert len(typo) < LONG_SOUND_LETTERS
    assert "integration" not in candidate_words(typo)
