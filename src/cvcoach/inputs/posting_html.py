"""An HTML posting as Markdown-like text (`html_to_text`): headings, list items, blocks.

Scripts and styles are dropped; the text is data, never rendered or followed. A `#` at the
start of a line of HTML text is no Markdown heading: lines before the first tag that start
with one are a template preprocessor's directives and comments (WML's `#include "head.wmi"
TITLE=...`, `## translation metadata`) and are dropped; elsewhere the `#` is kept as text.
A page template's tags (`{% extends "base.html" %}`, `{{ site.baseurl }}`) are dropped too.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from cvcoach.inputs.posting_kinds import without_template_tags, words

_HASH = "\ue000"  # a text's "#" while headings are marked with "#" (a private-use character)


class _HtmlText(HTMLParser):
    """HTML as Markdown-like lines: headings as `#`, list items as `-`, blocks as lines."""

    _BLOCKS = words("p div br tr section article header footer ul ol table h1 h2 h3 h4 h5 h6 li")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skip = 0
        self.tagged = False  # a tag has been seen: the text is the page's, not a template's
        self.pre = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tagged = True
        if tag == "pre":
            self.pre += 1
            self.out.append("\n")
        elif tag in ("script", "style", "noscript", "template"):
            self.skip += 1
        elif tag in self._BLOCKS:
            self.out.append("\n")
            if tag[0] == "h" and tag[1:].isdigit():
                self.out.append("#" * int(tag[1:]) + " ")
            elif tag == "li":
                self.out.append("- ")
        elif tag in ("strong", "b"):
            self.out.append("**")

    def handle_endtag(self, tag: str) -> None:
        if tag == "pre":
            self.pre = max(0, self.pre - 1)
            self.out.append("\n")
        elif tag in ("script", "style", "noscript", "template"):
            self.skip = max(0, self.skip - 1)
        elif tag in ("strong", "b"):
            self.out.append("**")
        elif tag in self._BLOCKS:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        if self.pre:  # preformatted text keeps its lines, each a line of the posting
            self.out.append("\n".join(ln.strip() for ln in data.split("\n")))
            return
        if not self.tagged:  # before the first tag: drop a template's directive lines
            data = "\n".join(ln for ln in data.split("\n") if not ln.lstrip().startswith("#"))
        self.out.append(re.sub(r"\s+", " ", data).replace("#", _HASH))


def html_to_text(html: str) -> str:
    """The text of an HTML posting, its headings and list items kept as Markdown marks."""
    parser = _HtmlText()
    parser.feed(without_template_tags(html))
    parser.close()
    text = "".join(parser.out)
    lines = (line.strip() for line in text.split("\n"))
    kept = (re.sub(rf"^{_HASH}", r"\\#", line) for line in lines if line not in ("**",))
    return "\n".join(kept).replace(_HASH, "#")  # a text's `#` opens no heading
