"""List markers of a PDF page: the small shapes a browser draws left of a list's items,
and the small glyphs that name no character which some print in their place (see
`pdf_layout`, whose rows they mark)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cvcoach.inputs.documents.pdf_layout import Box, Fragment, Row

if TYPE_CHECKING:
    from pypdfium2 import PdfPage

MARKER_MIN, MARKER_MAX = 1.5, 9.0  # a list marker's width and height, in points


def markers(page: PdfPage) -> list[Box]:
    """Small filled shapes (left, bottom, right, top): the list markers a browser draws."""
    import pypdfium2.raw as raw

    found = []
    for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_PATH], max_depth=3):
        left, bottom, right, top = obj.get_bounds()
        width, height = right - left, top - bottom
        small = MARKER_MIN <= width <= MARKER_MAX and MARKER_MIN <= height <= MARKER_MAX
        if small and 0.6 <= width / height <= 1.6:
            found.append((left, bottom, right, top))
    return found


def glyph_markers(frags: list[Fragment]) -> tuple[list[Fragment], list[Box]]:
    """The fragments left, and the list markers drawn as a glyph that names no character
    (U+0000: Chromium prints a list's disc so, in the page's text layer after the words):
    one such glyph alone in its fragment, as small as a marker, marks the row it is just
    left of, as a drawn shape does (`mark_lists`). A larger icon glyph (a heading's) stays."""
    kept: list[Fragment] = []
    found: list[Box] = []
    for frag in frags:
        width, height = frag.x1 - frag.x0, frag.top - frag.bottom
        small = MARKER_MIN <= width <= MARKER_MAX and MARKER_MIN <= height <= MARKER_MAX
        if small and frag.text and set(frag.text) == {"\x00"}:
            found.append((frag.x0, frag.bottom, frag.x1, frag.top))
        else:
            kept.append(frag)
    return kept, found


def mark_lists(rows: list[Row], shapes: list[Box]) -> None:
    """A row with a list marker just left of its first letter is a list item. A page's list
    markers are drawn alike: a shape half as wide again as the page's most common one is
    an icon beside a header (a timeline's dot), not a marker."""
    widths = Counter(round(right - left) for left, _, right, _ in shapes)
    common = widths.most_common(1)[0][0] if widths else 0.0
    for row in rows:
        for left, bottom, right, top in shapes:
            if right - left > 1.5 * max(common, 1.0):
                continue
            middle = (bottom + top) / 2
            size = row.fragments[0].size
            if (
                row.bottom - 0.1 * size <= middle <= row.top + 0.1 * size
                and right <= row.x0 + 0.5
                and row.x0 - right <= 2.5 * size
            ):
                row.marker = left
                break
