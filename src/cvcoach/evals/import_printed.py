"""What a corpus document prints, so that the import corpus grades the importer, not the theme.

The answer key is one per profile, shared by every producer; a theme that never prints a
field (no place, no school dates, the degree but not its field) or prints a date at a
coarser precision ("2016" for the key's 2016-10) cannot be imported right, and counting
those fields against the importer measures the theme. `PrintedText` knows the words and
dates of a document's own extracted text:

- a value is *printed* when every one of its words is a word of the document (words:
  runs of letters and digits, after NFKC, typographic quotes as typed and case folding;
  so "Mathematics, BSc" prints the key's "BSc Mathematics", in any order or on any line);
  a value with a word the document never shows is *not printed* and left out of the
  document's denominator. The test is lenient to the theme on purpose: a word printed
  anywhere (in another entry) counts the field as printed, so a doubt goes against the
  importer, never for it;
- a date is printed at month precision when the document shows its year with that month
  (a month name or its first three letters next to the year, "Oct 2016", "October 12,
  2016", or the numeric forms "10/2016", "10.2016", "2016-10"), at year precision when it
  shows only the year, and not at all otherwise; "present" is always graded (an importer
  that writes no end reads as present).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from cvcoach.language.dates import month_number

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
_WORD = re.compile(r"[^\W_]+")
_YEAR = r"(?:19|20)\d\d"
_YEARS = re.compile(rf"(?<!\d){_YEAR}(?!\d)")
_NAMED_MONTH = re.compile(
    rf"\b([^\W\d_]{{3,}})\.?,?\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?({_YEAR})(?!\d)"
)
_MONTH_YEAR = re.compile(rf"(?<![\d.])(\d{{1,2}})\s?[./-]\s?({_YEAR})(?!\d)")
_YEAR_MONTH = re.compile(rf"(?<!\d)({_YEAR})[./-](\d{{1,2}})(?![\d])")
_FULL_DATE = re.compile(r"^\d{4}-\d\d$")
_YEAR_ONLY = re.compile(r"^\d{4}$")


def words(text: str) -> list[str]:
    """A value's words as the printed test compares them: letters and digits only, NFKC,
    typographic quotes as typed, case folded ("Bachelor’s" -> ["bachelor", "s"])."""
    plain = unicodedata.normalize("NFKC", text).translate(_QUOTES).casefold()
    return _WORD.findall(plain)


def _months(text: str) -> set[str]:
    """The year-months a text shows ("Oct 2016", "10/2016", "2016-10" -> "2016-10")."""
    found = set()
    for word, year in _NAMED_MONTH.findall(text):
        number = month_number(word) if word.isascii() else None
        if number is not None:
            found.add(f"{year}-{number:02d}")
    pairs = [(y, m) for m, y in _MONTH_YEAR.findall(text)] + _YEAR_MONTH.findall(text)
    found.update(f"{y}-{int(m):02d}" for y, m in pairs if 1 <= int(m) <= 12)
    return found


class PrintedText:
    """The words, years and year-months of a document's extracted text."""

    def __init__(self, lines: Iterable[str]) -> None:
        text = "\n".join(lines)
        self.words = frozenset(words(text))
        self.years = frozenset(_YEARS.findall(text))
        self.months = frozenset(_months(text))

    def shows(self, value: str) -> bool:
        """Every word of `value` is a word of the document (an empty value shows nothing)."""
        found = words(value)
        return bool(found) and all(w in self.words for w in found)

    def date_shown(self, date: str) -> str | None:
        """The key's date ("2016-10", "2016", "present") at the precision the document
        prints it ("2016-10" or "2016"), or None when the document does not print it."""
        if date in self.months or not (_FULL_DATE.match(date) or _YEAR_ONLY.match(date)):
            return date  # "present", or a form this test does not know: graded as it is
        return date[:4] if date[:4] in self.years else None
