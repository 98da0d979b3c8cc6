"""A left sidebar whose lines sit between the body's single-spaced lines is a flow of its
own, though one of its lines is level with a body line by chance and the person's name
runs across both columns above them (`pdf_columns._sidebar_off_rows`); a left column
whose lines all sit on the body's rows stays read row by row. Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

BULLETS = [
    "Moved the Globex billing service onto a queue of events",
    "Cut the build time of the payments team by half",
    "Ran the on-call rota across three regions of the business",
    "Wrote the runbooks for the ledger and the card platform",
]


def _page(side: list[tuple[float, str]]) -> list[str]:
    def draw(pdf: Any) -> None:
        pdf.set_font("dv", size=28)
        pdf.text(40, 60, "Jane Doe, Backend Developer")
        pdf.set_font("dv", size=9)
        pdf.text(200, 100, "Initech")
        pdf.text(470, 100, "2019 - 2024")
        pdf.text(200, 112, "Senior Backend Developer")
        for k, bullet in enumerate(BULLETS):
            pdf.text(215, 130 + 10 * k, f"• {bullet}")
        for y, text in side:
            pdf.text(40, y, text)

    return [x.text for x in drawn_lines(draw)]


def test_a_sidebar_between_the_bodys_lines_is_a_flow_of_its_own() -> None:
    # the first contact line level with a bullet by chance, the others between lines
    texts = _page([(130.0, "jane@example.org"), (145.0, "+1 555 0100"), (165.0, "Springfield")])
    assert "Moved the Globex billing service onto a queue of events" in texts
    assert not any(t.startswith("jane@example.org ") for t in texts)


def test_a_left_column_on_the_bodys_rows_is_read_row_by_row() -> None:
    texts = _page([(130.0, "Billing"), (140.0, "Builds"), (150.0, "On call")])
    assert any(t.startswith("Billing • Moved the Globex") for t in texts)
