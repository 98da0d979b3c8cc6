"""A phrase with no job word alone before an entry's dates is its title when the section's
other entries hold their title there (2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(rows: list[tuple[str, str, str]]) -> list[Imported]:
    text = "Jane Doe\n\nExperience\n\n"
    for org, title, dates in rows:
        text += f"{org}\n{title}   {dates}\n- Built the thing\n\n"
    return import_bytes(text.encode(), "cv.txt").draft.entries


def test_the_phrase_in_the_sections_title_slot_is_the_title() -> None:
    _, second, _ = _entries([
        ("Initech", "Senior Engineer", "Sep 2015 – Nov 2018"),
        ("Globex", "Chef de projet", "Sep 2012 – May 2015"),
        ("Hooli", "Lead Developer", "2010 – 2012"),
    ])  # fmt: skip
    assert second.fields.get("position") == "Chef de projet"
    assert "location" not in second.fields
    assert second.fields.get("name") == "Globex"


def test_a_known_town_there_stays_the_place() -> None:
    _, second, _ = _entries([
        ("Initech", "Senior Engineer", "Sep 2015 – Nov 2018"),
        ("Globex", "London", "Sep 2012 – May 2015"),
        ("Hooli", "Lead Developer", "2010 – 2012"),
    ])  # fmt: skip
    assert second.fields.get("location") == "London"
    assert "position" not in second.fields


def test_one_titled_entry_sets_no_slot() -> None:
    _, second = _entries([
        ("Initech", "Senior Engineer", "Sep 2015 – Nov 2018"),
        ("Globex", "Chef de projet", "Sep 2012 – May 2015"),
    ])  # fmt: skip
    assert second.fields.get("location") == "Chef de projet"
