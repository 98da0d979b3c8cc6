"""Dates the way people write them in CVs: read them, keep their precision, measure spans.

General date libraries guess where a CV reader would not (`Dec. 21` as 21 December of
this year, `2021` as June 2021, `Augu. 2023` as January), so each accepted form is listed
here and anything else raises `DateError` with a plain-words message. Accepted forms:
`2023`, `2023-08`, `2023-08-01`, ISO datetimes (day precision), `2024.9`, `2020/09`,
`09/2020`, `09.2020`; a month word and a year (`Aug 2023`, `Augu. 2023`, `Nov.2022`,
`January, 2022`, `Dec '21`: any prefix of three or more letters of an English month
name); a season and a year (`Fall 2022`: the month it starts in, see `SEASONS`);
`Present`/`now`/`to date`/...; `Unknown`/`N/A`/`TBD`/`?`; and `(expected)`, `Expected ...`.

A two-digit year goes in the century that puts it nearest a reference year: today's for
a lone date, the other end's in a range (`Dec 1999 – Jan 01` ends in 2001), or
`century_hint` (20 reads `21` as 2021). A bare two-digit number is never a date.

`DateValue.style` says how a date was written, for consistency checks: `YYYY`, `YYYY-MM`,
`YYYY-MM-DD`, `YYYY-MM-DDThh:mm`, `YYYY.M`, `YYYY/MM`, `MM/YYYY`, `MM.YYYY` (padding is not
recorded), `present`, `unknown`, or `Mon`/`Month`/`Season` + marks as written + `YYYY`/`YY`
(`Mon. YYYY`, `Month, YYYY`, `Mon.YYYY`, `Mon 'YY`). `May` is both a name and its
abbreviation: it reports `Month`, so let it agree with `Mon` (`May.` reports `Mon.`).
"""

from __future__ import annotations

import datetime
import re
from calendar import monthrange
from contextlib import suppress
from dataclasses import dataclass, replace
from enum import Enum

MIN_YEAR, MAX_YEAR = 1, 2200
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december")  # fmt: skip
#: The month a season stands for: the month it starts in (winter: the January term).
SEASONS = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 1}
_PRESENT = frozenset({"present", "now", "current", "currently", "ongoing", "today", "to date",
                     "till now", "until now", "till date"})  # fmt: skip
_UNKNOWN = frozenset({"unknown", "n/a", "tbd", "tba", "?"})
_GENERIC = "expected a date like 2023-08, Aug 2023 or Present"

_FLAGS = re.IGNORECASE | re.ASCII
_TIME = r"[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]\d\d:?\d\d)?"
_NUMERIC = tuple(
    (re.compile(pattern, _FLAGS), style)
    for pattern, style in (
        (r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)" + _TIME, "YYYY-MM-DDThh:mm"),
        (r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", "YYYY-MM-DD"),
        (r"(?P<y>\d{4})-(?P<m>\d\d)", "YYYY-MM"),
        (r"(?P<y>\d{4})", "YYYY"),
        (r"(?P<y>\d{4})\.(?P<m>\d\d?)", "YYYY.M"),
        (r"(?P<y>\d{4})/(?P<m>\d\d?)", "YYYY/MM"),
        (r"(?P<m>\d\d?)/(?P<y>\d{4})", "MM/YYYY"),
        (r"(?P<m>\d\d?)\.(?P<y>\d{4})", "MM.YYYY"),
    )
)
_WORDY = re.compile(
    r"(?P<word>[a-z]+)(?P<dot>\.)?(?P<comma>,)?(?P<space> )?"
    r"(?P<apos>['’](?=\d\d$))?(?P<y>\d{4}|\d\d)",
    _FLAGS,
)
_EXPECTED = "(?:expected|anticipated)"
_EXPECTED_BEFORE = re.compile(rf"{_EXPECTED}\b:? ?(?P<core>.+)", _FLAGS)
_EXPECTED_AFTER = re.compile(rf"(?P<core>.+?)(?: ?\( ?{_EXPECTED} ?\)|,? {_EXPECTED})", _FLAGS)
_MONTH_WORD = re.compile(r"\b([A-Za-z]{3,})(\.?)")
_SEPARATOR = re.compile(r"\s*(?:-{1,3}|[–—−]|(?<![a-z])(?:to|until|till)(?![a-z]))\s*", _FLAGS)


class Precision(str, Enum):
    """How much of a date was written: the year only, the month too, or the day too."""

    YEAR = "year"
    MONTH = "month"
    DAY = "day"


class DateKind(str, Enum):
    """Whether a value is a calendar date, the open end `Present`, or a declared unknown."""

    DATE = "date"
    PRESENT = "present"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class PartialDate:
    """A calendar date known only as precisely as it was written (`2023` is all of 2023)."""

    year: int
    month: int | None = None
    day: int | None = None

    @property
    def precision(self) -> Precision:
        """The finest part written: DAY, MONTH or YEAR."""
        if self.day is not None:
            return Precision.DAY
        return Precision.YEAR if self.month is None else Precision.MONTH

    def start_index(self) -> int:
        """The earliest month this date can mean, counted in months since year 0."""
        return self.year * 12 + (self.month or 1) - 1

    def end_index(self) -> int:
        """The latest month this date can mean, counted in months since year 0."""
        return self.year * 12 + (self.month or 12) - 1

    def iso(self) -> str:
        """The date in ISO 8601 at its own precision: `2023`, `2023-08` or `2023-08-01`."""
        numbers = [f"{self.year:04d}"]
        numbers += [f"{number:02d}" for number in (self.month, self.day) if number is not None]
        return "-".join(numbers)


@dataclass(frozen=True)
class DateValue:
    """One date as the user wrote it: what it means, the exact text, and how it was styled."""

    kind: DateKind
    date: PartialDate | None
    raw: str
    expected: bool = False
    style: str = ""


class DateError(ValueError):
    """Text that is not a date; `message` says in plain words what was expected instead."""

    def __init__(self, raw: str, message: str = _GENERIC) -> None:
        super().__init__(f"{message} (got {raw!r})")
        self.raw = raw
        self.message = message


def _make(year: int, month: int | None, day: int | None, raw: str) -> PartialDate:
    """Build a PartialDate after checking that the year, month and day exist."""
    if not MIN_YEAR <= year <= MAX_YEAR:
        raise DateError(raw, f"year {year} is out of range; expected {MIN_YEAR} to {MAX_YEAR}")
    if month is not None and not 1 <= month <= 12:
        raise DateError(raw, f"there is no month {month}; expected a month from 1 to 12")
    if month is not None and day is not None and not 1 <= day <= monthrange(year, month)[1]:
        raise DateError(raw, f"{MONTHS[month - 1].title()} {year} has no day {day}")
    return PartialDate(year, month, day)


def month_number(word: str) -> int | None:
    """1-12 when `word` is a month name or a prefix of three or more letters of one ("Sept",
    "Augu", "Dec."), else None."""
    key = word.lower().rstrip(".")
    if len(key) < 3:
        return None
    return next((number for number, name in enumerate(MONTHS, 1) if name.startswith(key)), None)


@dataclass(frozen=True)
class MonthSpelling:
    """A month word not spelt as usual: where it starts, as written, its usual spelling, why."""

    start: int
    written: str
    usual: str
    why: str


def unusual_month_spellings(text: str) -> list[MonthSpelling]:
    """The month words of `text` not spelt as usual: a full name takes no dot ("June." ->
    "June"), an abbreviation is the first three letters ("Augu." -> "Aug."; "Sept" is usual
    too)."""
    found = []
    for m in _MONTH_WORD.finditer(text):
        word, dot = m.group(1), m.group(2)
        low = word.lower()
        number = month_number(low)
        if number is None:
            continue
        full = MONTHS[number - 1]
        if low == full and dot:
            usual, why = full.capitalize(), "is a full month name with a dot"
        elif low != full and low not in (full[:3], "sept"):
            usual = full[:3].capitalize() + dot
            why = f"is not a usual abbreviation of {full.capitalize()}"
        else:
            continue
        found.append(MonthSpelling(m.start(), word + dot, usual, why))
    return found


def _month_word(word: str, raw: str) -> tuple[int, str]:
    """Resolve a month or season word to (month, style word), or say why it is not one."""
    key = word.lower()
    if key in SEASONS:
        return SEASONS[key], "Season"
    matches = [number for number, name in enumerate(MONTHS, 1) if name.startswith(key)]
    if len(key) >= 3 and len(matches) == 1:  # every three-letter prefix names one month
        return matches[0], "Month" if key == MONTHS[matches[0] - 1] else "Mon"
    if matches:
        names = " or ".join(MONTHS[number - 1].title() for number in matches)
        raise DateError(raw, f"{word!r} could be {names}; write at least three letters, like Aug")
    raise DateError(raw, f"{word!r} is not a month or season; expected a date like Aug 2023")


def _near(two_digits: int, pivot: int) -> int:
    """The year ending in `two_digits` that is closest to `pivot` (the earlier on a tie)."""
    century = pivot // 100
    return min((c * 100 + two_digits for c in (century - 1, century, century + 1)),
               key=lambda year: abs(year - pivot))  # fmt: skip


def _parse_core(text: str, raw: str, pivot: int) -> DateValue:
    """Read normalised text that carries no `expected` marker."""
    if text.lower() in _PRESENT:
        return DateValue(DateKind.PRESENT, None, raw, style="present")
    if text.lower() in _UNKNOWN:
        return DateValue(DateKind.UNKNOWN, None, raw, style="unknown")
    for pattern, style in _NUMERIC:
        if (found := pattern.fullmatch(text)) is None:
            continue
        parts = found.groupdict()
        month = int(parts["m"]) if parts.get("m") else None
        day = int(parts["d"]) if parts.get("d") else None
        return DateValue(DateKind.DATE, _make(int(parts["y"]), month, day, raw), raw, style=style)
    found = _WORDY.fullmatch(text)
    if found is None:
        raise DateError(raw)
    month, word_style = _month_word(found["word"], raw)
    digits = found["y"]
    year = int(digits) if len(digits) == 4 else _near(int(digits), pivot)
    marks = (found["dot"] or "") + (found["comma"] or "") + (found["space"] or "")
    style = word_style + marks + ("'" if found["apos"] else "") + "Y" * len(digits)
    return DateValue(DateKind.DATE, _make(year, month, None, raw), raw, style=style)


def _parse_one(raw: str, pivot: int) -> DateValue:
    """Read one date, with its `expected` marker if any; two-digit years go near `pivot`."""
    text = " ".join(raw.split())
    if not text:
        raise DateError(raw, f"the date is empty; {_GENERIC}")
    marked = _EXPECTED_BEFORE.fullmatch(text) or _EXPECTED_AFTER.fullmatch(text)
    if marked is None:
        return _parse_core(text, raw, pivot)
    value = _parse_core(marked["core"], raw, pivot)
    if value.kind is not DateKind.DATE:
        raise DateError(raw, "only a date can be expected, like 2024 (expected)")
    return replace(value, expected=True)


def parse_date(
    text: str, *, today: datetime.date | None = None, century_hint: int | None = None
) -> DateValue:
    """Read one date as written in a CV; raise DateError if it is not one.

    A two-digit year goes in century `century_hint` (20: 2000-2099), else nearest today.
    """
    if century_hint is not None:
        return _parse_one(text, century_hint * 100 + 50)
    return _parse_one(text, (today or datetime.date.today()).year)


def _pair(left: str, right: str, this_year: int) -> tuple[DateValue, DateValue]:
    """Read both ends of a range; each end's two-digit year is read near the other end."""
    left, right = left.strip(), right.strip()
    if not left or not right:
        raise DateError(left + right, "a range needs a start and an end, like 2021 – Present")
    start = _parse_one(left, this_year)
    if start.kind is DateKind.PRESENT:
        raise DateError(left, "a range cannot start at Present; expected a start like Aug 2023")
    end = _parse_one(right, start.date.year if start.date else this_year)
    if start.date and end.date and "YYYY" not in start.style and "YYYY" in end.style:
        start = _parse_one(left, end.date.year)  # `Sep. 98 – 2003`: read 98 near 2003
    return start, end


def parse_range(
    text: str, *, today: datetime.date | None = None
) -> tuple[DateValue, DateValue | None]:
    """Read `start – end` (or a single date, returned with end None); raise DateError if neither.

    Separators are `-`, `--`, `–`, `—`, `to`, `until`, `till`, spaced or not. A text that
    reads as one date is one date (`2023-08` is August 2023, not 2023 to 2008).
    """
    this_year = (today or datetime.date.today()).year
    try:
        return _parse_one(text, this_year), None
    except DateError as error:
        whole_error = error
    side_errors: list[DateError] = []
    for separator in _SEPARATOR.finditer(text):
        left = text[: separator.start()]
        if separator.group().strip().isalpha():  # in `2021 to date` the word belongs to the end
            with suppress(DateError):
                return _pair(left, text[separator.start() :], this_year)
        try:
            return _pair(left, text[separator.end() :], this_year)
        except DateError as error:
            side_errors.append(error)
    specific = [error for error in side_errors if error.message != _GENERIC]
    raise whole_error if whole_error.message != _GENERIC or not specific else specific[0]


def month_span(
    start: DateValue, end: DateValue | None, today: datetime.date
) -> tuple[int, int] | None:
    """The inclusive (first, last) month indexes a start/end pair covers, or None if unknowable.

    Each end takes its widest reading (`2021 – 2022` is January 2021 to December 2022),
    so overlaps of year-only spans are upper bounds. A Present end is today's month; no
    end means the start date alone. None if the start is not a date, the end is Unknown
    (the length cannot be known) or the end comes before the start.
    """
    if start.date is None:
        return None
    first = start.date.start_index()
    if end is None:
        last = start.date.end_index()
    elif end.kind is DateKind.PRESENT:
        last = PartialDate(today.year, today.month).end_index()
    elif end.date is None:
        return None
    else:
        last = end.date.end_index()
    return (first, last) if first <= last else None


def overlap_months(a: tuple[int, int], b: tuple[int, int]) -> int:
    """How many months two inclusive spans both cover (0 if they do not meet)."""
    return max(0, min(a[1], b[1]) - max(a[0], b[0]) + 1)


def is_future(value: DateValue, today: datetime.date) -> bool:
    """Whether a date is after today at its own precision; Present and Unknown never are."""
    date = value.date
    if date is None:
        return False
    if date.month is not None and date.day is not None:
        return (date.year, date.month, date.day) > (today.year, today.month, today.day)
    return date.start_index() > PartialDate(today.year, today.month).end_index()
