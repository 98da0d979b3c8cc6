"""What a PDF flow's rows say of themselves for `pdf._reflow`: the body's type size, a
justified line that TeX's stretched spaces cut into cells, a row of cells that wraps in its
own columns; and how a wrapped row goes on the line above it (`join_wrapped`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import normalise
from cvcoach.inputs.documents.pdf_wraps import wraps_before_dates

if TYPE_CHECKING:
    from cvcoach.inputs.documents.lines import Line
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


def wraps_in_columns(head: Raw, r: Raw) -> bool:
    """`r`, a wrapped line of the row of cells `head` opened, goes on in that row's columns:
    two cells, the first at `head`'s left edge, the second where `head`'s last cell starts
    ("Lead developer/Software   2023-01 - 2025-07   Designed the overall" over "architect
    architecture of the platform": each cell's words go on in its own cell), or left of it
    but past the first cell when every cell between is dates, which do not wrap (the last
    cell's text flowing on under them)."""
    if len(head.cells) < 2 or len(r.cells) != 2 or not all(map(normalise, r.cells)):
        return False
    if abs(r.x0 - head.x0) > 2.0:
        return False
    if abs(r.last_x0 - head.last_x0) <= 2.0:
        return True
    between = head.cells[1:-1]
    dated = bool(between) and all(find_dates(normalise(c)) is not None for c in between)
    return dated and head.first_x1 < r.last_x0 < head.last_x0


def join_in_columns(line: Line, r: Raw) -> None:
    """`r`'s first cell goes on `line`'s first, its second on `line`'s last
    (`wraps_in_columns`); the line's text is its cells'."""
    first, last = (normalise(c) for c in r.cells)
    line.cells[0] = f"{line.cells[0]} {first}"
    line.cells[-1] = f"{line.cells[-1]} {last}"
    line.text = " ".join(line.cells)


def join_wrapped(
    line: Line, text: str, rows: tuple[Raw | None, Raw, Raw], stops: dict[int, list[int]]
) -> None:
    """Row `r` (its text `text`) wrapped from `prev` goes on `line`, which `head` opened:
    cell by cell when it goes on in `head`'s columns (`wraps_in_columns`), else at its end."""
    head, prev, r = rows
    r.wrapped, flat = True, justified(prev, r)
    if not flat and head and len(line.cells) > 1 and wraps_in_columns(head, r):
        join_in_columns(line, r)
    else:
        _join(line, text, wraps_before_dates(prev, r), stops, flat)


def _join(
    line: Line, text: str, before_dates: bool, stops: dict[int, list[int]], flat: bool = False
) -> None:
    """`text` goes on `line` (both normalised): at its end, or before the dates that close
    its row when the row's words wrapped under themselves (`wraps_before_dates`). Where a
    row that opens in a capital goes on after a sentence's end is noted in `stops`. With
    `flat` (a justified line, `pdf_rows.justified`) the line keeps no cells."""
    if flat:
        line.cells = []
    if not before_dates and line.text.endswith((".", "!", "?")) and text[0].isupper():
        stops.setdefault(id(line), []).append(len(line.text) + 1)
    if before_dates and len(line.cells) > 1 and line.text.endswith(line.cells[-1]):
        dates = line.cells[-1]
        line.text = f"{line.text[: -len(dates)].rstrip()} {text} {dates}"
        line.cells[-2] = f"{line.cells[-2]} {text}"
        return
    line.text = f"{line.text} {text}"
    if line.cells:
        line.cells[-1] = f"{line.cells[-1]} {text}"
