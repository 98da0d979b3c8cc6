"""Markup that states nothing: Markdown and HTML syntax, URLs, e-mails, citations, big-O terms.

`strip_markup` is the first step of every fact finder (`cvcoach.grounding.quantities`,
`cvcoach.grounding.entities`): a fact is read from the words of a text, never from its markup.
"O(1)" and citation markers ("[1]") are not claims; URLs, e-mails and markup are ignored.
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
