"""Organisations printed as the first part of a place: a work section whose entries name
a title and "Name, Country" but no organisation ("Responsable systèmes" over "Groupe
Globex, France"; a LaTeX class prints "Organisation, Location" on one line). One such
entry may be a freelance job in a town; two or more in one section are employers whose
names `is_place` cannot tell from small towns (the organisation is marked uncertain)."""

from __future__ import annotations

from cvcoach.inputs.documents.header_commas import one_name
from cvcoach.inputs.documents.header_pieces import name_like
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.vocab import has_title_word
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
