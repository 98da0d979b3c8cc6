"""DOCX: headers, body paragraphs and table cells in document order, with list bullets.

`python-docx`'s `doc.paragraphs` alone misses every table and the page header (where many
templates put the name and contact line), so the body is walked element by element, tables
cell by cell, and the headers and footers are read too. A paragraph is a bullet when it
has list numbering (directly or from its style), a heading when its style is a heading.
The archive is checked before it is opened: a zip bomb is refused, not expanded.
"""

from __future__ import annotations

import io
import re
import zipfile
import zlib
from collections.abc import Iterator
from typing import Any

from cvcoach.inputs.documents.lines import (
    MAX_LINES,
    Line,
    file_size,
    glyph_count,
    normalise,
    note_glyphs,
)
from cvcoach.model.findings import InputError, input_problem

MAX_UNPACKED = 100 * 1024 * 1024  # 100 MB unpacked
MAX_RATIO = 200  # a member compressed more than 200:1 is a bomb, not a CV
_PARAGRAPH = re.compile(rb"<w:p[ >/]")
_HEADING = re.compile(r"heading\s*(\d)", re.I)
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def read_docx(data: bytes, file: str) -> list[Line]:
    """The document's lines; InputError for a damaged, encrypted or oversized archive."""
    _check_archive(data, file)
    import docx  # python-docx

    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as exc:  # python-docx raises many types for broken parts
        raise InputError(
            file, [input_problem(f"the Word document cannot be read; it may be damaged ({exc})")]
        ) from None
    if document.element.body is None:
        raise InputError(file, [input_problem("the Word document has no body (no <w:body>)")])
    lines: list[Line] = []
    seen: set[int] = set()
    for number, section in enumerate(document.sections, 1):
        for part in (section.first_page_header, section.header):
            if part.is_linked_to_previous or id(part._element) in seen:
                continue
            seen.add(id(part._element))
            lines.extend(_walk(part._element, part, f"header {number}"))
    lines.extend(_walk(document.element.body, document._body, "body"))
    for number, section in enumerate(document.sections, 1):
        if not section.footer.is_linked_to_previous:
            lines.extend(_walk(section.footer._element, section.footer, f"footer {number}"))
    if not any(line.text for line in lines):
        raise InputError(file, [input_problem("the Word document has no text")])
    return _carry_glyphs(lines)


def _carry_glyphs(lines: list[Line]) -> list[Line]:
    """The lines with text; the glyph count of an empty one goes to the next line."""
    kept: list[Line] = []
    carried = 0
    for line in lines:
        count = int(line.extras.get("glyphs", "0"))
        if not line.text:
            carried += count
            continue
        if carried:
            line.extras["glyphs"] = str(count + carried)
            carried = 0
        kept.append(line)
    return kept


def _check_archive(data: bytes, file: str) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            names = {info.filename for info in infos}
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(
            file, [input_problem(f"the Word document is damaged: not a readable zip ({exc})")]
        ) from None
    if "EncryptedPackage" in names or "EncryptionInfo" in names:
        raise InputError(file, [input_problem("the Word document is password-protected")])
    if "word/document.xml" not in names:
        raise InputError(file, [input_problem("not a Word document: no word/document.xml inside")])
    total = sum(info.file_size for info in infos)
    if total > MAX_UNPACKED:
        raise InputError(
            file,
            [input_problem(f"the document unpacks to {total // 2**20} MB; the limit is 100 MB")],
        )
    for info in infos:
        if info.file_size > 1_000_000 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise InputError(
                file,
                [input_problem(f"{info.filename} is compressed {MAX_RATIO}:1 or more (zip bomb)")],
            )
    try:
        paragraphs = _count_paragraphs(data)
    except (zipfile.BadZipFile, zlib.error, OSError, ValueError, NotImplementedError) as exc:
        raise InputError(
            file, [input_problem(f"the Word document is damaged: word/document.xml ({exc})")]
        ) from None
    if paragraphs > MAX_LINES:
        raise InputError(
            file,
            [
                input_problem(
                    f"the Word document is {file_size(len(data))} with {paragraphs} "
                    f"paragraphs; cvcoach reads CVs of at most {MAX_LINES}"
                )
            ],
        )


def _count_paragraphs(data: bytes) -> int:
    """Paragraph elements in word/document.xml, counted in a streaming pass (bounded memory)
    so that a document too long to be a CV is refused before it is parsed."""
    count, tail = 0, b""
    with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open("word/document.xml") as xml:
        while chunk := xml.read(1 << 20):
            block = tail + chunk
            count += len(_PARAGRAPH.findall(block))
            tail = block[-5:]
            count -= len(_PARAGRAPH.findall(tail))  # counted again with the next chunk
    return count


def _walk(element: Any, parent: Any, where: str) -> Iterator[Line]:
    """Paragraphs and tables in document order (tables row by row, cell by cell)."""
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    tables = 0
    for child in element.iterchildren():
        tag = child.tag
        if tag == f"{_W}p":
            yield from _broken_lines(Paragraph(child, parent), where)
        elif tag == f"{_W}tbl":
            tables += 1
            yield from _table(Table(child, parent), f"{where}, table {tables}")
        elif tag == f"{_W}sdt":  # content controls wrap paragraphs in some templates
            content = child.find(f"{_W}sdtContent")
            if content is not None:
                yield from _walk(content, parent, where)


def _table(table: Any, where: str) -> Iterator[Line]:
    """A row whose cells each hold one short paragraph is one line ("Org   2021 – 2023")."""
    for r, row in enumerate(table.rows, 1):
        cells = _unique_cells(row)
        texts = [[p for p in cell.paragraphs if p.text.strip()] for cell in cells]
        flat = all(len(ps) <= 1 for ps in texts) and not any(t.tables for t in cells)
        if flat:
            # a cell's manual line breaks go on under the row ("Globex University" over
            # "BSc Physics" beside "2015 - 2019"): its first line is the row's
            parts = [_plain_breaks(ps[0]) or [ps[0].text] for ps in texts if ps]
            joined = "   ".join(part[0] for part in parts)
            first = next((ps[0] for ps in texts if ps), None)
            if first is not None:
                line = _paragraph(first, f"{where}, row {r}", text=joined)
                if line is not None:
                    yield line
            for rest in (part[1:] for part in parts):
                yield from _texts(rest, f"{where}, row {r}")
            continue
        for c, cell in enumerate(cells, 1):
            yield from _walk(cell._tc, cell, f"{where}, row {r}, cell {c}")


def _unique_cells(row: Any) -> list[Any]:
    cells: list[Any] = []
    for cell in row.cells:  # merged cells repeat: keep each once
        if not any(cell._tc is c._tc for c in cells):
            cells.append(cell)
    return cells


def _broken_lines(paragraph: Any, where: str) -> Iterator[Line]:
    """A paragraph's lines: a plain paragraph set in several lines by manual line breaks
    (Shift+Enter; `<br>` in HTML a word processor imported) is a line each, as it prints
    ("Lead Engineer" in bold over "Initech"); a heading's or a list item's breaks stay
    inside it (the item goes on at its indent)."""
    pieces = _plain_breaks(paragraph)
    if not pieces:
        line = _paragraph(paragraph, where)
        if line is not None:
            yield line
        return
    for text, bold in _piece_weights(paragraph, pieces):
        value = normalise(text)
        if value:
            yield note_glyphs(Line(value, "text", 0, where, bold), text)


def _plain_breaks(paragraph: Any) -> list[str]:
    """The pieces of a plain paragraph (no heading style, no list) that manual line breaks
    part, or [] when it has none."""
    raw = paragraph.text
    if "\n" not in raw.strip():
        return []
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    if _HEADING.search(style) or style.lower() == "title" or _list_level(paragraph) is not None:
        return []
    return list(str(raw).split("\n"))


def _piece_weights(paragraph: Any, pieces: list[str]) -> list[tuple[str, bool]]:
    """Each piece with the weight of its first character that is not a space."""
    weights: list[bool] = []
    for item in paragraph.iter_inner_content():
        for run in getattr(item, "runs", [item]):  # a hyperlink holds runs of its own
            weights += [bool(run.bold)] * len(run.text)
    out: list[tuple[str, bool]] = []
    start = 0
    for piece in pieces:
        lead = len(piece) - len(piece.lstrip())
        at = start + lead
        out.append((piece, weights[at] if at < len(weights) else False))
        start += len(piece) + 1
    return out


def _texts(pieces: list[str], where: str) -> Iterator[Line]:
    for text in pieces:
        value = normalise(text)
        if value:
            yield note_glyphs(Line(value, "text", 0, where), text)


def _paragraph(paragraph: Any, where: str, text: str | None = None) -> Line | None:
    raw = paragraph.text if text is None else text
    line = _classify(paragraph, raw, where)
    if line is None:  # icon glyphs only: an empty line that carries their count
        return note_glyphs(Line("", "text", 0, where), raw) if glyph_count(raw) else None
    return note_glyphs(line, raw)


def _classify(paragraph: Any, raw: str, where: str) -> Line | None:
    value = normalise(raw)
    if not value:
        return None
    style = paragraph.style.name if paragraph.style is not None else ""
    runs = [run for run in paragraph.runs if run.text.strip()]
    bold = bool(runs) and bool(runs[0].bold or (style and "bold" in style.lower()))
    heading = _HEADING.search(style or "")
    if heading or (style or "").lower() == "title":
        level = int(heading.group(1)) if heading else 1
        return Line(value, "heading", level, where, bold)
    depth = _list_level(paragraph)
    if depth is not None:
        return Line(value, "bullet", depth, where, bold)
    return Line(value, "text", 0, where, bold)


def _list_level(paragraph: Any) -> int | None:
    """The list level when the paragraph is numbered (itself or through its style)."""
    ppr = paragraph._p.pPr
    if ppr is not None and ppr.numPr is not None:
        ilvl = ppr.numPr.ilvl
        return int(ilvl.val) if ilvl is not None else 0
    style = paragraph.style
    while style is not None:
        sppr = style.element.pPr
        if sppr is not None and sppr.numPr is not None:
            return 0
        if "list bullet" in (style.name or "").lower():
            return 0
        style = style.base_style
    return None
