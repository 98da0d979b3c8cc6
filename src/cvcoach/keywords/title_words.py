"""The words of job titles compared as a recruiter reads them (`fold_title_words`).

A team or field is named by the activity ("Director of Site Reliability Engineering",
"Manager, Software Testing") where a person's title names the worker ("Reliability
Engineer", "Test Engineer"): the "-ing" form of a title word meets the word itself. The
crude singular stem (`cvcoach.keywords.match.stem`) keeps them apart.
"""

from __future__ import annotations

from collections.abc import Iterable

# the shortest "-ing" word folded: "testing" (7) folds, "string", "during" (6) do not
MIN_FOLDED = 7


def fold_title_word(word: str) -> str:
    """A stemmed title word with its "-ing" ending dropped ("engineering" -> "engineer")."""
    if len(word) >= MIN_FOLDED and word.endswith("ing") and word.isalpha():
        return word[:-3]
    return word


def fold_title_words(stems: Iterable[str]) -> set[str]:
    """`fold_title_word` of each stem."""
    return {fold_title_word(w) for w in stems}
