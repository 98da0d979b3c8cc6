"""A bullet's wrapped line that opens in capitals and ends in a date goes on the bullet
when it sits at the bullet's hanging indent; a dated line at the entry's left edge is the
next header (invented CV text, drawn by hand)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.inputs.render import drawn_lines

OPEN = "• Moved the ledger service of the payments team off the old cluster and onto"
SHUT = "• Moved the ledger service of the payments team off the old cluster for good."
WRAP = "Initech Cloud in March 2021"


def _texts(draw: Callable[[Any], None]) -> list[str]:
    return [line.text for line in drawn_lines(draw) if "furniture" not in line.extras]


def _page(first: str, wrap_x: float | None) -> Callable[[Any], None]:
    def draw(pdf: Any) -> None:
        indent = 72 + pdf.get_string_width("• ")
        pdf.text(60, 100, "Globex Ltd")
        pdf.text(420, 100, "2019 – 2021")
        pdf.text(72, 118, "• Built the billing service")
        pdf.text(72, 131, first)
        pdf.text(indent if wrap_x is None else wrap_x, 144, WRAP)
        pdf.text(60, 170, "Hooli")
        pdf.text(420, 170, "2017 – 2019")
        pdf.text(72, 188, "• Ran the help desk")

    return draw


def test_a_dated_line_at_the_hanging_indent_of_an_open_bullet_goes_on_it() -> None:
    texts = _texts(_page(OPEN, None))
    assert OPEN[2:] + " " + WRAP in texts
    assert WRAP not in texts


def test_a_bullet_that_ends_its_sentence_keeps_the_dated_line_apart() -> None:
    texts = _texts(_page(SHUT, None))
    assert WRAP in texts


def test_a_dated_line_at_the_entry_edge_is_no_wrap_of_the_bullet() -> None:
    texts = _texts(_page(OPEN, 60))
    assert WRAP in texts
