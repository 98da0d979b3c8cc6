"""What a work section's places say when its entries are read together.

Organisations printed as the first part of a place: a work section whose entries name
a title and "Name, Country" but no organisation ("Responsable systèmes" over "Groupe
Globex, France"; a LaTeX class prints "Organisation, Location" on one line). One such
entry may be a freelance job in a town; two or more in one section are employers whose
names `is_place` cannot tell from small towns (the organisation is marked uncertain).

A school after an organisation's comma is where it is ("Globex Robotics Club, Hooli
University": a club, a society or a team at a university); the school is its place.

Titles read as places: a short phrase alone before an entry's dates, with no job word the
vocabulary knows ("Chef de projet   Sep 2015 – May 2018"), is taken for the entry's place;
where the section's other entries hold their title there, it is the title."""

from __future__ import annotations

from cvcoach.inputs.documents.header_commas import comma_orders, one_name
from cvcoach.inputs.documents.header_pieces import Block, name_like
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import strip_emphasis
from cvcoach.inputs.documents.vocab import has_org_word, has_school_word, has_title_word
from cvcoach.language.places import place_names

_MIN_ENTRIES = 2


def places_as_orgs(entries: list[Imported], section: str) -> None:
    """Set the organisation from "Name, Country" for each entry that has a title and no
    organisation, when at least two such entries do and the name is no known city."""
    key = "name" if section == "work" else "organization"
    found = [(e, _name_and_place(e.fields.get("location", ""))) for e in entries]
    pairs = [(e, p) for e, p in found if p and key not in e.fields and "position" in e.fields]
    if len(pairs) < _MIN_ENTRIES:
        return
    for entry, (name, place) in pairs:
        entry.fields[key] = name
        entry.fields["location"] = place
        entry.uncertain = [u for u in entry.uncertain if u != key] + [key]


def _name_and_place(location: str) -> tuple[str, str] | None:
    """("Groupe Globex", "France") from "Groupe Globex, France": two parts, the last a
    place on its own, the first a short name that is no known city and names no job."""
    parts = location.split(", ")
    if len(parts) != 2 or not is_place(parts[1]):
        return None
    name = parts[0].strip()
    if name.lower() in place_names() or has_title_word(name) or is_place(name):
        return None
    if not (one_name(name) or (name_like(name) and len(name.split()) <= 3 and name[:1].isupper())):
        return None
    return name, parts[1]


def _before_dates(block: Block) -> str:
    """The words before an entry's dates on their line, as one piece ("" for none)."""
    if block.date is None or block.date_line is None:
        return ""
    return strip_emphasis(block.date.before).strip(" ;,|·•:")


def titles_before_dates(entries: list[Imported], blocks: list[Block]) -> None:
    """An entry with no title whose place is the phrase before its dates takes it as its
    title, when two or more entries of the section hold their title there and none a
    known place (GeoNames' large cities or `is_place`'s forms): the section sets its
    titles before the dates, and the phrase is no town the importer knows."""
    slots = [(e, _before_dates(b)) for e, b in zip(entries, blocks, strict=True)]
    titled = sum(1 for e, before in slots if before and e.fields.get("position") == before)
    if titled < _MIN_ENTRIES or any(_known_place(before) for _, before in slots):
        return
    for entry, before in slots:
        if before and "position" not in entry.fields and entry.fields.get("location") == before:
            entry.fields["position"] = entry.fields.pop("location")
            entry.uncertain.append("position")


def _known_place(text: str) -> bool:
    return bool(text) and (is_place(text) or text.lower() in place_names())


def schools_as_places(entries: list[Imported], section: str) -> None:
    """An organisation "A, B" with no place of its own, whose last part names a kind of
    school ("Hooli University") and whose first names no organisation's word and no job
    ("Globex Robotics Club"; not "Department of Physics, Hooli University", one name):
    A is the organisation, B its place."""
    key = "name" if section == "work" else "organization"
    for entry in entries:
        org = entry.fields.get(key, "")
        if "location" in entry.fields or not comma_orders(org):
            continue
        first, school = org.rsplit(", ", 1)
        if ", " in first or not name_like(first) or not name_like(school):
            continue
        named = has_school_word(school) and not is_place(school)
        if named and not has_org_word(first) and not has_title_word(first):
            entry.fields[key], entry.fields["location"] = first, school
