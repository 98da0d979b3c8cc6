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
