"""Entries of dated sections (work, education, volunteering, projects) from their lines.

Each block of `segments.segment` (header lines: organisation, title, place, degree, dates;
then its body: bullets, sentences) becomes one entry.
Header pieces are told apart by general CV vocabulary (`vocab`): places ("Beijing, China",
"Menlo Park, CA"), titles (a job word such as "Intern" or "Engineer"), organisations (a
word such as "University", "Inc.", "Lab"), degrees ("Ph.D. in ..."). A field is filled
only with a piece of the document's text, never with words of the importer's own.
"""

from __future__ import annotations

import re
from dataclasses import replace

from cvcoach.inputs.documents.education_parts import (
    course_title,
    education_parts,
    place_education_part,
    school_after_field,
    school_named_as_place,
)
from cvcoach.inputs.documents.header_commas import numbered_name, one_name, title_comma_org
from cvcoach.inputs.documents.header_pieces import (
    COLON,
    Block,
    Piece,
    cut_header,
    name_like,
    org_line,
    split_place,
    title_line,
)
from cvcoach.inputs.documents.header_titles import (
    join_dashed_qualifier,
    join_dashed_titles,
    take_comma_lead,
    take_comma_pair,
)
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import (
    name_cased,
    sentence_like,
    sentences,
    strip_emphasis,
)
from cvcoach.inputs.documents.vocab import (
    DEGREE,
    GPA,
    STRONG_ORG_WORDS,
    fold,
    has_org_word,
    has_strong_org_word,
    has_title_word,
)

_PIECE_MAX = 10  # words of a title or an organisation, unless set as a name (`name_cased`)
_LABEL = re.compile(
    r"^\**(?:role|position|title)\**\s*:\s*(?:\**(?:role|position|title)\**\s*:\s*)*", re.I
)


def _words(text: str) -> int:
    """The words of a piece, a mark standing alone between them not counted: the slashes of
    "Architect / Project Lead / DevOps" join roles, they are no words."""
    return sum(1 for w in text.split() if any(ch.isalnum() for ch in w))


def _fits(text: str) -> bool:
    """Words few enough for a title or an organisation: ten, or more when they are set as a
    name ("Senior Principal Engineer for Data Platforms and Infrastructure")."""
    return _words(text) <= _PIECE_MAX or name_cased(text)


def _split_org_title(text: str) -> tuple[str, str]:
    """("Hooli State University", "Research Intern") from the two run together; words
    after the kind of school up to a comma, with no job word, end the name ("University
    College Northwind, Research Assistant")."""
    if " at " in text:
        left, right = text.split(" at ", 1)
        if has_title_word(left) and not has_title_word(right):
            return right, left
    words = text.split()
    for i in range(len(words) - 2, -1, -1):
        if fold(words[i].strip(".,")) in STRONG_ORG_WORDS:
            org, rest = " ".join(words[: i + 1]), " ".join(words[i + 1 :])
            name_end, comma, after = rest.partition(", ")
            if comma and not has_title_word(name_end) and has_title_word(after):
                org, rest = f"{org} {name_end}", after  # "University College Dublin, Tutor"
            if has_title_word(rest) and len(rest.split()) <= 5:
                return org.rstrip(",;"), rest  # "Initech Inc," less its comma
            break
    return "", ""


def _split_titles(orgs: list[str], titles: list[str], *, one_word: bool = False) -> None:
    """With no organisation in the header, one may be the other side of a title's comma;
    when the header names its place elsewhere (`one_word`), even one bare word is."""
    if orgs:
        return
    index, org, title = title_comma_org(titles, one_word=one_word)
    if org:
        titles[index] = title
        orgs.append(org)


def _under_dates(own: Line | None, org: str, block: Block) -> bool:
    """The organisation alone on its line, under the line of the dates."""
    if own is None or block.date_line is None or own.text.strip() != org:
        return False
    header = [id(line) for line in block.header]
    return header.index(id(own)) > header.index(id(block.date_line))


def _beside_dates(piece: Piece, block: Block) -> bool:
    """A phrase of four words or more after the dates of a row that has words before them
    ("Research Fellow   2023-07 - Present   Manage engineers and projects"): a row set as
    title, dates and the first of the entry's lines."""
    date = block.date
    if not piece.on_date_line or date is None or not date.before or not date.after:
        return False
    return len(piece.text.split()) >= 4 and piece.text in date.after


def _no_phrase_orgs(orgs: list[str], rest: list[Piece], block: Block) -> None:
    """Under a name on a line of its own, a phrase after the dates (`_beside_dates`) is no
    organisation, whatever its words ("Building backend services with Django"): it goes
    to the rest, the summary."""
    phrases = [p for p in cut_header(block) if p.text in orgs and _beside_dates(p, block)]
    orgs[:] = [o for o in orgs if o not in {p.text for p in phrases}]
    rest += phrases


def _pick_org(named: list[Piece], line_org: Piece | None, block: Block) -> Piece:
    """The organisation among the header's names: the first not in a heading, unless that
    is a phrase after the dates and a name has a line of its own."""
    pick = next((p for p in named if p.line.kind != "heading"), named[0])
    return line_org if line_org is not None and _beside_dates(pick, block) else pick


def _place_like(text: str) -> bool:
    """A short name with no digit, left on a date line: where the entry was."""
    return name_like(text) and len(text.split()) <= 3 and not any(c.isdigit() for c in text)


def _fill_dates(entry: Imported, block: Block, single_is_end: bool) -> None:
    span = block.date
    if span is None:
        return
    if span.single:
        ended = single_is_end and not span.open_end  # "Aug 2005 –": a start, not a completion
        entry.fields["endDate" if ended else "startDate"] = span.start
    else:
        if span.start:
            entry.fields["startDate"] = span.start
        entry.fields["endDate"] = span.end


def _sort_pieces(block: Block) -> tuple[list[str], list[str], list[str], list[Piece]]:
    """A work header's pieces by what their words say: organisations, titles, places, and
    the rest (names and text the vocabulary does not tell). One name whose town was split
    off after it ("Initech, Santiago, Chile": the name is not the town) is the organisation
    when no piece names one by its words ("GLOBEX SRL" over "Administrative, Lyon,
    France" leaves the title to its line)."""
    orgs: list[str] = []
    before_towns: list[tuple[Piece, str]] = []
    titles: list[str] = []
    places: list[str] = []
    rest: list[Piece] = []
    for piece in cut_header(block):
        if sentence_like(piece.text):  # a summary beside the dates: no organisation nor title
            rest.append(piece)
            continue
        text, place = split_place(piece.text, towns=True)
        if place:
            places.append(place)
        if not text:
            continue
        if piece.at == "title" or (piece.at == "org" and not place):
            (titles if piece.at == "title" else orgs).append(text)  # "Title, Dept. at Org"
            continue
        org, title = _split_org_title(text)
        if not org and _words(text) > _PIECE_MAX:  # a long "TITLE, DEPARTMENT, ORG"
            _, org, title = title_comma_org([text])
            org, title = (org, title) if _fits(title) else ("", "")
        if org:
            orgs.append(org)
            titles.append(title)
        elif has_title_word(text) and _fits(text) and not COLON.search(text):
            titles.append(text)
        elif has_org_word(text) and _fits(text) and not COLON.search(text):
            orgs.append(text)
        elif place and one_name(text):
            before_towns.append((replace(piece, text=text), text))
        else:  # without the place split off it ("JP Morgan Chase" of "..., London")
            rest.append(replace(piece, text=text) if place else piece)
    for piece, text in before_towns:
        if orgs:
            rest.append(piece)
        else:
            orgs.append(text)
    return orgs, titles, places, rest


def build_work(block: Block, section: str) -> Imported:
    """A work or volunteer entry: organisation, position, place, dates, summary, bullets."""
    org_key = "name" if section == "work" else "organization"
    entry = Imported(section, where=(block.header or block.body)[0].where)
    orgs, titles, places, rest = _sort_pieces(block)
    named = [p for p in rest if name_like(p.text) and not sentence_like(p.text)]
    own = org_line(block)
    line_org = next((p for p in named if p.line is own), None)
    if line_org is not None:
        _no_phrase_orgs(orgs, rest, block)
    if not orgs and line_org and any(title_line(t.line, block) for t in cut_header(block)):
        orgs.append(line_org.text)  # the organisation's own line, beside a title kept whole
        rest.remove(line_org)
        named.remove(line_org)
    placed = bool(places) or any(p.on_date_line and _place_like(p.text) for p in rest)
    join_dashed_titles(titles, block)
    take_comma_lead(orgs, titles, named, rest, block)
    _split_titles(orgs, titles, one_word=placed)
    if not orgs and named:
        pick = _pick_org(named, line_org, block)
        orgs.append(pick.text)
        rest.remove(pick)
    number = next((p for p in rest if titles and numbered_name(p.text)), None)
    if not orgs and number is not None:  # "404, Senior Developer": a company named by a number
        orgs.append(number.text)
        rest.remove(number)
    join_dashed_qualifier(orgs, titles, rest, block)
    if orgs and not titles:
        _title_on_its_own(orgs[0], titles, rest, own, block)
    take_comma_pair(orgs, titles, rest)
    leftover = [p for p in rest if p.on_date_line and _place_like(p.text)]
    if not places and leftover:
        places.append(leftover[0].text)
        rest.remove(leftover[0])
    if orgs:
        entry.fields[org_key] = orgs[0]
    if titles:
        entry.fields["position"] = titles[0]
    if places:
        entry.fields["location"] = places[0]
    _fill_dates(entry, block, single_is_end=False)
    # a second organisation, title or place is kept in the summary, in the document's order
    order = [p.text for p in cut_header(block)]
    summary = [p.text for p in rest] + orgs[1:] + titles[1:] + places[1:]
    summary.sort(key=lambda text: next((i for i, t in enumerate(order) if text in t), 0))
    _body(entry, block, summary)
    if "position" not in entry.fields:
        _position_from_label(entry)
    if org_key not in entry.fields:
        entry.uncertain.append(org_key)
    if "startDate" not in entry.fields:
        entry.uncertain.append("startDate")
    return entry


def _title_on_its_own(
    org: str, titles: list[str], rest: list[Piece], own: Line | None, block: Block
) -> None:
    """An organisation and, on its own, a title: on the dates' row only beside the
    organisation ("**Globex SRL**, Administrative, Rosario, Santa Fe, Argentina   Mar 2021 –
    Jun 2023") or over its own line ("Globex SRL")."""
    beside = {id(p.line) for p in cut_header(block) if p.text == org}
    beside |= {id(block.date_line)} if _under_dates(own, org, block) else set()
    title_like = [
        p
        for p in rest
        if name_like(p.text)
        and not sentence_like(p.text)
        and p.line.kind != "heading"
        and (not p.on_date_line or id(p.line) in beside)
    ]
    if title_like and not is_place(title_like[0].text):
        titles.append(title_like[0].text)
        rest.remove(title_like[0])


def _position_from_label(entry: Imported) -> None:
    """`Role: Research Intern, ...` in a bullet names the position (the bullet stays)."""
    for bullet in entry.highlights:
        found = _LABEL.match(bullet)
        if not found:
            continue
        value = strip_emphasis(re.split(r"[,(;@]| - ", bullet[found.end() :], maxsplit=1)[0])
        value = value.strip(" .")
        if value and len(value.split()) <= 5 and not any(ch.isdigit() for ch in value):
            entry.fields["position"] = value
            entry.uncertain.append("position")
        return


def _body(entry: Imported, block: Block, summary: list[str]) -> None:
    """Bullets become highlights; text before bullets is the summary; paragraphs of an entry
    without bullets are split into sentences, one highlight each."""
    has_bullets = any(line.kind == "bullet" for line in block.body)
    for line in block.body:
        if line.kind == "bullet" or line.kind == "heading":
            entry.highlights.append(line.text)
        elif has_bullets and not entry.highlights:
            summary.append(line.text)
        else:
            entry.highlights.extend(sentences(line.text))
    if summary:
        entry.fields["summary"] = "\n".join(summary)


def build_education(block: Block) -> Imported:
    """An education entry: institution, degree and field, place, dates, score, lines under it."""
    entry = Imported("education", where=(block.header or block.body)[0].where)
    extra: list[str] = []
    rest: list[str] = []
    parts = [part for piece in cut_header(block) for part in education_parts(piece.text)]
    schools = [p for p in parts if has_strong_org_word(p)]
    if schools and not DEGREE.match(schools[0]):  # the school before a field that reads as
        parts.remove(schools[0])  # an organisation ("Information Technology at University")
        parts.insert(0, schools[0])
    for part in parts:
        place_education_part(entry, part, extra, rest)
    if any(not has_title_word(text) for text in rest):
        # "Bootcamp Ingeniero QA" beside "TripleTen": a piece naming what its holder
        # becomes (a job noun) is the course or field, not the school
        rest.sort(key=has_title_word)
    for text in rest:
        if "institution" not in entry.fields and name_like(text):
            entry.fields["institution"] = text
        elif "area" not in entry.fields and name_like(text) and not is_place(text):
            entry.fields["area"] = text  # a line under the school naming no degree: the field
            if "studyType" not in entry.fields:
                entry.uncertain.append("area")
        elif course_title(entry, text):
            entry.fields["area"] = text
            entry.uncertain.append("area")
        else:
            extra.append(text)
    school_named_as_place(entry, block)
    school_after_field(entry)
    _fill_dates(entry, block, single_is_end=True)
    _body(entry, block, [])
    entry.highlights[:0] = extra
    for text in entry.highlights:
        gpa = GPA.search(strip_emphasis(text))
        if gpa and "score" not in entry.fields:
            entry.fields["score"] = gpa.group("score")
    for key in ("institution", "studyType"):
        if key not in entry.fields:
            entry.uncertain.append(key)
    return entry


def build_project(block: Block, section: str) -> Imported:
    """A project (or talk): its name, a description line, dates, and its text."""
    entry = Imported("projects", where=(block.header or block.body)[0].where)
    pieces = [p.text for p in cut_header(block)]
    if pieces:
        entry.fields["name"] = pieces[0]
    else:
        entry.uncertain.append("name")
    others = [p for p in pieces[1:] if not is_place(p)]
    if others:
        entry.fields["description"] = others[0]
    _fill_dates(entry, block, single_is_end=False)
    _body(entry, block, [p for p in others[1:]])
    for line in block.header:
        if "url" in line.extras:
            entry.fields.setdefault("url", line.extras["url"])
            break
    return entry
