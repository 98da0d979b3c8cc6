"""A word read as built from known words (`formost` as for + most) is flagged at its own
fitted threshold (`spelling_model.threshold_for`, the shape's `BUILT_SUFFIX` key), not
at the threshold of plain one-edit slips; a model without it keeps the near one. The
thresholds here are test values, not the packaged model's."""

from __future__ import annotations

import dataclasses

import pytest

from cvcoach.checks import spelling_scored
from cvcoach.checks.spelling import Speller, build_vocabulary
from cvcoach.checks.spelling_scored import BUILT_NOTE, MODEL_REASON
from cvcoach.language import spelling_model
from cvcoach.language.spelling_model import BUILT_SUFFIX, Candidate, threshold_for

pytestmark = pytest.mark.usefixtures("private_word_cache")


def _with_thresholds(monkeypatch: pytest.MonkeyPatch, **values: float) -> None:
    model = spelling_model.fitted()
    changed = dataclasses.replace(model, thresholds={**model.thresholds, **values})
    monkeypatch.setattr(spelling_model, "fitted", lambda: changed)
    monkeypatch.setattr(spelling_scored, "fitted", lambda: changed)


def _model_hits(text: str) -> list[tuple[str, str | None, bool]]:
    found = Speller().check(text, build_vocabulary([text]))
    return [
        (m.word, m.suggestion, BUILT_NOTE in m.reason)
        for m in found
        if m.reason.startswith(MODEL_REASON)
    ]


BUILT = "Jane Doe was the formost engineer at Initech."
PLAIN = "Jane Doe led the plannng team at Globex."


def test_a_built_word_over_its_own_threshold_is_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    # (the near threshold set out of reach: only the built one can let it through)
    _with_thresholds(monkeypatch, lower=0.999, **{"lower" + BUILT_SUFFIX: 0.5})
    assert _model_hits(BUILT) == [("formost", "foremost", True)]


def test_a_built_word_under_its_own_threshold_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    # (the near threshold low: a built word is no longer held to it)
    _with_thresholds(monkeypatch, lower=0.01, **{"lower" + BUILT_SUFFIX: 0.999})
    assert _model_hits(BUILT) == []


def test_a_plain_slip_keeps_the_near_threshold(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_thresholds(monkeypatch, lower=0.01, **{"lower" + BUILT_SUFFIX: 0.999})
    assert _model_hits(PLAIN) == [("plannng", "planning", False)]
    _with_thresholds(monkeypatch, lower=1.0, **{"lower" + BUILT_SUFFIX: 0.01})
    assert _model_hits(PLAIN) == []


def test_without_a_built_threshold_the_near_one_holds() -> None:
    model = dataclasses.replace(spelling_model.fitted(), thresholds={"lower": 0.3})
    best = Candidate("foremost", 1000, 0, -2.0, ("insert",), 1.0)
    assert threshold_for(model, "lower", best, plain=False, built=True) == 0.3
    model = dataclasses.replace(model, thresholds={"lower": 0.3, "lower" + BUILT_SUFFIX: 0.7})
    assert threshold_for(model, "lower", best, plain=False, built=True) == 0.7
    assert threshold_for(model, "lower", best, plain=True) == 0.3
