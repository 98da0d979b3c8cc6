"""Header and degree forms of the twentieth-round batch (issue 27): a program object whose
strings are written as sums of pieces, the employer named by a listing's title, by "invites
applications", by an institution a role is sought at; a bare "Council" is no name; experience
standing in for education asks nothing; diplomas and degree abbreviations. All names are
invented; each rule has a case that must fire and one that must not."""

from __future__ import annotations

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose, company_of_posting
from cvcoach.inputs.posting_object import object_posting
from cvcoach.inputs.posting_tables import tables_as_lines
from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirements import requirements


def _asks(text: str) -> list[str]:
    return [item.text for item in requirements(posting_from_text(text)).items]


# --- a program object whose strings are sums of pieces ----------------------------------------

CONCATENATED = """    {
        "title": "Software Engineer (Backend)",
        "description": "<p><u>Requirements:</u></p>\\n" +
            "<ul>\\n" +
            "<li>Good understanding of SQL databases.</li>\\n" +
            "<li>2+ years of experience with Go.</li>\\n" +
            "</ul>",
        "location": "Springfield",
        "mail_to": "careers@initech-labs.com",
    },
"""


def test_a_string_written_as_a_sum_is_read_whole() -> None:
    page = object_posting(CONCATENATED)
    assert page is not None
    assert "2+ years of experience with Go." in page
    assert "Apply by e-mail to careers@initech-labs.com" in page
    asks = _asks(CONCATENATED)
    assert "2+ years of experience with Go." in asks
    assert posting_from_text(CONCATENATED).company == "Initech Labs"


def test_a_plus_outside_a_string_is_no_sum() -> None:
    text = '{\n  "title": "Cook",\n  "details": "Prepare meals",\n  "count": 1 + 2\n}\n'
    page = object_posting(text)
    assert page is not None
    assert "Prepare meals" in page and "1 + 2" not in page


# --- the employer named by a listing's title, an invitation, an institution -------------------


def test_jobs_at_an_organisation_name_it() -> None:
    assert company_in_prose("Software jobs at Institute of Applied Widgets\n\nPost: Developer") == (
        "Institute of Applied Widgets"
    )
    assert company_in_prose("Jobs at a glance\n\nWe build things.") is None


def test_an_organisation_with_its_initials_inviting_applications() -> None:
    text = "Globex Research Centre (G-RC) invites online applications for the posts below."
    assert company_in_prose(text) == "Globex Research Centre"
    assert company_in_prose("Our team invites applications for the posts below.") is None


def test_an_institution_a_role_is_sought_at() -> None:
    text = "We are seeking a research assistant to help with fieldwork at Springfield University."
    assert company_in_prose(text) == "Springfield University"
    # a place of work that is no institution names no employer
    assert company_in_prose("We are seeking a technician to work at our Shelbyville site.") is None


def test_a_bare_council_is_no_name() -> None:
    text = "Perform all duties in line with Council's staff values.\nAct with Council staff."
    assert company_of_posting(text) is None
    assert company_of_posting("Work in line with Globex's staff values and its teams.") == "Globex"


# --- what asks nothing -------------------------------------------------------------------------


def test_experience_standing_in_for_education_asks_nothing() -> None:
    text = (
        "# DevOps Engineer\n\n## Requirements\n\n"
        "- A bachelor's degree in an IT-related field.\n"
        "- Additional qualifying experience may be substituted for the required education on a "
        "year-for-year basis.\n"
    )
    asks = _asks(text)
    assert any("bachelor" in a for a in asks)
    assert not any("substituted" in a for a in asks)
    kept = "- A degree, or experience substituted for it, is required.\n"
    assert _asks(text.split("- A bach")[0] + kept)


# --- degrees ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Diploma/bachelor degree in Visual Design or equivalent",
        "A degree or relevant diploma in Information Technology",
        "Bachelor's degree or diploma in Nursing",
    ],
)
def test_a_diploma_beside_the_degree_asks_no_degree(text: str) -> None:
    assert posting_degree(text) is None


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Bachelor's degree or Graduate Diploma in Law", "bachelor"),
        ("Bachelor's degree in Computer Science", "bachelor"),
        ("First Class B.E. / B. Tech in Electronics", "bachelor"),
        ("Masters degree or B.Ed (desirable)", "bachelor"),
        ("BBA/MBA in Economics or Finance", "bachelor"),
        ("M.Tech or MCA in Computer Science", "master"),
        ("1 year of experience for a Postgraduate in Engineering", "master"),
    ],
)
def test_degree_abbreviations_and_forms(text: str, level: str) -> None:
    assert posting_degree(text) == level


@pytest.mark.parametrize(
    "text", ["Experience with MCAS reporting", "Knowledge of BEM naming", "Be a team player"]
)
def test_words_like_abbreviations_ask_no_degree(text: str) -> None:
    assert posting_degree(text) is None


# --- asks written as a classification or a condition of the role -------------------------------


def test_a_requirement_of_the_role_and_what_holders_will_possess_are_asks() -> None:
    text = (
        "# Site Engineer\n\n"
        "The Site Engineer will inspect the plant and write reports for Globex.\n\n"
        "Participation in a weekend on-call rota is a requirement of this role.\n\n"
        "Site Engineers will possess knowledge and experience in pump maintenance.\n"
    )
    asks = _asks(text)
    assert "Participation in a weekend on-call rota is a requirement of this role." in asks
    assert any(a.startswith("Site Engineers will possess knowledge") for a in asks)
    assert not any("will inspect the plant" in a for a in asks)


# --- a person specification marked E / D per row -------------------------------------------------

MARKED_TABLE = """# Records Officer

## Person Specification

| Criteria | Essential/Desirable |
| ----------- | ----------- |
| **Knowledge**
| -   Knowledge of records management law | E |
| -   Knowledge of SharePoint | D |
| **Experience**
| -   Experience of filing at Globex | E|
"""


def test_a_table_marking_rows_e_or_d_is_two_lists() -> None:
    items = requirements(posting_from_text(MARKED_TABLE)).items
    by_text = {item.text: item.level for item in items}
    assert by_text.get("Knowledge of records management law") == "must"
    assert by_text.get("Knowledge of SharePoint") == "nice"
    assert by_text.get("Experience of filing at Globex") == "must"
    assert not any("Knowledge**" in text for text in by_text)


def test_a_table_without_a_marks_column_is_left_to_the_other_readings() -> None:
    text = "# Clerk\n\n| Skill | Level |\n| --- | --- |\n| Filing | E |\n"
    assert "#### Essential" not in tables_as_lines(text)


# --- a role opening the posting as a lone list item (an accordion's toggle) -------------------


def test_a_lone_leading_item_over_a_heading_is_the_title() -> None:
    text = "- Graphic Designer\n\n#### Requirement\n\nA strong portfolio of work for Globex.\n"
    assert posting_from_text(text).title == "Graphic Designer"
    listed = "- Graphic Designer\n- Copywriter\n\n#### Requirement\n\nA strong portfolio.\n"
    assert posting_from_text(listed).title != "Graphic Designer"
    lunch = "- Free lunch\n\n#### Requirement\n\nA strong portfolio.\n"
    assert posting_from_text(lunch).title != "Free lunch"


def test_a_body_noun_opening_a_longer_name_still_names_it() -> None:
    text = "The Department of Widget Safety is looking for an analyst to join our team."
    assert company_in_prose(text) == "Department of Widget Safety"
