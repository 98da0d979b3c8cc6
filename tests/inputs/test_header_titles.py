"""A title with punctuation of its own: a department after a comma beside an organisation
on a line of its own, and two job phrases joined by a dash. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(header: str) -> list[Imported]:
    text = "Jane Doe\n\nExperience\n\n" + header + "\n- Built the thing\n"
    return import_bytes(text.encode(), "cv.txt").draft.entries


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_an_organisation_on_its_own_line_keeps_a_title_with_a_department_whole() -> None:
    (entry,) = _entries(
        "2020 – 2021 Associate Director, Clinical Data Management\nNorthwind Traders"
    )
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_an_organisation_after_the_titles_comma_is_not_cut_for_a_line_below() -> None:
    (entry,) = _entries("2020 – 2021 Marketing Manager - Carriers, Initech Inc., Suite 5\nWA 98104")
    assert entry.fields.get("name") != "WA 98104"


def test_a_title_wrapped_after_a_joining_word_is_not_split_from_its_next_line() -> None:
    (entry,) = _entries("2020 – 2021 Trainer of Engineers, Cybersecurity and\nNorthwind Identity")
    assert entry.fields.get("position") != "Trainer of Engineers, Cybersecurity and"


def test_two_job_phrases_joined_by_a_dash_are_one_title() -> None:
    (entry,) = _entries("Owner — Freelance Research Consultant   2019 – 2021\nNorthwind Traders")
    assert _pair(entry) == ("Northwind Traders", "Owner — Freelance Research Consultant")


def test_two_job_phrases_joined_by_a_bar_stay_two() -> None:
    (entry,) = _entries("Owner | Freelance Research Consultant   2019 – 2021\nNorthwind Traders")
    assert entry.fields.get("position") == "Owner"


def _schools(markdown: str) -> list[tuple[str | None, str | None]]:
    text = "# Jane Doe\n\n## Education\n\n" + markdown
    entries = import_bytes(text.encode(), "cv.md").draft.entries
    return [(e.fields.get("institution"), e.fields.get("area")) for e in entries]


_READING = "### University of Springfield\n\nInformation Technology\n\nFeb 2014 – Apr 2014\n\n"
_SKOLE = "### Shelbyville Tekniske Skole\n\nInformation Technology\n\nJan 2007 – Jan 2008\n"


def test_an_education_entry_unsure_of_its_school_follows_its_sections_order() -> None:
    assert _schools(_READING + _SKOLE)[1] == (
        "Shelbyville Tekniske Skole",
        "Information Technology",
    )


def test_an_education_entry_alone_keeps_its_vocabularys_reading() -> None:
    """No entry of the section tells the order: "Technology" reads as an organisation."""
    assert _schools(_SKOLE) == [("Information Technology", "Shelbyville Tekniske Skole")]
