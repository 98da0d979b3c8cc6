"""Sentences of a markdown text, and the parts of a letter that state nothing.

`split_sentences` cuts a letter or summary into the sentences the grounding guard checks one
by one; `GREETING` and `CLOSING` match the lines of a letter that say nothing about the
candidate ("Dear Hiring Manager,", "Best regards,").
"""

from __future__ import annotations

import re

# The greeting itself ("Dear Hiring Manager,"); whatever follows it on the line is checked.
GREETING = re.compile(
    r"^(?:dear|hello|hi|to\s+whom\s+it\s+may\s+concern)\b[^,.!?:]{0,80}(?:[,:!]|$)\s*", re.I
)
CLOSING = re.compile(
    r"^(?:(?:yours\s+)?(?:sincerely|faithfully|truly|respectfully)(?:\s+yours)?"
    r"|(?:best|kind|warm|warmest)(?:\s+regards|\s+wishes)?|regards|thanks|cheers"
    r"|thank\s+you(?:\s+for\s+your\s+(?:time|consideration))?)\s*[,.!]?$",
    re.I,
)
_HEADING = re.compile(r"^\s{0,3}(?:#{1,6}\s|(?:[-=*_]\s*){3,}$)|^\s*\*\*[^*]+\*\*:?\s*$")
_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+")
_BOUNDARY = re.compile(r"[.!?]+[\"')\]*_]*\s+(?=[\"'(\[*_]*[A-Z0-9])")
_ABBREVIATIONS = {
    "dr", "prof", "mr", "mrs", "ms", "st", "jr", "sr", "vs", "no",
    "vol", "fig", "al", "approx", "dept", "univ", "jan", "feb", "mar", "apr", "jun", "jul",
    "aug", "sep", "sept", "oct", "nov", "dec",
}  # fmt: skip
_DOTTED = re.compile(r"(?:[A-Za-z]{1,2}\.)+[A-Za-z]{1,2}|[A-Za-z]")


_PAREN_REACH = 80  # characters: a parenthesis closing this soon after a period holds it


def split_prose(block: str) -> list[str]:
    """The sentences of one run of prose (no markdown structure), stripped: split after
    ".", "!" or "?" before a capital, digit or opening quote, unless the period ends an
    abbreviation ("e.g.", "Dr.", "Aug.") or stands inside a parenthesis."""
    sentences, start = [], 0
    for m in _BOUNDARY.finditer(block):
        if block[m.start()] == ".":
            before = block[start : m.start()].rsplit(None, 1)
            word = before[-1].strip("\"'(*_") if before else ""
            if word.lower() in _ABBREVIATIONS or _DOTTED.fullmatch(word):
                continue
        opened, closing = block[start : m.start()], block.find(")", m.start())
        if opened.count("(") > opened.count(")") and 0 <= closing - m.start() <= _PAREN_REACH:
            continue  # "(esp. Film or Music)": no sentence ends inside a parenthesis
        sentences.append(block[start : m.end()].strip())
        start = m.end()
    sentences.append(block[start:].strip())
    return [s for s in sentences if s]


def split_sentences(text: str) -> list[str]:
    """The sentences of a markdown text, as written.

    Headings, bold-only heading lines and horizontal rules are not sentences; each list
    item starts a new block, lines of a paragraph are joined, and blocks are split after
    ".", "!" or "?" unless the period ends an abbreviation ("e.g.", "Dr.", "Aug.").
    """
    blocks: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            blocks.append(" ".join(current))
            current.clear()

    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or _HEADING.match(line):
            flush()
            continue
        item = _ITEM.match(line)
        if item:
            flush()
            stripped = line[item.end() :].strip()
        current.append(stripped)
    flush()
    return [s for block in blocks for s in split_prose(block)]


# A number other than one just before a word ("12 servics", "3+ years"): the word may be a
# plural, whatever a model's counts say of its singular. A year is no count (in 2019).
_NUMBER_BEFORE = re.compile(r"(?<![\w.,])(\d[\d,.]*)\+?\s+$")
_YEAR = re.compile(r"(?:19|20)\d\d")


def counted(text: str, start: int) -> bool:
    """Whether the word at `start` follows a number other than one (not a year)."""
    found = _NUMBER_BEFORE.search(text[max(0, start - 24) : start])
    number = found.group(1).rstrip(".,") if found else "1"
    return number not in ("1", "01") and not _YEAR.fullmatch(number)
