"""A date range wrapped in a narrow column of dates: the start date and its dash on the
header's row, the end on the row below, under the start; a place left open on a comma in
that column (invented CV text)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.inputs.render import drawn_lines

BULLET = "• Designed and shipped the billing service that settles every invoice of the firm"


def _texts(draw: Callable[[Any], None]) -> list[str]:
    return [line.text for line in drawn_lines(draw) if "furniture" not in line.extras]


@pytest.mark.parametrize("end", ["Oct 2025", "Present", "2021"])
def test_the_end_of_a_range_under_its_start_closes_the_range(end: str) -> None:
    def draw(pdf: Any) -> None:  # the bullet runs under the dates: one column, no sidebar
        pdf.text(60, 100, "Globex Ltd")
        pdf.text(72, 113, "Platform engineer")
        pdf.text(420, 113, "Mar 2019 –")
        pdf.text(420, 126, end)
        pdf.text(72, 145, BULLET)

    assert _texts(draw)[:2] == ["Globex Ltd", f"Platform engineer Mar 2019 – {end}"]


def test_a_date_at_the_left_margin_is_no_end_of_the_range_at_the_right() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(72, 100, "Platform engineer")
        pdf.text(420, 100, "Mar 2019 –")
        pdf.text(72, 113, "Oct 2025")
        pdf.text(72, 132, BULLET)

    assert _texts(draw)[:2] == ["Platform engineer Mar 2019 –", "Oct 2025"]


@pytest.mark.parametrize(
    ("row", "below"),
    [
        ("Payments and ledger –", "Oct 2025"),  # a dash after no date
        ("Mar 2019 – Jun 2020", "Oct 2025"),  # a range already closed: the next entry's date
        ("Mar 2019 –", "Oct 2025 Initech"),  # more than a date below
    ],
)
def test_rows_that_are_no_open_range_stay_apart(row: str, below: str) -> None:
    def draw(pdf: Any) -> None:
        pdf.text(72, 100, "Platform engineer")
        pdf.text(400, 100, row)
        pdf.text(400, 113, below)
        pdf.text(72, 132, BULLET)

    assert below in _texts(draw)


@pytest.mark.parametrize(("place", "joined"), [("Springfield,", True), ("Springfield", False)])
def test_a_place_left_open_on_a_comma_in_the_margin_column_goes_on_below(
    place: str, joined: bool
) -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Globex Ltd")
        pdf.text(420, 100, place)
        pdf.text(420, 113, "IL")
        pdf.text(72, 126, "Platform engineer")
        pdf.text(420, 126, "Mar 2019 – Jun 2020")
        pdf.text(72, 145, BULLET)

    texts = _texts(draw)
    assert (f"Globex Ltd {place} IL" in texts) is joined
    assert ("IL" in texts) is not joined


HEADER = "Engineer at Initech Holdings (Northwind Savings and"


def _small_dates_header(below: str, below_size: float) -> list[str]:
    """Dates in small type in a margin cell, the header's words in body type beside them,
    running to the column's edge (the bullets' right end), and a line under the words."""

    def draw(pdf: Any) -> None:
        pdf.set_font("dv", size=8)
        pdf.text(40, 100, "2019-01 to 2021-03")
        pdf.set_font("dv", size=10)
        pdf.text(140, 100, HEADER)
        pdf.set_font("dv", size=below_size)
        pdf.text(140, 112, below)
        pdf.set_font("dv", size=10)
        for k in range(2):
            pdf.text(150, 128 + 13 * k, "• Ran the payments platform and its on-call rota")

    return _texts(draw)


def test_a_header_beside_dates_in_smaller_type_wraps_in_its_words_type() -> None:
    texts = _small_dates_header("Loan Association)", 10)
    assert texts[0] == f"2019-01 to 2021-03 {HEADER} Loan Association)"


def test_a_line_in_the_dates_smaller_type_under_such_a_header_is_no_wrap() -> None:
    texts = _small_dates_header("Springfield, IL", 8)
    assert texts[:2] == [f"2019-01 to 2021-03 {HEADER}", "Springfield, IL"]


FIRST = "• Built the point of sale of Hooli from end to end, a service in Go and a"
SECOND = "front end in React over PostgreSQL, in production with its first customers"


def _bullet_then(last: str) -> list[str]:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Hooli, Founder")
        pdf.text(72, 113, FIRST)
        pdf.text(80, 126, SECOND)
        pdf.text(80, 139, last)
        pdf.text(72, 152, "• Ran the on-call rota of the payments team")

    return _texts(draw)


def test_a_bullets_wrapped_line_in_lower_case_ending_in_a_date_goes_on_the_bullet() -> None:
    texts = _bullet_then("since July 2024")
    assert texts[1] == f"{FIRST[2:]} {SECOND} since July 2024"


@pytest.mark.parametrize(
    ("second", "last"),
    [
        (SECOND, "Globex Ltd, Engineer 2019 – 2021"),  # opens in a capital
        (f"{SECOND}.", "engineer at globex 2019 – 2021"),  # after the sentence's end
    ],
)
def test_a_dated_line_that_opens_in_a_capital_or_after_a_sentence_is_a_header(
    second: str, last: str
) -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Hooli, Founder")
        pdf.text(72, 113, FIRST)
        pdf.text(80, 126, second)
        pdf.text(80, 139, last)

    assert _texts(draw)[-1] == last
