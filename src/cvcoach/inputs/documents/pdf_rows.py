"""What a PDF flow's rows say of themselves for `pdf._reflow`: the body's type size, and a
justified line that TeX's stretched spaces cut into cells."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import normalise

if TYPE_CHECKING:
    from cvcoach.inputs.documents.pdf_wraps import Raw


def body_size(raws: list[Raw]) -> float:
    """The body's type: the size most of the flow's letters are set in (the median letter's
    row), not the median row's, which a short page of headings and one-line fields sets
    in its headings' type."""
    letters = sorted((r.size, len(r.text)) for r in raws)
    half, seen = sum(n for _, n in letters) / 2, 0
    for size, n in letters:
        seen += n
        if seen >= half:
            return size
    return letters[-1][0]


def justified(above: Raw, r: Raw) -> bool:
    """Row `above`, cut into cells at wide gaps only (not where its type changes), wrapped
    onto `r` at its own left edge, no cell a date: a justified line whose spaces TeX
    stretched, not a row of cells ("Director of   Data   Management &" / "Biometrics")."""
    if len(above.cells) < 2 or above.styled or above.wrapped or abs(r.x0 - above.x0) > 2.0:
        return False
    return all(find_dates(normalise(c)) is None for c in above.cells)
