"""Positions grouped under one employer line: the later positions take its organisation,
marked to confirm; where the layout does not read so, nothing is taken."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes


def _entries(text: str) -> list[tuple[dict[str, str], list[str]]]:
    draft = import_bytes(text.encode(), "cv.md").draft
    return [(e.fields, e.uncertain) for e in draft.entries]


GROUPED = """# Jane Doe

## Experience

### Initech

#### Staff Engineer

Jan 2020 – Present

- Built the thing

#### Senior Engineer - Payments

Jan 2018 – Dec 2019

- Built another thing

#### Engineer

Jan 2016 – Dec 2017

- Built a third thing

### Globex

#### Analyst

Jan 2014 – Dec 2015

- Counted things
"""


def test_later_positions_under_one_employer_line_take_its_organisation() -> None:
    found = _entries(GROUPED)
    assert [(f.get("name"), f.get("position")) for f, _ in found] == [
        ("Initech", "Staff Engineer"),
        ("Initech", "Senior Engineer - Payments"),  # the dash's words are the title's
        ("Initech", "Engineer"),
        ("Globex", "Analyst"),
    ]
    assert [u.count("name") for _, u in found] == [0, 1, 1, 0]


def test_a_title_on_the_organisations_line_starts_no_group() -> None:
    text = (
        "# Jane Doe\n\n## Experience\n\n### Staff Engineer, Initech\n\nJan 2020 – Present\n\n"
        "- Built the thing\n\n### Senior Engineer\n\nJan 2018 – Dec 2019\n\n- Built another\n"
    )
    found = _entries(text)
    assert found[1][0].get("name") != "Initech"


def test_a_position_at_another_level_than_the_groups_titles_takes_nothing() -> None:
    text = GROUPED.replace("#### Engineer\n", "### Engineer\n")
    found = _entries(text)
    assert [f.get("name") for f, _ in found][2] != "Initech"


def test_a_dash_naming_an_organisation_is_not_taken_into_the_title() -> None:
    text = GROUPED.replace("Senior Engineer - Payments", "Senior Engineer - Globex Labs")
    found = _entries(text)
    assert (found[1][0].get("name"), found[1][0].get("position")) == (
        "Globex Labs",
        "Senior Engineer",
    )


def _schools(text: str) -> list[tuple[str | None, ...]]:
    draft = import_bytes(text.encode(), "cv.txt").draft
    return [
        (e.fields.get("institution"), e.fields.get("studyType"), e.fields.get("startDate"))
        for e in draft.entries
    ]


def test_in_a_column_of_dates_each_date_line_opens_its_entry() -> None:
    text = (
        "Jane Doe\n\nEducation\n\nSep 2014 – Jun 2019\nSpringfield University\nBSc Physics\n"
        "Sep 2012 – Jun 2014\nShelbyville College\nAssociate degree Mathematics\n"
    )
    assert _schools(text) == [
        ("Springfield University", "BSc", "Sep 2014"),
        ("Shelbyville College", "Associate degree", "Sep 2012"),
    ]


def test_a_date_line_under_its_entrys_name_still_dates_that_entry() -> None:
    text = (
        "Jane Doe\n\nEducation\n\nSpringfield University, BSc Physics\nSep 2014 – Jun 2019\n"
        "Shelbyville College, Associate degree Mathematics\nSep 2012 – Jun 2014\n"
    )
    assert _schools(text) == [
        ("Springfield University", "BSc", "Sep 2014"),
        ("Shelbyville College", "Associate degree", "Sep 2012"),
    ]
