"""Finding the dates in a line: a range or a single date at its end, start, or alone.

Dates are read with `cvcoach.language.dates` (the forms `check` reads), so an import never splits
a date the checker would have read whole, and odd forms ("Augu. 2023", "Dec. 21") are
found and kept exactly as written.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.text_rules import strip_emphasis
from cvcoach.language.dates import DateError, parse_range

_TODAY = dt.date(2000, 1, 1)  # any fixed day: only the shape of a date matters here
_TRAIL = " \t;,|·•:()[]"
_EDGE = " \t;,|·•:-–—*_"  # emphasis markers too: "*Mar 2019 – Present*" is a date line
_DASHES = ("-", "–", "—")
_WORD = re.compile(r"\S+")
_HAS_DIGIT = re.compile(r"\d")
_YEARISH = re.compile(r"(?<![\d.])(?:19|20)\d\d(?![\d])")
MAX_WORDS = 8
_JOINING_WORD = re.compile(r"(?:to|until|till)\s+", re.I)  # the date parser's range words
_CLOSING_BRACKETS = re.compile(r"[(\[]([^()\[\]]*)[)\]]$")


@dataclass(frozen=True)
class DateSpan:
    """A date or a date range found in a line, and the rest of the line around it."""

    start: str  # as written ("Augu. 2023"), or "" when the range has no start
    end: str  # as written ("Present"), or "" for a single date
    before: str  # the text before the date(s), trimmed
    after: str = ""  # the text after the date(s), trimmed
    # A start left open by a dash with nothing after it ("Aug 2005 –"): an entry not ended
    # (JSON Resume themes print a missing `endDate` so), not a single date of completion.
    open_end: bool = False

    @property
    def single(self) -> bool:
        return not self.end


def _read(candidate: str) -> tuple[str, str] | None:
    """(start, end) if the candidate is a date or a range the date parser reads."""
    text = _balance(candidate.strip(_EDGE))
    if not text or not re.search(r"\d\d", text):
        return None
    try:
        start, end = parse_range(text, today=_TODAY)
    except DateError:
        return None
    if end is None:
        return text, ""
    cut = _split_point(text, start.raw)
    return text[:cut].strip(" -–—"), _end_of(text[cut:])


def _end_of(rest: str) -> str:
    """The end of a range as written, without the dash or word that joins it to the start
    ("2019-01 to 2021-03": "2021-03"); a word that is part of the end stays ("to date")."""
    rest = rest.strip().lstrip("-–—").strip()
    joined = _JOINING_WORD.match(rest)
    if joined and _is_date(rest[joined.end() :]):
        return rest[joined.end() :]
    return rest


def _is_date(text: str) -> bool:
    try:
        parse_range(text, today=_TODAY)
    except DateError:
        return False
    return True


def _balance(text: str) -> str:
    """Strip brackets that only one side of the candidate has: `(2022)` -> `2022`."""
    for _ in range(2):
        if text.endswith((")", "]")) and text.count("(") + text.count("[") < text.count(
            ")"
        ) + text.count("]"):
            text = text[:-1].strip()
        if text.startswith(("(", "[")) and text.count("(") + text.count("[") > text.count(
            ")"
        ) + text.count("]"):
            text = text[1:].strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()
    return text


def _split_point(text: str, start_raw: str) -> int:
    index = text.find(start_raw)
    return index + len(start_raw) if index >= 0 else len(text)


def _ends(line: str) -> DateSpan | None:
    words = list(_WORD.finditer(line))
    best: DateSpan | None = None
    for k in range(1, min(MAX_WORDS, len(words)) + 1):
        first = words[len(words) - k]
        found = _read(line[first.start() :])
        if found is not None:
            opened = not found[1] and line.rstrip(" \t*_").endswith(_DASHES)
            best = DateSpan(found[0], found[1], line[: first.start()].strip(_EDGE), "", opened)
    return best


def _starts(line: str) -> DateSpan | None:
    words = list(_WORD.finditer(line))
    best: DateSpan | None = None
    for k in range(1, min(MAX_WORDS, len(words)) + 1):
        last = words[k - 1]
        found = _read(line[: last.end()])
        if found is not None:
            after = line[last.end() :].strip(_EDGE)
            best = DateSpan(found[0], found[1], "", after)
    return best


def find_dates(line: str, *, at_start: bool = False) -> DateSpan | None:
    """The date or range that ends the line (or fills it); with `at_start`, one that opens it.

    A lone year inside a sentence is not a date of the line: only the line's edges count.
    """
    plain = strip_emphasis(line).replace("`", "").rstrip()
    span = _ends(plain)
    if span is None and at_start:
        span = _starts(plain)
    if span is None:
        return None
    if _looks_like_number(span):
        return None
    return span


def remark_date(text: str) -> bool:
    """A single date in the brackets that close a line after other words: a remark on the
    line ("Valedictorian (Class of 2019)", "journal extension in TMLR (2023)"), not the date
    of an entry. A range in brackets ("BSc, MIT (2015 - 2019)") is no remark."""
    plain = strip_emphasis(text).rstrip(" .;,")
    found = _CLOSING_BRACKETS.search(plain)
    if found is None or not any(ch.isalpha() for ch in plain[: found.start()]):
        return False
    span = find_dates(found.group(1))
    return span is not None and span.single


def _looks_like_number(span: DateSpan) -> bool:
    """`3.95/4.0`, `100/100`, `1 / 35` are scores, not dates."""
    return all(
        bool(re.fullmatch(r"[\d./ ]+", part)) and not _YEARISH.search(part)
        for part in (span.start, span.end)
        if part
    )


def line_dates(line: Line) -> DateSpan | None:
    """The dates of a header line: at its end, in one of its cells (a date column, a
    duration after the dates: "Jul, 2025 - Oct, 2025   3 months"), or at its start
    ("2013 – 2017 University of ...")."""
    last = find_dates(line.cells[-1]) if len(line.cells) > 1 else None
    if last is not None:  # the cells before it stay apart ("Org, Title   Place")
        before = "   ".join(c for c in [*line.cells[:-1], last.before] if c)
        return DateSpan(last.start, last.end, before, "", last.open_end)
    span = find_dates(line.text)
    if span is not None:
        return span
    for index, cell in enumerate(line.cells):
        found = find_dates(cell, at_start=True)
        if found is not None:
            before = "   ".join(c for c in [*line.cells[:index], found.before] if c)
            after = "   ".join(c for c in [found.after, *line.cells[index + 1 :]] if c)
            return DateSpan(found.start, found.end, before, after)
    if line.kind == "bullet" or len(line.text.split()) > 12:
        return None
    return find_dates(line.text, at_start=True)
