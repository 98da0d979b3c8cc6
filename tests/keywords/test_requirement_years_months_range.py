"""A range of experience that starts in months and ends in years asks its months ("Six
months to one year of experience" -> 0.5), not the year it ends at; a term of months and
years that is no experience asks nothing (invented lines)."""

from __future__ import annotations

import pytest

from cvcoach.keywords.requirement_years import years_asked


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Six months to one year of experience at a Hooli service desk", 0.5),
        ("6 months - 2 years experience in retail", 0.5),
        ("2 years of experience with Initech's ledger", 2.0),
    ],
)
def test_months_to_years_asks_the_months(text: str, years: float) -> None:
    assert years_asked(text) == years


def test_a_contract_of_months_to_a_year_asks_nothing() -> None:
    assert years_asked("A 6 months to 1 year contract with Globex") is None
