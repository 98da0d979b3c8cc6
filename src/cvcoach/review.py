"""`check --review`: contradictions a model notices, kept only when its quotes are in the CV."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from cvcoach.checker import CheckResult, sort_findings
from cvcoach.engines.base import Engine, ReviewItem
from cvcoach.findings import Finding, Severity
from cvcoach.profile import Profile, Text


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def locate_quote(profile: Profile, quote: str) -> Text | None:
    """The CV text that contains the quote verbatim (whitespace-normalised), if any."""
    q = _norm(quote)
    if not q:
        return None
    return next((t for t in profile.texts() if q in _norm(t.value)), None)


def review_findings(profile: Profile, items: list[ReviewItem]) -> list[Finding]:
    """Findings of kind `review`; items with any quote not found in the CV are dropped."""
    findings = []
    for item in items:
        located = [locate_quote(profile, q.text) for q in item.quotes]
        if not item.quotes or any(t is None for t in located):
            continue
        texts = [t for t in located if t is not None]
        severity = (
            Severity(item.severity)
            if item.severity in ("error", "warning", "info")
            else Severity.WARNING
        )
        quoted = "; ".join(f"“{q.text}”" for q in item.quotes)
        findings.append(
            Finding(
                kind="review",
                severity=severity,
                path=texts[0].path,
                line=texts[0].line,
                column=texts[0].column,
                text=item.quotes[0].text,
                message=f"{item.message} (quoted: {quoted})",
                related_path=texts[1].path if len(texts) > 1 else None,
            )
        )
    return findings


def review(profile: Profile, engine: Engine) -> list[Finding]:
    from cvcoach.engines.select import protect_contacts

    protect_contacts(engine, profile)
    return review_findings(profile, engine.review(profile.plain_text()))


def add_review(result: CheckResult, path: Path, args: argparse.Namespace) -> CheckResult:
    from cvcoach.commands import make_engine
    from cvcoach.profile_loader import load_profile

    engine = make_engine(args)
    if engine.name == "offline":
        import sys

        sys.stderr.write(
            "cvcoach: --review needs a model (set OPENAI_API_KEY or OPENAI_BASE_URL); "
            "the rule-based checks ran without it\n"
        )
        return result
    extra = review(load_profile(path), engine)
    findings = sort_findings(result.findings + extra)
    summary = result.summary.model_copy()
    summary.by_kind = {**summary.by_kind, **({"review": len(extra)} if extra else {})}
    summary.warnings += sum(f.severity == Severity.WARNING for f in extra)
    summary.errors += sum(f.severity == Severity.ERROR for f in extra)
    summary.info += sum(f.severity == Severity.INFO for f in extra)
    return result.model_copy(update={"findings": findings, "summary": summary})
