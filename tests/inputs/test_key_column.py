"""A left column set flush right against the body that holds each entry's dates and the
section names in capitals (the dates beside the title they date), and a section heading
that wrapped after its conjunction (invented CV text)."""

from __future__ import annotations

from typing import Any

import pytest

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.sections import split_sections
from tests.inputs.render import drawn_lines as _lines

ENTRIES = (
    ("Mar 2019 – Jun 2020", "Platform engineer", "Globex Ltd, Springfield"),
    ("Jan 2016 – Feb 2019", "Support analyst", "Initech, Shelbyville"),
)


def _right(pdf: Any, text: str, y: float, edge: float = 200.0) -> None:
    pdf.text(edge - pdf.get_string_width(text), y, text)


def _europass(pdf: Any, heading: tuple[str, ...] = ("WORK EXPERIENCE",)) -> None:
    _right(pdf, "PERSONAL INFORMATION", 80)
    pdf.text(220, 80, "Dana Hooli")
    y = 120.0
    for part in heading:  # a section name beside no row, wrapped in the narrow column
        _right(pdf, part, y)
        y += 12
    y += 14
    for dates, title, org in ENTRIES:
        _right(pdf, dates, y)
        pdf.text(220, y, title)
        pdf.text(220, y + 13, org)
        pdf.text(220, y + 26, "– Ran the Northwind billing service")
        y += 60


def test_dates_in_a_flush_right_column_are_read_with_the_row_beside_them() -> None:
    texts = [line.text for line in _lines(_europass) if "furniture" not in line.extras]
    assert "WORK EXPERIENCE" in texts  # a heading in capitals beside no row: kept in place
    for dates, title, org in ENTRIES:
        assert f"{dates} {title}" in texts
        assert org in texts


def test_a_heading_in_capitals_that_wrapped_in_the_column_is_one_line() -> None:
    def draw(pdf: Any) -> None:
        _right(pdf, "Dates", 40)  # widen nothing: the column is as wide as its widest line
        _europass(pdf, ("EDUCATION AND", "TRAINING"))

    texts = [line.text for line in _lines(draw) if "furniture" not in line.extras]
    assert "EDUCATION AND TRAINING" in texts


def test_words_in_the_column_still_name_their_rows_as_a_forms_labels() -> None:
    def draw(pdf: Any) -> None:
        for i, (label, value) in enumerate((("Dates", "Mar 2019 – Jun 2020"),
                                            ("Position held", "Platform engineer"),
                                            ("Employer", "Globex Ltd"))):  # fmt: skip
            _right(pdf, label, 100 + 13 * i)
            pdf.text(220, 100 + 13 * i, value)

    labels = [line.text for line in _lines(draw) if "furniture" in line.extras]
    assert sorted(labels) == ["Dates", "Employer", "Position held"]


def _sections(*texts: str) -> list[tuple[str, str, list[str]]]:
    lines = [Line(texts[0], "text", 0, "page 1")]
    lines += [Line(t, "text", 0, "page 1") for t in texts[1:]]
    return [(s.kind, s.title, [x.text for x in s.lines]) for s in split_sections(lines)[1]]


def test_a_heading_that_ends_in_its_conjunction_takes_the_next_line() -> None:
    got = _sections("EDUCATION AND", "TRAINING", "Globex University")
    assert got == [("education", "EDUCATION AND TRAINING", ["Globex University"])]


def test_a_complete_heading_or_a_line_in_another_case_is_the_sections_text() -> None:
    assert _sections("EDUCATION", "TRAINING", "Globex University")[0][2] == [
        "TRAINING",
        "Globex University",
    ]
    assert _sections("EDUCATION AND", "Globex University")[0][2] == ["Globex University"]


def _header(title: str, org: str) -> dict[str, str]:
    from cvcoach.inputs.documents.importer import build_draft

    lines = [
        Line("Experience", "heading", 2),
        Line(f"Jan 2020 – Mar 2022   {title}", cells=["Jan 2020 – Mar 2022", title]),
        Line(org),
        Line("Ran the Northwind billing service", "bullet"),
    ]
    (entry,) = build_draft(lines).entries
    return entry.fields


ADDRESS = "Globex Inc., 12 Main Street Springfield, IL 62701"  # the organisation and its address


def test_a_titles_words_after_a_dash_stay_its_own_when_the_organisation_stands_apart() -> None:
    fields = _header("Sales Engineer - Service Providers", ADDRESS)
    assert fields["position"] == "Sales Engineer - Service Providers"
    assert fields["name"] == "Globex Inc."


@pytest.mark.parametrize("after", ["Initech Inc.", "London"])
def test_an_organisation_or_a_place_after_the_dash_is_not_the_titles(after: str) -> None:
    fields = _header(f"Sales Engineer - {after}", ADDRESS)
    assert fields["position"] == "Sales Engineer"
