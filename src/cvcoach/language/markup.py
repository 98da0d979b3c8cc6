"""Markup that states nothing: Markdown and HTML syntax, URLs, e-mails, citations, big-O terms.

`strip_markup` is the first step of every fact finder (`cvcoach.grounding.quantities`,
`cvcoach.grounding.entities`): a fact is read from the words of a text, never from its markup.
"O(1)" and citation markers ("[1]") are not claims; URLs, e-mails and markup are ignored.
`markup_lost` says what of a text's markup a rewrite of it breaks or leaves out (a link, a
closing "**"): the user's formatting is their work too. `inert` makes text safe to write
into a Markdown report: a viewer shows it, and no markup in it acts.
"""

from __future__ import annotations

import re

_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_URL = re.compile(r"\b(?:https?://|www\.)\S+", re.I)
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
_HTML_TAG = re.compile(r"</?[A-Za-z!][^<>]{0,300}>")
_HTML_ENTITY = re.compile(r"&(?:[A-Za-z]+|#\d+);")
_CITATION = re.compile(r"\[\d+(?:\s*[,–-]\s*\d+)*\]")
_BIG_O = re.compile(r"\b[OΘΩ]\([^()]*\)")
_LIST_MARKER = re.compile(r"^[ \t]*(?:[-*+•▪◦·>]+|\d{1,2}[.)]|#{1,6})[ \t]+", re.M)
EMPHASIS = re.compile(r"\*+|`+|~~|(?<!\w)_+|_+(?!\w)")


def strip_markup(text: str) -> str:
    """Text without markdown/HTML markup, URLs, e-mails, citation markers and big-O terms."""
    text = text.replace("’", "'").replace("‘", "'")
    text = _HTML_COMMENT.sub(" ", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _URL.sub(" ", text)
    text = _EMAIL.sub(" ", text)
    text = _HTML_TAG.sub(" ", text)
    text = _HTML_ENTITY.sub(" ", text)
    text = _CITATION.sub(" ", text)
    text = _BIG_O.sub(" ", text)
    text = _LIST_MARKER.sub("", text)
    return EMPHASIS.sub("", text)


_LINK_TARGET = re.compile(r"\]\(([^)\s]+)[^)]*\)")
_PAIRED = ("**", "__", "`", "~~")  # emphasis and code: each opened one is closed


def markup_lost(original: str, rewrite: str) -> list[str]:
    """Why `rewrite` breaks `original`'s markup: a link target or URL of the original it
    leaves out, or a pair of emphasis or code marks it leaves open."""
    why = []
    targets = _LINK_TARGET.findall(original) + [u.rstrip(".,;:)") for u in _URL.findall(original)]
    for target in dict.fromkeys(targets):
        if target not in rewrite:
            why.append(f"the rewrite drops the link to {target}")
    for mark in _PAIRED:
        had, has = _marks(original, mark), _marks(rewrite, mark)
        if had % 2 == 0 and has % 2:
            why.append(f"the rewrite leaves a '{mark}' open")
    return why


def _marks(text: str, mark: str) -> int:
    """How many times `mark` stands in `text` ("***" is a "**" and a "*")."""
    if mark == "`":
        return len(re.findall(r"`+", text))
    return text.count(mark)


_OPENS_HTML = re.compile(r"<(?=[A-Za-z/!?])")  # a tag, a comment, an autolink
_OPENS_ENTITY = re.compile(r"&(?=#?\w+;)")
_OPENS_IMAGE = re.compile(r"!\[")


def inert(text: str) -> str:
    """`text` (from a CV, a posting, a model) for a Markdown file: a viewer shows it as
    text. No HTML tag, comment, autolink or entity can open (their `<` and `&` are written
    as entities) and no image loads when the report is opened (`![` is written `!\\[`);
    "a < b", "R&D" and the CV's own emphasis and links read as they are written."""
    text = _OPENS_ENTITY.sub("&amp;", text)
    return _OPENS_IMAGE.sub(r"!\\[", _OPENS_HTML.sub("&lt;", text))
