"""A justified line whose stretched spaces cut it into cells, wrapped onto the next line at
its own left edge, is one text, not a row of cells (`pdf_rows.justified`); a row cut where its
type changes, or holding a date, keeps its cells. Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines


def _spread(pdf: Any, x: float, baseline: float, words: list[str], gap: float) -> None:
    for word in words:
        pdf.text(x, baseline, word)
        x += pdf.get_string_width(word) + gap


def _paragraph(pdf: Any, first: list[str]) -> None:
    _spread(pdf, 60, 100, first, 24.0)  # some spaces stretched wider than a cell's gap
    pdf.text(60, 113, "its on-call rota for two years")
    pdf.text(60, 140, "Hooli Analytics")


def test_a_justified_line_wrapped_at_its_left_edge_is_one_text() -> None:
    words = ["Led the design", "of the data platform", "of Initech and"]
    lines = _lines(lambda pdf: _paragraph(pdf, words))
    first = next(x for x in lines if x.text.startswith("Led"))
    assert first.text == " ".join(words) + " its on-call rota for two years"
    assert first.cells == []


def test_a_row_with_a_date_cell_keeps_its_cells_when_it_wraps() -> None:
    words = ["Led the design", "of the data platform", "Jan 2019 – Mar 2021"]
    lines = _lines(lambda pdf: _paragraph(pdf, words))
    first = next(x for x in lines if x.text.startswith("Led"))
    assert len(first.cells) > 1
