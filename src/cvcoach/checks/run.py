"""`check`: every deterministic check over a profile, with no model and no network."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

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
    from cvcoach.checks.text_checks import check_spelling, check_writing

    if not isinstance(profile, Profile):
        from cvcoach.inputs.profile_loader import load_profile

        profile = load_profile(profile)
    if role is not None and not isinstance(role, Role):
        from cvcoach.inputs.role import load_role

        role = load_role(role)
    today = today or dt.date.today()
    findings = (
        check_spelling(profile, speller)
        + check_writing(profile, today)
        + check_dates(profile, today)
    )
    summary = Summary()
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
    of the same kind at the same place ('helped to deploy' within 'I helped to deploy')."""
    out: list[Finding] = []
    for f in findings:
        if any(
            g.kind == f.kind
            and g.path == f.path
            and f.text
            and f.text in g.text
            and (g.text != f.text or g.column == f.column)
            for g in out
        ):
            continue
        out = [
            g
            for g in out
            if not (g.kind == f.kind and g.path == f.path and g.text and g.text in f.text)
        ]
        out.append(f)
    return out


def sort_findings(findings: list[Finding]) -> list[Finding]:
    return sorted(findings, key=lambda f: (f.line or 0, f.column or 0, f.kind))
