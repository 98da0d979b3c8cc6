"""Date checks: unreadable or odd formats, order, future dates, overlaps and chronology."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass

from cvcoach.checks.locate import finding_at
from cvcoach.language.dates import DateError, DateKind, DateValue, parse_date, parse_range
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Entry, Profile, Text

MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_YEAR_LIST = re.compile(r"^\s*\d{4}(?:\s*,\s*\d{4})+\s*$")
_MONTH_WORD = re.compile(r"\b([A-Za-z]{3,})(\.?)")
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


def check_dates(profile: Profile, today: dt.date) -> list[Finding]:
    findings: list[Finding] = []
    spans: list[Span] = []
    styles: Counter[str] = Counter()
    parsed: list[tuple[Text, DateValue]] = []
    for entry in profile.entries:
        values: dict[str, tuple[Text, DateValue]] = {}
        for attr in ("start", "end", "date"):
            text: Text | None = getattr(entry, attr)
            if text is None or not text.value.strip():
                continue
            try:
                if attr == "date" and _YEAR_LIST.match(text.value):
                    # an award won several times: "2020, 2021, 2022" (each year is a date)
                    years = re.findall(r"\d{4}", text.value)
                    values["date"] = (text, parse_date(years[0], today=today))
                    for year in years[1:]:
                        parsed.append((text, parse_date(year, today=today)))
                elif attr == "date":
                    first, second = parse_range(text.value, today=today)
                    values["start" if second else "date"] = (text, first)
                    if second:
                        values["end"] = (text, second)
                else:
                    hint = None
                    if attr == "end" and "start" in values and values["start"][1].date:
                        hint = values["start"][1].date.year // 100
                    values[attr] = (text, parse_date(text.value, today=today, century_hint=hint))
            except DateError as exc:
                findings.append(
                    finding_at(
                        profile,
                        text,
                        0,
                        kind="date_format",
                        severity=Severity.ERROR,
                        snippet=text.value,
                        message=f"cannot read this date: {exc.message}",
                    )
                )
        for text, value in values.values():
            parsed.append((text, value))
            findings.extend(_odd_spelling(profile, text))
        if "start" in values:
            start_text, start = values["start"]
            end_text, end = values.get("end", (None, None))
            spans.append(Span(entry, start, end, start_text, end_text))
            findings.extend(_order(profile, entry, start, end, end_text))
    for text, value in parsed:
        if value.kind == DateKind.UNKNOWN:
            findings.append(
                finding_at(
                    profile,
                    text,
                    0,
                    kind="date_format",
                    severity=Severity.WARNING,
                    snippet=text.value,
                    message=f"'{text.value}' tells the reader nothing: give the expected date "
                    "(e.g. '2029 (expected)'), 'Present', or leave the field out",
                )
            )
        if value.kind == DateKind.DATE and value.style:
            styles[_family(value.style)] += 1
        findings.extend(_future(profile, text, value, today))
    findings.extend(_mixed_styles(profile, parsed, styles))
    findings.extend(_overlaps(profile, spans, today))
    findings.extend(_still_present(profile, spans))
    findings.extend(_awards_before(profile, spans, today))
    return findings


def _odd_spelling(profile: Profile, text: Text) -> list[Finding]:
    """Non-standard month abbreviations ('Augu.', 'June.') and two-digit years ('Dec. 21')."""
    out = []
    for m in _MONTH_WORD.finditer(text.value):
        word, dot = m.group(1), m.group(2)
        low = word.lower()
        full = next((name for name in MONTHS if name.startswith(low)), None)
        if full is None or low in ("present", "current"):
            continue
        if low == full and dot:
            fix = full.capitalize()
            msg = f"'{word}{dot}' is a full month name with a dot; write '{fix}'"
        elif low != full and low not in (full[:3], "sept"):
            fix = full[:3].capitalize() + (dot or "")
            msg = f"'{word}{dot}' is not a usual abbreviation of {full.capitalize()}; write '{fix}'"
        else:
            continue
        out.append(
            finding_at(
                profile,
                text,
                m.start(),
                kind="date_format",
                severity=Severity.WARNING,
                snippet=word + dot,
                suggestion=fix,
                message=msg,
            )
        )
    m2 = re.search(r"[A-Za-z]\.?\s+(\d{2})\s*$", text.value)
    if m2:
        out.append(
            finding_at(
                profile,
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
    profile: Profile, entry: Entry, start: DateValue, end: DateValue | None, end_text: Text | None
) -> list[Finding]:
    if end is None or end_text is None or start.date is None or end.date is None:
        return []
    if end.date.end_index() < start.date.start_index():
        return [
            finding_at(
                profile,
                end_text,
                0,
                kind="date_order",
                severity=Severity.ERROR,
                snippet=end_text.value,
                message=f"{entry.name()} ends ({end.raw}) before it starts ({start.raw})",
            )
        ]
    return []


def _future(profile: Profile, text: Text, value: DateValue, today: dt.date) -> list[Finding]:
    if value.kind != DateKind.DATE or value.expected or value.date is None:
        return []
    from cvcoach.language.dates import is_future

    if not is_future(value, today):
        return []
    return [
        finding_at(
            profile,
            text,
            0,
            kind="date_future",
            severity=Severity.WARNING,
            snippet=text.value,
            suggestion=f"{value.raw} (expected)",
            message=f"'{value.raw}' is after today ({today.isoformat()}) and not "
            "marked as expected",
        )
    ]


def _family(style: str) -> str:
    """Month-name styles ('Aug. 2023', 'June 2022', 'Fall 2022') are one family."""
    return "Month YYYY" if "Mon" in style or "Season" in style else style


def _mixed_styles(
    profile: Profile, parsed: list[tuple[Text, DateValue]], styles: Counter[str]
) -> list[Finding]:
    """Dates written in several styles: point at the ones in the less common styles."""
    month_styles = Counter({s: n for s, n in styles.items() if "M" in s})
    if len(month_styles) < 2:
        return []
    main, _ = month_styles.most_common(1)[0]
    summary = ", ".join(f"{s} ×{n}" for s, n in month_styles.most_common())
    out = []
    for text, value in parsed:
        family = _family(value.style)
        if family in month_styles and family != main and value.kind == DateKind.DATE:
            out.append(
                finding_at(
                    profile,
                    text,
                    0,
                    kind="date_format",
                    severity=Severity.INFO,
                    snippet=text.value,
                    message=f"dates are written in {len(month_styles)} styles ({summary}); "
                    f"this one differs from the usual '{main}'",
                )
            )
    return out


def _is_side_role(entry: Entry) -> bool:
    """True when the entry's title or name marks a side role ("Research Intern",
    "Teaching Assistant", "Volunteer Mentor", "Acme (part-time)")."""
    words = " ".join(t.value for t in (entry.position, entry.organisation) if t)
    return bool(_SIDE_ROLE.search(words))


def _overlaps(profile: Profile, spans: list[Span], today: dt.date) -> list[Finding]:
    work = [s for s in spans if s.entry.section == "work"]
    out = []
    for i, a in enumerate(work):
        for b in work[i + 1 :]:
            ma, mb = a.months(today), b.months(today)
            if ma is None or mb is None:
                continue
            months = min(ma[1], mb[1]) - max(ma[0], mb[0]) + 1
            if months <= 0 or (months == 1 and (ma[1] == mb[0] or mb[1] == ma[0])):
                continue  # no overlap, or one role ends in the month the next begins
            out.append(_overlap(profile, a, b, months))
    return out


def _overlap(profile: Profile, a: Span, b: Span, months: int) -> Finding:
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
    return finding_at(
        profile,
        a.start_text,
        0,
        kind="date_overlap",
        severity=severity,
        snippet=a.start_text.value,
        related_path=b.start_text.path,
        message=message,
    )


def _range(span: Span) -> str:
    return f"{span.start.raw} – {span.end.raw}" if span.end else span.start.raw


def _still_present(profile: Profile, spans: list[Span]) -> list[Finding]:
    """A degree still 'Present' after a later degree started cannot be true."""
    study = [s for s in spans if s.entry.section == "education"]
    out = []
    for a in study:
        if a.end is None or a.end.kind != DateKind.PRESENT or a.end_text is None:
            continue
        if a.start.date is None:
            continue
        for b in study:
            if b is a or b.start.date is None:
                continue
            if b.start.date.start_index() > a.start.date.end_index():
                out.append(
                    finding_at(
                        profile,
                        a.end_text,
                        0,
                        kind="chronology",
                        severity=Severity.WARNING,
                        snippet=a.end_text.value,
                        related_path=b.start_text.path,
                        message=f"{a.entry.name()} is still '{a.end.raw}', but {b.entry.name()} "
                        f"started {b.start.raw}: give the date the first degree ended",
                    )
                )
                break
    return out


def _org_names(entry: Entry) -> set[str]:
    names = set()
    if entry.organisation:
        value = entry.organisation.value
        names.add(value.split(",")[0].strip().lower())
        names.update(m.lower() for m in re.findall(r"\(([A-Za-z]{2,})\)", value))
    return {n for n in names if len(n) >= 3}


def _awards_before(profile: Profile, spans: list[Span], today: dt.date) -> list[Finding]:
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
                out.append(
                    finding_at(
                        profile,
                        award.date,
                        0,
                        kind="chronology",
                        severity=Severity.WARNING,
                        snippet=award.date.value,
                        related_path=span.start_text.path,
                        message=f"'{award.name()}' is dated {when.raw}, {years} year(s) before "
                        f"{span.entry.name()} began ({span.start.raw})",
                    )
                )
                break
    return out
