"""A list set in two columns inside one flow is read column by column
(`pdf_column_sets`); a table of one-line cells and a list whose markers are drawn apart
from their text are read row by row. Pages drawn with fpdf2 (fpdf's y runs down)."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines, _texts

LEFT = [
    "· Moved the billing service to a queue",
    "and cut its failures by half",
    "· Wrote the runbook for the on-call rota",
    "of the payments and refunds teams",
]
ACME = "Senior Software Engineer, Acme Corporation, Berlin Office"
GLOBEX = "Data Analyst, Globex Limited, Paris and Lyon Offices"
RIGHT = [
    "that the support desk now uses daily",
    "· Hired and trained two engineers",
    "· Ran the quarterly security review",
    "with the auditors of the group",
]


def _two_columns(pdf: Any, left: list[str], right: list[str]) -> None:
    pdf.text(40, 100, ACME)  # headers across both columns: one flow, not a sidebar
    for k, text in enumerate(left):
        pdf.text(45, 115 + 11 * k, text)
    for k, text in enumerate(right):
        pdf.text(260, 115 + 11 * k, text)
    pdf.text(40, 190, GLOBEX)


def test_a_second_column_that_carries_on_the_first_is_read_after_it() -> None:
    texts = _texts(_lines(lambda pdf: _two_columns(pdf, LEFT, RIGHT)))
    assert texts == [
        ACME,
        "Moved the billing service to a queue and cut its failures by half",
        "Wrote the runbook for the on-call rota of the payments and refunds teams that "
        "the support desk now uses daily",
        "Hired and trained two engineers",
        "Ran the quarterly security review with the auditors of the group",
        GLOBEX,
    ]


def test_columns_whose_wrapped_items_have_markers_on_other_rows_are_read_in_turn() -> None:
    right = ["· Hired and trained two engineers", *RIGHT[2:], "· Spoke at two meetups"]
    texts = _texts(_lines(lambda pdf: _two_columns(pdf, LEFT[:2] + LEFT[2:], right)))
    assert texts[1:3] == [
        "Moved the billing service to a queue and cut its failures by half",
        "Wrote the runbook for the on-call rota of the payments and refunds teams",
    ]
    assert texts[3] == "Hired and trained two engineers"


def test_one_wrapped_item_and_markers_out_of_step_make_a_two_column_list() -> None:
    left = ["· Moved the billing service to a queue", "and cut its failures by half",
            "· Wrote the runbook"]  # fmt: skip
    right = ["· Hired two engineers", "· Ran the security review", "· Spoke at two meetups"]
    texts = _texts(_lines(lambda pdf: _two_columns(pdf, left, right)))
    assert texts[1:5] == [
        "Moved the billing service to a queue and cut its failures by half",
        "Wrote the runbook",
        "Hired two engineers",
        "Ran the security review",
    ]


def test_a_table_whose_wrapped_cell_keeps_its_rows_in_step_is_read_row_by_row() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(40, 100, ACME)
        for k, (a, b) in enumerate([("· Python, Go and Rust for", "· English (native)"),
                                    ("services", ""), ("· SQL", "· German (fluent)")]):  # fmt: skip
            pdf.text(45, 115 + 11 * k, a)
            if b:
                pdf.text(260, 115 + 11 * k, b)

    text = " ".join(_texts(_lines(draw)))
    assert text.index("English") < text.index("SQL")


def test_a_table_of_one_line_cells_is_read_row_by_row() -> None:
    left = ["· Python and Go", "· SQL and dbt", "· Kubernetes"]
    right = ["· English (native)", "· German (fluent)", "· French (basic)"]
    text = " ".join(_texts(_lines(lambda pdf: _two_columns(pdf, left, right))))
    order = [text.index(cell) for cell in ("Python", "English", "SQL", "German", "French")]
    assert order == sorted(order)


def test_list_markers_drawn_apart_from_lower_case_items_stay_on_their_rows() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(40, 100, "Engineer, Acme Corp")
        for k, text in enumerate(["moved the billing service to a queue",
                                  "wrote the runbook for the on-call rota"]):  # fmt: skip
            pdf.text(45, 115 + 11 * k, "•")
            pdf.text(70, 115 + 11 * k, text)

    texts = _texts(_lines(draw))
    assert texts[1:] == [
        "moved the billing service to a queue",
        "wrote the runbook for the on-call rota",
    ]


def test_two_marked_items_side_by_side_on_one_row_are_two_items() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(40, 100, "Acme Corp, Engineer")
        pdf.text(45, 115, "· Multi Cloud Networking")
        pdf.text(260, 115, "· Web App and API Protection")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines][1:] == [
        ("bullet", "Multi Cloud Networking"),
        ("bullet", "Web App and API Protection"),
    ]


def test_a_marked_item_with_an_unmarked_cell_beside_it_stays_one_item() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(40, 100, "Acme Corp, Engineer")
        pdf.text(45, 115, "· Multi Cloud Networking")
        pdf.text(260, 115, "and API Protection")

    lines = _lines(draw)
    assert [x.kind for x in lines].count("bullet") == 1
