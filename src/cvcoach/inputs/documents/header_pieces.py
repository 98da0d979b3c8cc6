"""The pieces of an entry's header: its lines cut at separators, "at" and the commas of
"Title, Organisation", each piece kept with the line it came from; and the tests that tell
a name, a place or a title line apart (used by `entries`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvcoach.inputs.documents.datefind import DateSpan, find_dates
from cvcoach.inputs.documents.header_commas import BRACKETS_AFTER, title_comma_org
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import all_caps, strip_emphasis
from cvcoach.inputs.documents.vocab import (
    DEGREE,
    EMPLOYMENT_TYPES,
    has_org_word,
    has_strong_org_word,
    has_title_word,
)
from cvcoach.language.places import place_names

SEPARATORS = re.compile(r"\s+(?:[•·|–—]|-{1,2})\s+|;\s+|\s{2,}")
_NAME_LIKE_MAX = 6
_NAME_JOINERS = ("|", "-", "–", "—")
# a kind of employment after a title's pipe or dash, alone or before the organisation's comma
_EMPLOYMENT_LEAD = re.compile(rf"^(?P<kind>{EMPLOYMENT_TYPES.pattern})(?=,\s|$)", re.I)
DURATION = re.compile(r"^(?:\d+\s*(?:years?|yrs?|months?|mos?)\.?\s*)+$", re.I)
COLON = re.compile(r":(?:\s|$)")  # a label's colon ("Role: ..."), not one inside a name ("11:FS")
# a capital of any alphabet ("École", "Øresund"), a digit, a handle, or a name written in
# camel case ("eBay", "iRobot"): not a word in ASCII small letters
_AT = re.compile(r"\s+at\s+(?=[^\W_a-z]|@|[a-z]{1,3}[A-Z])")
_CAMEL = re.compile(r"[a-z]{1,3}[A-Z]")
_HOUSE = re.compile(r"\d{1,6}[A-Za-z]?\s+[A-Z0-9][\w.'-]*\s+\S")  # "801 5th Ave", "1 Toronto St"
_POSTAL = re.compile(
    r"[\s,](?:\d{5}(?:-\d{4})?|(?!(?:19|20)\d\d$)\d{4}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$"
)
_DASH = re.compile(r"\s+[–—]\s+")
_STOP = re.compile(r"\.\s+(?=[^\W\d_a-z])")  # a full stop before a capital
_WORD_END = re.compile(r"[^\W_]{2}\)?$")
_PHRASE_WORDS = 8  # a name's or a title's length: sentences of a description are longer
_AT_CAPS = re.compile(r"\s+(?:at|AT)\s+(?=[^\W_a-z]|@)")  # a header set in capitals
_ICONS = re.compile(r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]+\s*")


@dataclass
class Block:
    header: list[Line] = field(default_factory=list)
    body: list[Line] = field(default_factory=list)
    date: DateSpan | None = None
    date_line: Line | None = None


@dataclass
class Piece:
    text: str
    line: Line
    on_date_line: bool
    at: str = ""  # "title" or "org": the two sides of "Title at Organisation"


def cut_header(block: Block) -> list[Piece]:
    pieces: list[Piece] = []
    placed = _place_on_date_line(block)
    for line in block.header:
        if line is block.date_line and block.date is not None:
            parts = [*block.date.before.split("   "), *block.date.after.split("   ")]
        else:
            parts = line.cells or [line.text]
        sided = [_stopped_sides(cell, line, line is block.date_line) for cell in parts]
        pieces += [piece for found in sided for piece in found or []]
        parts = [cell for cell, found in zip(parts, sided, strict=True) if not found]
        for part in (phrase for cell in parts for phrase in stopped_phrases(cell)):
            named, place = split_place(strip_emphasis(part).strip(" ;,|·•:"))
            if named and (title_line(line, block) or _title_cell(named, line, block)):
                # kept whole with its dash, less a place or address after its last comma
                pieces += [Piece(t, line, False) for t in (named, place) if t]
                continue
            head, tail = _at_split(_ICONS.sub("  ", strip_emphasis(part)))
            sides = ("title", "org") if head else ()
            if not head:
                head, tail = _dashed_title_comma_org(tail)
            if not head and placed and line is not block.date_line:
                head, tail = _dashed_title_one_name(tail)
                sides = ("title", "org") if head else ()
            chunks = [head] * bool(head) + _split_keeping_names(tail)
            for k, chunk in enumerate(chunks):
                chunk = chunk.strip(" ;,|·•:").lstrip("@").strip()
                if any(ch.isalnum() for ch in chunk):  # "98104" is kept too
                    at = sides[k] if k < len(sides) else ""
                    pieces.append(Piece(chunk, line, line is block.date_line, at))
    return pieces


def _stopped_sides(cell: str, line: Line, on_date_line: bool) -> list[Piece]:
    """A title and an organisation closed each by a full stop, one with a job word and one
    without ("Initech, Springfield. Associate Director, Data Management."): each side kept
    whole (the title's comma is its own), the organisation less its place; [] otherwise."""
    phrases = stopped_phrases(strip_emphasis(cell))
    if len(phrases) == 1:
        phrases = _lower_title_after_stop(phrases[0])
    if len(phrases) != 2 or has_title_word(phrases[0]) == has_title_word(phrases[1]):
        return []
    title, org = phrases if has_title_word(phrases[0]) else phrases[::-1]
    named, place = split_place(org.strip(" ;,|·•:"))
    found = [
        Piece(title.strip(), line, on_date_line, "title"),
        Piece(named, line, on_date_line, "org"),
    ]
    return found + [Piece(place, line, on_date_line)] * bool(place)


_LOWER_STOP = re.compile(r"\.\s+(?=[^\W\d_A-Z])")  # a full stop before a word in lower case


def _lower_title_after_stop(text: str) -> list[str]:
    """A name and a title not capitalised, each closed by a full stop ("Initech,
    Springfield. research assistant."): [name, title] when the second phrase names a job
    and the first, opening in a capital, names none, each short; [text] otherwise (a
    sentence's stops are followed by capitals, and its words name no job alone)."""
    stripped = text.strip()
    if not stripped.endswith(".") or stripped.endswith("..."):
        return [text]
    body = stripped[:-1]
    stops = [m for m in _LOWER_STOP.finditer(body) if body[m.end() :][:1].islower()]
    if len(stops) != 1:
        return [text]
    left, right = body[: stops[0].start()], body[stops[0].end() :]
    word = left.split()[-1] if left.split() else ""
    if "." in word or not _WORD_END.search(word) or not left[:1].isupper():
        return [text]  # "B.Sc." or an initial ends no phrase
    short = all(_phrase_words(p) <= _PHRASE_WORDS for p in (left, right))
    named = has_title_word(right) and not has_title_word(left)
    return [left, right] if short and named else [text]


def stopped_phrases(text: str) -> list[str]:
    """A header cell written as phrases each closed by a full stop ("Initech. Senior
    Engineer.", as some classes set place and title on one line) cut at the stops, the
    stops dropped; a cell not closed by one, or whose stop follows an initial ("B.Sc.
    Physics."), and sentences (more than three, or one of more than eight words: a
    description beside the header) stay whole."""
    stripped = text.strip()
    if not stripped.endswith(".") or stripped.endswith("..."):
        return [text]
    body, phrases, start = stripped[:-1], [], 0
    for stop in _STOP.finditer(body):
        word = body[start : stop.start()].split()[-1]
        # "B.Sc." and "J." end no phrase; an abbreviation's dot before the stop does ("L.P..")
        abbreviation = word.endswith(".") and not word.endswith("..")
        if ("." not in word and _WORD_END.search(word)) or abbreviation:
            phrases.append(body[start : stop.start()])
            start = stop.end()
    phrases.append(body[start:])
    short = all(_phrase_words(phrase) <= _PHRASE_WORDS for phrase in phrases)
    return phrases if 1 < len(phrases) <= 3 and short else [text]


_BRACKETED = re.compile(r"\([^()]*\)")


def _phrase_words(phrase: str) -> int:
    """A phrase's length as a name's or a title's: its words less a bracketed gloss and a
    place after its last comma ("Northwind (Northwind Trading Company), Springfield,
    Ohio, USA"), its longest alternative when it names several roles apart by slashes
    ("Lead Architect / Head of Platform Engineering / DevOps"). A sentence stays long."""
    named, _ = split_place(_BRACKETED.sub(" ", phrase).strip())
    return max(len(part.split()) for part in (named or phrase).split(" / "))


def _split_keeping_names(text: str) -> list[str]:
    """`text` cut at its separators, except a pipe or a dash between two short names that
    are neither a job, a place nor a degree: one organisation written with its parent, its
    new owner or its client ("Initech | Globex", "Initech - Globex Labs", as a company
    renamed or bought, or an agency's placement, is often written), the second name also
    before a comma ("Initech | Globex, Senior Engineer": the title after it)."""
    parts = re.split(f"({SEPARATORS.pattern})", text)
    out = [parts[0]]
    for sep, chunk in zip(parts[1::2], parts[2::2], strict=True):
        left = out[-1].rsplit(", ", 1)[-1]  # "Title, Initech | Globex": the name before it
        kind = _EMPLOYMENT_LEAD.match(chunk)
        if kind and sep.strip() in _NAME_JOINERS and has_title_word(out[-1]):
            out[-1] = f"{out[-1]}{sep}{kind['kind']}"  # "Lead Engineer | Freelance, Initech"
            if chunk[kind.end() :].strip(" ,"):
                out.append(chunk[kind.end() :].strip(" ,"))
        elif (
            sep.strip() in _NAME_JOINERS
            and _bare_name(left)
            and _bare_name(split_place(chunk)[0].split(", ", 1)[0])
        ) or (sep.strip() == ";" and _joint_orgs(left, chunk)):
            out[-1] = f"{out[-1]}{sep}{chunk}"
        else:
            out.append(chunk)
    return out


def _joint_orgs(left: str, right: str) -> bool:
    """Two organisations joined by a semicolon, each named by an organisation's word and
    neither a job ("Globex Institute; Hooli School of Policy": a post held jointly at two
    units), which is one organisation field, not an organisation and a title."""
    right = split_place(right)[0].split(", ", 1)[0]
    return all(
        name_like(side) and has_org_word(side) and not has_title_word(side)
        for side in (left.strip(" ;,"), right.strip(" ;,"))
    )


def _bare_name(text: str) -> bool:
    """A capitalised name of one to three words with no job word, digit, place or degree."""
    text = text.strip(" ;,·•:")
    return (
        0 < len(text.split()) <= 3
        and text[:1].isupper()
        and name_like(text)
        and not any(ch.isdigit() for ch in text)
        and not has_title_word(text)
        and not DEGREE.match(text)
        and not is_place(text)
        and text.lower() not in place_names()
    )


def org_line(block: Block) -> Line | None:
    """A header line of its own that names only the organisation: a short name with no
    job word, no place, no separator and no date ("Corcept Therapeutics" under "Associate
    Director, Clinical Data Management")."""
    if len(block.header) < 2:
        return None
    for line in block.header:
        text = strip_emphasis(line.text).strip()
        if line is block.date_line or line.cells or len(SEPARATORS.split(text)) > 1:
            continue
        if name_like(text) and not has_title_word(text) and not split_place(text, towns=True)[1]:
            return line
    return None


def title_line(line: Line, block: Block) -> bool:
    """A line of its own that opens with a job phrase, in a header whose organisation has a
    line of its own (or a cell of its own before the dates): the title, kept whole with its
    dash or comma ("Associate Director - Clinical Data Management"), unless a part after
    it is a place or an organisation."""
    if line.cells or line is block.date_line or len(line.text.split()) > 10:
        return False
    org = org_line(block)
    apart = (org is not None and org is not line) or _named_dates(block)
    return _title_phrase(line.text) and apart


def _named_dates(block: Block) -> bool:
    """A dates' row of two cells, a name and then the dates: "Initech Inc.   2020 – 2021"."""
    row = block.date_line
    if row is None or len(row.cells) != 2:
        return False
    return find_dates(row.cells[1]) is not None and find_dates(row.cells[0]) is None


def _title_cell(part: str, line: Line, block: Block) -> bool:
    """A cell of a header row that is the title, kept whole with its dash ("Technical
    Marketing Manager - Service Providers" beside its place and dates), when the header
    names its organisation on a line of its own or in a cell of this row ("F5 Inc.")."""
    if len(line.cells) < 2 or not _title_phrase(part):
        return False
    org = org_line(block)
    beside = [c for c in line.cells if c != part and has_org_word(strip_emphasis(c))]
    return (org is not None and org is not line) or bool(beside)


def _title_phrase(text: str) -> bool:
    """A job phrase, then a dash or comma and words that are no place or organisation."""
    parts = [p.strip(" ,;") for p in re.split(r",\s+|" + SEPARATORS.pattern, strip_emphasis(text))]
    if len(parts) < 2 or len(text.split()) > 10 or not has_title_word(parts[0]):
        return False
    return not any(has_org_word(p) or is_place(p) or p.lower() in place_names() for p in parts[1:])


def _dashed_title_comma_org(text: str) -> tuple[str, str]:
    """("Technical Marketing Manager - Service Providers", "F5 Inc.") from the two joined
    by a comma: a title holding a dash stays whole when an organisation follows its last
    comma. ("", text) otherwise."""
    named, place = split_place(text)  # "..., 801 5th Ave Seattle, WA 98104": the address
    _, org, title = title_comma_org([named]) if named else (-1, "", "")
    if org and SEPARATORS.search(title) and not SEPARATORS.search(org):
        org = f"{org}   {place}" if place else org  # the place a piece of its own
        dashed = _DASH.split(title, maxsplit=1)
        if len(dashed) == 2 and _names_org(dashed[1]):
            return dashed[0], f"{dashed[1]}, {org}"  # "Title — Initech, Indo-Pacific Research Ltd."
        return title, org
    return "", text


def _dashed_title_one_name(text: str) -> tuple[str, str]:
    """("Product Owner - Payments", "Globex") from "Product Owner - Payments, Globex" in a
    header that names its place on the dates' line ("Paris · 2018 – 2020"): one bare name
    after a dashed title's last comma is then the organisation, not the town, as
    `title_comma_org` reads an undashed title there. ("", text) otherwise."""
    if not SEPARATORS.search(text) or split_place(text, towns=True)[1]:
        return "", text
    _, org, title = title_comma_org([text], one_word=True)
    if org and SEPARATORS.search(title) and not SEPARATORS.search(org):
        return title, org
    return "", text


def _place_on_date_line(block: Block) -> bool:
    """The dates' line names a place beside the dates ("Paris · 2018 – 2020": a short
    name with no digit, as `entries` reads a place left there), so the header's place is
    not the name after a title's comma."""
    if block.date_line is None or block.date is None:
        return False
    parts = SEPARATORS.split(f"{block.date.before}   {block.date.after}")
    for part in parts:
        text = strip_emphasis(part).strip(" ;,|·•:")
        short = name_like(text) and len(text.split()) <= 3
        if text and short and not any(ch.isdigit() for ch in text):
            return True
    return False


def _names_org(text: str) -> bool:
    """After a typeset dash (en or em, which a title's own words rarely hold: "Manager -
    Service Providers" is typed with a hyphen), a name with no job word and no place opens
    the organisation, and the comma after it is inside the organisation's name."""
    return (
        name_like(text)
        and not has_title_word(text)
        and not is_place(text)
        and text.strip().lower() not in place_names()
    )


def _at_split(text: str) -> tuple[str, str]:
    """("Technical Manager - Service Providers", "F5 Inc.") from "Technical Manager - Service
    Providers at F5 Inc.": a title or degree (or any words before a name that reads as an
    organisation: "Information Technology at University of Reading"), then "at" and a
    capitalised name. The title stays whole (its dash is part of it); the name goes on to
    be split at separators. ("", text) when the piece does not read so."""
    for found in (_AT_CAPS if all_caps(text) else _AT).finditer(text):
        head, tail = text[: found.start()].strip(), text[found.end() :].strip()
        if tail[:1].islower() and not _CAMEL.match(tail):
            continue  # "at éclair": a small letter of another alphabet
        first, name = SEPARATORS.split(head)[0], SEPARATORS.split(tail)[0]
        named = has_title_word(first) or DEGREE.match(head) or has_org_word(name)
        if not named or has_title_word(tail):
            continue
        if 0 < len(name.split()) <= _name_limit(name) and not any(ch.isdigit() for ch in head):
            return head, tail
    return "", text


def _name_limit(name: str) -> int:
    """How many words a name after "at" may have: a school's or an institution's name runs
    longer ("Institut De Formation Et De Recherche En Informatique (IFRI)"), its kind of
    school naming it an organisation; a bracketed short form after it is not counted."""
    if not has_strong_org_word(name):
        return _NAME_LIKE_MAX
    return 2 * _NAME_LIKE_MAX + len(name.split()) - len(BRACKETS_AFTER.sub("", name).split())


def split_place(text: str, *, towns: bool = False) -> tuple[str, str]:
    """("Tsinghua University", "Beijing, China") from "Tsinghua University, Beijing, China";
    with `towns`, also a large city's name after the last comma ("Backend Engineer,
    London"; GeoNames' cities of a million people, which are never taken for an employer);
    a header written as a sentence may close its place with a full stop ("..., IL.")."""
    if is_place(text) or (towns and text.strip().lower() in place_names()) or _address(text):
        return "", text
    parts = text.split(", ")
    for k in range(1, len(parts)):  # "Sales Engineer, 1 Toronto St, Toronto, ON M5C 2V6"
        if _address(", ".join(parts[k:])):
            return ", ".join(parts[:k]), ", ".join(parts[k:])
    for k in (3, 2, 1):  # "..., Bengaluru, Karnataka, India": a town, its region and country
        if len(parts) > k and is_place(", ".join(parts[-k:])):
            return ", ".join(parts[:-k]), ", ".join(parts[-k:])
    if towns and len(parts) > 1 and parts[-1].strip().lower() in place_names():
        return ", ".join(parts[:-1]), parts[-1].strip()
    if len(parts) > 1 and text.endswith(".") and not text.endswith(".."):
        name, place = split_place(text[:-1], towns=towns)
        return (name, place) if place else (text, "")
    return text, ""


def _address(text: str) -> bool:
    """A street address: a house number and a street, up to a postal code at its end ("801
    5th Ave Seattle, WA 98104"; the forms of USPS ZIP codes, Canada Post's and Royal Mail's
    postcodes, and the 4-5 digit codes of most of Europe)."""
    return bool(_HOUSE.match(text.strip())) and bool(_POSTAL.search(text.strip()))


def name_like(text: str) -> bool:
    """A short name: at most `_NAME_LIKE_MAX` words, less an expansion in brackets after
    one name ("Globex (Cooperativa de Ahorro y Crédito)"; not after "Name, Name"), no label,
    no duration."""
    name = BRACKETS_AFTER.sub("", text)
    return (
        0 < len((text if "," in name else name).split()) <= _NAME_LIKE_MAX
        and not COLON.search(text)
        and not DURATION.match(text)
        and any(ch.isalpha() for ch in text)
    )
