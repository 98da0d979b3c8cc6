"""The reader-neutral form of a document: lines of normalised text with where they came from.

Normalising is the only change an import makes to the document's words: runs of white
space become one space, typographic ligatures ("ﬁ", "ﬂ", "ﬃ") become their letters, and a
line-end hyphenation that the PDF marks as such is rejoined. Nothing else is touched, so
typos and odd dates survive for `check` to find.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from cvcoach.model.findings import InputError, input_problem

LineKind = Literal["heading", "bullet", "text"]

LIGATURES = {
    "\ufb00": "ff",
    "\ufb01": "fi",
    "\ufb02": "fl",
    "\ufb03": "ffi",
    "\ufb04": "ffl",
    "\ufb05": "ft",
    "\ufb06": "st",
}
# Marks PDF engines put where a word was hyphenated at a line end (pdfium: U+FFFE or U+0002).
SOFT_HYPHENS = ("\ufffe", "\x02", "\u00ad")
_SPACE = re.compile(r"[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+")
MAX_LINES = 50_000


@dataclass
class Line:
    """One line (or paragraph) of a document, normalised, with its place for messages."""

    text: str
    kind: LineKind = "text"
    level: int = 0  # heading level (1 = title) or bullet depth (0 = top)
    where: str = ""  # "line 12", "page 2, line 5", "header", "table 1"
    bold: bool = False  # the whole line, or its start, is set in bold
    gap_before: bool = False  # a blank line (or paragraph space) precedes it
    extras: dict[str, str] = field(default_factory=dict)  # e.g. a link target: {"url": ...}


def normalise(text: str) -> str:
    """Whitespace, ligatures and marked line-end hyphenation normalised; nothing else."""
    for mark in SOFT_HYPHENS:
        text = re.sub(re.escape(mark) + r"\s*", "", text)
    for lig, letters in LIGATURES.items():
        text = text.replace(lig, letters)
    return _SPACE.sub(" ", text).strip()


def too_long(file: str, count: int) -> InputError:
    return InputError(
        file,
        [input_problem(f"the document has more than {MAX_LINES} lines ({count}); is it a CV?")],
    )
