"""The scored model's rule in the spelling check (`cvcoach.language.spelling_model`): a
lower-case word of `MODEL_LETTERS` or more that no list explains is corrected to the
model's best candidate when its probability clears the fitted threshold of its shape."""

from __future__ import annotations

from collections.abc import Callable

from cvcoach.checks.spelling_why import Explanation, WordContext, explain
from cvcoach.language.names import shape
from cvcoach.language.spelling_model import Judgement, judge
from cvcoach.language.tokens import Vocabulary

# The model reads lower-case words of this many letters or more, the length of the right
# words it was calibrated on (shorter ones, and capitalised ones: `candidates`).
MODEL_LETTERS = 5
MODEL_REASON = "not in the dictionary; likeliest correction"


def _in_cv(vocabulary: Vocabulary) -> Callable[[str], int]:
    return lambda w: sum(vocabulary.forms(w).values())


def model_verdict(
    word: str,
    form: str,
    vocabulary: Vocabulary,
    as_term: Callable[[str, str], str],
    counted: bool = False,
) -> tuple[str, str, str] | None:
    """(correction as `as_term` writes it, reason, severity), or None when the model is
    unsure; `counted`: the word follows a number other than one (a plural is due)."""
    if len(word) < MODEL_LETTERS:
        return None
    # (a plural is read only from a typo ending in s: after a number a noun may also be
    # the first of two, "3 production servers", where a plural would be wrong)
    judged = judge(word, form, _in_cv(vocabulary), plural=counted and word.endswith("s"))
    best = judged.best
    lower = word.lower()
    if best is None or not judged.flagged or best.word in (lower[1:], lower[:-1]):
        return None  # (a letter before a whole word is a prefix or a name's more often
        # than a slip: cprofile, xgboost; one after it an ending or a name's: lossy,
        # scanf; the rules weigh those, `candidates.slip_cost`)
    reason = f"{MODEL_REASON} (probability {judged.probability:.2f})"
    return as_term(best.word, word), reason, "warning"


def model_reading(
    word: str, reason: str, initial: bool, vocabulary: Vocabulary
) -> Judgement | None:
    """The model's reading of a finding's `word`, for its explanation, when the model's
    rule made it (`initial`: the word opens a sentence)."""
    if not reason.startswith(MODEL_REASON):
        return None
    form = shape(word)
    return judge(word, "lower" if form == "title" and initial else form, _in_cv(vocabulary))


def why_of(word: str, reason: str, context: WordContext, vocabulary: Vocabulary) -> Explanation:
    """`explain`, with the model's reading when its rule made the finding."""
    return explain(word, reason, context, model_reading(word, reason, context.initial, vocabulary))
