"""The error model's edits: how a typed word differs from the word meant, letter by letter.

`alignment` finds the cheapest edits (a weighted optimal string alignment) turning the word
meant into the typo, each edit of a kind (a swap, a doubled or undoubled letter, a vowel for
a vowel, a neighbouring key, a letter that sounds alike, another letter; at the first
letter, at the last or elsewhere; a dropped syllable) whose cost `ErrorCosts` holds: fitted by
`scripts/fit_spelling_model.py` from real misspellings and generated typing slips and read
by `cvcoach.language.spelling_model`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cvcoach.language.sound_keys import VOWELS
from cvcoach.language.word_edits import neighbouring_keys

# Letter pairs that spell the same sound in some English words (c/k in cat/kit, s/c in
# sent/cent): a substitution between them is its own kind of error.
SOUND_PAIRS = frozenset(
    frozenset(p) for p in ("ck", "cs", "sz", "kq", "gj", "fv", "iy", "mn", "dt", "bp", "xz")
)


@dataclass(frozen=True, eq=False)  # hashed by identity: spelling_model's `_aligned` key
class ErrorCosts:
    """The fitted error model: the cost of each kind of edit, in powers of ten."""

    costs: dict[str, float]

    def cost(self, kind: str, first: bool, last: bool = False) -> float:
        """The cost of an edit of `kind`, more at the first letter and at the last
        (`first`, `last`: fitted position costs; none for a model without `last`)."""
        c = self.costs.get(kind, self.costs["other"])
        c += self.costs["first"] if first else 0.0
        return c + self.costs.get("last", 0.0) if last and not first else c


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


def dropped_syllable(meant: str, j: int) -> bool:
    """Whether meant[j:j + 2] is a syllable a writer may drop whole (polical: political,
    compability: compatibility): a vowel and a consonant, either way round, neither of them
    doubled there (an undoubled letter is its own kind)."""
    pair = meant[j : j + 2]
    if len(pair) < 2 or (pair[0] in VOWELS) == (pair[1] in VOWELS):
        return False
    return deletion_kind(meant, j) != "undouble" and deletion_kind(meant, j + 1) != "undouble"


def alignment(typo: str, meant: str, model: ErrorCosts) -> tuple[float, list[str]]:
    """The cheapest edits turning `meant` into `typo` (weighted optimal string alignment):
    their total cost and their kinds, `first:` marking an edit at the first letter. A letter
    doubled where another is undoubled (ommiting: omitting) is one edit, `moved_double`: a
    writer who knows a letter doubles but not which; a vowel and a consonant dropped
    together (`dropped_syllable`) is one edit too: a writer who says the word short."""
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
                if "dropped_syllable" in model.costs and dropped_syllable(meant, j):
                    steps.append((i, j + 2, "dropped_syllable"))
            if (
                i + 1 < n
                and j + 1 < m
                and typo[i] == meant[j + 1]
                and typo[i + 1] == meant[j]
                and typo[i] != typo[i + 1]
            ):
                vowels = typo[i] in VOWELS and typo[i + 1] in VOWELS  # (ie for ei)
                steps.append((i + 2, j + 2, "swap_vowels" if vowels else "swap"))
            for ni, nj, kind in steps:
                last = ni == n and nj == m and not first
                c = here + (model.cost(kind, first, last) if kind else 0.0)
                if c < cost[ni][nj]:
                    cost[ni][nj] = c
                    where = "first:" if first else "last:" if last and kind else ""
                    back[ni][nj] = (i, j, where + kind)
    kinds: list[str] = []
    paid: dict[str, float] = {}
    i, j = n, m
    while (i, j) != (0, 0):
        step = back[i][j]
        assert step is not None
        ni, nj, (i, j, kind) = i, j, step
        if kind and not kind.endswith(":"):
            kinds.append(kind)
            paid.setdefault(kind.rpartition(":")[2], cost[ni][nj] - cost[i][j])
    total = cost[n][m]
    if "double" in paid and "undouble" in paid:  # ommiting: the double on the wrong letter
        total += model.cost("moved_double", False) - paid["double"] - paid["undouble"]
        for merged in ("double", "undouble"):
            kinds.remove(next(k for k in kinds if k.rpartition(":")[2] == merged))
        kinds.append("moved_double")
    return total, kinds[::-1]
