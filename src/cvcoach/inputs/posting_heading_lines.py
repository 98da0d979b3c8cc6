"""The headings a line of a posting can be (`heading_of`): a Markdown heading, a bold line, a
short line ending in a colon, a line in capitals, a short title-case line; and a plain line
read as a heading that is really a sentence (`is_sentence_heading`). Kept apart from
`posting_reader`, which decides what a heading does to the section being read."""

from __future__ import annotations

import re

from cvcoach.inputs.posting_kinds import clean_inline, heading_in_item, section_kind
from cvcoach.inputs.posting_words import BULLET
from cvcoach.inputs.role_text import MAX_HEADING

# "## Skills", and "##Skills" as older Markdown writes it (two marks or more: "#LI-Remote" is
# a hashtag)
_MD_HEADING = re.compile(r"^(#{1,6})(?:\s+|(?<=##)(?=[A-Z]))(.*?)\s*#*\s*$")
_BOLD_LINE = re.compile(r"^(?:\*\*|__)([^*_]+?)(?:\*\*|__)\s*:?\s*$")

# the word a lead-in leaves its sentence open on ("You'll be great for this role if"); not
# "to" or "who", on which a hard-wrapped line of prose often ends
_UNFINISHED = re.compile(r"\bif$", re.I)
# a line that stops where no heading would: on "and", "with", an article, a comma (not on
# "for", "on", "are": "What we're looking for", "Who you are")
_WRAPPED = re.compile(r"(?:[,(/&+–—-]|\b(?:and|or|the|a|an|with|including|like))\s*$", re.I)
# a heading naming the tools the work is done with ("Tech Stack", "Our technical stack")
STACK_HEADING = re.compile(r"^\W*(?:our |the )?tech(?:nical|nology)? stack\W*$", re.I)
PLAIN_LEVEL = 7  # a heading written as a plain or bold line, below any Markdown heading
# a line that is one link and nothing else, as a page's "Apply now" button is
_WHOLE_LINK = re.compile(r"^\s*(?:<a\b[^>]*>.*?</a>|\[[^\[\]]+\]\([^()\s]+\))\s*$", re.I)


def is_sentence_heading(heading: Heading) -> bool:
    """A plain line read as a heading that is a sentence in sentence case ("Before you start,
    you should have:"), not a heading in title case ("What You Will Bring")."""
    words = re.findall(r"[A-Za-z][\w'’]*", heading.text)
    capitals = sum(w[0].isupper() for w in words)
    return heading.level == PLAIN_LEVEL and len(words) >= 4 and capitals * 2 < len(words)


class Heading:
    def __init__(self, text: str, level: int) -> None:
        self.text = text
        self.level = level  # 1..6 for Markdown, 7 for a bold or capitals line


def heading_of(line: str) -> Heading | None:
    if len(line) > MAX_HEADING:
        return None
    match = _MD_HEADING.match(line)
    if match:
        return Heading(clean_inline(match.group(2)), len(match.group(1)))
    match = _BOLD_LINE.match(line)
    if match:
        return Heading(clean_inline(match.group(1)), 7)
    if _WHOLE_LINK.match(line):
        return None  # a page's button ("<a href=...>Apply now</a>"): no section's heading
    if marker := BULLET.match(line):  # "· **Qualifications:**": a heading as a list item
        label = heading_in_item(clean_inline(line[marker.end() :]), line)
        return Heading(label, 7) if label else None
    plain = clean_inline(line)
    words = plain.rstrip(":").split()
    if plain.endswith(":") and 0 < len(words) <= 8:
        return Heading(plain[:-1].strip(), PLAIN_LEVEL)
    letters = [c for c in plain if c.isalpha()]
    capitals = letters and len(letters) >= 4 and all(c.isupper() for c in letters)
    if capitals and len(words) <= 6 and not plain.endswith("."):  # "BOSTON RESIDENCY REQUIRED."
        return Heading(plain, 7)
    capitalised = sum(w[:1].isupper() for w in words)
    if (
        (
            len(words) <= 5
            or (len(words) <= 10 and capitalised >= len(words) - 1)
            # a lead-in left unfinished, as a list's is: "You'll be great for this role if"
            or (len(words) <= 10 and _UNFINISHED.search(plain) is not None)
        )
        and not plain.endswith((".", "!", "?", ","))
        and not _WRAPPED.search(plain)  # a wrapped line: "Experience building applications with"
        and (section_kind(plain) != "other" or STACK_HEADING.match(plain) is not None)
        and plain[:1].isupper()
    ):
        return Heading(plain.rstrip("\\ "), 7)
    return None
