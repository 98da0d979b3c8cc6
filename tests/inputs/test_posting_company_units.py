"""An organisation's unit written after its name, and a title that opens with the company
(invented postings)."""

from __future__ import annotations

from cvcoach.inputs.posting_company import company_name, title_without_company


def test_a_unit_after_an_institution_and_a_dash_is_left_out() -> None:
    assert company_name("Globex University - Data Science Institute", "") == "Globex University"
    # a dash after a name that is no institution's may be the company's own
    assert company_name("Hooli - Payments", "") == "Hooli - Payments"


def test_a_unit_noun_the_posting_writes_the_name_without_is_left_out() -> None:
    text = "Hooli | 12 Main Street. The Hooli Archives Manager works with Hooli teams."
    assert company_name("Hooli Archives", text) == "Hooli"
    assert company_name("Globex State University Libraries", "Globex State University is") == (
        "Globex State University"
    )
    # never named alone: the unit is part of the name as the posting knows it
    assert company_name("Rosewood Library", "The Rosewood Library seeks a director.") == (
        "Rosewood Library"
    )
    assert company_name("Initech Labs", "Initech is a database; Initech Labs hires.") == (
        "Initech Labs"
    )


def test_a_title_opening_with_the_company_loses_it_only_where_the_role_stands_alone() -> None:
    seeking = "Bridgewell seeks a Finance Manager. The Bridgewell Finance Manager reports to us."
    assert title_without_company("Bridgewell Finance Manager", "Bridgewell", seeking) == (
        "Finance Manager"
    )
    only_after_names = "The Hooli Archives Manager works with other managers."
    assert title_without_company("Hooli Manager", "Hooli", only_after_names) == "Hooli Manager"
    assert title_without_company(
        "Hooli Endpoint Specialist", "Hooli", "`Hooli Endpoint Specialist`"
    ) == ("Hooli Endpoint Specialist")
