"""A list set in two columns inside one flow (a browser's `columns: 2`): the first column
is read to its end, then the second, not row by row across both.

Two fragments of words (not a list marker drawn apart from its text) in the same type on
one baseline, each the top of a column of lines at
line spacing (its lines start at its left edge, give or take a hanging indent, and stay
left of the other column), are such a list when the second column carries on the first:
its first line continues an item (no list marker, and a lower-case start or the first
column's last item cut open: a wrapped line that ends no sentence), or an item of either
column wraps onto a second line and the two columns' markers sit on different rows, or
items wrap in both columns (a table keeps its cells' rows in step: its markers are row by
row, a wrapped cell's neighbour row left empty). The second column's lines are then moved
under the first's (down, and left onto its edge, so that an item the column break cut is
joined like any wrapped line), and everything below the list down by as much; `shift`
records how far a fragment moved, so that the page's top and bottom edges are still told
from where it was drawn.

Cards side by side (a grid of entries: "Northwind University" over its dates over its
degree, "Globex Institute" over its own beside it) are read the same way, a card at a
time (`_card_set`): two blocks whose lines are in step, row by row on one baseline in one
type, each line starting at its block's left edge, and one row of them dates alone on
both sides. A key column beside its entries is no such pair: its cells and theirs differ
in kind row by row (dates beside a title).
"""

from __future__ import annotations

from dataclasses import replace

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.pdf_layout import SAME_ROW, Fragment
from cvcoach.inputs.documents.pdf_wraps import BULLET


def column_sets(frags: list[Fragment]) -> list[Fragment]:
    """The flow's fragments, each two-column list's second column moved under its first."""
    out = sorted(frags, key=lambda f: (-f.baseline, f.x0))
    index = 0
    while index < len(out):
        found = _column_set(out, out[index]) or _card_set(out, out[index])
        if found is None:
            index += 1
            continue
        left, right = found
        out = _moved(out, left, right)
        index = out.index(left[0]) + 1
    return out


def _column_set(
    frags: list[Fragment], top: Fragment
) -> tuple[list[Fragment], list[Fragment]] | None:
    if not _words(top):
        return None
    tol = SAME_ROW * top.height
    beside = [
        g
        for g in frags
        if g.x0 > top.x1 and abs(g.baseline - top.baseline) <= tol and _same_type(g, top)
    ]
    if not beside:
        return None
    other = min(beside, key=lambda g: g.x0)
    if not (_words(other) or _goes_on(other)):
        return None
    left = _column(frags, top, other.x0)
    right = _column(frags, other, float("inf"))
    if len(left) < 2 or len(right) < 2 or not _carries_on(left, right):
        return None
    return left, right


def _card_set(frags: list[Fragment], top: Fragment) -> tuple[list[Fragment], list[Fragment]] | None:
    """`top` and the nearest fragment right of it on its baseline, in its type, as the
    tops of two cards side by side (see the module's docstring)."""
    if not any(ch.isalpha() for ch in top.text):
        return None
    tol = SAME_ROW * top.height
    beside = [g for g in frags if g.x0 > top.x1 and abs(g.baseline - top.baseline) <= tol]
    if not beside:
        return None
    other = min(beside, key=lambda g: g.x0)
    left, right = _card(frags, top, other.x0), _card(frags, other, float("inf"))
    if len(left) < 2 or len(left) != len(right):
        return None
    for a, b in zip(left, right, strict=True):
        if abs(a.baseline - b.baseline) > SAME_ROW * a.height or not _same_type(a, b):
            return None
        if _dates_alone(a.text) != _dates_alone(b.text):
            return None
    if not any(_dates_alone(a.text) for a in left):
        return None
    return left, right


def _card(frags: list[Fragment], top: Fragment, limit: float) -> list[Fragment]:
    """`top` and the lines under it at line spacing, in any type, that start at its left
    edge and end left of `limit`; the block ends at a gap or a line that starts elsewhere
    left of `limit`."""
    card = [top]
    for frag in frags:
        last = card[-1]
        step = last.baseline - frag.baseline
        if step <= SAME_ROW * last.height or frag.x0 >= limit or frag.x1 <= top.x0 - 1.0:
            continue
        if step > 1.8 * max(last.size, frag.size) or abs(frag.x0 - top.x0) > 2.0:
            break
        if frag.x1 >= limit:
            break
        card.append(frag)
    return card


def _dates_alone(text: str) -> bool:
    span = find_dates(text)
    return span is not None and not span.before and not span.after


def _words(frag: Fragment) -> bool:
    """Words, not a list marker drawn apart from its item's text."""
    return len(frag.text.split()) >= 2 and any(ch.isalpha() for ch in frag.text)


def _goes_on(frag: Fragment) -> bool:
    """One word that carries on a sentence (lower case), not a list marker or a label."""
    return frag.text.strip()[:1].islower()


def _same_type(a: Fragment, b: Fragment) -> bool:
    return abs(a.size - b.size) <= 0.1 * a.size and a.bold == b.bold


def _column(frags: list[Fragment], top: Fragment, limit: float) -> list[Fragment]:
    """`top` and the lines under it at line spacing that start at its left edge (or a
    hanging indent from it) and end left of `limit` (a fragment pdfium joined across a
    line-end hyphen spans two lines)."""
    column = [top]
    for frag in frags:
        last = column[-1]
        step = last.baseline - frag.baseline
        if step <= SAME_ROW * last.height:
            continue
        spans = 1 + sum(last.text.count(m) for m in "\ufffe\x02")  # joined at a hyphen
        if step > (spans + 0.6) * last.size:
            break
        near = -last.size <= frag.x0 - top.x0 <= 1.5 * last.size
        if near and frag.x1 < limit and _same_type(frag, top):
            column.append(frag)
    return column


def _marked(frag: Fragment) -> bool:
    return BULLET.match(frag.text) is not None


def _cut(column: list[Fragment]) -> bool:
    """A column of list items that ends inside one: its last line is a wrapped line (no
    marker, under a marked one) and ends no sentence."""
    if not any(_marked(f) for f in column) or _marked(column[-1]):
        return False
    return not column[-1].text.rstrip().endswith((".", "!", "?", ":", ";"))


def _carries_on(left: list[Fragment], right: list[Fragment]) -> bool:
    first = right[0].text.lstrip()
    if not _marked(right[0]) and first[:1].islower():
        return True
    if not _marked(right[0]) and _cut(left):
        return True
    marks_left = {round(f.baseline) for f in left if _marked(f)}
    marks_right = {round(f.baseline) for f in right if _marked(f)}
    wrapped = [any(not _marked(f) for f in side[1:]) for side in (left, right)]
    if not (any(wrapped) and marks_left and marks_right):
        return False
    # markers out of step, or items wrapping in both columns (a table's wrapped cell
    # leaves its neighbour row empty): either way, read a column at a time
    return marks_left != marks_right or all(wrapped)


def _moved(frags: list[Fragment], left: list[Fragment], right: list[Fragment]) -> list[Fragment]:
    step = (left[0].baseline - left[-1].baseline) / (len(left) - 1)
    down = right[0].baseline - left[-1].baseline + step  # how far the second column moves
    bottom = min(left[-1].baseline, right[-1].baseline)
    below = right[-1].baseline - down - bottom  # how far what is under the list moves
    ids, kept = {id(f) for f in right}, {id(f) for f in left}
    rest = [f for f in frags if id(f) not in ids]
    across = right[0].x0 - left[0].x0  # and left, onto the first column's edge
    moved = [_down(replace(f, x0=f.x0 - across, x1=f.x1 - across), down) for f in right]
    out = [f if f.baseline > bottom + SAME_ROW * f.height or id(f) in kept else _down(f, -below)
           for f in rest]  # fmt: skip
    return sorted(out + moved, key=lambda f: (-f.baseline, f.x0))


def _down(frag: Fragment, by: float) -> Fragment:
    return replace(frag, baseline=frag.baseline - by, bottom=frag.bottom - by,
                   top=frag.top - by, shift=frag.shift + by)  # fmt: skip
