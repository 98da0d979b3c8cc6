"""A document's text read independently of the importer, for the corpus grader.

The grader asks whether the document prints a key field (`import_printed`). Asked of the
importer's own lines, a word the importer's reading loses (a glyph dropped, letters of a
word not joined) would make the field "not printed" and hide the importer's fault; so the
printed text comes from a plain reading of the file that shares no code with the importer:

- PDF: the raw text layer of every page, `PdfTextPage.get_text_range()` of pypdfium2, in
  the order the file holds it; a word hyphenated across a line end (pdfium marks the
  hyphen it joins with U+FFFE) is kept both as its two halves and joined ("Sys-" / "tems"
  gives "Sys", "tems" and "Systems");
- DOCX: the text of every paragraph of the body, the headers and footers, the footnotes
  and endnotes, read from their XML with zipfile and ElementTree (table cells and text
  boxes are paragraphs of those parts);
- HTML: every text node outside scripts and styles, through `html.parser`;
- Markdown and plain text: the file's text.

A doubt counts for the document (a word shown anywhere is printed), never for the importer.
"""

from __future__ import annotations

import re
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_DOCX_PARTS = re.compile(r"word/(?:document|header\d*|footer\d*|footnotes|endnotes)\.xml")
_HYPHENATED = re.compile(r"([^\W\d_]+)[-\u00ad\u2010\x02]\s*\n\s*([^\W\d_]+)")
_LINE_END_HYPHEN = "[\ufffe\x02]"
_SKIPPED_TAGS = {"script", "style", "template", "noscript"}
_BLOCK_TAGS = {"p", "div", "li", "tr", "td", "th", "br", "section", "article", "header",
               "footer", "dt", "dd", "table", "ul", "ol", "h1", "h2", "h3", "h4",
               "h5", "h6"}  # fmt: skip


def pdf_text(path: Path) -> str:
    """Every page's raw text layer, pages apart by a blank line."""
    import pypdfium2 as pdfium

    pages = []
    document = pdfium.PdfDocument(str(path))
    try:
        for index in range(len(document)):
            page = document[index]
            textpage = page.get_textpage()
            pages.append(textpage.get_text_range())
            textpage.close()
            page.close()
    finally:
        document.close()
    text = "\n\n".join(pages).replace("\r\n", "\n").replace("\r", "\n")
    text = re.sub(_LINE_END_HYPHEN, "-\n", text)  # pdfium's mark of a hyphen it joined
    return text + "\n" + "\n".join(a + b for a, b in _HYPHENATED.findall(text))


def _paragraph(node: ElementTree.Element) -> str:
    """A DOCX paragraph's text: its runs' text, tabs and breaks as spaces."""
    parts = []
    for item in node.iter():
        if item.tag == f"{_W}t" and item.text:
            parts.append(item.text)
        elif item.tag in (f"{_W}tab", f"{_W}br", f"{_W}cr"):
            parts.append(" ")
        elif item.tag == f"{_W}noBreakHyphen":
            parts.append("-")
    return "".join(parts)


def docx_text(path: Path) -> str:
    """The text of every paragraph of the document's text parts, a line each (a paragraph
    in a table cell or a text box is read as well; one nested in another is read on its own
    too, so a word is never lost)."""
    lines = []
    with zipfile.ZipFile(path) as archive:
        for name in sorted(n for n in archive.namelist() if _DOCX_PARTS.fullmatch(n)):
            root = ElementTree.fromstring(archive.read(name))
            lines += [_paragraph(p) for p in root.iter(f"{_W}p")]
    return "\n".join(lines)


class _TextNodes(HTMLParser):
    """The text nodes of an HTML page, a block element ending a line."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIPPED_TAGS:
            self._skipping += 1
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIPPED_TAGS:
            self._skipping = max(0, self._skipping - 1)
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(data)


def html_text(text: str) -> str:
    parser = _TextNodes()
    parser.feed(text)
    parser.close()
    return "".join(parser.parts)


def document_text(path: Path) -> str | None:
    """The document's text by its kind (by content, as the importer detects it); None for
    a kind this module has no reader of."""
    from cvcoach.inputs.documents.detect import detect_format

    data = path.read_bytes()
    kind = detect_format(data, str(path))
    if kind == "pdf":
        return pdf_text(path)
    if kind == "docx":
        return docx_text(path)
    text = data.decode("utf-8", errors="replace")
    return html_text(text) if kind == "html" else text
