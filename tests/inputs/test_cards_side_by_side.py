"""Entries set as cards side by side (a school over its dates over its degree, another
card beside it, in step row by row) are read a card at a time
(`pdf_column_sets._card_set`); a key column of dates beside titles, or two cards with no
dates, keep their rows. Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

CARDS = (
    ("Northwind University", "Sep 2014 - Jun 2017", "BSc Computer Science"),
    ("Globex Institute", "Sep 2017 - Jun 2019", "MSc Data Engineering"),
)


def _cards(pdf: Any, dated: bool = True) -> None:
    pdf.text(40, 60, "Backend developer with ten years of payments, billing and ledger work")
    pdf.set_font("dv", size=16)
    pdf.text(40, 80, "Education")
    for x, (school, dates, degree) in zip((40, 300), CARDS, strict=True):
        pdf.set_font("dv", size=13)
        pdf.text(x, 110, school)
        pdf.set_font("dv", size=10)
        pdf.text(x, 125, dates if dated else "Springfield campus")
        pdf.text(x, 138, degree)


def test_cards_side_by_side_are_read_a_card_at_a_time() -> None:
    texts = [x.text for x in drawn_lines(_cards)]
    assert texts[2:] == [
        "Northwind University", "Sep 2014 - Jun 2017", "BSc Computer Science",
        "Globex Institute", "Sep 2017 - Jun 2019", "MSc Data Engineering",
    ]  # fmt: skip


def test_cards_with_no_dates_keep_their_rows() -> None:
    texts = [x.text for x in drawn_lines(lambda pdf: _cards(pdf, dated=False))]
    assert "Globex Institute" not in texts[2:5]


def test_a_key_column_of_dates_beside_titles_keeps_its_rows() -> None:
    def draw(pdf: Any) -> None:
        for k, (school, dates, degree) in enumerate(CARDS):
            pdf.text(40, 100 + 40 * k, dates)
            pdf.text(200, 100 + 40 * k, degree)
            pdf.text(200, 113 + 40 * k, school)

    texts = [x.text for x in drawn_lines(draw)]
    assert any(t.startswith("Sep 2014 - Jun 2017 BSc Computer Science") for t in texts)
