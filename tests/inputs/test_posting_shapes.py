"""Postings shaped as careers sites write them: a page named "Jobs" above the role's heading,
template tags, "job post:" labels, prose that names the company or the role, requirement
prose in other words than "must", lead-ins that soften a list, months of experience."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_html import html_to_text
from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.keywords.experience import degree_levels
from cvcoach.keywords.requirements import requirements, split_requirement, years_asked


def test_a_page_named_jobs_gives_way_to_the_role_heading_below_it() -> None:
    text = (
        "---\ntitle: Jobs at Northwind\n---\n\nAll our positions are remote.\n\n"
        "# Database Administrator\n\nYou will keep our databases running.\n"
    )
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Database Administrator", "Northwind")


def test_a_page_title_that_names_a_role_is_kept() -> None:
    text = "---\ntitle: Office Manager\n---\n\nSome text.\n\n# Office Administrator\n\nMore.\n"
    assert posting_from_text(text).title == "Office Manager"


def test_a_later_heading_that_names_no_role_leaves_the_page_title() -> None:
    text = "---\ntitle: Jobs\n---\n\nIntro.\n\n# Our offices\n\nThey are nice.\n"
    # "Our offices" names no post; the page's own name "Jobs" is no title either (round 31)
    assert posting_from_text(text).title is None


def test_template_tags_are_no_text_and_a_job_post_label_no_title() -> None:
    html = (
        '{% extends "base.html" %}\n{% block header %}\n<h2>job post: platform engineer.</h2>\n'
        "{% endblock header %}\n<p>{{ site.tagline }} We build things.</p>\n"
    )
    text = html_to_text(html)
    assert "{%" not in text and "{{" not in text
    assert posting_from_text(text).title == "platform engineer"


def test_the_role_a_sentence_says_is_hired_is_the_title_when_the_header_names_none() -> None:
    text = (
        "# Northwind Chorale Is Hiring!\n\nWould you like to help? Northwind Chorale is\n"
        "looking for a part-time Executive Director (ED) who will run operations.\n"
    )
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Executive Director", "Northwind Chorale")


def test_the_company_the_prose_names_most_often_beats_a_team_of_it() -> None:
    text = (
        "Within Northwind Labs, the Data Platform team builds pipelines.\n\n"
        "Northwind Labs is a research office. Northwind Labs’s programs help people.\n"
    )
    assert company_in_prose(text) == "Northwind Labs"


def test_a_company_introducing_itself_and_a_lower_case_brand() -> None:
    assert company_in_prose("## About us\n\nWe are Northwind Data. We build.\n") == "Northwind Data"
    brand = "northwind is a small co-operative. At northwind, we pair every day.\n"
    assert company_in_prose(brand) == "northwind"
    assert company_in_prose("At first, we were small. At scale, we grew.\n") is None


def test_prose_that_calls_an_ability_critical_asks_for_it() -> None:
    for sentence in (
        "Collaborating effectively with our developers is critical.",
        "The ability to deal with people at all levels is crucial.",
        "Prioritization and communication skills are the keys to managing the team.",
        "Outstanding communication, problem-solving, detail-orientation, and decision making "
        "skills are high on our list.",
    ):
        assert ignore_reason(sentence, "about", bullet=False) is None, sentence
    assert ignore_reason("Security is critical to our mission.", "about", bullet=False)


def test_a_question_to_the_reader_and_a_request_to_forward_the_posting_ask_nothing() -> None:
    question = "Do you have a passion for using your skills to help people?"
    assert ignore_reason(question, "about", bullet=False) is not None
    forward = "Please forward this to them or have them email their resume to jobs@example.org."
    assert ignore_reason(forward, "requirements", bullet=False) == "how to apply"


def test_skills_you_will_need_and_a_good_fit_heading_open_requirements() -> None:
    text = (
        "# SRE Lead\n\n## Skills You Will Need\n\nYou will need to:\n\n"
        "* Prioritize work carefully.\n\n## You'd be a good fit if\n\n"
        "* You really care about quality.\n"
    )
    got = [r.text for r in requirements(posting_from_text(text)).items]
    assert got == ["Prioritize work carefully.", "You really care about quality."]


def test_an_encouragement_to_apply_leaves_a_skills_list_must() -> None:
    text = (
        "# Analyst\n\n### Skills We're Seeking\n\nWe understand that candidates may not meet "
        "all of the preferred skills below. We encourage them to apply.\n\n"
        "* Proficient with Excel.\n* Experience in policy is a plus.\n"
    )
    got = [(r.text, r.level) for r in requirements(posting_from_text(text)).items]
    assert got == [("Proficient with Excel.", "must"), ("Experience in policy is a plus.", "nice")]


def test_a_helpful_lead_in_inside_a_requirement_section_softens_nothing() -> None:
    text = (
        "# Developer\n\n### Your qualification:\n\nThis is the skillset we think is very "
        "helpful to have:\n- HTML\n- CSS\n\n### Nice to have\n\n- Svelte\n"
    )
    got = [(r.text, r.level) for r in requirements(posting_from_text(text)).items]
    assert got == [("HTML", "must"), ("CSS", "must"), ("Svelte", "nice")]


def test_a_line_opening_with_ideally_hopes_a_clause_of_it_asks() -> None:
    text = (
        "# Researcher\n\n## Requirements\n\n- Ideally, you will have worked at a trading firm.\n"
        "- Strong SQL skills; Ideally you know dbt too.\n"
    )
    got = [(r.text, r.level) for r in requirements(posting_from_text(text)).items]
    assert got == [
        ("Ideally, you will have worked at a trading firm.", "nice"),
        ("Strong SQL skills; Ideally you know dbt too.", "must"),
    ]


def test_we_would_love_to_see_is_a_nice_to_have() -> None:
    text = "# Office Manager\n\n## Summary\n\nWe'd love to see experience with event planning.\n"
    got = [(r.text, r.level) for r in requirements(posting_from_text(text)).items]
    assert got == [("We'd love to see experience with event planning.", "nice")]


def test_a_clause_joined_by_and_after_a_semicolon_stays_with_its_line() -> None:
    line = "Admission to the State Bar; and four years of legal experience after admission."
    assert split_requirement(line) == [line]
    assert len(split_requirement("5+ years of bookkeeping; Bachelor's degree preferred")) == 2


def test_months_of_experience_are_a_share_of_a_year() -> None:
    assert years_asked("At least 6-12 months experience as a software developer") == 0.5
    assert years_asked("A 6-month contract, renewable") is None
    assert years_asked("3+ years of experience and 6 months of training") == 3.0


def test_a_baccalaureate_is_a_bachelors_degree() -> None:
    assert degree_levels("A baccalaureate degree from an accredited college") == ["bachelor"]


def test_a_lead_in_announcing_duties_opens_a_list_of_duties() -> None:
    text = (
        "# Intern\n\n## What we're looking for\n\nWe are looking for people who communicate "
        "well.\nPotential candidates will support the following groups:\n\n"
        "- Data Team — Help analyze large data sets.\n\n## Other\n\nYou will need:\n\n"
        "- Python\n"
    )
    got = [r.text for r in requirements(posting_from_text(text)).items]
    assert got == ["We are looking for people who communicate well.", "Python"]


def test_the_company_an_about_us_label_opens_on_is_read() -> None:
    text = (
        "Senior Backend Engineer\n\nAbout us: Finlo is building the payments layer for small "
        "firms.\n\nWhat we're looking for\n- 5+ years of backend development in Go\n"
    )
    assert posting_from_text(text).company == "Finlo"
    # a label that is not about the company opens no company sentence
    assert (
        company_in_prose("Nice to have: Kubernetes is a plus.\nSkills: Terraform is a must.")
        is None
    )
