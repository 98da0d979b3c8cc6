"""Turn an offset inside a profile text into a line and column of the user's file."""

from __future__ import annotations

from cvcoach.inputs.scalars import scalar_at
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Profile, Text
from cvcoach.model.source import SourceDoc


def position(profile: Profile, text: Text, offset: int) -> tuple[int | None, int | None]:
    """Line and column of `text.value[offset]` in the file (exact for one-line scalars)."""
    doc: SourceDoc | None = profile.document
    if doc is None or text.line is None or text.column is None:
        return text.line, text.column
    scalar = scalar_at(doc.root, text.path)
    if scalar is None:
        return text.line, text.column
    raw = doc.text[scalar.start : scalar.end]
    if "\n" in raw or "\\" in raw:
        return text.line, text.column  # folded or escaped: point at the start of the value
    quote = 1 if scalar.style in ("single", "double", "json") else 0
    return text.line, text.column + quote + offset


def finding_at(
    profile: Profile,
    text: Text,
    start: int,
    *,
    kind: str,
    severity: Severity,
    snippet: str,
    message: str,
    suggestion: str | None = None,
    related_path: str | None = None,
) -> Finding:
    line, column = position(profile, text, start)
    return Finding(
        kind=kind,
        severity=severity,
        path=text.path,
        line=line,
        column=column,
        text=snippet,
        suggestion=suggestion,
        message=message,
        related_path=related_path,
    )
