"""Slips of short words: three or four letters, into a very common word (`candidates.
dictionary_candidate` asks here first for words this short in lower case).

A word this short has many neighbours one edit away, so only the commonest slips are read:
two neighbouring letters swapped, a letter typed two or more places early or late (kown
for know as well as jsut for just: a finger that runs ahead of the others), a neighbouring
key struck in one of the commonest words (for a letter past the first, or beside it) and,
for four letters, one letter dropped.
"""

from __future__ import annotations

from cvcoach.language.thresholds import (
    FIRST_SWAP_COMMON,
    RARE_START,
    SHORT_COMMON,
    VERY_COMMON,
)
from cvcoach.language.word_edits import neighbouring_keys, words_one_edit_from
from cvcoach.language.wordlist import word_table


def short_word_candidate(lower: str) -> str | None:
    """Three or four letters, into a very common word: two neighbouring letters swapped
    (teh), the first two only into one of the commonest words and where no English word
    starts as the token does (hwen: `FIRST_SWAP_COMMON`, `RARE_START`), or, for four
    letters, a letter dropped (`dropped_letter_candidate`). The commonest such word when
    there are two."""
    near = [(c, n) for c, n in words_one_edit_from(lower) if n >= VERY_COMMON]
    swap = next(
        (
            c
            for c, n in near
            if len(c) == len(lower)
            and _swapped(c, lower)
            and (c[0] == lower[0] or (n >= FIRST_SWAP_COMMON and _rare_start(lower)))
        ),
        None,
    )
    if swap:
        return swap
    moved = _moved_letter(lower)
    if moved:
        return moved
    keyed = _key_slip(lower, [(c, n) for c, n in near if n >= FIRST_SWAP_COMMON])
    if keyed or len(lower) < 4:
        return keyed
    return dropped_letter_candidate(lower)


def _moved_letter(lower: str) -> str | None:
    """A very common word (`VERY_COMMON`) of the same letters with one of them typed two or
    more places from where it belongs (kwno: know, mkea: make), its first letter kept; the
    commonest such word. (A letter one place off is a swap, read before.)"""
    table, found = word_table(), []
    for i, letter in enumerate(lower):
        rest = lower[:i] + lower[i + 1 :]
        for j in range(1, len(lower)):
            if abs(i - j) >= 2 and min(i, j) > 0:
                word = rest[:j] + letter + rest[j:]
                if (count := table.frequency(word)) >= VERY_COMMON:
                    found.append((count, word))
    return max(found)[1] if found else None


def _key_slip(lower: str, commonest: list[tuple[str, int]]) -> str | None:
    """One of the commonest words (`FIRST_SWAP_COMMON`) typed with a neighbouring key:
    struck instead of its letter past the first (thw, tje) or beside it, or a letter
    doubled (tghe, wass); the commonest such word."""
    found = []
    for word, count in commonest:
        if len(word) == len(lower):  # a letter struck for another, past the first
            apart = [i for i, (a, b) in enumerate(zip(word, lower, strict=True)) if a != b]
            keyed = len(apart) == 1 and apart[0] > 0
            keyed = keyed and neighbouring_keys(word[apart[0]], lower[apart[0]])
        elif len(word) + 1 == len(lower) == 4:  # a letter added beside its neighbour
            i = next(
                (i for i, (a, b) in enumerate(zip(word, lower[:-1], strict=True)) if a != b), 3
            )
            near = lower[i - 1 : i] + lower[i + 1 : i + 2]
            keyed = lower[:i] + lower[i + 1 :] == word and i > 0
            keyed = keyed and any(c == lower[i] or neighbouring_keys(c, lower[i]) for c in near)
        else:
            keyed = False
        if keyed:
            found.append((count, word))
    return max(found)[1] if found else None


def _rare_start(lower: str) -> bool:
    """Whether the common words starting with `lower`'s first two letters are counted
    less than `RARE_START` times in all (hw-, ht-: no English word starts so)."""
    table = word_table()
    head = lower[:2]
    common = table.common_words(lower[:1])
    return sum(table.frequency(w) for w in common if w.startswith(head)) < RARE_START


def _swapped(word: str, typo: str) -> bool:
    """Whether `typo` is `word` with two neighbouring letters swapped."""
    apart = [i for i, (a, b) in enumerate(zip(word, typo, strict=True)) if a != b]
    if len(apart) != 2 or apart[1] != apart[0] + 1:
        return False
    i, j = apart
    return word[i] == typo[j] and word[j] == typo[i]


def dropped_letter_candidate(lower: str) -> str | None:
    """A four-letter word one letter short of a very common five-letter word, anywhere in
    it (oter, uild, abou), when no other such word is nearly as common (not wrte: write or
    wrote)."""
    dropped = sorted(
        ((n, c) for c, n in words_one_edit_from(lower) if len(c) == 5 and n >= SHORT_COMMON),
        reverse=True,
    )
    if not dropped or (len(dropped) > 1 and dropped[1][0] * 10 > dropped[0][0]):
        return None  # none, or two words about as common: no sure correction
    return dropped[0][1]
