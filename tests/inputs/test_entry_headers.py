"""Which lines open an entry, and how a header's pieces split: a year in brackets that
closes a bullet, a typeset dash before an organisation with a comma in its name, headers
set in capitals."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.datefind import remark_date
from cvcoach.inputs.documents.importer import build_draft, import_bytes
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import Imported


def _entries(text: str, name: str = "cv.md") -> list[Imported]:
    return import_bytes(text.encode(), name).draft.entries


@pytest.mark.parametrize(
    ("text", "remark"),
    [
        ("Valedictorian (Class of 2019)", True),
        ("journal extension in TMLR (2023)", True),
        ("Best paper award [2021].", True),
        ("BSc Physics, MIT (2015 - 2019)", False),  # a range in brackets dates the line
        ("(2019)", False),  # nothing before the brackets
        ("Acme Corp (Remote)", False),
        ("Acme Corp 2019", False),
    ],
)
def test_a_remark_date_is_a_single_date_in_the_brackets_closing_a_line(
    text: str, remark: bool
) -> None:
    assert remark_date(text) is remark


def test_a_year_in_brackets_ending_a_bullet_opens_no_education_entry() -> None:
    (entry,) = _entries(
        "# Jane Doe\n\n## Education\n\n### Stanford University\n*2018 - 2022*\n\n"
        "- BSc Computer Science\n- Valedictorian (Class of 2019)\n"
    )
    assert entry.fields["institution"] == "Stanford University"
    assert entry.highlights == ["BSc Computer Science", "Valedictorian (Class of 2019)"]


def test_a_nested_bullet_naming_a_year_stays_with_its_entry() -> None:
    (entry,) = _entries(
        "# Jane Doe\n\n## Education\n\nStanford University 2015 - 2019\n\n"
        "- Thesis on graph learning\n  - journal extension in TMLR 2023\n"
    )
    assert entry.highlights == ["Thesis on graph learning", "journal extension in TMLR 2023"]


def test_a_continuation_in_lower_case_with_a_year_in_brackets_opens_no_entry() -> None:
    """A PDF's wrapped line of a nested bullet, read as a line of its own."""
    lines = [
        Line("Experience", "heading", 2),
        Line(
            "Research Intern, Acme Labs   2021 - 2022",
            cells=["Research Intern, Acme Labs", "2021 - 2022"],
        ),
        Line("Built a model for graphs, published at a workshop and a", "bullet"),
        Line("journal extension in TMLR (2023)"),
        Line("Wrote the paper", "bullet"),
    ]
    (entry,) = build_draft(lines).entries
    assert entry.fields["name"] == "Acme Labs"
    assert "journal extension in TMLR (2023)" in entry.highlights


@pytest.mark.parametrize(
    "body",
    [
        "- BSc Physics, MIT (2015)\n- MSc Physics, ETH Zurich (2017)\n",  # a degree: an entry
        "- BSc Physics, MIT, 2015\n- MSc Physics, ETH Zurich, 2017\n",  # a plain date
    ],
)
def test_education_bullets_dated_as_entries_still_open_entries(body: str) -> None:
    entries = _entries("# Jane Doe\n\n## Education\n\n" + body)
    assert [e.fields.get("endDate") for e in entries] == ["2015", "2017"]


def test_a_header_with_a_year_in_brackets_after_a_bullet_still_opens_an_entry() -> None:
    lines = [
        Line("Experience", "heading", 2),
        Line("Acme Corp (2019)"),
        Line("Built the thing", "bullet"),
        Line("Initech Labs (2021)"),
        Line("Wrote the guides", "bullet"),
    ]
    entries = build_draft(lines).entries
    assert [e.fields.get("name") for e in entries] == ["Acme Corp", "Initech Labs"]


def _work(header: str) -> dict[str, str]:
    text = "Jane Doe\n\nExperience\n\n" + header + "\n- Built the thing\n"
    (entry,) = _entries(text, "cv.txt")
    return entry.fields


def test_an_organisation_with_a_comma_after_a_typeset_dash_stays_whole() -> None:
    fields = _work("Senior Engineer — Initech, Indo-Pacific Research Ltd.   2019 - 2021")
    assert (fields["position"], fields["name"]) == (
        "Senior Engineer",
        "Initech, Indo-Pacific Research Ltd.",
    )


@pytest.mark.parametrize(
    ("header", "position", "name"),
    [  # a hyphen typed inside a title keeps it whole, as does a dash before a place
        ("Marketing Manager - Service Providers, F5 Inc.   2020 - 2021",
         "Marketing Manager - Service Providers", "F5 Inc."),
        ("Software Engineer — Data Platform Engineer, Acme Corp   2020 - 2021",
         "Software Engineer — Data Platform Engineer", "Acme Corp"),
    ],
)  # fmt: skip
def test_a_title_with_its_own_dash_before_a_comma_stays_whole(
    header: str, position: str, name: str
) -> None:
    fields = _work(header)
    assert (fields["position"], fields["name"]) == (position, name)


def test_a_long_header_set_in_capitals_heads_its_entry() -> None:
    text = (
        "Jane Doe\n\nExperience\n\n"
        "SENIOR SOFTWARE ENGINEER, DATA INFRASTRUCTURE AND MACHINE LEARNING PLATFORM, "
        "INITECH INDO-PACIFIC RESEARCH LTD\n2019 - 2021\n- Built the thing\n"
        "PRINCIPAL SCIENTIST AT ACME ROBOTICS INC.\n2021 - 2023\n- Built another thing\n"
    )
    first, second = _entries(text, "cv.txt")
    assert first.fields["name"] == "INITECH INDO-PACIFIC RESEARCH LTD"
    assert first.fields["position"].startswith("SENIOR SOFTWARE ENGINEER, DATA")
    assert (second.fields["name"], second.fields["position"]) == (
        "ACME ROBOTICS INC.",
        "PRINCIPAL SCIENTIST",
    )
    assert second.highlights == ["Built another thing"]


def test_a_long_line_in_mixed_case_is_body_text_not_a_header() -> None:
    text = (
        "Jane Doe\n\nExperience\n\nAcme Corp\n2019 - 2021\n"
        "Led the migration of the billing platform to a new event store and cut costs by "
        "a third across four teams\n"
    )
    (entry,) = _entries(text, "cv.txt")
    assert entry.fields["name"] == "Acme Corp"
    assert entry.highlights[0].startswith("Led the migration")


def test_capitals_need_two_words_and_no_lower_case() -> None:
    from cvcoach.inputs.documents.text_rules import all_caps

    assert all_caps("SENIOR ENGINEER AT INITECH")
    assert not all_caps("AWS")
    assert not all_caps("Built AWS pipelines")
    assert not all_caps("A B C")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Trainer of DevOps Engineers", True),  # ESCO's head nouns of occupations
        ("Quality Supervisor", True),
        ("Technical Recruiter", True),
        ("Sunrise School", False),  # an organisation word of the list is no title word
        ("Master of Science", False),  # nor a degree's
        ("Harbour Logistics", False),
    ],
)
def test_the_head_nouns_of_occupations_are_title_words(text: str, title: bool) -> None:
    from cvcoach.inputs.documents.vocab import has_title_word

    assert has_title_word(text) is title


def test_a_title_of_an_occupations_head_noun_splits_from_its_organisation() -> None:
    fields = _work(
        "(Contract) Trainer of DevOps Engineers, (Confidential) International Airline   "
        "Sep 2022 - Jul 2023"
    )
    assert (fields["position"], fields["name"]) == (
        "(Contract) Trainer of DevOps Engineers",
        "(Confidential) International Airline",
    )


@pytest.mark.parametrize(
    ("text", "rest", "place"),
    [
        ("Cloud Solutions Engineer, 801 5th Ave Seattle, WA 98104",
         "Cloud Solutions Engineer", "801 5th Ave Seattle, WA 98104"),
        ("Sales Engineer, 1 Toronto St, Toronto, ON M5C 2V6",
         "Sales Engineer", "1 Toronto St, Toronto, ON M5C 2V6"),
        ("Analyst, 10 Downing Street, London SW1A 2AA",
         "Analyst", "10 Downing Street, London SW1A 2AA"),
        # no postal code, or a year where the code would be: no address
        ("Engineer, 3D Graphics", "Engineer, 3D Graphics", ""),
        ("Manager, 2 Teams of Ten", "Manager, 2 Teams of Ten", ""),
        ("Team Lead, 2019 Projects 2020", "Team Lead, 2019 Projects 2020", ""),
    ],
)  # fmt: skip
def test_a_street_address_after_a_comma_is_the_place(text: str, rest: str, place: str) -> None:
    from cvcoach.inputs.documents.header_pieces import split_place

    assert split_place(text, towns=True) == (rest, place)


def test_a_repeated_heading_with_a_line_under_the_first_opens_an_undated_entry() -> None:
    entries = _entries(
        "# Jane Doe\n\n## Education\n\n### Claude Bernard University\n\nDoctor of Medicine\n\n"
        "### Lyon I University\n\nMaster of Science in Biostatistics\n"
    )
    assert [e.fields.get("institution") for e in entries] == [
        "Claude Bernard University",
        "Lyon I University",
    ]


def test_two_headings_in_a_row_are_one_undated_header() -> None:
    (entry,) = _entries(
        "# Jane Doe\n\n## Experience\n\n### Acme Corp\n\n### Senior Engineer\n\n- Built the thing\n"
    )
    assert (entry.fields["name"], entry.fields["position"]) == ("Acme Corp", "Senior Engineer")


def _bold_headers(*lines: Line) -> list[Imported]:
    return build_draft([Line("Education", "heading", 2), *lines]).entries


def test_a_line_in_bold_as_the_headers_first_opens_the_next_entry_after_its_dates() -> None:
    entries = _bold_headers(
        Line("EFREI", bold=True),
        Line("Engineer degree Computer Science"),
        Line("Sep 2014 – Jun 2019"),
        Line("Staffordshire University", bold=True),
        Line("Bachelor's degree Computer Science"),
        Line("Sep 2017 – Jun 2018"),
    )
    assert [e.fields.get("institution") for e in entries] == ["EFREI", "Staffordshire University"]


def test_lines_in_bold_before_any_date_are_one_header() -> None:
    (entry,) = _bold_headers(
        Line("Staffordshire University", bold=True),
        Line("BSc Computer Science", bold=True),
        Line("Sep 2017 – Jun 2018"),
    )
    assert entry.fields["institution"] == "Staffordshire University"


@pytest.mark.parametrize(
    ("text", "degree", "area"),
    [
        ("Doctor of Medicine (MD) Public Health", "Doctor of Medicine (MD)", "Public Health"),
        ("Bachelor's Degree (Licenciatura) Software Development",
         "Bachelor's Degree (Licenciatura)", "Software Development"),
        ("Bachelor\u2019s degree Computer Science", "Bachelor\u2019s degree", "Computer Science"),
        ("Engineer degree Computer Science", "Engineer degree", "Computer Science"),
        ("Honours degree in History", "Honours degree", "History"),
        # a bracket in lower case, or of several words, is no name of the degree
        ("PhD (incomplete)", "PhD", None),
        ("PhD (Computer Science and Physics)", "PhD", None),
    ],
)  # fmt: skip
def test_a_degree_is_read_with_its_bracket_and_any_kind_of_degree(
    text: str, degree: str, area: str | None
) -> None:
    from cvcoach.inputs.documents.vocab import DEGREE

    found = DEGREE.match(text)
    assert found is not None
    assert (found.group("degree"), found.group("area")) == (degree, area)


def test_a_name_beside_the_organisation_on_the_dates_row_is_the_title() -> None:
    cells = ["Acme Corp", "Widget Wrangling", "2019 - 2021"]  # no job word: by its place
    row = Line("   ".join(cells), cells=cells)
    (entry,) = build_draft(
        [Line("Experience", "heading", 2), row, Line("Built it", "bullet")]
    ).entries
    assert (entry.fields["name"], entry.fields["position"]) == ("Acme Corp", "Widget Wrangling")


def test_a_name_on_the_dates_row_under_the_organisations_line_is_no_title() -> None:
    cells = ["Widget Wrangling", "2019 - 2021"]
    lines = [Line("Experience", "heading", 2), Line("Acme Corp"),
             Line("   ".join(cells), cells=cells), Line("Built it", "bullet")]  # fmt: skip
    (entry,) = build_draft(lines).entries
    assert entry.fields["name"] == "Acme Corp" and "position" not in entry.fields


@pytest.mark.parametrize(
    ("cells", "position"),
    [
        (["Technical Marketing Manager - Service Providers,", "F5 Inc."],
         "Technical Marketing Manager - Service Providers"),
        (["Marketing Manager - Berlin,", "F5 Inc."], "Marketing Manager"),  # a place
        (["Marketing Manager - Service Providers,", "Northwind"], "Marketing Manager"),
    ],
)  # fmt: skip
def test_a_title_cell_keeps_its_dash_beside_an_organisations_cell(
    cells: list[str], position: str
) -> None:
    """A header row whose type sets the title and the organisation apart (two cells)."""
    row = Line(" ".join(cells), cells=cells)
    lines = [Line("Experience", "heading", 2), row, Line("Jul 2020 - May 2021"),
             Line("Wrote the guides", "bullet")]  # fmt: skip
    (entry,) = build_draft(lines).entries
    assert entry.fields["position"] == position


@pytest.mark.parametrize(
    "text", ["Computer Science degree", "Degree in Physics", "engineer degree"]
)
def test_a_field_before_degree_or_a_lone_degree_word_is_no_kind_of_degree(text: str) -> None:
    from cvcoach.inputs.documents.vocab import DEGREE

    assert DEGREE.match(text) is None
