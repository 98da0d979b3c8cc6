"""Running headers and footers of a PDF's lines: what `pdf` reads in a page's margins
and comes back page after page is marked `furniture`, so that no entry takes it in."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.pdf_margins import only_dates

_STAMP = re.compile(
    r"^(?:page )?\d+(?: ?(?:/|of) ?\d+)?$|file:///|https?://\S+ \d+/\d+$"
    r"|\bpage \d+ ?(?:/|of) ?\d+$"  # after the name or title a footer repeats
    r"|^\d{1,2}/\d{1,2}/\d{2,4},? \d{1,2}:\d\d(?: ?[AP]M)?\b",  # a browser's print stamp
    re.I,
)


def mark_furniture(lines: list[Line]) -> None:
    """Running headers and footers: a line in a page's top or bottom margin whose text
    (digits aside) comes back on another page, or that is only a page number or a
    browser's print stamp (a file:// address, "1/2"), and what shares a margin's row with
    such a stamp (the page title a browser prints beside the date). A margin line of dates
    alone that differ from page to page is an entry's dates that the page broke into its
    margin ("2014-02 to 2014-04" over a footer), not furniture: a running line repeats its
    date as it is. Nearer the middle, in a page's top or bottom sixth, a line set smaller
    than the page's body is running when the same text (digits aside) comes back on another
    page at the same place, to the point ("Page 1 - Curriculum vitae of" / "JANE DOE" set
    in from a form's foot; a page that opens with the same entry as another is set in the
    body's type). Marked `furniture`, not removed: the importer lists them as not placed."""
    pages: dict[str, set[str]] = {}
    texts: dict[str, set[str]] = {}
    for line in lines:
        if "edge" in line.extras:
            pages.setdefault(line.extras["edge"], set()).add(line.where.split(",")[0])
            texts.setdefault(line.extras["edge"], set()).add(line.text)
    spots: dict[str, set[str]] = {}
    for line in lines:
        if "spot" in line.extras:
            spots.setdefault(line.extras["spot"], set()).add(line.where.split(",")[0])
    for line in lines:
        spot = line.extras.pop("spot", None)
        if spot is not None and len(spots[spot]) > 1 and any(c.isalpha() for c in line.text):
            line.extras.setdefault("furniture", "running header or footer")
    stamped = set()
    for line in lines:
        key = line.extras.pop("edge", None)
        if key is None:
            continue
        moving_dates = len(texts[key]) > 1 and only_dates(line.text)
        if (len(pages[key]) > 1 and not moving_dates) or _STAMP.search(line.text):
            line.extras["furniture"] = "running header or footer"
            stamped.add(line.extras["band"])
    for line in lines:
        band = line.extras.pop("band", None)
        if band in stamped and "furniture" not in line.extras:
            line.extras["furniture"] = "running header or footer"
