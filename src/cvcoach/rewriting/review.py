"""`check --review`: contradictions a model notices, kept only when its quotes are in the CV."""

from __future__ import annotations

import re

from cvcoach.engines.base import Engine, ReviewItem
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Profile, Text


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
