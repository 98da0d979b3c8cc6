"""Content forms a header may take whatever the layout: a dashed title before a one-word
organisation, degree wording. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _work(header: str, date_line: str) -> Imported:
    text = f"# Jane Doe\n\n## Experience\n\n### {header}\n\n*{date_line}*\n\n- Built the thing\n"
    (entry,) = import_bytes(text.encode(), "cv.md").draft.entries
    return entry


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_a_dashed_title_keeps_its_qualifier_when_the_place_is_on_the_dates_line() -> None:
    entry = _work("Product Owner - Payments, Globex", "Paris · Feb 2018 – Jun 2020")
    assert _pair(entry) == ("Globex", "Product Owner - Payments")


def test_a_dashed_title_before_a_town_unknown_to_the_gazetteer_keeps_its_organisation() -> None:
    entry = _work("Product Owner – Payments, Hooli", "Shelbyville · 2018 – 2020")
    assert _pair(entry) == ("Hooli", "Product Owner – Payments")
    assert entry.fields.get("location") == "Shelbyville"


def test_a_dashed_title_with_no_place_named_is_not_read_so() -> None:
    entry = _work("Product Owner - Payments, Globex", "Feb 2018 – Jun 2020")
    assert entry.fields.get("position") == "Product Owner"
