"""Markdown pipe tables a posting is written in, turned into the lines it means.

UK and Australian postings give their person specification as a table: a row per kind of
criterion ("Qualifications", "Experience", "Skills"), a column per level ("Essential",
"Desirable") and often one saying how each is assessed ("How Identified"). Read row by row the
table is a jumble of cells; read by column it is two lists. A table whose header names a
column of requirements or nice-to-haves is rewritten as a heading per such column over its
cells' items (a cell's `<li>` items or `<br>` lines, or the cell whole); the other columns
(the row's label, how it is assessed) ask nothing and are dropped. A two-column table whose
left cells are labels ending in a colon ("| Post title: | School Administrator |") is a
record of fields and becomes `Label: value` lines, as does one whose left cells are a
posting record's labels without the colon ("| Position | Payroll Officer |"). A table
whose column marks each row's criterion "E" or "D" ("| Criteria | Essential/Desirable |")
becomes an Essential and a Desirable list of the rows' criteria (its group rows, "|
**Knowledge**", left out; a row may lack its closing pipe). Any other table is left as it is.
"""

from __future__ import annotations

import html
import re

from cvcoach.inputs.posting_kinds import section_kind

_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
_OPEN_ROW = re.compile(r"^\s*\|(.*?)\|?\s*$")  # a row inside a table, its closing pipe lost
_MARK_HEADER = re.compile(r"^(?:essential\s*(?:/|or|and)\s*desirable|e\s*/\s*d)$", re.I)
_MARKS = {"e": "Essential", "essential": "Essential", "d": "Desirable", "desirable": "Desirable"}
_RULE_ROW = re.compile(r"^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*$")
_ITEM = re.compile(r"<li[^>]*>(.*?)(?=</li>|<li[\s>]|</?[uo]l[\s>]|$)", re.I | re.S)
_BREAK = re.compile(r"<br\s*/?>", re.I)
_TAG = re.compile(r"<[^>]+>")
_LEVELS = ("requirements", "nice")


def _cells(line: str) -> list[str] | None:
    match = _ROW.match(line) or _OPEN_ROW.match(line)
    return [c.strip() for c in match.group(1).split("|")] if match else None


def cell_items(cell: str) -> list[str]:
    """The items a table cell holds: its list items, else its `<br>` lines, else itself."""
    found = _ITEM.findall(cell) or _BREAK.split(cell)
    items = (" ".join(html.unescape(_TAG.sub(" ", i)).split()) for i in found)
    return [i for i in items if i]


# the labels of a posting's record whose cells carry no colon: "| Position | Cook |"
_FIELD_LABELS = frozenset({
    "position", "job title", "title", "role", "post", "post title", "vacancy", "company",
    "employer", "organisation", "organization", "location", "salary", "contract", "job type",
    "employment type", "closing date", "department", "reports to", "hours",
})  # fmt: skip


def _label(cell: str) -> str:
    return _TAG.sub("", cell).strip(" *_").rstrip(":").strip(" *_").lower()


def _field_rows(rows: list[list[str]]) -> list[str] | None:
    """`Label: value` lines for a table of labelled fields, None if it is not one: every
    left cell a short label ending in a colon, or two or more rows and every left cell one
    of a posting record's labels ("| Position | Cook |", "| Location | Springfield |")."""
    if not rows or any(len(r) != 2 for r in rows):
        return None
    colons = all(r[0].endswith(":") and 0 < len(r[0].split()) <= 4 for r in rows)
    if not colons and not (len(rows) >= 2 and all(_label(r[0]) in _FIELD_LABELS for r in rows)):
        return None
    return [
        f"{_label(r[0]).capitalize()}: {', '.join(cell_items(r[1]))}"
        if not colons
        else f"{r[0]} {', '.join(cell_items(r[1]))}"
        for r in rows
        if cell_items(r[1])
    ]


def _criteria(header: list[str], rows: list[list[str]]) -> list[str] | None:
    """Headed lists, one per column of requirements or nice-to-haves; None if the header
    names no such column beside another (a one-column table is a list already)."""
    kinds = [section_kind(_TAG.sub(" ", h).strip()) for h in header]
    columns = [i for i, k in enumerate(kinds) if k in _LEVELS and header[i]]
    if not columns or len(header) < 2:
        return None
    out: list[str] = []
    for i in columns:
        items = [item for row in rows if i < len(row) for item in cell_items(row[i])]
        if items:
            out += ["", f"#### {html.unescape(header[i])}", "", *(f"- {item}" for item in items)]
    return [*out, ""]


def _marked(header: list[str], rows: list[list[str]]) -> list[str] | None:
    """An Essential and a Desirable list of the criteria a column marks "E" or "D"; None when
    no header cell is such a column."""
    marks = [i for i, h in enumerate(header) if _MARK_HEADER.match(_TAG.sub(" ", h).strip())]
    if not marks:
        return None
    lists: dict[str, list[str]] = {"Essential": [], "Desirable": []}
    for row in rows:
        level = _MARKS.get(row[marks[0]].strip(" *").lower()) if marks[0] < len(row) else None
        text = " ".join(c for i, c in enumerate(row) if i != marks[0] and c)
        text = re.sub(r"^[-*•]\s+", "", text.strip())
        if level and text:
            lists[level].append(text)
    out: list[str] = []
    for level, items in lists.items():
        if items:
            out += ["", f"#### {level}", "", *(f"- {item}" for item in items)]
    return [*out, ""] if out else None


def _rewrite(table: list[str]) -> list[str]:
    rows = [c for line in table if (c := _cells(line)) is not None and not _RULE_ROW.match(line)]
    header, body = rows[0], rows[1:]
    if not any(header) and (fields := _field_rows(body)) is not None:
        return fields  # "|  |  |" over labelled rows: a record of fields
    if (fields := _field_rows(rows)) is not None or (fields := _field_rows(body)) is not None:
        return fields  # a record, its header row a record's field or "| Field | Value |"
    return _marked(header, body) or _criteria(header, body) or table


def tables_as_lines(text: str) -> str:
    """Rewrite each Markdown pipe table of a text as the lines it means (module doc)."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if (
            _ROW.match(lines[i])
            and i + 1 < len(lines)
            and _RULE_ROW.match(lines[i + 1])
            and "|" in lines[i + 1]
        ):
            end = i + 2
            while end < len(lines) and (_ROW.match(lines[end]) or _OPEN_ROW.match(lines[end])):
                end += 1
            out += _rewrite(lines[i:end])
            i = end
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)
