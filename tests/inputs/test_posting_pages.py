"""Postings as careers pages publish them: HTML inside Markdown, titles that repeat the
company, the company named only in a founding sentence or a heading, sums that are no pay."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.keywords.experience import degree_levels
from cvcoach.keywords.requirements import requirements

HTML_PAGE = """---
title: QA Lead
tagline: Job Detail at Northwind
---

<div class="job-about">
    <h2 class="job-about__title">About the job</h2>
    <p>Northwind builds custom products for clients.</p>
    <div class="requirements">
        <h1 class="heading__title">Your experience</h1>
        <ul class="list">
            <li>Bachelor's degree in computer science or a related field</li>
            <li>At least 4 years of quality assurance experience </li>
            <li>At least 1 year of management experience</li>
        </ul>
    </div>
    <div class="bonus-pts">
        <h1 class="heading__title">Nice to have</h1>
        <ul class="list">
            <li>Coaching or mentoring skills</li>
        </ul>
    </div>
</div>
"""


def test_a_markdown_page_written_in_html_keeps_its_list_items_apart() -> None:
    reqs = requirements(posting_from_text(HTML_PAGE))
    got = [(r.text, r.level, r.years, r.degree) for r in reqs.items]
    assert got == [
        ("Bachelor's degree in computer science or a related field", "must", None, "bachelor"),
        ("At least 4 years of quality assurance experience", "must", 4, None),
        ("At least 1 year of management experience", "must", 1, None),
        ("Coaching or mentoring skills", "nice", None, None),
    ]


def test_markdown_with_a_few_html_lines_stays_markdown() -> None:
    text = (
        '# Account Executive\n\n<div className="pill"> Full-Time, Remote</div>\n\n'
        "## We're looking for someone who\n\n- Is comfortable selling to engineers\n"
        "- Has at least two years of sales experience\n"
    )
    reqs = requirements(posting_from_text(text))
    assert [r.years for r in reqs.items] == [None, 2]


def test_master_is_a_degree_only_as_one() -> None:
    assert degree_levels("You are a master of operational logistics") == []
    assert degree_levels("a Master at negotiation") == []
    assert degree_levels("Master of Science in Statistics") == ["master"]
    assert degree_levels("Master’s degree in Finance") == ["master"]
    assert degree_levels("Masters in economics") == ["master"]
    assert degree_levels("Master in Computer Science") == ["master"]


def test_a_title_repeating_the_company_loses_it_when_the_prose_names_the_role_alone() -> None:
    text = (
        "---\ntitle: Bridgewater Trust Finance Manager\n---\n\n"
        "Bridgewater Trust is seeking a Finance Manager (part-time contract).\n"
    )
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Finance Manager", "Bridgewater Trust")
    # a title only ever written with the company's name (a product's specialist) stays whole
    kept = "**Title**: `Acme Endpoint Specialist`\n\nAcme is hiring. Deploy Acme products.\n"
    assert posting_from_text(kept).title == "Acme Endpoint Specialist"


def test_company_from_a_founding_sentence_or_a_work_at_heading() -> None:
    founded = "# Solutions Engineer\n\nHalcyon was founded to make developers productive.\n"
    assert posting_from_text(founded).company == "Halcyon"
    heading = "# Solutions Engineer\n\nWe build tools.\n\n## What's it like to work at Halcyon?\n"
    assert posting_from_text(heading).company == "Halcyon"
    assert posting_from_text("# Engineer\n\nWe build tools for teams.\n").company is None


def test_a_budget_in_millions_is_no_pay_a_salary_is() -> None:
    budget = "An experienced manager who specializes in finance for our (~$1 million budget)."
    assert ignore_reason(budget, "requirements", bullet=False) is None
    assert ignore_reason("Salary: $85,000 - $95,000", "requirements") == "pay or benefits"
    assert ignore_reason("The range is $120k to $150k.", "requirements", bullet=False) == (
        "pay or benefits"
    )


def test_prose_describing_the_person_sought_is_a_requirement_duties_are_not() -> None:
    person = "Someone who can manage payroll and contractor payments."
    assert ignore_reason(person, "requirements", bullet=False) is None
    described = "A detail-oriented planner who enjoys scheduling."
    assert ignore_reason(described, "requirements", bullet=False) is None
    assert ignore_reason("A team that ships weekly.", "requirements", bullet=False) is not None
    assert ignore_reason("Manage payroll for the team.", "responsibilities") is not None


def test_a_paragraph_announcing_desired_skills_opens_its_list() -> None:
    text = (
        "# Developer\n\n## Responsibilities\n\n- Build the site\n\n"
        "Here are some desired skills and attributes for the position. We would love to hear "
        "from you!\n\n- Proven commitment to clean code\n- Curiosity\n\n"
        "Our office is in town.\n\n- A kitchen\n"
    )
    reqs = requirements(posting_from_text(text))
    assert [(r.text, r.level) for r in reqs.items] == [
        ("Proven commitment to clean code", "must"),
        ("Curiosity", "must"),
    ]


def test_a_sentence_offering_what_helps_asks_of_the_candidate() -> None:
    assert ignore_reason("Dedication to open data is an added plus.", "other") is None
    helpful = "some experience with JavaScript would also be helpful"
    assert ignore_reason(helpful, "about", bullet=False) is None
    expect = "We expect you will know your way around GAAP principles."
    assert ignore_reason(expect, "about", bullet=False) is None
    assert ignore_reason("Project management experience", "other") is None
    assert ignore_reason("Improve customer experience", "responsibilities") is not None
    assert ignore_reason("Chicago would be the preferred location.", "other") is not None


def test_a_pipe_line_title_at_company() -> None:
    from cvcoach.inputs.posting_html import html_to_text

    line = '<span class="commtext">Backend Engineer @ NORTHWIND | Boston, MA | Full-time<p>Hi.'
    posting = posting_from_text(html_to_text(line + "</span>"))
    assert (posting.title, posting.company, posting.location) == (
        "Backend Engineer",
        "NORTHWIND",
        "Boston, MA",
    )


def test_a_hiring_headline_keeps_its_place_and_terms_out_of_the_title() -> None:
    text = "Northwind is hiring a Data Engineer in Boston, MA (REMOTE OK)\n\nWe map.\n"
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Data Engineer", "Northwind")
