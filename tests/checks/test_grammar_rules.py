"""grammar's narrow rules made general: stray icon glyphs, "N: M", participles as verbs."""

from __future__ import annotations

import pytest

from cvcoach.checks.grammar import grammar_issues


def issues(text: str) -> list[tuple[str, str | None]]:
    return [(i.text, i.suggestion) for i in grammar_issues(text, finished=True, bullet=True)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Author of 20+ PRs to **O** apache/tvm.", ("**O**", "")),  # a bold icon glyph
        ("O NightWizard", ("O", "")),  # an icon before a name
        ("Efficient Kernels for N: M-Sparse Weights", ("N: M", "N:M")),
        ("Proven the effectiveness of the method", ("Proven", "Proved")),
        ("Shown the value of caching to the team", ("Shown", "Showed")),
    ],
)
def test_fires(text: str, expected: tuple[str, str]) -> None:
    assert expected in issues(text)


@pytest.mark.parametrize(
    "text",
    [
        "Taught Big O notation to students",  # English, not an icon
        "Sang O Canada at the opening",  # a lone O inside prose
        "Plan B: A fallback for outages",  # a label, then a sentence
        "Given a two-week deadline, built the release tool",  # a participle phrase
        "Driven by user research, redesigned the dashboard",
        "Written in Rust, the parser handles 2 GB files",
    ],
)
def test_leaves_alone(text: str) -> None:
    assert [
        t for t, _ in issues(text) if t in ("O", "**O**", "B: A", "Given", "Driven", "Written")
    ] == []
