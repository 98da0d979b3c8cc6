"""Two header forms of themes that lay an entry out in a row or print a range with no
start: a list item that says only "Present" is the header's end date, not a bullet; a
sentence beside the dates is the summary, not the organisation. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.entries import build_work
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.segments import segment
from cvcoach.inputs.documents.text_rules import sentence_like


def _entries(section: str, body: str) -> list[Imported]:
    text = f"Jane Doe\n\n{section}\n\n" + body
    return import_bytes(text.encode(), "cv.txt").draft.entries


def test_present_alone_as_a_list_item_under_a_school_is_its_end_date() -> None:
    body = (
        "Globex University\n- Present\nMSc in Data Science\n\n"
        "Northwind College\n- Present\nBachelor of Science in Physics\n"
    )
    entries = _entries("Education", body)
    keys = ("institution", "studyType", "endDate")
    read = [tuple(e.fields.get(f) for f in keys) for e in entries]
    assert read == [
        ("Globex University", "MSc", "Present"),
        ("Northwind College", "Bachelor of Science", "Present"),
    ]
    assert not any(e.highlights for e in entries)


def test_present_in_a_bullet_of_a_dated_entry_stays_a_bullet() -> None:
    body = "Initech\nData Engineer   2019 – 2021\n- Present\n- Built the billing pipeline\n"
    (entry,) = _entries("Experience", body)
    assert entry.highlights == ["Present", "Built the billing pipeline"]
    assert entry.fields.get("endDate") == "2021"


def test_a_bullet_after_the_first_bullet_is_never_a_date() -> None:
    body = "Globex University\nMSc in Data Science\n- Thesis on graphs\n- Present\n"
    (entry,) = _entries("Education", body)
    assert "endDate" not in entry.fields and entry.highlights[-1] == "Present"


def test_a_sentence_is_not_a_name() -> None:
    assert sentence_like("Managed a small team of up to five people.")
    assert sentence_like("Working with the latest technologies like Hooli and Redux.")
    for name in (
        "Hooli Technologies",  # short, no full stop
        "Lead Backend Developer on Payments Platform.",  # a title in capitals
        "Open source developer on Hooli.",  # a short phrase with a job word
        "Managed a small team",  # no full stop
        "Initech Research Group Co.",  # an abbreviation's dot
    ):
        assert not sentence_like(name), name


def _row_entry(org: str, cells: list[str]) -> Imported:
    """A theme's row: the organisation as a heading (if any) over title, dates and a third
    cell."""
    lines = [
        Line(org, "heading", 2, "page 1, line 1", True),
        Line(" ".join(cells), "text", 0, "page 1, line 2", cells=cells),
        Line("Shipped the mobile app", "bullet", 0, "page 1, line 3"),
    ][0 if org else 1 :]
    (block,) = segment(lines, "work")
    return build_work(block, "work")


def test_a_sentence_beside_the_dates_is_the_summary_not_the_organisation() -> None:
    cells = ["Lead Developer", "2016-09 - 2017-07", "Managed a small team of up to five people."]
    entry = _row_entry("Northwind", cells)
    assert entry.fields.get("name") == "Northwind"
    assert entry.fields.get("position") == "Lead Developer"
    assert entry.fields.get("summary") == "Managed a small team of up to five people."


def test_a_name_beside_the_dates_is_still_the_organisation() -> None:
    entry = _row_entry("", ["Lead Developer", "2016-09 - 2017-07", "Globex Technologies"])
    assert entry.fields.get("name") == "Globex Technologies"
    assert entry.fields.get("position") == "Lead Developer"


def test_a_phrase_after_the_dates_under_a_names_own_line_is_no_organisation() -> None:
    cells = ["Research Fellow", "2023-07 - Present", "Building backend services with Django"]
    entry = _row_entry("Northwind", cells)  # "services" is an organisation's word
    assert entry.fields.get("name") == "Northwind"
    assert entry.fields.get("summary") == "Building backend services with Django"
    entry = _row_entry(
        "Northwind", ["Research Fellow", "2023-07 - Present", "Manage engineers and projects"]
    )
    assert entry.fields.get("name") == "Northwind"


def test_a_phrase_after_the_dates_with_no_names_line_above_is_still_the_organisation() -> None:
    cells = ["Research Fellow", "2023-07 - Present", "Globex Research Services Group"]
    assert _row_entry("", cells).fields.get("name") == "Globex Research Services Group"
    short = ["Research Fellow", "2023-07 - Present", "Globex Services"]  # a short name
    assert _row_entry("Northwind", short).fields.get("name") == "Globex Services"
