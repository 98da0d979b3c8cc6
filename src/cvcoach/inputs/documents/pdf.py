"""PDF: the text layer read with pypdfium2, lines rebuilt into paragraphs from their geometry.

pypdfium2 was chosen by measurement (docs/import.md): it keeps the reading order of two
columns, puts right-aligned dates on their line, and marks line-end hyphenation. Lines
that wrap inside a paragraph or a bullet are joined back: a line that reaches its column's
right edge continues on the next line when that one starts at the same left edge.
"""

from __future__ import annotations

import re
import zlib
from itertools import pairwise
from typing import TYPE_CHECKING

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.heading_words import only_heading_words, section_of
from cvcoach.inputs.documents.lines import Line, compounds_of, file_size, normalise, note_glyphs
from cvcoach.inputs.documents.pdf_furniture import mark_furniture
from cvcoach.inputs.documents.pdf_lists import unmarked_lists
from cvcoach.inputs.documents.pdf_page_breaks import join_page_breaks
from cvcoach.inputs.documents.pdf_rows import body_size, join_wrapped
from cvcoach.inputs.documents.pdf_wraps import (
    BULLET,
    Raw,
    continues,
    one_cell,
)
from cvcoach.model.findings import InputError, input_problem

if TYPE_CHECKING:
    from pypdfium2 import PdfDocument

    from cvcoach.inputs.documents.pdf_layout import Fragment, Row

MAX_PAGES = 100
MAX_UNPACKED = 100 * 1024 * 1024  # all of a PDF's Flate streams, inflated: 100 MB
_CHUNK = 1 << 20
EDGE = 0.06  # the top and bottom 6 % of a page: where running headers and footers sit
BAND = 1 / 6  # where a running line set in from the margin may sit (a form's footer)
SMALL = 0.9  # its type against the page's body type, at most
_DIGITS = re.compile(r"\d+")
_STREAM = re.compile(rb"stream\r?\n")
_PAGE_NUMBER = re.compile(r"(?:page )?\d{1,3}(?: ?(?:/|of) ?\d{1,3})?|[-–—] ?\d{1,3} ?[-–—]", re.I)


def read_pdf(data: bytes, file: str) -> list[Line]:
    """The document's lines; InputError for an encrypted, broken, huge or scanned PDF."""
    import pypdfium2 as pdfium

    check_streams(data, file)
    try:
        doc = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        raise InputError(file, [input_problem(_open_error(str(exc)))]) from None
    try:
        pages = len(doc)
        if pages > MAX_PAGES:
            raise InputError(file, [input_problem(too_many_pages(len(data), pages))])
        flows = [flow for index in range(pages) for flow in _page_flows(doc, index)]
        widths: dict[str, list[Raw]] = {}  # each flow's rows of one cell, on every page
        for flow, raws in flows:
            widths.setdefault(flow, []).extend(r for r in raws if one_cell(r))
        with compounds_of(r.text for _, raws in flows for r in raws):
            lines = [line for flow, raws in flows for line in _flow_lines(flow, raws, widths[flow])]
        mark_furniture(lines)
        lines = join_page_breaks(in_reading_order(lines))
    except pdfium.PdfiumError as exc:  # a broken page tree or page, found while reading
        raise InputError(file, [input_problem(_open_error(str(exc)))]) from None
    finally:
        doc.close()
    if not any(line.text for line in lines):
        raise InputError(
            file,
            [
                input_problem(
                    "the PDF has no text layer (a scanned image?); cvcoach does not do OCR: "
                    "export the CV from its editor as PDF, or save it as .docx or .txt"
                )
            ],
        )
    return lines


def too_many_pages(size: int, pages: int) -> str:
    """The refusal of a PDF over the page limit, naming the file's size and pages."""
    return (
        f"the PDF is {file_size(size)} with {pages} pages; cvcoach reads CVs of at most "
        f"{MAX_PAGES} pages"
    )


def check_streams(data: bytes, file: str) -> None:
    """Refuse a decompression bomb before pdfium expands it: every Flate stream is inflated
    here, in bounded chunks that are counted and thrown away, against MAX_UNPACKED in all."""
    total = 0
    for found in _STREAM.finditer(data):
        inflater = zlib.decompressobj()
        start = found.end()
        try:
            chunk = inflater.decompress(data[start : start + 65536], _CHUNK)
            while True:
                total += len(chunk)
                if total > MAX_UNPACKED:
                    raise InputError(
                        file,
                        [
                            input_problem(
                                f"the PDF's streams unpack to more than "
                                f"{MAX_UNPACKED // 2**20} MB (a decompression bomb?); "
                                "a CV is far smaller"
                            )
                        ],
                    )
                if inflater.eof:
                    break
                if inflater.unconsumed_tail:
                    chunk = inflater.decompress(inflater.unconsumed_tail, _CHUNK)
                    continue
                start += 65536
                if start >= len(data):
                    break
                chunk = inflater.decompress(data[start : start + 65536], _CHUNK)
        except zlib.error:  # not Flate (an image, a font in another filter): pdfium's to judge
            continue


def _open_error(message: str) -> str:
    if "password" in message.lower():
        return "the PDF is encrypted (password-protected); save an unprotected copy and retry"
    return f"the PDF cannot be read; it may be damaged ({message})"


def _page_flows(doc: PdfDocument, index: int) -> list[tuple[str, list[Raw]]]:
    """The page's flows (see `pdf_columns.reading_order`: above, left or right), each a
    list of rows; a row in the page's top or bottom margin is marked `edge` for
    `mark_furniture`, and one in its top or bottom sixth in type smaller than the page's
    body `near_edge`."""
    from cvcoach.inputs.documents.pdf_cell_wraps import join_wrapped_places
    from cvcoach.inputs.documents.pdf_columns import reading_order
    from cvcoach.inputs.documents.pdf_keys import join_wrapped_keys
    from cvcoach.inputs.documents.pdf_layout import fragments
    from cvcoach.inputs.documents.pdf_markers import glyph_markers, mark_lists, markers

    page = doc[index]
    textpage = page.get_textpage()
    try:
        height = float(page.get_height())
        frags, glyphs = glyph_markers(fragments(textpage))
        flows = reading_order(frags, float(page.get_width()), height)
        shapes = markers(page) + glyphs
    finally:
        textpage.close()
        page.close()
    found: list[tuple[str, list[Raw]]] = []
    number = 0
    lowest = min((row.baseline for _, rows in flows for row in rows), default=0.0)
    for flow, rows in flows:
        join_wrapped_keys(rows)
        join_wrapped_places(rows)
        mark_lists(rows, shapes)
        raws = []
        for row in rows:
            number += 1
            raws.append(_raw(row, index + 1, number))
            drawn = row.fragments[0].shift  # where it was drawn (`pdf_column_sets`)
            top = raws[-1].top + drawn
            raws[-1].edge = row.baseline + drawn < EDGE * height or top > (1 - EDGE) * height
            low, high = row.baseline + drawn < BAND * height, top > (1 - BAND) * height
            raws[-1].near_edge = low or high
            if row.baseline == lowest and _PAGE_NUMBER.fullmatch(raws[-1].text.strip()):
                raws[-1].edge = True  # the page's lowest line a bare page number (LaTeX's foot)
        found.append((flow, raws))
    page_rows = [r for _, raws in found for r in raws]
    body = body_size(page_rows) if page_rows else 0.0
    for _, raws in found:
        for r in raws:  # a running line is set smaller than the page's text
            r.near_edge = r.near_edge and r.size < SMALL * body
    return found


def _flow_lines(flow: str, raws: list[Raw], widths: list[Raw]) -> list[Line]:
    """A flow's rows reflowed into lines, tagged with the flow (`extras["flow"]`) and, for
    a column, the largest type in it (`extras["type"]`) for `in_reading_order`; `widths`
    are the rows of one cell of this flow on every page, whose right edges show where
    lines wrap."""
    biggest = max((r.size for r in raws), default=0.0)
    edges = {r.number: r for r in raws if r.edge}
    near = {r.number: r for r in raws if r.near_edge and not r.edge}
    for above, r in pairwise(raws):
        r.named = above.label and not r.label  # the row a form's label names
    lines = _reflow([r for r in raws if not r.label], widths)
    for r in (r for r in raws if r.label):  # a form's labels: listed as not placed
        lines.append(Line(normalise(r.text), "text", 0, f"page {r.page}, line {r.number}", r.bold))
        lines[-1].extras["furniture"] = "a form's label, in a left column"
    for line in lines:
        line.extras["flow"] = flow
        line.extras["type"] = f"{biggest:.1f}"
        edge = edges.get(int(line.where.rsplit(" ", 1)[-1]))
        if edge is not None:
            line.extras["edge"] = _DIGITS.sub("#", line.text)
            line.extras["band"] = f"{edge.page}:{round(edge.bottom)}"  # its row on the page
        spot = near.get(int(line.where.rsplit(" ", 1)[-1]))
        if spot is not None:  # its text where it is drawn: a running line's comes back
            place = f"{round(spot.x0)}:{round(spot.bottom)}"
            line.extras["spot"] = f"{_DIGITS.sub('#', line.text)}@{place}"
    return lines


def in_reading_order(lines: list[Line]) -> list[Line]:
    """A sidebar is one flow across the pages and so is the body (the column with more
    text): each page's lines above its columns and its body first, then the sidebar of
    every page, unless the sidebar holds the largest type (the name): then it goes first.
    A page read in one flow belongs to the body."""

    def total(side: str) -> int:
        return sum(len(x.text) for x in lines if x.extras["flow"] == side)

    def largest(side: str) -> float:
        return max((float(x.extras["type"]) for x in lines if x.extras["flow"] == side),
                   default=0.0)  # fmt: skip

    body, sidebar = ("left", "right") if total("left") > total("right") else ("right", "left")
    second = body if largest(sidebar) > largest(body) else sidebar
    first = [line for line in lines if line.extras["flow"] != second]
    rest = [line for line in lines if line.extras["flow"] == second]
    for line in lines:
        del line.extras["flow"], line.extras["type"]
    return first + rest


def _raw(row: Row, page: int, number: int) -> Raw:
    """A row as a line: its text (cells joined by a space), box, font and list marker."""
    first = row.fragments[0]
    text = " ".join(f.text for f in row.fragments)
    text_x0 = first.x0
    glyph = BULLET.match(first.text.strip() + " ")
    if glyph and len(row.fragments) > 1 and not first.text.strip()[glyph.end() - 1 :]:
        text_x0 = row.fragments[1].x0  # a bullet glyph drawn apart from its words
    lead = next((f for f in row.fragments if any(ch.isalnum() for ch in f.text)), first)
    heavy = all(f.bold and f.tail_bold and not f.breaks for f in row.fragments)
    return Raw(text, row.marker if row.marker is not None else first.x0, row.x1,
                max(f.top for f in row.fragments), row.baseline, lead.size, lead.bold, page,
                number, text_x0, [c for f in row.fragments for c in _cells(f)],
                row.fragments[-1].x0, row.marker is not None, lead=first.lead,
                all_bold=heavy, first_x1=first.x1,
                first_tail_bold=first.tail_bold, last_size=row.fragments[-1].size,
                styled=any(f.breaks for f in row.fragments),
                label=all(f.label for f in row.fragments))  # fmt: skip


def _cells(frag: Fragment) -> list[str]:
    """A fragment's text, cut where its type changes after a comma (`Fragment.breaks`)."""
    cuts = [0, *frag.breaks, len(frag.text)]
    return [frag.text[a:b] for a, b in pairwise(cuts)]


def _reflow(raws: list[Raw], widths: list[Raw]) -> list[Line]:
    """Join wrapped lines into paragraphs and bullets; mark headings by their font size."""
    if not raws:
        return []
    body = body_size(raws)
    steps = sorted(a.bottom - b.bottom for a, b in pairwise(raws) if a.bottom > b.bottom)
    step = steps[len(steps) // 2] if steps else 1.2 * body
    lines: list[Line] = []
    starts: dict[int, float] = {}  # each line's left edge, by id
    stops: dict[int, list[int]] = {}  # where a row that opens a sentence was joined, by id
    prev: Raw | None = None
    head: Raw | None = None  # the row that opened the last line
    pending = ""  # a line of icon glyphs only: counted on the next line
    for r in raws:
        text = normalise(r.text)
        if not text:
            pending += r.text
            continue
        bullet = BULLET.match(text)
        # a row joined across k words hyphenated at line ends spans k + 1 lines below
        # its baseline ("documen-/tion. Leveraged ..."): no gap to the line under its last
        spans = 1 + sum(prev.text.count(m) for m in ("\ufffe", "\x02")) if prev else 1
        gap = prev is not None and (prev.bottom - r.bottom) > (spans + 0.3) * step
        hyphen_joined = any(m in r.text.split(" ", 1)[0] for m in ("\ufffe", "\x02"))
        if (
            prev is not None
            and lines
            and not bullet
            and not r.marker
            and not r.named
            and (hyphen_joined or continues(prev, r, raws, gap, widths, head))
        ):
            join_wrapped(lines[-1], text, (head, prev, r), stops)
            note_glyphs(lines[-1], pending + r.text)
            pending = ""
            prev = r
            continue
        where = f"page {r.page}, line {r.number}"
        cells = [c for c in map(normalise, r.cells) if c and not BULLET.fullmatch(c + " ")]
        label = _margin_label(cells, bool(bullet) or r.marker, prev, r, gap)
        if label:
            lines.append(Line(label, "heading", 2, where, r.bold, gap))  # a margin label
            text, cells, gap = text[len(label) :].strip(), cells[1:], False
        if (bullet or r.marker) and lines and len(cells) > 1:
            text = _margin_dates(text, cells, lines[-1])
        if bullet:
            lines += [Line(item, "bullet", 0, where, r.bold, gap) for item in _items(text, cells)]
        elif r.marker:
            lines.append(Line(text, "bullet", 0, where, r.bold, gap))
        elif r.size >= 1.15 * body and len(text.split()) <= 8:
            lines.append(Line(text, "heading", 2, where, r.bold, gap))
        else:
            lines.append(Line(text, "text", 0, where, r.bold, gap))
        if len(cells) > 1 and lines[-1].kind != "bullet":
            lines[-1].cells = cells
        note_glyphs(lines[-1], pending + r.text)
        starts[id(lines[-1])] = r.x0
        pending = ""
        prev = head = r
    return unmarked_lists(lines, starts, body, stops)


def _items(text: str, cells: list[str]) -> list[str]:
    """The list items of a row that opens with a marker: one per cell when every cell opens
    with its own ("· Multi Cloud Networking   · Web App and API Protection", two items side
    by side), else the row's text after its marker."""
    marked = [BULLET.match(cell) for cell in cells]
    if len(cells) > 1 and all(marked):
        return [cell[m.end() :] for cell, m in zip(cells, marked, strict=True) if m]
    found = BULLET.match(text)
    return [text[found.end() :] if found else text]


def _margin_label(cells: list[str], item: bool, prev: Raw | None, r: Raw, gap: bool) -> str:
    """The section label a row opens with, in a margin beside the body ("Experience" left of
    an entry's header), or ""."""
    if len(cells) < 2 or item or _wrapped_header(prev, r, gap):
        return ""
    label = cells[0]
    return label if only_heading_words(label) and section_of(label) is not None else ""


def _wrapped_header(prev: Raw | None, r: Raw, gap: bool) -> bool:
    """`r` is the last words of a bold header wrapped under it, not a section label in a
    margin: bold, at the header's left edge, with no gap ("... @ Charter Advanced" /
    "Technologies   2020-09 — 2020-12")."""
    return prev is not None and not gap and prev.bold and r.bold and abs(r.x0 - prev.x0) <= r.size


def _margin_dates(text: str, cells: list[str], above: Line) -> str:
    """A list item's row whose last cell is only a date range in the right margin, under a
    header line with no dates (RenderCV sets an entry's place, then its dates, in a right
    column beside the header and its first bullet, a line lower): the dates are the
    header's, moved to it as its last cell. Returns the item's text without them."""
    dates = cells[-1]
    span = find_dates(dates)
    if span is None or span.single or span.before or above.kind == "bullet":
        return text
    if find_dates(above.text) is not None or any(find_dates(c) for c in above.cells):
        return text
    above.cells = [*(above.cells or [above.text]), dates]
    above.text = f"{above.text} {dates}"
    return text[: text.rfind(dates)].rstrip()
