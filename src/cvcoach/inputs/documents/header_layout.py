"""What the entries of one section share: the layout of their headers."""

from __future__ import annotations

from cvcoach.inputs.documents.header_case import case_reading
from cvcoach.inputs.documents.header_commas import comma_orders, title_reading
from cvcoach.inputs.documents.header_pieces import Block, name_like
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import sentence_like
from cvcoach.inputs.documents.vocab import has_org_word, has_strong_org_word, has_title_word
from cvcoach.language.places import place_names


def _org_key(entry: Imported) -> str:
    return "name" if entry.section == "work" else "organization"


def _whole(entry: Imported) -> str:
    """The one header piece an entry kept whole as its title or organisation, or ""."""
    title, org = entry.fields.get("position", ""), entry.fields.get(_org_key(entry), "")
    whole = title if not org else org if not title else ""
    return whole if ", " in whole else ""


def _town(text: str) -> bool:
    """A place ("Menlo Park, CA") or a large city's one-word name ("Toronto")."""
    return is_place(text) or text.strip().lower() in place_names()


def _reading(title: str, org: str) -> bool:
    """A title by its job word ("Lead Developer, Globex"), or an organisation by its own
    word beside a side that names neither ("Desarrollador Full Stack, Initech
    Technologies"; "Fundador, Initech S.A.S"), or the two by their case (`header_case`)."""
    if title_reading(title, org):
        return True
    if has_org_word(org) and not has_org_word(title) and not has_title_word(org):
        return True
    return case_reading(title, org)


_PIECE_MAX = 10  # words of a title or an organisation (as `entries` counts them)


def _unread(entry: Imported, block: Block) -> str:
    """The header piece an entry left whole in its summary, with neither a title nor an
    organisation read from it ("Voyage autour du monde, Pause sabbatique": no side has a
    word the vocabulary knows, so the piece is too long for a name): one header line's
    comma piece whose sides are short phrases, no sentence; or ""."""
    if entry.fields.get(_org_key(entry)) or entry.fields.get("position"):
        return ""
    first = entry.fields.get("summary", "").split("\n")[0]
    if ", " not in first or sentence_like(first) or first.endswith("."):
        return ""
    if not any(first in line.text for line in block.header):
        return ""
    orders = comma_orders(first)
    sides = [side for pair in orders for side in pair]
    return first if sides and all(0 < len(s.split()) <= _PIECE_MAX for s in sides) else ""


def _split(whole: str, order: str) -> tuple[str, str]:
    """(title, organisation) of a piece read in the section's order."""
    title_first, org_first = comma_orders(whole)
    return title_first if order == "title-first" else org_first


def share_layout(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries of one section share their header's layout: when the section's entries
    read "Title, Organisation" (or "Organisation, Title") from one header piece, an entry
    left with the whole piece as its title is split the same way, even where its
    organisation is one bare word ("Senior fullstack developer, Spirii") or its title has
    no job word the vocabulary knows. An entry votes for an order when it was split that
    way, or when its whole piece reads one way only (`_reading`: by a job word on one side,
    an organisation's word on the other, or their case). An entry that read neither side
    and left the piece in its summary (`_unread`) votes and is split the same way too,
    unless its title side names an organisation or its organisation side a job."""
    orders = {"title-first": 0, "org-first": 0}
    wholes = {"title-first": 0, "org-first": 0}
    for entry, block in zip(entries, blocks, strict=True):
        org, title = entry.fields.get(_org_key(entry)), entry.fields.get("position")
        whole = _whole(entry) or _unread(entry, block)
        if whole:
            for order in orders:
                new_title, new_org = _split(whole, order)
                if _reading(new_title, new_org) and not _town(new_org):
                    wholes[order] += 1
                    break
            continue
        if not org or not title:
            continue
        texts = [line.text for line in block.header]
        orders["title-first"] += any(f"{title}, {org}" in t for t in texts)
        orders["org-first"] += any(f"{org}, {title}" in t for t in texts)
    order = max(orders, key=lambda k: (orders[k], wholes[k]))
    other = "org-first" if order == "title-first" else "title-first"
    if orders[other] or wholes[other] or (orders[order] < 1 and wholes[order] < 2):
        return
    for entry, block in zip(entries, blocks, strict=True):
        key = _org_key(entry)
        whole, unread = _whole(entry), ""
        if not whole:
            whole = unread = _unread(entry, block)
        if not whole:
            continue
        new_title, new_org = _split(whole, order)
        if unread:
            fits = not has_title_word(new_org) and not has_org_word(new_title)
        elif orders[order] + wholes[order] >= 2:
            fits = not has_title_word(new_org)
        else:
            fits = title_reading(new_title, new_org)
        if entry.fields.get(key):
            fits = True
        if fits and new_title and new_org and not _town(new_org):
            entry.fields[key], entry.fields["position"] = new_org, new_title
            if unread:
                _drop_summary_line(entry, unread)
            if key in entry.uncertain:
                entry.uncertain.remove(key)


def share_at_layout(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries of one section written "Title at Organisation": when two or more entries
    were split so by their words, or are left whole in that form, an entry whose whole "A
    at B" was kept as one field, or left in its summary, is split the same way ("Chef de
    projet at Globex": no side has a word the vocabulary knows), unless its name side
    names a job or is a town, or its title side names an organisation."""
    votes = 0
    found: list[tuple[Imported, str, str, str, bool]] = []
    for entry, block in zip(entries, blocks, strict=True):
        org, title = entry.fields.get(_org_key(entry), ""), entry.fields.get("position", "")
        if org and title and any(f"{title} at {org}" in line.text for line in block.header):
            votes += 1
            continue
        whole = title if not org else org if not title else ""
        unread = "" if whole else entry.fields.get("summary", "").split("\n")[0]
        if unread and not any(unread in line.text for line in block.header):
            continue
        sides = _at_sides(whole or unread)
        if sides:
            found.append((entry, *sides, whole or unread, bool(unread)))
    if votes + len(found) < 2:
        return
    for entry, new_title, new_org, text, from_summary in found:
        key = _org_key(entry)
        entry.fields[key], entry.fields["position"] = new_org, new_title
        if from_summary:
            _drop_summary_line(entry, text)
        if key in entry.uncertain:
            entry.uncertain.remove(key)


def _at_sides(text: str) -> tuple[str, str] | None:
    """(title, organisation) of "A at B": one "at", each side a short phrase, the name
    side opening in a capital or a digit, naming no job and no town, the title side naming
    no organisation; None otherwise."""
    if text.count(" at ") != 1:
        return None
    title, org = (side.strip() for side in text.split(" at "))
    if not all(0 < len(side.split()) <= _PIECE_MAX for side in (title, org)):
        return None
    if not (org[:1].isupper() or org[:1].isdigit()):
        return None
    if has_title_word(org) or has_org_word(title) or _town(org):
        return None
    return title, org


def _drop_summary_line(entry: Imported, text: str) -> None:
    lines = entry.fields.get("summary", "").split("\n")
    lines.remove(text)
    if lines:
        entry.fields["summary"] = "\n".join(lines)
    else:
        del entry.fields["summary"]


def _line_of(text: str, block: Block) -> int | None:
    """The header line a field was read from (the first that holds it), or None."""
    return next((k for k, line in enumerate(block.header) if text and text in line.text), None)


def share_line_order(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries of one section set their title and organisation on lines in one order: when
    every entry whose fields the vocabulary told apart (a job word in the title only) has its
    title above its organisation, or every one below, an entry read the other way round,
    with no job word on either side, is swapped ("Administrative" over "GLOBEX SRL" under
    "Algorithms Tutor" over "HOOLI")."""
    votes = {True: 0, False: 0}  # True: the title's line is above the organisation's
    unsure: list[tuple[Imported, bool]] = []
    for entry, block in zip(entries, blocks, strict=True):
        org, title = entry.fields.get(_org_key(entry), ""), entry.fields.get("position", "")
        at_org, at_title = _line_of(org, block), _line_of(title, block)
        if at_org is None or at_title is None or at_org == at_title:
            continue
        above = at_title < at_org
        if has_title_word(title) and not has_title_word(org):
            votes[above] += 1
        elif not has_title_word(title) and not has_title_word(org):
            unsure.append((entry, above))
    for entry, above in unsure:
        if votes[not above] >= 2 and not votes[above]:
            key = _org_key(entry)
            entry.fields[key], entry.fields["position"] = (
                entry.fields["position"],
                entry.fields[key],
            )


def _strong_school(text: str) -> bool:
    return has_strong_org_word(text)


def share_school_order(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries of one education section write the school and the field in one order: when
    every entry whose school names a kind of school ("University of Reading") and whose
    field does not has the school first, or every one last, an entry where neither says
    which is which ("Information Technology" beside "Nordby Tekniske Skole") and that
    names no degree is read in that order."""
    votes = {True: 0, False: 0}  # True: the school is written before the field
    unsure: list[tuple[Imported, bool]] = []
    for entry, block in zip(entries, blocks, strict=True):
        school, area = entry.fields.get("institution", ""), entry.fields.get("area", "")
        text = "\n".join(line.text for line in block.header)
        at_school, at_area = text.find(school), text.find(area)
        if not school or not area or at_school < 0 or at_area < 0 or at_school == at_area:
            continue
        first = at_school < at_area
        if _strong_school(school) and not _strong_school(area):
            votes[first] += 1
        elif not _strong_school(area) and "studyType" not in entry.fields and name_like(area):
            unsure.append((entry, first))  # a course's long title is never the school
    for entry, first in unsure:
        if votes[not first] >= 1 and not votes[first]:
            entry.fields["institution"], entry.fields["area"] = (
                entry.fields["area"],
                entry.fields["institution"],
            )


def _cell_at(text: str, cells: list[str]) -> int:
    return next((k for k, c in enumerate(cells) if c.strip(" ,;") == text), -1)


def share_cell_order(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries of one section set title and organisation in the cells of one row in one
    order: when every entry the vocabulary told apart (a job word in the title only, or an
    organisation's word in the name only) has its title's cell first, or every one last,
    an entry whose two cells the vocabulary cannot tell (one may be left in its summary) is
    read in that order ("Desarrollador de Software Junior," / "Hooli Financiera")."""
    votes = {True: 0, False: 0}  # True: the title's cell comes first
    unsure: list[tuple[Imported, list[str]]] = []
    for entry, block in zip(entries, blocks, strict=True):
        key = _org_key(entry)
        org, title = entry.fields.get(key, ""), entry.fields.get("position", "")
        for line in block.header:
            cells = line.cells
            at_org = _cell_at(org, cells) if org and len(cells) == 2 else -1
            if at_org < 0:
                continue
            at_title = _cell_at(title, cells) if title else -1
            told = (has_title_word(title) and not has_title_word(org)) or (
                has_org_word(org) and not has_org_word(title)
            )
            plain = not any(has_org_word(t) or has_title_word(t) for t in (org, title))
            if at_title >= 0 and told:
                votes[at_title < at_org] += 1
            elif (at_title >= 0 or not title) and plain:
                unsure.append((entry, [c.strip(" ,;") for c in cells]))
            break
    for order in (True, False):
        if votes[order] < 2 or votes[not order]:
            continue
        for entry, cells in unsure:
            if not any(_town(c) for c in cells):
                _read_cells(entry, cells, title_first=order)


def _read_cells(entry: Imported, cells: list[str], *, title_first: bool) -> None:
    """Title and organisation from a row's two cells, in the section's order; the cell
    that was left in the summary leaves it."""
    key = _org_key(entry)
    other = cells[1] if cells[0] == entry.fields[key] else cells[0]
    if entry.fields.get("position") != other:
        lines = entry.fields.get("summary", "").split("\n")
        if other not in lines:
            return
        lines.remove(other)
        if lines:
            entry.fields["summary"] = "\n".join(lines)
        else:
            del entry.fields["summary"]
    title, org = (cells[0], cells[1]) if title_first else (cells[1], cells[0])
    entry.fields[key], entry.fields["position"] = org, title
