"""A paragraph that wrapped once goes on at its words' left edge when the next line opens in
lower case and the line above left its sentence open (`pdf_wraps.continues`), even where the
line above ended short of the column's edge (a browser wraps before a long word). A line
that opens with a capital there stays an item of its own. Pages drawn with fpdf2; the words
are made up."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

_LONG = "Moved the billing service of Initech onto a queue of events and cut its nightly lag"


def _page(third: str) -> Any:
    def draw(pdf: Any) -> None:
        pdf.text(60, 60, "Globex Labs")
        pdf.text(60, 72, "Jan 2020 - Present")
        pdf.text(60, 90, _LONG)
        pdf.text(60, 102, "from four hours to twenty minutes across three")  # short of the edge
        pdf.text(60, 114, third)
        for n, words in enumerate(_OTHERS):
            pdf.text(60, 140 + 24 * n, words)  # paragraphs apart

    return drawn_lines(draw)


_OTHERS = (  # shorter than the first line: that line ends at the column's edge
    "Wrote the runbooks for the on-call rota of Hooli and trained six engineers",
    "Replaced the deploy scripts of the Northwind shop with one pipeline",
    "Cut the cost of the Globex test farm by a third with spot machines",
)


def test_a_wrapped_bullet_goes_on_in_lower_case() -> None:
    lines = _page("regions, reporting each quarter to the analysts.")
    texts = [x.text for x in lines]
    assert any(
        t.endswith("across three regions, reporting each quarter to the analysts.") for t in texts
    )
    assert not any(t.startswith("regions") for t in texts)


def test_a_line_opening_with_a_capital_is_no_wrap_of_a_short_line() -> None:
    lines = _page("Regions were trained on it.")
    assert any(x.text.startswith("Regions were") for x in lines)
