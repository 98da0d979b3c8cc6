"""A running line set in from the page's edge (a form's footer over two lines, in the
page's bottom sixth) is furniture when it comes back at the same place on another page
(invented two-page documents)."""

from __future__ import annotations

import pytest

from tests.inputs.render import DEJAVU


def _lines(rows: dict[float, tuple[str, str]], size: int = 10) -> dict[str, list[dict[str, str]]]:
    """Two A4 pages of body text in 10 pt with `rows` drawn at their heights in `size` pt
    (points from the top; each gives page one's text and page two's); the lines read."""
    from fpdf import FPDF

    from cvcoach.inputs.documents.pdf import read_pdf

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent")
    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", str(DEJAVU))
    for page in range(2):
        pdf.add_page()
        pdf.set_font("dv", size=10)
        for k in range(25):
            pdf.text(72, 80 + 22 * k, f"Kept the Initech build green, item {k} of page {page}.")
        pdf.set_font("dv", size=size)
        for y, texts in rows.items():
            pdf.text(72, y, texts[page])
    found: dict[str, list[dict[str, str]]] = {}
    for line in read_pdf(bytes(pdf.output()), "cv.pdf"):
        found.setdefault(line.text, []).append(line.extras)
    return found


def test_a_footer_over_two_lines_set_in_from_the_edge_is_furniture() -> None:
    lines = _lines({740: ("Page 1 - Curriculum vitae of", "Page 2 - Curriculum vitae of"),
                    752: ("JANE DOE", "JANE DOE")}, size=8)  # fmt: skip
    assert [e.get("furniture") for e in lines["JANE DOE"]] == ["running header or footer"] * 2
    assert all("furniture" in e for e in lines["Page 1 - Curriculum vitae of"])


def test_lines_at_the_same_place_with_other_words_are_content() -> None:
    lines = _lines({740: ("Globex University", "Hooli Institute")}, size=8)
    assert "furniture" not in lines["Globex University"][0]
    assert "furniture" not in lines["Hooli Institute"][0]


def test_a_line_repeated_in_the_middle_of_the_page_is_content() -> None:
    lines = _lines({640: ("Northwind Traders", "Northwind Traders")}, size=8)
    assert all("furniture" not in e for e in lines["Northwind Traders"])


def test_a_line_in_the_body_type_at_the_same_place_is_content() -> None:
    lines = _lines({752: ("JANE DOE", "JANE DOE")})  # each page opens or ends alike
    assert all("furniture" not in e for e in lines["JANE DOE"])
