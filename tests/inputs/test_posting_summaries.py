"""A sentence that names the role sought is a summary; titles written as announcements; a
"not required" that concedes one thing while asking another; nice-to-haves said as "highly
valued" or "desired qualifications"; a nice sentence inside a longer requirement; companies
that write their name in camel case from a lower-case letter."""

from __future__ import annotations

import json
from pathlib import Path

from cvcoach.inputs.posting import load_posting, posting_from_text
from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.inputs.posting_role_sought import names_the_role_sought
from cvcoach.keywords.requirements import level_of, requirements, split_requirement
from cvcoach.model.role import PostingLine

SUMMARY = "names the role sought: a summary, not a requirement"


def test_a_json_job_description_naming_the_role_is_no_requirement(tmp_path: Path) -> None:
    job = tmp_path / "job.json"
    job.write_text(
        json.dumps(
            {
                "title": "Web Developer",
                "company": "Hooli",
                "description": "We are looking for a skilled Web Developer to join our team.",
                "qualifications": ["3+ years of experience in web development"],
            }
        ),
        encoding="utf-8",
    )
    reqs = requirements(load_posting(job))
    assert [r.text for r in reqs.items] == ["3+ years of experience in web development"]
    assert any(i.why == SUMMARY for i in reqs.ignored)


def test_sentences_that_only_name_the_role_are_summaries() -> None:
    assert names_the_role_sought("We are looking for a skilled Web Developer to join our team.")
    assert names_the_role_sought("Acme is hiring a Data Engineer.")
    assert names_the_role_sought("We're seeking an experienced Office Manager who will run it.")
    assert ignore_reason("We are looking for a Product Designer.", "requirements") == SUMMARY


def test_a_role_sentence_that_says_more_of_the_person_still_asks() -> None:
    assert not names_the_role_sought(
        "Acme is looking for a Financial Manager with 5+ years experience to join our team."
    )
    assert not names_the_role_sought("We are looking for someone who can lead our events.")
    assert not names_the_role_sought("We are looking for a strong background in statistics.")
    assert ignore_reason("We're looking for people with deep ML experience.", "about") is None


def test_a_title_written_as_an_announcement_gives_the_role() -> None:
    text = "---\ntitle: We're hiring a community manager!\n---\n\nNorthwind is growing.\n"
    assert posting_from_text(text).title == "community manager"
    text = "---\ntitle: Hiring our next Community Manager\n---\n\nSome text.\n"
    assert posting_from_text(text).title == "Community Manager"
    text = "---\ntitle: Hiring season at Northwind is over\n---\n\nSome text.\n"
    assert posting_from_text(text).title == "Hiring season at Northwind is over"


def _level(text: str) -> str:
    return level_of(text, PostingLine(text=text, section="requirements", line=1))


def test_not_required_is_nice_unless_the_same_text_still_asks() -> None:
    assert _level("Experience in R is valuable but not required.") == "nice"
    assert (
        _level(
            "A bachelor's degree in science. Although prior research experience is not "
            "necessary, you must have a strong understanding of the culture of science."
        )
        == "must"
    )
    assert (
        _level("Specific prior experience is not required, though we will expect you to learn.")
        == "must"
    )


def test_highly_valued_and_desired_qualifications_are_nice() -> None:
    assert _level("Experience running diversity programs is highly valued.") == "nice"
    assert _level("Other desired qualifications include proficiency in Spanish.") == "nice"
    assert _level("We value teamwork and honesty.") == "must"
    assert _level("A strong portfolio of shipped work is required.") == "must"


def test_a_nice_sentence_inside_a_requirement_is_its_own() -> None:
    text = (
        "Comfort with open source. You must be comfortable with Git and GitHub. "
        "Experience in the R language is valuable but not required."
    )
    assert split_requirement(text) == [
        "Comfort with open source. You must be comfortable with Git and GitHub.",
        "Experience in the R language is valuable but not required.",
    ]
    whole = "Comfort with open source. You must be comfortable with Git and GitHub."
    assert split_requirement(whole) == [whole]
    # a sentence nice only in a clause of its own splits by the clause, not as a sentence
    mixed = (
        "Exceptional communication skills. Knowledge of correct English usage, "
        "knowledge of other languages is preferred."
    )
    assert split_requirement(mixed)[0].endswith("Knowledge of correct English usage")


def test_a_camel_case_brand_in_lower_case_is_a_company() -> None:
    assert company_in_prose("The rOpenSci team is growing. We build tools.") == "rOpenSci"
    assert company_in_prose("rOpenSci seeks a Community Manager to support us.") == "rOpenSci"
    assert company_in_prose("The Studio team builds services. Northwind is hiring.") == (
        "Northwind"
    )
    assert company_in_prose("the data team is growing.") is None


def test_may_be_helpful_is_nice_and_asks_wherever_it_stands() -> None:
    text = (
        "# Postdoctoral Scholar\n\nThe scholar will study research software. While experience "
        "in developing academic software may be helpful, many projects need none.\n"
    )
    items = requirements(posting_from_text(text)).items
    assert [r.level for r in items] == ["nice"]
    assert _level("Experience with Stata may be needed.") == "must"
    assert ignore_reason("Our team may be helpful to newcomers.", "about") is not None


def test_a_heading_of_what_is_useful_but_not_required_opens_nice_to_haves() -> None:
    text = (
        "# Community Manager\n\n## About you\n\n- Fluency in English\n\n"
        "## Other expertise that will be useful but not required\n\n- Fluency in Spanish\n"
    )
    assert [r.level for r in requirements(posting_from_text(text)).items] == ["must", "nice"]
    text = "# Analyst\n\n## Requirements\n\n- Excel\n"
    assert requirements(posting_from_text(text)).items[0].level == "must"


def test_what_applicants_must_be_asks_wherever_it_stands() -> None:
    sentence = "Applicants must be eligible for employment in the United States."
    assert ignore_reason(sentence, "about", bullet=False) is None
    assert ignore_reason("Applicants will hear from us within a week.", "about", bullet=False)


def test_a_we_prefer_sentence_inside_a_requirement_is_its_own_nice() -> None:
    text = (
        "Experience in science communication (or a bachelors degree in this space). "
        "We strongly prefer someone who understands the scientific community."
    )
    assert split_requirement(text) == [
        "Experience in science communication (or a bachelors degree in this space).",
        "We strongly prefer someone who understands the scientific community.",
    ]
    whole = "Experience in science communication. We hope you enjoy it."
    assert split_requirement(whole) == [whole]
