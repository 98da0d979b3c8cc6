"""What `polish` returns, and the separate step that writes its changes into a source file.

Plain dataclasses, as every public result (`cvcoach.model.results`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from cvcoach.keywords import Coverage
from cvcoach.model.findings import Finding
from cvcoach.model.profile import Profile
from cvcoach.model.results import Result
from cvcoach.model.usage import Usage
from cvcoach.rewriting.rewrite_review import Change, Rejection
from cvcoach.rewriting.tailoring import RequirementStatus

INTERNAL = {"internal": True}  # a field `to_dict` leaves out: the profiles themselves


@dataclass(kw_only=True)
class Question(Result):
    """Something only the user can answer: a missing number, or a spelling guess."""

    path: str
    text: str
    question: str
    kind: str = "metric"  # "metric": a number only you know; "spelling": a guess not applied


@dataclass(kw_only=True)
class CoverageFigures(Result):
    """The weighted share of the role's keywords the CV mentions, and which."""

    ratio: float
    covered: list[str]
    missing: list[str]

    @classmethod
    def of(cls, cov: Coverage) -> CoverageFigures:
        return cls(ratio=cov.ratio, covered=list(cov.covered), missing=list(cov.missing))


@dataclass(kw_only=True)
class PolishResult(Result):
    """What `polish` did: the changes (path, before, after, reasons), what the guards
    refused, the questions for the user, the findings before and after, and the polished
    profile in memory (`polished`). `apply_to_source(result)` writes the changes into the
    text of the file the profile was read from; `polished_text` is that text."""

    source: str
    format: str
    engine: str
    role_title: str | None
    role_company: str | None = None
    changes: list[Change]
    rejected: list[Rejection]
    questions: list[Question]
    findings_before: list[Finding]
    findings_left: list[Finding]
    coverage_before: CoverageFigures
    coverage_after: CoverageFigures
    reordered: dict[str, list[int]] = field(default_factory=dict)
    # the posting's requirements: met, partial or missing, with the CV texts that evidence them
    requirements: list[RequirementStatus] = field(default_factory=list)
    entry_errors: list[str] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    entries: int = 0  # entries sent to the engine
    entries_failed: int = 0  # entries the engine returned no answer for
    proposed: int = 0  # rewrites the engine proposed (before the guard)
    rescued: int = 0  # refused rewrites whose second attempt passed the guard
    fallback: list[str] = field(default_factory=list)  # entries the offline rules stood in for
    offline_added: int = 0  # changes the offline rules made to text a model left as it was
    new_values: dict[str, str] = field(default_factory=dict)  # every new text (with reorders)
    profile: Profile = field(repr=False, metadata=INTERNAL)  # the profile polished
    polished: Profile = field(repr=False, metadata=INTERNAL)  # with the new values

    @property
    def model_failed(self) -> bool:
        """True when a model engine ran and answered for no entry at all."""
        return self.entries > 0 and self.entries_failed == self.entries

    @property
    def polished_text(self) -> str:
        """The source file's text with the changes in it (`apply_to_source`)."""
        return apply_to_source(self.profile, self)


def apply_to_source(
    profile: Profile, changes: PolishResult | Mapping[str, str] | Iterable[Change]
) -> str:
    """The text of the file `profile` was read from, with `changes` written in: every byte
    outside the changed values as it was (comments, order, quoting, line ends).

    `changes` is a `PolishResult` (its changes and reorders), a mapping of paths to new
    values, or a list of `Change`s (say, the ones a user accepted). Raises `InputError` for
    a profile built in code: it has no source file (`result.polished` holds the result).
    """
    from cvcoach.outputs.source_write import apply_changes

    document = profile.require_document()
    if isinstance(changes, PolishResult):
        values = dict(changes.new_values)
    elif isinstance(changes, Mapping):
        values = dict(changes)
    else:
        values = {change.path: change.after for change in changes}
    return apply_changes(document, values)
