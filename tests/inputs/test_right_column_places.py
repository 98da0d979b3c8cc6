"""A place wrapped in a narrow right column beside an entry's title and employer rows
goes back onto the title's row (`pdf_cell_wraps.join_wrapped_places`), and the employer
under a title with room before the right column is a line of its own, not the title's
wrap (`pdf_wraps._before_a_right_cell`). Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

BULLETS = [
    "• Moved the billing service onto a queue of events",
    "• Cut the build time of the payments team by half and moved the ledger onto Kafka",
]


def _right(pdf: Any, y: float, text: str) -> None:
    pdf.text(550 - pdf.get_string_width(text), y, text)


def _page(title: str, place: tuple[str, str], dates: str = "Jan 2020 – Present") -> list[Any]:
    def draw(pdf: Any) -> None:
        pdf.text(40, 40, "Backend developer with ten years of payments, billing and ledger work")
        pdf.text(40, 60, "Experience")
        pdf.text(40, 80, title)
        _right(pdf, 80, place[0])
        pdf.text(40, 92, "Initech Ltd")
        _right(pdf, 92, place[1])
        _right(pdf, 104, dates)
        for k, bullet in enumerate(BULLETS):
            pdf.text(50, 120 + 14 * k, bullet)

    return [x for x in drawn_lines(draw) if x.kind != "bullet"]


def test_a_place_wrapped_in_the_right_column_goes_back_onto_the_title_row() -> None:
    lines = _page("Senior Backend Developer", ("Springfield, Northwind,", "Oregon"))
    assert [(x.text, x.cells) for x in lines[2:4]] == [
        ("Senior Backend Developer Springfield, Northwind, Oregon",
         ["Senior Backend Developer", "Springfield, Northwind, Oregon"]),
        ("Initech Ltd", []),
    ]  # fmt: skip


def test_a_place_closed_before_the_next_rows_cell_keeps_its_rows() -> None:
    lines = _page("Senior Backend Developer", ("Springfield, Oregon", "Remote"))
    assert [x.text for x in lines[2:4]] == [
        "Senior Backend Developer Springfield, Oregon",
        "Initech Ltd Remote",
    ]


def test_a_title_that_fills_its_cell_up_to_the_right_column_wraps() -> None:
    title = "Senior Backend Developer for the Payments and Billing"
    lines = _page(title, ("Springfield, Northwind,", "Oregon"))
    assert lines[2].text.startswith(f"{title} Springfield, Northwind, Oregon")
