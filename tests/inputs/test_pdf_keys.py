"""A date range wrapped in a table's key column is one range, the first row's key
(`pdf_keys.join_wrapped_keys`). Pages drawn with fpdf2 (baselines placed by hand)."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines

BULLETS = ["• Ran the on-call rota for the payments team", "• Cut the build time by half"]


def _summary(pdf: Any) -> None:  # across the key column's gutter, as a profile line runs
    pdf.text(40, 80, "Backend developer with ten years of payments and billing work")


def _entry(pdf: Any, top: float, keys: tuple[str, str], title: str, employer: str) -> None:
    pdf.set_font("dv", size=11)  # dates and title in larger type than the employer
    pdf.text(40, top, keys[0])
    pdf.text(40, top + 13, keys[1])
    pdf.set_font("dv", size=12)
    pdf.text(150, top, title)
    pdf.set_font("dv", size=10)
    pdf.text(150, top + 13, employer)
    for k, bullet in enumerate(BULLETS):
        pdf.text(160, top + 26 + 13 * k, bullet)


def _rows(lines: list[Any]) -> list[tuple[str, list[str]]]:
    return [(x.text, x.cells) for x in lines if x.kind != "bullet"]


def test_a_range_wrapped_in_the_key_column_is_the_upper_rows_key() -> None:
    def draw(pdf: Any) -> None:
        _summary(pdf)
        _entry(pdf, 100, ("Jul 2025 – Oct", "2025"), "Senior Backend Developer", "Initech")
        _entry(pdf, 170, ("Jan 2023 – Jul", "2025"), "Backend Developer", "Globex Ltd")

    assert _rows(_lines(draw))[1:] == [
        ("Jul 2025 – Oct 2025 Senior Backend Developer",
         ["Jul 2025 – Oct 2025", "Senior Backend Developer"]),
        ("Initech", []),
        ("Jan 2023 – Jul 2025 Backend Developer", ["Jan 2023 – Jul 2025", "Backend Developer"]),
        ("Globex Ltd", []),
    ]  # fmt: skip


def test_a_key_that_reads_as_no_range_with_the_date_under_it_keeps_its_rows() -> None:
    def draw(pdf: Any) -> None:
        _summary(pdf)
        _entry(pdf, 100, ("Berlin", "2025"), "Senior Backend Developer", "Initech")
        _entry(pdf, 170, ("Lyon", "2023"), "Backend Developer", "Globex Ltd")

    assert [text for text, _ in _rows(_lines(draw))][1:] == [
        "Berlin Senior Backend Developer",
        "2025 Initech",
        "Lyon Backend Developer",
        "2023 Globex Ltd",
    ]


def test_wrapped_ranges_under_a_heading_at_the_left_are_a_key_column_not_a_sidebar() -> None:
    """No line crosses the gutter; the key column holds the section heading (larger type,
    beside no row) and ranges wrapped onto a second line, each line on a row's baseline."""

    def draw(pdf: Any) -> None:
        pdf.set_font("dv", size=16)
        pdf.text(40, 80, "Experience")
        pdf.set_font("dv", size=10)
        _entry(pdf, 100, ("Sep 2024 –", "Present"), "Senior Backend Developer", "Initech")
        _entry(pdf, 170, ("Apr 2020 – Jun", "2024"), "Backend Developer", "Globex Ltd")

    assert _rows(_lines(draw)) == [
        ("Experience", []),
        ("Sep 2024 – Present Senior Backend Developer",
         ["Sep 2024 – Present", "Senior Backend Developer"]),
        ("Initech", []),
        ("Apr 2020 – Jun 2024 Backend Developer", ["Apr 2020 – Jun 2024", "Backend Developer"]),
        ("Globex Ltd", []),
    ]  # fmt: skip


def _right_keys(pdf: Any, drop: float) -> None:
    """Two entries whose ranges wrap in a narrow right column, each range's first line
    `drop` pt below its title's baseline."""
    for top, title, keys in ((100, "Frontend Developer", ("Nov 2015 –", "Aug 2016")),
                             (190, "Support Analyst", ("Feb 2014 –", "Apr 2014"))):  # fmt: skip
        pdf.text(40, top - 13, "Northwind Traders" if top == 100 else "Hooli")
        pdf.text(50, top, title)
        for k, bullet in enumerate(BULLETS):
            pdf.text(60, top + 28 + 13 * k, bullet)
        pdf.text(450, top + drop, keys[0])
        pdf.text(450, top + drop + 13, keys[1])


def test_ranges_wrapped_in_a_right_key_column_are_their_rows_keys() -> None:
    texts = [x.text for x in _lines(lambda pdf: _right_keys(pdf, 0.0))]
    assert "Frontend Developer Nov 2015 – Aug 2016" in texts
    assert "Support Analyst Feb 2014 – Apr 2014" in texts


def test_a_right_column_of_dates_off_the_rows_is_no_key_column() -> None:
    texts = [x.text for x in _lines(lambda pdf: _right_keys(pdf, 6.0))]
    assert "Frontend Developer" in texts


def _loose_keys(pdf: Any, step: float) -> None:
    """Two entries whose ranges (digits and capitals, no letter below the baseline) wrap
    in a right column, the range's end `step` pt under its start."""
    for top, title, keys in ((100, "Frontend Developer", ("Nov 2015 –", "Mar 2016")),
                             (190, "Support Analyst", ("Feb 2014 –", "Mar 2014"))):  # fmt: skip
        pdf.text(40, top - 13, "Northwind Traders" if top == 100 else "Hooli")
        pdf.text(50, top, title)
        for k, bullet in enumerate(BULLETS):
            pdf.text(60, top + 28 + 13 * k, bullet)
        pdf.text(450, top, keys[0])
        pdf.text(450, top + step, keys[1])


def test_a_range_wrapped_at_a_loose_line_spacing_is_still_one_key() -> None:
    """14.5 pt apart in 10 pt type (TeX's baselineskip), more than 1.6 times the digits'
    glyph boxes: the type's height says single-spaced."""
    texts = [x.text for x in _lines(lambda pdf: _loose_keys(pdf, 14.5))]
    assert "Frontend Developer Nov 2015 – Mar 2016" in texts
    assert "Support Analyst Feb 2014 – Mar 2014" in texts


def test_two_lines_of_a_date_column_set_apart_are_no_wrapped_range() -> None:
    texts = [x.text for x in _lines(lambda pdf: _loose_keys(pdf, 22.0))]
    assert "Frontend Developer Nov 2015 – Mar 2016" not in texts
