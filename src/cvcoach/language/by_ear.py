"""The spelling model's second channel: a writer who spells a word by ear (`heard_channel`).

A typist's slips are few and independent, so the error model (`error_model.alignment`)
prices each edit on its own; a writer who does not know how a word is spelled writes its
sounds, and the several letters that differ are one error (`beaurocracy`, bureaucracy).
Such a writer mostly gets the consonant sounds right (the sound key the same:
`sound_keys.sound_key`), and sometimes one of them wrong too (a key one edit apart:
`thoretikly` for theoretically, a t heard as d), which costs that writer one more
fitted step (`by_ear[2]`; infinite: no such channel). Kept apart from the scoring
(`spelling_model`), which reads it, so that each reads in one sitting.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

# Letter edits from which a typo may be a word spelled by ear: nearer, the typing channel's
# fitted costs explain it, and a sound key (vowels dropped) is too coarse to tell a short
# slip of one word from another word's (more and memory both read `mr`).
EAR_EDITS = 3


class HasEar(Protocol):
    """What `heard_channel` reads of a model (`spelling_model.Fitted`): its by-ear costs,
    (base, per letter edit) and, optionally, per sound key edit apart."""

    @property
    def by_ear(self) -> Sequence[float]: ...


def ear_cost(by_ear: Sequence[float], edits: int, apart: int) -> float:
    """-log10 P(typo | word) of a writer who spells by ear: the base, per letter edit, and
    per sound key edit apart (`apart`, 0 or 1); infinite where that writer cannot have
    made it (no channel fitted, or the keys two or more edits apart)."""
    if apart > 1 or by_ear[0] == math.inf:
        return math.inf
    per_apart = by_ear[2] if len(by_ear) > 2 else math.inf
    if apart and per_apart == math.inf:
        return math.inf
    return by_ear[0] + by_ear[1] * edits + (per_apart * apart if apart else 0.0)


def heard_channel(channel: float, edits: int, apart: int, model: HasEar) -> float:
    """log10 P(typo | word) of a typist (`channel`, the error model's) or of a writer who
    spells by ear (`ear_cost`, when the sound keys are the same, or one edit apart where
    that is fitted, and the alignment used `EAR_EDITS` letter edits or more: `edits`),
    whichever made it."""
    if edits < EAR_EDITS:
        return channel
    cost = ear_cost(model.by_ear, edits, apart)
    if cost == math.inf:
        return channel
    ear = -cost
    return max(channel, ear) + math.log10(1 + 10 ** -abs(channel - ear))
