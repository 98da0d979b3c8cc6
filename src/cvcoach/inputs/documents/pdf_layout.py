"""A PDF page's text in reading order, rebuilt from where its characters are drawn.

The order of a PDF's text layer is the order its producer drew it in, which is not always
the order it is read in (a browser's print of an HTML CV may draw every entry's header
after its bullets, or a page's headings last). So the page is read from its geometry:
each character's box (pypdfium2's text page), its baseline and font, and the small shapes
drawn beside lines (list markers a browser draws as paths, not as text):

- **fragments**: runs of characters on one baseline, split where the gap between two
  characters is wider than a character is tall (a tab stop, a table cell, a date column);
- **columns, rows** (`pdf_columns`, `pdf_margins`): a sidebar and a body, or margins of
  labels and dates read with the body's rows;
- **markers**: a small filled shape just left of a row marks it as a list item, and so
  does a small glyph that names no character (`glyph_markers`).
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING

from cvcoach.inputs.documents.pdf_type import type_heights, type_of

if TYPE_CHECKING:
    from pypdfium2 import PdfTextPage

GAP = 1.0  # a gap wider than this many character heights ends a fragment
SAME_ROW = 0.35  # baselines closer than this share of the text height are one row
_BOLD = re.compile(r"bold|black|heavy|semibold|demi", re.I)
_ITALIC = re.compile(r"italic|oblique", re.I)
Box = tuple[float, float, float, float]  # left, bottom, right, top


@dataclass
class Fragment:
    """Characters on one baseline with no wide gap between them."""

    text: str
    x0: float
    x1: float
    bottom: float
    top: float
    baseline: float
    size: float  # the font's height on the page (ascent to descent of its first letter)
    bold: bool
    breaks: list[int] = field(default_factory=list)  # where another style starts after ", "
    lead: float = 0.0  # the width of its first word (to a space or after a hyphen)
    tail_bold: bool = False  # its last letter or digit in bold type
    shift: float = 0.0  # how far down the reading order moved it (`pdf_column_sets`)
    label: bool = False  # a form's label in a left column (`pdf_margins.label_column`)
    indent: float = 0.0  # its left edge on its first line less `x0` (a hyphenated wrap's)

    @property
    def height(self) -> float:
        return max(self.top - self.bottom, 1.0)


@dataclass
class Row:
    """The fragments of one line of a flow, left to right."""

    fragments: list[Fragment] = field(default_factory=list)
    marker: float | None = None  # the left edge of a list marker drawn before the row

    @property
    def baseline(self) -> float:
        return self.fragments[0].baseline

    @property
    def x0(self) -> float:
        return self.fragments[0].x0

    @property
    def x1(self) -> float:
        return max(f.x1 for f in self.fragments)

    @property
    def bottom(self) -> float:
        return min(f.bottom for f in self.fragments)

    @property
    def top(self) -> float:
        return max(f.top for f in self.fragments)


def _char_boxes(textpage: PdfTextPage) -> tuple[str, list[Box]]:
    """The page's text and each character's box (left, bottom, right, top); zeros for a
    space or line break, which pdfium generates without a box. The text is read character
    by character, so that it stays aligned with the boxes: an icon glyph that maps to no
    code point (0) is left out of the page's text as a whole and would shift every
    character after it onto its neighbour's box ("uri Kravcenko T")."""
    import pypdfium2.raw as raw

    count = textpage.count_chars()
    if count <= 0:
        return "", []
    text = "".join(chr(raw.FPDFText_GetUnicode(textpage.raw, i)) for i in range(count))
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    boxes: list[Box] = []
    for index, ch in enumerate(text):
        if ch.isspace():
            boxes.append((0.0, 0.0, 0.0, 0.0))
            continue
        raw.FPDFText_GetCharBox(textpage.raw, index, left, right, bottom, top)
        boxes.append((left.value, bottom.value, right.value, top.value))
    return text, boxes


def _font(
    textpage: PdfTextPage, index: int, sizes: dict[tuple[str, float], float] | None = None
) -> tuple[float, float, bool]:
    """(baseline, font height on the page, bold) of one character. The height is the
    character's loose box, or the tallest loose box of its TrueType font and size on the
    page where `sizes` (`_type_heights`) has one."""
    import pypdfium2.raw as raw

    x, y = ctypes.c_double(), ctypes.c_double()
    raw.FPDFText_GetCharOrigin(textpage.raw, index, x, y)
    rect = raw.FS_RECTF()
    raw.FPDFText_GetLooseCharBox(textpage.raw, index, rect)
    size = abs(rect.top - rect.bottom)
    name = ctypes.create_string_buffer(96)
    flags = ctypes.c_int()
    raw.FPDFText_GetFontInfo(textpage.raw, index, name, 96, ctypes.byref(flags))
    weight = raw.FPDFText_GetFontWeight(textpage.raw, index)
    bold = weight >= 600 or bool(_BOLD.search(name.value.decode("latin-1")))
    if sizes:
        size = sizes.get(type_of(textpage, index, name.value), size)
    return y.value, size, bold


def fragments(textpage: PdfTextPage) -> list[Fragment]:
    """The page's fragments, in the order the text layer holds them."""
    text, boxes = _char_boxes(textpage)
    sizes = type_heights(textpage, text)
    found: list[Fragment] = []
    for run in _runs(text, boxes):
        for start, end in _split(text, run, boxes):
            chars = run[start:end]
            ls = [boxes[i] for i in chars]
            baseline, size, bold = _font(textpage, _lead(text, chars), sizes)
            found.append(Fragment(text[chars[0] : chars[-1] + 1], min(b[0] for b in ls),
                                  max(b[2] for b in ls), min(b[1] for b in ls),
                                  max(b[3] for b in ls), baseline,
                                  size or max(b[3] for b in ls) - min(b[1] for b in ls),
                                  bold, _style_breaks(textpage, text, chars[0], chars[-1]),
                                  _first_word(text, chars, ls)))  # fmt: skip
            found[-1].indent = _left(text, chars, boxes) - found[-1].x0
            last = next((i for i in reversed(chars) if text[i].isalnum()), chars[-1])
            found[-1].tail_bold = bold if last == _lead(text, chars) else _font(textpage, last)[2]
    return found


def _left(text: str, chars: list[int], boxes: list[Box]) -> float:
    """A fragment's left edge on the line it starts on, where its row orders it: a word
    hyphenated at that line's end goes on at the next line's left ("... Information Sys-"
    / "tems"), and by that edge the fragment would be read first in its row."""
    first = next((k for k, i in enumerate(chars) if text[i] in "\ufffe\x02"), len(chars) - 1)
    return min(boxes[i][0] for i in chars[: first + 1])


def _first_word(text: str, chars: list[int], ls: list[Box]) -> float:
    """The width of a fragment's first word: to a space, or through a hyphen or dash."""
    ends = [k for k, i in enumerate(chars[:-1]) if chars[k + 1] - i > 1 or text[i] in "-‐–—"]
    return ls[(ends or [len(chars) - 1])[0]][2] - ls[0][0]


def _runs(text: str, boxes: list[Box]) -> list[list[int]]:
    """The drawn characters of each of pdfium's lines, cut where the text jumps back or
    off its baseline."""
    runs: list[list[int]] = [[]]
    low, high = 0.0, 0.0  # the run's vertical extent so far
    for index, ch in enumerate(text):
        if ch in "\r\n":
            runs.append([])
            continue
        if ch.isspace():
            continue
        run, box = runs[-1], boxes[index]
        if run and text[run[-1]] in "\ufffe\x02":  # a word hyphenated at a line end
            pass
        elif run:
            last = boxes[run[-1]]
            slack = max(high - low, box[3] - box[1], 1.0)
            if box[2] < last[0] - 1.0 or box[3] < low - slack or box[1] > high + slack:
                runs.append(run := [])
        if not run:
            low, high = box[1], box[3]
        low, high = min(low, box[1]), max(high, box[3])
        run.append(index)
    return [run for run in runs if run]


def _lines_of(text: str, run: list[int]) -> list[int]:
    """Which of the lines a run spans each of its characters is on: a run goes on past a
    word hyphenated at a line end (`_runs`), onto the next line."""
    found, line = [], 0
    for index in run:
        found.append(line)
        line += text[index] in "\ufffe\x02"
    return found


_GLUED_RANGE = re.compile(
    r"(?:(?:0?[1-9]|1[0-2])[/.])?(?:19|20)\d\d(?:[-/.](?:0[1-9]|1[0-2]))?\s?[-–—]\s?"
    r"(?:(?:0?[1-9]|1[0-2])[/.])?(?:(?:19|20)\d\d|present\b|current\b|now\b|today\b)",
    re.I,
)


def _split(text: str, run: list[int], boxes: list[Box]) -> list[tuple[int, int]]:
    """Where a run breaks into fragments: at a gap wider than a letter is tall, or at a
    word space three times as wide as the line's usual one (a justified line's stretched
    spaces are all alike, so they stay spaces; each line of a run joined at a hyphen has
    its own; TeX stretches the space after a sentence's end more)."""
    lines = _lines_of(text, run)
    gaps = [boxes[b][0] - boxes[a][2] for a, b in pairwise(run)]
    spaced = [b - a > 1 for a, b in pairwise(run)]  # a space between
    height = max(boxes[i][3] - boxes[i][1] for i in run) or 1.0
    on = lines[1:]  # the line of each gap (that of the character after it)
    words = {
        line: sorted(g for g, s, o in zip(gaps, spaced, on, strict=True) if s and o == line)
        for line in set(on)
    }
    usual = {line: _usual_space(found, height) for line, found in words.items()}
    cuts = [0]
    for k, (gap, line) in enumerate(zip(gaps, on, strict=True), 1):
        stop = text[run[k - 1]] in ".!?"  # TeX stretches the space after a sentence more
        wide = gap > GAP * height and gap > (3.0 if stop else 2.0) * usual[line]
        justified = len(words[line]) >= 3 and gap > max(3.0 * usual[line], 0.6 * height)
        if wide or (justified and not stop) or glued_dates(text, run[k - 1], run[k]):
            cuts.append(k)
    cuts.append(len(run))
    return list(pairwise(cuts))


def glued_dates(text: str, before: int, at: int) -> bool:
    """A word in lower case run into a date range with no space ("Engineer2023-01 -
    2024-04"): a cell's text that overflowed into the next cell, its dates. A date range
    (a year, its month in figures, a dash, another year or "present") starts at `at` right
    after three letters closed in lower case; a year alone ("Windows2000") or a name in
    capitals ("ISO2022") is no glued cell."""
    word = text[max(0, before - 2) : before + 1]
    return (
        at == before + 1
        and len(word) == 3
        and word.isalpha()
        and word[-1].islower()
        and _GLUED_RANGE.match(text, at) is not None
    )


def _usual_space(words: list[float], height: float) -> float:
    """A line's usual word space: the median of the spaces no wider than a letter is tall
    ("Work" and "F5 Inc." a column apart are two fragments though they are the row's only
    two words); when every space is wider, a justified line's stretched spaces are alike
    and their median is the usual one."""
    normal = [g for g in words if g <= GAP * height]
    if normal:
        return normal[len(normal) // 2]
    return words[len(words) // 2] if len(words) >= 3 else 0.0


def _style(textpage: PdfTextPage, index: int) -> tuple[bool, bool]:
    """(bold, italic) of one character's font."""
    import pypdfium2.raw as raw

    name = ctypes.create_string_buffer(96)
    flags = ctypes.c_int()
    raw.FPDFText_GetFontInfo(textpage.raw, index, name, 96, ctypes.byref(flags))
    font = name.value.decode("latin-1")
    weight = raw.FPDFText_GetFontWeight(textpage.raw, index)
    return weight >= 600 or bool(_BOLD.search(font)), bool(_ITALIC.search(font))


def _style_breaks(textpage: PdfTextPage, text: str, first: int, last: int) -> list[int]:
    """Offsets in the fragment's text where a comma ends a run of one style and the next
    word is set in another ("**Acme Corp**, Engineer, Berlin"): two fields of a header
    told apart by their type."""
    breaks = []
    for found in re.finditer(r", (?=\w)", text[first : last + 1]):
        before, after = first + found.start() - 1, first + found.end()
        if not text[before].isspace() and _style(textpage, before) != _style(textpage, after):
            breaks.append(found.end())
    return breaks


def _lead(text: str, chars: list[int]) -> int:
    """The first character that is a letter or digit (not a bullet glyph): its font is the
    fragment's."""
    return next((i for i in chars if text[i].isalnum()), chars[0])
