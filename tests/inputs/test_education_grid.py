"""Education items set in a grid three cells wide, each a name and its dates, read row by
row: "Initech Academy | 2014 – 2019 | Globex Institute" over "2017 – 2018" holds two
entries. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.entries import build_education
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.segments import segment

ROW = ["Initech Academy", "2014 – 2019", "Globex Institute"]


def _schools(*more: Line) -> list[tuple[str | None, str | None]]:
    lines = [Line(" ".join(ROW), "text", 0, "page 1, line 1", cells=list(ROW)), *more]
    entries = [build_education(block) for block in segment(lines, "education")]
    return [(e.fields.get("institution"), e.fields.get("startDate")) for e in entries]


def test_a_grid_row_and_the_dates_under_it_are_two_schools() -> None:
    dates = Line("2017 – 2018", "text", 0, "page 1, line 2")
    assert _schools(dates) == [("Initech Academy", "2014"), ("Globex Institute", "2017")]


def test_dates_alone_that_open_the_next_entry_cut_nothing() -> None:
    lines = [
        Line(" ".join(ROW), "text", 0, "page 1, line 1", cells=list(ROW)),
        Line("2017 – 2018", "text", 0, "page 1, line 2"),
        Line("Northwind College", "text", 0, "page 1, line 3"),  # the dates' own school
    ]
    blocks = segment(lines, "education")
    assert blocks[0].header[0].text == " ".join(ROW)  # the row is read whole
    assert [h.text for h in blocks[1].header] == ["2017 – 2018", "Northwind College"]
