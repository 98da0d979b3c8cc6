"""Input text is data, shown as text: the one place where text from a CV, a job
description, an import, a model or a file name becomes part of the page.

Two contexts exist in the UI, and each has one function:

- `text(value)` for HTML (`gr.HTML`, Plotly labels): every `&`, `<`, `>` and quote becomes
  an entity, so no tag, attribute or entity from the input survives as markup;
- `md(value)` for Markdown (`gr.Markdown` messages): the HTML escape and a backslash before
  every ASCII punctuation character, so the text can open no emphasis, link, image,
  autolink (`http://`, `www.`, `a@b.c`), heading, list or raw HTML, and line breaks become
  spaces; `name(value)` shows a file name or a word as inline code; `code(value)` shows
  many lines verbatim in a fence longer than any run of backticks inside.

Every string the UI builds with input in it goes through these (`tests/ui/test_safe.py`
reads the UI's code and fails on any other way of putting a value into a page).
"""

from __future__ import annotations

import html
import re

_PUNCT = re.compile(r"([!-/:-@\[-`{-~])")  # every ASCII punctuation character
_SPACE = re.compile(r"\s+")
_TICKS = re.compile(r"`+")


def text(value: object) -> str:
    """`value` as HTML text: no markup from it can survive."""
    return html.escape(str(value), quote=True)


def md(value: object) -> str:
    """`value` as literal text inside Markdown, on one line."""
    flat = _SPACE.sub(" ", str(value))
    return _PUNCT.sub(r"\\\1", flat).replace("\\<", "&lt;").replace("\\>", "&gt;")


def code(value: object) -> str:
    """`value` as a fenced block of text, shown verbatim (Markdown escapes a fence's body)."""
    body = str(value)
    longest = max((len(m) for m in _TICKS.findall(body)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}text\n{body}\n{fence}"


def name(value: object) -> str:
    """`value` (a file name, a word) as inline code in Markdown: shown verbatim, on one line."""
    body = _SPACE.sub(" ", str(value))
    longest = max((len(m) for m in _TICKS.findall(body)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if body.startswith("`") or body.endswith("`") or not body.strip() else ""
    return fence + pad + body + pad + fence


def quote(lines: list[str]) -> str:
    """Lines of input as a Markdown block quote, each line literal."""
    return "\n".join("> " + md(line) for line in lines)
