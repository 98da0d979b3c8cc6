"""The grader that traces every changed word of an offline rewrite to a finding."""

from __future__ import annotations

from cvcoach.evals.change_graders import grade_justified_changes, unjustified_changes
from cvcoach.evals.rewrite_graders import Bullet
from cvcoach.model.findings import Finding, Severity


def finding(kind: str, text: str, suggestion: str | None = None, path: str = "p") -> Finding:
    return Finding(
        kind=kind,
        severity=Severity.WARNING,
        path=path,
        text=text,
        suggestion=suggestion,
        message="m",
    )


def bullet(before: str, after: str) -> Bullet:
    return Bullet(path="p", before=before, after=after)


def test_a_change_without_a_finding_is_unjustified() -> None:
    b = bullet(
        "Built an app that lists cafes near the office",
        "Built an app that lists cares near the office",
    )
    assert unjustified_changes(b, []) == ["'cafes' -> 'cares'"]
    b = bullet("Big O notation notes", "Big notation notes")
    assert unjustified_changes(b, [finding("spelling", "notes", path="other")]) == ["'O' -> ''"]


def test_changes_a_finding_names_are_justified() -> None:
    b = bullet("Develped the export tool", "Developed the export tool")
    assert unjustified_changes(b, [finding("spelling", "Develped", "Developed")]) == []
    b = bullet("I have built a log viewer", "Built a log viewer")
    assert unjustified_changes(b, [finding("pronoun", "I")]) == []


def test_verb_forms_after_a_weak_opening_and_the_first_capital() -> None:
    b = bullet("Responsible for designing and developing the API", "Designed and developed the API")
    assert unjustified_changes(b, [finding("weak_verb", "Responsible for designing")]) == []
    assert unjustified_changes(bullet("built the API", "Built the API"), []) == []


def test_the_owner_left_out_as_subject() -> None:
    b = bullet("Alex also designed the API", "Designed the API")
    assert unjustified_changes(b, [], owner="Alex Doe") == []
    assert unjustified_changes(b, []) != []


def test_the_grade() -> None:
    good = bullet("Develped the tool", "Developed the tool")
    bad = bullet("Lists cafes", "Lists cares")
    same = bullet("Kept as is", "Kept as is")
    grade = grade_justified_changes([good, bad, same], [finding("spelling", "Develped")])
    assert (grade.name, grade.score, grade.passed, grade.items) == (
        "rewrite.justified",
        0.5,
        False,
        2,
    )
    assert "'cafes' -> 'cares'" in grade.reason
    assert grade_justified_changes([same], []).reason == "no text changed"
