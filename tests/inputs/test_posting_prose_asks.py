"""Prose that asks of the candidate and prose that only offers or describes, headings of
return offers and of nice-to-haves, a visa condition, and a role sought named with its grade
(invented postings)."""

from __future__ import annotations

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_candidate import asks_of_candidate
from cvcoach.inputs.posting_conditions import states_a_condition
from cvcoach.inputs.posting_kinds import section_kind
from cvcoach.inputs.posting_role_sought import names_the_role_sought
from cvcoach.keywords.requirements import requirements, split_requirement


@pytest.mark.parametrize(
    "text",
    [
        "You must be comfortable juggling several projects.",
        "You must be a Sketch expert.",
        "Our tool is new, therefore we need experienced salespeople who can explain it.",
        "We're keen to hire analysts with strong SQL skills.",
        "Our main criteria for hiring is that you are curious and kind.",
        "We have a strong preference for someone who has run services in production.",
        "We would ideally love to bring on someone who speaks Dutch.",
    ],
)
def test_prose_that_asks_of_the_candidate(text: str) -> None:
    assert asks_of_candidate(text)


@pytest.mark.parametrize(
    "text",
    [
        "You will have the opportunity to learn about compilers.",
        "You will have a rare opportunity to rebuild our billing system.",
        "Here you will have direct input into the roadmap.",
        "Joining an established team, the candidate will be rebuilding the billing service.",
        "You must submit a cover letter with your application.",
        "You must also develop a deep understanding of the billing rules.",
        "We want teams to work together and be connected with each other.",
        "We seek to find new ways to scale with our partners.",
    ],
)
def test_prose_that_offers_or_describes_the_work_asks_nothing(text: str) -> None:
    assert not asks_of_candidate(text)


def test_headings_of_what_the_job_gives_and_what_would_be_nice() -> None:
    assert section_kind("What you get in return") == "benefits"
    assert section_kind("It'd be great if you had:") == "nice"
    assert section_kind("Desired skills") == "nice"
    assert section_kind("A few things that might make you a good fit for this role:") == (
        "requirements"
    )
    assert section_kind("Is this a good fit?") != "requirements"


def test_a_desired_list_after_a_required_one_is_nice_and_alone_is_must() -> None:
    both = "# Analyst\n\n## Required skills\n\n- SQL\n- Excel\n\n## Desired skills\n\n- Kafka\n"
    alone = "# Analyst\n\n## Desired skills\n\n- SQL\n- Excel\n"
    assert [r.level for r in requirements(posting_from_text(both)).items] == [
        "must",
        "must",
        "nice",
    ]
    assert [r.level for r in requirements(posting_from_text(alone)).items] == ["must", "must"]


def test_a_visa_the_candidate_needs_is_a_condition() -> None:
    assert states_a_condition("We only consider candidates who don't require a visa to work here.")
    assert not states_a_condition("Visa sponsorship if needed, for you and your family.")


def test_a_role_named_with_its_grade_in_capitals_is_a_summary() -> None:
    assert names_the_role_sought(
        "Initech is seeking an experienced Backend Engineer (Programmer Analyst 3, Grade 9)."
    )
    # a parenthesis of terms keeps the sentence as it is read without one
    assert not names_the_role_sought(
        "Initech is seeking a Backend Engineer (with five years of Go) to join us."
    )


def test_a_bonus_in_a_parenthesis_and_two_clauses_at_two_levels() -> None:
    text = (
        "# Ops\n\n## Requirements\n\n"
        "- Knowledge of a CI system (bonus points for Jenkins).\n"
        "- Familiarity with dashboards (a bonus)\n"
    )
    got = [(r.text, r.level) for r in requirements(posting_from_text(text)).items]
    assert got[0][1] == "must"
    assert got[1][1] == "nice"
    assert split_requirement("Fluency in Dutch is required, French is advantageous.") == [
        "Fluency in Dutch is required",
        "French is advantageous.",
    ]
    assert split_requirement("Fluency in Dutch and French is required, as is tact.") == [
        "Fluency in Dutch and French is required, as is tact."
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Our studio moves fast and needs self starters who can ship.",
        "We want to hear from candidates who are motivated and curious.",
        "You'll be as comfortable writing SQL as fixing CSS.",
        "You are likely to be an analyst who enjoys messy data.",
        "We do expect you to write tests.",
        "You don't need to know Elixir, just a willingness to learn it.",
    ],
)
def test_more_prose_that_asks_of_the_candidate(text: str) -> None:
    assert asks_of_candidate(text)


@pytest.mark.parametrize(
    "text",
    [
        "We deliberately seek applicants with varied backgrounds.",
        "You don't need to bring a laptop on your first day.",
        "You'll be working with our design team from day one.",
    ],
)
def test_more_prose_that_asks_nothing(text: str) -> None:
    assert not asks_of_candidate(text)


def test_conditions_stated_beside_apply_words_or_as_prerequisites() -> None:
    from cvcoach.inputs.posting_kinds import ignore_reason

    note = "Please note: we cannot sponsor visas, so you must be eligible to work in Canada."
    assert ignore_reason(note, "benefits", bullet=False) is None
    assert states_a_condition("The right to work in Ireland is a pre-requisite.")
    assert not states_a_condition("Therefore a laptop is a pre-requisite.")


def test_the_clause_that_leads_the_list_says_its_kind() -> None:
    text = (
        "# Engineer\n\nInitech makes printers.\n\n## The Role\n\n"
        "We care about culture, and are looking for people who:\n\n"
        "- Can deliver in a changing environment\n- Act with kindness\n\n"
        "## Skills\n\nYou'll need some Go and experience with any of the "
        "following will also help:\n\n- Pandas\n- Spark\n\n"
        "Here is your challenge, you will help:\n\n- design data pipelines\n"
    )
    assert _levels(text) == [
        ("Can deliver in a changing environment", "must"),
        ("Act with kindness", "must"),
        ("You'll need some Go", "must"),
        ("Pandas", "nice"),
        ("Spark", "nice"),
    ]


def _levels(text: str) -> list[tuple[str, str]]:
    return [(r.text, r.level) for r in requirements(posting_from_text(text)).items]


def test_a_question_of_willingness_describes_the_person() -> None:
    from cvcoach.inputs.posting_asks import describes_by_question

    assert describes_by_question("Will you be willing to learn a new language on the job?")
    assert not describes_by_question("Will you be in town next week?")
