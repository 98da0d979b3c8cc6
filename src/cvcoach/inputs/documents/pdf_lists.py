"""PDF list items drawn with no marker, told from the layout of the reflowed lines."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import Line


def unmarked_lists(
    lines: list[Line], starts: dict[int, float], size: float, stops: dict[int, list[int]]
) -> list[Line]:
    """List items drawn with no marker (a browser's `list-style: none`): two or more
    consecutive lines of plain text of four words or more at one left edge, indented by
    more than a letter's height past the left edge of the flow's bold lines (its headers),
    right under a line that is no list item and starts left of them, none holding a date.
    A paragraph that wraps is one line by now, so a run of them is a list. Returns the
    lines, with the items at the headers' edge (`_flush_items`) split where `stops` says."""

    def start(line: Line) -> float:
        return starts.get(id(line), 0.0)  # a margin label split off its row: none

    bold = sorted(start(x) for x in lines if x.bold and x.kind == "text")
    if not bold:
        return lines
    margin = bold[len(bold) // 2]

    def item(line: Line) -> bool:
        return (
            line.kind == "text"
            and not line.bold
            and not line.cells
            and start(line) > margin + size
            and len(line.text.split()) >= 4
            and find_dates(line.text) is None
        )

    here = 1
    while here < len(lines):
        above, x = lines[here - 1], start(lines[here])
        end = here
        while end < len(lines) and item(lines[end]) and abs(start(lines[end]) - x) <= 2.0:
            end += 1
        if end - here >= 2 and above.kind != "bullet" and start(above) < x - size:
            for line in lines[here:end]:
                line.kind = "bullet"
        here = max(end, here + 1)
    return _flush_items(lines, start, margin, stops)


def _flush_items(
    lines: list[Line], start: Callable[[Line], float], margin: float, stops: dict[int, list[int]]
) -> list[Line]:
    """List items at the headers' own left edge, under a header in bold: two or more
    paragraphs of plain text of four words or more with no paragraph gap between them (a
    wrapped paragraph is one line by now, and paragraphs of running text are set apart),
    none holding a date. With no marker, an item whose last row ran full and ended a
    sentence was joined to the next item's first row: such an item is split where a row
    that opens in a capital was joined after a sentence's end (`stops`). A shorter line
    right under such items, with a paragraph gap (or a heading) after it, is their last
    item ("Dev-Ops"): nothing else of the entry comes under its list."""

    def item(line: Line, words: int = 4) -> bool:
        return (
            line.kind == "text"
            and not line.bold
            and not line.cells
            and abs(start(line) - margin) <= 2.0
            and len(line.text.split()) >= words
            and find_dates(line.text) is None
        )

    def last(end: int) -> bool:
        after = lines[end + 1] if end + 1 < len(lines) else None
        closed = after is None or after.gap_before or after.kind == "heading"
        return item(lines[end], 1) and not lines[end].gap_before and closed

    here = 1
    while here < len(lines):
        end = here
        while end < len(lines) and item(lines[end]) and (end == here or not lines[end].gap_before):
            end += 1
        if end - here >= 2 and end < len(lines) and last(end):
            end += 1
        if end - here >= 2 and lines[here - 1].bold and lines[here - 1].kind != "bullet":
            items = [part for line in lines[here:end] for part in _split(line, stops)]
            for line in items:
                line.kind = "bullet"
            lines[here:end] = items
            end = here + len(items)
        here = max(end, here + 1)
    return lines


def _split(line: Line, stops: dict[int, list[int]]) -> list[Line]:
    cuts = [0, *stops.get(id(line), []), len(line.text) + 1]
    texts = [line.text[a : b - 1] for a, b in pairwise(cuts)]
    return [replace(line, text=text, cells=[], extras=dict(line.extras)) for text in texts]
