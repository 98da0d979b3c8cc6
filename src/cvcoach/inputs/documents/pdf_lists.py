"""PDF list items drawn with no marker, told from the layout of the reflowed lines."""

from __future__ import annotations

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import Line


def unmarked_lists(lines: list[Line], starts: dict[int, float], size: float) -> None:
    """List items drawn with no marker (a browser's `list-style: none`): two or more
    consecutive lines of plain text of four words or more at one left edge, indented by
    more than a letter's height past the left edge of the flow's bold lines (its headers),
    right under a line that is no list item and starts left of them, none holding a date.
    A paragraph that wraps is one line by now, so a run of them is a list."""

    def start(line: Line) -> float:
        return starts.get(id(line), 0.0)  # a margin label split off its row: none

    bold = sorted(start(x) for x in lines if x.bold and x.kind == "text")
    if not bold:
        return
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
