"""A date range wrapped in a table's key column: "Jul 2025 – Oct" over "2025" in the left
cells of two rows whose right cells go on apart (a timeline's narrow date column beside an
entry's title and, a line lower, its employer). The range is the first row's key; the
second row keeps only its right cells."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import normalise
from cvcoach.inputs.documents.pdf_layout import Row


def join_wrapped_keys(rows: list[Row]) -> None:
    """Move the end of a range wrapped in the key column onto the row above (in place):
    both rows have a key cell left of their other cells, single-spaced; the upper key is
    no whole range alone ("Jul 2025 – Oct", "Jan 2020 –"), the lower is only a date or the
    range's end ("Present"), and the two read as one range with nothing around it."""
    for a, b in pairwise(rows):
        if len(a.fragments) < 2 or len(b.fragments) < 2:
            continue
        key, end = a.fragments[0], b.fragments[0]
        column = min(a.fragments[1].x0, b.fragments[1].x0)
        if key.x1 >= column or end.x1 >= column or not end.text.strip():
            continue
        if a.baseline - b.baseline > 1.6 * max(key.height, end.height):
            continue
        alone, lower = find_dates(normalise(key.text)), find_dates(normalise(end.text))
        if alone is not None and not alone.single and not alone.after:
            continue  # a whole range already
        whole = find_dates(normalise(f"{key.text} {end.text}"))
        if whole is None or whole.single or whole.before or whole.after:
            continue
        only = lower is not None and lower.single and not lower.before and not lower.after
        if not only and whole.end != normalise(end.text):  # "Present" is a range's end only
            continue
        a.fragments[0] = replace(key, text=f"{key.text.rstrip()} {end.text.strip()}",
                                 x1=max(key.x1, end.x1))  # fmt: skip
        b.fragments.pop(0)
