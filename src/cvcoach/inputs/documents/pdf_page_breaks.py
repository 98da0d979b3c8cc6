"""Bullets and paragraphs that a page break cuts, joined again across the break."""

from __future__ import annotations

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.pdf_wraps import OPEN_ENDINGS


def _page(line: Line) -> str:
    return line.where.split(",")[0]


def _goes_on(last: Line, line: Line) -> bool:
    """A line that opens with a word in lower case ("regions to plan ...", not "eBay" nor
    "iOS") after a bullet or paragraph left with no closing stop: no sentence opens so."""
    first = line.text.split()[0] if line.text.split() else ""
    closed = last.text.rstrip().endswith((".", "!", "?", ":", ";"))
    return not closed and first.isalpha() and first.islower()


def join_page_breaks(lines: list[Line]) -> list[Line]:
    """A bullet or paragraph that a page break cuts goes on with the first line of the next
    page: when it stops on a word no sentence ends on ("... deployed with Helm charts to a")
    or a comma, or stops with no closing stop before a line that opens with a word in lower
    case (`_goes_on`), and that line is plain text (no heading, bullet, bold type or date).
    Page furniture between them stays where it is."""
    out: list[Line] = []
    last: Line | None = None  # the last line that is not furniture
    for line in lines:
        if "furniture" in line.extras:
            out.append(line)
            continue
        words = last.text.split() if last is not None else []
        if (
            last is not None
            and words
            and _page(line) != _page(last)
            and last.kind in ("bullet", "text")
            and (
                words[-1].lower() in OPEN_ENDINGS or last.text.endswith(",") or _goes_on(last, line)
            )
            and line.kind == "text"
            and not line.bold
            and find_dates(line.text) is None
        ):
            last.text = f"{last.text} {line.text}"
            continue
        out.append(line)
        last = line
    return out
