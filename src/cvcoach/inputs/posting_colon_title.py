"""The two sides of a "Prefix: Title" header: `colon_title`.

A careers page often heads a post with what it belongs to before a colon. The prefix is the
employer when the posting writes that name again ("Hooli Labs: Product Engineer", "Hooli
Labs" in its prose), even a name `long_name` would not take for one because it opens with a
figure ("9,000 Stories: Data Engineer"); it is a team, never the employer, when it is only a
unit named in common words ("Shared Services Team: Office Coordinator", "Operations Group:
Analyst"): the employer is then read from the rest of the posting.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_name_signs import rare_word
from cvcoach.inputs.posting_title_sides import named_elsewhere
from cvcoach.inputs.posting_words import names_a_role

_COLON = re.compile(r"(?P<prefix>[^:]{2,60}?):\s+(?P<title>.+)")
# a unit of an organisation, the last word of a team's name
_UNIT_WORD = re.compile(r"\s(?:Team|Department|Division|Unit|Group|Squad)$")
# a figure opening a name ("80,000", "9to5", "3M")
_FIGURE_NAME = re.compile(r"\d[\d,.]*\w*(?: [A-Z][\w&'’.-]*){1,4}")


def _team(prefix: str) -> bool:
    """True for a unit named in common words only: "Central Team", "Platform Group"."""
    head = _UNIT_WORD.sub("", prefix)
    words = re.findall(r"[A-Za-z]+", head)
    return head != prefix and 0 < len(words) <= 3 and not any(rare_word(w) for w in words)


def colon_title(line: str, body: str) -> tuple[str, str | None] | None:
    """(title, employer or None) of a "Prefix: Title" line whose prefix is a team or a
    figure-led name the body writes again; None for any other line (left to the caller)."""
    found = _COLON.fullmatch(line.strip())
    if found is None:
        return None
    prefix, title = found["prefix"].strip(), found["title"].strip()
    if not names_a_role(title) or names_a_role(prefix, plural=False):
        return None
    if _team(prefix):
        return title, None
    rest = body.replace(line.strip(), " ")
    if _FIGURE_NAME.fullmatch(prefix) and named_elsewhere(prefix, rest):
        return title, prefix
    return None
