"""Lines set flush right (a sidebar whose text is right-aligned: each line ends at the
column's right edge and starts where its words do), where a wrapped line is told by its
right edge and its spacing, not by its left edge (`pdf_wraps.continues`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Protocol


class Raw(Protocol):
    """What is read of a row (`pdf_wraps.Raw`)."""

    text: str
    x0: float
    x1: float
    bottom: float
    size: float
    bold: bool
    cells: list[str]
    lead: float


_EDGE = 1.5  # right ends closer than this (points) are one edge
_TIGHT = 1.2  # a paragraph's lines at most this many letters' height apart


def wraps_flush_right(a: Raw, b: Raw, raws: Sequence[Raw]) -> bool:
    """`b` goes on `a`'s paragraph in a column set flush right: both rows of one cell in
    one type, ending at one right edge, `b` starting elsewhere (a left edge they shared is
    the ordinary test's), `b` closer under `a` than paragraphs are apart (within 1.2
    letters' height: an entry's next paragraph, its school under its degree, sits further
    down), and `b`'s first word would not have fitted before `a`'s start inside the
    column's widest line. The column is flush right when three or more of its rows end at
    `a`'s edge and no left edge is shared by half of them (a justified text's lines share
    their left edge)."""
    if len(a.cells) != 1 or len(b.cells) != 1 or a.bold != b.bold:
        return False
    if abs(a.size - b.size) > 0.3 or abs(a.x1 - b.x1) > _EDGE or abs(a.x0 - b.x0) <= 4.0:
        return False
    if a.bottom - b.bottom > _TIGHT * a.size or a.bottom <= b.bottom:
        return False
    flush = [r for r in raws if abs(r.x1 - a.x1) <= _EDGE and len(r.cells) == 1]
    if len(flush) < 3:
        return False
    shared = Counter(round(r.x0 / 2.0) for r in flush).most_common(1)[0][1]
    if shared > len(flush) / 2:
        return False
    left = min(r.x0 for r in flush)
    return a.x0 - 0.25 * a.size - b.lead < left
