"""A TrueType font whose loose boxes fit each glyph (its descriptor gives no ascent or
descent, as LibreOffice's Caladea and Carlito behave): every line set in it gets one type
height, the tallest box of the font and size on the page, not its first letter's. Fonts
that are not TrueType keep their characters' own boxes."""

from __future__ import annotations

import re

import pytest

from cvcoach.inputs.documents.pdf_layout import fragments
from cvcoach.inputs.documents.pdf_type import type_heights
from tests.inputs.render import DEJAVU

_ROWS = ("Joined the working group", "writing a summary")


def _page(font: str) -> bytes:
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    if font == "dv":
        if not DEJAVU.exists():
            pytest.skip(f"{DEJAVU} is absent")
        pdf.add_font("dv", "", str(DEJAVU))
    pdf.add_page()
    pdf.set_font(font, size=10)
    for k, text in enumerate(_ROWS):
        pdf.text(60, 100 + 13 * k, text)
    return bytes(pdf.output())


def _sizes(data: bytes) -> list[float]:
    import pypdfium2 as pdfium

    page = pdfium.PdfDocument(data)[0]
    frags = sorted(fragments(page.get_textpage()), key=lambda f: -f.baseline)
    return [round(f.size, 2) for f in frags]


def test_a_truetype_font_with_boxes_per_glyph_gives_its_lines_one_height() -> None:
    data = re.sub(rb"/(Ascent|Descent) -?\d+", rb"/\1 0", _page("dv"))
    first, second = _sizes(data)
    assert first == second


def test_a_font_with_one_box_for_every_character_keeps_it() -> None:
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    data = _page("dv")
    textpage = pdfium.PdfDocument(data)[0].get_textpage()
    rect = raw.FS_RECTF()
    raw.FPDFText_GetLooseCharBox(textpage.raw, 0, rect)
    assert _sizes(data) == [round(rect.top - rect.bottom, 2)] * 2


def test_a_font_that_is_not_truetype_keeps_each_lines_own_box() -> None:
    import pypdfium2 as pdfium

    textpage = pdfium.PdfDocument(_page("helvetica"))[0].get_textpage()
    assert type_heights(textpage, textpage.get_text_range()) == {}
