"""Counts for the word table's rarest words, from a maintained frequency list.

The word table (`cvcoach.language.wordlist`) gives every word only pyspellchecker lists
one lowest count, its floor: a word people write (`foresee`, `maneuver`) and one they
never do look alike to the spelling model. `data/rare_word_counts.txt` (built by
`scripts/build_rare_words.py` from wordfreq's English list: data CC BY-SA 4.0) gives
each a count on the table's scale, and those wordfreq lacks a lower one (`unlisted`).

Read only when a candidate the table counts at its floor reaches the spelling model:
parsed once and kept in the cache directory (`data_cache.load_derived`).
"""

from __future__ import annotations

from functools import lru_cache

from cvcoach.language.data_cache import load_derived, package_data, package_file

FILE = "rare_word_counts.txt"


def parse(text: str) -> tuple[int, int, dict[str, int]]:
    """(the table's floor, the count of a floor word the list lacks, word -> count)."""
    header: dict[str, int] = {}
    counts: dict[str, int] = {}
    for line in text.splitlines():
        if line.startswith("#"):
            name, _, value = line[1:].strip().partition(" ")
            if name in ("floor", "unlisted"):
                header[name] = int(value)
        elif line:
            count, *words = line.split(" ")
            counts.update(dict.fromkeys(words, int(count)))
    return header["floor"], header["unlisted"], counts


@lru_cache(maxsize=1)
def _table() -> tuple[int, int, dict[str, int]]:
    data = package_data(FILE)
    return load_derived("rare-words", [data, package_file(__file__)], lambda: parse(data.decode()))


def floor_count() -> int:
    """The word table's floor: the count the table gives every word it cannot count."""
    return _table()[0]


def rare_count(word: str, count: int) -> int:
    """`word`'s count for the spelling model: the table's `count`, unless that is the
    floor, then the list's count (the `unlisted` one when the list lacks it)."""
    floor, unlisted, counts = _table()
    return counts.get(word, unlisted) if count == floor else count
