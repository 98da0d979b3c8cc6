"""What a corpus document prints, so that the import corpus grades the importer, not the theme.

The answer key is one per profile, shared by every producer; a theme that never prints a
field (no place, no school dates, the degree but not its field) or prints a date at a
coarser precision ("2016" for the key's 2016-10) cannot be imported right, and counting
those fields against the importer measures the theme. `PrintedText` knows the words and
dates of a document's text as `document_text` reads it, apart from the importer:

- a value is *printed* when every one of its words is a word of the document (words:
  runs of letters and digits, after NFKC, typographic quotes as typed and case folding;
  so "Mathematics, BSc" prints the key's "BSc Mathematics", in any order or on any line);
  a value with a word the document never shows is *not printed* and left out of the
  document's denominator. The test is lenient to the theme on purpose: a word printed
  anywhere (in another entry) counts the field as printed, so a doubt goes against the
  importer, never for it;
- dates are read from the text in order: a year, with the month next to it when there is
  one (a month name or its first three letters, "Oct 2016", "October 12, 2016", or the
  numeric forms "10/2016", "10.2016", "2016-10"), and the words that end an open range
  ("Present"). Two of them joined by nothing but a dash or "to" are a range. An entry's
  dates are printed when a range shows the key's start year and end year (or "Present"):
  a year that is another entry's start or end does not print this entry's; failing a
  range, a date printed on its own (not in a range) with the key's year prints it. Each
  is compared at the precision printed: the month when a matching date shows the key's
  month, else the year. "present" as an end is always graded (an importer that writes no
  end reads as present).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from cvcoach.language.dates import month_number

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
_WORD = re.compile(r"[^\W_]+")
_YEAR = r"(?:19|20)\d\d"
_NUMERIC = (
    rf"(?<![\d.])(?P<m2>\d{{1,2}})\s?[./-]\s?(?P<y2>{_YEAR})(?!\d)"
    rf"|(?<!\d)(?P<y3>{_YEAR})[./-](?P<m3>\d{{1,2}})(?!\d)"
    rf"|(?<!\d)(?P<y4>{_YEAR})(?!\d)"
    r"|\b(?P<present>present|current|now|ongoing|today|to date)\b"
)
_DATES = re.compile(
    rf"(?P<named>\b[^\W\d_]{{3,}})\.?,?\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?(?P<y1>{_YEAR})(?!\d)"
    rf"|{_NUMERIC}",
    re.I,
)
_NUMERIC_DATES = re.compile(_NUMERIC, re.I)  # read again from a year no month name precedes
_JOIN = re.compile(r"\s*(?:[-–—~→]|to|until|till)?\s*", re.I)  # what joins a range's two ends
_FULL_DATE = re.compile(r"^\d{4}-\d\d$")
_YEAR_ONLY = re.compile(r"^\d{4}$")


def words(text: str) -> list[str]:
    """A value's words as the printed test compares them: letters and digits only, NFKC,
    typographic quotes as typed, case folded ("Bachelor’s" -> ["bachelor", "s"])."""
    plain = unicodedata.normalize("NFKC", text).translate(_QUOTES).casefold()
    return _WORD.findall(plain)


@dataclass(frozen=True)
class _When:
    """A date as printed: its year and month ("" when only the year shows), or "present"."""

    year: str
    month: str = ""
    start: int = 0  # where it is in the text
    end: int = 0

    def shows(self, date: str) -> bool:
        return self.year == date if date == "present" else self.year == date[:4]


def _month(name: str) -> str:
    """A month name's number as two digits, "" for a word that names no month."""
    number = month_number(name) if name.isascii() else None
    return f"{number:02d}" if number is not None else ""


def _dates(text: str) -> list[_When]:
    """The dates of a text in order (a word before a year that names no month leaves the
    year to be read on its own: "Marketing 2016" is 2016, and "Engineer" over
    "2007-09 to 2009-04" leaves 2007-09 whole)."""
    found = []
    at = 0
    while match := _DATES.search(text, at):
        if match["named"] and not _month(match["named"]):
            match = _NUMERIC_DATES.match(text, match.start("y1")) or match
        at = match.end()
        part = match.groupdict()
        if part["present"]:
            found.append(_When("present", "", match.start(), match.end()))
            continue
        year = part.get("y1") or part["y2"] or part["y3"] or part["y4"]
        month = part["m2"] or part["m3"] or ""
        if part.get("named"):
            month = _month(part["named"])
        elif month:
            month = f"{int(month):02d}" if 1 <= int(month) <= 12 else ""
        found.append(_When(year, month, match.start(), match.end()))
    return found


def _shown(date: str, printed: list[_When]) -> str:
    """`date` at the precision the matching printed dates give: with its month when one of
    them shows that month, else its year."""
    if date == "present" or not _FULL_DATE.match(date):
        return date
    return date if any(w.month == date[5:] for w in printed) else date[:4]


class PrintedText:
    """The words and dates (ranges, and dates on their own) of a document's extracted text."""

    def __init__(self, lines: Iterable[str]) -> None:
        text = "\n".join(lines)
        self.words = frozenset(words(text))
        dates = _dates(text)
        self.ranges: list[tuple[_When, _When]] = []
        paired: set[int] = set()
        for k in range(len(dates) - 1):
            a, b = dates[k], dates[k + 1]
            if k in paired or a.year == "present":
                continue
            if _JOIN.fullmatch(text[a.end : b.start]):
                self.ranges.append((a, b))
                paired |= {k, k + 1}
        self.singles = [d for k, d in enumerate(dates) if k not in paired and d.year != "present"]

    def shows(self, value: str) -> bool:
        """Every word of `value` is a word of the document (an empty value shows nothing)."""
        found = words(value)
        return bool(found) and all(w in self.words for w in found)

    def dates_shown(self, start: str, end: str) -> tuple[str | None, str | None]:
        """The key's start and end ("2016-10", "2016", "present"; "" when the key has none)
        at the precision the document prints them, None for one it does not print; a date
        of a form this test does not know is graded as it is."""
        known = [d for d in (start, end) if d and d != "present"]
        if any(not (_FULL_DATE.match(d) or _YEAR_ONLY.match(d)) for d in known):
            return start or None, end or None
        if start and end:
            both = [r for r in self.ranges if r[0].shows(start) and r[1].shows(end)]
            if both:
                return _shown(start, [r[0] for r in both]), _shown(end, [r[1] for r in both])
        return self._alone(start), "present" if end == "present" else self._alone(end)

    def _alone(self, date: str) -> str | None:
        """A date printed on its own, not as an end of a range."""
        if not date:
            return None
        matching = [d for d in self.singles if d.shows(date)]
        return _shown(date, matching) if matching else None
