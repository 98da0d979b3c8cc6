"""A work header's title written with punctuation of its own: a title with a department
after a comma beside an organisation set apart ("**Northwind Traders**, *Associate Director,
Clinical Data Management*", or the organisation on a line of its own), and two job phrases
joined by a dash ("Owner — Freelance Consultant")."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.header_pieces import Block, Piece, org_line
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import strip_emphasis
from cvcoach.inputs.documents.vocab import has_org_word, has_title_word
from cvcoach.language.places import place_names

BRACKETS_AFTER = re.compile(r"(?<=\S)\s+\([^()]+\)$")
_PAIR_MAX = 6  # words of each side of a pair, less a bracketed expansion
_DASHES = (" — ", " – ", " - ", " -- ")
_JOINERS = frozenset({"and", "of", "for", "the", "&", "in", "at", "to", "on", "y", "de", "et"})


def take_comma_lead(
    orgs: list[str], titles: list[str], named: list[Piece], rest: list[Piece], block: Block
) -> None:
    """The organisation a header sets apart from a title that has commas of its own, so
    the title is not cut at its comma (`_set_apart`): written first as a piece of its own
    ("**Northwind Traders**, *Associate Director, Clinical Data Management*"), or on a line
    of its own ("Northwind Traders" under the title)."""
    if orgs or not titles or ", " not in titles[0]:
        return
    head, *after = titles[0].split(", ")
    if not has_title_word(head) or any(has_org_word(a) for a in after):
        return  # "Manager - Service Providers, F5 Inc.": the organisation is in the title
    if titles[0].split()[-1] in _JOINERS:
        return  # "Trainer, Cybersecurity and" wraps onto the next line: no line of its own
    lead = next((p for p in named if _set_apart(p, titles[0], block)), None)
    if lead is not None:
        orgs.append(lead.text)
        rest.remove(lead)
        named.remove(lead)


def _set_apart(p: Piece, title: str, block: Block) -> bool:
    """A piece that is no town, set apart from the title: before it, after it in a cell of
    its own, alone on a line of its own, or the first cell of the dates' row when the title
    has a line of its own ("Northwind Traders   2020 – 2021" over the title)."""
    if is_place(p.text) or p.text.lower() in place_names():
        return False
    texts = [line.text for line in block.header]
    if any(f"{p.text}, {title}" in t for t in texts):
        return True
    if any(c.strip() == p.text for c in p.line.cells[1:]):
        return any(f"{title}, {p.text}" in t for t in texts)
    if any(ch.isdigit() for ch in p.text):
        return False
    own = org_line(block)
    if p.line is own and strip_emphasis(p.line.text).strip() == p.text:
        return True
    cells = p.line.cells
    return (
        p.line is block.date_line
        and bool(cells)
        and strip_emphasis(cells[0]).strip(" ,") == p.text
        and title not in p.line.text
    )


def join_dashed_titles(titles: list[str], block: Block) -> None:
    """Two job phrases that a header joins with a dash are one title ("Owner — Freelance
    Clinical Research Consultant", "Senior Engineer - Tech Lead"), as the line writes it;
    two joined by a bar or a bullet stay two."""
    if len(titles) < 2:
        return
    for dash in _DASHES:
        whole = f"{titles[0]}{dash}{titles[1]}"
        if any(whole in line.text for line in block.header):
            titles[:2] = [whole]
            return


def take_comma_pair(orgs: list[str], titles: list[str], rest: list[Piece]) -> None:
    """A header that names neither title nor organisation in words the vocabulary knows
    keeps its one "Name, Name" piece as the position, whole (the section's other entries
    may tell which side is which: `header_layout.share_layout`), not as a summary:
    "Desarrollador de Software Junior, Cooperativa Andina (Cooperativa de Ahorro y
    Crédito)"."""
    if orgs or titles:
        return
    pair = next((p for p in rest if _comma_pair(p.text)), None)
    if pair is not None:
        titles.append(pair.text)
        rest.remove(pair)


def _comma_pair(text: str) -> bool:
    """Two capitalised names joined by one comma, no digit, no place."""
    parts = text.split(", ")
    if len(parts) != 2 or any(ch.isdigit() for ch in text) or is_place(text):
        return False
    for part in parts:
        words = BRACKETS_AFTER.sub("", part).split()
        if not 0 < len(words) <= _PAIR_MAX or not words[0][:1].isupper() or is_place(part):
            return False
    return True


def join_dashed_qualifier(
    orgs: list[str], titles: list[str], rest: list[Piece], block: Block
) -> None:
    """The words a title's line adds after a dash, when the organisation stands elsewhere
    and they name no organisation or place, are the title's own ("Technical Marketing
    Manager - Service Providers" over "Globex Inc., Springfield"), as the line writes them."""
    if not orgs or not titles:
        return
    for p in rest:
        text = p.text
        if text == orgs[0] or has_org_word(text) or is_place(text):
            continue
        if text.lower() in place_names():
            continue
        for dash in _DASHES:
            whole = f"{titles[0]}{dash}{text}"
            if any(whole in strip_emphasis(line.text) for line in block.header):
                titles[0] = whole
                rest.remove(p)
                return
