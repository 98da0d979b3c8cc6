"""Markdown, HTML and plain text into lines: markup syntax dropped, the words kept.

HTML (a whole page, or tags inside Markdown such as a personal site's `<h2>` headings) is
read with the standard library's parser: comments, scripts and styles are not content;
headings stay headings, list items become bullets, block elements end lines. Markdown
links keep their text (the target goes to the entry's `url`); emphasis and code spans are
kept, as they are part of how the user wrote a bullet. Every line keeps its source line.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from cvcoach.inputs.documents.lines import MAX_LINES, Line, normalise, note_glyphs

_SKIP = {"script", "style", "head", "title", "template", "noscript", "svg"}
_BLOCK = {
    "p", "div", "br", "ul", "ol", "tr", "table", "section", "header", "footer", "article",
    "dd", "dt", "dl", "blockquote", "hr", "main", "aside", "nav", "pre", "body", "html",
}  # fmt: skip
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_MD_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_MD_BULLET = re.compile(r"^(\s*)(?:[-*+•◦▪●‣–]|\d{1,2}[.)])\s+(.*)$")
_MD_RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,}|={3,})\s*$")
# Link text stops at any bracket, so a run of unmatched "[" is scanned once, not once each.
_MD_IMAGE = re.compile(r"!\[([^\[\]]*)\]\([^)]*\)")
_MD_LINK = re.compile(r"\[([^\[\]]*)\]\(([^)\s]*)(?:\s+\"[^\"]*\")?\)")
_AUTOLINK = re.compile(r"<((?:https?://|mailto:)[^>\s]+)>")
_QUOTE = re.compile(r"^\s*>\s?")


class _Flatten(HTMLParser):
    """HTML to Markdown-like text, remembering the source line of every output line."""

    def __init__(self, keep_newlines: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.keep_newlines = keep_newlines
        self.out: list[tuple[str, int]] = []
        self.skipping = 0
        self.heading: list[str] | None = None
        self.depth = 0

    def _emit(self, text: str) -> None:
        if self.heading is not None:
            self.heading.append(text)
        else:
            self.out.append((text, self.getpos()[0]))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP:
            self.skipping += 1
        elif tag in _HEADINGS and self.heading is None:
            self.heading = []
        elif tag == "li":
            self._emit("\n" + "  " * max(self.depth - 1, 0) + "- ")
        elif tag in ("ul", "ol"):
            self.depth += 1
            self._emit("\n")
        elif tag in ("td", "th"):
            self._emit("   ")
        elif tag in _BLOCK:
            self._emit("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self.skipping = max(0, self.skipping - 1)
        elif tag in _HEADINGS and self.heading is not None:
            text = " ".join("".join(self.heading).split())
            self.heading = None
            self._emit(f"\n\n{'#' * _HEADINGS[tag]} {text}\n\n")
        elif tag in ("ul", "ol"):
            self.depth = max(0, self.depth - 1)
            self._emit("\n")
        elif tag in _BLOCK or tag == "li":
            self._emit("\n")

    def handle_data(self, data: str) -> None:
        if self.skipping:
            return
        self._emit(data if self.keep_newlines else re.sub(r"\s+", " ", data))


def _flatten(source: str, keep_newlines: bool) -> list[tuple[str, int]]:
    """Output lines of the HTML pass, each with the source line it started on."""
    parser = _Flatten(keep_newlines)
    parser.feed(source)
    parser.close()
    lines: list[tuple[str, int]] = []
    current, start = "", 1
    for piece, line in parser.out:
        parts = piece.split("\n")
        current += parts[0]
        if current.strip() == "":
            start = line
        for offset, part in enumerate(parts[1:], 1):
            lines.append((current, start))
            current, start = part, line + (offset if keep_newlines else 0)
    lines.append((current, start))
    return lines


def _drop_front_matter(source: str) -> str:
    """A Jekyll/Hugo `---` block at the top is page settings, not CV text (lines kept)."""
    if not source.startswith("---"):
        return source
    end = source.find("\n---", 3)
    if end < 0:
        return source
    return "\n" * source[: end + 4].count("\n") + source[end + 4 :]


def read_markup(source: str, fmt: str) -> list[Line]:
    """Lines of a Markdown (`markdown`), HTML (`html`) or plain-text (`text`) document."""
    if fmt == "markdown":
        source = _drop_front_matter(source)
    if fmt in ("markdown", "html"):
        raw = _flatten(source, keep_newlines=fmt == "markdown")
    else:
        raw = [(text, n) for n, text in enumerate(source.splitlines(), 1)]
    return _lines(raw[: MAX_LINES + 1], markdown=fmt != "text")


def _links(text: str) -> tuple[str, str]:
    """The text without link syntax, and the first link target (or "")."""
    found = _MD_LINK.search(text)
    url = found.group(2) if found and found.group(2) not in ("", "#") else ""
    text = _MD_IMAGE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    auto = _AUTOLINK.search(text)
    if auto and not url:
        url = auto.group(1)
    return _AUTOLINK.sub(r"\1", text), url


def _lines(raw: list[tuple[str, int]], *, markdown: bool) -> list[Line]:
    lines: list[Line] = []
    gap = False
    pending = ""  # a line of icon glyphs only: counted on the next line
    for text, number in raw:
        where = f"line {number}"
        if not text.strip():
            gap = True
            continue
        if _MD_RULE.match(text):
            if markdown and lines and not gap and lines[-1].kind == "text" and "=" in text:
                lines[-1].kind, lines[-1].level = "heading", 1
            gap = True
            continue
        text = _QUOTE.sub("", text) if markdown else text
        text, url = _links(text) if markdown else (text, "")
        line = _classify(text, markdown)
        if line is None:
            pending += text
            continue
        raw_text, pending = pending + text, ""
        line.where, line.gap_before = where, gap
        if url:
            line.extras["url"] = url
        gap = False
        if _continues(lines, line):
            lines[-1].text = f"{lines[-1].text} {line.text}"
            note_glyphs(lines[-1], raw_text)
            continue
        lines.append(note_glyphs(line, raw_text))
    return lines


def _classify(text: str, markdown: bool) -> Line | None:
    heading = _MD_HEADING.match(text) if markdown else None
    if heading:
        value = normalise(heading.group(2))
        return Line(value, "heading", len(heading.group(1))) if value else None
    bullet = _MD_BULLET.match(text)
    if bullet and bullet.group(2).strip():
        indent = len(bullet.group(1).expandtabs(4))
        return Line(normalise(bullet.group(2)), "bullet", min(indent // 2, 4))
    value = normalise(text)
    if not value:
        return None
    return Line(value, "text", 0, bold=value.startswith("**"))


def _continues(lines: list[Line], line: Line) -> bool:
    """A wrapped line: starts in lower case right under a long line of running text."""
    if not lines or line.gap_before or line.kind != "text":
        return False
    prev = lines[-1]
    return (
        prev.kind in ("text", "bullet")
        and len(prev.text) >= 50
        and line.text[:1].islower()
        and not prev.text.endswith((".", ":", ";"))
    )
