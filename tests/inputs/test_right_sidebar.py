"""A right sidebar set flush right whose lines fall on the body's baselines (a browser sets
both on one line grid): it holds headings of its own in larger type, so it is read as its
own flow, not as the entries' place and dates. Names are made up."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines
from tests.inputs.test_pdf_layout import _texts

_EDGE = 540.0


def _flush_right(pdf: Any, baseline: float, text: str, size: int) -> None:
    pdf.set_font("dv", size=size)
    pdf.text(_EDGE - pdf.get_string_width(text), baseline, text)
    pdf.set_font("dv", size=10)


def _row(k: int) -> float:
    """The body's k-th baseline: the second entry after a paragraph's gap."""
    return 120 + 14 * k + (14 if k >= 4 else 0)


def _page(heading_size: int) -> Any:
    def draw(pdf: Any) -> None:
        rows = [
            "Platform Engineer",
            "Initech",
            "• Ran the on-call rota for the payments team",
            "• Cut the build time of the monorepo by half",
            "Data Analyst",
            "Globex",
            "• Wrote the quarterly churn report",
        ]
        for k, text in enumerate(rows):
            pdf.text(60, _row(k), text)
        side = [("Education", heading_size), ("Computer Science", 10)]
        side += [("Springfield University", 10)]
        for k, (text, size) in enumerate(side):
            _flush_right(pdf, _row(k), text, size)
        for k, text in enumerate(["Links", "example.org"]):
            _flush_right(pdf, _row(k + 4), text, heading_size if k == 0 else 10)

    return drawn_lines(draw)


_BODY = [
    "Platform Engineer",
    "Initech",
    "Ran the on-call rota for the payments team",
    "Cut the build time of the monorepo by half",
    "Data Analyst",
    "Globex",
    "Wrote the quarterly churn report",
]


def test_a_right_sidebar_with_headings_in_larger_type_is_its_own_flow() -> None:
    texts = _texts(_page(heading_size=15))
    start = texts.index(_BODY[0])
    assert texts[start : start + len(_BODY)] == _BODY  # no sidebar line among the rows
    assert "Springfield University" in texts


def test_the_same_column_in_the_bodys_type_is_still_read_with_the_rows() -> None:
    texts = _texts(_page(heading_size=10))
    assert texts[0].startswith("Platform Engineer Education")
