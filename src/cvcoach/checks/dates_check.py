"""Date checks: unreadable or odd formats, order, future dates, overlaps and chronology."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass

from cvcoach.checks.locate import Locator
from cvcoach.checks.overlaps import first_overlaps
from cvcoach.language.dates import (
    DateError,
    DateKind,
    DateValue,
    parse_date,
    parse_range,
    unusual_month_spellings,
)
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Entry, Profile, Text

_YEAR_LIST = re.compile(r"^\s*\d{4}(?:\s*,\s*\d{4})+\s*$")
# Titles of side roles, held next to a main job or study: their overlap with another role is
# normal and reported as info. Words that also name full-time jobs ("Research Scientist",
# "Assistant Professor", "Consultant", "Contract Engineer") do not make a side role.
_SIDE_ROLE = re.compile(
    r"\bintern(?:s|ship)?\b|\bco-?op\b|part[- ]time|\bteaching\b|\bTAs?\b|\btutor"
    r"|\b(?:research|graduate|student|undergraduate|course)\s+assistant|\bstudent\b"
    r"|\bvolunteer|\bfreelance|\bvisiting\b|\bmentor|\badjunct\b|\badvisory\b"
    r"|\bboard\s+member|\bph\.?d\b|\bdoctoral\b|\bside\s+project",
    re.I,
)


@dataclass
class Span:
    entry: Entry
    start: DateValue
    end: DateValue | None
    start_text: Text
    end_text: Text | None

    def months(self, today: dt.date) -> tuple[int, int] | None:
        """Months the entry certainly covers: for year-only dates, the narrowest reading."""
        if self.start.date is None:
            return None
        first = self.start.date.end_index()
        if self.end is None:
            last = self.start.date.start_index()
            return (last, first) if first > last else (first, first)
        if self.end.kind == DateKind.PRESENT:
            last = today.year * 12 + today.month - 1
        elif self.end.date is not None:
            last = self.end.date.start_index()
        else:
            return None
        return (first, last) if last >= first else None


_Dated = tuple[Text, DateValue]


def check_dates(profile: Profile, today: dt.date, locator: Locator | None = None) -> list[Finding]:
    findings: list[Finding] = []
    where = locator or Locator(profile)
    spans: list[Span] = []
    parsed: list[_Dated] = []
    for entry in profile.entries:
        values: dict[str, _Dated] = {}
        findings += _read_entry_dates(where, entry, today, values, parsed)
        for text, value in values.values():
            parsed.append((text, value))
            findings.extend(_odd_spelling(where, text))
        if "start" in values:
            start_text, start = values["start"]
            end_text, end = values.get("end", (None, None))
            spans.append(Span(entry, start, end, start_text, end_text))
            findings.extend(_order(where, entry, start, end, end_text))
    for text, value in parsed:
        findings.extend(_unknown(where, text, value))
        findings.extend(_future(where, text, value, today))
    findings.extend(_mixed_styles(where, parsed))
    findings.extend(_overlaps(where, spans, today))
    findings.extend(_still_present(where, spans))
    findings.extend(_awards_before(profile, where, spans, today))
    return findings


def _read_entry_dates(
    where: Locator,
    entry: Entry,
    today: dt.date,
    values: dict[str, _Dated],
    more: list[_Dated],
) -> list[Finding]:
    """Read the entry's start, end and date into `values` (a date range gives a start and an
    end); the further years of a list of years go to `more`. A finding for each unreadable."""
    errors: list[Finding] = []
    for attr in ("start", "end", "date"):
        text: Text | None = getattr(entry, attr)
        if text is None or not text.value.strip():
            continue
        try:
            _read_date(attr, text, today, values, more)
        except DateError as exc:
            message = f"cannot read this date: {exc.message}"
            errors.append(_on_date(where, text, "date_format", Severity.ERROR, message))
    return errors


def _read_date(
    attr: str, text: Text, today: dt.date, values: dict[str, _Dated], more: list[_Dated]
) -> None:
    if attr == "date" and _YEAR_LIST.match(text.value):
        # an award won several times: "2020, 2021, 2022" (each year is a date)
        years = re.findall(r"\d{4}", text.value)
        values["date"] = (text, parse_date(years[0], today=today))
        for year in years[1:]:
            more.append((text, parse_date(year, today=today)))
    elif attr == "date":
        first, second = parse_range(text.value, today=today)
        values["start" if second else "date"] = (text, first)
        if second:
            values["end"] = (text, second)
    else:
        hint = None
        if attr == "end" and "start" in values and values["start"][1].date:
            hint = values["start"][1].date.year // 100  # a two-digit end year near the start
        values[attr] = (text, parse_date(text.value, today=today, century_hint=hint))


def _on_date(
    where: Locator, text: Text, kind: str, severity: Severity, message: str, **extra: str
) -> Finding:
    """A finding on the whole of a date's text (`extra`: a suggestion, a related path)."""
    return where.finding(
        text, 0, kind=kind, severity=severity, snippet=text.value, message=message, **extra
    )


def _unknown(where: Locator, text: Text, value: DateValue) -> list[Finding]:
    if value.kind != DateKind.UNKNOWN:
        return []
    message = (
        f"'{text.value}' tells the reader nothing: give the expected date "
        "(e.g. '2029 (expected)'), 'Present', or leave the field out"
    )
    return [_on_date(where, text, "date_format", Severity.WARNING, message)]


def _odd_spelling(where: Locator, text: Text) -> list[Finding]:
    """Non-standard month abbreviations ('Augu.', 'June.') and two-digit years ('Dec. 21')."""
    out = []
    for slip in unusual_month_spellings(text.value):
        out.append(
            where.finding(
                text,
                slip.start,
                kind="date_format",
                severity=Severity.WARNING,
                snippet=slip.written,
                suggestion=slip.usual,
                message=f"'{slip.written}' {slip.why}; write '{slip.usual}'",
            )
        )
    m2 = re.search(r"[A-Za-z]\.?\s+(\d{2})\s*$", text.value)
    if m2:
        out.append(
            where.finding(
                text,
                m2.start(1),
                kind="date_format",
                severity=Severity.WARNING,
                snippet=m2.group(1),
                message=f"two-digit year '{m2.group(1)}': write the year in full",
            )
        )
    return out


def _order(
    where: Locator, entry: Entry, start: DateValue, end: DateValue | None, end_text: Text | None
) -> list[Finding]:
    if end is None or end_text is None or start.date is None or end.date is None:
        return []
    if end.date.end_index() < start.date.start_index():
        message = f"{entry.name()} ends ({end.raw}) before it starts ({start.raw})"
        return [_on_date(where, end_text, "date_order", Severity.ERROR, message)]
    return []


def _future(where: Locator, text: Text, value: DateValue, today: dt.date) -> list[Finding]:
    if value.kind != DateKind.DATE or value.expected or value.date is None:
        return []
    from cvcoach.language.dates import is_future

    if not is_future(value, today):
        return []
    message = f"'{value.raw}' is after today ({today.isoformat()}) and not marked as expected"
    suggestion = f"{value.raw} (expected)"
    return [_on_date(where, text, "date_future", Severity.WARNING, message, suggestion=suggestion)]


def _family(style: str) -> str:
    """Month-name styles ('Aug. 2023', 'June 2022', 'Fall 2022') are one family."""
    return "Month YYYY" if "Mon" in style or "Season" in style else style


def _mixed_styles(where: Locator, parsed: list[_Dated]) -> list[Finding]:
    """Dates written in several styles: point at the ones in the less common styles."""
    styles = Counter(
        _family(value.style) for _, value in parsed if value.kind == DateKind.DATE and value.style
    )
    month_styles = Counter({s: n for s, n in styles.items() if "M" in s})
    if len(month_styles) < 2:
        return []
    main, _ = month_styles.most_common(1)[0]
    summary = ", ".join(f"{s} ×{n}" for s, n in month_styles.most_common())
    out = []
    for text, value in parsed:
        family = _family(value.style)
        if family in month_styles and family != main and value.kind == DateKind.DATE:
            message = (
                f"dates are written in {len(month_styles)} styles ({summary}); "
                f"this one differs from the usual '{main}'"
            )
            out.append(_on_date(where, text, "date_format", Severity.INFO, message))
    return out


def _is_side_role(entry: Entry) -> bool:
    """True when the entry's title or name marks a side role ("Research Intern",
    "Teaching Assistant", "Volunteer Mentor", "Acme (part-time)")."""
    words = " ".join(t.value for t in (entry.position, entry.organisation) if t)
    return bool(_SIDE_ROLE.search(words))


def _overlaps(where: Locator, spans: list[Span], today: dt.date) -> list[Finding]:
    """Each job that overlaps a later-listed one, with the first such job: a finding per job
    (a third job overlapping both says nothing new about the first)."""
    work = [s for s in spans if s.entry.section == "work"]
    months = [s.months(today) for s in work]
    out = []
    for i, j in first_overlaps(months):
        a, b = months[i], months[j]
        assert a is not None and b is not None
        shared = min(a[1], b[1]) - max(a[0], b[0]) + 1
        out.append(_overlap(where, work[i], work[j], shared))
    return out


def _overlap(where: Locator, a: Span, b: Span, months: int) -> Finding:
    """Two roles at once: info when one is a side role, else a warning."""
    plural = "month" if months == 1 else "months"
    said = (
        f"{a.entry.name()} ({_range(a)}) overlaps {b.entry.name()} ({_range(b)}) "
        f"by {months} {plural}"
    )
    side = [s.entry.name() for s in (a, b) if _is_side_role(s.entry)]
    if side:
        severity = Severity.INFO
        message = f"{said}; {side[0]} is a side role, so holding it alongside is normal"
    else:
        severity = Severity.WARNING
        message = f"{said}: two full-time roles at once"
    related = b.start_text.path
    return _on_date(where, a.start_text, "date_overlap", severity, message, related_path=related)


def _range(span: Span) -> str:
    return f"{span.start.raw} – {span.end.raw}" if span.end else span.start.raw


def _still_present(where: Locator, spans: list[Span]) -> list[Finding]:
    """A degree still 'Present' after a later degree started cannot be true."""
    study = [s for s in spans if s.entry.section == "education"]
    out = []
    for a in study:
        if a.end is None or a.end.kind != DateKind.PRESENT or a.end_text is None:
            continue
        if a.start.date is None:
            continue
        later = next(
            (
                b
                for b in study
                if b is not a
                and b.start.date is not None
                and b.start.date.start_index() > a.start.date.end_index()
            ),
            None,
        )
        if later is not None:
            message = (
                f"{a.entry.name()} is still '{a.end.raw}', but {later.entry.name()} "
                f"started {later.start.raw}: give the date the first degree ended"
            )
            out.append(_chronology(where, a.end_text, later, message))
    return out


def _org_names(entry: Entry) -> set[str]:
    names = set()
    if entry.organisation:
        value = entry.organisation.value
        names.add(value.split(",")[0].strip().lower())
        names.update(m.lower() for m in re.findall(r"\(([A-Za-z]{2,})\)", value))
    return {n for n in names if len(n) >= 3}


def _awards_before(
    profile: Profile, where: Locator, spans: list[Span], today: dt.date
) -> list[Finding]:
    """An award from an institution dated before the person was there."""
    out = []
    for award in profile.section("awards"):
        if award.organisation is None or award.date is None:
            continue
        try:
            when = parse_date(award.date.value, today=today)
        except DateError:
            continue
        if when.date is None:
            continue
        awarder = award.organisation.value.lower()
        for span in spans:
            names = _org_names(span.entry)
            if span.start.date is None or not any(n == awarder or n in awarder for n in names):
                continue
            if when.date.end_index() < span.start.date.start_index() - 11:
                years = span.start.date.year - when.date.year
                message = (
                    f"'{award.name()}' is dated {when.raw}, {years} year(s) before "
                    f"{span.entry.name()} began ({span.start.raw})"
                )
                out.append(_chronology(where, award.date, span, message))
                break
    return out


def _chronology(where: Locator, text: Text, later: Span, message: str) -> Finding:
    """A date that cannot be true given when `later` started."""
    related = later.start_text.path
    return _on_date(where, text, "chronology", Severity.WARNING, message, related_path=related)
