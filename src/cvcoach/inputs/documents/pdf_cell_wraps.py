"""A place wrapped in a narrow right column beside an entry's header rows: "Senior
Engineer   Springfield, Northwind," over "Initech Ltd   Oregon" (the title's row and the
employer's row each with a cell in the column, the place's last words level with the
employer). The place's end goes back onto the row above, so the employer's row holds the
employer alone; a short line of only the end under the place is `pdf_wraps`' affair."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import normalise
from cvcoach.inputs.documents.pdf_layout import Fragment, Row

MAX_END_WORDS = 3


def join_wrapped_places(rows: list[Row]) -> None:
    """Move the end of a place left open on a comma in the right column onto the row
    above (in place): both rows have two cells or more, the upper row's last cell ends on
    a comma and names no date, the lower row's last cell is a few words with no date, set
    in the same column (flush right or flush left with it) and type, single-spaced."""
    for a, b in pairwise(rows):
        if len(a.fragments) < 2 or len(b.fragments) < 2:
            continue
        place, end = a.fragments[-1], b.fragments[-1]
        if _carries_on(place, end, a.fragments[-2], a.baseline - b.baseline):
            a.fragments[-1] = replace(place, text=f"{place.text.rstrip()} {end.text.strip()}")
            b.fragments.pop()


def _carries_on(place: Fragment, end: Fragment, before: Fragment, gap: float) -> bool:
    text, tail = normalise(place.text), normalise(end.text)
    if not text.endswith(",") or find_dates(text) is not None or find_dates(tail) is not None:
        return False
    if not 0 < len(tail.split()) <= MAX_END_WORDS or tail.endswith((",", ".")):
        return False
    same_column = abs(place.x1 - end.x1) <= 2.0 or abs(place.x0 - end.x0) <= 2.0
    if not same_column or end.x0 <= before.x1 or abs(place.size - end.size) > 0.1 * place.size:
        return False
    return gap <= 1.6 * max(place.height, end.height, 0.9 * place.size)
