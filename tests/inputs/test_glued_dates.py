"""A title cell that overflows into its dates cell with no space ("Engineer2021-03 -
2023-04") is two cells (invented pages)."""

from __future__ import annotations

from typing import Any

from cvcoach.inputs.documents.pdf_layout import glued_dates
from tests.inputs.render import drawn_lines


def _texts(*rows: str) -> list[tuple[str, list[str]]]:
    def draw(pdf: Any) -> None:
        for k, row in enumerate(rows):
            pdf.text(72, 100 + 16 * k, row)

    return [(line.text, line.cells) for line in drawn_lines(draw)]


def test_a_title_run_into_its_dates_is_cut_before_them() -> None:
    lines = _texts("Initech", "Senior Platform Engineer2021-03 - 2023-04")
    assert ("Senior Platform Engineer 2021-03 - 2023-04",
            ["Senior Platform Engineer", "2021-03 - 2023-04"]) in lines  # fmt: skip


def test_an_open_range_and_a_month_first_form_are_cut_too() -> None:
    text = "Analyst03/2019 – Present"
    assert glued_dates(text, 6, 7)
    assert glued_dates("Lead Developer2020 - 2022", 13, 14)


def test_a_year_alone_or_a_name_in_capitals_is_not_cut() -> None:
    lines = _texts("Ran Windows2000 servers at Globex", "Wrote the ISO2022-01 - 2023 study")
    assert [text for text, _ in lines] == [
        "Ran Windows2000 servers at Globex",
        "Wrote the ISO2022-01 - 2023 study",
    ]
    assert not glued_dates("Engineer 2021-03 - 2023", 7, 8)  # a space already parts them
    assert not glued_dates("Engineer2021 at Hooli", 7, 8)
