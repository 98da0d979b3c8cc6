"""The offline rewrite rules never damage correct text: participle phrases, names, tasks,
notation and labels stay as written. Ordinary made-up sentences, not taken from any CV."""

from __future__ import annotations

import pytest

from cvcoach.engines.rewrite_rules import apply_rules

UNTOUCHED = [
    "Given a two-week deadline, shipped the release on time",
    "Driven by user research, redesigned the signup flow",
    "Tasked with getting the build under 10 min",
    "Tasked with reducing the error rate of the parser",
    "Responsible for improving page load time",
    "Worked on cutting cloud costs for the test cluster",
    "Based in Berlin, supported clients across Europe",
    "Shown to reduce errors in the parser",
    "Written in Rust, the tool parses server logs",
    "Jack and Jill - iOS game for two players",
    "Salt and Pepper - a recipe app",
    "Big O notation notes for the algorithms course",
    "Plan B: A fallback for the outage runbook",
    "Step 2: I wrote the migration script",
    "Taught the O notation chapter to first-year students",
]


@pytest.mark.parametrize("text", UNTOUCHED)
@pytest.mark.parametrize("finished", [True, None])
def test_correct_text_is_left_alone(text: str, finished: bool | None) -> None:
    assert apply_rules(text, finished=finished)[0] == text


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("Proven the value of caching for the API", "Proved the value of caching for the API"),
        ("Build and Deploy the reporting service", "Built and Deployed the reporting service"),
        ("Tasked with testing the new parser", "Tested the new parser"),
        ("Responsible for testing the payment module", "Tested the payment module"),
        ("Helped with improving the build", "Contributed to improving the build"),
        ("Sent 20 PRs to **O** the-org/project", "Sent 20 PRs to the-org/project"),
        ("Kernels for N: M-sparse weights", "Kernels for N:M-sparse weights"),
    ],
)
def test_real_slips_are_still_fixed(text: str, fixed: str) -> None:
    assert apply_rules(text, finished=True)[0] == fixed
