"""Turn an offset inside a profile text into a line and column of the user's file."""

from __future__ import annotations

from functools import lru_cache

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
    if not _verbatim(doc.text, scalar.start, scalar.end):
        return text.line, text.column  # folded or escaped: point at the start of the value
    quote = 1 if scalar.style in ("single", "double", "json") else 0
    return text.line, text.column + quote + offset


@lru_cache(maxsize=64)
def _verbatim(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is one line with no escape, so that offsets in the value are
    offsets in the file. Asked once per scalar, not once per finding: a line of 400 KB with
    24,000 findings was copied and searched for each."""
    return text.find("\n", start, end) < 0 and text.find("\\", start, end) < 0


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
