"""A school after an organisation's comma is the organisation's place (2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entry(org: str) -> Imported:
    text = f"Jane Doe\n\nExperience\n\n2019 – 2021 Team Mentor\n{org}\n- Ran the workshops\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry


def test_a_club_at_a_university_has_the_university_as_its_place() -> None:
    entry = _entry("Globex Robotics Club, Hooli University")
    assert entry.fields.get("name") == "Globex Robotics Club"
    assert entry.fields.get("location") == "Hooli University"
    assert entry.fields.get("position") == "Team Mentor"


def test_a_department_or_a_lab_of_a_university_stays_one_name() -> None:
    for org in ("Department of Physics, Hooli University", "Globex Labs, Hooli University"):
        entry = _entry(org)
        assert entry.fields.get("location") != "Hooli University"
