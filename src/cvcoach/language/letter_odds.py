"""How likely a word's letters are: a letter model of every word and name the check lists.

A slip often leaves letters in an order no word or name has (`Hqrvard`, `Thompspn`), while a
real name, even one no list holds, is mostly spelled like other names (`Bergquist`). This
module scores that: a model of which letter follows the three before it, counted over the
English words, first names and surnames, places, product names and Python names the check
lists (about 170,000 spellings), and the same read backwards. A word's score is the log10
chance of its two least likely letters read forwards plus that of its two least likely read
backwards, so one odd spot shows from both sides. The chance of a letter is interpolated
from the counts of the 4, 3, 2 and 1 letters ending there (`_WEIGHTS`, set once by hand and
not tuned).

`odd_spelling_candidate` reads a word as a slip of a listed spelling one slip away when that
spelling's letters are likelier by more than the slip costs (`MARGIN`), unless the word only
adds a letter that doubles none beside it (`Baird`, bard). The spelling check
asks it only about capitalised words nothing else explains. Its price, measured on real
names the lists lack (`benchmarks/bench_name_risk.py`): about 0.4 % of them are read as
slips beside another name, and 0.3 % alone in a sentence (docs/evals.md gives the margins
measured and why a looser one was left out: it read real names in real text as slips).

The counts are built on first use (about two seconds) and cached in the cache directory,
keyed by the word table, the data files and this module's source.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection
from functools import lru_cache

from cvcoach.language.data_cache import package_data, package_file, source_key
from cvcoach.language.places import place_names
from cvcoach.language.slips import slip_cost
from cvcoach.language.terms import people_names, product_names, python_names
from cvcoach.language.word_edits import edits1, words_one_edit_from
from cvcoach.language.wordlist import (
    WordTable,
    build_table,
    cached_table,
    table_key,
    word_table,
)

__all__ = [
    "MARGIN",
    "LetterOdds",
    "count_letters",
    "letter_odds",
    "listed_spellings",
    "odd_spelling_candidate",
    "training_words",
]

_ORDER = 4  # a letter and the three before it
_WEIGHTS = (0.01, 0.04, 0.15, 0.80)  # of the 1-, 2-, 3- and 4-letter counts
_START, _END, _CONTEXT = "^", "$", "|"
_FORWARDS, _BACKWARDS = ">", "<"  # key prefixes (not letters: no common-word list is built)
# How far a listed spelling's letters must outweigh the slip that turns it into a word, in
# powers of ten (see `odd_spelling_candidate`).
MARGIN = 1.3


class LetterOdds:
    """The letter model over a table of counts (`letter_odds` builds and caches it)."""

    def __init__(self, table: WordTable, less: dict[str, int] | None = None) -> None:
        self._table = table
        self._less = less or {}

    def without(self, lower: str) -> LetterOdds:
        """The model as if `lower` were not among the spellings it counts: how it reads a
        spelling no list holds (`benchmarks/bench_name_risk.py` reads each listed name so)."""
        return LetterOdds(self._table, count_letters([lower]))

    def score(self, lower: str) -> float:
        """log10 chance of the two least likely letters of `lower` forwards, plus backwards."""
        return self.scores([lower])[lower]

    def scores(self, words: Collection[str]) -> dict[str, float]:
        """`score` of each of `words`, reading the counts they share once (a word and the
        spellings one slip from it share most)."""
        keys = {key for w in words for key in (*_keys(w, _FORWARDS), *_keys(w[::-1], _BACKWARDS))}
        counts = {k: n - self._less.get(k, 0) for k, n in self._table.frequencies(keys)}
        return {
            w: _worst_two(w, _FORWARDS, counts) + _worst_two(w[::-1], _BACKWARDS, counts)
            for w in words
        }


def _keys(lower: str, prefix: str) -> list[str]:
    """The counts `_worst_two` reads for `lower` (read in the direction `prefix` names)."""
    padded = _START * (_ORDER - 1) + lower + _END
    keys = [prefix + _CONTEXT]
    for i in range(_ORDER - 1, len(padded)):
        for n in range(1, _ORDER + 1):
            gram = padded[i - n + 1 : i + 1]
            keys += (prefix + gram, prefix + gram[:-1] + _CONTEXT)
    return keys


def _worst_two(lower: str, prefix: str, counts: dict[str, int]) -> float:
    """log10 chance of the two least likely letters of `lower` (and its end)."""
    padded = _START * (_ORDER - 1) + lower + _END
    total = counts.get(prefix + _CONTEXT, 0)
    chances = []
    for i in range(_ORDER - 1, len(padded)):
        letter = padded[i]
        chance = _WEIGHTS[0] * (counts.get(prefix + letter, 0) + 1) / (total + 27)
        for n in range(2, _ORDER + 1):
            history = padded[i - n + 1 : i]
            seen = counts.get(prefix + history + _CONTEXT, 0)
            if seen:
                chance += _WEIGHTS[n - 1] * counts.get(prefix + history + letter, 0) / seen
        chances.append(math.log10(chance))
    chances.sort()
    return sum(chances[:2])


def listed_spellings(lower: str) -> set[str]:
    """The English words and listed names, places and products one edit from `lower` (not
    Python names: those are never corrections)."""
    edits = edits1(lower)
    # the dictionary's candidates, remembered: the check has usually asked for them already
    found = {w for w, _ in words_one_edit_from(lower)}
    found.update(w for w, _ in people_names().frequencies(edits))
    found.update(edits & place_names().keys(), edits & product_names().keys())
    return found


def odd_spelling_candidate(lower: str) -> str | None:
    """The listed spelling (`listed_spellings`) one slip from `lower` that best explains it,
    when its letters are likelier than `lower`'s by more than the slip costs, by `MARGIN`.

    The gain is counted once per direction (a slip shows from both sides), so half of it
    is weighed against `slip_cost`, in the same powers of ten. None when no spelling clears
    the margin."""
    costs: dict[str, float] = {}
    for target in sorted(listed_spellings(lower)):
        cost = slip_cost(lower, target)
        if cost is not None and not _letter_added(lower, target):
            costs[target] = cost
    if not costs:
        return None
    scores = letter_odds().scores([lower, *costs])
    best: tuple[float, str] | None = None
    for target, cost in costs.items():
        odds_for = (scores[target] - scores[lower]) / 2 - cost
        if odds_for >= MARGIN and (best is None or odds_for > best[0]):
            best = (odds_for, target)
    return best[1] if best else None


def _letter_added(lower: str, target: str) -> bool:
    """`lower` is `target` with one letter more, and not a doubled one (`Baird`, bard): a
    letter added beside others turns a word into a name more often than a typist does."""
    if len(lower) != len(target) + 1:
        return False
    pairs = zip(lower, target, strict=False)
    at = next((i for i, (a, b) in enumerate(pairs) if a != b), len(target))
    return lower[at] not in lower[max(0, at - 1) : at] + lower[at + 1 : at + 2]


def training_words() -> set[str]:
    """Every listed spelling the model counts: English words, first names and surnames,
    places, product names and Python names (lower case, a-z only)."""
    words = [w for w, _ in word_table().items()]
    words += [w for w, _ in people_names().items()]
    words += list(place_names()) + list(product_names()) + list(python_names())
    return {w for w in words if w.isascii() and w.isalpha() and w.islower()}


def count_letters(words: Collection[str]) -> dict[str, int]:
    """The counts `LetterOdds` reads: each 1- to 4-letter run ending at a letter of a word
    (or at its end), and each run's context, forwards and backwards."""
    counts: Counter[str] = Counter()
    for prefix, flip in ((_FORWARDS, False), (_BACKWARDS, True)):
        runs: Counter[str] = Counter()
        for word in words:
            padded = _START * (_ORDER - 1) + (word[::-1] if flip else word) + _END
            runs.update(padded[i - _ORDER + 1 : i + 1] for i in range(_ORDER - 1, len(padded)))
        for run, count in runs.items():
            for n in range(1, _ORDER + 1):
                gram = run[_ORDER - n :]
                counts[prefix + gram] += count
                counts[prefix + gram[:-1] + _CONTEXT] += count
    return dict(counts)


@lru_cache(maxsize=1)
def letter_odds() -> LetterOdds:
    """The letter model, from the cache when it is valid (built in a few seconds)."""
    sources = [
        table_key().encode("utf-8"),
        *(package_data(n) for n in ("names.txt", "places.txt", "terms.txt", "python_names.txt")),
        package_file(__file__),
    ]
    key = source_key(sources)
    return LetterOdds(
        cached_table("letters", key, lambda: build_table(count_letters(training_words()), key))
    )
