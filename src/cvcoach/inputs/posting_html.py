"""An HTML posting as Markdown-like text (`html_to_text`): headings, list items, blocks.

Scripts and styles are dropped; the text is data, never rendered or followed. A `#` at the
start of a line of HTML text is no Markdown heading: lines before the first tag that start
with one are a template preprocessor's directives and comments (WML's `#include "head.wmi"
TITLE=...`, `## translation metadata`) and are dropped; elsewhere the `#` is kept as text.
A page template's tags (`{% extends "base.html" %}`, `{{ site.baseurl }}`) are dropped too.

A line break in the HTML source is a space, as a browser shows it, except where the author's
lines are plainly lines (`source_breaks`): one that opens a list item ("\n- item", "\n* item",
as text pasted into a comment box keeps them), and one that ends a short whole line naming no
sentence before a line that starts with a capital ("SENIOR FULL STACK LEAD\nNashville, TN",
"Acme | Data Engineer | Remote\nWe're hiring: ..."). Hard-wrapped prose breaks mid-sentence, at
the wrap width, before a lower-case word, and keeps running.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from cvcoach.inputs.posting_kinds import without_template_tags, words
from cvcoach.inputs.posting_structured import with_structured_data

_HASH = "\ue000"  # a text's "#" while headings are marked with "#" (a private-use character)
_ITEM = re.compile(r"^\s*[-*\u2022]\s+(?=\S)")
_SHORT_LINE = 55  # characters: a whole source line this short, ending in no lower-case word
_PIPES = re.compile(r"\S\s+\|\s+\S.*\S\s+\|\s+\S")  # "A | B | C": a header line however long
# a source line of one punctuation mark repeated ("%%%", "***", "~~~"): a separator, no text
SEPARATOR = re.compile(r"^\s*([^\w\s])(?:\s*\1){2,}\s*$")


# elements that hold no posting text: code, and a page's chrome around the posting (its
# navigation menus and its footer of legal links and copyright lines)
_SKIPPED = ("script", "style", "noscript", "template", "nav", "footer")


def _is_header_line(line: str) -> bool:
    text = line.strip()
    if not text or text[-1] in ".,;:" or _PIPES.search(text):
        return bool(_PIPES.search(text))
    last = re.sub(r"\s*\([^()]*\)$", "", text).split() or [""]  # "LEAD (Rails primary)"
    return len(text) <= _SHORT_LINE and not last[-1][:1].islower()


def source_breaks(data: str, at_line_start: bool) -> str:
    """The text of one HTML text node with its source line breaks as spaces, except those
    that end an author's line (see the module doc): those are kept as "\n", and a list
    marker after one is written "- "."""
    lines = data.split("\n")
    out = [lines[0]]
    whole = at_line_start  # the current source line starts where a line of the text starts
    for line in lines[1:]:
        before = out[-1]
        if SEPARATOR.match(line):
            out.append("\n")  # the lines on either side are apart
            whole = True
            continue
        if _ITEM.match(line):
            out.append("\n" + _ITEM.sub("- ", line))
            whole = True
        elif (
            whole
            and line.strip()[:1].isupper() | line.strip()[:1].isdigit()
            and _is_header_line(before.split("\n")[-1])
        ):
            out.append("\n" + line)
        else:
            out.append(" " + line)
            whole = True
            continue
        whole = True
    return "".join(out)


def _is_heading_tag(tag: str) -> bool:
    return tag[0] == "h" and tag[1:].isdigit()


class _HtmlText(HTMLParser):
    """HTML as Markdown-like lines: headings as `#`, list items as `-`, blocks as lines."""

    _BLOCKS = words("p div br tr section article header footer ul ol table h1 h2 h3 h4 h5 h6 li")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip = 0
        self.tagged = False  # a tag has been seen: the text is the page's, not a template's
        self.pre = 0
        self.line_start = True  # the next text starts a line (a block or the page begins)
        self.heading_open = False  # a heading's mark is written and its text not yet
        self.item_open = False  # a list item's mark is written and its text not yet

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tagged = True
        if self.skip and tag not in _SKIPPED:
            return  # a skipped menu's items ("<nav><ul><li>") open no list item of the text
        self.line_start = self.line_start or tag in self._BLOCKS or tag == "pre"
        if tag == "pre":
            self.pre += 1
            self.out.append("\n")
        elif tag in _SKIPPED:
            self.skip += 1
        elif tag in self._BLOCKS and self.heading_open:
            pass  # a block inside a heading ("<h3><div>Title</div></h3>") holds its text
        elif tag in self._BLOCKS and self.item_open and tag not in ("li", "ul", "ol"):
            pass  # a block that opens a list item ("<li><p>Git</p></li>") is the item's text
        elif tag in self._BLOCKS:
            self.out.append("\n\n" if tag == "p" else "\n")  # a paragraph is a block of its own
            if tag[0] == "h" and tag[1:].isdigit():
                self.out.append("#" * int(tag[1:]) + " ")
                self.heading_open = True
            elif tag == "li":
                self.out.append("- ")
                self.item_open = True
        elif tag in ("strong", "b"):
            self.out.append("**")

    def handle_endtag(self, tag: str) -> None:
        if self.skip and tag not in _SKIPPED:
            return
        self.line_start = self.line_start or tag in self._BLOCKS or tag == "pre"
        if tag == "pre":
            self.pre = max(0, self.pre - 1)
            self.out.append("\n")
        elif tag in _SKIPPED:
            self.skip = max(0, self.skip - 1)
        elif tag in ("strong", "b"):
            self.out.append("**")
        elif tag in self._BLOCKS and self.heading_open and not _is_heading_tag(tag):
            pass  # the end of a block inside a heading whose text is still to come
        elif tag in self._BLOCKS:
            self.heading_open = False
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        if self.pre:  # preformatted text keeps its lines, each a line of the posting
            self.out.append("\n".join(ln.strip() for ln in data.split("\n")))
            return
        if not self.tagged:  # before the first tag: drop a template's directive lines
            data = "\n".join(ln for ln in data.split("\n") if not ln.lstrip().startswith("#"))
        at_start = self.line_start
        if data.strip():
            self.line_start = False
            self.item_open = False
            if self.heading_open:  # the heading's text: on its mark's line
                self.heading_open = False
                data, at_start = data.strip(), False
        kept = source_breaks(data.lstrip(" \t") if at_start else data, at_start)
        self.out.append(re.sub(r"[^\S\n]+", " ", kept).replace("#", _HASH))


_HEADING_TEXT = re.compile(rf"^{_HASH}{{1,6}} [^.!?]{{1,60}}$")  # "# Bonus Points If", pasted


def _heading_or_text(line: str) -> str:
    """A line of the page's text: "# Bonus Points If", a short line of words after "# ", is
    a heading pasted as Markdown into a comment box; any other "#" opening a line is text."""
    if _HEADING_TEXT.match(line):
        return line.replace(_HASH, "#")
    return re.sub(rf"^{_HASH}", r"\\#", line)


# A table column that holds a level of ask: a person specification's "Essential" and
# "Desirable" columns, "Required" / "Preferred", "Must have" / "Nice to have".
_LEVEL_COLUMN = re.compile(
    r"^(?:essential|desirable|required|preferred|mandatory|optional|advantageous|minimum|"
    r"must[- ]haves?|nice[- ]to[- ]haves?|(?:essential|desirable) criteria)$",
    re.I,
)
_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr\s*>", re.S | re.I)
_CELL = re.compile(r"<t([hd])\b[^>]*>(.*?)</t[hd]\s*>", re.S | re.I)


def _level_table(table: re.Match[str]) -> str:
    """A table whose header names levels of ask ("Requirement | Essential | Desirable") as
    one list per row and level, under the level's name; any other table as it is."""
    rows = [[cell for _, cell in _CELL.findall(row)] for row in _ROW.findall(table.group())]
    if not rows:
        return table.group()
    head = [re.sub(r"<[^>]+>|\s+", " ", cell).strip() for cell in rows[0]]
    levels = [i for i, name in enumerate(head) if _LEVEL_COLUMN.match(name)]
    if not levels:
        return _field_table(table.group(), rows)
    out = []
    for row in rows[1:]:
        for i in levels:
            cell = row[i].strip() if i < len(row) else ""
            if re.sub(r"<[^>]+>|[\s\-–—]+", "", cell):
                out.append(f"<h4>{head[i]}</h4><ul><li>{cell}</li></ul>")
    return "\n".join(out)


# a component's module code around its markup (React's JSX): "import X from './X';",
# "export default function Job() { return (", and the ")" / "}" that close them
_MODULE_CODE = re.compile(
    r"^\s*(?:import\s+(?:[\w{}*,\s]+\s+from\s+)?['\"][^'\"]+['\"];?"
    r"|export\s+(?:default\s+)?(?:async\s+)?function\s*\w*\s*\([^)]*\)\s*\{(?:\s*return\s*\()?"
    r"|\)?;?\s*\}?\s*\)?;?)\s*$",
    re.M,
)


def without_module_code(html: str) -> str:
    """A component's markup without the module code before its first tag and after its last
    (`_MODULE_CODE`); a page that is all markup, or code that is not of that shape, as it is."""
    first, last = html.find("<"), html.rfind(">")
    if first < 0:
        return html
    head, body, tail = html[:first], html[first : last + 1], html[last + 1 :]
    if head.strip() and not _MODULE_CODE.sub("", head).strip():
        head = "\n" * head.count("\n")
    if tail.strip() and not _MODULE_CODE.sub("", tail).strip():
        tail = "\n" * tail.count("\n")
    return head + body + tail


# a single-file component (Vue, Svelte): its markup is the `<template>` that opens the file,
# and a heading component carries its level ("<TextHeading :level="3">Title</TextHeading>")
_COMPONENT_FILE = re.compile(r"^\s*(?:<!--.*?-->\s*)*<template\b", re.S | re.I)
_TEMPLATE_TAG = re.compile(r"</?template\b[^>]*>", re.I)
_LEVEL_COMPONENT = re.compile(
    r"<([A-Z][\w.-]*)\b([^>]*?)\s(?::|v-bind:)?level=[\"'{]?([1-6])[\"'}]?([^>]*)>(.*?)</\1\s*>",
    re.S,
)


def without_component_wrapper(html: str) -> str:
    """A single-file component's markup with its `<template>` wrappers unwrapped (an HTML page's
    `<template>` holds inert markup and stays skipped) and its heading components as headings."""
    if not _COMPONENT_FILE.match(html):
        return html
    html = _TEMPLATE_TAG.sub("", html)
    return _LEVEL_COMPONENT.sub(lambda m: f"<h{m[3]}>{m[5]}</h{m[3]}>", html)


def html_to_text(html: str) -> str:
    """The text of an HTML posting, its headings and list items kept as Markdown marks; the
    page's own JobPosting data leads it (`posting_structured.with_structured_data`)."""
    return with_structured_data(html, page_text(html), page_text)


def page_text(html: str) -> str:
    """The text an HTML page shows, its headings and list items kept as Markdown marks."""
    html = without_component_wrapper(without_module_code(html))
    parser = _HtmlText()
    html = re.sub(r"<table\b.*?</table\s*>", _level_table, html, flags=re.S | re.I)
    parser.feed(without_template_tags(html))
    parser.close()
    text = "".join(parser.out)
    lines = (line.strip() for line in text.split("\n"))
    kept = [_heading_or_text(line) for line in lines if line not in ("**",)]
    return "\n".join(_joined_fields(kept)).replace(_HASH, "#")  # a text's `#` opens no heading


# a field's label alone in its cell ("<div><b>Designation:</b></div><div>Engineer</div>")
_FIELD_LABEL = re.compile(r"\**\s*([A-Z][A-Za-z /]{1,28}?)\s*:\s*\**")
_FIELD_LABELS = words(
    "designation title position role company employer organisation organization location "
    "experience qualification qualifications salary department"
) | {"job title", "job location", "job type", "employment type"}


def _joined_fields(lines: list[str]) -> list[str]:
    """Lines with a field's label that stands alone ("**Designation:**") joined to the value
    on the next line ("Associate Engineer"), as the page shows them side by side."""
    out: list[str] = []
    for line in lines:
        label = _FIELD_LABEL.fullmatch(out[-1]) if out else None
        value = line and not line.startswith(("#", "- ", "**")) and len(line) <= 80
        value = value and ":" not in line  # "Educational/Degree: ...": a field of its own
        if label and value and label.group(1).casefold() in _FIELD_LABELS:
            out[-1] = f"{label.group(1)}: {line}"
        elif line or not (out and _FIELD_LABEL.fullmatch(out[-1])):
            out.append(line)  # a blank line between a label and its value is dropped
    return out


def _field_table(html: str, rows: list[list[str]]) -> str:
    """A table of labelled fields (each row a `<th>` label and a `<td>` value: "Location |
    Springfield") as `Label: value` lines; any other table as it is."""
    cells = [_CELL.findall(row) for row in _ROW.findall(html)]
    if not cells or any(len(row) != 2 or row[0][0] != "h" or row[1][0] != "d" for row in cells):
        return html
    plain = [[re.sub(r"<[^>]+>|\s+", " ", c).strip() for _, c in row] for row in cells]
    if any(not label or len(label.split()) > 4 for label, _ in plain) or len(rows) != len(plain):
        return html
    return "".join(f"<p>{label.rstrip(':')}: {value}</p>" for label, value in plain if value)
