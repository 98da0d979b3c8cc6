"""Headers of postings that name the role or the company only in passing: a qualifier after a
dash that is no company, a blog post's headline instead of a title, the employer named beside
its products and teams, a contract's length and a place written into the title."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_role_sought import role_phrase_in_prose
from cvcoach.inputs.posting_title_line import split_title


def test_a_qualifier_after_a_dash_that_the_body_never_names_is_part_of_the_title() -> None:
    body = "Northwind seeks to hire a postdoctoral scholar. Write to us."
    title, company, _ = split_title("Postdoctoral Scholar – Open Data and Public Health", body)
    assert (title, company) == ("Postdoctoral Scholar – Open Data and Public Health", None)


def test_a_company_after_a_dash_that_the_body_names_is_the_company() -> None:
    body = "At Halcyon AI we train models. Halcyon AI is remote-first."
    title, company, _ = split_title("Senior Inference Engineer — Halcyon AI", body)
    assert (title, company) == ("Senior Inference Engineer", "Halcyon AI")


def test_an_organisation_that_is_hiring_outranks_a_team_named_more_often() -> None:
    text = (
        "The Northwind Foundation (NF) is hiring a project manager. The Engineering team "
        "builds things; the Engineering team ships. The Engineering team is small. "
        "The Foundation is remote."
    )
    assert company_in_prose(text) == "Northwind Foundation"


def test_a_name_inside_a_longer_one_found_is_not_counted_apart() -> None:
    text = "Northwind Foundation is seeking a designer. About Foundation work: the Foundation ..."
    assert company_in_prose(text) == "Northwind Foundation"


def test_the_employer_outranks_a_product_it_describes() -> None:
    text = (
        "Northwind are looking for a Rails developer. PlaceCal is an award-winning calendar. "
        "PlaceCal is used widely. PlaceCal helps people.\n\n## About Northwind\n\nWe build."
    )
    assert company_in_prose(text) == "Northwind"


def test_a_product_described_is_the_company_when_nothing_else_names_one() -> None:
    assert company_in_prose("PlaceCal is an award-winning calendar. Join us.") == "PlaceCal"


def test_we_at_names_the_company_and_a_project_based_somewhere_seeks() -> None:
    assert company_in_prose("We at Geeks for Social Change are looking for a developer.") == (
        "Geeks for Social Change"
    )
    text = "The rOpenSci project based at the University of California, Berkeley seeks to hire."
    assert company_in_prose(text) == "rOpenSci"
    assert company_in_prose("We at home are happy.") is None


def test_a_role_written_in_lower_case_in_the_prose_is_the_title_of_a_headline_post() -> None:
    text = (
        "---\ntitle: We're hiring!\n---\n\nNorthwind are looking for a backend or full stack "
        "Ruby on Rails developer to work 24 hours a week.\n\n## Our ideal candidate\n\n"
        "We are looking for a Ruby on Rails developer with:\n\n- Two years of Ruby\n"
    )
    assert posting_from_text(text).title == "Ruby on Rails Developer"
    assert role_phrase_in_prose("We at Acme are looking for a developer to join our team.") == (
        "Developer"
    )


def test_a_lower_case_phrase_with_no_job_noun_names_no_role() -> None:
    assert role_phrase_in_prose("We are looking for someone who loves maps.") is None
    assert role_phrase_in_prose("Acme is seeking funding from investors.") is None


def test_a_contract_length_after_a_dash_and_a_place_before_the_title_are_no_title() -> None:
    title, company, location = split_title(
        "US-Based Curriculum Developer (Astronomy) - Six-month position", "Some text."
    )
    assert (title, company, location) == ("Curriculum Developer (Astronomy)", None, "US")


def test_a_qualifier_that_is_no_contract_term_or_place_stays() -> None:
    title, _, location = split_title("Cloud-Based Systems Engineer - Storage Team", "Text.")
    assert (title, location) == ("Cloud-Based Systems Engineer - Storage Team", None)


def test_a_long_organisation_before_a_colon_and_a_team_written_after_it() -> None:
    body = "The City of Springfield is a large city. Apply to the City."
    line = "City of Springfield Data & Mapping Team: Data Science Program Coordinator"
    expected = ("Data Science Program Coordinator", "City of Springfield")
    assert split_title(line, body)[:2] == expected
    line = "Northwind Fund to End River Pollution: Director of Research & Analytics"
    assert split_title(line, "NFERP is a fund.")[:2] == (
        "Director of Research & Analytics",
        "Northwind Fund to End River Pollution",
    )


def test_a_team_the_body_never_names_apart_stays_whole_and_a_sentence_is_no_company() -> None:
    line = "Northwind Platform Team: Senior Engineer"
    assert split_title(line, "We build things.")[1] == "Northwind Platform Team"
    line = "we are hiring and this is what we need: Senior Engineer"
    assert split_title(line, "Text.")[1] is None


def test_within_an_organisation_the_team_and_its_staff_name_the_employer() -> None:
    text = "Within NYC Opportunity, the Enterprise Data Solutions team links data. EDS is small."
    assert company_in_prose(text) == "NYC Opportunity"
    text = "You will support hiring for NYC Opportunity staff and fellows."
    assert company_in_prose(text) == "NYC Opportunity"
    assert company_in_prose("Within reason, the hours are flexible.") is None
