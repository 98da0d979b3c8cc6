"""The reader-neutral form of a document: lines of normalised text with where they came from.

Normalising is the only change an import makes to the document's words: runs of white
space become one space, typographic ligatures ("ﬁ", "ﬂ", "ﬃ") become their letters, and a
line-end hyphenation that the PDF marks as such is rejoined ("perfor-/mance": "performance"),
unless the hyphen is the word's own ("cross-/platform", "Indo-/Pacific", or a compound the
document writes with its hyphen elsewhere: `_own_hyphen`).
Nothing else is touched, so typos and odd dates survive for `check` to find. Characters
that are not text are left out: control characters (C0 and C1, which a YAML file cannot
hold) and private-use code points (the icon fonts of CV templates put a phone or envelope
glyph there); the readers count them per line (`glyph_count`) so the report can say where
they were.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
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
# pdfium marks every hyphen that ends a line, the typesetter's and the word's own alike
_LINE_END_HYPHEN = re.compile(r"([^\W\d_]*)[\ufffe\x02]\s*([^\W\d_]*)")
MIN_PART = 2  # letters each side of a hyphen the word may own
# the compounds the document being read writes with a hyphen inside a line ("real-time")
_COMPOUNDS: ContextVar[frozenset[str]] = ContextVar("compounds", default=frozenset())
_COMPOUND = re.compile(r"(?<![\w-])([^\W\d_]{2,})-([^\W\d_]{2,})(?![\w-])")
_WORDS = re.compile(r"[^\W\d_]+")
# C0/C1 controls (tab and line ends are white space), DEL, lone surrogates, the private-use
# planes and the noncharacters U+FFFE/U+FFFF.
_NOT_TEXT = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ue000-\uf8ff\ufffe\uffff"
    "\U000f0000-\U0010ffff]"
)
_SPACE = re.compile(r"[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+")
MAX_LINES = 10_000  # a 100-page CV has about 5,000
MAX_TEXT = 300_000  # characters of text: 100 dense pages
MAX_WORD = 300  # characters between two spaces: a long link is a third of that


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
    cells: list[str] = field(default_factory=list)  # pieces set apart by wide gaps or table cells


def normalise(text: str) -> str:
    """Whitespace, ligatures and marked line-end hyphenation normalised; nothing else."""
    if "\ufffe" in text or "\x02" in text:
        text = _LINE_END_HYPHEN.sub(_rejoined, text)
    for mark in SOFT_HYPHENS:
        text = re.sub(re.escape(mark) + r"\s*", "", text)
    for lig, letters in LIGATURES.items():
        text = text.replace(lig, letters)
    text = _NOT_TEXT.sub(" ", text)
    return _SPACE.sub(" ", text).strip()


@contextmanager
def compounds_of(texts: Iterable[str]) -> Iterator[None]:
    """While a document's lines are normalised: the compounds it writes with a hyphen
    within a line ("a real-time service") and never closed up ("realtime"), so a line-end
    hyphen in the same compound is kept as the document's own spelling."""
    text = " ".join(texts)
    closed = {w.lower() for w in _WORDS.findall(_COMPOUND.sub(" ", text))}
    pairs = {f"{a}-{b}".lower() for a, b in _COMPOUND.findall(text)}
    token = _COMPOUNDS.set(frozenset(p for p in pairs if p.replace("-", "") not in closed))
    try:
        yield
    finally:
        _COMPOUNDS.reset(token)


def _rejoined(match: re.Match[str]) -> str:
    left, right = match.group(1), match.group(2)
    return left + ("-" if _own_hyphen(left, right) else "") + right


def _own_hyphen(left: str, right: str) -> bool:
    """True when a hyphen that ended a line belongs to the word: a name goes on in a
    capital ("Indo-Pacific"), or the two parts are words and what they would make is not
    ("cross-platform"); a typesetter's break makes a word ("perfor-mance", "inter-faces")
    or leaves parts that are none ("Kuber-netes")."""
    from cvcoach.language.terms import product_names
    from cvcoach.language.wordlist import is_english_word

    if len(left) < MIN_PART or len(right) < MIN_PART:
        return False
    if right[0].isupper() and not right.isupper():
        return True  # a typesetter never breaks before a capital inside a word
    if f"{left}-{right}".lower() in _COMPOUNDS.get():
        return True  # the document writes the compound so elsewhere ("real-time")
    joined = (left + right).lower()
    if is_english_word(joined) or joined in product_names():
        return False
    return is_english_word(left.lower()) and is_english_word(right.lower())


def glyph_count(raw: str) -> int:
    """How many characters `normalise` leaves out of `raw` as not text (icon glyphs,
    control characters), the marks of line-end hyphenation aside."""
    for mark in SOFT_HYPHENS:
        raw = raw.replace(mark, "")
    return len(_NOT_TEXT.findall(raw))


def note_glyphs(line: Line, raw: str) -> Line:
    """Record on `line` the characters left out of `raw` (added to any already counted)."""
    count = glyph_count(raw)
    if count:
        line.extras["glyphs"] = str(int(line.extras.get("glyphs", "0")) + count)
    return line


def file_size(size: int) -> str:
    """A file's size for a message: "2.6 MB", "146 KB", "238 bytes"."""
    if size >= 2**20:
        return f"{size / 2**20:.1f} MB"
    return f"{size / 1024:.0f} KB" if size >= 1024 else f"{size} bytes"


def too_long(file: str, count: int) -> InputError:
    return InputError(
        file,
        [input_problem(f"the document has more than {MAX_LINES} lines ({count}); is it a CV?")],
    )
