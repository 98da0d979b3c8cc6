"""A heading that names an entry in another weight than the section headings (a bold
"Acme Technologies, L.P." under a regular "Experience") does not open a section, though
it holds a section word; a heading made only of section words opens one whatever its
weight, and a mixed heading in the sections' own weight still does, unless the section
already holds an entry's heading in that type (then it is the next entry's)."""

from __future__ import annotations

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.sections import split_sections


def _heading(text: str, bold: bool) -> Line:
    return Line(text, "heading", 2, "page 1", bold)


def _kinds(lines: list[Line]) -> list[str]:
    return [s.kind for s in split_sections(lines)[1]]


def test_an_organisation_in_bold_under_a_regular_section_heading_opens_no_section() -> None:
    lines = [
        _heading("Experience", False),
        _heading("Initrode Technologies, L.P.", True),
        Line("Built the billing service", "text", 0, "page 1"),
        _heading("Education", False),
    ]
    assert _kinds(lines) == ["work", "education"]
    assert split_sections(lines)[1][0].lines[0].text == "Initrode Technologies, L.P."


def test_section_words_alone_open_a_section_in_any_weight() -> None:
    lines = [_heading("Experience", False), _heading("Technical Skills", True)]
    assert _kinds(lines) == ["work", "skills"]


def test_a_mixed_heading_in_the_sections_own_weight_opens_its_section() -> None:
    lines = [_heading("Experience", False), _heading("Tools I use daily", False)]
    assert _kinds(lines) == ["work", "skills"]


def test_a_mixed_heading_in_the_type_of_the_sections_entry_headings_opens_none() -> None:
    lines = [
        _heading("Work", True),
        _heading("Hooli", True),
        Line("Built the billing service", "text", 0, "page 1"),
        _heading("Globex Technologies, L.P.", True),
        Line("Ran the data platform", "text", 0, "page 1"),
        _heading("Education", True),
    ]
    assert _kinds(lines) == ["work", "education"]
    assert [x.text for x in split_sections(lines)[1][0].lines if x.kind == "heading"] == [
        "Hooli",
        "Globex Technologies, L.P.",
    ]


def test_a_mixed_heading_unlike_the_sections_entry_headings_opens_its_section() -> None:
    lines = [
        _heading("Work", False),
        _heading("Northwind", True),
        Line("Built the billing service", "text", 0, "page 1"),
        _heading("Tools I use daily", False),
    ]
    assert _kinds(lines) == ["work", "skills"]
