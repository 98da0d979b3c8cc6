"""The kind of a section whose own heading is unknown, from the heading it stands under.

A posting's headings nest: "## Qualifications / Requirements" then "### What you bring as a
base:", "## Responsibilities" then "### A field of work that could be yours:". The inner
heading says nothing the heading patterns know (a phrasing never seen, another language),
but it stands under a heading that does: its section is of its parent's kind. Only Markdown
or HTML heading levels nest; a bold or plain line read as a heading (`PLAIN_LEVEL`) has no
known depth, so it neither inherits nor passes on a kind.
"""

from __future__ import annotations

from cvcoach.inputs.posting_heading_lines import PLAIN_LEVEL
from cvcoach.model.role import SectionKind


class Outline:
    """The headings open above the line being read, with the kind each opened."""

    def __init__(self) -> None:
        self._open: list[tuple[int, SectionKind]] = []

    def kind_under(self, level: int, kind: SectionKind) -> SectionKind:
        """The kind a heading of this level opens: its own when known, else its nearest
        enclosing heading's known kind; the heading is then open until one of its level or
        above comes."""
        if level >= PLAIN_LEVEL:
            return kind
        while self._open and self._open[-1][0] >= level:
            self._open.pop()
        if kind == "other" and self._open and self._open[-1][1] != "other":
            kind = self._open[-1][1]
        self._open.append((level, kind))
        return kind
