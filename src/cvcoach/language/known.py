"""Which words the spelling check accepts as written.

A word is known when it is an English word (`cvcoach.language.wordlist`), a word of a technical
term (`cvcoach.language.terms`), or built from one: a regular derivation (`lossless`,
`tensorize`), a British spelling (`behaviour`), a prefixed word (`reimplemented`) or two
common words run together (`datetime`).

A word the dictionary lacks is weighed like a correction (`cvcoach.language.candidates`):
built from its base, in powers of ten, it scores log10 of the base's count less what
building costs (a regular ending nothing, another ending or a prefix more, both more again,
two words run together more still); typed wrong, it scores what the best word or technical
term one slip away scores as a correction, less TYPO_COST. The likelier reading wins:
`intergrated` is a slip of `integrated`, not inter + grated, `softare` of `software`, not
soft + are, `mentorred` of `mentored`, `quartbus` of the product `Quartus`; `sharded` is
a term with an ending, `retrained` re + trained, `backend` back + end.

A form the dictionary lacks is rare however common its base, for the dictionary lists the
real forms of common words: so a base counts no more than a technical term, which the
dictionary lacks too (`built_score`). `demove` is a slip of remove, not de + move, and
`bearly` of nearly, not bear + ly; `autoscaled` is still auto + scaled, not a slip of the
term autoscaler. English spelling decides which endings a word takes at all
(`cvcoach.language.word_edits.stems`: no `modelss`, no `availablity`) and where a British
spelling exists (`british.american_spellings`: `centre` but no `chaptre`, `travelling` but no
`feelling`), and a form it spells otherwise at the join of stem and ending
(`word_edits.spelled_otherwise`: commited, noteable) is a slip of that form.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from cvcoach.language.contractions import restored_contraction
from cvcoach.language.slips import slip_cost
from cvcoach.language.thresholds import COMMON_FREQUENCY
from cvcoach.language.word_edits import (
    INFLECTIONS,
    edits1,
    is_slip,
    neighbouring_keys,
    readings,
    run_together_count,
    spelled_otherwise,
    stems,
    words_one_edit_from,
)
from cvcoach.language.wordlist import word_table

# How unlikely each reading is, in powers of ten (see the docstring): a word built from its
# base scores log10(base count, at most TERM_COUNT) - cost; a typo log10(correction count)
# - slip cost - TYPO_COST. The derivation and prefix cost of 1.0 is measured, not fitted
# (`scripts/measure_build_cost.py`, on the fit split's misspellings and rare dictionary
# words taken out of it): from 0.75 to 1.0 it stops 6 more misspellings being read as built
# for 4 right words no longer accepted, from 1.0 to 1.25 4 for 4, from 1.5 to 2.0 2 for 16;
# past the point where each misspelling caught costs a right word, right words (far more
# common in a CV than misspellings) lose more than recall gains (docs/evals.md).
BUILD_COST = {
    "inflection": 0.0,  # a regular ending (matches, compiler)
    "british": 0.0,  # a British spelling (behaviour)
    "derivation": 1.0,  # another ending (lossless, tensorize)
    "prefix": 1.0,  # a prefix before a word (reimplemented)
    "prefix+derivation": 2.0,  # a prefix and another ending (unhelpfully)
}
TERM_COUNT = 5_000  # a technical term's count as a base (sharded), since the dictionary has none
RUN_TOGETHER_COST = 3.0  # two words run together (datetime), against the rarer one's count
# A slip is rarer than a regular inflection of a word as common. 0.7 read 50 of the
# generated-typo benchmark's slips as built words (`manwhile` as man + while); 0.6 finds them
# for one more warning on developer prose (`cummin`, a function's name, as cummins), 0.5
# for eight (docs/evals.md).
TYPO_COST = 0.6
DERIVED_RATIO = 4  # a correction to a derived word the dictionary lacks counts its base / 40
MEMO_LIMIT = 50_000  # words remembered before the memo starts over
_INFLECTED = tuple(INFLECTIONS)


def is_english(lower: str) -> bool:
    """Is `lower` an English word: in the dictionary, or built from its words as the
    spelling check allows (`KnownWords`, without technical terms)? Names, products and
    typos are not. The one test for the spelling check and the grounding guard
    (`cvcoach.language.word_rules.englishish`)."""
    if not lower.isalpha() or not lower.isascii():
        return lower in word_table()
    return _english()(lower)


def built_reading(lower: str) -> float | None:
    """The score of `lower` read as built from English words (`KnownWords.built`) when
    `is_english` accepts it so and the dictionary lacks it; else None."""
    found = built_and_excess(lower)
    return found[0] if found else None


def built_and_excess(lower: str) -> tuple[float, float] | None:
    """`built_reading` with its base's excess (`KnownWords.built_and_excess`), or None."""
    known = _english()
    if lower in word_table() or not lower.isalpha() or not known(lower):
        return None
    return known.built_and_excess(lower)


@lru_cache(maxsize=1)
def _english() -> KnownWords:
    return KnownWords(lambda _: False)


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
        if not lower.endswith(_INFLECTED):
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
        built = self.built(lower)
        return built is not None and built >= max(slip_score(lower), self._term_slip_score(lower))

    def bases(self, lower: str) -> list[str]:
        """The known words `lower` may be built from with an ending, a prefix or a British
        spelling (`readings`; not two words run together)."""
        return [form for form, _ in self._known_readings(lower)]

    def _known_readings(self, lower: str) -> list[tuple[str, str]]:
        return [(form, how) for form, how in readings(lower) if self.base(form)]

    def built(self, lower: str) -> float | None:
        """The best score of `lower` built from known words (None: not built)."""
        found = self.built_and_excess(lower)
        return found[0] if found else None

    def built_excess(self, lower: str) -> float:
        """How far the base of `lower`'s best built reading is commoner than a term, in
        powers of ten (`base_excess`); 0 when not built or no commoner."""
        found = self.built_and_excess(lower)
        return found[1] if found else 0.0

    def built_and_excess(self, lower: str) -> tuple[float, float] | None:
        """(`built`, `built_excess`) of `lower`, or None when it is not built; of readings
        that score the same, the one with the least excess."""
        words = word_table()
        best: tuple[float, float] | None = None
        found = self._known_readings(lower)
        if spelled_otherwise(lower):  # commited: the dictionary spells commit + ed otherwise
            # (only a British spelling of the word itself stands: modelling, not vis + able)
            found = [(f, how) for f, how in found if how == "british" and len(f) >= len(lower) - 1]
            if not found:
                return None
        for form, how in found:
            if how == "inflection" and lower.endswith("ed") and irregular_past(lower, form):
                continue  # seeked: seek's past is sought
            count = words.frequency(form) if form in words else 0
            how = _agent_checked(lower, form, how)
            over = base_excess(count) if how not in _REGULAR else 0.0
            scored = (built_score(count, how), -over)
            best = scored if best is None else max(best, scored)
        rarer = run_together_count(lower)
        if rarer:
            scored = (math.log10(rarer) - RUN_TOGETHER_COST, -base_excess(rarer))
            best = scored if best is None else max(best, scored)
        return (best[0], -best[1]) if best else None

    def _term_slip_score(self, lower: str) -> float:
        """`slip_score` for the technical terms one typing slip away that the dictionary
        lacks or counts as rare (quartbus: quart + bus, but a slip of quartus; katlab:
        kat + lab, but MATLAB with a neighbouring first key), each counted TERM_COUNT."""
        words, best = word_table(), -math.inf
        for edit in edits1(lower):
            if self._in_terms(edit) and words.frequency(edit) < COMMON_FREQUENCY:
                first = edit[1:] == lower[1:] and neighbouring_keys(edit[0], lower[0])
                last = len(edit) >= 7 and edit[:-1] == lower  # terrafor: terra + for, or cut
                slip = first or last or is_slip(lower, edit)  # (as `terms.term_near_miss`)
                cost = slip_cost(lower, edit) if slip else None
                if cost is not None:
                    best = max(best, math.log10(TERM_COUNT) - cost - TYPO_COST)
        return best


_AGENT_ENDINGS = ("r", "rs", "er", "ers", "or", "ors")
# Readings with a regular ending: English makes these of any word (reloader, learnings),
# more than a dictionary lists, so a common base is no evidence against them
# (`base_excess` is for the others: derivations, prefixes, words run together).
_REGULAR = ("inflection", "british")


def _agent_checked(lower: str, form: str, how: str) -> str:
    """`how` for `lower` read as `form` with an ending: an agent noun (-er, -or: compiler,
    validator) is a regular ending only on a verb (`verbs.load_verb_forms`, from
    lemminflect); on a noun it is another ending, a derivation, as a villager is rarer than
    a manager (engine + r for a dropped letter of a common agent noun)."""
    if how != "inflection" or not lower.endswith(_AGENT_ENDINGS) or form in ("", lower):
        return how
    from cvcoach.language.verbs import load_verb_forms  # (only for a word the table lacks)

    return how if form in load_verb_forms().by_base else "derivation"


def irregular_past(lower: str, form: str) -> str | None:
    """The past of the verb `form` when `lower` (form + -ed, a word the dictionary lacks)
    is a regular past it does not take (seeked: sought, teached: taught; lemminflect's
    table, `verbs.load_verb_forms`), else None."""
    from cvcoach.language.verbs import load_verb_forms  # (only for a word the table lacks)

    verb = load_verb_forms().by_base.get(form)
    return verb.past if verb and not verb.past.endswith("ed") and lower != verb.past else None


def regularised_past(lower: str) -> tuple[str, str] | None:
    """(verb, its past) when `lower`, a word the dictionary lacks, is a verb's past made
    regular where English makes it irregular (seeked: seek, sought), else None."""
    if not lower.endswith("ed") or lower in word_table():
        return None
    for form, how in readings(lower):
        past = irregular_past(lower, form) if how == "inflection" else None
        if past:
            return form, past
    return None


def regular_form(lower: str) -> tuple[str, str] | None:
    """(correction, reason) where `lower`, a word the dictionary lacks, builds a word with an
    ending otherwise than English does: an irregular past made regular (seeked: sought) or
    a join of stem and ending the dictionary spells otherwise (commited: committed,
    `word_edits.spelled_otherwise`); or a contraction without its apostrophe (didnt:
    didn't, `contractions.restored_contraction`). Sure corrections: the rule of English
    names the word."""
    if lower in word_table():
        return None
    contraction = restored_contraction(lower)
    if contraction:
        return contraction, f"'{contraction}' without its apostrophe"
    irregular = regularised_past(lower)
    if irregular:
        return irregular[1], f"the past of '{irregular[0]}' is '{irregular[1]}'"
    spelled = spelled_otherwise(lower)
    return (spelled, f"English spells this ending '{spelled}'") if spelled else None


def built_score(count: int, how: str) -> float:
    """How likely a word built `how` (see `readings`) from a base counted `count` is that
    word, in powers of ten: log10 of the base's count, but no more than a technical term's
    (TERM_COUNT, also what a term counts as a base: `count` 0), less BUILD_COST."""
    return math.log10(min(count or TERM_COUNT, TERM_COUNT)) - BUILD_COST[how]


def base_excess(count: int) -> float:
    """How far a base counted `count` is commoner than a technical term (TERM_COUNT), in
    powers of ten, 0 when it is not: the dictionary lists the words a common word derives,
    takes a prefix to or runs into (`ungreat` is no un + great), so the spelling model
    weighs such a built reading down by this times its fitted slope
    (`spelling_model.Fitted.built_excess`); a regular ending is not weighed so
    (`_REGULAR`, `KnownWords.built_and_excess`)."""
    return max(0.0, math.log10(count / TERM_COUNT)) if count else 0.0


def _derived_count(lower: str) -> int:
    words = word_table()
    if lower in words or spelled_otherwise(lower, 1):  # omiting: the table has omitting
        return 0
    for form in stems(lower, INFLECTIONS):  # grouply: group + ly builds no correction
        if form in words and lower.startswith(form[:3]):
            return words.frequency(form) // (DERIVED_RATIO * 10)
    return 0


def slip_score(lower: str) -> float:
    """How likely `lower` is a typo, as the best correction one slip away scores it (the
    word's log10 count less the slip's cost and TYPO_COST); -inf when no word is near."""
    best = -math.inf
    for word, count in words_one_edit_from(lower):
        cost = slip_cost(lower, word)
        if cost is not None:
            best = max(best, math.log10(count) - cost - TYPO_COST)
    return best
