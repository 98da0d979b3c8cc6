"""List items that only open the items under them: `lead_items`.

A nested list flattened to one level keeps its parent items ("You are" over "a quick
learner", "a great communicator"; "Bonus points for" over "experience with spreadsheet
tools"). Such a parent is no requirement: it is the first words of each of its
children's sentences. It is told by its shape: a list item that opens with a capital and
stops where a sentence cannot (a subject and its verb alone, in four words or fewer: "You
are", "You're comfortable"; or a last word that needs more after it: "and", "for",
"with"), with no closing stop, followed by an item that opens in lower case (the
continuation). An item that is a trait of its own ("Detail-oriented") or whose next item
opens a sentence of its own is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from cvcoach.model.role import PostingLine

_LEAD_WORDS = 4
# a last word after which the sentence must go on
_OPEN_END = re.compile(
    r"\b(?:and|or|for|with|in|of|to|are|is|be|as|at|on|the|a|an|that|who)\W*$", re.I
)
_CLOSED = re.compile(r"[.!?;]\W*$")
# a subject that the items complete: "You are", "You're comfortable", "We'd love"
_SUBJECT = re.compile(r"^(?:you|we|they|candidates|applicants)\b", re.I)


def _opens_items(line: PostingLine, after: PostingLine) -> bool:
    text = line.text.strip()
    if not (line.bullet and after.bullet and text[:1].isupper() and after.text[:1].islower()):
        return False
    if _CLOSED.search(text):
        return False
    short = len(text.split()) <= _LEAD_WORDS and _SUBJECT.match(text) is not None
    return short or _OPEN_END.search(text) is not None


def lead_items(lines: Sequence[PostingLine]) -> set[int]:
    """The indices of list items that open the lower-case items after them ("You are",
    "Bonus points for"): lead-ins of a flattened nested list, no asks of their own."""
    return {
        index
        for index, (line, after) in enumerate(pairwise(lines))
        if line.section == after.section and _opens_items(line, after)
    }
