"""Writing and spelling checks over the texts of a profile."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from cvcoach.checks.grammar import grammar_issues
from cvcoach.checks.locate import Locator
from cvcoach.checks.spelling import Speller, build_vocabulary
from cvcoach.checks.writing import check_bullet, check_prose, pronoun_issues
from cvcoach.language.dates import DateError, DateKind, parse_date
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Entry, Profile, Text

# Fields that hold no prose: never spell-checked.
_NOT_WORDS = re.compile(
    r"(url|email|phone|doi|username|network|image|photo|startDate|endDate|releaseDate|date|"
    r"start_date|end_date|countryCode|postalCode|\$schema|canonical|version|lastModified)"
    r"(\[\d+\])?$"
)
# Fields whose words are often the owner's name: evidence for the spelling check.
_HANDLES = re.compile(r"(url|email|username|website)(\[\d+\])?$")


def entry_finished(entry: Entry, today: dt.date) -> bool | None:
    """True when the entry has ended, False when current, None when its dates don't say."""
    end = entry.end
    if end is None:
        # a lone date on a project, a term of teaching or an award is when it happened;
        # a job with no end date is current (JSON Resume's convention)
        lone = entry.start or entry.date
        if lone is None or entry.section == "work":
            return None
        end = lone
    try:
        value = parse_date(end.value, today=today)
    except DateError:
        return None
    if value.kind == DateKind.PRESENT:
        return False
    if value.date is None:
        return None
    return value.date.end_index() < today.year * 12 + today.month - 1


def check_writing(
    profile: Profile, today: dt.date, locator: Locator | None = None
) -> list[Finding]:
    """The writing and grammar findings of every prose text of `profile`."""
    findings: list[Finding] = []
    where = locator or Locator(profile)

    def add(text: Text, issues: list) -> None:  # type: ignore[type-arg]
        for issue in issues:
            findings.append(
                where.finding(
                    text,
                    issue.start,
                    kind=issue.kind,
                    severity=issue.severity,
                    snippet=issue.text,
                    suggestion=issue.suggestion,
                    message=issue.message,
                )
            )

    summary = profile.basics.summary
    if summary:
        # first person is common in a personal statement: worth a note, not a warning
        first_person = [replace(i, severity=Severity.INFO) for i in pronoun_issues(summary.value)]
        add(
            summary,
            check_prose(summary.value)
            + first_person
            + grammar_issues(summary.value, finished=None, bullet=False),
        )
    for entry in profile.entries:
        finished = entry_finished(entry, today)
        if entry.summary:
            add(
                entry.summary,
                check_prose(entry.summary.value)
                + grammar_issues(entry.summary.value, finished=finished, bullet=False),
            )
        for bullet in entry.highlights:
            add(
                bullet,
                check_bullet(bullet.value, finished=finished)
                + grammar_issues(bullet.value, finished=finished, bullet=True),
            )
        for name in (entry.position, entry.organisation):
            if name:
                add(name, grammar_issues(name.value, finished=None, bullet=False))
    return findings


def spell_checked(profile: Profile) -> list[Text]:
    return [t for t in profile.texts() if not _NOT_WORDS.search(t.path)]


def handle_texts(profile: Profile) -> list[str]:
    """The CV's e-mail addresses, user names and links: the spelling check's evidence of
    how its owner spells their name."""
    return [t.value for t in profile.texts() if _HANDLES.search(t.path)]


def check_spelling(
    profile: Profile, speller: Speller | None = None, locator: Locator | None = None
) -> list[Finding]:
    """The spelling findings of every text of `profile` that holds words."""
    where = locator or Locator(profile)
    texts = spell_checked(profile)
    vocabulary = build_vocabulary((t.value for t in texts), handle_texts(profile))
    speller = speller or Speller()
    findings = []
    for text in texts:
        for miss in speller.check(text.value, vocabulary):
            severity = Severity.INFO if miss.severity == "info" else Severity.WARNING
            hint = (
                f"; did you mean '{miss.suggestion}'?"
                if miss.suggestion and miss.suggestion not in miss.reason
                else ""
            )
            findings.append(
                where.finding(
                    text,
                    miss.start,
                    kind="spelling",
                    severity=severity,
                    snippet=miss.word,
                    suggestion=miss.suggestion,
                    message=f"'{miss.word}': {miss.reason}{hint}",
                )
            )
    return findings
