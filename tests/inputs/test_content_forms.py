"""Content forms a header may take whatever the layout: a dashed title before a one-word
organisation, degree wording. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.header_pieces import _at_split, split_place
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.vocab import DEGREE, has_title_word


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


def _text_work(header: str) -> Imported:
    text = "Jane Doe\n\nExperience\n\n" + header + "\n- Built the thing\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry


def test_a_less_common_job_noun_names_a_title() -> None:
    assert _pair(_text_work("Mentor at Hooli\n2010 – 2011")) == ("Hooli", "Mentor")
    assert has_title_word("Cashier") and has_title_word("Senior Accountant")


def test_a_plural_job_noun_in_a_company_name_names_no_title() -> None:
    assert not has_title_word("Northwind Traders")
    assert _pair(_text_work("Northwind Traders\nSales Lead\n2010 – 2011")) == (
        "Northwind Traders",
        "Sales Lead",
    )


def _school(line: str) -> dict[str, str]:
    text = f"# Jane Doe\n\n## Education\n\n### Cypress Creek College\n\n{line}\n\n*2003 – 2005*\n"
    (entry,) = import_bytes(text.encode(), "cv.md").draft.entries
    return entry.fields


def test_an_associate_of_degree_keeps_its_of() -> None:
    assert _school("Associate of Applied Science Nursing")["studyType"] == (
        "Associate of Applied Science Nursing"
    )


def test_an_associate_degree_without_of_reads_as_before() -> None:
    fields = _school("Associate degree in Nursing")
    assert (fields["studyType"], fields["area"]) == ("Associate degree", "Nursing")


def _school_pair(header: str) -> tuple[str | None, str | None]:
    text = f"Jane Doe\n\nEducation\n\n{header}\n2001 – 2005\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry.fields.get("institution"), entry.fields.get("studyType")


def test_a_diploma_named_by_its_level_is_the_degree_beside_a_school() -> None:
    pair = ("North Haverbrook High School", "High School Diploma")
    assert _school_pair("High School Diploma\nNorth Haverbrook High School") == pair
    assert DEGREE.match("Graduate Certificate, Data Science") is not None


def test_a_board_named_for_its_certificate_is_no_degree() -> None:
    assert DEGREE.match("School Certificate Examinations Board") is None


def test_at_splits_before_a_capital_of_another_alphabet() -> None:
    assert _pair(_text_work("Ingénieur Logiciel at École Exemple\n2010 – 2011")) == (
        "École Exemple",
        "Ingénieur Logiciel",
    )


def test_at_does_not_split_before_a_small_letter_of_another_alphabet() -> None:
    assert _at_split("Engineer at éclair shop") == ("", "Engineer at éclair shop")


def test_a_degree_of_a_field_named_with_an_accented_capital_is_whole() -> None:
    found = DEGREE.match("Bachelor of Économie Appliquée")
    assert found is not None and found["degree"] == "Bachelor of Économie Appliquée"


def test_a_degree_of_a_small_word_is_not_taken_for_a_field() -> None:
    found = DEGREE.match("Bachelor of and")
    assert found is not None and found["degree"] == "Bachelor"


def test_a_software_term_that_is_an_agent_noun_names_no_job() -> None:
    assert not has_title_word("GPU Compiler")
    assert not has_title_word("Event Logger")


def test_a_town_its_region_and_country_after_a_name_are_one_place() -> None:
    assert split_place("Hooli, Austin, Texas, USA") == ("Hooli", "Austin, Texas, USA")


def test_a_name_of_two_parts_before_a_town_and_region_keeps_them() -> None:
    assert split_place("Senior Engineer, Payments, Austin, TX") == (
        "Senior Engineer, Payments",
        "Austin, TX",
    )
    assert split_place("Acme, Springfield, Illinois") == ("Acme", "Springfield, Illinois")


def test_a_course_named_for_the_job_it_trains_for_is_not_the_school() -> None:
    fields = _edu("Bootcamp Ingeniero QA\nGlobex Online")
    assert (fields.get("institution"), fields.get("area")) == (
        "Globex Online",
        "Bootcamp Ingeniero QA",
    )


def test_pieces_that_all_name_jobs_keep_their_order() -> None:
    fields = _edu("Mentor Works\nDeveloper Track")
    assert fields.get("institution") == "Mentor Works"


def _edu(header: str) -> dict[str, str]:
    text = f"Jane Doe\n\nEducation\n\n{header}\n2021 – 2022\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry.fields


def test_a_long_school_name_after_at_is_the_school() -> None:
    school = "Institut De Formation Et De Recherche En Informatique Appliquée (IFRA)"
    assert _at_split(f"Bachelor Computer Science at {school}") == (
        "Bachelor Computer Science",
        school,
    )


def test_a_long_name_after_at_with_no_kind_of_school_is_not_split() -> None:
    text = "Engineer at Globex Payments Platform Operations Team of the North Region"
    assert _at_split(text) == ("", text)
