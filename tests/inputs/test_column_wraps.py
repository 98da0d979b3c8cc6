"""A row of cells whose first and last cells wrap onto the lines under it, each in its own
column, goes on cell by cell (`pdf_rows.wraps_in_columns`): the title's words on the
title, the text's on the text. A sentence after the dates, left open, that goes on under
the row goes on the last cell (`pdf_wraps._wraps_after_dates`). Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

_TEXT_X = 330.0


def _entry(pdf: Any, second_row_x: float, first_x: float = 60.0, place: bool = False) -> None:
    pdf.text(60, 80, "Hooli")
    pdf.text(60, 100, "Senior Platform")
    if place:  # a cell of words, not dates, between the title and the text
        pdf.text(165, 100, "Remote")
    pdf.text(215 if place else 200, 100, "2019-03 - 2021-06")
    pdf.text(_TEXT_X, 100, "Moved the billing service of")
    pdf.text(first_x, 112, "Engineer")
    pdf.text(second_row_x, 112, "Initech onto a queue of events")
    for n, words in enumerate(_BELOW):  # the entry's other bullets, across the page
        pdf.text(70, 130 + 12 * n, "\u2022")
        pdf.text(80, 130 + 12 * n, words)


_BELOW = (
    "Cut the nightly reports of the Globex ledger from four hours to twenty minutes",
    "Wrote the runbooks for the on-call rota and trained six engineers to use them",
    "Replaced the deploy scripts of the Northwind shop with one pipeline for all teams",
)


def test_cells_wrapped_in_their_columns_go_on_cell_by_cell() -> None:
    lines = drawn_lines(lambda pdf: _entry(pdf, _TEXT_X))
    row = next(x for x in lines if x.text.startswith("Senior"))
    assert row.cells == [
        "Senior Platform Engineer",
        "2019-03 - 2021-06",
        "Moved the billing service of Initech onto a queue of events",
    ]


def test_the_last_cell_may_flow_on_under_dates() -> None:
    lines = drawn_lines(lambda pdf: _entry(pdf, 200.0))
    row = next(x for x in lines if x.text.startswith("Senior"))
    assert row.cells[0] == "Senior Platform Engineer"
    assert row.cells[-1] == "Moved the billing service of Initech onto a queue of events"


def test_a_line_off_the_first_cells_edge_is_not_split_between_cells() -> None:
    lines = drawn_lines(lambda pdf: _entry(pdf, _TEXT_X, first_x=110.0))
    row = next(x for x in lines if x.text.startswith("Senior"))
    assert row.cells[0] == "Senior Platform"


def test_no_text_flows_under_a_cell_that_is_not_dates() -> None:
    lines = drawn_lines(lambda pdf: _entry(pdf, 165.0, place=True))
    row = next(x for x in lines if x.text.startswith("Senior"))
    assert row.cells[0] == "Senior Platform"


def _sentence_under(
    pdf: Any, under: str, last: str = "Moved the billing service of the", at: float = 80.0
) -> None:
    """A row whose last cell, a sentence after the dates, ends at the page's right edge and
    goes on under the whole row, at an indent under its first cell."""
    edge = 80 + max(pdf.get_string_width(words) for words in _BELOW)
    pdf.text(60, 80, "Hooli")
    pdf.text(60, 100, "Platform Engineer")
    pdf.text(180, 100, "2019-03 - 2021-06")
    pdf.text(edge - pdf.get_string_width(last), 100, last)
    pdf.text(at, 112, under)
    for n, words in enumerate(_BELOW):
        pdf.text(70, 130 + 12 * n, "\u2022")
        pdf.text(80, 130 + 12 * n, words)


def test_a_sentence_after_the_dates_goes_on_under_the_row() -> None:
    lines = drawn_lines(lambda pdf: _sentence_under(pdf, "store onto a queue of events"))
    row = next(x for x in lines if x.text.startswith("Platform"))
    assert row.cells[-1] == "Moved the billing service of the store onto a queue of events"
    assert row.cells[0] == "Platform Engineer"


def test_a_sentence_after_the_dates_may_go_on_under_them() -> None:
    lines = drawn_lines(lambda pdf: _sentence_under(pdf, "store onto a queue of events", at=180))
    row = next(x for x in lines if x.text.startswith("Platform"))
    assert row.cells[-1] == "Moved the billing service of the store onto a queue of events"


def test_a_sentence_left_open_goes_on_with_a_capital() -> None:
    lines = drawn_lines(lambda pdf: _sentence_under(pdf, "Northwind onto a queue of events"))
    row = next(x for x in lines if x.text.startswith("Platform"))
    assert row.cells[-1] == "Moved the billing service of the Northwind onto a queue of events"


def test_a_line_under_a_closed_sentence_is_its_own() -> None:
    closed = "Moved the billing service to Initech."
    lines = drawn_lines(lambda pdf: _sentence_under(pdf, "Northwind ran the queue", closed))
    row = next(x for x in lines if x.text.startswith("Platform"))
    assert row.cells[-1] == closed
    assert any(x.text == "Northwind ran the queue" for x in lines)
