"""One scored model for a misspelled word: candidates, an error model and a word model.

For a word the dictionary lacks, the candidates are the English words one edit away, the
words with its first letter two edits away, and the common words three edits away that
sound alike (`sound_key`, a Metaphone-like key: `necasery` and `necessary` both read `nsr`
give or take a letter); all are read from the word table and its index of words by first
letter and length (`word_index.words_by_length`, cached), so no index is built per process
(`candidate_words`). Each candidate is scored like a noisy channel, in powers of ten:

    log10 P(word) + log10 P(typo | word)

The word model is the word table's count (`cvcoach.language.wordlist`; for a word the table
can only count at its floor, wordfreq's frequency on the same scale: `rare_words`), raised
when the CV writes the word elsewhere, and when the candidate sounds as the typo does
(`sound_key` the same, or one edit apart: `Fitted.sound_bonus`). The error model is a
weighted edit distance (`cvcoach.language.error_model`) whose costs, one per kind of edit,
are fitted by `scripts/fit_spelling_model.py` from real misspellings and generated typing
slips and kept with their provenance in `data/spelling_model.json`; a per-letter-pair
channel (`Fitted.confusion`) may be mixed in (the packaged model has none). A candidate
whose first two letters, or last letter, are not the typo's loses a fitted cost for each
(`Fitted.edge_cost`): writers keep a word's edges and err inside it.
The context term: how well a candidate fits the words beside the typo in its sentence
(`cvcoach.language.context.fit`: word-pair counts against chance, in powers of ten),
times a fitted weight (`Fitted.context_weight`); the right-as-written hypothesis has no
context term (a word no list holds has no pair counts), so a candidate that fits
its neighbours gains on it, and one that a common neighbour makes unlikely loses.
"The word is right as written" (a name, a term no list holds) is one more hypothesis with
its own fitted score per token shape and per letter (`Fitted.as_written_score`), moved by
how likely the word's letters are (`letter_odds`, a fitted weight per shape), or for a
word built from known words (`leadr` as lead + r) its built score plus a fitted
offset, less a fitted slope times how far the base is commoner than a term (the
dictionary lists the words common words derive: `ungreat` is no un + great); a
correction's probability is its share of all hypotheses, and the check reports it when
that clears its shape's fitted threshold (the far or built one where fitted: `threshold_for`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from cvcoach.language.confusion import ConfusionTable, mixed
from cvcoach.language.context import fit as context_fit
from cvcoach.language.data_cache import package_data
from cvcoach.language.error_model import ErrorCosts, alignment
from cvcoach.language.model_candidates import candidate_words, edge_penalty, sound_apart
from cvcoach.language.sound_keys import sound_key
from cvcoach.language.word_edits import readings
from cvcoach.language.wordlist import word_table

# The length at which a shape's as-written score is its fitted base (`Fitted.per_letter`
# moves it per letter longer or shorter): about a CV word's length among those checked.
REFERENCE_LETTERS = 8
KEPT_CANDIDATES = 8  # candidates listed and weighed: enough for the runner-up mass
# The letter model's score (`letter_odds.LetterOdds.score`) at which a word's letters move
# its as-written score neither way: about the median of rare dictionary words' scores.
REFERENCE_LETTER_ODDS = -6.0
# Letters less likely than this count as this: about the 5th percentile of rare dictionary
# words' scores; below it lie the lower-case codes and abbreviations CVs write (`lmsys`,
# `mlops`), whose letters no word's explain, which the fit's right words (dictionary
# words) do not stand for.
LETTER_ODDS_FLOOR = -8.0


@dataclass(frozen=True)
class Candidate:
    """One correction weighed for a word, with the features its score is made of."""

    word: str
    count: int  # the word table's count
    in_cv: int  # how often the CV writes it
    channel: float  # log10 P(typo | word), from the fitted error model
    edits: tuple[str, ...]  # the kinds of edit the alignment used
    score: float  # log10 count + CV bonus + channel + sound bonus + weighted context
    sound_apart: int = 2  # edits between the sound keys of word and typo (2: two or more)
    context: float = 0.0  # how well it fits the words beside the typo (`context.fit`)
    heard: float | None = None  # the channel with a writer who spells by ear (`heard_channel`)

    def as_dict(self) -> dict[str, object]:
        return {
            "word": self.word,
            "count": self.count,
            "in_cv": self.in_cv,
            "slip_cost": round(-self.channel, 2),  # -log10 P(typo | word)
            "edits": list(self.edits),
            "sound_apart": self.sound_apart,
            "context": round(self.context, 2) + 0.0,  # (no -0.0)
            "heard_cost": round(-(self.channel if self.heard is None else self.heard), 2),
            "score": round(self.score, 2),
        }


@dataclass(frozen=True)
class Judgement:
    """The model's reading of one word: its candidates (best first) and the probability
    that the best is what was meant rather than the word being right as written."""

    word: str
    shape: str
    candidates: tuple[Candidate, ...]
    as_written: float  # the score of "right as written" (a name, a built word)
    probability: float
    threshold: float
    neighbours: tuple[str | None, str | None] = (None, None)  # the words read beside it
    letter_odds: float | None = None  # the letter model's score of the word (`letter_odds`)

    @property
    def best(self) -> Candidate | None:
        return self.candidates[0] if self.candidates else None

    @property
    def flagged(self) -> bool:
        return self.best is not None and self.probability >= self.threshold

    def as_dict(self) -> dict[str, object]:
        return {
            "shape": self.shape,
            "as_written": round(self.as_written, 2),
            "probability": round(self.probability, 3),
            "threshold": self.threshold,
            "neighbours": list(self.neighbours),
            "letter_odds": None if self.letter_odds is None else round(self.letter_odds, 2),
            "candidates": [c.as_dict() for c in self.candidates],
        }


@dataclass(frozen=True, eq=False)  # hashed by identity: a key of `_aligned`
class Fitted:
    """`data/spelling_model.json`: error costs, the as-written score and flag threshold
    per shape, the CV bonus, the apply probability and the built-reading offset."""

    costs: ErrorCosts
    as_written: dict[str, float]
    thresholds: dict[str, float]
    cv_bonus: float
    apply_probability: float
    built_offset: float  # added to a built reading's score (`KnownWords.built`)
    # added to the as-written score per letter beyond `REFERENCE_LETTERS` (per shape)
    per_letter: dict[str, float]
    # added to a candidate's score when its sound key is the typo's (0) or one edit from it
    # (1): a writer who spells a word by its sound errs in letters, not in sounds
    sound_bonus: tuple[float, float] = (0.0, 0.0)
    # what a candidate's fit with the words beside the typo (`context.fit`, in powers of
    # ten) adds to its score, per power of ten
    context_weight: float = 0.0
    # taken from a built reading's score per power of ten its base is commoner than a
    # term (`known.base_excess`): an unlisted form of a common word is seldom a word
    built_excess: float = 0.0
    # log10 P(typo | word) of a writer who spells the word by ear, when the typo's sound
    # key is the word's: -(by_ear[0] + by_ear[1] * letter edits), its own channel beside
    # the typing one (`heard_channel`): such a writer makes several edits that are one
    # error (`beaurocracy`), which the edit costs count one by one
    by_ear: tuple[float, float] = (math.inf, 0.0)
    # added to the as-written score per power of ten the word's least likely letters
    # (`letter_odds.LetterOdds.score`) are likelier than `REFERENCE_LETTER_ODDS` (per
    # shape): a string spelled as words are is more often a word no list holds
    letter_weight: dict[str, float] = field(default_factory=dict)
    # taken from a candidate's score when its first two letters are not the typo's, and
    # when its last letter is not (`edges_changed`): writers keep a word's edges, where the
    # eye looks, and err inside it, so a candidate that changes them (skills for skillset,
    # annual for annum) is less often what was meant
    edge_cost: tuple[float, float] = (0.0, 0.0)
    # taken from a built reading's score when the best candidate begins with the reading's
    # base and is longer (`extends_base`): a writer who cut a word's middle (`critized`,
    # crit + ized, for criticized) leaves its start, which the built reading then takes for
    # a base, so the reading is weaker evidence of a word meant than when the correction
    # goes elsewhere (`linting`, lint + ing, no slip of listing)
    built_extends: float = 0.0
    # a channel per letter pair (`confusion.ConfusionTable`) and its share of the channel
    confusion: tuple[ConfusionTable | None, float] = (None, 0.0)

    def as_written_score(self, shape: str, letters: int, odds: float | None = None) -> float:
        """The score of "right as written" for a word of `letters` letters in `shape`: a
        long string is less often a real word no list holds (fitted per letter), and one
        whose letters are unlikely (`odds`, the letter model's score) less often too."""
        base = self.as_written.get(shape, self.as_written["lower"])
        slope = self.per_letter.get(shape, self.per_letter.get("lower", 0.0))
        score = base + slope * (letters - REFERENCE_LETTERS)
        weight = self.letter_weight.get(shape, 0.0)
        if weight and odds is not None:
            score += weight * letter_term(odds)
        return score


def letter_term(odds: float) -> float:
    """How far the letter model's score `odds` is above `REFERENCE_LETTER_ODDS`, in powers
    of ten, counted from `LETTER_ODDS_FLOOR` at the least."""
    return max(odds, LETTER_ODDS_FLOOR) - REFERENCE_LETTER_ODDS


@lru_cache(maxsize=1)
def fitted() -> Fitted:
    data = json.loads(package_data("spelling_model.json"))
    return from_json(data)


def from_json(data: dict[str, object]) -> Fitted:
    costs = data["costs"]
    assert isinstance(costs, dict)
    return Fitted(
        ErrorCosts({str(k): float(v) for k, v in costs.items()}),
        {str(k): float(v) for k, v in dict(data["as_written"]).items()},  # type: ignore[call-overload]
        {str(k): float(v) for k, v in dict(data["thresholds"]).items()},  # type: ignore[call-overload]
        float(data["cv_bonus"]),  # type: ignore[arg-type]
        float(data["apply_probability"]),  # type: ignore[arg-type]
        float(data.get("built_offset", 0.0)),  # type: ignore[arg-type]
        {str(k): float(v) for k, v in dict(data.get("per_letter", {})).items()},  # type: ignore[call-overload]
        tuple(float(b) for b in data.get("sound_bonus", (0.0, 0.0)))[:2],  # type: ignore[arg-type, attr-defined]
        float(data.get("context_weight", 0.0)),  # type: ignore[arg-type]
        float(data.get("built_excess", 0.0)),  # type: ignore[arg-type]
        tuple(float(b) for b in data.get("by_ear", (math.inf, 0.0)))[:2],  # type: ignore[arg-type, attr-defined]
        {str(k): float(v) for k, v in dict(data.get("letter_weight", {})).items()},  # type: ignore[call-overload]
        tuple(float(c) for c in data.get("edge_cost", (0.0, 0.0)))[:2],  # type: ignore[arg-type, attr-defined]
        float(data.get("built_extends", 0.0)),  # type: ignore[arg-type]
        ConfusionTable.from_json(data.get("confusion")),
    )


def extends_base(lower: str, word: str) -> bool:
    """Whether `word` begins with a dictionary word that `lower` may be built from
    (`word_edits.readings`) and is longer than it (`critized`: crit + ized, criticized)."""
    table = word_table()
    return any(
        len(word) > len(base) and word.startswith(base) and base in table
        for base, _ in readings(lower)
    )


# Candidates aligned per word besides those one edit away (by the bound below, no more).
_ALIGNED = 24
# A count above this is no floor count (`rare_words.floor_count`: the word table's rarest
# count, 50): the rare-word list is read only for words counted at most this.
_LOWEST_COUNTED = 50
# Error costs added to an edit at the first or last letter (`ErrorCosts`), no edit alone.
_SURCHARGES = ("first", "last")


def judge(
    word: str,
    shape: str,
    in_cv: Callable[[str], int] = lambda _: 0,
    *,
    model: Fitted | None = None,
    exclude: str | None = None,
    built: float | None = None,
    plural: bool = False,
    neighbours: tuple[str | None, str | None] = (None, None),
    excess: float = 0.0,
) -> Judgement:
    """The model's reading of `word` (read in `shape`: lower, title, mixed, upper).

    `in_cv(word)`: how often the CV writes a candidate; `built`: the score of `word` read
    as built from known words (`cvcoach.language.known.KnownWords.built`), which competes
    with the as-written score, less `Fitted.built_excess` times `excess` (how far its
    base is commoner than a term: `known.base_excess`); `exclude`: a word left out of the
    candidates (to judge a known word as if the dictionary lacked it); `plural`: a plural
    is due (after a number other than one), so a candidate whose plural is a candidate
    too gives way to it ("12 servics": services, not service); `neighbours`: the words
    beside it in its sentence (lower case, None where none is), whose fit with each candidate
    (`context.fit`) weighs in."""
    model = model or fitted()
    scored = []
    key = sound_key(word)
    left, right = neighbours
    lower = word.lower()
    for cand, count, channel, kinds in _aligned(lower, model, exclude):
        uses = in_cv(cand)
        apart = sound_apart(key, cand)
        fits = context_fit(cand, left, right) if left or right else 0.0
        heard = heard_channel(channel, len(kinds), apart, model)
        score = math.log10(count) + (model.cv_bonus if uses else 0.0) + heard
        score += model.sound_bonus[apart] if apart < 2 else 0.0
        score += model.context_weight * fits
        score -= edge_penalty(lower, cand, model.edge_cost)
        scored.append(Candidate(cand, count, uses, channel, kinds, score, apart, fits, heard))
    if plural:
        words = {c.word for c in scored}
        scored = [c for c in scored if c.word + "s" not in words and c.word + "es" not in words]
    scored.sort(key=lambda c: (-c.score, c.word))
    kept = tuple(scored[:KEPT_CANDIDATES])
    odds = _letter_score(word.lower(), exclude) if model.letter_weight.get(shape) else None
    as_written = model.as_written_score(shape, len(word), odds)
    if built is not None:
        built += model.built_offset - model.built_excess * excess
        if kept and model.built_extends and extends_base(lower, kept[0].word):
            built -= model.built_extends
        as_written = max(as_written, built)
    probability = 0.0
    if kept:
        top = kept[0].score
        total = sum(10 ** (c.score - top) for c in kept) + 10 ** (as_written - top)
        probability = 1.0 / total
    plain = built is None and (odds is None or odds >= LETTER_ODDS_FLOOR)
    best = kept[0] if kept else None
    threshold = threshold_for(model, shape, best, plain=plain, built=built is not None)
    return Judgement(word, shape, kept, as_written, probability, threshold, neighbours, odds)


# A best correction this many letter edits from the word or more is flagged at its shape's
# own far threshold (`threshold_for`), where the fit gives one.
FAR_EDITS = 2
# The key of a shape's far threshold in `Fitted.thresholds`: the shape's name and this.
FAR_SUFFIX = "_far"
# ... and of its built threshold, for a word read as built from known words (`threshold_for`).
BUILT_SUFFIX = "_built"


def threshold_for(
    model: Fitted, shape: str, best: Candidate | None, *, plain: bool = True, built: bool = False
) -> float:
    """The probability `best` must clear as the correction of a word read in `shape`: the
    shape's fitted threshold, or, when `best` is `FAR_EDITS` letter edits away or more and
    the word is `plain`, the shape's far threshold where one is fitted. How often the best
    correction is right, and how often a right word has one, differ with how far it is:
    one slip from a word is what typing makes, while two edits reach far more words, a
    right word's among them. A word is plain when nothing but its spelling speaks for it:
    no built reading (`leadr` as lead + r: evidence of a word meant) and letters as words
    have them (`LETTER_ODDS_FLOOR`: below it lie the codes CVs write, `lmsys`, whose
    nearest words are far, and which the fit's right words do not stand for). A `built`
    word (the least precise class) has the shape's built threshold where one is fitted."""
    threshold = model.thresholds.get(shape, 1.0)
    if built:
        return model.thresholds.get(shape + BUILT_SUFFIX, threshold)
    if plain and best is not None and len(best.edits) >= FAR_EDITS:
        return model.thresholds.get(shape + FAR_SUFFIX, threshold)
    return threshold


def _letter_score(lower: str, exclude: str | None) -> float:
    """The letter model's score of `lower` (as if `exclude` were no listed spelling).
    Imported here: the letter model loads only when a word reaches the spelling model."""
    from cvcoach.language.letter_odds import letter_odds

    odds = letter_odds()
    return (odds.without(exclude) if exclude else odds).score(lower)


# Letter edits from which a typo may be a word spelled by ear (`heard_channel`): nearer, the
# typing channel's fitted costs explain it, and a sound key (vowels dropped) is too coarse to
# tell a short slip of one word from another word's (more and memory both read `mr`).
EAR_EDITS = 3


def heard_channel(channel: float, edits: int, apart: int, model: Fitted) -> float:
    """log10 P(typo | word) of a typist (`channel`, the error model's) or of a writer who
    spells by ear (`Fitted.by_ear`, when the sound keys are the same, `apart` 0, and the
    alignment used `EAR_EDITS` letter edits or more: `edits`), whichever made it."""
    if apart != 0 or edits < EAR_EDITS or model.by_ear[0] == math.inf:
        return channel
    ear = -(model.by_ear[0] + model.by_ear[1] * edits)
    return max(channel, ear) + math.log10(1 + 10 ** -abs(channel - ear))


def _count(word: str, count: int) -> int:
    """The count the model weighs `word` by: the table's, or for a word the table counts
    at its floor, the rare-word list's (`rare_words.rare_count`; loaded only then)."""
    if count > _LOWEST_COUNTED:
        return count  # (no word the table counts this often is at its floor)
    from cvcoach.language.rare_words import rare_count

    return rare_count(word, count)


@lru_cache(maxsize=4096)
def _aligned(
    lower: str, model: Fitted, exclude: str | None
) -> tuple[tuple[str, int, float, tuple[str, ...]], ...]:
    """(word, count, log10 P(lower | word), edit kinds) of the likeliest candidates."""
    table = word_table()
    pool = candidate_words(lower)
    pool.pop(exclude or "", None)
    # (the cheapest edit: `first` and `last` are surcharges on an edit, no edit of their own)
    cheapest = min(c for k, c in model.costs.costs.items() if k not in _SURCHARGES)
    # (a word that sounds alike may be likelier by ear: its bound is that channel's)
    key = sound_key(lower)
    bounded = sorted(
        (
            (math.log10(n) + heard_channel(-d * cheapest, d, sound_apart(key, w), model), w, n)
            for w, d in pool.items()
            if (n := _count(w, table.frequency(w)))
        ),
        reverse=True,
    )
    # (every word one edit away is aligned: a rare word one slip away is often what a
    # writer meant, and a few common words further off must not crowd it out)
    kept = bounded[:_ALIGNED] + [b for b in bounded[_ALIGNED:] if pool[b[1]] == 1]
    found: list[tuple[str, int, float, tuple[str, ...]]] = []
    best = -math.inf
    for bound, cand, count in kept:
        if bound < best - 3:
            continue  # (a thousandth of the best: no weight in the probability)
        channel, kinds = alignment(lower, cand, model.costs)
        channel = -mixed(model.confusion, -channel, lower, cand, kinds)
        heard = heard_channel(-channel, len(kinds), sound_apart(key, cand), model)
        best = max(best, math.log10(count) + heard)
        found.append((cand, count, -channel, tuple(kinds)))
    return tuple(found)
