"""Which side of a title line's separator names the employer, and whether the body names it.

`named_elsewhere` tells a name the posting writes again (not as the field of its role: "an
Engineer for Data Warehouse"); `spaced_colon` reads a mirror's "Title : Company" line;
`company_after_at` the name after "Title at" without the time of the opening or a tagline
run on after it. Read apart from `posting_title_line`, which calls them.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_name_signs import rare_word
from cvcoach.inputs.posting_names import is_name
from cvcoach.inputs.posting_words import names_a_role


def named_elsewhere(name: str, body: str) -> bool:
    """True when the posting's body names `name` (outside its header line): the name whole
    ("Acme Labs"), not as the field of a role ("an Engineer for Data Warehouse"), or its
    first word where it is no common word ("Initech" of "Initech Labs"; "Data" of "Data
    Warehouse" may stand in any sentence)."""
    for found in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", body, re.I):
        if not all(w[:1].isupper() or not w[:1].isalpha() for w in found.group().split()):
            continue  # "a data warehouse": the words, not the name ("Great Neck Library")
        before = re.findall(r"[\w/]+", body[max(0, found.start() - 40) : found.start()])
        while before and before[-1].lower() in ("for", "in", "of", "on"):
            before.pop()
        if not (before and names_a_role(before[-1], plural=False)):
            return True  # not the role's own field again ("an Engineer for Data Warehouse")
    first = name.split()[0]
    return rare_word(first) and re.search(rf"(?<!\w){re.escape(first)}(?!\w)", body) is not None


def spaced_colon(line: str, body: str) -> tuple[str, str] | None:
    """(title, company) of a mirror's "Title : Company" or "Company : Title" line (a colon
    with a space on each side, as "Senior Engineer : Initech" or "initech : Data Engineer"):
    the side that names a role is the title, the other the company when it is a name or a
    brand the body writes too; else None."""
    parts = re.fullmatch(r"(?P<a>[^:]{2,80}?)\s+:\s+(?P<b>[^:]{2,80})", line)
    if parts is None:
        return None
    a, b = parts["a"].strip(), parts["b"].strip()
    for title, company in ((a, b), (b, a)):
        if not names_a_role(title) or names_a_role(company, plural=False):
            continue
        brand = re.fullmatch(r"[a-z][\w.-]{2,30}", company) is not None and named_elsewhere(
            company, body
        )
        if is_name(company) or brand:
            return title, company
    return None


# the time an opening is for, after the employer's name: "... at Globex University for Fall
# 2026", "at Initech from January"
_TIME_TAIL = re.compile(
    r"\s+(?:for|from|in|starting|until|by)\s+(?:(?:early|late|mid|the)[- ])?"
    r"(?:(?:spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|"
    r"august|september|october|november|december)\b|\d{4}\b).*$",
    re.I,
)


def company_after_at(raw: str, body: str) -> str | None:
    """The company of "Title at Company": the name after "at" without the time the opening
    is for ("for Fall 2026"), or the part of it the body writes elsewhere ("Initech" of
    "Initech Where work gets done", a tagline run on); None when it is no name."""
    raw = _TIME_TAIL.sub("", raw.strip()).strip()
    if is_name(raw):
        return raw
    words = raw.split()
    for end in range(len(words) - 1, 0, -1):
        head = " ".join(words[:end])
        if is_name(head) and re.search(rf"(?<![\w-]){re.escape(head)}(?![\w-])", body):
            return head
    return None
