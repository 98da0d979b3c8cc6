"""The words beside a row's dates (a key column) that end with room for the next line's
first word before the flow's right edge did not wrap there: the line under them is a line
of its own (an employer under its title), not their end (`pdf_wraps._fits_beside`)."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

BULLETS = [
    "Moved the Globex billing service onto a queue of events and cut its cost by a third",
    "Ran the on-call rota for the payments team across three regions of the business",
]


def _page(title: str, second: str) -> list[str]:
    """An entry: its range in a key column beside `title`, `second` a line under the title,
    a short label at the left, then bullets across the page at an indent, every line 22 pt
    apart (no gap between them): the lines that start where the row does are all short."""

    def draw(pdf: Any) -> None:
        pdf.text(40, 80, "Jan 2020 – Present")
        pdf.text(150, 80, title)
        pdf.text(150, 102, second)
        pdf.text(40, 124, "Highlights")
        for k, bullet in enumerate(BULLETS):
            pdf.text(55, 146 + 22 * k, f"• {bullet}")

    return [x.text for x in drawn_lines(draw)]


def test_an_employer_under_a_short_title_beside_dates_is_a_line_of_its_own() -> None:
    texts = _page("Software Engineer", "Initech, Springfield")
    assert "Jan 2020 – Present Software Engineer" in texts
    assert "Initech, Springfield" in texts


def test_a_title_beside_dates_that_runs_to_the_right_edge_wraps() -> None:
    title = "Senior Software Engineer for Payments, Billing and Data"
    texts = _page(title, "Platforms")
    assert f"Jan 2020 – Present {title} Platforms" in texts
