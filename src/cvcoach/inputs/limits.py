"""What a CV file may hold, and the error that locates what it may not."""

from __future__ import annotations

from cvcoach.model.findings import Finding

MAX_BYTES = 1_000_000  # a CV is kilobytes; a megabyte is already absurd
MAX_DEPTH = 40
MAX_NODES = 50_000


class ParseError(Exception):
    def __init__(self, problems: list[Finding]) -> None:
        self.problems = problems
        super().__init__(problems[0].message if problems else "cannot parse")
