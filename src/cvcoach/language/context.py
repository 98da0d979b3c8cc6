"""How well a word fits the words beside it: the spelling model's context term.

The counts are symspellpy's (MIT licence, https://github.com/mammothb/symspellpy, an
installed dependency): `frequency_bigramdictionary_en_243_342.txt`, the 243,342
commonest English word pairs with their counts, and `frequency_dictionary_en_82_765.txt`,
the words' own counts (both from Google Books n-grams, as SymSpell's README says). A pair
is listed when counted `floor` times or more (6.4 million: the file's least count), so a
pair the file lacks was counted less than that.

`fit(word, left, right)` scores `word` between its neighbours, in powers of ten, one
term per side: the log ratio of how often the pair was seen to how often it would be seen
if the two words fell together by chance (`expected`: their counts' product over the
total, on the pair file's scale), each smoothed by `floor`, so that a pair seen no more
than chance scores about 0 and a rare pair barely moves. A pair the file lacks counts as
`floor` or its expected count, the lesser (all it is known to be below): a candidate whose
pair with a common neighbour would be listed were it said, and is not, scores less than 0.
A neighbour the unigram file lacks (a name, a number) or no neighbour gives 0 on its side:
the score backs off to the word's own count, which the model weighs already.

The pair file is 5 MB of text; parsing it costs about half a second. It is read only when a word
reaches the model (`pairs`, lazily), and once: the table is kept in the cache directory
(`data_cache.load_derived`, keyed by the two files' sizes and times and this module's
source) as a compact form that loads in a few milliseconds: the words of the
pairs joined by spaces (19,792), their counts, and each pair as one 64-bit number (the
two words' positions) in a sorted array with its count beside it, found by bisection.
All pairs are kept: every word of the file may be a candidate or a neighbour, and leaving
a pair out would turn its evidence into the absent pair's (the least count, below).
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect_left
from functools import lru_cache
from pathlib import Path

from cvcoach.language.data_cache import load_derived, package_file
from cvcoach.language.wordlist import package_dir

PAIR_FILE = "frequency_bigramdictionary_en_243_342.txt"
WORD_FILE = "frequency_dictionary_en_82_765.txt"
# The pair counts are multiples of 64 (a handful not): kept divided by it, in 32 bits.
UNIT = 64
# How far one side's score may go either way, in powers of ten: one pair seen thousands of
# times more than chance says no more than that the words belong together.
LIMIT = 2.0
# The words whose pairs estimate the pair file's scale against the word file's: among the
# commonest words the file lacks few pairs (76 % of the 50 commonest words' pairs are
# listed), so the median ratio of seen to chance there is the scale, not a choice.
SCALE_WORDS = 50


class Pairs:
    """The pair table (`pairs()`): counts of word pairs and of the words in them."""

    def __init__(
        self,
        words: str,
        counts: bytes,
        keys: bytes,
        pair_counts: bytes,
        numbers: tuple[float, float, float],
    ) -> None:
        self.ids = {w: i for i, w in enumerate(words.split(" "))}
        # (read in place: no copy of the cached bytes)
        self.counts = memoryview(counts).cast("Q")
        self.keys = memoryview(keys).cast("Q")
        self.pair_counts = memoryview(pair_counts).cast("I")
        self.scale, self.total, self.floor = numbers

    def count(self, word: str) -> int:
        i = self.ids.get(word)
        return 0 if i is None else self.counts[i]

    def pair(self, left: str, right: str) -> int | None:
        """How often `left right` was counted; None when either word is not in the table
        (0 when both are, but not together)."""
        a, b = self.ids.get(left), self.ids.get(right)
        if a is None or b is None:
            return None
        key = a << 32 | b
        i = bisect_left(self.keys, key)
        return self.pair_counts[i] * UNIT if i < len(self.keys) and self.keys[i] == key else 0

    def side(self, first: str, second: str) -> float:
        """The evidence that `second` follows `first`, in powers of ten (see the module)."""
        seen = self.pair(first, second)
        if seen is None:
            return 0.0
        floor = self.floor
        expected = self.scale * self.counts[self.ids[first]] * self.counts[self.ids[second]]
        expected /= self.total
        if not seen:
            seen = int(min(expected, floor))
        ratio = math.log10((seen + floor) / (expected + floor))
        return max(-LIMIT, min(LIMIT, ratio))


def fit(word: str, left: str | None, right: str | None) -> float:
    """How well `word` fits between `left` and `right` (lower case; None: no neighbour
    there), in powers of ten: 0 when nothing is known."""
    if not left and not right:
        return 0.0
    table = pairs()
    if table is None or word not in table.ids:
        return 0.0
    return (table.side(left, word) if left else 0.0) + (table.side(word, right) if right else 0.0)


@lru_cache(maxsize=1)
def pairs() -> Pairs | None:
    """The pair table, from the cache directory (built on first use); None without
    symspellpy's files."""
    try:
        folder = _folder()
        stats = [(folder / name).stat() for name in (PAIR_FILE, WORD_FILE)]
    except (OSError, ModuleNotFoundError):
        return None
    files = "-".join(f"{s.st_size}-{s.st_mtime_ns}" for s in stats)
    sources = [files.encode(), package_file(__file__)]
    return Pairs(*load_derived("word-pairs", sources, build))


def _folder() -> Path:
    """symspellpy's folder (not imported: its files are all that is read)."""
    return package_dir("symspellpy")


def build() -> tuple[str, bytes, bytes, bytes, tuple[float, float, float]]:
    """(words joined by spaces, their counts, sorted pair keys, pair counts, (scale, the
    word file's total count, the pair file's least count)) from
    symspellpy's two files (see the module)."""
    folder = _folder()
    unigram: dict[str, int] = {}
    for line in (folder / WORD_FILE).read_text(encoding="utf-8").splitlines():
        word, _, count = line.partition(" ")
        if count.isdigit():
            unigram[word] = int(count)
    found: list[tuple[str, str, int]] = []
    for line in (folder / PAIR_FILE).read_text(encoding="utf-8").splitlines():
        parts = line.split(" ")
        if len(parts) == 3 and parts[2].isdigit() and parts[0] in unigram and parts[1] in unigram:
            found.append((parts[0], parts[1], int(parts[2])))
    words = sorted({w for a, b, _ in found for w in (a, b)})
    ids = {w: i for i, w in enumerate(words)}
    keyed = sorted((ids[a] << 32 | ids[b], n) for a, b, n in found)
    total = sum(unigram.values())
    common = set(sorted(unigram, key=lambda w: -unigram[w])[:SCALE_WORDS])
    ratios = sorted(
        n / (unigram[a] * unigram[b] / total) for a, b, n in found if a in common and b in common
    )
    scale = ratios[len(ratios) // 2] if ratios else 1.0
    return (
        " ".join(words),
        array("Q", (unigram[w] for w in words)).tobytes(),
        array("Q", (k for k, _ in keyed)).tobytes(),
        array("I", (min(n // UNIT, 2**32 - 1) for _, n in keyed)).tobytes(),
        (scale, float(total), float(min((n for _, _, n in found), default=1))),
    )
