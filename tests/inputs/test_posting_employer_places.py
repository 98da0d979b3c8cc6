"""Where a posting places the job at its employer (twenty-third round, issue 27): a lab's or a
group's posting names the institution that employs it once, where it says where the team is.
All names are invented; each rule has a case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting_company import company_in_prose, company_of_posting

_LAB = (
    "The Doe Laboratory is a genomics lab focused on plant evolution.\n\n"
    "### Location\n"
    "We are located at the Northwind Genomics Institute (NGI), set beside the river. "
    "The successful candidate will join the Plant Division at NGI.\n"
)


def test_a_lab_located_at_an_institute_names_the_institute() -> None:
    assert company_of_posting(_LAB) == "Northwind Genomics Institute"


def test_an_institution_opening_with_its_kind_is_a_place_of_work() -> None:
    text = "Our group is based at the University of Springfield, in the biology building."
    assert company_in_prose(text, weak=False) == "University of Springfield"


def test_a_town_or_an_address_is_no_employer() -> None:
    assert company_in_prose("We are based in Springfield, close to the sea.", weak=False) is None
    assert company_in_prose("We are located at 12 Globex Street.", weak=False) is None


def test_joining_our_team_at_a_name_names_the_employer() -> None:
    text = "We seek a data analyst to join our team at the Globex to map rivers."
    assert company_in_prose(text, weak=False) == "Globex"


def test_joining_a_team_at_a_place_or_a_time_names_none() -> None:
    assert company_in_prose("Join our team at Boston this spring.", weak=False) is None
    assert company_in_prose("Join our team at an exciting time.", weak=False) is None


def test_a_city_described_is_no_employer() -> None:
    text = "Life here is good. Boston is the largest city in the region and has parks."
    assert company_of_posting(text) is None
    assert company_of_posting("Initech is a software company in Boston.") == "Initech"


# --- the employer's own equal-opportunity notice, in its several wordings -----------------------


def test_equal_opportunity_notices_name_the_employer() -> None:
    for notice in (
        "As an equal opportunity employer, Globex Health welcomes applications from all.",
        "Globex Health provides equal employment opportunities to all applicants.",
        "The Globex Health trust is small. Globex Health is committed to equal opportunity.",
        "Globex Health is proud to be an equal opportunity workplace.",
        "Globex Health is an Equal Employment Opportunity employer.",
    ):
        assert company_in_prose(notice, weak=False) == "Globex Health", notice


def test_an_equal_opportunity_policy_named_by_no_employer_names_none() -> None:
    text = "We provide equal employment opportunities to all. Equal opportunity matters here."
    assert company_in_prose(text, weak=False) is None


# --- a subsidiary beside its parent; a unit at its institution; an opening it has --------------


def test_a_subsidiary_beside_its_parent_is_the_employer() -> None:
    assert company_in_prose("Initech, a Globex company, builds billing tools.") == "Initech"
    assert company_in_prose("Initech, a subsidiary of Globex, sells tea.") == "Initech"


def test_a_name_beside_a_kind_of_company_alone_is_no_subsidiary() -> None:
    assert company_in_prose("Springfield, a city of parks, is home to many.", weak=False) is None


def test_a_unit_at_its_institution_names_the_institution() -> None:
    text = "The Department of Biology at Globex University seeks a research technician."
    assert company_in_prose(text, weak=False) == "Globex University"
    text = "The School of Engineering at the University of Springfield is recruiting a lecturer."
    assert company_in_prose(text, weak=False) == "University of Springfield"


def test_a_unit_at_a_place_is_no_institution() -> None:
    text = "The Department of Biology at Springfield seeks a research technician."
    assert company_in_prose(text, weak=False) != "Springfield"


def test_a_name_that_has_an_opening_is_the_employer() -> None:
    text = "Springfield General Hospital has an opening for a staff nurse."
    assert company_in_prose(text, weak=False) == "Springfield General Hospital"
    assert company_in_prose("The ward has an opening for a nurse.", weak=False) is None


# --- a copyright footer (weaker); a kind of body the prose writes alone ---------------------------


def test_a_copyright_footer_names_the_employer_when_nothing_else_does() -> None:
    assert company_of_posting("Write SQL daily.\n\n© 2024 Hooli Labs. All rights reserved.") == (
        "Hooli Labs"
    )
    text = "At Initech, we ship.\n\n© 2024 Hooli Labs. All rights reserved."
    assert company_of_posting(text) == "Initech"


def test_a_bare_kind_of_body_is_the_name_the_prose_writes_it_in() -> None:
    text = "The Northwind Foundation works to end hunger. The Foundation seeks a program officer."
    assert company_of_posting(text) == "Northwind Foundation"
    assert company_of_posting("The Foundation seeks a program officer.") is None


# --- an "About X" heading under the title ------------------------------------------------------


def test_an_about_heading_under_the_title_names_its_company_without_about() -> None:
    from cvcoach.inputs.posting import posting_from_text

    text = "# Data Analyst\n\n## About Northwind Traders\nWe sell tea.\n\n## Requirements\n- SQL\n"
    assert posting_from_text(text).company == "Northwind Traders"
    text = "# Data Analyst\n\n## Northwind Traders\nWe sell tea.\n\n## Requirements\n- SQL\n"
    assert posting_from_text(text).company == "Northwind Traders"
