"""Turn an offset inside a profile text into a line and column of the user's file."""

from __future__ import annotations

from functools import lru_cache

from cvcoach.inputs.scalars import scalar_at
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Profile, Text
from cvcoach.model.source import SourceDoc


class Locator:
    """Lines and columns of offsets in one profile's texts, and the findings placed there:
    the one place a check turns an offset into a finding. Each text's scalar is found once,
    however many findings it has: make one per check of a CV and pass it to every check."""

    def __init__(self, profile: Profile) -> None:
        self._doc: SourceDoc | None = profile.document
        self._shifts: dict[str, int | None] = {}  # path -> column of offset 0 minus column

    def position(self, text: Text, offset: int) -> tuple[int | None, int | None]:
        """Line and column of `text.value[offset]` in the file (exact for one-line scalars)."""
        if self._doc is None or text.line is None or text.column is None:
            return text.line, text.column
        shifts = self._shifts
        if text.path in shifts:
            shift = shifts[text.path]
        else:
            shift = shifts[text.path] = _shift(self._doc, text.path)
        if shift is None:
            return text.line, text.column  # folded or escaped: point at the value's start
        return text.line, text.column + shift + offset

    def finding(
        self,
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
        """A finding at `text.value[start]`."""
        line, column = self.position(text, start)
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


def _shift(doc: SourceDoc, path: str) -> int | None:
    """How far offset 0 of the value at `path` lies right of the scalar's column (its opening
    quote), or None when offsets in the value are not offsets in the file."""
    scalar = scalar_at(doc.root, path)
    if scalar is None or not _verbatim(doc.text, scalar.start, scalar.end):
        return None
    return 1 if scalar.style in ("single", "double", "json") else 0


@lru_cache(maxsize=64)
def _verbatim(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is one line with no escape, so that offsets in the value are
    offsets in the file. Asked once per scalar, not once per finding: a line of 400 KB with
    24,000 findings was copied and searched for each."""
    return text.find("\n", start, end) < 0 and text.find("\\", start, end) < 0
