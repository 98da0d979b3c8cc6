"""One scored model for a misspelled word: candidates, an error model and a word model.

For a word the dictionary lacks, the candidates are the English words one edit away, the
common words two edits away, and the words that sound alike (`sound_key`, a Metaphone-like
key: `necasery` and `necessary` both read `nsr` give or take a letter). Each candidate is
scored like a noisy channel, in powers of ten:

    log10 P(word) + log10 P(typo | word)

The word model is the word table's count (`cvcoach.language.wordlist`), raised when the CV
writes the word elsewhere. The error model is a weighted edit distance whose costs, one per
kind of edit (a swap, a doubled or undoubled letter, a vowel for a vowel, a neighbouring key,
a letter that sounds alike, another letter, at the first letter or elsewhere), are fitted by
`scripts/fit_spelling.py` from real misspellings and generated typing slips and kept with
their provenance in `data/spelling_model.json`. "The word is right as written" (a name, a
term no list holds) is one more hypothesis with its own fitted score per token shape; a
correction's probability is its share of all hypotheses, and the check reports it when that
clears its shape's fitted threshold.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from cvcoach.language.data_cache import load_derived, package_data, package_file
from cvcoach.language.word_edits import distance, neighbouring_keys, words_one_edit_from
from cvcoach.language.wordlist import word_table

VOWELS = frozenset("aeiouy")
# Letter pairs that spell the same sound in some English words (c/k in cat/kit, s/c in
# sent/cent): a substitution between them is its own kind of error.
SOUND_PAIRS = frozenset(
    frozenset(p) for p in ("ck", "cs", "sz", "kq", "gj", "fv", "iy", "mn", "dt", "bp", "xz")
)
# Words at least this common are in the sound-key and two-edit indexes (the dictionary's
# rarest words would add thousands of weak candidates, names' near namesakes).
INDEXED_COUNT = 200
# Candidates an explanation lists and the model weighs: enough for the runner-up mass.
KEPT_CANDIDATES = 8
_DIGRAPHS = (
    (r"^kn|^gn|^pn|^wr|^ps", lambda m: m.group(0)[1]),
    (r"ph", lambda m: "f"),
    (r"tch|sch(?=[eiy])", lambda m: "x"),
    (r"sch", lambda m: "sk"),
    (r"ck|q", lambda m: "k"),
    (r"ti(?=[ao])|sh|ch|si(?=[ao]n)", lambda m: "x"),
    (r"c(?=[eiy])", lambda m: "s"),
    (r"c", lambda m: "k"),
    (r"dg(?=[eiy])", lambda m: "j"),
    (r"g(?=[eiy])", lambda m: "j"),
    (r"gh(?![aeiou])", lambda m: ""),
    (r"x", lambda m: "ks"),
    (r"z", lambda m: "s"),
    (r"wh", lambda m: "w"),
)
_SOUND = [(re.compile(p), f) for p, f in _DIGRAPHS]


def sound_key(word: str) -> str:
    """A key shared by words that sound alike: consonant sounds, repeats collapsed, vowels
    dropped but the first (written `a`); `h` and `w` kept only at the start."""
    text = word.lower()
    for pattern, replace in _SOUND:
        text = pattern.sub(replace, text)
    if not text:
        return ""
    key = ["a" if text[0] in VOWELS else text[0]]
    for c in text[1:]:
        if c in VOWELS or c in "hw" or not c.isalpha():
            key.append("")
            continue
        if c != key[-1]:
            key.append(c)
    return "".join(key)


@dataclass(frozen=True, eq=False)  # hashed by identity: a key of `_aligned`
class ErrorCosts:
    """The fitted error model: the cost of each kind of edit, in powers of ten."""

    costs: dict[str, float]

    def cost(self, kind: str, first: bool) -> float:
        c = self.costs.get(kind, self.costs["other"])
        return c + self.costs["first"] if first else c


def substitution_kind(typed: str, meant: str) -> str:
    if {typed, meant} <= VOWELS:
        return "vowel"
    if neighbouring_keys(typed, meant):
        return "key"
    if frozenset((typed, meant)) in SOUND_PAIRS:
        return "sound"
    return "other"


def insertion_kind(typo: str, i: int) -> str:
    """The kind of the letter typo[i], which the meant word lacks."""
    c = typo[i]
    if c == typo[i - 1 : i] or c == typo[i + 1 : i + 2]:
        return "double"
    if any(neighbouring_keys(c, n) for n in typo[i - 1 : i] + typo[i + 1 : i + 2]):
        return "extra_key"
    return "extra_vowel" if c in VOWELS else "extra"


def deletion_kind(meant: str, j: int) -> str:
    """The kind of the letter meant[j], which the typo lacks."""
    c = meant[j]
    if c == meant[j - 1 : j] or c == meant[j + 1 : j + 2]:
        return "undouble"
    return "dropped_vowel" if c in VOWELS else "dropped"


def alignment(typo: str, meant: str, model: ErrorCosts) -> tuple[float, list[str]]:
    """The cheapest edits turning `meant` into `typo` (weighted optimal string alignment):
    their total cost and their kinds, `first:` marking an edit at the first letter."""
    n, m = len(typo), len(meant)
    inf = math.inf
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int, str] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            here = cost[i][j]
            if here == inf:
                continue
            first = i == 0 or j == 0
            steps: list[tuple[int, int, str]] = []
            if i < n and j < m:
                same = typo[i] == meant[j]
                steps.append((i + 1, j + 1, "" if same else substitution_kind(typo[i], meant[j])))
            if i < n:
                steps.append((i + 1, j, insertion_kind(typo, i)))
            if j < m:
                steps.append((i, j + 1, deletion_kind(meant, j)))
            if (
                i + 1 < n
                and j + 1 < m
                and typo[i] == meant[j + 1]
                and typo[i + 1] == meant[j]
                and typo[i] != typo[i + 1]
            ):
                steps.append((i + 2, j + 2, "swap"))
            for ni, nj, kind in steps:
                c = here + (model.cost(kind, first) if kind else 0.0)
                if c < cost[ni][nj]:
                    cost[ni][nj] = c
                    back[ni][nj] = (i, j, ("first:" if first else "") + kind)
    kinds = []
    i, j = n, m
    while (i, j) != (0, 0):
        step = back[i][j]
        assert step is not None
        i, j, kind = step
        if kind and not kind.endswith(":"):
            kinds.append(kind)
    return cost[n][m], kinds[::-1]


@dataclass(frozen=True)
class Candidate:
    """One correction weighed for a word, with the features its score is made of."""

    word: str
    count: int  # the word table's count
    in_cv: int  # how often the CV writes it
    channel: float  # log10 P(typo | word), from the fitted error model
    edits: tuple[str, ...]  # the kinds of edit the alignment used
    score: float  # log10 count + CV bonus + channel

    def as_dict(self) -> dict[str, object]:
        return {
            "word": self.word,
            "count": self.count,
            "in_cv": self.in_cv,
            "slip_cost": round(-self.channel, 2),  # -log10 P(typo | word)
            "edits": list(self.edits),
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
    )


Indexes = tuple[dict[str, tuple[str, ...]], dict[str, tuple[tuple[str, ...], tuple[int, ...]]]]


def _build_indexes() -> Indexes:
    by_key: dict[str, list[str]] = {}
    by_length: dict[str, list[str]] = {}
    for word, count in word_table().items():
        if count >= INDEXED_COUNT and word.isalpha() and word.isascii() and word.islower():
            by_key.setdefault(sound_key(word), []).append(word)
            by_length.setdefault(f"{word[0]}{len(word)}", []).append(word)
    return (
        {k: tuple(v) for k, v in by_key.items()},
        {n: (tuple(v), tuple(_letter_mask(w) for w in v)) for n, v in by_length.items()},
    )


@lru_cache(maxsize=1)
def _indexes() -> Indexes:
    """Sound key -> words, and first letter + length -> (words, their letter masks), of the
    indexed words
    (kept in the cache directory: built in about a second, read back in milliseconds)."""
    from cvcoach.language.wordlist import table_key

    sources = [table_key().encode(), package_file(__file__)]
    return load_derived("spelling-model-index", sources, _build_indexes)


_KEY_LETTERS = "abdfgjklmnprstvxy"


def _key_edits(key: str) -> set[str]:
    splits = [(key[:i], key[i:]) for i in range(len(key) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out.update(a + c + b[1:] for a, b in splits if b for c in _KEY_LETTERS)
    out.update(a + c + b for a, b in splits for c in _KEY_LETTERS)
    return out


def _letter_mask(word: str) -> int:
    mask = 0
    for c in word:
        mask |= 1 << (ord(c) - 97)
    return mask


def candidate_words(lower: str) -> dict[str, int]:
    """Words within one edit of `lower`, within two with the same first letter, or sounding
    alike (the same sound key, or one apart), with their edit distance (at most
    `_SOUND_LIMIT`)."""
    found = {w: 1 for w, _ in words_one_edit_from(lower)}
    if not (lower.isascii() and lower.isalpha()):
        return found
    by_key, by_length = _indexes()
    key = sound_key(lower)
    for k in {key} | (_key_edits(key) if len(key) >= 3 else set()):
        for word in by_key.get(k, ()):
            if word not in found and (d := distance(lower, word, _SOUND_LIMIT)) <= _SOUND_LIMIT:
                found[word] = d
    if len(lower) >= 4:
        mask = _letter_mask(lower)
        for length in range(len(lower) - 2, len(lower) + 3):
            words, masks = by_length.get(f"{lower[0]}{length}", ((), ()))
            for word, other in zip(words, masks, strict=True):
                if (
                    (mask ^ other).bit_count() <= 4
                    and word not in found
                    and (d := distance(lower, word, 2)) <= 2
                ):
                    found[word] = d
    found.pop(lower, None)
    return found


# Sound-alike words this many edits away are still candidates (`necasery`, `necessary`).
_SOUND_LIMIT = 3
# Candidates aligned per word: by the bound below, the rest cannot matter.
_ALIGNED = 24


def judge(
    word: str,
    shape: str,
    in_cv: Callable[[str], int] = lambda _: 0,
    *,
    model: Fitted | None = None,
    exclude: str | None = None,
    built: float | None = None,
) -> Judgement:
    """The model's reading of `word` (read in `shape`: lower, title, mixed, upper).

    `in_cv(word)`: how often the CV writes a candidate; `built`: the score of `word` read
    as built from known words (`cvcoach.language.known.KnownWords.built`), which competes
    with the as-written score; `exclude`: a word left out of the candidates (to judge a
    known word as if the dictionary lacked it)."""
    model = model or fitted()
    scored = []
    for cand, count, channel, kinds in _aligned(word.lower(), model, exclude):
        uses = in_cv(cand)
        score = math.log10(count) + (model.cv_bonus if uses else 0.0) + channel
        scored.append(Candidate(cand, count, uses, channel, kinds, score))
    scored.sort(key=lambda c: (-c.score, c.word))
    kept = tuple(scored[:KEPT_CANDIDATES])
    as_written = model.as_written.get(shape, model.as_written["lower"])
    if built is not None:
        as_written = max(as_written, built + model.built_offset)
    probability = 0.0
    if kept:
        top = kept[0].score
        total = sum(10 ** (c.score - top) for c in kept) + 10 ** (as_written - top)
        probability = 1.0 / total
    threshold = model.thresholds.get(shape, 1.0)
    return Judgement(word, shape, kept, as_written, probability, threshold)


@lru_cache(maxsize=4096)
def _aligned(
    lower: str, model: Fitted, exclude: str | None
) -> tuple[tuple[str, int, float, tuple[str, ...]], ...]:
    """(word, count, log10 P(lower | word), edit kinds) of the likeliest candidates."""
    table = word_table()
    pool = candidate_words(lower)
    pool.pop(exclude or "", None)
    cheapest = min(model.costs.costs.values())
    bounded = sorted(
        (
            (math.log10(n) - d * cheapest, w, n)
            for w, d in pool.items()
            if (n := table.frequency(w))
        ),
        reverse=True,
    )
    found: list[tuple[str, int, float, tuple[str, ...]]] = []
    best = -math.inf
    for bound, cand, count in bounded[:_ALIGNED]:
        if bound < best - 3:
            break  # (a thousandth of the best: no weight in the probability)
        channel, kinds = alignment(lower, cand, model.costs)
        best = max(best, math.log10(count) - channel)
        found.append((cand, count, -channel, tuple(kinds)))
    return tuple(found)
