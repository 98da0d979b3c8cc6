"""Corrections for a word the dictionary lacks: which English word was meant, if it is sure.

Candidates are the dictionary words one edit away (and, for long words, the common words two
edits away). Each is scored like a noisy channel, in powers of ten: the word's corpus count
(`cvcoach.language.wordlist`) against how unlikely the slip is (`slip_cost`). Slips typists
make (two letters swapped, a doubled or dropped letter, a neighbouring key) cost little; a
letter no key explains costs more; a slip in the first letter, where the eye looks first,
costs more again (less for a neighbouring key or a swap with the second), and one at the
end, where an ending may be a different word (`param`, `para`), a little. A correction is
offered only when its score clears a bar set by the word's length and shape: a lower-case
word of seven letters is surely an English word misspelled, a short or capitalised one may
be a name, so its correction must be common; with evidence of a name (beside another unknown
capitalised word, a listed name) very common, and its slip plain. A word written in lower
case needs less when its slip is plain (`PLAIN_SLIP`: `bravly`, `phasng`): a rarer word
will then do, for in lower case a name is unlikely and a plain slip is what typing makes.
A four-letter word is corrected only to a common five-letter word it is one letter short
of (`uild`, `Awrd`).
"""

from __future__ import annotations

import math
import string
from collections.abc import Callable
from dataclasses import dataclass

from cvcoach.language.short_words import dropped_letter_candidate, short_word_candidate
from cvcoach.language.slips import slip_cost
from cvcoach.language.thresholds import (
    COMMON_FOR_NAMES,
    COMMON_FREQUENCY,
    SHORT_COMMON,
)
from cvcoach.language.word_edits import (
    common_words_two_edits_from,
    edits1,
    letters_apart,
    words_one_edit_from,
)
from cvcoach.language.wordlist import word_table

# From this many letters on, a capitalised word's bar falls with its length (`bar_for`).
_LONG = 10
# A plain slip (`slip_cost` at most this): inside a word, two letters swapped or a letter
# doubled, dropped, typed for a neighbouring key or added beside one; at the first or last
# letter, only the likeliest of these. A word written in lower case is corrected to a rarer
# word when its slip is plain (`Bar.plain`).
PLAIN_SLIP = 1.0
# Endings of words that end in s but are no plural: no name is their singular (business).
_NOT_PLURAL = ("ss", "is", "us")


@dataclass(frozen=True)
class Bar:
    """How sure a correction must be: log10(count) - slip_cost >= score (>= plain, when
    given, for a plain slip)."""

    score: float
    first_letter: bool  # may the slip change the first letter?
    plain: float | None = None  # the bar for a plain slip (`PLAIN_SLIP`), if lower


def bar_for(
    length: int, shape: str, *, name_evidence: bool, written_lower: bool = False
) -> Bar | None:
    """The bar for a word of `length` letters and `shape`; None: too short to correct.

    A long capitalised word is surer: the longer a name, the less often one slip turns a
    dictionary word into it. Of 40,000 real names the dictionary lacks (the first names
    and surnames of `data/names.txt` and the one-word cities of 15,000 people in GeoNames:
    `benchmarks/bench_name_risk.py`), the share one slip from a word clearing a given bar
    falls about threefold with each letter. So the bar falls by half a power of ten per
    letter from `_LONG` letters beside a name, and from two letters more alone; beside a
    name, the check then flags under 1 in 100 real names of ten letters and none of eleven
    or more. (From nine letters, common first names the list lacks, Francesco, met words
    one vowel away, Francisco.) A lower-case word keeps its bar: real words the dictionary
    lacks (lemmatization, zstandard) would meet weak derived or first-letter candidates;
    but a word written in lower case (`written_lower`; not a capitalised word opening a
    sentence, read in lower case, which may be a name) one plain slip (`PLAIN_SLIP`) from a
    rarer word is corrected to it at a bar half a power of ten lower for five and six
    letters, six tenths lower for more: rare words are mistyped too, and a plain slip is
    what typing makes. (Measured in docs/evals.md: it finds a fifth of the lower-case
    misses of the generated-typo benchmark, for eight more wrong warnings on the developer
    prose of 4,000 modules, mostly identifiers such as `yaxis`.)
    """
    if shape == "lower":
        if length < 5:
            return None
        if length >= 7:
            return Bar(1.0, first_letter=True, plain=0.4 if written_lower else None)
        return Bar(2.4, first_letter=True, plain=1.9 if written_lower else None)
    if name_evidence:  # next to another unknown capitalised word: a name unless plainly a slip
        if length < 6:
            return None
        # the first letter of a name is no slip to guess unless the name is long
        fall = 0.5 * max(0, length - _LONG + 1)
        return Bar(max(0.5, 3.5 - fall), first_letter=length >= _LONG)
    if length < 5:
        return None
    # No sign of a name (not beside one, not listed, used once): a slip of a word that is
    # common enough, its first letter included (Icean for Ocean); surer than in lower case.
    fall = 0.5 * max(0, length - _LONG - 1)
    return Bar(max(0.0, (2.0 if length >= 7 else 2.4) - fall), first_letter=True)


def one_edit_candidate(
    lower: str, bar: Bar, *, name_like: bool, derived: Callable[[str], int] | None = None
) -> str | None:
    """The best-scoring English word one slip from `lower` that clears `bar`.

    `derived(word)`, when given, counts words the dictionary lacks but derives
    (recommender): they are candidates too.
    """
    found = _best(lower, bar, words_one_edit_from(lower), name_like=name_like)
    if found is None and derived is not None and not name_like:  # only when no dictionary
        # word will do, and for a word in lower case: a name is no slip of a derived word
        derivations = [(w, n) for w in edits1(lower) if (n := derived(w)) > 0]
        found = _best(lower, bar, derivations, name_like=name_like)
    return found


def _best(
    lower: str, bar: Bar, candidates: list[tuple[str, int]], *, name_like: bool
) -> str | None:
    best: tuple[float, str] | None = None
    for candidate, count in candidates:
        cost = slip_cost(lower, candidate)
        if cost is None or (candidate[0] != lower[0] and not bar.first_letter):
            continue
        plural = candidate + "s" == lower and not candidate.endswith("s")  # not Patternss
        singular = lower + "s" == candidate and not candidate.endswith(_NOT_PLURAL)
        if name_like and (plural or singular):
            continue  # Sooners is a team, not a typo of sooner (but Busines is business)
        score = math.log10(count) - cost
        needed = bar.score if bar.plain is None or cost > PLAIN_SLIP else bar.plain
        if score >= needed and (best is None or score > best[0]):
            best = (score, candidate)
    return best[1] if best else None


def two_edit_candidate(lower: str, *, name_like: bool) -> str | None:
    """A common word two edits away with the same start and end, fewest letters apart."""
    length = len(lower)
    if length < (9 if name_like else 8):
        return None
    words = word_table()
    candidates = common_words_two_edits_from(lower)
    if lower.endswith("s"):  # plurals are rarer than their singulars in the corpus
        singulars = common_words_two_edits_from(lower[:-1])
        candidates += [(c + "s", n) for c, n in singulars if c + "s" in words]
    ranked = sorted(
        (letters_apart(lower, candidate), -count, candidate)
        for candidate, count in candidates
        if count >= (COMMON_FOR_NAMES if name_like else COMMON_FREQUENCY)
        and candidate[:2] == lower[:2]
        and candidate[-1] == lower[-1]
        and not (name_like and len(candidate) == length and sorted(candidate) != sorted(lower))
    )  # (two letters replaced in a name make a different name, not a slip)
    return ranked[0][2] if ranked else None


def dictionary_candidate(
    lower: str,
    shape: str,
    *,
    name_evidence: bool = False,
    derived: Callable[[str], int] | None = None,
    written_lower: bool = False,
) -> str | None:
    """The English word `lower` (read in `shape`) is a slip of, when that is sure.

    `derived` counts derived words the dictionary lacks (see `one_edit_candidate`);
    `written_lower`: the word is written in lower case in prose (see `bar_for`).
    """
    name_like = shape != "lower"
    if len(lower) <= 4 and not name_like:
        return short_word_candidate(lower) if len(lower) >= 3 else None
    if len(lower) == 4 and shape == "title" and not name_evidence:
        return dropped_letter_candidate(lower)  # Awrd, Clas: no more than a letter dropped
    bar = bar_for(len(lower), shape, name_evidence=name_evidence, written_lower=written_lower)
    if bar is None:
        return None
    found = one_edit_candidate(lower, bar, name_like=name_like, derived=derived)
    if found or name_evidence:
        return found
    if shape == "lower" and not written_lower and len(lower) >= MODEL_LETTERS_INITIAL:
        return initial_model_candidate(lower) or two_edit_candidate(lower, name_like=False)
    return two_edit_candidate(lower, name_like=name_like)


# A capitalised word opening a sentence (read in lower case, `written_lower` False) is
# weighed by the scored model from this many letters, as a lower-case word is.
MODEL_LETTERS_INITIAL = 5


def initial_model_candidate(lower: str) -> str | None:
    """The scored model's correction (`spelling_model.judge`) of a capitalised word opening
    a sentence that no rule corrects one slip away, when it clears the threshold of
    `INITIAL_SHAPE`; None for a listed name or place (a name may open a sentence too).

    The capital of a sentence's first word says nothing of a name, so such a word is the
    lower-case misspelling it reads as more often than not (`Acommodation`, `Recieved`);
    but a name no list holds opens sentences as well, so it is read as the model reads
    capitalised words: the as-written score and threshold fitted against names."""
    from cvcoach.language.places import place_names
    from cvcoach.language.spelling_model import judge
    from cvcoach.language.terms import people_names

    if lower in people_names() or lower in place_names():
        return None
    judged = judge(lower, INITIAL_SHAPE)
    best = judged.best
    if best is None or not judged.flagged or best.word in (lower[1:], lower[:-1]):
        return None  # (a letter before or after a whole word: `spelling_scored`'s reason)
    return best.word


# The shape whose fitted as-written score and threshold weigh a capitalised word opening a
# sentence (`initial_model_candidate`): a capitalised word's, fitted against names.
INITIAL_SHAPE = "title"


# A word one letter longer is what a lower-case word lost only when it is this many times
# as common as the next such word (ounded: founded or rounded, no sure correction).
_LOST_LETTER_LEAD = 10


def lost_first_letter_candidate(lower: str, built: float | None) -> str | None:
    """The common word a lower-case word lost its first letter from, where a capital is
    surely due (`xtended` opening a bullet: extended), or None.

    A lower-case word there has lost its capital and, perhaps, its first letter with it: the
    usual cost of a slip at the first letter (`slip_cost`) is waived. The word must lead the
    other words one letter longer by `_LOST_LETTER_LEAD` (ounded: founded or rounded), be
    common, and clear the lower-case bar; four letters, a very common word (SHORT_COMMON).
    `built` is the word's score read as built from known words (`KnownWords.built`; None:
    it reads as none), which the slip must beat: xtend + ed is less likely than extended. It
    pays no `TYPO_COST` against it, for the slip alone explains the missing capital too.
    """
    words = word_table()
    found = sorted(
        ((words.frequency(c + lower), c + lower) for c in string.ascii_lowercase),
        reverse=True,
    )
    (count, best), (runner_up, _) = found[0], found[1]
    if count < COMMON_FREQUENCY or runner_up * _LOST_LETTER_LEAD > count:
        return None  # (istitle: mistitle is rare)
    if len(lower) == 4:
        return best if count >= SHORT_COMMON else None
    bar = bar_for(len(lower), "lower", name_evidence=False)
    cost = 0.3 if best[0] == best[1] else 0.6  # a doubled first letter dropped, or another
    score = math.log10(count) - cost
    if bar is None or score < bar.score or (built is not None and score < built):
        return None
    return best


@dataclass(frozen=True)
class Scored:
    """One correction considered for a word, with the features its score is made of."""

    word: str
    count: int  # the word table's count (`cvcoach.language.wordlist`)
    edits: int  # 1: one slip away; 2: two edits (`two_edit_candidate`)
    slip_cost: float | None  # `slip_cost`, in powers of ten (None: not one slip)
    letters_apart: int  # `letters_apart`, what ranks two-edit candidates

    @property
    def score(self) -> float | None:
        """log10(count) - slip_cost: what `_best` compares with the bar (None: two edits)."""
        if self.slip_cost is None:
            return None
        return round(math.log10(max(self.count, 1)) - self.slip_cost, 2)

    def as_dict(self) -> dict[str, object]:
        return {
            "word": self.word,
            "count": self.count,
            "edits": self.edits,
            "slip_cost": None if self.slip_cost is None else round(self.slip_cost, 2),
            "score": self.score,
            "letters_apart": self.letters_apart,
        }


# Candidates an explanation lists: enough to see what the winner beat, few enough to read.
EXPLAINED_CANDIDATES = 8


def scored_candidates(lower: str) -> list[Scored]:
    """The dictionary words `dictionary_candidate` weighs for `lower`, best first (one-slip
    words by score, then two-edit words by letters apart and count), for explanations.

    Bounded per token: no candidate is generated for a word of more than `_MAX_EXPLAINED`
    letters (no correction is offered for one either)."""
    if len(lower) > _MAX_EXPLAINED:
        return []
    one = [
        Scored(w, n, 1, slip_cost(lower, w), letters_apart(lower, w))
        for w, n in words_one_edit_from(lower)
    ]
    one.sort(key=lambda c: (c.score is None, -(c.score or 0.0), c.word))
    two = []
    if len(lower) >= 8:
        two = [
            Scored(w, n, 2, None, letters_apart(lower, w))
            for w, n in common_words_two_edits_from(lower)
        ]
        two.sort(key=lambda c: (c.letters_apart, -c.count, c.word))
    return (one + two)[:EXPLAINED_CANDIDATES]


# Longer than this, a token is no word anyone misspelled (a hash, a joined identifier).
_MAX_EXPLAINED = 40
