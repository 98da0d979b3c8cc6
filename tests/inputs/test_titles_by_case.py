"""Titles the vocabulary does not know, told from names by their case (2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.header_case import case_reading, swap_by_case
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(rows: list[tuple[str, str]]) -> list[Imported]:
    """A title as the entry's heading, its organisation and its dates under it."""
    text = "# Jane Doe\n\n## Experience\n\n"
    for year, (org, title) in enumerate(rows):
        text += f"### {title}\n\n{org}\n\nJan {2010 + 2 * year} – Dec {2011 + 2 * year}\n\n"
        text += "- Built it\n\n"
    return import_bytes(text.encode(), "cv.md").draft.entries


def test_phrases_in_lower_case_under_capitalised_names_are_the_titles() -> None:
    entries = _entries([
        ("Fundacja Globex Polska", "specjalista do spraw szkoleń"),
        ("Hooli Związek Rozwoju", "doradca do spraw funduszy"),
    ])  # fmt: skip
    assert [(e.fields.get("name"), e.fields.get("position")) for e in entries] == [
        ("Fundacja Globex Polska", "specjalista do spraw szkoleń"),
        ("Hooli Związek Rozwoju", "doradca do spraw funduszy"),
    ]


def test_one_such_entry_or_capitalised_phrases_set_no_title() -> None:
    (entry,) = _entries([("Fundacja Globex Polska", "specjalista do spraw szkoleń")])
    assert entry.fields.get("position") != "specjalista do spraw szkoleń"
    entries = _entries([("Globex Outdoor", "Reporting Hub"), ("Hooli Trail", "Media Player")])
    assert all(e.fields.get("position") not in ("Reporting Hub", "Media Player") for e in entries)


def test_case_reading_needs_a_lower_case_title_and_a_capitalised_name() -> None:
    assert case_reading("doradca do spraw funduszy", "Hooli Związek Rozwoju")
    assert not case_reading("Hooli Związek Rozwoju", "doradca do spraw funduszy")
    assert not case_reading("Reporting Hub", "Globex Outdoor")
    assert not case_reading("lead of the research group", "Globex")  # a job word, an org's word


def _read(org: str, title: str) -> Imported:
    return Imported("work", fields={"name": org, "position": title})


def test_entries_read_the_wrong_way_round_by_their_case_are_swapped() -> None:
    entries = [
        _read("specjalista do spraw szkoleń", "Fundacja Globex Polska"),
        _read("doradca do spraw funduszy", "Hooli Związek Rozwoju"),
    ]
    swap_by_case(entries)
    names = [e.fields["name"] for e in entries]
    assert names == ["Fundacja Globex Polska", "Hooli Związek Rozwoju"]


def test_no_swap_for_one_entry_or_beside_an_entry_read_right_by_its_case() -> None:
    one = [_read("specjalista do spraw szkoleń", "Fundacja Globex Polska")]
    swap_by_case(one)
    assert one[0].fields["name"] == "specjalista do spraw szkoleń"
    mixed = [
        _read("specjalista do spraw szkoleń", "Fundacja Globex Polska"),
        _read("doradca do spraw funduszy", "Hooli Związek Rozwoju"),
        _read("Northwind Polska", "kierownik do spraw sprzedaży"),
    ]
    swap_by_case(mixed)
    assert mixed[0].fields["name"] == "specjalista do spraw szkoleń"
