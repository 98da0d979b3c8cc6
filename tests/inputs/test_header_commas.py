"""Entry headers with commas: "Title, Department, Organisation", legal forms, and a
section whose headers share one "Title, Organisation" layout."""

from __future__ import annotations

from cvcoach.inputs.documents.header_commas import title_comma_org
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _section(*headers: str) -> list[Imported]:
    body = "".join(f"{h}   2019 - 2021\n- Built the thing\n" for h in headers)
    text = "Jane Doe\n\nExperience\n\n" + body
    return import_bytes(text.encode(), "cv.txt").draft.entries


def _pair(entry: Imported) -> tuple[str | None, str | None]:
    return entry.fields.get("name"), entry.fields.get("position")


def test_a_department_after_the_title_stays_with_the_title() -> None:
    (entry,) = _section("Associate Director, Clinical Data Management, Northwind Traders")
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_an_organisation_first_header_splits_at_its_first_comma() -> None:
    (entry,) = _section("Northwind Traders, Associate Director, Clinical Data Management")
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_a_legal_form_after_a_comma_stays_with_its_name() -> None:
    (entry,) = _section("Software Developer, Lead Web Developer, Acme Holdings, L.P.")
    assert _pair(entry) == ("Acme Holdings, L.P.", "Software Developer, Lead Web Developer")


def test_a_section_of_title_comma_organisation_headers_splits_bare_names_and_unknown_titles() -> (
    None
):
    entries = _section(
        "Lead Developer, Globex", "Frontend Developer, Initech", "Ingeniera de Datos, Hooli"
    )
    assert [_pair(e) for e in entries] == [
        ("Globex", "Lead Developer"),
        ("Initech", "Frontend Developer"),
        ("Hooli", "Ingeniera de Datos"),
    ]


def test_one_header_alone_keeps_a_bare_word_that_may_be_a_town() -> None:
    (entry,) = _section("Staff Wrangler, Springfield")
    assert _pair(entry) == (None, "Staff Wrangler, Springfield")


def test_a_place_after_the_comma_is_never_the_organisation() -> None:
    entries = _section("Lead Developer, Globex", "Frontend Developer, Initech", "Tutor, Toronto")
    assert _pair(entries[2])[0] != "Toronto"


def _education(markdown: str) -> list[Imported]:
    text = "# Jane Doe\n\n## Education\n\n" + markdown
    return import_bytes(text.encode(), "cv.md").draft.entries


def test_a_repeated_school_heading_opens_the_next_entry() -> None:
    entries = _education(
        "### Northwind College\n\nBSc Physics\n\n*Sep 2014 – Jun 2017*\n\n"
        "### Southgate University\n\nMSc Optics\n\n*Sep 2017 – Jun 2018*\n"
    )
    assert [e.fields.get("institution") for e in entries] == [
        "Northwind College",
        "Southgate University",
    ]
    assert [e.fields.get("endDate") for e in entries] == ["Jun 2017", "Jun 2018"]


def test_a_line_naming_no_degree_under_the_school_is_the_field() -> None:
    (entry,) = _education("### Northwind College\n\nInformation Technology\n\n*2014 – 2017*\n")
    assert entry.fields["area"] == "Information Technology"
    assert "area" in entry.uncertain


def test_a_heading_of_another_level_stays_in_the_entry() -> None:
    entries = _education("## Northwind College\n\n*2014 – 2017*\n\n### Honours Programme\n")
    assert len(entries) == 1


def _cells(*cells: str) -> Imported:
    from cvcoach.inputs.documents.importer import build_draft
    from cvcoach.inputs.documents.lines import Line

    lines = [
        Line("Experience", "heading", 2),
        Line(" ".join(cells), cells=list(cells)),
        Line("Built the thing", "bullet"),
    ]
    (entry,) = build_draft(lines).entries
    return entry


def test_an_organisation_set_apart_before_a_title_with_a_comma_keeps_the_title_whole() -> None:
    entry = _cells(
        "Northwind Traders,", "Associate Director, Clinical Data Management", "2020 – 2021"
    )
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_a_town_set_apart_before_a_title_is_not_its_organisation() -> None:
    entry = _cells("Toronto,", "Associate Director, Clinical Data Management", "2020 – 2021")
    assert _pair(entry)[0] != "Toronto"


def test_an_organisation_with_its_expansion_in_brackets_is_split_from_the_title() -> None:
    (entry,) = _section(
        "Systems Manager, NWT (Northwind Traders Association of Greater Springfield)"
    )
    assert _pair(entry) == (
        "NWT (Northwind Traders Association of Greater Springfield)",
        "Systems Manager",
    )


def test_a_long_name_without_brackets_is_still_too_long_for_an_organisation() -> None:
    (entry,) = _section(
        "Systems Manager, Northwind Traders Association of Greater Springfield Area"
    )
    assert entry.fields.get("name") != "Northwind Traders Association of Greater Springfield Area"


def test_an_organisation_in_a_cell_after_a_title_with_a_comma_keeps_the_title_whole() -> None:
    entry = _cells("Associate Director, Clinical Data Management,", "Northwind Traders", "2020")
    assert _pair(entry) == ("Northwind Traders", "Associate Director, Clinical Data Management")


def test_a_town_in_a_cell_after_a_title_is_not_its_organisation() -> None:
    entry = _cells("Associate Director, Clinical Data Management,", "Toronto", "2020")
    assert _pair(entry)[0] != "Toronto"


def _text_entry(header: str) -> dict[str, str]:
    text = "Jane Doe\n\nExperience\n\n" + header + "\n2019 – 2021\n- Built the thing\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry.fields


def test_words_with_no_capital_after_a_comma_go_on_the_title() -> None:
    assert title_comma_org(["Backend Lead on Payments, card platform."]) == (-1, "", "")
    fields = _text_entry("Backend Lead, smart building")
    assert (fields.get("position"), fields.get("name")) == ("Backend Lead, smart building", None)


def test_a_name_with_a_capital_inside_it_is_still_an_organisation() -> None:
    assert title_comma_org(["Backend Lead, eBay Labs"]) == (0, "eBay Labs", "Backend Lead")
    fields = _text_entry("Backend Lead, eBay Labs")
    assert (fields.get("position"), fields.get("name")) == ("Backend Lead", "eBay Labs")


def test_a_legal_form_after_the_organisation_first_stays_with_it() -> None:
    assert title_comma_org(["Initech Systems, L.P., Software Developer"]) == (
        0,
        "Initech Systems, L.P.",
        "Software Developer",
    )


def test_an_organisation_first_with_no_legal_form_is_cut_at_its_first_comma() -> None:
    assert title_comma_org(["Initech Systems, Software Developer, Payments"]) == (
        0,
        "Initech Systems",
        "Software Developer, Payments",
    )


def test_an_organisation_run_together_with_its_title_loses_the_comma_between() -> None:
    (entry,) = _section("Initech Inc, Software Developer")
    assert _pair(entry) == ("Initech Inc", "Software Developer")


def test_an_organisation_ending_in_its_legal_form_keeps_its_dot() -> None:
    (entry,) = _section("Initech Inc. Software Developer")
    assert _pair(entry) == ("Initech Inc.", "Software Developer")


def test_words_after_the_kind_of_school_up_to_a_comma_end_the_name() -> None:
    (entry,) = _section("Initech College Springfield, Research Assistant")
    assert _pair(entry) == ("Initech College Springfield", "Research Assistant")


def test_a_job_word_after_the_kind_of_school_starts_the_title() -> None:
    (entry,) = _section("Initech College Research Fellow, Payments")
    assert _pair(entry) == ("Initech College", "Research Fellow, Payments")
