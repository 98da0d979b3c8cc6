"""Requirement lines written as prose: a list of asks written with semicolons, a record's
fields that ask for nothing, a lead-in that asks years itself, "apply" as a verb."""

from __future__ import annotations

from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.keywords.requirements import split_requirement


def test_a_list_written_with_semicolons_is_one_requirement_an_item() -> None:
    text = (
        "Candidates should have experience running events and programs; a grounding in "
        "research methods; strong oral and written communication skills; and experience "
        "working with diverse communities."
    )
    pieces = split_requirement(text)
    assert len(pieces) == 4
    assert pieces[-1].startswith("experience working with diverse communities")


def test_options_a_colon_leads_into_stay_one_requirement() -> None:
    text = (
        "Experience with one or more of the following: XML and XSLT; a scripting language "
        "such as Perl; a content management system such as Drupal."
    )
    assert split_requirement(text) == [text]


def test_items_a_last_predicate_asks_together_stay_one() -> None:
    text = (
        "Attention to detail; strong written communication; ability to multi task are all essential"
    )
    assert split_requirement(text) == [text]


def test_a_record_field_of_a_posting_asks_for_nothing() -> None:
    for line in ("Requisition Number: 0600871", "Hours Per Week: 40", "Posting Date: 06-20-2012"):
        assert ignore_reason(line, "nice") is not None
    assert ignore_reason("Languages: fluent in French and English", "requirements") is None


def test_a_lead_in_that_asks_years_is_a_requirement() -> None:
    text = "To qualify you must demonstrate at least one year of specialized experience:"
    assert ignore_reason(text, "requirements", bullet=False) is None
    assert ignore_reason("You should have:", "requirements", bullet=False) is not None


def test_apply_as_a_verb_is_no_application_rule() -> None:
    text = "Innovation: Ability to apply innovative tools and technologies"
    assert ignore_reason(text, "requirements") is None
    assert ignore_reason("To apply, send a CV to jobs@example.org", "requirements") is not None


def test_knowledgeable_in_and_a_bare_experience_phrase_are_requirements() -> None:
    assert (
        ignore_reason("Knowledgeable in institutional repositories.", "nice", bullet=False) is None
    )
    assert ignore_reason("Pertinent professional experience.", "nice", bullet=False) is None


def test_a_degree_asked_without_its_level_is_a_first_degree() -> None:
    from cvcoach.keywords.requirements import degree_asked

    assert degree_asked("An appropriate degree or extensive relevant experience") == "bachelor"
    assert degree_asked("A relevant degree of independence") is None
    assert degree_asked("A high degree of autonomy") is None


def test_prose_that_asks_several_things_splits_at_its_clauses() -> None:
    text = (
        "The successful candidate will have a bachelor's degree and will be proficient in "
        "PHP, Adobe Flash/ActionScript, and JavaScript, able to use multimedia tools such as "
        "Photoshop, and be familiar with cross browser compatibility issues."
    )
    pieces = split_requirement(text)
    assert pieces == [
        "The successful candidate will have a bachelor's degree",
        "will be proficient in PHP, Adobe Flash/ActionScript, and JavaScript",
        "able to use multimedia tools such as Photoshop",
        "be familiar with cross browser compatibility issues",
    ]


def test_a_skill_list_or_two_joined_asks_stay_one() -> None:
    for text in (
        "Experience with Python, Go, Rust, and Kubernetes",
        "Proven experience in statistics and ability to engage on technical matters",
        "Experience with research, database and spreadsheet programs, and the ability to work "
        "in a fast-paced environment.",
        "Experience with SQL, familiarity with dbt, and knowledge of Airflow are required",
    ):
        assert split_requirement(text) == [text]
