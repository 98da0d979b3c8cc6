"""A PDF page's fragments in reading order (see `pdf_layout` for the fragments):

- **columns**: a vertical gutter no fragment crosses splits the page into a sidebar and a
  body only when the two sides are independent flows (most left fragments share no
  baseline with the right side); a margin of labels or dates that sit on the baselines of
  the body (a section label, an entry's dates) is read row by row with it (`pdf_margins`),
  and so is a key column of dates each on a body row's baseline, left or right of it
  (`_keys_on_rows`);
- **rows**: the fragments of a flow on one baseline, top to bottom, left to right, each
  fragment kept as a cell so that "Organisation  Place" is not read as one name.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.pdf_column_sets import column_sets
from cvcoach.inputs.documents.pdf_layout import SAME_ROW, Fragment, Row
from cvcoach.inputs.documents.pdf_margins import (
    dense,
    flush_right_margin,
    label_column,
    left_margin,
    only_dates,
)

_DASHES = ("–", "—", "-")


def reading_order(
    frags: list[Fragment], width: float, height: float
) -> list[tuple[str, list[Row]]]:
    """The page's flows, each as rows: ("above", rows) for a page read in one flow or the
    lines above its columns, then ("left", rows) and ("right", rows) for a sidebar and a
    body, each read whole (lines crossing the gutter below the columns' top go last)."""
    edge = 0.06 * height
    inner = [f for f in frags if edge < f.baseline < height - edge]
    gutter = _gutter(inner, width)
    if gutter is not None and _headers_across(
        [f for f in frags if f.x1 <= gutter], [f for f in frags if f.x0 >= gutter]
    ):
        gutter = None  # headers across it, one in the page's top margin (`_headers_across`)
    if gutter is None:  # one flow, unless a margin of labels and dates sits off its rows
        loose = _gutter(inner, width, flows=False)
        margin = None if loose is None else _left_margin(frags, inner, loose)
        if loose is not None and margin is None:
            margin = _labels(frags, loose)
        return [("above", _rows(frags if margin is None else margin))]
    left = [f for f in frags if f.x1 <= gutter]
    right = [f for f in frags if f.x0 >= gutter]
    spanning = [f for f in frags if f.x0 < gutter < f.x1]
    margin = flush_right_margin(left, right)
    if margin is not None:
        return [("above", _rows(left + spanning + margin))]
    margin = _left_margin(frags, inner, gutter)
    if margin is not None:
        return [("above", _rows(margin))]
    margin = _labels(frags, gutter)
    if margin is not None:
        return [("above", _rows(margin))]
    top = max(f.baseline for f in left + right)
    above = [f for f in spanning if f.baseline > top]
    below = [f for f in spanning if f.baseline <= top]
    return [("above", _rows(above)), ("left", _rows(left)), ("right", _rows(right + below))]


def _left_margin(
    frags: list[Fragment], inner: list[Fragment], gutter: float
) -> list[Fragment] | None:
    """The page's fragments with a left margin's moved onto the body's rows (`left_margin`;
    the page's top and bottom edges, a browser's print header, stay where they are), or
    None when the left of the gutter is no such margin."""
    side = [f for f in inner if f.x1 <= gutter]
    margin = left_margin(side, [f for f in frags if f.x0 >= gutter])
    if margin is None:
        return None
    return margin + [f for f in frags if not any(f is g for g in side)]


def _labels(frags: list[Fragment], gutter: float) -> list[Fragment] | None:
    """The page's fragments with a form's left column of labels made rows of their own
    (`label_column`), or None when the left of the gutter is no such column."""
    left = [f for f in frags if f.x1 <= gutter]
    labels = label_column(left, [f for f in frags if f.x0 >= gutter])
    return None if labels is None else labels + [f for f in frags if f.x1 > gutter]


def _gutter(frags: list[Fragment], width: float, flows: bool = True) -> float | None:
    """An x no fragment of the page's body crosses, with an independent flow either side
    (with `flows` False, any two sides), or a sidebar's gutter (`_sidebar_off_rows`)."""
    if len(frags) < 4:
        return None
    best: tuple[int, float] | None = None
    x = 0.1 * width
    while x < 0.8 * width:
        left = [f for f in frags if f.x1 <= x]
        right = [f for f in frags if f.x0 >= x]
        crossing = sum(f.x0 < x < f.x1 for f in frags)
        wider = best is None or len(left) > best[0]
        both = len(left) >= 2 and len(right) >= 2
        opens = crossing == 0 and (not flows or _independent(left, right))
        if both and wider and (opens or (flows and _sidebar_off_rows(frags, x, left, right))):
            best = (len(left), x)
        x += 2.0
    return best[1] if best else None


def _sidebar_off_rows(
    frags: list[Fragment], x: float, left: list[Fragment], right: list[Fragment]
) -> bool:
    """A left sidebar whose lines sit off the body's rows (`_off_rows`) beside a body of
    text, though a few of its lines are level with the body's by chance (which
    `_independent` counts against two flows), and though a header above both columns
    crosses the gutter (the person's name across the page in large type): two flows."""
    top = max(f.baseline for f in left + right)
    if any(f.x0 < x < f.x1 and f.baseline <= top for f in frags):
        return False
    if _headers_across(left, right) or _keys_on_rows(left, right) or _keys_on_rows(right, left):
        return False
    return _off_rows(left, right) and _apart(right, left) and dense(right)


def _independent(left: list[Fragment], right: list[Fragment]) -> bool:
    """Two flows, not one table: on each side most fragments share no baseline with the
    other, or each side is a block of text (most of its lines have a neighbour one line
    away) rather than a margin of labels or dates, one an entry."""
    if _headers_across(left, right) or _keys_on_rows(left, right) or _keys_on_rows(right, left):
        return False
    return (_apart(left, right) and _apart(right, left)) or (dense(left) and dense(right))


def _off_rows(side: list[Fragment], other: list[Fragment]) -> bool:
    """Lines of `side` set between the other side's lines: two or more of its lines sit
    on no baseline of the other side, one of them between two of its lines that are
    single-spaced (a sidebar's contact lines beside a body's bullets, its other lines
    level with the body's only by chance). A table's key cell sits on its row's line."""
    rows = sorted({round(g.baseline, 1): g for g in other}.values(), key=lambda g: -g.baseline)
    loose = [f for f in side if not _on_a_row(f, other)]
    between = any(
        a.baseline - b.baseline <= 1.6 * min(a.size, b.size)
        and b.baseline < f.baseline < a.baseline
        for f in loose
        for a, b in pairwise(rows)
    )
    return len(loose) >= 2 and between


def _on_a_row(frag: Fragment, other: list[Fragment]) -> bool:
    return any(
        abs(frag.baseline - g.baseline) <= SAME_ROW * min(frag.height, g.height) for g in other
    )


def _headers_across(left: list[Fragment], right: list[Fragment]) -> bool:
    """Entries' headers run across the gap: two or more rows with a bold title on the left
    and only its dates on the right, on one baseline (a two-column list under each header
    leaves a gap no line crosses, but it is one flow). Counted on the whole page as well as
    its body: a page's first header may sit in the top margin a running header is told by."""
    found = 0
    for frag in right:
        if not only_dates(frag.text):
            continue
        tol = SAME_ROW * frag.height
        found += any(g.bold and abs(g.baseline - frag.baseline) <= tol for g in left)
    return found >= 2


def _keys_on_rows(left: list[Fragment], right: list[Fragment]) -> bool:
    """A column (`left`; asked of either side) of lines that are only dates, each on the
    baseline of a row of the other side, is a table's key column (an entry's dates beside
    its first row), not a sidebar, however close its rows are (one such line is enough: a
    page of one entry; a sidebar holds lines that are not dates); a range may
    wrap onto the next line ("Apr 2020 –" over "Jun 2024", "Apr 2020 – Jun" over "2024":
    `pdf_keys`), and headings in larger type may stand beside no row."""
    body = sorted(f.size for f in right)[len(right) // 2] if right else 0.0
    lines = _ranges(left)
    dated = max((f.size for f in lines if only_dates(f.text)), default=0.0)
    # headings aside: in type larger than the body's, or a twentieth larger than the dates';
    # a line of dates is a key in any type (dates set larger than a small-type body)
    keys = [
        f
        for f in lines
        if only_dates(f.text) or (f.size <= 1.15 * body and (not dated or f.size <= 1.05 * dated))
    ]
    if not keys or not all(only_dates(f.text) for f in keys):
        return False
    return all(
        any(abs(f.baseline - g.baseline) <= SAME_ROW * min(f.height, g.height) for g in right)
        for f in keys
    )


def _ranges(side: list[Fragment]) -> list[Fragment]:
    """A column's lines top to bottom, a line joined to the next when it reads as no date
    alone and the two read as one range (with a dash between them when the first is a
    start date alone: `_start_alone`), single-spaced (`_line_height`)."""
    out: list[Fragment] = []
    for frag in sorted(side, key=lambda f: -f.baseline):
        above = out[-1] if out else None
        joined = "" if above is None else f"{above.text} {frag.text}"
        dashed = "" if above is None else f"{above.text} – {frag.text}"
        if above is not None and not only_dates(joined) and _start_alone(above.text):
            joined = dashed if not frag.text.lstrip().startswith(_DASHES) else joined
        if (
            above is not None
            and _open(above.text)
            and above.baseline - frag.baseline <= 1.6 * _line_height(above, frag)
            and only_dates(joined)
        ):
            out[-1] = replace(above, text=joined)
        else:
            out.append(frag)
    return out


def _start_alone(text: str) -> bool:
    """A start date with no dash: a justified key column sets the range's dash apart, at
    its right edge, where the gap a gutter is sought in may leave it on the other side."""
    found = find_dates(text)
    return found is not None and found.single and not text.rstrip().endswith(_DASHES)


def _line_height(above: Fragment, below: Fragment) -> float:
    """The height single spacing is measured by: the taller glyph box of the two lines, or
    nine tenths of the smaller type's height when that is more (digits and capitals fill
    less of their box than the type: TeX's "Jan 2007 –" over "Jan 2008", 13.6 pt apart in
    10 pt type whose digits' boxes are 7.7 pt tall)."""
    return max(above.height, below.height, 0.9 * min(above.size, below.size))


def _open(text: str) -> bool:
    """A line that is no whole range: no date, or a start date (and its dash) alone."""
    found = find_dates(text)
    return found is None or found.single


def _apart(side: list[Fragment], other: list[Fragment]) -> bool:
    shared = sum(
        any(abs(f.baseline - g.baseline) <= SAME_ROW * min(f.height, g.height) for g in other)
        for f in side
    )
    return shared < 0.5 * len(side)


def _rows(frags: list[Fragment]) -> list[Row]:
    rows: list[Row] = []
    for frag in column_sets(frags):
        row = rows[-1] if rows else None
        if row is not None and abs(row.baseline - frag.baseline) <= SAME_ROW * min(
            row.fragments[0].height, frag.height
        ):
            row.fragments.append(frag)
            row.fragments.sort(key=lambda f: f.x0 + f.indent)
        else:
            rows.append(Row([frag]))
    return rows
