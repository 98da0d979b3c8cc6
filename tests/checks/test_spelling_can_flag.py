"""`spelling_scored._can_flag`: a shape whose fitted threshold is 1.0 (the fit found no
room for it in the false-flag budget) is not judged, so such a word never loads the
model's candidate tables; a threshold under 1.0 is judged. The thresholds here are test
values, not the packaged model's."""

from __future__ import annotations

import dataclasses

import pytest

from cvcoach.checks import spelling_scored
from cvcoach.checks.spelling import Speller, build_vocabulary
from cvcoach.checks.spelling_scored import INITIAL
from cvcoach.language import spelling_model

pytestmark = pytest.mark.usefixtures("private_word_cache")

TEXT = "Managment of the Initech budget was my role."


def _judged_with(threshold: float, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    model = spelling_model.fitted()
    initial = dataclasses.replace(
        model,
        thresholds={**model.thresholds, INITIAL: threshold},
        as_written={**model.as_written, INITIAL: model.as_written["lower"]},
        per_letter={**model.per_letter, INITIAL: model.per_letter["lower"]},
        letter_weight={**model.letter_weight, INITIAL: model.letter_weight["lower"]},
    )
    monkeypatch.setattr(spelling_model, "fitted", lambda: initial)
    monkeypatch.setattr(spelling_scored, "fitted", lambda: initial)
    asked: list[str] = []
    judge = spelling_model.judge

    def spy(word: str, *args: object, **kw: object) -> spelling_model.Judgement:
        asked.append(word)
        return judge(word, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(spelling_scored, "judge", spy)
    Speller().check(TEXT, build_vocabulary([TEXT]))
    return asked


def test_a_threshold_of_one_is_no_threshold(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _judged_with(1.0, monkeypatch) == []


def test_a_threshold_under_one_is_judged(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _judged_with(0.5, monkeypatch) == ["Managment"]
