"""PDF: the text layer read with pypdfium2, lines rebuilt into paragraphs from their geometry.

pypdfium2 was chosen by measurement (docs/import.md): it keeps the reading order of two
columns, puts right-aligned dates on their line, and marks line-end hyphenation. Lines
that wrap inside a paragraph or a bullet are joined back: a line that reaches its column's
right edge continues on the next line when that one starts at the same left edge.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import Line, file_size, normalise, note_glyphs
from cvcoach.model.findings import InputError, input_problem

if TYPE_CHECKING:
    from pypdfium2 import PdfDocument, PdfTextPage

MAX_PAGES = 100
MAX_UNPACKED = 100 * 1024 * 1024  # all of a PDF's Flate streams, inflated: 100 MB
_CHUNK = 1 << 20
EDGE = 0.06  # the top and bottom 6 % of a page: where running headers and footers sit
_DIGITS = re.compile(r"\d+")
_STAMP = re.compile(r"^(?:page )?\d+(?: ?(?:/|of) ?\d+)?$|file:///|https?://\S+ \d+/\d+$", re.I)
_STREAM = re.compile(rb"stream\r?\n")
BULLETS = "•◦▪▫‣●○■□►▸✓✔➢➤–-*·"
_BULLET = re.compile(rf"^[{re.escape(BULLETS)}]\s+")


@dataclass
class _Raw:
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    bold: bool
    page: int
    number: int  # line number on its page
    text_x0: float = 0.0  # where the words start: after a leading bullet glyph and its gap


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
        lines: list[Line] = []
        for index in range(pages):
            lines.extend(_page_lines(doc, index))
        mark_furniture(lines)
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


def _page_lines(doc: PdfDocument, index: int) -> list[Line]:
    page = doc[index]
    textpage = page.get_textpage()
    try:
        raws = _raw_lines(textpage, index + 1)
        height = float(page.get_height())
    finally:
        textpage.close()
        page.close()
    edges = {r.number for r in raws if r.bottom < EDGE * height or r.top > (1 - EDGE) * height}
    lines = _reflow(raws)
    for line in lines:
        number = int(line.where.rsplit(" ", 1)[-1])
        if number in edges:
            line.extras["edge"] = _DIGITS.sub("#", line.text)
    return lines


def mark_furniture(lines: list[Line]) -> None:
    """Running headers and footers: a line in a page's top or bottom margin whose text
    (digits aside) comes back on another page, or that is only a page number or a
    browser's print stamp (a file:// address, "1/2"). Marked `furniture`, not removed:
    the importer lists them as not placed."""
    pages: dict[str, set[str]] = {}
    for line in lines:
        if "edge" in line.extras:
            pages.setdefault(line.extras["edge"], set()).add(line.where.split(",")[0])
    for line in lines:
        key = line.extras.pop("edge", None)
        if key is not None and (len(pages[key]) > 1 or _STAMP.search(line.text)):
            line.extras["furniture"] = "running header or footer"


def _raw_lines(textpage: PdfTextPage, page: int) -> list[_Raw]:
    import pypdfium2.raw as raw

    count = textpage.count_chars()
    if count <= 0:
        return []
    text = textpage.get_text_range(0, count)
    raws: list[_Raw] = []
    offset = 0
    for number, part in enumerate(text.split("\r\n"), 1):
        start, end = offset, offset + len(part)
        offset = end + 2
        boxes = [
            (i, textpage.get_charbox(i))
            for i in (_first_char(part, start), _last_char(part, start))
            if i is not None
        ]
        if not boxes or not part.strip():
            continue
        (i0, first), (_, last) = boxes[0], boxes[-1]
        size = float(raw.FPDFText_GetFontSize(textpage.raw, i0))
        weight = int(raw.FPDFText_GetFontWeight(textpage.raw, i0))
        words = _after_bullet(part, start)
        word = textpage.get_charbox(words) if words is not None else first
        raws.append(  # top and bottom from the words: a bullet glyph sits above the baseline
            _Raw(part, first[0], last[2], word[3], word[1], size, weight >= 600, page, number,
                 word[0])
        )  # fmt: skip
    return raws


def _first_char(part: str, start: int) -> int | None:
    for i, ch in enumerate(part):
        if not ch.isspace():
            return start + i
    return None


def _after_bullet(part: str, start: int) -> int | None:
    """The index of the first word character after a leading bullet glyph (None: no bullet)."""
    stripped = part.lstrip()
    if not _BULLET.match(stripped):
        return None
    offset = len(part) - len(stripped) + _BULLET.match(stripped).end()  # type: ignore[union-attr]
    return start + offset if offset < len(part) else None


def _last_char(part: str, start: int) -> int | None:
    for i in range(len(part) - 1, -1, -1):
        if not part[i].isspace():
            return start + i
    return None


def _reflow(raws: list[_Raw]) -> list[Line]:
    """Join wrapped lines into paragraphs and bullets; mark headings by their font size."""
    if not raws:
        return []
    body = sorted(r.size for r in raws)[len(raws) // 2]
    steps = sorted(a.bottom - b.bottom for a, b in pairwise(raws) if a.bottom > b.bottom)
    step = steps[len(steps) // 2] if steps else 1.2 * body
    lines: list[Line] = []
    prev: _Raw | None = None
    pending = ""  # a line of icon glyphs only: counted on the next line
    for r in raws:
        text = normalise(r.text)
        if not text:
            pending += r.text
            continue
        bullet = _BULLET.match(text)
        gap = prev is not None and (prev.bottom - r.bottom) > 1.3 * step
        hyphen_joined = any(m in r.text.split(" ", 1)[0] for m in ("\ufffe", "\x02"))
        if (
            prev is not None
            and lines
            and not bullet
            and (hyphen_joined or _continues(prev, r, raws, gap))
        ):
            lines[-1].text = f"{lines[-1].text} {text}"  # both normalised
            note_glyphs(lines[-1], pending + r.text)
            pending = ""
            prev = r
            continue
        where = f"page {r.page}, line {r.number}"
        if bullet:
            lines.append(Line(text[bullet.end() :], "bullet", 0, where, r.bold, gap))
        elif r.size >= 1.15 * body and len(text.split()) <= 8:
            lines.append(Line(text, "heading", 2, where, r.bold, gap))
        else:
            lines.append(Line(text, "text", 0, where, r.bold, gap))
        note_glyphs(lines[-1], pending + r.text)
        pending = ""
        prev = r
    return lines


def _continues(a: _Raw, b: _Raw, raws: list[_Raw], gap: bool) -> bool:
    """Whether line `b` goes on the paragraph of line `a` (same column, `a` runs full)."""
    if gap or abs(a.size - b.size) > 0.5 or find_dates(normalise(a.text)) is not None:
        return False
    if find_dates(normalise(b.text)) is not None:  # an entry's header line starts anew
        return False
    bullet = _BULLET.match(a.text.strip())
    a_left = a.x0 + (_bullet_width(a) if bullet else 0.0)
    if bullet and a.text_x0 - a.x0 > 2.0 and abs(b.x0 - a.text_x0) <= 2.0:
        return True  # at the hanging indent of a bullet's words, past its glyph: wrapped
    if abs(b.x0 - a_left) > 4.0 and abs(b.x0 - a.x0) > 4.0:
        return False
    lower = b.text.strip()[:1].islower() and not a.text.rstrip().endswith((".", ":", ";"))
    if len(a.text.split()) < 6 and not lower:  # short lines: headings, names, places
        return False
    here = raws.index(a)
    near = raws[here : here + 6]
    column = [r.x1 for r in near if abs(r.x0 - a.x0) < 4.0 or r is b]
    right = max(column)
    return a.x1 >= right - max(0.12 * (right - a.x0), 12.0)


def _bullet_width(a: _Raw) -> float:
    """Rough width of a bullet glyph and its space: continuation lines start after it."""
    return max(4.0, 0.9 * a.size)
