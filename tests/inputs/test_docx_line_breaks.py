"""Manual line breaks in a Word paragraph: a plain paragraph is a line each, as it prints;
a list item's or a heading's breaks stay inside it."""

from __future__ import annotations

import io
from typing import Any

from cvcoach.inputs.documents.docx import read_docx


def _saved(document: Any) -> list[tuple[str, str, bool]]:
    out = io.BytesIO()
    document.save(out)
    return [(line.kind, line.text, line.bold) for line in read_docx(out.getvalue(), "cv.docx")]


def _broken(paragraph: Any, first: str, second: str, bold_first: bool = False) -> None:
    run = paragraph.add_run(first)
    run.bold = bold_first
    run.add_break()
    paragraph.add_run(second)


def test_a_plain_paragraph_broken_by_hand_is_a_line_each_with_its_weight() -> None:
    import docx

    document = docx.Document()
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "Jan 2020 – Present"
    cell = table.rows[0].cells[1]
    _broken(cell.paragraphs[0], "Lead Engineer", "Initech, Springfield", bold_first=True)
    cell.add_paragraph("Shipped the billing service", style="List Bullet")
    assert _saved(document) == [
        ("text", "Jan 2020 – Present", False),
        ("text", "Lead Engineer", True),
        ("text", "Initech, Springfield", False),
        ("bullet", "Shipped the billing service", False),
    ]


def test_a_flat_rows_cell_broken_by_hand_goes_on_under_the_row() -> None:
    import docx

    document = docx.Document()
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "2015 – 2019"
    _broken(table.rows[0].cells[1].paragraphs[0], "Globex University", "BSc Physics")
    assert [t for _, t, _ in _saved(document)] == ["2015 – 2019 Globex University", "BSc Physics"]


def test_a_list_items_or_headings_break_stays_inside_it() -> None:
    import docx

    document = docx.Document()
    _broken(document.add_heading("", 1), "Work", "Experience")
    _broken(document.add_paragraph(style="List Bullet"), "Cut costs by a third for", "Hooli")
    document.add_paragraph("Jane Doe, Northwind")
    assert [(k, t) for k, t, _ in _saved(document)] == [
        ("heading", "Work Experience"),
        ("bullet", "Cut costs by a third for Hooli"),
        ("text", "Jane Doe, Northwind"),
    ]
