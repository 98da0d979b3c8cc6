"""A title with punctuation of its own: a department after a comma beside an organisation
on a line of its own, and two job phrases joined by a dash. Names are made up."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _entries(header: str) -> list[Imported]:
    text = "Jane Doe\n\nExperience\n\n" + header + "\n- Built the thing\n"
    return import_bytes(text.encode(), "cv.txt").draft.entries


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_an_organisation_on_its_own_line_keeps_a_title_with_a_department_whole() -> None:
    (entry,) = _entries(
        "2020 – 2021 Associate Director, Clinical Data Management\nNorthwind Traders"
    )
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_an_organisation_after_the_titles_comma_is_not_cut_for_a_line_below() -> None:
    (entry,) = _entries("2020 – 2021 Marketing Manager - Carriers, Initech Inc., Suite 5\nWA 98104")
    assert entry.fields.get("name") != "WA 98104"


def test_a_title_wrapped_after_a_joining_word_is_not_split_from_its_next_line() -> None:
    (entry,) = _entries("2020 – 2021 Trainer of Engineers, Cybersecurity and\nNorthwind Identity")
    assert entry.fields.get("position") != "Trainer of Engineers, Cybersecurity and"


def test_two_job_phrases_joined_by_a_dash_are_one_title() -> None:
    (entry,) = _entries("Owner — Freelance Research Consultant   2019 – 2021\nNorthwind Traders")
    assert _pair(entry) == ("Northwind Traders", "Owner — Freelance Research Consultant")


def test_two_job_phrases_joined_by_a_bar_stay_two() -> None:
    (entry,) = _entries("Owner | Freelance Research Consultant   2019 – 2021\nNorthwind Traders")
    assert entry.fields.get("position") == "Owner"


def _schools(markdown: str) -> list[tuple[str | None, str | None]]:
    text = "# Jane Doe\n\n## Education\n\n" + markdown
    entries = import_bytes(text.encode(), "cv.md").draft.entries
    return [(e.fields.get("institution"), e.fields.get("area")) for e in entries]


_READING = "### University of Springfield\n\nInformation Technology\n\nFeb 2014 – Apr 2014\n\n"
_SKOLE = "### Shelbyville Tekniske Skole\n\nInformation Technology\n\nJan 2007 – Jan 2008\n"


def test_an_education_entry_unsure_of_its_school_follows_its_sections_order() -> None:
    assert _schools(_READING + _SKOLE)[1] == (
        "Shelbyville Tekniske Skole",
        "Information Technology",
    )


def test_an_education_entry_alone_keeps_its_vocabularys_reading() -> None:
    """No entry of the section tells the order: "Technology" reads as an organisation."""
    assert _schools(_SKOLE) == [("Information Technology", "Shelbyville Tekniske Skole")]


def test_a_name_closed_by_a_legal_form_is_an_organisation() -> None:
    from cvcoach.inputs.documents.vocab import has_org_word

    assert has_org_word("Initech S.A.S") and has_org_word("Globex SRL")
    assert not has_org_word("Calgary AB") and not has_org_word("SRL")


def test_a_section_splits_a_pair_of_unknown_words_as_its_organisations_tell() -> None:
    entries = _entries(
        "Desarrollador Full Stack, Initech Technologies   2024 – 2025\n- Built\n\n"
        "Fundador, Globex S.A.S   2023 – 2024\n- Built\n\n"
        "Practicante de Desarrollo, Hooli Financiera (Cooperativa de Ahorro)   2022 – 2023"
    )
    assert [_pair(e) for e in entries] == [
        ("Initech Technologies", "Desarrollador Full Stack"),
        ("Globex S.A.S", "Fundador"),
        ("Hooli Financiera (Cooperativa de Ahorro)", "Practicante de Desarrollo"),
    ]


def _long_pair(header: str) -> Imported:
    text = (
        f"# Jane Doe\n\n## Experience\n\n### {header}\n\nJan 2026 – Jul 2026\n\n- Built the thing\n"
    )
    (entry,) = import_bytes(text.encode(), "cv.md").draft.entries
    return entry


def test_a_long_pair_of_unknown_words_alone_stays_whole_as_the_position() -> None:
    header = "Rotación de Desarrollo, Hooli Financiera (Cooperativa de Ahorro y Crédito)"
    assert _pair(_long_pair(header)) == (None, header)


def test_a_long_pair_led_by_a_job_noun_splits_at_its_comma() -> None:
    entry = _long_pair(
        "Practicante de Desarrollo, Hooli Financiera (Cooperativa de Ahorro y Crédito)"
    )
    assert _pair(entry) == (
        "Hooli Financiera (Cooperativa de Ahorro y Crédito)",
        "Practicante de Desarrollo",
    )


def test_a_title_on_the_dates_row_over_the_organisations_own_line() -> None:
    (entry,) = _entries("Administrative   Dec 2024 – Dec 2025\nGlobex SRL")
    assert _pair(entry) == ("Globex SRL", "Administrative")


def test_a_word_on_the_dates_row_under_the_organisations_line_is_no_title() -> None:
    (entry,) = _entries("Globex SRL\nRemoto   Dec 2024 – Dec 2025")
    assert entry.fields.get("position") != "Remoto"


def test_two_names_joined_by_a_dash_are_one_organisation() -> None:
    (entry,) = _entries("Automation Engineer, Initech - Globex Labs   2019 – 2020")
    assert _pair(entry) == ("Initech - Globex Labs", "Automation Engineer")


def test_a_dash_before_a_town_or_a_job_still_cuts() -> None:
    (town,) = _entries("Automation Engineer, Initech - Toronto   2019 – 2020")
    (job,) = _entries("Initech Labs - Automation Engineer   2019 – 2020")
    assert _pair(town)[0] == "Initech" and town.fields.get("location") == "Toronto"
    assert _pair(job) == ("Initech Labs", "Automation Engineer")


def test_an_undated_education_line_naming_a_second_degree_opens_an_entry() -> None:
    text = (
        "Jane Doe\n\nEducation\n\nInitech College, MSc in Management\n"
        "Globex University, Bachelor of Science in Physics\n"
    )
    entries = import_bytes(text.encode(), "cv.txt").draft.entries
    assert [e.fields.get("institution") for e in entries] == [
        "Initech College",
        "Globex University",
    ]


def test_an_education_line_naming_no_degree_stays_in_its_entry() -> None:
    text = "Jane Doe\n\nEducation\n\nInitech College, MSc in Management\nMinor in Physics\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    assert entry.fields.get("institution") == "Initech College"


def test_an_education_entry_opening_with_a_place_alone_names_its_school_so() -> None:
    assert _schools("### Springfield, Mexico\n\nMSc in IT Management\n") == [
        ("Springfield, Mexico", "IT Management")
    ]


def test_a_place_under_the_school_stays_the_place() -> None:
    entries = _schools("### Initech College\n\nSpringfield, Mexico\n\nMSc in IT Management\n")
    assert entries == [("Initech College", "IT Management")]


def _rows(*rows: tuple[str, str], bold: bool = True) -> list[Imported]:
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    lines = [Line("Education", "heading", 2)]
    lines += [Line(f"{a} {b}", cells=[a, b], bold=bold) for a, b in rows]
    return build_draft(lines).entries


def test_undated_education_rows_laid_out_alike_are_one_entry_each() -> None:
    entries = _rows(
        ("Springfield University,", "Doctor of Medicine (MD) Public Health and Surgery Research"),
        (
            "Shelbyville College,",
            "Master of Science (MS) Biomathematics, Informatics and Statistics",
        ),
        ("Ogdenville Hospital,", "Postdoctoral Residency Public Health"),
    )
    assert [e.fields.get("institution") for e in entries] == [
        "Springfield University",
        "Shelbyville College",
        "Ogdenville Hospital",
    ]


def test_an_education_row_laid_out_otherwise_stays_in_its_entry() -> None:
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    lines = [
        Line("Education", "heading", 2),
        Line("Springfield University, MD", cells=["Springfield University,", "MD"], bold=True),
        Line("Thesis on the spread of colds"),
    ]
    (entry,) = build_draft(lines).entries
    assert entry.fields.get("institution") == "Springfield University"


def _work_lines(*lines: tuple[str, list[str]]) -> Imported:
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    built = [Line("Experience", "heading", 2)]
    built += [Line(text, cells=cells) for text, cells in lines]
    built.append(Line("Built the thing", "bullet"))
    (entry,) = build_draft(built).entries
    return entry


def test_a_list_label_over_the_bullets_is_not_the_organisation() -> None:
    entry = _work_lines(
        ("Northwind Traders 2020 — 2021", ["Northwind Traders", "2020 — 2021"]),
        ("Associate Director, Clinical Data Management", []),
        ("Highlights", []),
    )
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_a_name_that_only_starts_as_a_label_stays_a_name() -> None:
    entry = _work_lines(
        ("Staff Engineer 2020 — 2021", ["Staff Engineer", "2020 — 2021"]),
        ("Highlights Labs", []),
    )
    assert _pair(entry) == ("Highlights Labs", "Staff Engineer")


def test_a_title_with_a_department_under_a_named_dates_row_stays_whole() -> None:
    entry = _work_lines(
        ("Northwind Traders 2020 — 2021", ["Northwind Traders", "2020 — 2021"]),
        ("Associate Director, Clinical Data Management", []),
    )
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_a_town_before_the_dates_is_not_set_apart_as_the_organisation() -> None:
    entry = _work_lines(
        ("Toronto 2020 — 2021", ["Toronto", "2020 — 2021"]),
        ("Associate Director, Clinical Data Management", []),
    )
    assert _pair(entry)[0] != "Toronto"


def test_a_title_with_a_dash_under_a_named_dates_row_stays_whole() -> None:
    entry = _work_lines(
        ("Initech Inc. 2020 — 2021", ["Initech Inc.", "2020 — 2021"]),
        ("Technical Marketing Manager - Network Operators", []),
    )
    assert _pair(entry) == ("Initech Inc.", "Technical Marketing Manager - Network Operators")


def test_a_title_with_a_dash_under_bare_dates_is_cut() -> None:
    entry = _work_lines(("2020 — 2021", []), ("Technical Marketing Manager - Initech Inc.", []))
    assert _pair(entry) == ("Initech Inc.", "Technical Marketing Manager")


def _cell_section(*rows: tuple[str, str]) -> list[Imported]:
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    lines = [Line("Experience", "heading", 2)]
    for title, org in rows:
        lines += [
            Line(f"{title} {org}", cells=[title, org], bold=True),
            Line("Jan 2020 - Dec 2021"),
            Line("Built the thing", "bullet"),
        ]
    return build_draft(lines).entries


def test_a_row_of_two_unknown_cells_follows_its_sections_cell_order() -> None:
    entries = _cell_section(
        ("Desarrollador Full Stack,", "Initech Technologies"),
        ("Fundador,", "Globex S.A.S"),
        ("Practicante de Desarrollo,", "Hooli Financiera"),
    )
    assert _pair(entries[2]) == ("Hooli Financiera", "Practicante de Desarrollo")


def test_one_entry_of_the_section_is_no_order_to_follow() -> None:
    entries = _cell_section(
        ("Desarrollador Full Stack,", "Initech Technologies"),
        ("Rotación de Desarrollo,", "Hooli Financiera"),
    )
    assert _pair(entries[1]) != ("Hooli Financiera", "Rotación de Desarrollo")


@pytest.mark.parametrize(
    ("header", "pair"),
    [
        # a kind of employment after the title's pipe stays with the title
        (
            "Lead Engineer | Freelance, Initech   2020 – 2021",
            ("Initech", "Lead Engineer | Freelance"),
        ),
        (
            "Data Analyst | Part-time, Globex Labs   2020 – 2021",
            ("Globex Labs", "Data Analyst | Part-time"),
        ),
        # no job word before the pipe: two names, not a title and its kind of employment
        ("Initech | Contract, Globex Labs   2020 – 2021", None),
    ],
)
def test_a_kind_of_employment_after_a_titles_pipe_stays_with_the_title(
    header: str, pair: tuple[str, str] | None
) -> None:
    (entry,) = _entries(header)
    if pair is None:
        assert "|" not in (entry.fields.get("position") or "")
    else:
        assert _pair(entry) == pair


def test_a_title_with_a_department_before_at_stays_whole_and_the_name_after_is_the_org() -> None:
    (entry,) = _entries(
        "Associate Director, Clinical Data Management at Initech Therapeutics   2020 – 2021"
    )
    assert _pair(entry) == ("Initech Therapeutics", "Associate Director, Clinical Data Management")


def test_at_after_words_naming_no_job_splits_nothing() -> None:
    (entry,) = _entries("Safety at Heights Trainer, Initech   2020 – 2021")
    assert entry.fields.get("position") != "Safety"
