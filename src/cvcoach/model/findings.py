"""The one located type for everything cvcoach reports: check findings and input errors.

Plain dataclasses: `cvcoach check` builds them by the hundred and must start fast, so
nothing here imports a validation library.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from cvcoach.model.errors import CvcoachError
from cvcoach.model.results import Result


class Severity(str, Enum):
    """How serious a finding is; ordered error > warning > info."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 3, "warning": 2, "info": 1}[self.value]

    def at_least(self, other: Severity) -> bool:
        return self.rank >= other.rank


@dataclass(frozen=True, kw_only=True)
class Finding(Result):
    """A problem found in the user's file, located where the user can fix it.

    `path` is the path in the user's own file (`work[1].highlights[0]`,
    `cv.sections.experience[0].start_date`); `line` and `column` are 1-based;
    `text` is exactly the offending word or phrase; `suggestion` the fix or None.
    """

    kind: str
    severity: Severity
    path: str
    line: int | None = None
    column: int | None = None
    text: str = ""
    suggestion: str | None = None
    message: str
    related_path: str | None = None

    def location(self, file: str) -> str:
        if self.line is None:
            return file
        if self.column is None:
            return f"{file}:{self.line}"
        return f"{file}:{self.line}:{self.column}"


class InputError(CvcoachError):
    """Raised when a file cannot be read as a profile or a role; carries every problem at once."""

    def __init__(self, file: str, problems: list[Finding]) -> None:
        self.file = file
        self.problems = problems
        first = problems[0].message if problems else "unreadable input"
        super().__init__(f"{file}: {first}")

    def render(self) -> str:
        """Compiler-style lines, one per problem."""
        lines = []
        for p in self.problems:
            where = p.location(self.file)
            field = f" {p.path}:" if p.path else ""
            lines.append(f"{where}:{field} {p.message}")
        return "\n".join(lines)


def input_problem(
    message: str,
    *,
    path: str = "",
    line: int | None = None,
    column: int | None = None,
    text: str = "",
) -> Finding:
    """A finding of kind `input`: something that stops a file from being read."""
    return Finding(
        kind="input", severity=Severity.ERROR, message=message,
        path=path, line=line, column=column, text=text,
    )  # fmt: skip


@dataclass(kw_only=True)
class Summary(Result):
    """How many findings of each severity and kind, and how much of the role the CV covers."""

    errors: int = 0
    warnings: int = 0
    info: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)
    role_coverage: float | None = None  # weighted share of role keywords the CV mentions
    role_covered: list[str] = field(default_factory=list)
    role_missing: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class CheckResult(Result):
    """What `check` found in one file."""

    file: str
    format: str
    findings: list[Finding]
    summary: Summary

    def worst(self) -> Severity | None:
        ranks = [f.severity for f in self.findings]
        return max(ranks, key=lambda s: s.rank) if ranks else None

    def fails(self, threshold: Severity) -> bool:
        return any(f.severity.at_least(threshold) for f in self.findings)
