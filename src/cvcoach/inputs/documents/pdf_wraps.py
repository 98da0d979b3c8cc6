"""Where a PDF row goes on the line above it: the wrap decisions of `pdf._reflow`, from
the rows' boxes (`Raw`), their margins and the width of the next line's first word."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.lines import normalise
from cvcoach.inputs.documents.pdf_ragged import wraps_flush_right

BULLETS = "•◦▪▫‣●○■□►▸✓✔➢➤–-*·"
# and any shape of Unicode's Geometric Shapes block (U+25A0-U+25FF: "▷", "◆", "▹"), which
# LaTeX classes and word processors set as list markers as often as a disc
BULLET = re.compile(rf"^[{re.escape(BULLETS)}\u25a0-\u25ff]\s+")
_OPEN_RANGE = re.compile(r"\s[–—-]$")  # a date range's dash with no end after it


@dataclass
class Raw:
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    bold: bool
    page: int
    number: int  # line number on its page
    text_x0: float = 0.0  # where the words start: after a leading bullet glyph and its gap
    cells: list[str] = field(default_factory=list)  # the row's fragments, left to right
    last_x0: float = 0.0  # where the row's last fragment starts
    marker: bool = False  # a list marker is drawn before it
    edge: bool = False  # in the page's top or bottom margin
    near_edge: bool = False  # in the page's top or bottom sixth (`pdf.BAND`)
    lead: float = 0.0  # the width of its first word
    all_bold: bool = False  # every fragment in bold type, with no change of type inside
    first_x1: float = 0.0  # where the row's first fragment ends
    first_tail_bold: bool = False  # the first fragment's last letter in bold type
    label: bool = False  # a form's label in a left column, every fragment (`label_column`)
    named: bool = False  # a form's label names it: a field of its own, never a wrapped line
    wrapped: bool = False  # it went on the line above (set while reflowing)
    last_size: float = 0.0  # the type size of the row's last fragment
    styled: bool = False  # a fragment cut where its type changes after a comma


def _type_turns(a: Raw, b: Raw, bullet: bool) -> bool:
    """Bold over regular type (a title over its employer) or all bold under regular (the
    next header), the second line in capitals and no bullet's: either starts anew."""
    capital = b.text.strip()[:1].isupper() and not bullet
    return capital and ((a.all_bold and not b.bold) or (not a.bold and b.all_bold))


def continues(
    a: Raw, b: Raw, raws: list[Raw], gap: bool, widths: list[Raw], head: Raw | None = None
) -> bool:
    """Whether line `b` goes on the paragraph of line `a` (row `head` opened it; runs full)."""
    if _goes_on_whatever_width(a, b, gap, widths, head):
        return True
    if _dated(b) and not _goes_on_lower(a, b) and not _bullet_runs_on(a, b, widths):
        # an entry's header starts anew
        return False
    if gap:  # a paragraph's gap in body type; a heading's larger type spaces its lines so
        return _heading_wraps(a, b, raws, widths)
    bullet = BULLET.match(a.text.strip()) or a.marker
    if bullet and a.text_x0 - a.x0 > 2.0 and abs(b.x0 - a.text_x0) <= 2.0:
        # at the hanging indent of a bullet's words, past its glyph: wrapped (a word
        # processor's line may report another glyph height for the same type)
        return abs(a.size - b.size) <= 0.3 * a.size
    if bullet and _past_hanging_indent(a, b, widths):
        return True
    lower = b.text.strip()[:1].islower() and not a.text.rstrip().endswith((".", ":", ";"))
    if _other_type(a, b, lower):
        return False
    if find_dates(normalise(a.text)) is not None:
        if wraps_before_dates(a, b):
            return True
        if not _wraps_beside_dates(a, b):
            return False  # a dated header ends there, unless it wraps beside its dates
    if _type_turns(a, b, bool(bullet)):
        return False
    a_left = a.x0 + (_bullet_width(a) if bullet else 0.0)
    if len(a.cells) > 1 and len(b.cells) == 1 and abs(b.x0 - a.last_x0) <= 2.0:
        a_left = a.last_x0  # under the last cell of a row with a margin cell (dates, a label)
    beside = _wraps_beside_dates(a, b)
    if beside:
        a_left = b.x0
    if not bullet and wraps_flush_right(a, b, raws):
        return True
    if abs(b.x0 - a_left) > 4.0 and abs(b.x0 - a.x0) > 4.0:
        return False
    if bullet and lower and abs(b.x0 - a_left) <= 4.0 < abs(b.x0 - a.x0) and _left_open(a):
        return True  # at the bullet's hanging indent, its sentence left open
    if _last_cell_open(a, b):
        return True
    # headings, names, places; not a sentence's middle in plain type: a wrapped line, or
    # words that open in lower case or are left open ("... and the")
    first = a.text.split()[0] if a.text.split() else ""
    middle = not a.bold and ((first.isalpha() and first.islower()) or _left_open(a) or a.wrapped)
    if len(a.text.split()) < 6 and not middle and not lower and not bullet:
        return _heading_wraps(a, b, raws, widths)
    spacing = a.last_size if beside and a.last_size else a.size  # the words' type, not the dates'
    if a.all_bold and b.all_bold and a.bottom - b.bottom > 1.5 * spacing:
        return False  # bold lines set apart by more than single spacing: a title, a label
    if not bullet and _before_a_right_cell(a, b):
        return a.last_x0 - a.first_x1 < b.lead + 2.0 * a.size  # no room before that cell
    room = _room(a, b, widths)
    if room is not None:
        return not room or _goes_on_lower_case(a, b, lower)
    return not (beside and _fits_beside(a, b, raws)) and _runs_full(a, b, raws, beside)


def _runs_full(a: Raw, b: Raw, raws: list[Raw], beside: bool) -> bool:
    """`a` ends near the right end of the lines around it that start where it does (or
    where its words beside dates do): the width test when the column's edge is unknown."""
    here = raws.index(a)
    near = raws[max(0, here - 5) : here + 6]  # above it too: a page's foot has few below
    starts = (a.x0, a.last_x0) if beside else (a.x0,)  # and the text column beside dates
    column = [r.x1 for r in near if min(abs(r.x0 - x) for x in starts) < 4.0 or r is b]
    right = max(column)
    return a.x1 >= right - max(0.12 * (right - a.x0), 12.0)


def _before_a_right_cell(a: Raw, b: Raw) -> bool:
    """A row of two cells (words, then a place or a remark in a right column) over a line
    of one cell at the row's left edge that ends before that column: the words wrap only
    if `b`'s first word would not have fitted before the right cell ("Senior Engineer
    Springfield, Oregon" over "Initech Ltd" is a title over its employer)."""
    if len(a.cells) != 2 or not one_cell(b) or not a.first_x1 or abs(b.x0 - a.x0) > 2.0:
        return False
    return b.x1 < a.last_x0 and a.first_x1 < a.last_x0


def _fits_beside(a: Raw, b: Raw, raws: list[Raw]) -> bool:
    """The words beside a row's dates end with room for `b`'s first word before the flow's
    right edge (`_right_edge`: where a justified column's lines end, not an overfull
    line's end), and no row of the flow has a cell right of them (a further column): the
    words did not wrap there ("Jan 2020 – Present   Software Engineer" over "Initech,
    Springfield", an employer on a line of its own a key cell two lines tall lowered)."""
    edge = _right_edge([r.x1 for r in raws], a.last_x0)
    if any(r.last_x0 > a.x1 + a.size for r in raws if len(r.cells) > 1):
        return False
    return a.x1 + 0.25 * a.size + b.lead <= edge


def _goes_on_lower_case(a: Raw, b: Raw, lower: bool) -> bool:
    """A paragraph that wrapped once goes on at its left edge in the same type when the
    next line opens in lower case after a sentence left open, though the line above ended
    short of the column's edge (a browser wraps before a long word it cannot measure so)."""
    return lower and a.wrapped and abs(b.x0 - a.x0) <= 2.0 and _same_type(a, b)


def _other_type(a: Raw, b: Raw, lower: bool) -> bool:
    """`b` in another type than `a`. A word processor may report another glyph height for
    the same type: a line that goes on in lower case after one that ends no sentence is
    allowed what a bullet's line is; words wrapped beside a margin cell of dates are in the
    type of the row's last cell."""
    size = a.last_size if a.last_size and _wraps_beside_dates(a, b) else a.size
    return abs(size - b.size) > (0.3 * size if lower else max(0.5, 0.08 * size))


def _past_hanging_indent(a: Raw, b: Raw, widths: list[Raw]) -> bool:
    """`b` starts a little right of the words of bullet row `a` (within one letter's height),
    in its type, single-spaced: TeX's list item set with a left skip past a negative
    paragraph indent wraps there, not under its words. Wrapped when `b`'s first word would
    not have fitted on `a`'s row, or (when that cannot be told) opens in lower case."""
    words = a.text_x0 if a.text_x0 - a.x0 > 2.0 else a.x0 + _bullet_width(a)
    if not one_cell(b) or not 2.0 < b.x0 - words <= a.size:
        return False
    if abs(a.size - b.size) > 0.3 * a.size or not _single(a, b):
        return False
    room = _room(a, b, widths)
    return room is False or (room is None and b.text.strip()[:1].islower())


def _goes_on_lower(a: Raw, b: Raw) -> bool:
    """`b` opens in lower case under a bullet's or a wrapped paragraph's row `a` that ends
    no sentence, at its words' left edge, in its type, single-spaced: the sentence goes
    on, though `b` ends in a date ("... first customers since July" / "of 2024"); the
    width test still decides."""
    if not b.text.strip()[:1].islower() or a.text.rstrip().endswith((".", ":", ";")):
        return False
    bullet = BULLET.match(a.text.strip()) or a.marker
    if not (bullet or a.wrapped) or not _same_type(a, b) or not _single(a, b):
        return False
    return min(abs(b.x0 - a.x0), abs(b.x0 - a.text_x0)) <= 2.0


def _bullet_runs_on(a: Raw, b: Raw, widths: list[Raw]) -> bool:
    """`b` is one run of words at the hanging indent of bullet row `a` (past its glyph, or
    at a drawn marker's words), in its type, single-spaced, and `a` ends no sentence and
    had no room for `b`'s first word as far as the column shows (`_room`): the bullet's
    sentence goes on, though `b` opens in capitals and ends in a date ("... moved it onto"
    / "Initech Cloud in March 2021"). An entry's next header starts left of the bullet's
    words or sits in cells."""
    bullet = BULLET.match(a.text.strip())
    if not (bullet or a.marker) or not one_cell(b) or a.text.rstrip().endswith((".", ":", ";")):
        return False
    indent = a.text_x0 if a.text_x0 - a.x0 > 2.0 else a.x0 + _bullet_width(a)
    if bullet and not (b.x0 - a.x0 > 2.0 and abs(b.x0 - indent) <= 4.0):
        return False
    if a.marker and not bullet and abs(b.x0 - a.x0) > 2.0:
        return False
    return _same_type(a, b) and _single(a, b) and _room(a, b, widths) is not True


def _same_type(a: Raw, b: Raw) -> bool:
    return a.bold == b.bold and abs(a.size - b.size) <= 0.3


def _single(a: Raw, b: Raw) -> bool:
    """`b` single-spaced under `a`."""
    return a.bottom - b.bottom <= 1.4 * a.size


def _heading_wraps(a: Raw, b: Raw, raws: list[Raw], widths: list[Raw]) -> bool:
    """A line in bold heading type (larger than the body's) that wrapped in its column: the
    next line goes on in the same type, single-spaced for that type (a heading's lines are
    further apart than the body's), and its first word would not have fitted at the end of
    the line ("Automation Engineer @ Initech Advanced" / "Technologies", a narrow column)."""
    if not (a.all_bold and b.all_bold and one_cell(a) and one_cell(b)):
        return False
    if a.size < 1.15 * sorted(r.size for r in raws)[len(raws) // 2]:
        return False  # a line in bold body type: "Acme Corp" over "Highlights"
    if abs(a.size - b.size) > 0.3 or a.bottom - b.bottom > 1.6 * a.size:
        return False  # (a stylesheet's line height of 1.5 spaces a heading's lines so)
    return _room(a, b, widths) is False


def _wraps_beside_dates(a: Raw, b: Raw) -> bool:
    """A header row with its dates in a first cell of its own, in a margin column, whose
    words wrap under its last cell: "Apr 2014 – Oct 2016   BSc Physics, Springfield" /
    "University", under the last cell or at a hanging indent between the two, or past
    the list marker that opens the words ("Apr 2014 – Oct 2016   • BSc Physics, ..."; the
    width test of `continues` still decides)."""
    if len(a.cells) < 2 or find_dates(normalise(a.cells[0])) is None:
        return False
    if any(find_dates(normalise(c)) is not None for c in a.cells[1:]):
        return False
    marked = any(BULLET.match(c.strip() + " ") for c in a.cells[1:])
    reach = a.last_x0 + 2.0 + (_bullet_width(a) + 2.0 if marked else 0.0)
    return one_cell(b) and a.x0 + 4.0 < b.x0 <= reach


def wraps_before_dates(a: Raw, b: Raw) -> bool:
    """A header row with its dates in a last cell at the right margin whose words wrap
    under themselves: "BSc Physics at Universidad   2019 – 2023" / "Nacional de Springfield".
    The next line's first word would not have fitted between the words and the dates (with
    a gutter of two letters' height), that line ends before the dates do start, and it goes
    on in the type the words ended in, single-spaced (its baseline at most 1.4 letters'
    height below)."""
    if len(a.cells) < 2 or find_dates(normalise(a.cells[-1])) is None or not a.first_x1:
        return False
    if any(find_dates(normalise(c)) is not None for c in a.cells[:-1]):
        return False
    if not one_cell(b) or abs(b.x0 - a.x0) > 2.0 or b.x1 >= a.last_x0:
        return False
    if b.bold != a.first_tail_bold or a.bottom - b.bottom > 1.4 * a.size:
        return False  # a title in bold over its employer in regular type, or set apart
    return a.last_x0 - a.first_x1 < b.lead + 2.0 * a.size


def _goes_on_whatever_width(a: Raw, b: Raw, gap: bool, widths: list[Raw], head: Raw | None) -> bool:
    """`b` goes on `a` as the end of a date range, a form's field under its label, or a
    sentence after a row's dates going on under the row (`_wraps_after_dates`)."""
    if closes_range(a, b):
        return True
    if a.named and not b.named and not gap and _same_type(a, b) and _single(a, b):
        return True  # a form's field goes on under its label
    return head is not None and _wraps_after_dates(head, a, b, widths)


def _wraps_after_dates(head: Raw, a: Raw, b: Raw, widths: list[Raw]) -> bool:
    """A row of cells whose last cell is a sentence after its dates (`head`: "Software
    Engineer   2019-03 - 2021-06   Moved the billing service onto a"), the sentence going
    on under the row, at its left edge or an indent under its first cell, or under its
    dates, which do not wrap ("queue of events"): `a` is `head` or a line already wrapped
    onto it, `b` follows a sentence of four words or more left open, in its type,
    single-spaced, and its first word would not have fitted at `a`'s end, inside the
    page's right edge."""
    cells = [normalise(c) for c in head.cells]
    if len(cells) < 3 or len(cells[-1].split()) < 4 or find_dates(cells[-1]) is not None:
        return False
    if not any(find_dates(c) for c in cells[1:-1]) or a.text.rstrip().endswith((".", ":", ";")):
        return False
    if not (a is head or a.wrapped) or not one_cell(b):
        return False
    dated = all(find_dates(c) for c in cells[1:-1])
    under = head.x0 - 2.0 <= b.x0 < (head.last_x0 - 2.0 if dated else head.first_x1)
    if not under or not _same_type(a, b) or not _single(a, b):
        return False
    edge = _right_edge([r.x1 for r in widths if r is not a and r is not b], head.x0)
    return a.x1 + 0.25 * a.size + b.lead > edge


def closes_range(a: Raw, b: Raw) -> bool:
    """A date range wrapped in a narrow column of dates: a row that ends in a start date and
    its dash ("Senior developer   Jul 2025 –") over a row that is only the range's end
    ("Oct 2025", "Present"), starting where the start date does, single-spaced."""
    text = normalise(a.text)
    if not _OPEN_RANGE.search(text) or a.bottom - b.bottom > 1.6 * a.size:
        return False
    start = find_dates(text[:-1].rstrip())
    if start is None or not start.single or start.after:
        return False
    end = normalise(b.text)
    whole = find_dates(f"{text} {end}")
    if whole is None or whole.single or whole.end != end or whole.after:
        return False
    where = a.last_x0 if len(a.cells) > 1 else a.x0
    return one_cell(b) and abs(b.x0 - where) <= 2.0


def _dated(r: Raw) -> bool:
    """A row with a date at its end, or in a first cell of its own (a label column of dates:
    "Jan 2014 – Jul 2014   Java Developer, Initech, London")."""
    if find_dates(normalise(r.text)) is not None:
        return True
    return len(r.cells) > 1 and find_dates(normalise(r.cells[0])) is not None


def _room(a: Raw, b: Raw, widths: list[Raw]) -> bool | None:
    """Whether `b`'s first word would have fit at the end of `a`, inside the column's right
    edge (`_right_edge`). If it would, `a` did not wrap there (list items a browser draws
    with no marker are told from wrapped lines only so). None when that cannot be told: no
    such lines, a row of cells (a bullet glyph drawn apart is none), or a line that filled
    little of its column and whose next word would not have fitted. A line's text counts
    once (the same item under several entries ends at one x without being an edge)."""
    starts = (a.x0, b.x0)
    ends = {
        r.text: r.x1
        for r in widths
        if r is not a
        and r is not b
        and min(abs(y - x) for x in starts for y in (r.x0, r.text_x0)) < 4.0
    }
    edge = _right_edge(list(ends.values()), min(starts))
    if edge < a.x1 - 1.0 or not one_cell(a):
        return None
    fits = a.x1 + 0.25 * a.size + b.lead <= edge
    if a.x1 - a.x0 < 0.6 * (edge - a.x0):
        return True if fits else None  # a short line: unknown, unless the word fitted
    return fits


def _right_edge(rights: list[float], left: float = 0.0) -> float:
    """A column's right edge from the right ends of its flow's lines (on every page) that
    start where it does, at `left` (rows of one cell: a row of cells runs into its margin
    of dates or places): the widest end that three lines share within a point (a justified
    column, where TeX's overfull lines run past it) and that reaches four fifths of the
    widest line's width (short lines ending together by chance, dates of one length, make
    no edge), else the widest."""
    rights = sorted(rights, reverse=True)
    reach = left + 0.8 * (rights[0] - left) if rights else 0.0
    shared = [x for k, x in enumerate(rights[:-2]) if x - rights[k + 2] <= 1.0 and x >= reach]
    return shared[0] if shared else (rights[0] if rights else 0.0)


def one_cell(r: Raw) -> bool:
    """A row of one cell of words (a bullet glyph drawn apart is no cell)."""
    return sum(1 for c in r.cells if not BULLET.fullmatch(c.strip() + " ")) == 1


def _bullet_width(a: Raw) -> float:
    """Rough width of a bullet glyph and its space: continuation lines start after it."""
    return max(4.0, 0.9 * a.size)


# Words no sentence ends on: English articles, conjunctions and common prepositions.
OPEN_ENDINGS = frozenset(
    ["a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by", "for",
     "from", "with", "into", "via", "as", "than"]
)  # fmt: skip


def _last_cell_open(a: Raw, b: Raw) -> bool:
    """A row's last cell left open on a comma in a narrow margin column, carried on by a
    short line under that cell, single-spaced ("Acme Corp   Springfield," / "IL")."""
    if len(a.cells) < 2 or not a.cells[-1].rstrip().endswith(","):
        return False
    if not one_cell(b) or abs(b.x0 - a.last_x0) > 2.0 or len(b.text.split()) > 3:
        return False
    return a.bottom - b.bottom <= 1.4 * a.size


def _left_open(a: Raw) -> bool:
    """A row whose sentence is left open: it ends on a comma or on a word no sentence
    ends on."""
    words = a.text.split()
    return bool(words) and (a.text.rstrip().endswith(",") or words[-1].lower() in OPEN_ENDINGS)
