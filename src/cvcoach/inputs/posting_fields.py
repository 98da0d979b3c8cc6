"""Lines written as a labelled field ("Qualification :...", "Age Limit :...", "Pay Scale :...")
read by their label.

Recruitment notices (government posts, public bodies, NGOs, job boards copying them) are a
column of labelled fields rather than headed sections: the label says what its value is,
whatever words the value uses. A value under "Qualification" asks for a degree even when it
opens "Candidates who wish to apply for this post must possess the following criteria :",
and a value under "Age Limit", "Mode of Selection" or "Pay Scale" asks nothing a CV answers
even when it says "candidates should have the age of 30 years". Reading the sentence alone
got both wrong: the first was dropped as a how-to-apply line, the second kept as a must.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvcoach.inputs.posting_headings import HEADINGS

# "Label :value", "Label: value": a label of one to six words with no sentence punctuation,
# opening in a capital ("Qualification/Educational Criteria", "Age Limit(in yrs)")
_FIELD = re.compile(r"^\s*(?P<label>[A-Z][\w/&'()., -]{0,60}?)\s*:\s*(?P<value>\S.*)$")

# Labels of a notice's fields that ask nothing of the candidate's CV: the post itself, its
# number, the age limit, the fee, how the choice is made, the pay, the dates, the employer
_ASKS_NOTHING = re.compile(
    r"^(?:(?:name of )?(?:the )?posts?(?: name)?|(?:name of )?positions?|designation|"
    r"job title|(?:total )?(?:no\.?|number) of (?:posts?|positions?|vacanc(?:y|ies))|"
    r"vacanc(?:y|ies)|age(?: limit)?|(?:criteria|limit) for age|upper age|"
    r"(?:mode|method|process|procedure) of selection|selection (?:process|procedure|method|mode)|"
    r"pay(?: scale)?|salary|(?:application|exam(?:ination)?) fees?|"
    r"(?:last|closing|key) dates?|about)\b",
    re.I,
)
_REQUIREMENT_HEADINGS = tuple(p for kind, p in HEADINGS if kind == "requirements")

# a value's own lead-in: "Candidates who wish to apply ... the following skill and criteria :"
# (the lead-in is one sentence: any sentences before it ask on their own and are kept, "A
# Ph.D. in physics. Must have experience in the following areas: statistics; ...")
_LEAD_IN = re.compile(
    r"^(?P<before>(?:.*?[.!?]\s+(?=(?-i:[A-Z])))?)"
    r"(?P<lead>(?:[^:.]|\.(?!\s)){12,}?\bfollowing\b[^:.]{0,60}?)\s*:\s*(?P<rest>\S.*)$",
    re.I,
)


@dataclass(frozen=True)
class Field:
    """A labelled line: its label, its value and what the label says the value is."""

    label: str
    value: str  # a requirement field: the line to read, without a lead-in in its value
    asks: bool  # True: the label names requirements; False: it names something not asked


def _label_words(label: str) -> str:
    text = re.sub(r"\([^()]*\)", " ", label.lower())  # "Age Limit(in yrs)"
    text = re.sub(r"[^\w' ]", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def labelled_field(text: str) -> Field | None:
    """The field a line is, when its label says either that it asks (a qualification,
    an eligibility criterion) or that it asks nothing (age, fee, selection, pay, post);
    None for any other line."""
    found = _FIELD.match(text)
    if found is None or not 1 <= len(found["label"].split()) <= 6:
        return None
    label = _label_words(found["label"])
    value = found["value"].strip()
    if any(re.search(p, label) for p in _REQUIREMENT_HEADINGS):  # "About you" asks
        if len(value.split()) < 3:
            return None
        lead = _LEAD_IN.match(value)  # the line as written, unless its lead-in goes
        kept = f"{lead['before']}{lead['rest']}" if lead else text.strip()
        return Field(found["label"].strip(), kept, asks=True)
    if _ASKS_NOTHING.match(label):
        return Field(found["label"].strip(), value, asks=False)
    return None
