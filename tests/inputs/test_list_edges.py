"""List items at the headers' own left edge (`pdf_lists`) and the right edge their width
test reads (`pdf_wraps._right_edge`): a last short item, and lines that end together by
chance. Pages drawn with fpdf2 (baselines placed by hand, fpdf's y runs down)."""

from __future__ import annotations

from typing import Any

import pytest

from cvcoach.inputs.documents.pdf_wraps import _right_edge
from tests.inputs.test_pdf_layout import _bold, _lines

ITEMS = ["Rebuilt the billing service of Initech", "Cut the support load by half"]


def test_short_lines_ending_together_make_no_right_edge() -> None:
    # three dates of one length end within a point, far left of the column's long lines
    rights = [166.1, 166.3, 166.7, 527.2, 500.1, 563.8]
    assert _right_edge(rights, 40.0) == 563.8
    assert _right_edge([417.0, 434.8, 417.3, 300.0, 417.6], 60.0) == 417.6  # TeX's edge


@pytest.mark.parametrize(("after", "last_is_item"), [(40.0, True), (0.0, False)])
def test_a_short_line_closing_items_at_the_headers_edge_is_their_last_item(
    after: float, last_is_item: bool
) -> None:
    # with a paragraph gap after it, a short line under the items is the list's last one;
    # with a line straight under it, it is the start of something else
    def draw(pdf: Any) -> None:
        _bold(pdf, 60, 100, "Initech")
        for k, text in enumerate([*ITEMS, "Kubernetes"]):
            pdf.text(60, 113 + 13 * k, text)
        pdf.text(60, 152 + after, "Moved the nightly jobs of Globex to a queue")
        _bold(pdf, 60, 200 + after, "Globex")

    lines = [x for x in _lines(draw) if "furniture" not in x.extras]
    kinds = {x.text: x.kind for x in lines}
    assert [kinds[t] for t in ITEMS] == ["bullet", "bullet"]
    assert (kinds["Kubernetes"] == "bullet") is last_is_item
