"""A form's left column of labels set flush right against the body ("Dates", "Position
held" beside the rows they name) and a bullet's short lines in a narrow column (invented
CV text)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.inputs.render import drawn_lines as _lines

LABELS = ("Dates", "Position held", "Name of employer")
ENTRIES = (
    ("Mar 2019 – Jun 2020", "Platform engineer", "Globex Ltd, Springfield"),
    ("Jan 2016 – Feb 2019", "Support analyst", "Initech, Shelbyville"),
    ("Jun 2014 – Dec 2015", "Junior developer", "Hooli, Capital City"),
)


def _form(pdf: Any, flush_right: bool, drop: float = 0.0) -> None:
    """Three entries of three labelled rows; each label `drop` pt below its row's baseline."""
    y = 100.0
    for entry in ENTRIES:
        for label, value in zip(LABELS, entry, strict=True):
            x = 200 - pdf.get_string_width(label) if flush_right else 60
            pdf.text(x, y + drop, label)
            pdf.text(220, y, value)
            y += 13
        y += 13


def test_a_flush_right_column_of_labels_beside_the_rows_is_a_forms_labels() -> None:
    lines = _lines(lambda pdf: _form(pdf, flush_right=True))
    body = [line.text for line in lines if "furniture" not in line.extras]
    labels = [line.text for line in lines if "furniture" in line.extras]
    assert body == [value for entry in ENTRIES for value in entry]
    assert sorted(labels) == sorted(LABELS * len(ENTRIES))  # listed, not dropped


@pytest.mark.parametrize("drop", [6.0, 400.0])
def test_labels_between_the_rows_are_labels_but_not_a_column_far_from_them(drop: float) -> None:
    lines = _lines(lambda pdf: _form(pdf, flush_right=True, drop=drop))
    furniture = [line.text for line in lines if "furniture" in line.extras]
    assert bool(furniture) is (drop < 10)  # within a line of its row, or far below the body


def test_a_left_column_set_flush_left_is_no_column_of_labels() -> None:
    lines = _lines(lambda pdf: _form(pdf, flush_right=False))
    assert not any("furniture" in line.extras for line in lines)
    assert {"Dates", "Position held"} <= {line.text for line in lines}


def _narrow(first: str) -> list[str]:
    def draw(pdf: Any) -> None:  # a column 225 pt wide, bullets at a hanging indent
        pdf.text(300, 100, "• Rebuilt the ledger that settles each invoice")
        pdf.text(309, 113, "of the firm")
        pdf.text(300, 130, first)
        pdf.text(309, 143, "Docker images and caches")
        pdf.text(300, 160, "• Moved the nightly batch jobs to the new")
        pdf.text(309, 173, "scheduler")

    return [line.text for line in _lines(draw)]


def test_a_short_bullet_line_that_runs_to_a_narrow_columns_edge_wrapped() -> None:
    texts = _narrow("• Consolidated deployment pipelines using")  # five words, 216 pt
    assert "Consolidated deployment pipelines using Docker images and caches" in texts


def test_a_short_bullet_line_far_from_the_edge_did_not_wrap() -> None:
    assert _narrow("• Led the team")[1:3] == ["Led the team", "Docker images and caches"]


def test_a_row_a_label_names_is_never_joined_to_the_line_above() -> None:
    # a value that opens in lower case ("globex Ltd") still starts its own field
    def draw(pdf: Any) -> None:
        for k, (label, value) in enumerate(
            zip(LABELS, ("Mar 2019 – Jun 2020", "Platform engineer", "globex Ltd"), strict=True)
        ):
            pdf.text(200 - pdf.get_string_width(label), 100 + 13 * k, label)
            pdf.text(220, 100 + 13 * k, value)
        pdf.text(200 - pdf.get_string_width("Dates"), 160, "Dates")
        pdf.text(220, 160, "Jan 2016 – Feb 2019")

    body = [x.text for x in _lines(draw) if "furniture" not in x.extras]
    assert body[:3] == ["Mar 2019 – Jun 2020", "Platform engineer", "globex Ltd"]


def test_a_field_goes_on_under_its_label_and_a_bold_line_beside_no_row_is_a_heading() -> None:
    def draw(pdf: Any) -> None:
        from tests.inputs.render import DEJAVU

        pdf.add_font("dvb", "", str(DEJAVU.with_name("DejaVuSans-Bold.ttf")))
        pdf.set_font("dvb", size=10)
        pdf.text(200 - pdf.get_string_width("Work experience"), 86, "Work experience")
        pdf.set_font("dv", size=10)
        rows = [("Dates", "Mar 2019 – Jun 2020"), ("Position held", "Platform engineer"),
                ("Name of employer", "Globex Cooperative of Savings")]  # fmt: skip
        for k, (label, value) in enumerate(rows):
            pdf.text(200 - pdf.get_string_width(label), 100 + 13 * k, label)
            pdf.text(220, 100 + 13 * k, value)
        pdf.text(220, 139, "Bank of Springfield")  # the employer's name, wrapped
        pdf.text(200 - pdf.get_string_width("Dates"), 160, "Dates")
        pdf.text(220, 160, "Jan 2016 – Feb 2019")

    lines = _lines(draw)
    body = [x.text for x in lines if "furniture" not in x.extras]
    assert body[0] == "Work experience"
    assert "Globex Cooperative of Savings Bank of Springfield" in body


def test_a_running_footer_under_the_body_does_not_hide_a_column_of_labels() -> None:
    # a page that goes on with a form's field: one label wrapped between the body's rows,
    # and the page's footer set flush right in the same column below the body
    def draw(pdf: Any) -> None:
        for k, label in enumerate(("Main activities and", "responsibilities")):
            pdf.text(200 - pdf.get_string_width(label), 100 + 12 * k, label)
        for k in range(6):
            pdf.text(220, 109 + 12 * k, f"of the billing service of Globex, part {k + 1}")
        for k, foot in enumerate(("Page 3 - Curriculum vitae of", "Jane Doe")):
            pdf.text(200 - pdf.get_string_width(foot), 780 + 10 * k, foot)

    lines = _lines(draw)
    labels = [line.text for line in lines if "furniture" in line.extras]
    assert " ".join(labels).startswith("Main activities and responsibilities")


def test_a_short_page_of_headings_reads_its_body_type_from_its_letters() -> None:
    # more rows of headings than of fields: the body's type is the one most letters use
    def draw(pdf: Any) -> None:
        rows = [(14, "Europass"), (14, "Curriculum Vitae"), (12, "Personal information"),
                (10, "Jane Doe of Springfield"), (12, "Education and training"),
                (10, "Bachelor of Science in Physics and Mathematics"),
                (10, "Initech University of Technology"), (12, "Work experience")]  # fmt: skip
        for k, (size, text) in enumerate(rows):
            pdf.set_font("dv", size=size)
            pdf.text(60, 100 + 22 * k, text)

    kinds = {line.text: line.kind for line in _lines(draw)}
    assert kinds["Education and training"] == kinds["Work experience"] == "heading"
    assert kinds["Jane Doe of Springfield"] == "text"
