"""A column set flush right (`pdf_ragged`): a line that wrapped there is told by its right
edge, its spacing and the room its next word needed, not by its left edge. Pages drawn
with fpdf2 (baselines placed by hand, fpdf's y runs down)."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines, _texts

RIGHT = 560.0


def _flush_right(pdf: Any, baseline: float, text: str) -> None:
    pdf.text(RIGHT - pdf.get_string_width(text), baseline, text)


def _sidebar(rows: list[tuple[float, str]]) -> list[str]:
    def draw(pdf: Any) -> None:
        pdf.set_font("dv", size=9)
        for baseline, text in rows:
            _flush_right(pdf, baseline, text)

    return _texts(_lines(draw))


def test_a_degree_wrapped_in_a_flush_right_column_is_one_line() -> None:
    texts = _sidebar([
        (100, "Master of Science in Applied"),
        (110, "Statistics and Data Science"),  # single-spaced: the degree wrapped
        (124, "Hooli School of Management"),  # the school, a paragraph below
        (144, "Bachelor of Arts in Economics"),
        (158, "Globex University"),
    ])  # fmt: skip
    assert texts == [
        "Master of Science in Applied Statistics and Data Science",
        "Hooli School of Management",
        "Bachelor of Arts in Economics",
        "Globex University",
    ]


def test_a_flush_right_line_whose_next_word_would_have_fitted_did_not_wrap() -> None:
    texts = _sidebar([
        (100, "Northwind Institute of Technology"),
        (110, "BSc Physics"),
        (120, "Initech"),  # "Initech" fitted before "BSc Physics": a line of its own
        (142.5, "Hooli Graduate School of Management"),
    ])  # fmt: skip
    assert texts[1:3] == ["BSc Physics", "Initech"]


def test_an_indented_paragraph_of_a_justified_column_is_no_flush_right_wrap() -> None:
    # justified lines end together too, but most start at one left edge
    lines = [(40.0, "Ran the payments platform of the group and its"),
             (40.0, "on-call rota for two years with four engineers"),
             (40.0, "and moved the billing service to a queue that"),
             (55.0, "Hired and trained two engineers for the team")]  # fmt: skip

    def draw(pdf: Any) -> None:
        for k, (x, text) in enumerate(lines):  # letter-spaced to end at x = 330
            pdf.set_char_spacing(0)
            pdf.set_char_spacing((330 - x - pdf.get_string_width(text)) / (len(text) - 1))
            pdf.text(x, 100 + 11 * k, text)

    texts = _texts(_lines(draw))
    assert texts[-1] == "Hired and trained two engineers for the team"
