"""A letter-confusion channel: P(typo | word) from counts of edits per letter pair.

The noisy channel of Kernighan, Church and Gale (1990): a typo is the word meant with a few
edits, and each edit's probability is how often writers made that very edit (typed `e` for
`a`, dropped the `r` after `u`, swapped `ie`) over how often they had the chance (the `a`s,
the `ur`s, the `ie`s of the words they meant), counted on real misspellings and their
corrections and smoothed by adding `k` to every count. Where the fitted error model
(`cvcoach.language.error_model`) prices an edit by its kind (a vowel for a vowel, a
neighbouring key), this prices it by its letters: writers confuse some vowels far more
often than others (`seperate`), and drop some letters far more often than others.

An edit is read as (kind, a, b) with `#` before the word, as in that paper:
`sub` typed `a` for `b`; `del` `a` then `b` meant, `a` typed; `ins` `a` meant, `a` then `b`
typed; `trans` `a` then `b` meant, `b` then `a` typed.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

Edit = tuple[str, str, str]
START = "#"
# Letters an edit may bring in or replace (the alphabet and the start mark): the smoothing's
# denominator adds `k` for each.
ALPHABET_SIZE = 27


def _distances(typed: str, meant: str) -> list[list[int]]:
    """Optimal string alignment distances between the prefixes of `typed` and `meant`."""
    d = [[max(i, j) if not (i and j) else 0 for j in range(len(meant))] for i in range(len(typed))]
    for i in range(1, len(typed)):
        for j in range(1, len(meant)):
            d[i][j] = min(
                d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (typed[i] != meant[j])
            )
            if i > 1 and j > 1 and typed[i] == meant[j - 1] and typed[i - 1] == meant[j]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d


def edits(typo: str, word: str) -> list[Edit]:
    """The letter edits turning `word` into `typo` (the fewest; among equals, letters
    kept first, then a swap, a substitution, a dropped letter), last edit first."""
    t, m = START + typo, START + word
    d = _distances(t, m)
    found: list[Edit] = []
    i, j = len(t) - 1, len(m) - 1
    while i > 0 or j > 0:
        if i and j and t[i] == m[j] and d[i][j] == d[i - 1][j - 1]:
            i, j = i - 1, j - 1
        elif (
            i > 1
            and j > 1
            and t[i] == m[j - 1]
            and t[i - 1] == m[j]
            and t[i] != t[i - 1]
            and d[i][j] == d[i - 2][j - 2] + 1
        ):
            found.append(("trans", m[j - 1], m[j]))
            i, j = i - 2, j - 2
        elif i and j and d[i][j] == d[i - 1][j - 1] + 1:
            found.append(("sub", t[i], m[j]))
            i, j = i - 1, j - 1
        elif j and d[i][j] == d[i][j - 1] + 1:
            found.append(("del", m[j - 1], m[j]))
            j -= 1
        else:
            found.append(("ins", m[j], t[i]))
            i -= 1
    return found


@dataclass(frozen=True)
class ConfusionTable:
    """Edit counts per letter pair and the chances writers had to make them."""

    counts: dict[Edit, int]
    letters: dict[str, int]  # each letter (and `START`) of the words meant
    pairs: dict[str, int]  # each two letters in a row of the words meant (`START` first)
    k: float = 0.5  # added to every count (add-k smoothing)

    @classmethod
    def estimate(cls, pairs: Iterable[tuple[str, str]], k: float = 0.5) -> ConfusionTable:
        """Counted on (typo, word meant) pairs, lower case."""
        counts: Counter[Edit] = Counter()
        letters: Counter[str] = Counter()
        bigrams: Counter[str] = Counter()
        for typo, word in pairs:
            counts.update(edits(typo, word))
            marked = START + word
            letters.update(marked)
            bigrams.update(marked[i : i + 2] for i in range(len(marked) - 1))
        return cls(dict(counts), dict(letters), dict(bigrams), k)

    def without(self, typo: str, word: str) -> ConfusionTable:
        """The table less one (typo, word) pair it was counted on: to score that pair
        as if held apart (leave one out), as a weight fitted on the same pairs must."""
        counts = dict(self.counts)
        for e in edits(typo, word):
            counts[e] -= 1
        marked = START + word
        letters, pairs = dict(self.letters), dict(self.pairs)
        for c in marked:
            letters[c] -= 1
        for i in range(len(marked) - 1):
            pairs[marked[i : i + 2]] -= 1
        return ConfusionTable(counts, letters, pairs, self.k)

    def log_edit(self, edit: Edit) -> float:
        """log10 P(edit): its count over its chances, both smoothed."""
        kind, a, b = edit
        if kind == "sub":
            chances = self.letters.get(b, 0)
        elif kind == "ins":
            chances = self.letters.get(a, 0)
        else:
            chances = self.pairs.get(a + b, 0)
        return math.log10((self.counts.get(edit, 0) + self.k) / (chances + ALPHABET_SIZE * self.k))

    def channel(self, typo: str, word: str) -> float:
        """log10 P(typo | word): the sum of its edits' (no edit costs nothing)."""
        return sum(self.log_edit(e) for e in edits(typo, word))

    def as_json(self, weight: float) -> dict[str, object]:
        """The table as `data/spelling_model.json` keeps it, with its fitted `weight`."""
        return {
            "weight": weight,
            "k": self.k,
            "counts": {" ".join(e): n for e, n in sorted(self.counts.items())},
            "letters": dict(sorted(self.letters.items())),
            "pairs": dict(sorted(self.pairs.items())),
        }

    @classmethod
    def from_json(cls, data: object) -> tuple[ConfusionTable | None, float]:
        """(table, weight) from `as_json`'s form; (None, 0) for a model without one."""
        if not isinstance(data, dict):
            return None, 0.0
        counts = {_edit(e): int(n) for e, n in data["counts"].items()}
        letters = {str(c): int(n) for c, n in data["letters"].items()}
        pairs = {str(c): int(n) for c, n in data["pairs"].items()}
        return cls(counts, letters, pairs, float(data["k"])), float(data["weight"])


# The fitted error model's kinds of edit that are one error over two letters
# (`error_model.alignment`: a double moved to another letter, ommiting for omitting; a
# vowel and a consonant dropped together), which the table, counting letter edits, would
# count as two errors made independently.
WHOLE_ERRORS = frozenset(("moved_double", "dropped_syllable"))


def mixed(
    confusion: tuple[ConfusionTable | None, float],
    fitted: float,
    typo: str,
    word: str,
    kinds: Iterable[str] = (),
) -> float:
    """The channel a model reads: its `fitted` one (log10) and the table's, the table's
    share its weight (`confusion`: the table and its weight; the fitted one alone without).
    `kinds`: the fitted alignment's edits; with one of `WHOLE_ERRORS` among them, the
    fitted channel alone: the table would price that one error as two, each as unlikely
    as a slip of its own (the ninth round of issue 29: a far misspelling's probability
    fell a hundredfold so, `emmited` for emitted)."""
    table, weight = confusion
    if table is None or not weight or whole_error(kinds):
        return fitted
    return (1 - weight) * fitted + weight * table.channel(typo, word)


def whole_error(kinds: Iterable[str]) -> bool:
    """Whether an alignment's edit `kinds` (`error_model.alignment`, "first:" or "last:"
    before a kind at the word's edge) hold one of `WHOLE_ERRORS`."""
    return any(kind.rpartition(":")[2] in WHOLE_ERRORS for kind in kinds)


def _edit(key: str) -> Edit:
    kind, a, b = key.split(" ")
    return kind, a, b
