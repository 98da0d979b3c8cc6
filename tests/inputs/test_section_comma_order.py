"""An entry whose "Title, Organisation" header names no side by a word the vocabulary
knows takes the order the section's other entries were read in (2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(headers: list[str]) -> list[Imported]:
    text = "# Jane Doe\n\n## Experience\n\n"
    for year, header in enumerate(headers):
        text += f"### {header}\n\n*Jan {2010 + 2 * year} – Dec {2011 + 2 * year}*\n\n- Built it\n\n"
    return import_bytes(text.encode(), "cv.md").draft.entries


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_an_unread_header_takes_the_sections_title_first_order() -> None:
    first, second, third = _entries([
        "Senior Engineer, Initech Labs",
        "Travel around the world and time for family, Personal break",
        "Lead Developer, Globex Corporation",
    ])  # fmt: skip
    assert _pair(first) == ("Initech Labs", "Senior Engineer")
    assert _pair(second) == ("Personal break", "Travel around the world and time for family")
    assert "summary" not in second.fields
    assert _pair(third) == ("Globex Corporation", "Lead Developer")


def test_with_no_entry_read_by_its_words_the_header_stays_in_the_summary() -> None:
    first, second = _entries([
        "Travel around the world and time for family, Personal break",
        "Rowing across the lake with my old friends, Summer break",
    ])  # fmt: skip
    assert _pair(first) == (None, None)
    assert first.fields["summary"] == "Travel around the world and time for family, Personal break"
    assert _pair(second) == (None, None)


def test_a_side_that_names_a_job_is_not_taken_for_the_organisation() -> None:
    _, second = _entries([
        "Senior Engineer, Initech Labs",
        "Travel around the world and time for family, Part-time tutor",
    ])  # fmt: skip
    assert second.fields.get("name") != "Part-time tutor"


def test_titles_in_lower_case_beside_capitalised_names_set_the_order() -> None:
    entries = _entries([
        "specjalista do spraw szkoleń, Fundacja Globex Polska",
        "doradca do spraw funduszy, Hooli Związek Rozwoju",
        "Onderneming, Northwind",
    ])  # fmt: skip
    assert [_pair(e) for e in entries] == [
        ("Fundacja Globex Polska", "specjalista do spraw szkoleń"),
        ("Hooli Związek Rozwoju", "doradca do spraw funduszy"),
        ("Northwind", "Onderneming"),
    ]


def test_capitalised_sides_give_no_order_by_their_case() -> None:
    entries = _entries(["Reporting Hub, Globex Outdoor", "Media Player Tools, Hooli Trail"])
    assert all(e.fields.get("name") != "Globex Outdoor" for e in entries)
    assert all(e.fields.get("position") != "Reporting Hub" for e in entries)
