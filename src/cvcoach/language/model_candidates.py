"""The scored spelling model's candidates (`candidate_words`): every word one edit from a
token, two edits with its first letter, sound-alikes and far words (`far_candidates`); and
the two measures the model takes of a candidate besides its channel: how far it sounds from
the token (`sound_apart`) and whether it changes the token's edges (`edges_changed`,
`edge_penalty`). Kept apart from the scoring (`spelling_model`) so that each reads in one
sitting."""

from __future__ import annotations

from functools import lru_cache

from cvcoach.language.far_candidates import far_words
from cvcoach.language.sound_index import sound_alike_words
from cvcoach.language.sound_keys import sound_key
from cvcoach.language.word_edits import distance, words_one_edit_from
from cvcoach.language.word_index import letter_mask, words_by_length


def edges_changed(typo: str, word: str) -> tuple[bool, bool]:
    """Whether `word`'s first two letters are not `typo`'s, and whether its last is not."""
    return word[:2] != typo[:2], word[-1:] != typo[-1:]


def edge_penalty(typo: str, word: str, costs: tuple[float, float]) -> float:
    """What `Fitted.edge_cost` takes from `word`'s score as a correction of `typo`."""
    start, end = edges_changed(typo, word)
    return costs[0] * start + costs[1] * end


def sound_apart(key: str, word: str) -> int:
    """Edits between `key` and `word`'s sound key: 0, 1, or 2 for two or more."""
    other = _cached_sound_key(word)
    return 0 if other == key else min(2, distance(key, other, 1))


@lru_cache(maxsize=65_536)
def _cached_sound_key(word: str) -> str:
    return sound_key(word)


def candidate_words(lower: str) -> dict[str, int]:
    """Words within one edit of `lower`; words with the same first letter within two edits
    (every word of the table: `word_index.words_by_length`); and words that sound alike
    (`sound_index.sound_alike_words`: the same sound key, any first letter, within
    `_SOUND_LIMIT` + 1 edits; a key one edit apart, within `_SOUND_LIMIT`, or as the same
    key for a word of `LONG_SOUND_LETTERS` or more); and the far
    words of `far_candidates.far_words` (common longer words three edits from a long word,
    words one edit from it with its first two letters swapped); with their edit distance.

    Both indexes are derived from the word table once and cached, and read only when a
    word reaches the model, filtered by length, letters or sound before any distance is
    computed."""
    found = {w: 1 for w, _ in words_one_edit_from(lower)}
    if not (lower.isascii() and lower.isalpha()) or len(lower) < 4:
        return found
    mask, length = letter_mask(lower), len(lower)
    for size in range(length - 2, length + 3):
        words, masks = words_by_length(lower[0], size)
        for word, other in zip(words, masks, strict=True):
            # (two edits change at most four letters of the set)
            near = (mask ^ other).bit_count() <= 4 and word not in found
            if near and distance(lower, word, 2) <= 2:
                found[word] = 2
    for word, apart in sound_alike_words(lower, near=True).items():
        # (the same key, or a long word's key one edit apart: one edit further)
        limit = _SOUND_LIMIT + (1 if apart == 0 or length >= LONG_SOUND_LETTERS else 0)
        if word not in found and (apart_now := distance(lower, word, limit)) <= limit:
            found[word] = apart_now
    found.update(far_words(lower, found))
    found.pop(lower, None)
    return found


# Sound-alike words this many edits away are still candidates (`necasery`, `necessary`),
# one more when their sound keys are the same (`beaurocracy`, `bureaucracy`).
_SOUND_LIMIT = 3
# From this many letters a word whose sound key is one edit from the word's is a candidate
# as far off as one with the same key (`intergrashun`, integration: four edits): the longer
# the word, the more letters a writer who spells it by ear can get wrong, as with
# `far_candidates.FAR_LETTERS`; the sound index bounds the words read, so it costs nothing
# measurable (11.6 ms a word on the fit split's misspellings, either way).
LONG_SOUND_LETTERS = 10
