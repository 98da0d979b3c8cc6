"""Candidates beyond the spelling model's edit search (`model_candidates.candidate_words`).

Two kinds of misspelling fall outside "one edit, or two with the first letter kept":

- a long word with three letters wrong (`documtations`, `enligment`): the longer the word,
  the more letters a writer can get wrong and still be read, and the fewer words lie three
  edits from any string; so from `FAR_LETTERS` letters the common words (count at least
  `thresholds.COMMON_FREQUENCY`) with the first letter kept, three edits away and longer
  than the word are candidates too (scanned from the word table's few thousand common
  words of that letter, filtered by length and letter set before any distance is
  computed). Longer: a writer who is three letters out in a long word has mostly left
  letters out (a cut syllable, a consonant not doubled); three letters replaced in a word
  of the same length make another word more often, a compound term no list holds
  (`insurtech` is three letters from insurance);
- the first two letters swapped and one more slip (`hte` + a slip): a swap at the first
  letter is a common typing slip, but the edit search keeps the first letter; so the
  words one edit from the word with its first two letters swapped are candidates too.

Each is returned with its edit distance from the word; the error model then scores it as
it scores any candidate, so a far candidate wins only where nothing nearer explains the
word as well.
"""

from __future__ import annotations

from collections.abc import Container

from cvcoach.language.thresholds import COMMON_FREQUENCY
from cvcoach.language.word_edits import distance, words_one_edit_from
from cvcoach.language.wordlist import word_table

# From this many letters a word may be three edits from the word meant (`far_words`): about
# where real misspellings three edits away begin, and where a string of letters lies three
# edits from few common words.
FAR_LETTERS = 8
# Edits a long word may be from a common word and still have it as a candidate.
FAR_EDITS = 3


def far_words(lower: str, found: Container[str]) -> dict[str, int]:
    """Words `found` lacks: common longer words `FAR_EDITS` edits away from a long `lower`
    (the first letter kept), and words one edit from `lower` with its first two letters swapped;
    word -> its edit distance from `lower`."""
    far: dict[str, int] = {}
    if not (lower.isascii() and lower.isalpha()) or len(lower) < 4:
        return far
    swapped = lower[1] + lower[0] + lower[2:]
    if swapped[0] != swapped[1]:
        for word, _ in words_one_edit_from(swapped):
            if word not in found and word != lower:
                far[word] = distance(lower, word, 2)
    if len(lower) >= FAR_LETTERS:
        far.update(_three_edits(lower, found))
    return far


def _three_edits(lower: str, found: Container[str]) -> dict[str, int]:
    """Common words with `lower`'s first letter, longer than it, exactly `FAR_EDITS` edits
    from it."""
    table = word_table()
    letters, length = set(lower), len(lower)
    far = {}
    for word in table.common_words(lower[0]):
        if not length < len(word) <= length + FAR_EDITS or word in found:
            continue
        # (three edits change at most six letters of the set)
        if len(letters ^ set(word)) > 2 * FAR_EDITS or table.frequency(word) < COMMON_FREQUENCY:
            continue
        if distance(lower, word, FAR_EDITS) == FAR_EDITS:
            far[word] = FAR_EDITS
    return far
