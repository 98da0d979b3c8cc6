"""Why the spelling check reported a word: the rule that fired and what it weighed.

`cvcoach check --explain` prints an `Explanation` for each spelling finding, so that a false
flag can be traced to the data or the one named parameter behind it (`Bar`, `slip_cost`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from cvcoach.language.candidates import Bar, Scored, bar_for, scored_candidates
from cvcoach.language.names import shape
from cvcoach.language.spelling_model import Judgement
from cvcoach.language.terms import people_names

# The rule behind a finding, read from the start of its reason (each rule words its own).
_RULES = (
    ("written as one word", "split_compound"),
    ("written '", "term_casing"),
    ("one letter away from the technical term", "term_near_miss"),
    ("one letter away from the place name", "place_near_miss"),
    ("used elsewhere in this CV", "cv_vocabulary"),
    ("in this CV's e-mail or links", "cv_handles"),
    ("with its first letter missing", "lost_first_letter"),
    ("without its apostrophe", "contraction"),
    ("an unlikely spelling", "letter_odds"),
    ("likeliest correction", "spelling_model"),
    ("not in the dictionary", "dictionary"),
)


def rule_of(reason: str) -> str:
    """The rule that wrote `reason` (`camel_slips` and `phrase_slips` for the rest)."""
    return next((rule for cue, rule in _RULES if cue in reason), "camel_or_phrase_slips")


@dataclass(frozen=True)
class Explanation:
    """Why a word was reported: the rule that fired, the word's shape, the evidence of a
    name around it, the bar a dictionary correction had to clear (`bar_for`) and the
    dictionary words weighed, with their features (`scored_candidates`)."""

    rule: str
    shape: str
    evidence: tuple[tuple[str, bool], ...]
    bar: Bar | None
    candidates: tuple[Scored, ...]
    model: Judgement | None = None  # the scored model's reading, when its rule fired

    def as_dict(self) -> dict[str, object]:
        bar = None
        if self.bar is not None:
            bar = {
                "score": self.bar.score,
                "plain_slip": self.bar.plain,
                "first_letter_may_change": self.bar.first_letter,
            }
        return {
            "rule": self.rule,
            "shape": self.shape,
            "evidence": dict(self.evidence),
            "bar": bar,
            "candidates": [c.as_dict() for c in self.candidates],
        } | ({} if self.model is None else self.model.as_dict())


class WordContext(Protocol):
    """What the text around a word says about it (`cvcoach.checks.spelling` reads it)."""

    @property
    def beside_name(self) -> bool: ...  # next to an unknown capitalised word
    @property
    def heading(self) -> bool: ...  # in an all-capitals line
    @property
    def initial(self) -> bool: ...  # the first word of a sentence in prose
    @property
    def capital(self) -> bool: ...  # a lower-case word where a capital is due
    @property
    def left(self) -> str | None: ...  # the word before it in its sentence (lower case)
    @property
    def right(self) -> str | None: ...  # the word after it


def explain_phrase(word: str, reason: str) -> Explanation:
    """A finding of the phrase data (`cvcoach.language.phrases`): no candidates weighed."""
    rule = "split_compound" if reason == "written as one word" else "phrase_slips"
    return Explanation(rule, shape(word), (), None, ())


def explain(
    word: str, reason: str, context: WordContext, model: Judgement | None = None
) -> Explanation:
    """The `Explanation` of a finding on `word` with `reason`, in its `context`; `model`:
    the scored model's reading of it, when its rule fired."""
    beside_name, initial = context.beside_name, context.initial
    heading, capital = context.heading, context.capital
    lower, form = word.lower(), shape(word)
    listed = lower in people_names()
    name = form != "lower" and ((beside_name and not initial) or listed)
    evidence = (
        ("beside_a_name", beside_name),
        ("listed_name", listed),
        ("heading", heading),
        ("sentence_start", initial),
        ("capital_due", capital),
    )
    read_as = "lower" if form == "title" and initial and not name else form
    bar = bar_for(len(lower), read_as, name_evidence=name, written_lower=word.islower())
    rule = rule_of(reason)
    if rule == "dictionary" and len(lower) <= 4:
        rule = "dictionary_short_word"  # `short_word_candidate`: no bar, a very common word
    if rule in ("spelling_model", "contraction"):  # (a contraction: its clitic, no bar)
        return Explanation(rule, form, evidence, None, (), model)
    return Explanation(rule, form, evidence, bar, tuple(scored_candidates(lower)))
