"""`check`: every deterministic check over a profile, with no model and no network."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from cvcoach.language.lexicon import lexicon_held
from cvcoach.model.findings import CheckResult, Finding, Severity, Summary
from cvcoach.model.profile import Profile
from cvcoach.model.role import Role

if TYPE_CHECKING:
    from cvcoach.checks.spelling import Speller


def check(
    profile: Profile | str | Path,
    role: Role | str | Path | None = None,
    *,
    today: dt.date | None = None,
    speller: Speller | None = None,
) -> CheckResult:
    """Run every check; `role` adds role-keyword gaps. Raises InputError for unreadable input.

    Pass one `speller` when checking many CVs in a row: it remembers its verdicts.
    """
    from cvcoach.checks.dates_check import check_dates
    from cvcoach.checks.locate import Locator
    from cvcoach.checks.text_checks import check_spelling, check_writing

    if not isinstance(profile, Profile):
        from cvcoach.inputs.profile_loader import load_profile

        profile = load_profile(profile)
    if role is not None and not isinstance(role, Role):
        from cvcoach.inputs.role import load_role

        role = load_role(role)
    today = today or dt.date.today()
    summary = Summary()
    with lexicon_held():  # one lexicon for the whole CV, not a look at the allowlist per bullet
        where = Locator(profile)  # each text's place in the file, found once
        findings = (
            check_spelling(profile, speller, where)
            + check_writing(profile, today, where)
            + check_dates(profile, today, where)
        )
        if role is not None:
            from cvcoach.checks.role_check import check_role

            role_findings, coverage = check_role(profile, role, today)
            findings += role_findings
            summary.role_coverage = coverage.ratio
            summary.role_covered = list(coverage.covered)
            summary.role_missing = list(coverage.missing)
    findings = sort_findings(dedupe(findings))
    counts = Counter(f.severity for f in findings)
    summary.errors = counts[Severity.ERROR]
    summary.warnings = counts[Severity.WARNING]
    summary.info = counts[Severity.INFO]
    summary.by_kind = dict(sorted(Counter(f.kind for f in findings).items()))
    return CheckResult(
        file=profile.source, format=profile.format, findings=findings, summary=summary
    )


def dedupe(findings: list[Finding]) -> list[Finding]:
    """One finding per problem: exact repeats, and a finding whose text lies inside another
    of the same kind at the same place ('helped to deploy' within 'I helped to deploy').

    Findings are compared only with those of their own kind and path, text by distinct text,
    so the work grows with the findings, not with their square (15,000 bullets give 30,000
    findings)."""
    out: list[Finding | None] = []
    # kind, path -> text -> column -> where in `out` the findings of that text are
    places: dict[tuple[str, str], dict[str, dict[int | None, list[int]]]] = {}
    for f in findings:
        if not f.text:
            out.append(f)
            continue
        texts = places.setdefault((f.kind, f.path), {})
        if not texts:  # the first of its kind and path (most findings): nothing to compare
            texts[f.text] = {f.column: [len(out)]}
            out.append(f)
            continue
        if f.column in texts.get(f.text, {}) or any(t != f.text and f.text in t for t in texts):
            continue  # a repeat, or inside a kept finding's text
        for text in [t for t in texts if t != f.text and t in f.text]:
            for indices in texts.pop(text).values():
                for index in indices:
                    out[index] = None
        texts.setdefault(f.text, {}).setdefault(f.column, []).append(len(out))
        out.append(f)
    return [f for f in out if f is not None]


def sort_findings(findings: list[Finding]) -> list[Finding]:
    return sorted(findings, key=lambda f: (f.line or 0, f.column or 0, f.kind))
