"""The word table's words by sound key (`sound_key`), and the words that sound like a typo.

What the spelling model reads its far candidates from: a writer who spells a word by ear
(`necasery`, `feromone`, `beaurocracy`) may be three or four letters from it, beyond any
edit search, yet writes its consonant sounds, so the word's sound key is the typo's or one
edit from it. The index (sound key -> its words) is derived from the word table once and
kept in the cache directory (`data_cache.load_derived`, keyed by the table's sources, this
module and `sound_keys`), and read only by a process that asks for candidates.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from cvcoach.language import sound_keys
from cvcoach.language.data_cache import load_derived, package_file
from cvcoach.language.sound_keys import sound_key
from cvcoach.language.wordlist import WordTable, table_key, word_table


def key_index(words: Iterable[str]) -> dict[str, str]:
    """sound key -> the words (a-z, at least `MIN_LETTERS` letters) with it, joined by
    spaces."""
    groups: dict[str, list[str]] = {}
    for word in words:
        if len(word) >= MIN_LETTERS and word.isascii() and word.isalpha() and word.islower():
            groups.setdefault(sound_key(word), []).append(word)
    return {key: " ".join(group) for key, group in sorted(groups.items())}


# Words shorter than this are left out: a short word's key is a letter or two, shared by
# hundreds of words, and its slips are within the edit search anyway.
MIN_LETTERS = 5


@lru_cache(maxsize=2)
def _index(table: WordTable) -> dict[str, str]:
    """The index of `table` (the key: a rebuilt table starts afresh)."""
    sources = [table_key().encode("utf-8"), package_file(__file__)]
    sources.append(package_file(sound_keys.__file__))  # (the keys' rules)
    return load_derived("sound-index", sources, lambda: key_index(w for w, _ in table.items()))


def _key_edits(key: str, alphabet: str) -> set[str]:
    """Keys one edit (a letter dropped, added, replaced, or two swapped) from `key`, the
    first letter kept (it is the word's first sound)."""
    head, tail = key[:1], key[1:]
    found = {head + tail[:i] + tail[i + 1 :] for i in range(len(tail))}
    found |= {head + tail[:i] + tail[i + 1] + tail[i] + tail[i + 2 :] for i in range(len(tail) - 1)}
    for c in alphabet:
        found |= {head + tail[:i] + c + tail[i:] for i in range(len(tail) + 1)}
        found |= {head + tail[:i] + c + tail[i + 1 :] for i in range(len(tail))}
    return found


# The letters of a sound key after its first (`sound_key` keeps consonants only).
_KEY_LETTERS = "bdfgjklmnprstvxz"


def sound_alike_words(lower: str, *, near: bool) -> dict[str, int]:
    """Words of the table whose sound key is `lower`'s (0), or, with `near`, one edit from
    it (1, the first sound the same): word -> how far its key is."""
    key = sound_key(lower)
    if len(key) < 2:
        return {}
    index = _index(word_table())
    found = {w: 0 for w in index.get(key, "").split()}
    if near:
        for other in _key_edits(key, _KEY_LETTERS) - {key}:
            for word in index.get(other, "").split():
                found.setdefault(word, 1)
    return found
