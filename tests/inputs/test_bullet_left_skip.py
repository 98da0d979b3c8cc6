"""A list item set by TeX with a left skip past a negative paragraph indent (harnon-cv's
timeline bullets) wraps a little right of its words, not under them: the wrapped line is
the item's when its first word would not have fitted on the item's row. Pages drawn with
fpdf2 (baselines placed by hand)."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines

FULL = "• Integrated the charging protocols of three vendors: OCPI (Open"
SHORT = "• Improved the environment setup"
OTHER = "• Moved the billing service and its nightly reports to Postgres 16 and"


def test_a_wrapped_line_a_little_right_of_the_items_words_is_the_items() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, FULL)
        pdf.text(77, 113, "Charge Point Interface) and the roaming hub")
        pdf.text(60, 126, OTHER)  # the column runs to here
        pdf.text(77, 139, "retired the old cron jobs")

    assert [(x.kind, x.text) for x in _lines(draw)] == [
        ("bullet", f"{FULL[2:]} Charge Point Interface) and the roaming hub"),
        ("bullet", f"{OTHER[2:]} retired the old cron jobs"),
    ]


def test_a_line_there_under_a_short_item_whose_first_word_fitted_is_not_the_items() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, FULL)
        pdf.text(60, 113, SHORT)
        pdf.text(77, 126, "Kept the release notes")
        pdf.text(60, 139, OTHER)

    assert [(x.kind, x.text) for x in _lines(draw)][1:3] == [
        ("bullet", SHORT[2:]),
        ("text", "Kept the release notes"),
    ]


def test_a_glyph_drawn_apart_does_not_hide_that_the_items_row_ran_full() -> None:
    """The bullet glyph is a fragment of its own: the row is still one cell of words, whose
    right end the width test reads."""

    def draw(pdf: Any) -> None:
        for top, words, wrap in ((100, FULL, "Charge Point Interface) and the roaming hub"),
                                 (126, OTHER, "retired the old cron jobs")):  # fmt: skip
            pdf.text(60, top, "•")
            pdf.text(74, top, words[2:])
            pdf.text(77, top + 13, wrap)

    assert [(x.kind, x.text) for x in _lines(draw)] == [
        ("bullet", f"{FULL[2:]} Charge Point Interface) and the roaming hub"),
        ("bullet", f"{OTHER[2:]} retired the old cron jobs"),
    ]
