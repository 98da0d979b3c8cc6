"""Deterministic graders: small pure functions from cvcoach's output to a `Grade`.

Every grader looks at one output (a check result, a polished CV, a cover letter) and says
whether it passed, a score in 0..1 and why, in words a person changing a prompt or a rule
can act on. `items` counts what was graded; a grade with `items == 0` had nothing to grade
(no rewrite to re-check, no finding of that kind) and is left out of every aggregate, so
an empty population neither helps nor hurts a score.

Check graders match a reported finding to an expected one as `evals/README.md` says: same
kind and path, texts overlapping. The date kinds `date_format`, `date_order` and
`chronology` stand in for one another (the README allows "Dec. 21" to be called any of
them), and a `date_overlap` may be reported from either end. Advice kinds (`no_metric`,
`role_gap`, `length`) are never listed as expected, so they are left out of precision.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from cvcoach.evals.cases import ExpectedFinding
from cvcoach.model.findings import Finding

ADVICE_KINDS = frozenset({"no_metric", "role_gap", "length"})
DATE_KINDS = frozenset({"date_format", "date_order", "chronology"})
SHOWN = 5  # examples quoted in a reason


class Grade(BaseModel):
    """One grader's verdict on one output."""

    model_config = ConfigDict(frozen=True)

    name: str
    passed: bool
    score: float = Field(ge=0.0, le=1.0)
    reason: str
    items: int = 1  # how many things were graded; 0: nothing to grade (left out of aggregates)


def share(name: str, good: int, total: int, reason: str, *, threshold: float = 1.0) -> Grade:
    """A grade whose score is `good / total` and which passes at `threshold` or above."""
    if total == 0:
        return Grade(name=name, passed=True, score=1.0, reason=reason, items=0)
    score = round(good / total, 4)
    return Grade(name=name, passed=score >= threshold, score=score, reason=reason, items=total)


def counted(
    name: str, good: int, total: int, said: str, failed: Sequence[str] = (), label: str = ""
) -> Grade:
    """`good` of `total` as a share; the reason says what was counted and shows a few of
    the `failed` items, after `label`."""
    reason = f"{good} of {total} {said}"
    if failed:
        reason += "; " + (f"{label}: " if label else "") + examples(failed)
    return share(name, good, total, reason)


def examples(items: Sequence[str]) -> str:
    """The first few items, joined, and how many more there are."""
    more = f" (+{len(items) - SHOWN} more)" if len(items) > SHOWN else ""
    return "; ".join(items[:SHOWN]) + more


# --- checks against the expected findings -------------------------------------------------------


def texts_overlap(expected: str, found: str) -> bool:
    """'Augu.' and 'Augu. 2023' overlap; an empty text matches anything."""
    return not expected or not found or found in expected or expected in found


def kinds_match(expected: str, found: str) -> bool:
    return expected == found or (expected in DATE_KINDS and found in DATE_KINDS)


def matches(expected: ExpectedFinding, found: Finding) -> bool:
    """True when `found` reports what `expected` describes."""
    if not kinds_match(expected.kind, found.kind):
        return False
    if found.path == expected.path:
        return texts_overlap(expected.text, found.text)
    # a pair of dates (an overlap, a chronology) reported from its other end
    return (
        expected.related_path is not None
        and found.path == expected.related_path
        and found.related_path == expected.path
    )


@dataclass(frozen=True)
class Confusion:
    """Reported (advice kinds aside) and expected findings, and which of them match nothing."""

    reported: list[Finding]
    false_alarms: list[Finding]
    expected: list[ExpectedFinding]
    misses: list[ExpectedFinding]


def confusion(
    expected: Sequence[ExpectedFinding], found: Sequence[Finding], kind: str | None = None
) -> Confusion:
    """Compare findings, for one kind or (`kind=None`) for all of them."""
    reported = [f for f in found if f.kind not in ADVICE_KINDS and kind in (None, f.kind)]
    wanted = [e for e in expected if kind in (None, e.kind)]
    return Confusion(
        reported=reported,
        false_alarms=[f for f in reported if not any(matches(e, f) for e in expected)],
        expected=wanted,
        misses=[e for e in wanted if not any(matches(e, f) for f in found)],
    )


def _named(base: str, kind: str | None) -> str:
    return f"{base}.{kind}" if kind else base


def grade_precision(
    expected: Sequence[ExpectedFinding], found: Sequence[Finding], kind: str | None = None
) -> Grade:
    """Share of reported findings that a reviewer listed (advice kinds are not graded)."""
    c = confusion(expected, found, kind)
    name = _named("check.precision", kind)
    if not c.reported:
        reason = "nothing reported (no_metric, role_gap and length are advice: not graded)"
        return share(name, 0, 0, reason)
    good = len(c.reported) - len(c.false_alarms)
    alarms = [f"{f.kind} {f.path} {f.text!r}" for f in c.false_alarms]
    said = "reported findings are expected"
    return counted(name, good, len(c.reported), said, alarms, "not expected")


def grade_recall(
    expected: Sequence[ExpectedFinding], found: Sequence[Finding], kind: str | None = None
) -> Grade:
    """Share of the expected findings that the checks reported."""
    c = confusion(expected, found, kind)
    good = len(c.expected) - len(c.misses)
    missed = [f"{e.kind} {e.path} {e.text!r}" for e in c.misses]
    said = "expected findings reported"
    return counted(_named("check.recall", kind), good, len(c.expected), said, missed, "missed")


def grade_f1(
    expected: Sequence[ExpectedFinding], found: Sequence[Finding], kind: str | None = None
) -> Grade:
    """Harmonic mean of precision and recall; 0 when either side has nothing right."""
    c = confusion(expected, found, kind)
    name = _named("check.f1", kind)
    items = len(c.reported) + len(c.expected)
    if items == 0:
        return Grade(
            name=name, passed=True, score=1.0, reason="nothing expected or reported", items=0
        )
    precision = (len(c.reported) - len(c.false_alarms)) / len(c.reported) if c.reported else 0.0
    recall = (len(c.expected) - len(c.misses)) / len(c.expected) if c.expected else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    reason = f"precision {precision:.2f}, recall {recall:.2f}"
    return Grade(name=name, passed=f1 >= 1.0, score=round(f1, 4), reason=reason, items=items)


def suggestion_agrees(expected: ExpectedFinding, found: Finding) -> bool:
    """True when `found`'s fix gives the expected fix ('Price' -> 'Prize' in 'First Price')."""
    if found.suggestion is None or expected.suggestion is None:
        return False
    if found.text == expected.text:
        return found.suggestion == expected.suggestion
    if found.text and found.text in expected.text:
        return expected.text.replace(found.text, found.suggestion, 1) == expected.suggestion
    if expected.text and expected.text in found.text:
        return found.text.replace(expected.text, expected.suggestion, 1) == found.suggestion
    return False


def grade_suggestions(expected: Sequence[ExpectedFinding], found: Sequence[Finding]) -> Grade:
    """Share of the expected spelling fixes found that come with the right suggestion.

    Only findings the checks reported are graded here (a miss already costs recall).
    """
    graded = wrong = 0
    shown: list[str] = []
    for e in expected:
        if e.kind != "spelling" or not e.suggestion:
            continue
        hits = [f for f in found if matches(e, f)]
        if not hits:
            continue
        graded += 1
        if not any(suggestion_agrees(e, f) for f in hits):
            wrong += 1
            offered = ", ".join(repr(f.suggestion) for f in hits)
            shown.append(f"{e.path} {e.text!r}: expected {e.suggestion!r}, got {offered}")
    reason = f"{graded - wrong} of {graded} spelling findings suggest the expected fix"
    if shown:
        reason += "; " + examples(shown)
    return share("check.suggestions", graded - wrong, graded, reason)


def check_grades(expected: Sequence[ExpectedFinding], found: Sequence[Finding]) -> list[Grade]:
    """Precision, recall and F1 over all kinds and per kind, and suggestion accuracy."""
    grades = [
        grade_precision(expected, found),
        grade_recall(expected, found),
        grade_f1(expected, found),
        grade_suggestions(expected, found),
    ]
    kinds = {e.kind for e in expected} | {f.kind for f in found if f.kind not in ADVICE_KINDS}
    for kind in sorted(kinds):
        grades += [
            grade_precision(expected, found, kind),
            grade_recall(expected, found, kind),
            grade_f1(expected, found, kind),
        ]
    return grades


# --- real CVs written outside the project ---------------------------------------------------------


def _is_known(found: Finding, known: Iterable[tuple[str, str]]) -> bool:
    return any(found.kind == kind and texts_overlap(text, found.text) for kind, text in known)


def grade_false_alarms(
    sample: str, found: Sequence[Finding], known: Sequence[tuple[str, str]]
) -> Grade:
    """Share of the findings on a real CV that are its known slips; 1.0 when it reports none."""
    reported = [f for f in found if f.kind not in ADVICE_KINDS]
    alarms = [f for f in reported if not _is_known(f, known)]
    reason = f"{len(alarms)} unexpected findings among {len(reported)}"
    if alarms:
        reason += ": " + examples([f"{f.kind} {f.path} {f.text!r}" for f in alarms])
    total = max(1, len(reported))  # reporting nothing on a clean CV is a full score
    good = total - len(alarms)
    return share(f"samples.false_alarms.{sample}", good, total, reason)


def grade_known_slips(
    sample: str, found: Sequence[Finding], known: Sequence[tuple[str, str]]
) -> Grade:
    """Share of a real CV's known slips that the checks report."""
    missed = [
        f"{kind} {text!r}"
        for kind, text in known
        if not any(f.kind == kind and texts_overlap(text, f.text) for f in found)
    ]
    reason = f"{len(known) - len(missed)} of {len(known)} known slips reported"
    if missed:
        reason += "; missed: " + examples(missed)
    return share(f"samples.known_slips.{sample}", len(known) - len(missed), len(known), reason)
