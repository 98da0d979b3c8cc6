"""Writing and spelling checks over the texts of a profile."""

from __future__ import annotations

import datetime as dt
import re

from cvcoach.checks.locate import finding_at
from cvcoach.dates import DateError, DateKind, parse_date
from cvcoach.findings import Finding, Severity
from cvcoach.profile import Entry, Profile, Text
from cvcoach.spelling import Speller, build_vocabulary
from cvcoach.writing import check_bullet, check_prose

# Fields that hold no prose: never spell-checked.
_NOT_WORDS = re.compile(
    r"(url|email|phone|doi|username|network|image|photo|startDate|endDate|releaseDate|date|"
    r"start_date|end_date|countryCode|postalCode|\$schema|canonical|version|lastModified)"
    r"(\[\d+\])?$")


def entry_finished(entry: Entry, today: dt.date) -> bool | None:
    """True when the entry has ended, False when current, None when its dates don't say."""
    end = entry.end
    if end is None:
        return None
    try:
        value = parse_date(end.value, today=today)
    except DateError:
        return None
    if value.kind == DateKind.PRESENT:
        return False
    if value.date is None:
        return None
    return value.date.end_index() < today.year * 12 + today.month - 1


def check_writing(profile: Profile, today: dt.date) -> list[Finding]:
    findings: list[Finding] = []

    def add(text: Text, issues: list) -> None:  # type: ignore[type-arg]
        for issue in issues:
            findings.append(finding_at(
                profile, text, issue.start, kind=issue.kind, severity=issue.severity,
                snippet=issue.text, suggestion=issue.suggestion, message=issue.message))

    if profile.basics.summary:
        add(profile.basics.summary, check_prose(profile.basics.summary.value))
    for entry in profile.entries:
        finished = entry_finished(entry, today)
        if entry.summary:
            add(entry.summary, check_prose(entry.summary.value))
        for bullet in entry.highlights:
            add(bullet, check_bullet(bullet.value, finished=finished))
    return findings


def spell_checked(profile: Profile) -> list[Text]:
    return [t for t in profile.texts() if not _NOT_WORDS.search(t.path)]


def check_spelling(profile: Profile, speller: Speller | None = None) -> list[Finding]:
    texts = spell_checked(profile)
    vocabulary = build_vocabulary(t.value for t in texts)
    speller = speller or Speller()
    findings = []
    for text in texts:
        for miss in speller.check(text.value, vocabulary):
            severity = Severity.INFO if miss.severity == "info" else Severity.WARNING
            hint = f"; did you mean '{miss.suggestion}'?" if miss.suggestion else ""
            findings.append(finding_at(
                profile, text, miss.start, kind="spelling", severity=severity,
                snippet=miss.word, suggestion=miss.suggestion,
                message=f"'{miss.word}': {miss.reason}{hint}"))
    return findings
