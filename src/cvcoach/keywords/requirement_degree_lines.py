"""A line that names a degree and asks it though no other rule read it: `asks_a_degree`.

Two shapes: a requirement section's prose line under a label no rule knows ("EducationUG:
B.Sc/B.E. in Mechanical ..."), and a sentence addressed to the reader that says what they
studied ("You recently graduated with a tertiary qualification in information systems",
"You've completed a PhD in physics"). Either names the degree the post asks; a degree named
elsewhere (the employer's history, its programmes) is left to the other rules.
"""

from __future__ import annotations

import re

from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.model.role import SectionKind

UNSHAPED = "not shaped like a requirement"  # `posting_kinds.ignore_reason`'s words
_LISTS = ("requirements", "nice")
# the reader as the subject, with a verb of study: "You recently graduated", "You've
# completed", "You hold", "You are a graduate"
_TO_READER = re.compile(
    r"^(?:ideally,? )?you(?:['’]ve| have)? (?:recently |already |just )?(?:graduated|completed|"
    r"earned|obtained|hold|are (?:an? )?(?:recent )?graduate)\b",
    re.I,
)


def asks_a_degree(text: str, section: SectionKind, reason: str | None) -> bool:
    """True for a line another rule set aside (`reason`) that still asks the degree it
    names: a requirement section's unshaped line, or the reader's own studies."""
    if reason is None or posting_degree(text) is None:
        return False
    if reason == UNSHAPED and section in _LISTS:
        return True
    return section in ("about", "other") and _TO_READER.match(text) is not None
