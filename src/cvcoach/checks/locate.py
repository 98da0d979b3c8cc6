"""Turn an offset inside a profile text into a line and column of the user's file."""

from __future__ import annotations

from functools import lru_cache

from cvcoach.inputs.scalars import item_at, node_at, scalar_at
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Profile, Text
from cvcoach.model.source import Node, Scalar, SourceDoc


class Locator:
    """Lines and columns of offsets in one profile's texts, and the findings placed there:
    the one place a check turns an offset into a finding. Each text's scalar is found once,
    however many findings it has: make one per check of a CV and pass it to every check."""

    def __init__(self, profile: Profile) -> None:
        self._doc: SourceDoc | None = profile.document
        self._shifts: dict[str, int | None] = {}  # path -> column of offset 0 minus column
        self._lists: dict[str, Node | None] = {}  # path -> the list there (`_scalar`)

    def position(self, text: Text, offset: int) -> tuple[int | None, int | None]:
        """Line and column of `text.value[offset]` in the file (exact for one-line scalars)."""
        if self._doc is None or text.line is None or text.column is None:
            return text.line, text.column
        shifts = self._shifts
        if text.path in shifts:
            shift = shifts[text.path]
        else:
            shift = shifts[text.path] = self._shift(self._doc, text.path)
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

    def _shift(self, doc: SourceDoc, path: str) -> int | None:
        """How far offset 0 of the value at `path` lies right of the scalar's column (its
        opening quote), or None when offsets in the value are not offsets in the file."""
        scalar = self._scalar(doc.root, path)
        if scalar is None or not _verbatim(doc.text, scalar.start, scalar.end):
            return None
        return 1 if scalar.style in ("single", "double", "json") else 0

    def _scalar(self, root: Node, path: str) -> Scalar | None:
        """`scalar_at(root, path)`, with the list of an item (`work[3].highlights[7]`) found
        once for all its items, not walked to from the root for each bullet."""
        head, _, tail = path.rpartition("[")
        if not (head and tail[:-1].isdecimal() and tail[-1:] == "]"):
            return scalar_at(root, path)
        lists = self._lists
        if head in lists:
            items = lists[head]
        else:
            try:
                items = lists[head] = node_at(root, head)
            except ValueError:  # not a path: as `scalar_at` says
                return scalar_at(root, path)
        node = item_at(items, int(tail[:-1]))
        return node if isinstance(node, Scalar) else None


@lru_cache(maxsize=64)
def _verbatim(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is one line with no escape, so that offsets in the value are
    offsets in the file. Asked once per scalar, not once per finding: a line of 400 KB with
    24,000 findings was copied and searched for each."""
    return text.find("\n", start, end) < 0 and text.find("\\", start, end) < 0
