"""Where "and" ends an ask's level: "X is required and Y is a plus" is two asks (a must, a
nice), as "X preferred and Y" was; "X is required and must be current" and "X is
required and Y" with no level of Y's own stay one (invented lines)."""

from __future__ import annotations

import pytest

from cvcoach.keywords.requirements import split_requirement


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "An undergraduate degree is required and a graduate degree is a plus",
            ["An undergraduate degree is required", "a graduate degree is a plus"],
        ),
        (
            "Fluent English is essential and some German would be an advantage",
            ["Fluent English is essential", "some German would be an advantage"],
        ),
    ],
)
def test_required_and_a_plus_are_two_asks(text: str, parts: list[str]) -> None:
    assert split_requirement(text) == parts


@pytest.mark.parametrize(
    "text",
    [
        "A driving licence is required and must be valid in the UK",
        "Knowledge of Initech's billing system is required and of Globex's helpful",
        "Experience with SQL is required and with Python too",
    ],
)
def test_one_ask_stays_one(text: str) -> None:
    assert split_requirement(text) == [text]
