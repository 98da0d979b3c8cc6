"""Words that qualify a post and never name its employer: `qualifier`.

Whatever form a header takes, "Technician II - 2nd Shift" names the shift the post works
and "Director - New York-based" where it is based; neither is the employer, though either
may stand where a header's company stands ("Title - Company").
"""

from __future__ import annotations

import re

_QUALIFIER = re.compile(
    # a shift the post works: "2nd Shift", "Night Shift", "Weekend Shifts"
    r"(?:\d+(?:st|nd|rd|th)|first|second|third|day|night|evening|weekend|swing|graveyard|"
    r"early|late|rotating)[ -]shifts?"
    # a place the post is based in: "New York-based", "UK based", "Remote-based"
    r"|(?:[A-Z][\w.]*[ -]){1,3}based",
    re.I,
)


def qualifier(name: str | None) -> bool:
    """True for a shift or an "X-based" place standing where the employer would."""
    return name is not None and _QUALIFIER.fullmatch(name.strip()) is not None


# a preposition opening the sentence a name was read from: "With Initech's flex-time ..."
_LEADING_PREPOSITION = re.compile(r"^(?:With|At|For|From|Within|Across)\s+(?=[A-Z0-9])")


def without_preposition(name: str | None) -> str | None:
    """A name read from a sentence's start without the preposition opening the sentence
    ("With Initech" → Initech), when a capitalised name follows it."""
    return _LEADING_PREPOSITION.sub("", name) if name else name
