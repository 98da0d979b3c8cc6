"""A dated section's lines cut into entries: each opens with header lines (headings, short
lines, a line holding dates) and goes on with its body (bullets, sentences); `entries`
builds each block into a JSON Resume entry."""

from __future__ import annotations

import re
from dataclasses import replace

from cvcoach.inputs.documents.datefind import DateSpan, find_dates, line_dates, remark_date
from cvcoach.inputs.documents.header_pieces import DURATION, Block, stopped_phrases
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.text_rules import all_caps, sentence_like, strip_emphasis
from cvcoach.inputs.documents.vocab import DEGREE, has_strong_org_word, has_title_word, unaccented

_PRESENT = re.compile(r"present|now|current|ongoing|today", re.I)  # `language.dates`' words
_ABBREV_END = re.compile(r"(?:\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Dr|Prof)|\b[A-Z])\.$")


# The list fields of JSON Resume's entries (https://jsonresume.org/schema), which themes
# print as a label over the list: "Highlights" heads an entry's bullets, not the entry.
LIST_LABELS = frozenset({"highlights", "keywords", "courses", "roles"})


def headerish(line: Line) -> bool:
    """A line that can head an entry: a heading, or short text that is not a sentence nor
    a list's label."""
    if line.kind == "heading":
        return True
    if line.kind != "text":
        return False
    text = strip_emphasis(line.text)
    if text.strip(" :").lower() in LIST_LABELS:
        return False
    if all_caps(text) and not text.endswith((":", "!", "?")):
        return True  # a header set in capitals, however long: no one types prose so
    if len(text.split()) > 12:
        return False
    if (line.bold and _title_with_stop(text)) or _named_phrases(text):
        return True
    return not text.endswith((".", "!", "?", ":")) or bool(_ABBREV_END.search(unaccented(text)))


def _named_phrases(text: str) -> bool:
    """Names closed each by a full stop ("Globex University. Bachelor of Science."; a
    class that sets place and title so: `stopped_phrases`): most words of each phrase
    after its first capitalised, unlike sentences ("Led the team. Cut costs."), one naming
    a school, a degree or a job, and no label's colon."""
    phrases = stopped_phrases(text)
    if len(phrases) < 2 or not text[:1].isupper() or ":" in text:
        return False  # "Advised by Jane Doe. Topic: Compilers." is a remark
    if not any(has_strong_org_word(p) or DEGREE.match(p) or has_title_word(p) for p in phrases):
        return False
    for phrase in phrases:
        later = [w for w in phrase.split()[1:] if w[:1].isalpha()]
        if sum(w[:1].islower() for w in later) * 2 > len(later):
            return False
    return True


def _title_with_stop(text: str) -> bool:
    """A title in bold closed by a full stop ("**Lead Engineer on Hooli Payments, card
    platform.**"): a job word, and no sentence (`sentence_like`: most words in lower case)."""
    return text.endswith(".") and has_title_word(text) and not sentence_like(text)


def segment(lines: list[Line], section: str) -> list[Block]:
    """Split a section's lines into entries: each starts at a header after a body."""
    blocks: list[Block] = []
    in_body = True
    previous: Line | None = None
    for line in _grid_pairs(lines) if section == "education" else lines:
        above, previous = previous, line
        date = None if line.kind == "bullet" else line_dates(line)
        dated_bullet = (
            section == "education"
            and line.kind == "bullet"
            and find_dates(line.text) is not None
            and not _under_bullet(line, above)
        )
        date_item = _date_item(line, blocks)
        date = find_dates(line.text) if dated_bullet else _item_end(line) if date_item else date
        degree_bullet = _degree_bullet(line, above, blocks, section) and not dated_bullet
        continued = line.kind == "text" and _under_bullet(line, above)
        degree_row = section == "education" and line.kind == "text" and _long_degree_row(line)
        second = (
            section == "education"
            and line.kind != "bullet"
            and bool(blocks)
            and (
                _second_degree(line, blocks[-1])
                or _same_row(line, blocks[-1])
                or _second_school(line, blocks[-1])
                or _bold_again(line, blocks[-1])
            )
        )
        if line.kind == "bullet" and not dated_bullet and not degree_bullet and not date_item:
            if not blocks:
                blocks.append(Block())
            blocks[-1].body.append(line)
            in_body = True
        elif not continued and (
            headerish(line) or date is not None or second or degree_row or degree_bullet
        ):  # fmt: skip
            dated = bool(blocks) and blocks[-1].date is not None
            if (
                not blocks
                or in_body
                or (dated and date is not None)
                or _opens(line, blocks[-1])
                or second
            ):
                blocks.append(Block())
                _take_header(blocks, date, section)
            blocks[-1].header.append(line)
            if date is not None and blocks[-1].date is None:
                blocks[-1].date, blocks[-1].date_line = date, line
            in_body = dated_bullet or degree_bullet
        else:
            if not blocks:
                blocks.append(Block())
            blocks[-1].body.append(line)
            in_body = True
    return blocks


def _grid_pairs(lines: list[Line]) -> list[Line]:
    """Education items laid out in a grid three cells wide, each a name and its dates, read
    row by row: a row "Initech Academy | 2014 – 2019 | Globex Institute" over a line of
    dates alone ("2017 – 2018") that ends the list or comes before another such row holds
    two entries. The row is cut after its dates and its last name read with the dates
    under it, as one line; a line of dates alone before a name of its own ("2015 – 2019" /
    "BSc Physics") opens that entry, and nothing is cut."""
    out: list[Line] = []
    for k, line in enumerate(lines):
        above = out[-1] if out else None
        after = lines[k + 1] if k + 1 < len(lines) else None
        if above is None or not _grid_row(above) or not _dates_alone_line(line):
            out.append(line)
            continue
        if after is not None and not _grid_row(after) and line_dates(after) is None:
            out.append(line)
            continue
        name = above.cells[2]
        out[-1] = replace(above, text=" ".join(above.cells[:2]), cells=above.cells[:2])
        out.append(replace(line, text=f"{name} {line.text}", cells=[name, line.text]))
    return out


def _grid_row(line: Line) -> bool:
    """Three cells: a name, its dates alone, and another name with no date."""
    if len(line.cells) != 3 or line.kind == "bullet":
        return False
    span = find_dates(line.cells[1])
    named = all(
        find_dates(c) is None and not DEGREE.match(c) for c in (line.cells[0], line.cells[2])
    )
    return span is not None and not span.before and not span.after and named


def _dates_alone_line(line: Line) -> bool:
    span = line_dates(line) if line.kind == "text" and not line.cells else None
    return span is not None and not span.before and not span.after


def _date_item(line: Line, blocks: list[Block]) -> bool:
    """A list item that says only "Present", under an undated header with no body yet: the
    end of the header's range, whose start is not given, drawn after a dash that reads as
    a list marker ("- Present", as a theme prints a range with no start), not a bullet."""
    if line.kind != "bullet" or not blocks or blocks[-1].date is not None or blocks[-1].body:
        return False
    said = strip_emphasis(line.text).strip(" .")
    return bool(blocks[-1].header) and _PRESENT.fullmatch(said) is not None


def _item_end(line: Line) -> DateSpan:
    """The range a `_date_item` ends: no start, its word as the end."""
    return DateSpan("", strip_emphasis(line.text).strip(" ."), "")


def _degree_bullet(line: Line, above: Line | None, blocks: list[Block], section: str) -> bool:
    """An education list item naming a degree where no entry has a header but such items
    ("• BSc Physics, Utopia University" under "Education", undated): an entry each."""
    if section != "education" or line.kind != "bullet" or not _names_degree(line):
        return False
    if _under_bullet(line, above):
        return False
    return not blocks or all(h.kind == "bullet" for h in blocks[-1].header)


def _under_bullet(line: Line, above: Line | None) -> bool:
    """A line that belongs to the bullet above it though it names a year: a nested bullet
    (deeper than the bullet before it), or any bullet or a continuation in lower case whose
    only date is a remark in the brackets that close it ("Valedictorian (Class of 2019)",
    "journal extension in TMLR (2023)"). A bullet that names a degree stays an education
    entry of its own ("BSc Physics, MIT (2019)")."""
    below_bullet = above is not None and above.kind == "bullet"
    if line.kind == "bullet":
        if below_bullet and above is not None and line.level > above.level:
            return True
        return remark_date(line.text) and not DEGREE.match(strip_emphasis(line.text))
    words = strip_emphasis(line.text).split()
    return below_bullet and bool(words) and words[0].islower() and remark_date(line.text)


def _opens(line: Line, block: Block) -> bool:
    """A heading after an entry's header opens the next entry, as the first heading of
    that header did (a repeated "### School" under "Education"), when the header is dated
    or has a line of text under its heading ("### School" / "Degree" / "### School"): two
    headings in a row ("### Company" / "### Title") are one header."""
    first = block.header[0] if block.header else None
    if first is None:
        return False
    if line.kind == "text" and first.kind == "text" and line.bold and first.bold:
        # "**EFREI**" / "Engineer degree" / dates / "**Staffordshire University**": a
        # line in bold as the first was, in a dated header with a plain line under the first
        return block.date is not None and any(not h.bold for h in block.header[1:])
    return (
        line.kind == "heading"
        and first.kind == "heading"
        and first.level == line.level
        and (block.date is not None or any(h.kind != "heading" for h in block.header[1:]))
    )


def _names_degree(line: Line) -> bool:
    return any(DEGREE.match(part) for part in strip_emphasis(line.text).split(", "))


def _long_degree_row(line: Line) -> bool:
    """A line of an education section too long for a header, whose first part or a part
    after a comma opens on a degree ("Globex University, Dean's List, Bachelor of Science
    in Physics, minor in Music"), not ending a sentence: the entry's header, not prose."""
    text = strip_emphasis(line.text).strip(" ,;")
    return _names_degree(line) and not text.endswith((".", "!", "?", ":"))


def _second_degree(line: Line, block: Block) -> bool:
    """An education header line naming a degree under a header that names one already
    opens the next entry: one entry, one degree ("Initech College, MSc in Management" over
    "Globex University, Bachelor of Science in Physics", neither dated)."""
    return _names_degree(line) and any(_names_degree(h) for h in block.header)


def _names_school(line: Line) -> bool:
    return has_strong_org_word(strip_emphasis(line.text), ".,;:()*_")


def _second_school(line: Line, block: Block) -> bool:
    """An education line naming a kind of school and no degree opens the next entry under
    a header that opened with another line and has named its degree since: one entry, one
    school ("Initech Academy" / "MSc in Management" / "Globex University" / "BSc in
    Physics"; not "MSc in Management" / "Globex University", the degree over its school).
    A header that opens with its dates alone on their line ("2015 – 2019" / "BSc in
    Physics" / "Globex University") opens with the line after them: its school is its own."""
    header = block.header
    if header and header[0] is block.date_line and _dates_alone(block):
        header = header[1:]
    if not header or _names_degree(line) or not _names_school(line):
        return False
    first, *rest = header
    return not _names_degree(first) and any(_names_degree(h) for h in rest)


def _dates_alone(block: Block) -> bool:
    """The block's date line holds nothing but its dates."""
    date = block.date
    return date is not None and not date.before and not date.after


def _bold_again(line: Line, block: Block) -> bool:
    """An undated education header that opened with a line in bold and went on in regular
    type: the next line in bold opens the next entry ("**Initech Academy**" / "MSc in
    Management" / "**Globex Hospital**" / "Residency in Surgery"), as a dated one does."""
    first = block.header[0] if block.header else None
    if first is None or block.date is not None or line.kind != "text" or first.kind != "text":
        return False
    return line.bold and first.bold and any(not h.bold for h in block.header[1:])


def _same_row(line: Line, block: Block) -> bool:
    """An undated education row laid out as the one that opened the entry (as many cells,
    the same type) opens the next: "**Springfield University,** *MD in Public Health*"
    over "**Shelbyville Hospital,** *Residency in Surgery*", a school a row."""
    first = block.header[0] if block.header else None
    if first is None or block.date is not None or len(first.cells) < 2:
        return False
    return len(line.cells) == len(first.cells) and line.bold == first.bold and not line_dates(line)


def _take_header(blocks: list[Block], date: DateSpan | None, section: str) -> None:
    """A date alone on its line after another entry's header lines: the line just before it
    names the new entry ("Data Structures (A), NTU" / "Spring, 2020"), unless the entry above
    opened with its own dates, as a column of dates does for every entry."""
    if len(blocks) >= 2 and date is not None and date.before:
        if section != "education":  # a school's degree often follows its dated row
            _take_lines_above(blocks)
        return
    if (
        len(blocks) < 2
        or date is None
        or date.before
        or (date.after and not DURATION.match(date.after))
    ):
        return  # (a duration after the dates, "6 months", says nothing of the entry)
    prev = blocks[-2]
    if prev.body or prev.date_line is None or prev.header[-1] is prev.date_line:
        return
    if prev.header[0] is prev.date_line:
        return  # the entry above opened with its dates: so does this one (a date column)
    blocks[-1].header.append(prev.header.pop())


def _take_lines_above(blocks: list[Block]) -> None:
    """A dated row with words before its dates ("Senior Developer   2016 – 2018") after
    entries with no body whose headers each set as many lines above their dated row as
    now follow the last one's ("Initech, Springfield" / "Lead Developer   2018 – 2020" /
    "Globex, Springfield"): the lines after that row name the new entry, which is laid
    out as the ones above (an organisation's line over its title and dates, no bullets
    under them), however its first line reads (a number: "404")."""
    prev = blocks[-2]
    if prev.body or prev.date_line is None or blocks[-1].header:
        return
    at = _lines_above(prev)
    after = prev.header[at + 1 :]
    if at == 0 or len(after) < at or any(line_dates(line) for line in after):
        return
    if any(b.body or _lines_above(b) != at for b in blocks[:-2]):
        return  # the entries above are laid out otherwise: an odd line, not a layout
    moved = prev.header[len(prev.header) - at :]
    del prev.header[len(prev.header) - at :]
    blocks[-1].header.extend(moved)


def _lines_above(block: Block) -> int:
    """How many header lines come before the block's dated row (-1 with none)."""
    return next((k for k, line in enumerate(block.header) if line is block.date_line), -1)
