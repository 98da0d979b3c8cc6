"""Margins beside a PDF page's body that are read with the body's rows, not as a sidebar:
a column of places and dates set flush right beside each entry's header
(`flush_right_margin`)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.pdf_layout import SAME_ROW, Fragment


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
