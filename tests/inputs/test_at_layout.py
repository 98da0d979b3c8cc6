"""Headers written "Title at Organisation" (2026-11-30 round): a name in camel case after
"at", and a section whose entries share the form."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(headers: list[str]) -> list[Imported]:
    text = "Jane Doe\n\nExperience\n\n"
    for year, header in enumerate(headers):
        text += f"{header}   {2010 + 2 * year} – {2011 + 2 * year}\n- Built it\n"
    return import_bytes(text.encode(), "cv.txt").draft.entries


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_a_name_in_camel_case_after_at_is_the_organisation() -> None:
    (entry,) = _entries(["Senior Engineer - co-lead at eHooli"])
    assert _pair(entry) == ("eHooli", "Senior Engineer - co-lead")


def test_a_word_in_small_letters_after_at_opens_no_name() -> None:
    (entry,) = _entries(["Senior Engineer - co-lead at night"])
    assert entry.fields.get("position") != "Senior Engineer - co-lead"


def test_a_section_written_title_at_organisation_splits_its_unknown_words() -> None:
    entries = _entries([
        "Chef de cuisine du soir at Globex Brasserie",
        "Onderneming at Initech",
        "Rowing lessons at Hooli",
    ])  # fmt: skip
    assert [_pair(e) for e in entries] == [
        ("Globex Brasserie", "Chef de cuisine du soir"),
        ("Initech", "Onderneming"),
        ("Hooli", "Rowing lessons"),
    ]


def test_one_such_header_alone_is_not_split_nor_a_town_taken() -> None:
    (entry,) = _entries(["Rowing lessons at Hooli"])
    assert _pair(entry) != ("Hooli", "Rowing lessons")
    _, second = _entries(["Onderneming at Initech", "Rowing lessons at London"])
    assert second.fields.get("name") != "London"
