"""The word table's words by first letter and length (`words_by_length`).

What the spelling model reads its candidates two edits away from: every word of a-z
letters with the typo's first letter and a length near its own, each with its letter set
as a bit mask (bit 0: a), so that a few comparisons of integers leave out most words before
any edit distance is computed. Derived from the word table once and kept in the cache
directory (`data_cache.load_derived`, keyed by the table's sources and this module), so no
index is built per process, and only a process that asks for candidates reads it.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from functools import lru_cache

from cvcoach.language.data_cache import load_derived, package_file
from cvcoach.language.wordlist import WordTable, table_key, word_table


def letter_mask(word: str) -> int:
    """The letters a-z of `word` as bits (bit 0: a)."""
    mask = 0
    for c in word:
        mask |= 1 << (ord(c) - 97)
    return mask


def length_index(words: Iterable[str]) -> dict[tuple[str, int], tuple[str, bytes]]:
    """(first letter, length) -> (the words joined by spaces, their letter masks as
    unsigned 32-bit integers) for the words of a-z letters."""
    groups: dict[tuple[str, int], list[str]] = {}
    for word in words:
        if word.isascii() and word.isalpha() and word.islower():
            groups.setdefault((word[0], len(word)), []).append(word)
    return {
        key: (" ".join(group), array("I", map(letter_mask, group)).tobytes())
        for key, group in sorted(groups.items())
    }


@lru_cache(maxsize=2)
def _groups(table: WordTable) -> dict[tuple[str, int], tuple[str, bytes]]:
    """The index of `table` (the key: a rebuilt table starts afresh)."""
    sources = [table_key().encode("utf-8"), package_file(__file__)]
    return load_derived("word-index", sources, lambda: length_index(w for w, _ in table.items()))


@lru_cache(maxsize=512)
def _group(table: WordTable, letter: str, length: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    found = _groups(table).get((letter, length))
    if found is None:
        return (), ()
    text, masks = found
    return tuple(text.split(" ")), tuple(array("I", masks))


def words_by_length(letter: str, length: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """(words, their letter masks) of `length` letters a-z starting with `letter`."""
    return _group(word_table(), letter, length)
