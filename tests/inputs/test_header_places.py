"""Places, page furniture and a document's own date: rules read off the currvita and simplecv
templates' tuning documents, each with cases where it must fire and must not. Names here are
made up (Initech, Springfield) or places anyone writes."""

from __future__ import annotations

from typing import Any

import pytest

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import day_date
from tests.inputs.test_pdf_layout import _lines


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Cupertino, CA", True),
        ("Brooklyn, New York, NY", True),
        ("Menlo Park, California", True),
        ("Software Engineer, Initech, Cupertino, CA", False),  # a whole header, place last
        ("Staff Engineer, Austin, TX", False),  # a job word is no town's name
        ("Alpha, Beta, Gamma, Delta, CA", False),  # more parts than a place holds
        ("Menlo Park, CA, USA", True),  # three parts: a town, its state, its country
        ("Initech, Cupertino, CA", False),  # three parts: a name, then a town and its state
        ("Initech, Berlin, Germany", False),
        # any country's subdivisions (ISO 3166-2), with or without their accents
        ("Springfield, Quindío, Colombia", True),
        ("Springfield, Karnataka, India", True),
        ("Springfield, KA, India", True),
        ("Initech, Buenos Aires, Argentina", False),  # a region named as its city: a name first
        ("Initech, Karnataka, Colombia", False),  # another country's region
        ("Initech, Springfield, Colombia", False),
    ],
)
def test_a_place_has_no_job_word_and_a_third_part_only_for_a_region(text: str, place: bool) -> None:
    assert is_place(text) is place


def _work(text: str) -> list[dict[str, Any]]:
    return [e.fields for e in import_bytes(text.encode(), "cv.txt").draft.entries]


def test_a_title_organisation_and_state_place_on_one_line_are_split() -> None:
    text = (
        "Jane Doe\n\nExperience\n\n"
        "Jun 2005 – Aug 2007   Software Engineer, Initech, Cupertino, CA\n- Built the thing\n"
    )
    (fields,) = _work(text)
    assert (fields["name"], fields["position"], fields["location"]) == (
        "Initech",
        "Software Engineer",
        "Cupertino, CA",
    )


def test_an_organisation_line_loses_its_city_to_the_place() -> None:
    text = (
        "Jane Doe\n\nExperience\n\nSep 2024 – Present\nLead Engineer\nInitech Holdings, London\n"
        "- Built the thing\n"
    )
    (fields,) = _work(text)
    assert (fields["name"], fields["location"]) == ("Initech Holdings", "London")


def test_an_organisation_before_a_town_and_state_is_the_organisation() -> None:
    text = "Jane Doe\n\nExperience\n\nSep 2024 – Present\nLead Engineer\nInitech, Cupertino, CA\n"
    (fields,) = _work(text + "- Built the thing\n")
    assert (fields["name"], fields["location"]) == ("Initech", "Cupertino, CA")


def test_an_organisation_line_with_no_place_stays_whole() -> None:
    text = (
        "Jane Doe\n\nExperience\n\nSep 2024 – Present\nLead Engineer\nInitech Holdings\n- Built\n"
    )
    (fields,) = _work(text)
    assert fields["name"] == "Initech Holdings" and "location" not in fields


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        ("November 28, 2026", True),
        ("28 November 2026", True),
        ("Nov. 3rd, 2026", True),
        ("28.11.2026", True),
        ("2026-11-28", True),
        ("November 2026", False),  # a month: an entry's date
        ("Jan 2020 – Present", False),
        ("Springfield, November 28, 2026", False),  # a place before it: not the date alone
        ("2026", False),
    ],
)
def test_a_day_date_is_one_calendar_date_to_the_day(text: str, dated: bool) -> None:
    assert day_date(text) is dated


def test_a_document_ending_in_a_day_date_lists_it_as_not_placed() -> None:
    text = (
        "Jane Doe\n\nEducation\n\nSep 2000 – May 2005   BS Physics, Springfield University\n\n"
        "November 28, 2026\n"
    )
    result = import_bytes(text.encode(), "cv.txt")
    assert [e.fields.get("institution") for e in result.draft.entries] == ["Springfield University"]
    assert [(u.text, u.why) for u in result.draft.unplaced] == [
        ("November 28, 2026", "the document's date")
    ]


def test_a_day_date_before_the_end_stays_in_the_document() -> None:
    text = "Jane Doe\n\nAwards\n\nNovember 28, 2024\nBest Thesis Prize, Springfield University\n"
    result = import_bytes(text.encode(), "cv.txt")
    assert not [u for u in result.draft.unplaced if u.why == "the document's date"]


def _page_foot(number: str, above: float) -> Any:
    def draw(pdf: Any) -> None:
        pdf.text(72, 100, "Jane Doe")
        pdf.text(72, 130, "Built the billing service")
        pdf.text(290, 842 - above, number)  # fpdf's y runs down the page

    return draw


def test_a_bare_number_as_the_pages_lowest_line_is_a_page_number() -> None:
    lines = _lines(_page_foot("1", above=90))  # LaTeX's foot: above the bottom 6 %
    assert [(x.text, "furniture" in x.extras) for x in lines if x.text == "1"] == [("1", True)]


def test_a_number_that_is_not_the_lowest_line_is_text() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(72, 100, "Jane Doe")
        pdf.text(72, 130, "3")
        pdf.text(72, 160, "Built the billing service")

    lines = _lines(draw)
    assert [("furniture" in x.extras) for x in lines if x.text == "3"] == [False]


@pytest.mark.parametrize(
    ("header", "org"),
    [
        ("Initech | Globex Systems", "Initech | Globex Systems"),  # renamed or bought
        ("Initech | Remote", "Initech"),  # a place
        ("Initech | Springfield, IL", "Initech"),
        ("Initech | Senior Engineer", "Initech"),  # a job
        ("Initech | 2 years", "Initech"),
    ],
)
def test_a_pipe_between_two_bare_names_is_inside_one_organisation(header: str, org: str) -> None:
    text = f"Jane Doe\n\nExperience\n\n{header}\nJan 2020 – Present\n- Built the thing\n"
    (fields,) = _work(text)
    assert fields["name"] == org


@pytest.mark.parametrize(
    ("header", "org"),
    [
        ("Staff Engineer, Initech | Globex Systems", "Initech | Globex Systems"),
        ("Staff Engineer, Initech | Remote", "Initech"),
    ],
)
def test_a_pipe_after_a_titles_comma_joins_the_names_around_it(header: str, org: str) -> None:
    text = f"Jane Doe\n\nExperience\n\n{header}\nJan 2020 – Present\n- Built the thing\n"
    (fields,) = _work(text)
    assert fields["name"] == org


@pytest.mark.parametrize(
    ("header", "org", "title"),
    [
        ("Initech | Globex, Senior Engineer on Payments", "Initech | Globex",
         "Senior Engineer on Payments"),  # the second name before the title's comma
        ("Initech - Globex Labs, Automation Engineer", "Initech - Globex Labs",
         "Automation Engineer"),
        ("Initech | Senior Engineer, Payments", "Initech", None),  # a job after the pipe
        ("Initech | Springfield, IL", "Initech", None),  # a place after the pipe
    ],
)  # fmt: skip
def test_a_pipe_before_a_name_and_a_titles_comma_joins_the_names(
    header: str, org: str, title: str | None
) -> None:
    text = f"Jane Doe\n\nExperience\n\n{header}\nJan 2020 – Present\n- Built the thing\n"
    (fields,) = _work(text)
    assert fields["name"] == org
    if title is not None:
        assert fields["position"] == title


@pytest.mark.parametrize(
    ("line", "school", "field"),
    [
        ("Information Technology, University of Springfield", "University of Springfield", None),
        ("Engineer degree Computer Science, EFREI", "EFREI", "Computer Science"),
        ("BSc Physics, Springfield University", "Springfield University", "Physics"),
    ],
)
def test_a_field_or_degree_before_a_school_after_a_comma_is_split(
    line: str, school: str, field: str | None
) -> None:
    text = f"Jane Doe\n\nEducation\n\nSep 2000 – May 2005   {line}\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    assert entry.fields["institution"] == school
    if field is not None:
        assert entry.fields["area"] == field


@pytest.mark.parametrize(
    "line",
    [
        "University of California, Berkeley",  # a school's own comma
        "BSc Physics, minor in Mathematics",  # no school after the comma
        "Bachelor in Physics. Advisor: Jane Roe, John Doe",  # a remark after the degree
    ],
)
def test_a_comma_inside_a_school_or_a_degree_is_not_split(line: str) -> None:
    from cvcoach.inputs.documents.education_parts import education_parts as _education_parts

    assert _education_parts(line) == [line]


def _cells_row(cell: str) -> dict[str, str]:
    """An entry whose header is a row of cells (dates, organisation, title), as PDFs give."""
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    cells = ["Jul 2020 – May 2021", "Initech Inc.", cell]
    lines = [
        Line("Jane Doe", "heading", 1),
        Line("Experience", "heading", 2),
        Line(" ".join(cells), cells=cells),
        Line("Built the thing", "bullet"),
    ]
    (entry,) = build_draft(lines).entries
    return entry.fields


@pytest.mark.parametrize(
    ("cell", "title", "place"),
    [
        (
            "Technical Marketing Manager - Service Providers, 801 5th Ave Seattle, WA 98104",
            "Technical Marketing Manager - Service Providers",
            "801 5th Ave Seattle, WA 98104",
        ),
        ("Staff Engineer - Payments, Cupertino, CA", "Staff Engineer - Payments", "Cupertino, CA"),
    ],
)
def test_a_title_cell_keeps_its_dash_and_gives_up_its_place(
    cell: str, title: str, place: str
) -> None:
    fields = _cells_row(cell)
    assert fields["name"] == "Initech Inc."
    assert (fields["position"], fields["location"]) == (title, place)


def test_a_title_cell_with_no_place_stays_whole() -> None:
    title = "Staff Engineer - Payments Platform"
    fields = _cells_row(title)
    assert (fields["position"], fields.get("location")) == (title, None)
