"""Entries with no bullets whose header sets a line above a dated row with words before
its dates: the line after the row above opens the next entry (2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(lines: list[str]) -> list[Imported]:
    text = "Jane Doe\n\nExperience\n\n" + "\n".join(lines) + "\n"
    return import_bytes(text.encode(), "cv.txt").draft.entries


def _values(entry: Imported) -> str:
    return " ".join(entry.fields.values())


def test_the_line_after_a_dated_row_opens_the_next_entry_laid_out_alike() -> None:
    first, second = _entries([
        "Initech", "Springfield, IL   2019 – 2021", "Senior Engineer",
        "Globex", "Shelbyville, IL   2017 – 2019", "Lead Developer",
    ])  # fmt: skip
    assert first.fields.get("name") == "Initech" and "Globex" not in _values(first)
    assert second.fields.get("name") == "Globex"
    assert second.fields.get("position") == "Lead Developer"


def test_entries_that_open_with_their_dated_row_keep_the_line_after_it() -> None:
    first, second = _entries([
        "Senior Engineer   2019 – 2021", "Initech",
        "Lead Developer   2017 – 2019", "Globex",
    ])  # fmt: skip
    assert first.fields.get("name") == "Initech"
    assert first.fields.get("position") == "Senior Engineer"
    assert second.fields.get("name") == "Globex"
    assert second.fields.get("position") == "Lead Developer"
