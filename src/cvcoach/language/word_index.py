"""The index of a word table by first letter and length (`WordTable.words_by_length`).

Built once with the table and kept in its cache file: each group of words of one first
letter and one length, as text, with each word's letter set as a bit mask (bit 0: a), so
that the candidates two edits from a misspelling are read by a few comparisons of integers
before any edit distance is computed.
"""

from __future__ import annotations

from collections.abc import Iterable


def letter_mask(word: str) -> int:
    """The letters a-z of `word` as bits (bit 0: a)."""
    mask = 0
    for c in word:
        mask |= 1 << (ord(c) - 97)
    return mask


def length_index(words: Iterable[str]) -> tuple[bytes, bytes, list[int]]:
    """(directory, index text, masks) of `WordTable.words_by_length`: the words of a-z
    letters grouped by first letter and length."""
    groups: dict[tuple[str, int], list[str]] = {}
    for word in words:
        if word.isascii() and word.isalpha() and word.islower():
            groups.setdefault((word[0], len(word)), []).append(word)
    directory: list[str] = []
    text, masks = bytearray(), list[int]()
    for (letter, length), group in sorted(groups.items()):
        joined = " ".join(group).encode("ascii")
        directory.append(
            f"{letter} {length} {len(text)} {len(text) + len(joined)} {len(masks)} {len(group)}\n"
        )
        text += joined
        masks += [letter_mask(w) for w in group]
    return "".join(directory).encode("ascii"), bytes(text), masks
