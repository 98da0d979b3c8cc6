"""A rewrite keeps its text's markup: links and their targets, closed emphasis and code."""

from __future__ import annotations

import pytest

from cvcoach.language.markup import markup_lost

LINKED = "Led [**Quantum Diorama**](https://example.org/qd), a modeling suite for Linux."
BOLD = "**Full-stack developer with 6+ years** building web applications."


@pytest.mark.parametrize(
    ("rewrite", "why"),
    [
        ("Led Quantum Diorama, a modeling suite for Linux.", "drops the link"),
        ("Led **Quantum Diorama**, a modeling suite for Linux.", "drops the link"),
    ],
)
def test_a_dropped_link_is_said(rewrite: str, why: str) -> None:
    assert any(why in w and "https://example.org/qd" in w for w in markup_lost(LINKED, rewrite))


def test_an_emphasis_left_open_is_said() -> None:
    broken = "**Full-stack developer with 6+ years building web applications."
    assert markup_lost(BOLD, broken) == ["the rewrite leaves a '**' open"]
    assert markup_lost("Wrote `cvcoach` docs", "Wrote `cvcoach docs") == [
        "the rewrite leaves a '`' open"
    ]


@pytest.mark.parametrize(
    ("original", "rewrite"),
    [
        (LINKED, "Led [Quantum Diorama](https://example.org/qd), a Linux modeling suite."),
        (BOLD, "Built web applications as a **full-stack developer with 6+ years**."),
        (BOLD, "Built web applications as a full-stack developer with 6+ years."),  # both gone
        ("See https://example.org/a.", "See the project at https://example.org/a"),
        ("Plain text, no markup", "Plain text without markup"),
        ("An odd * star", "An odd star"),  # a lone mark was never a pair
    ],
)
def test_honest_rewrites_keep_the_markup(original: str, rewrite: str) -> None:
    assert markup_lost(original, rewrite) == []
