"""An entry's dates that a page break leaves in the bottom margin are no running footer
(invented two-page documents)."""

from __future__ import annotations

import pytest

from tests.inputs.render import DEJAVU


def _lines(foot: tuple[str, str]) -> dict[str, dict[str, str]]:
    """Two A4 pages of body text, each with `foot`'s line in its bottom margin (baseline
    815 pt of 842), under a browser's footer stamp; the lines read, by text."""
    from fpdf import FPDF

    from cvcoach.inputs.documents.pdf import read_pdf

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent")
    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", str(DEJAVU))
    for page, school in enumerate(("Globex University", "Hooli Institute")):
        pdf.add_page()
        pdf.set_font("dv", size=10)
        for k in range(30):
            pdf.text(72, 80 + 22 * k, f"Kept the Initech build green, item {k} of page {page}.")
        pdf.text(72, 800, school)
        pdf.text(72, 815, foot[page])
        pdf.text(72, 832, f"file:///tmp/cv.html {page + 1}/2")
    return {line.text: line.extras for line in read_pdf(bytes(pdf.output()), "cv.pdf")}


def test_dates_that_change_from_page_to_page_are_content() -> None:
    lines = _lines(("2014-02 to 2014-04", "2007-01 to 2008-01"))
    assert "furniture" not in lines["2014-02 to 2014-04"]
    assert "furniture" not in lines["2007-01 to 2008-01"]
    assert "furniture" in lines["file:///tmp/cv.html 1/2"]


def test_a_date_repeated_as_it_is_is_still_a_running_footer() -> None:
    lines = _lines(("2024-03", "2024-03"))
    assert lines["2024-03"].get("furniture") == "running header or footer"


def test_a_changing_margin_line_with_words_is_still_a_running_footer() -> None:
    lines = _lines(("Jane Doe, page 1", "Jane Doe, page 2"))
    assert "furniture" in lines["Jane Doe, page 1"]
    assert "furniture" in lines["Jane Doe, page 2"]
