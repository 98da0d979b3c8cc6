"""Which words the spelling check accepts as written.

A word is known when it is an English word (`cvcoach.language.wordlist`), a word of a technical
term (`cvcoach.language.terms`), or built from one: a regular derivation (`lossless`,
`tensorize`), a British spelling (`behaviour`), a prefixed word (`reimplemented`) or two
common words run together (`datetime`).

A derivation or a run-together pair is still a typo when one slip turns it into a word
much more common than what it would be built from: `intergrated` is a slip of
`integrated`, not inter + grated, and `softare` a slip of `software`, not soft + are.
An inflection is trusted unless one slip gives a word far more common than its base
(`mothly` is a slip of monthly; `sharded` is a term, `retrained` re + trained).
A run-together pair one slip from a technical term is a slip of it (`firesbase`).
"""

from __future__ import annotations

from collections.abc import Callable

from cvcoach.language.candidates import COMMON, VERY_COMMON
from cvcoach.language.word_edits import (
    SUFFIXES,
    base_forms,
    edits1,
    is_run_together,
    is_slip,
    stems,
    words_one_edit_from,
)
from cvcoach.language.wordlist import word_table

_VOWELS = frozenset("aeiouy")
# Endings regular enough to build a correction from (recommender); -ly, -al, -ness... are not.
_INFLECTIONS = tuple(
    s for s in SUFFIXES if s.startswith(("s", "e", "d", "r", "o", "ing", "ment", "abl", "iz"))
)
SAME_START_RATIO = 30  # an inflection loses to a slip target this many times more common
DERIVED_RATIO = 4  # a slip target this many times more common than a derivation's base wins
MEMO_LIMIT = 50_000  # words remembered before the memo starts over


class KnownWords:
    """Answers "is this lower-case word a word?", remembering its answers.

    `in_terms(lower)` tells whether a word is a technical term or part of one.
    """

    def __init__(self, in_terms: Callable[[str], bool]) -> None:
        self._in_terms = in_terms
        self._memo: dict[str, bool] = {}
        self._derived: dict[str, int] = {}

    def __call__(self, lower: str) -> bool:
        known = self._memo.get(lower)
        if known is None:
            if len(self._memo) > MEMO_LIMIT:
                self._memo.clear()
            known = self._memo[lower] = self._uncached(lower)
        return known

    def base(self, lower: str) -> bool:
        """An English word or a term, as it stands."""
        return lower in word_table() or self._in_terms(lower)

    def derived_count(self, lower: str) -> int:
        """For a word the dictionary lacks but derives with a suffix (recommender from
        recommend): its base's count, divided by 10 * DERIVED_RATIO; 0 for any other word."""
        if not lower.endswith(_INFLECTIONS):
            return 0
        count = self._derived.get(lower)
        if count is None:
            if len(self._derived) > MEMO_LIMIT:
                self._derived.clear()
            count = self._derived[lower] = _derived_count(lower)
        return count

    def _uncached(self, lower: str) -> bool:
        if self.base(lower):
            return True
        words = word_table()
        for form in base_forms(lower):
            if form != lower and self.base(form):
                count = words.frequency(form) if form in words else VERY_COMMON
                if lower.startswith(form[:3]):  # an inflection or a British spelling...
                    if not slip_of_common_word(lower, SAME_START_RATIO * count, typing=True):
                        return True
                    continue  # ...unless a slip gives a far more common word (mothly)
                return not slip_of_common_word(lower, DERIVED_RATIO * count)
        return (
            is_run_together(lower)
            and not slip_of_common_word(lower, 0)
            and not self._slip_of_term(lower)
        )

    def _slip_of_term(self, lower: str) -> bool:
        """firesbase: run together from fires + base, but one slip from a product name."""
        words = word_table()
        return any(
            self._in_terms(edit) and words.frequency(edit) < COMMON and is_slip(lower, edit)
            for edit in edits1(lower)
        )


def _derived_count(lower: str) -> int:
    words = word_table()
    if lower in words:
        return 0
    for form in stems(lower):
        stem = form if lower.startswith(form) else form[:-1]  # compiling: compile
        if lower[len(stem) :] not in _INFLECTIONS:
            continue  # grouply: group + ly builds no correction
        if form in words and lower.startswith(form[:3]):
            if form.endswith("e") and lower[len(form) : len(form) + 1] in _VOWELS:
                return 0  # modeing: a silent e drops before a vowel ending
            return words.frequency(form) // (DERIVED_RATIO * 10)
    return 0


def slip_of_common_word(lower: str, above: int, *, typing: bool = False) -> bool:
    """One slip turns `lower` into a word counted more than `above` (and common): a typing
    slip, or (unless `typing`) any one edit after the first letter into a word four times
    as common."""
    floor = max(COMMON, above)
    return any(
        (count >= floor and is_slip(lower, word))
        or (not typing and count >= 4 * floor and word[0] == lower[0])
        for word, count in words_one_edit_from(lower)
    )
