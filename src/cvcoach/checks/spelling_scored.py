"""The scored model's rule in the spelling check (`cvcoach.language.spelling_model`): a
lower-case word of `MODEL_LETTERS` or more that no list explains is corrected to the
model's best candidate when its probability clears the fitted threshold of its shape."""

from __future__ import annotations

from collections.abc import Callable

from cvcoach.checks.spelling_why import Explanation, WordContext, explain
from cvcoach.language.known import KnownWords
from cvcoach.language.names import shape
from cvcoach.language.spelling_model import FAR_SUFFIX, Judgement, fitted, judge
from cvcoach.language.tokens import Vocabulary
from cvcoach.language.word_ends import cut_at_an_end

# The model reads lower-case words of this many letters or more, the length of the right
# words it was calibrated on (shorter ones, and capitalised ones: `candidates`).
MODEL_LETTERS = 5
# The shape of a capitalised word at a sentence's start (Managment), which the model reads
# as a lower-case word (its as-written score) but flags at its own fitted threshold
# (`Fitted.thresholds`, by `scripts/fit_spelling_model.py` against the clean text's
# false-flag budget): a sentence's first word is a name more often than a word inside a
# sentence is. A model without that threshold flags none (`threshold_for`: 1.0).
INITIAL = "initial"
MODEL_REASON = "not in the dictionary; likeliest correction"
BUILT_NOTE = "; likelier than the word built from known words"
# A correction of a word built from known words need not clear the apply probability when
# its sound key is the word's (`Candidate.sound_apart` this or fewer): a
# writer who spells by ear errs in letters, not in sounds (formost: foremost), while a
# compound that is right (cutover) seldom sounds like the word two letters from it.
BAR_SOUND_APART = 0
# ... or this many or fewer when the reading's base is commoner than a term
# (`known.base_excess` above 0): the dictionary would list such a form were it a word, so
# the reading is weaker evidence, and a correction a sound apart (a letter said otherwise:
# a dropped syllable, c for s) clears the threshold alone; one further off (cutover is no
# customer) still needs the bar.
BAR_SOUND_APART_COMMON = 1


def _in_cv(vocabulary: Vocabulary) -> Callable[[str], int]:
    return lambda w: sum(vocabulary.forms(w).values())


def asked_shape(word: str, form: str, named: bool, vocabulary: Vocabulary) -> str | None:
    """The shape the model reads `word` in, or None when the model is not asked: lower
    case as "lower"; a capitalised word read as the first of a sentence (`form` "lower",
    `spelling._slip_verdict`) as `INITIAL`, unless it is a listed name (`named`) or the CV
    writes it elsewhere in any case (a name's evidence: a slip is written once)."""
    if word.islower():
        return "lower"
    if form != "lower" or named or not word[1:].islower():
        return None
    return INITIAL if sum(vocabulary.forms(word).values()) <= 1 else None


def _can_flag(shape: str) -> bool:
    """False for a shape the fitted model has no threshold under 1.0 for (`INITIAL` while
    the fit leaves it none, or fits it to 1.0): it would flag nothing, so the word is not
    judged and the candidate tables are not loaded for it."""
    thresholds = fitted().thresholds
    return min(thresholds.get(shape, 1.0), thresholds.get(shape + FAR_SUFFIX, 1.0)) < 1.0


def model_verdict(
    word: str,
    form: str,
    vocabulary: Vocabulary,
    as_term: Callable[[str, str], str],
    counted: bool = False,
    neighbours: tuple[str | None, str | None] = (None, None),
    named: bool = False,
    *,
    built: float | None = None,
    bar: float = 0.0,
    excess: float = 0.0,
    sounds: int = BAR_SOUND_APART,
) -> tuple[str, str, str] | None:
    """(correction as `as_term` writes it, reason, severity), or None when the model is
    unsure; `counted`: the word follows a number other than one (a plural is due);
    `built`: the word's score read as built from known words (`KnownWords.built`), and
    `excess`, how far its base is commoner than a term (`KnownWords.built_excess`); `bar`:
    a probability the correction must clear besides its shape's threshold unless its sound
    key is `sounds` edits or fewer from the word's; `neighbours`:
    the words beside it (`judge`); `named`: a listed name (`asked_shape`)."""
    form = asked_shape(word, form, named, vocabulary) or ""
    if len(word) < MODEL_LETTERS or not form or not _can_flag(form):
        return None
    # (a plural is read only from a typo ending in s: after a number a noun may also be
    # the first of two, "3 production servers", where a plural would be wrong)
    plural = counted and word.endswith("s")
    judged = judge(
        word,
        form,
        _in_cv(vocabulary),
        plural=plural,
        built=built,
        neighbours=neighbours,
        excess=excess,
    )
    best = judged.best
    lower = word.lower()
    # (a candidate that sounds as the word does clears its shape's threshold alone)
    barred = judged.probability < bar and (best is None or best.sound_apart > sounds)
    unsure = not judged.flagged or barred
    if best is None or unsure or cut_at_an_end(lower, best.word):
        return None  # (letters before a whole word are a prefix or a name's more often
        # than a slip: cprofile, xgboost; after it an ending, a word or a name's: lossy,
        # jobid; the rules weigh one letter so, `slips.slip_cost`)
    reason = f"{MODEL_REASON} (probability {judged.probability:.2f})"
    if built is not None:
        reason += BUILT_NOTE
    return as_term(best.word, word), reason, "warning"


def built_verdict(
    word: str,
    vocabulary: Vocabulary,
    as_term: Callable[[str, str], str],
    counted: bool,
    built: float | None,
    neighbours: tuple[str | None, str | None] = (None, None),
    excess: float = 0.0,
) -> tuple[str, str, str] | None:
    """`model_verdict` of a lower-case word read as built from known words (`leadr` as
    lead + r; `built`, its score; `excess`, its base's, `KnownWords.built_excess`), the
    built reading its as-written score, when written
    once in lower case (a word written twice is meant). The correction must clear the
    fitted apply probability (what polish applies unasked) too, unless it sounds as the
    word does (`BAR_SOUND_APART`; `BAR_SOUND_APART_COMMON` when the reading's base is
    commoner than a term, `excess` above 0): a built reading is evidence of a word meant
    (`linting`, lint + ing, is no slip of listing), so only a sure correction beats it."""
    if not word.islower() or vocabulary.count(word) >= 2:
        return None
    bar = fitted().apply_probability
    sounds = BAR_SOUND_APART_COMMON if excess > 0 else BAR_SOUND_APART
    return model_verdict(
        word,
        "lower",
        vocabulary,
        as_term,
        counted,
        built=built,
        bar=bar,
        neighbours=neighbours,
        excess=excess,
        sounds=sounds,
    )


def model_reading(
    word: str,
    reason: str,
    context: WordContext,
    vocabulary: Vocabulary,
    built: float | None = None,
    excess: float = 0.0,
) -> Judgement | None:
    """The model's reading of a finding's `word`, for its explanation, when the model's
    rule made it (`context`: where it stands; `built`: as `model_verdict`)."""
    if not reason.startswith(MODEL_REASON):
        return None
    form = shape(word)
    opens = context.initial and not context.beside_name  # (as `spelling._slip_verdict`)
    form = INITIAL if form == "title" and opens else form
    built = built if BUILT_NOTE in reason else None
    neighbours = (context.left, context.right)
    return judge(word, form, _in_cv(vocabulary), built=built, neighbours=neighbours, excess=excess)


def why_of(
    word: str,
    reason: str,
    context: WordContext,
    vocabulary: Vocabulary,
    known: KnownWords | None = None,
) -> Explanation:
    """`explain`, with the model's reading when its rule made the finding (`known`: the
    check's known words, for a word the model weighed against its built reading)."""
    found = known.built_and_excess(word.lower()) if known and BUILT_NOTE in reason else None
    score, excess = found or (None, 0.0)
    reading = model_reading(word, reason, context, vocabulary, score, excess)
    return explain(word, reason, context, reading)
