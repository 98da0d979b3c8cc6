"""Margins beside a PDF page's body that are read with the body's rows, not as a sidebar:
a column of places and dates set flush right beside each entry's header
(`flush_right_margin`), and a left column of a few section labels and dates, each beside
the block of the body it belongs to (`left_margin`)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.heading_words import only_heading_words, section_of
from cvcoach.inputs.documents.pdf_layout import SAME_ROW, Fragment

_HEADING_SIZE = 1.2  # a heading's type, against the body's


def flush_right_margin(left: list[Fragment], right: list[Fragment]) -> list[Fragment] | None:
    """A right column set flush right whose blocks start on the baselines of the body's
    rows (an entry's place and dates beside its header) is part of those rows, not a
    sidebar: each block's lines become cells of the row its first line sits on, in the
    block's order (a line that wrapped in the narrow column joined to the one above).
    None when the right side is not such a margin."""
    if len(right) < 3:
        return None
    edge = max(f.x1 for f in right)
    flush = sum(edge - f.x1 <= 2.0 for f in right) >= 0.8 * len(right)
    if not flush or max(f.x0 for f in right) - min(f.x0 for f in right) < 5.0:
        return None
    if _headed(right, left):
        return None
    blocks: list[list[Fragment]] = []
    width = edge - min(f.x0 for f in right)
    prev: Fragment | None = None  # the line read last
    for frag in sorted(right, key=lambda f: -f.baseline):
        if prev is None or prev.baseline - frag.baseline > 1.6 * prev.size:
            blocks.append([frag])  # a block's lines follow at line spacing
        elif _wraps(prev, frag, width):
            blocks[-1][-1] = _joined(blocks[-1][-1], frag)
        else:
            blocks[-1].append(frag)
        prev = frag
    anchors = [_anchor(block[0], left) for block in blocks]
    if sum(a is not None for a in anchors) < max(2, 0.6 * len(blocks)):
        return None
    out: list[Fragment] = []
    for block, anchor in zip(blocks, anchors, strict=True):
        if anchor is None:
            out += block
            continue
        x0 = min(f.x0 for f in block)  # cells left to right in the block's order
        out += [replace(f, x0=x0 + 0.01 * i, baseline=anchor.baseline) for i, f in enumerate(block)]
    return out


def _headed(right: list[Fragment], left: list[Fragment]) -> bool:
    """The right column holds a heading in larger type than most of the body's letters
    ("Education" over its schools): a sidebar of its own sections, whose blocks may start on
    the body's baselines by chance (a browser sets both on one line grid), not the place and
    dates of the entries beside it, which are set in the body's type or smaller."""
    if not left:
        return False
    body = sorted(f.size for f in left)[len(left) // 2]
    return any(f.size > _HEADING_SIZE * body and any(c.isalpha() for c in f.text) for f in right)


def label_column(left: list[Fragment], right: list[Fragment]) -> list[Fragment] | None:
    """A left column set flush right against the gutter, lines of several widths, half of
    them or more within a line of a body row: a form's labels ("Dates", "Occupation or position
    held"), each naming the row beside it, not a sidebar (whose lines are set flush left).
    Returns the column's lines, each a row of its own just above the row it names, marked
    `label` (a label that wrapped in the narrow column, set between the body's rows with
    neither of its lines on one, joined to the line above); a section heading among them
    (larger type than the body's, or bold or in capitals beside no row; wrapped the way a
    label does when in capitals) stays where it is, unmarked, and so does a line that is
    only dates on a body row: the row's key, read as its first cell ("Jan 2020 – Present"
    beside "Engineer"). None when the left side is no such column."""
    if len(left) < 3 or not right:
        return None
    edge = max(f.x1 for f in left)
    flush = sum(edge - f.x1 <= 2.0 for f in left) >= 0.8 * len(left)
    if not flush or max(f.x0 for f in left) - min(f.x0 for f in left) < 5.0:
        return None
    top, low = max(g.baseline for g in right), min(g.baseline for g in right)
    level = [f for f in left if low - f.height <= f.baseline <= top + f.height]
    beside = sum(any(abs(g.baseline - f.baseline) <= f.height for g in right) for f in level)
    if not level or beside < 0.5 * len(level):  # within a line of a body row (a two-line
        return None  # label between); a running footer below the body is not counted
    body = sorted(f.size for f in right)[len(right) // 2]
    width = edge - min(f.x0 for f in left)
    out: list[Fragment] = []
    loose = False  # the line read last sits on no row of the body
    for frag in sorted(left, key=lambda f: -f.baseline):
        above = out[-1] if out else None
        off = _anchor(frag, right) is None
        capitals = _capitals(frag.text)
        if (above is not None and (above.label or (capitals and _capitals(above.text)))
                and loose and off and abs(frag.size - above.size) <= 0.3
                and above.bottom - frag.bottom <= 1.6 * frag.size
                and _wraps(above, frag, width)):  # fmt: skip
            out[-1] = _joined(above, frag)  # a heading in capitals wraps the same way
            continue
        loose = off
        heading = frag.size > 1.15 * body or ((frag.bold or capitals) and off)
        key = not off and only_dates(frag.text)  # a row's own dates, its key: a cell of it
        if heading or key:  # stays where it is
            out.append(frag)
        else:  # raised above the row it names (the nearest) by more than a row's tolerance
            row = min(right, key=lambda g: abs(g.baseline - frag.baseline)).baseline
            base = row if abs(row - frag.baseline) <= frag.height else frag.baseline
            out.append(replace(frag, label=True, baseline=base + 0.6 * frag.height))
    return out


def _capitals(text: str) -> bool:
    """A line in capitals, as a section heading in the body's type is set ("WORK
    EXPERIENCE"): two letters or more, none in lower case."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 2 and not any(c.islower() for c in letters)


def _anchor(frag: Fragment, others: list[Fragment]) -> Fragment | None:
    """A fragment of `others` on the same baseline."""
    near = (
        g
        for g in others
        if abs(g.baseline - frag.baseline) <= SAME_ROW * min(frag.height, g.height)
    )
    return next(near, None)


def _wraps(above: Fragment, below: Fragment, width: float) -> bool:
    """`below` goes on `above`'s text: its first word would not have fit on that line."""
    word = below.text.split(" ", 1)[0]
    word_width = (below.x1 - below.x0) * len(word) / max(len(below.text), 1)
    return (above.x1 - above.x0) + 0.3 * above.size + word_width > width + 1.0


def _joined(above: Fragment, below: Fragment) -> Fragment:
    return replace(above, text=f"{above.text} {below.text}", x0=min(above.x0, below.x0),
                   x1=max(above.x1, below.x1), bottom=min(above.bottom, below.bottom))  # fmt: skip


def dense(side: list[Fragment]) -> bool:
    ordered = sorted(side, key=lambda f: -f.baseline)
    near = [a.baseline - b.baseline <= 1.8 * a.size for a, b in pairwise(ordered)]
    dense = sum(a or b for a, b in zip([False, *near], [*near, False], strict=True))
    return dense >= 0.6 * len(side)


def left_margin(left: list[Fragment], right: list[Fragment]) -> list[Fragment] | None:
    """A left column of a few lines that are only section labels (in larger type than the
    body, or in bold type of the body's size that names a section: `_bold_label`) and dates
    (a date or range and nothing else), every one beside a block of the body, is read with
    the body. Its lines sit at or up to two lines below the first row
    of their block (an HTML table cell's top, a label stacked over the dates): a label
    becomes a row of its own just above that row, a date a cell at the start of it
    ("2019-01 to 2021-03" before "Engineer at Acme Corp"). None when the left side is not
    such a margin: more lines than the body, a line that is neither a label nor a date, or a
    date beside no block (a label beside none, an empty section's, stays where it is)."""
    if not left or len(left) > len(right):
        return None
    body = sorted(f.size for f in right)[len(right) // 2]
    if not all(f.size > 1.15 * body or only_dates(f.text) or _bold_label(f) for f in left):
        return None
    starts = _block_starts(right)
    out: list[Fragment] = []
    for frag in sorted(left, key=lambda f: -f.baseline):
        label = frag.size > 1.15 * body or _bold_label(frag)
        reach = 1.6 * frag.size if label else 2.5 * body
        near = [s for s in starts if -reach <= s.baseline - frag.baseline <= reach]
        if not label:  # dates sit on or below their block's first row, never above it
            near = [s for s in near if s.baseline - frag.baseline >= -SAME_ROW * s.height]
        if not near and label:  # an empty section's label: a row of its own where it is
            out.append(frag)
            continue
        if not near:
            return None
        if label:  # a label's type is larger: it lines up with its block by the tops
            anchor = min(near, key=lambda s: abs(s.top - frag.top))
        else:
            anchor = min(near, key=lambda s: s.baseline - frag.baseline)
        lift = 0.5 * anchor.height if label else 0.0
        out.append(replace(frag, baseline=anchor.baseline + lift))
    return _wrapped_ranges(out)


def _wrapped_ranges(margin: list[Fragment]) -> list[Fragment]:
    """A range wrapped in the margin ("Jun 2005 –" over "Aug 2007", set right in a narrow
    key column) moved onto one row is one cell: a date line that is no whole range, and the
    next line of the margin on the same row, that together read as one range with nothing
    around it. Lines on different rows, or a whole range over another date, stay apart."""
    out: list[Fragment] = []
    for frag in margin:  # top to bottom, as `left_margin` placed them
        last = out[-1] if out else None
        if last is not None and last.baseline == frag.baseline and _opens(last.text):
            whole = find_dates(f"{last.text.strip()} {frag.text.strip()}")
            if whole is not None and not whole.single and not whole.before and not whole.after:
                out[-1] = replace(last, text=f"{last.text.strip()} {frag.text.strip()}",
                                  x0=min(last.x0, frag.x0), x1=max(last.x1, frag.x1))  # fmt: skip
                continue
        out.append(frag)
    return out


def _opens(text: str) -> bool:
    """A date line that is no whole range: a start date and its dash ("Jun 2005 –")."""
    span = find_dates(text)
    return span is not None and (span.single or bool(span.after)) and not span.before


def _bold_label(frag: Fragment) -> bool:
    """A section label set in bold in the body's own type ("Experience" in a narrow tag
    column beside its entries, as plain TeX resume macros set it): bold, and only a section
    heading's words, so that a sidebar's bold name or employer is no label."""
    return frag.bold and section_of(frag.text) is not None and only_heading_words(frag.text)


def _block_starts(side: list[Fragment]) -> list[Fragment]:
    """The first fragment of each block of a column: the top one, and each one a paragraph
    gap (more than 1.6 lines of its type) below the row above it."""
    ordered = sorted(side, key=lambda f: (-f.baseline, f.x0))
    starts = [ordered[0]]
    for above, frag in pairwise(ordered):
        if above.baseline - frag.baseline > 1.6 * frag.size:
            starts.append(frag)
    return starts


def only_dates(text: str) -> bool:
    span = find_dates(text)
    return span is not None and not span.before and not span.after
