"""Undated education rows, a school a row, and a footer that repeats the name beside the
page count. Names and schools are made up."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.importer import import_bytes
from tests.inputs.test_header_places import _page_foot
from tests.inputs.test_pdf_layout import _lines


def _schools(body: str) -> list[tuple[str | None, str | None]]:
    text = "Jane Doe\n\nEducation\n\n" + body
    entries = import_bytes(text.encode(), "cv.txt").draft.entries
    return [(e.fields.get("institution"), e.fields.get("studyType")) for e in entries]


def test_a_school_after_a_school_and_its_degree_opens_the_next_entry() -> None:
    body = "Initech, Peru\nMSc in Management\nGlobex University\nBachelor of Science in Physics\n"
    assert _schools(body)[1] == ("Globex University", "Bachelor of Science")
    assert len(_schools(body)) == 2


def test_a_school_under_a_degree_that_opened_the_header_is_its_own() -> None:
    body = "MSc in Management\nGlobex University\n2019 - 2021\n"
    assert _schools(body) == [("Globex University", "MSc")]


def test_a_school_after_a_dated_school_and_degree_opens_the_next_entry() -> None:
    body = (
        "Initech Academy\nMSc in Management   2019 - 2021\n"
        "Globex University\nBachelor of Science in Physics   2015 - 2019\n"
    )
    assert _schools(body) == [
        ("Initech Academy", "MSc"),
        ("Globex University", "Bachelor of Science"),
    ]


@pytest.mark.parametrize(
    ("footer", "furniture"),
    [
        ("Jane Doe - Page 1 of 2", True),
        ("Jane Doe Page 2/2", True),
        ("Jane Doe, Pages 1 of 2", False),
        ("Read page 3 of the report", False),
    ],
)
def test_a_footer_of_a_name_and_the_page_count_is_furniture(footer: str, furniture: bool) -> None:
    lines = _lines(_page_foot(footer, above=20))
    assert [("furniture" in x.extras) for x in lines if x.text == footer] == [furniture]


@pytest.mark.parametrize(
    "row",
    [
        "Bachelor of Science in Physics, minor in Music and Art, at Globex University, Honours",
        "Globex University, Honours List, Bachelor of Science in Physics, minor in Music and Art",
    ],
)
def test_a_long_row_naming_a_degree_heads_an_undated_education_entry(row: str) -> None:
    (school,) = _schools(row + "\n")
    assert school[0] is not None and school[0].startswith("Globex University")
    assert school[1] == "Bachelor of Science"


@pytest.mark.parametrize(
    "text",
    [
        # a sentence, and a long line naming no degree, are prose under the entry
        "Wrote a thesis on the Bachelor of Science curriculum and its reform across many schools.",
        "Took part in the student council and the chess club and the choir for all four years",
    ],
)
def test_a_sentence_or_a_long_line_with_no_degree_heads_no_entry(text: str) -> None:
    entries = _schools("Globex University\nBSc in Physics   2015 - 2019\n" + text + "\n")
    assert entries == [("Globex University", "BSc")]


def _after_field(area: str, **fields: str) -> dict[str, str]:
    from cvcoach.inputs.documents.education_parts import school_after_field as _school_after_field
    from cvcoach.inputs.documents.model import Imported

    entry = Imported("education", where="line 1")
    entry.fields.update({"studyType": "MSc", "area": area, **fields})
    _school_after_field(entry)
    return entry.fields


def test_a_name_and_its_country_after_a_degrees_field_are_the_school() -> None:
    fields = _after_field("IT Management, Norteval, Peru")
    assert (fields["area"], fields.get("institution")) == ("IT Management", "Norteval, Peru")


@pytest.mark.parametrize(
    ("area", "fields"),
    [
        ("Physics, Lima, Peru", {}),  # a city and its country: a place, no school
        ("Physics, Norteval, Peru", {"institution": "Globex University"}),  # named already
        ("Physics, Peru", {}),  # a country alone
    ],
)
def test_a_town_or_a_named_school_after_a_degrees_field_is_not_read_so(
    area: str, fields: dict[str, str]
) -> None:
    assert _after_field(area, **fields)["area"] == area


def _bold_rows(*rows: tuple[str, bool]) -> list[str | None]:
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    lines = [Line("Education", "heading", 2)] + [Line(t, bold=b) for t, b in rows]
    return [e.fields.get("institution") for e in build_draft(lines).entries]


def test_a_line_in_bold_after_a_bold_school_and_a_regular_line_opens_the_next_entry() -> None:
    rows = [
        ("Initech Academy", True),
        ("MSc in Management", False),
        ("Globex Hospital", True),
        ("Residency in Surgery", False),
    ]
    assert _bold_rows(*rows) == ["Initech Academy", "Globex Hospital"]


def test_two_lines_in_bold_in_a_row_are_one_header() -> None:
    rows = [("Initech Academy", True), ("Globex Department of Surgery", True)]
    assert len(_bold_rows(*rows)) == 1


def test_undated_list_items_naming_degrees_under_education_are_an_entry_each() -> None:
    body = (
        "• MSc in Management, Initech, Peru\n• Bachelor of Science in Physics, Globex University\n"
    )
    assert _schools(body) == [
        ("Initech, Peru", "MSc"),
        ("Globex University", "Bachelor of Science"),
    ]


def test_list_items_naming_degrees_under_a_schools_header_stay_its_highlights() -> None:
    body = "Globex University\n2015 - 2019\n• Tutored BSc students in statistics\n• Ran a club\n"
    entries = import_bytes(("Jane Doe\n\nEducation\n\n" + body).encode(), "cv.txt").draft.entries
    assert len(entries) == 1
    assert entries[0].fields.get("institution") == "Globex University"
