"""Slips of short words: three or four letters, into a very common word (`candidates.
dictionary_candidate` asks here first for words this short in lower case).

A word this short has many neighbours one edit away, so only the commonest slips are read:
two neighbouring letters swapped and, for four letters, one letter dropped.
"""

from __future__ import annotations

from cvcoach.language.thresholds import (
    FIRST_SWAP_COMMON,
    RARE_START,
    SHORT_COMMON,
    VERY_COMMON,
)
from cvcoach.language.word_edits import words_one_edit_from
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
    if swap or len(lower) < 4:
        return swap
    return dropped_letter_candidate(lower)


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
