"""A date range wrapped in a table's key column: "Jul 2025 – Oct" over "2025" in the left
cells of two rows whose right cells go on apart (a timeline's narrow date column beside an
entry's title and, a line lower, its employer). The range is the first row's key; the
second row keeps only its right cells, and goes when it had none (a key cell two lines
tall beside a title one line tall: the employer's row comes a line lower still).

A key set justified in its narrow column ("Nov   2015   –", TeX's `p{3cm}`) is drawn as
one fragment a word: the key is then the row's first fragments that read as the opening
of a range together, and they become one cell."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import normalise
from cvcoach.inputs.documents.pdf_layout import Fragment, Row


def join_wrapped_keys(rows: list[Row]) -> None:
    """Move the end of a range wrapped in the key column onto the row above (in place):
    the upper row has a key cell left of its other cells, the lower one a key cell left
    of that column (and maybe others), single-spaced; the upper key is no whole range
    alone ("Jul 2025 – Oct", "Jan 2020 –"), the lower is only a date or the range's end
    ("Present"), and the two read as one range with nothing around it. A lower row left
    with no cell is dropped."""
    emptied: list[Row] = []
    for a, b in pairwise(rows):
        if len(a.fragments) < 2 or not b.fragments or b in emptied:
            continue
        end = b.fragments[0]
        for count in range(1, len(a.fragments)):
            keys, column = a.fragments[:count], a.fragments[count].x0
            if len(b.fragments) > 1:
                column = min(column, b.fragments[1].x0)
            if _joins(keys, end, column, a.baseline - b.baseline):
                text = " ".join(k.text.strip() for k in keys)
                joined = replace(keys[0], text=f"{text} {end.text.strip()}",
                                 x1=max(keys[-1].x1, end.x1))  # fmt: skip
                a.fragments[:count] = [joined]
                b.fragments.pop(0)
                if not b.fragments:
                    emptied.append(b)
                break
    rows[:] = [r for r in rows if not any(r is e for e in emptied)]


def _joins(keys: list[Fragment], end: Fragment, column: float, gap: float) -> bool:
    """`keys` (the upper row's first fragments) and `end` (the lower row's first) are one
    range wrapped in a key column left of `column`."""
    if keys[-1].x1 >= column or end.x1 >= column or not end.text.strip():
        return False
    # single spacing by the glyphs' boxes, or nine tenths of the type where digits and
    # capitals fill less of their box ("Nov" over "Present", 12 pt apart in 8.8 pt type)
    sizes = [k.size for k in keys] + [end.size]
    if gap > 1.6 * max(*(k.height for k in keys), end.height, 0.9 * min(sizes)):
        return False
    key = normalise(" ".join(k.text for k in keys))
    alone, lower = find_dates(key), find_dates(normalise(end.text))
    if alone is not None and not alone.single and not alone.after:
        return False  # a whole range already
    whole = find_dates(normalise(f"{key} {end.text}"))
    if whole is None or whole.single or whole.before or whole.after:
        return False
    only = lower is not None and lower.single and not lower.before and not lower.after
    return only or whole.end == normalise(end.text)  # "Present" is a range's end only
