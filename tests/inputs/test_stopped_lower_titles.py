"""A name and a title not capitalised, each closed by a full stop, on one header line
(2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entry(header: str) -> Imported:
    text = f"Jane Doe\n\nExperience\n\n{header}   2019 – 2021\n- Built it\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry


def test_a_lower_case_title_after_the_names_stop_is_the_title() -> None:
    entry = _entry("Initech, Springfield, IL. research assistant.")
    assert entry.fields.get("name") == "Initech"
    assert entry.fields.get("position") == "research assistant"


def test_a_lower_case_phrase_that_names_no_job_is_not_cut() -> None:
    entry = _entry("Initech, Springfield. built the tools.")
    assert "name" not in entry.fields
    assert entry.fields.get("position") != "built the tools"
