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


def test_columns_whose_items_wrap_on_the_same_rows_on_both_sides_are_read_in_turn() -> None:
    # markers in step, but every row filled on both sides: no table leaves that (a wrapped
    # cell's neighbour row is empty), so the items are read whole, a column at a time
    right = ["· Hired and trained two engineers for", "the payments team",
             "· Ran the quarterly security review", "with the auditors of the group"]  # fmt: skip
    texts = _texts(_lines(lambda pdf: _two_columns(pdf, LEFT, right)))
    assert texts[1:5] == [
        "Moved the billing service to a queue and cut its failures by half",
        "Wrote the runbook for the on-call rota of the payments and refunds teams",
        "Hired and trained two engineers for the payments team",
        "Ran the quarterly security review with the auditors of the group",
    ]


def test_a_second_column_that_opens_in_a_capital_carries_on_an_item_left_open() -> None:
    left = [*LEFT[:3], "of the payments teams and of the"]
    right = ["Refunds Desk of the group", "· Ran the quarterly security review"]
    texts = _texts(_lines(lambda pdf: _two_columns(pdf, left, right)))
    assert texts[2] == "Wrote the runbook for the on-call rota of the payments teams and of " \
        "the Refunds Desk of the group"  # fmt: skip
    assert texts[3] == "Ran the quarterly security review"


def test_one_word_that_carries_on_the_first_column_opens_the_second() -> None:
    left = [*LEFT[:3], "of the payments teams and of all"]
    right = ["teams.", "· Ran the quarterly security review"]
    texts = _texts(_lines(lambda pdf: _two_columns(pdf, left, right)))
    assert texts[2].endswith("of the payments teams and of all teams.")


def test_headers_with_their_dates_across_a_two_column_list_keep_the_page_one_flow() -> None:
    texts = _headers_page((100, 200), ("Senior Engineer", "Data Analyst"))
    assert texts[0] == "Senior Engineer Jan 2020 - Mar 2022"
    assert texts[5] == "Data Analyst Jan 2020 - Mar 2022"


def _headers_page(
    tops: tuple[float, ...], titles: tuple[str, ...] = ("Platform Engineer", "Data Analyst")
) -> list[str]:
    """Bold `titles` with their dates across a two-column list, the first `tops` baseline
    possibly in the page's top margin (where a running header would be)."""
    from fpdf import FPDF

    from cvcoach.inputs.documents.pdf import read_pdf
    from tests.inputs.render import DEJAVU

    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", str(DEJAVU))
    pdf.add_font("dv", "B", str(DEJAVU).replace("DejaVuSans", "DejaVuSans-Bold"))
    pdf.add_page()
    for top, title in zip(tops, titles, strict=False):
        pdf.set_font("dv", style="B", size=12)
        pdf.text(40, top, title)
        pdf.set_font("dv", size=10)
        pdf.text(380, top, "Jan 2020 - Mar 2022")
        for k, (a, b) in enumerate(zip(LEFT, RIGHT, strict=True)):
            pdf.text(45, top + 15 + 11 * k, a)
            pdf.text(260, top + 15 + 11 * k, b)
    return _texts(read_pdf(bytes(pdf.output()), "cv.pdf"))


def test_headers_across_count_one_in_the_top_margin() -> None:
    # the page's first header sits in the top margin, where the body's gutter is not
    # looked for: it still shows the page is one flow
    texts = _headers_page((45, 200))
    assert texts[0] == "Platform Engineer Jan 2020 - Mar 2022"
    assert "Data Analyst Jan 2020 - Mar 2022" in texts


def test_one_header_across_the_gap_does_not_make_the_page_one_flow() -> None:
    texts = _headers_page((45,))
    assert "Platform Engineer Jan 2020 - Mar 2022" not in texts
