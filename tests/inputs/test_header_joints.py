"""Entry headers whose punctuation joins rather than cuts: two organisations joined by a
semicolon, a comma inside a title's brackets (2026-11-29 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.header_commas import numbered_name
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(header: str) -> list[Imported]:
    text = f"Jane Doe\n\nExperience\n\n{header}   2019 - 2021\n- Built the thing\n"
    return import_bytes(text.encode(), "cv.txt").draft.entries


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_two_organisations_joined_by_a_semicolon_are_one_organisation() -> None:
    (entry,) = _entries("Research Assistant, Globex Institute; Hooli School of Policy")
    assert _pair(entry) == ("Globex Institute; Hooli School of Policy", "Research Assistant")


def test_a_semicolon_before_a_job_still_cuts() -> None:
    (entry,) = _entries("Globex Institute; Research Assistant")
    assert _pair(entry) == ("Globex Institute", "Research Assistant")


def test_a_comma_inside_a_titles_brackets_is_the_titles_own() -> None:
    (entry,) = _entries("Team Member/ Mentor(Web, Linux), Initech Labs")
    assert _pair(entry) == ("Initech Labs", "Team Member/ Mentor(Web, Linux)")


def test_a_comma_outside_brackets_still_splits_title_and_organisation() -> None:
    (entry,) = _entries("Mentor (Web), Initech Labs, Globex Division")
    assert _pair(entry)[1] == "Mentor (Web), Initech Labs"


def test_a_number_before_a_titles_comma_is_the_organisation() -> None:
    text = "# Jane Doe\n\n## Experience\n\n**404**, Senior Developer, Springfield, IL\n\n"
    text += "Jan 2019 – Mar 2021\n\n- Built it\n"
    (entry,) = import_bytes(text.encode(), "cv.md").draft.entries
    assert _pair(entry) == ("404", "Senior Developer")


def test_a_year_or_a_word_is_no_numbered_name() -> None:
    assert numbered_name("404") and not numbered_name(" 7 ")
    assert not numbered_name("2019") and not numbered_name("Initech")
