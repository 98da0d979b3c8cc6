"""A word hyphenated at the end of a row of cells goes on at the next line's left: the
fragment it ends is ordered in its row by where it starts, not by the wrapped part's left
edge ("B.S. Computer   Information Sys-" / "tems"). Names are made up."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines


def _rows(second: str) -> list[str]:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Sep 2014 – Jun 2018")
        pdf.text(200, 100, "B.S. Computer")
        pdf.text(300, 100, "Information Sys-")
        pdf.text(200, 113, second)
        pdf.text(200, 140, "Globex University")

    return [line.text for line in drawn_lines(draw)]


def test_a_hyphenated_cell_keeps_its_place_in_the_row() -> None:
    texts = _rows("tems")
    assert texts[0].startswith("Sep 2014 – Jun 2018 B.S. Computer Information Sys")
    assert "tems" in texts[0].split("Sys", 1)[1]


def test_cells_drawn_out_of_order_are_still_read_left_to_right() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(300, 100, "Information Systems")  # drawn first, right of the next
        pdf.text(200, 100, "B.S. Computer")
        pdf.text(60, 100, "Sep 2014 – Jun 2018")

    texts = [line.text for line in drawn_lines(draw)]
    assert texts[0] == "Sep 2014 – Jun 2018 B.S. Computer Information Systems"
