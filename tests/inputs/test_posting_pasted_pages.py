"""Employers' pages pasted into a job board: block HTML written on one line, list items that
hold a paragraph, bullet glyphs of word processors."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_candidate import asks_of_candidate
from cvcoach.inputs.posting_company import company_name
from cvcoach.inputs.posting_html import html_to_text
from cvcoach.inputs.posting_kinds import ignore_reason, section_kind
from cvcoach.inputs.posting_meta import front_matter
from cvcoach.inputs.posting_role_sought import role_phrase_in_prose
from cvcoach.inputs.posting_title_line import split_title
from cvcoach.inputs.posting_words import BULLET, html_body
from cvcoach.keywords.requirements import requirements

ONE_LINE_PAGE = (
    "---\ntitle: Support Lead\ncompany: Initech\n---\n\n"
    "<p><span>Initech makes printers that people like.</span></p><h3><b>Responsibilities</b></h3>"
    "<ul><li><span>Answer customer tickets within a day</span></li></ul><p><b>Requirements</b></p>"
    "<ul><li><span>3+ years of customer support experience</span></li>"
    "<li><span>Strong written communication skills</span></li></ul>"
    "<p><b>Nice to Have</b></p><ul><li><span>Experience with Zendesk</span></li></ul>\n"
)


def test_a_page_of_html_on_one_line_is_read_as_html() -> None:
    reqs = requirements(posting_from_text(ONE_LINE_PAGE))
    got = [(r.text, r.level, r.years) for r in reqs.items]
    assert got == [
        ("3+ years of customer support experience", "must", 3),
        ("Strong written communication skills", "must", None),
        ("Experience with Zendesk", "nice", None),
    ]


def test_a_markdown_page_with_one_short_html_line_stays_markdown() -> None:
    text = (
        "# Analyst\n\n<p>Globex</p>\n\n## Requirements\n\n- SQL\n- Excel\n"
        "- Three years in finance\n"
    )
    assert not html_body(text)
    assert html_body("<p>" + "Globex hires analysts who like numbers. " * 8 + "</p>")


def test_a_list_item_that_holds_a_paragraph_keeps_its_marker() -> None:
    text = html_to_text("<ul><li><p>Git workflow</p></li><li><p>Docker, AWS</p></li></ul>")
    assert [line for line in text.split("\n") if line] == ["- Git workflow", "- Docker, AWS"]
    # a nested list after the item's text is a list of its own
    nested = html_to_text("<ul><li>Languages:<ul><li>Python</li></ul></li></ul>")
    assert [line for line in nested.split("\n") if line] == ["- Languages:", "- Python"]


def test_bullet_glyphs_of_word_processors_are_list_markers() -> None:
    for line in ("● Commitment to customer service", "■ SQL", "➢ Public speaking", "✓ Excel"):
        assert BULLET.match(line), line
    for line in ("1, 2 and 3 years", "○", "Hooli ● Remote"):
        assert not BULLET.match(line), line


def test_items_after_glyph_bullets_are_requirements() -> None:
    text = (
        "# Systems Librarian\n\nHooli Library seeks a systems librarian.\n\n### Qualifications\n\n"
        "Required:\n\n●\tHigh level of computer literacy\n●\tExcellent organizational skills\n"
        "●\tComfort with public speaking and teaching\n"
    )
    reqs = requirements(posting_from_text(text))
    assert [r.text for r in reqs.items] == [
        "High level of computer literacy",
        "Excellent organizational skills",
        "Comfort with public speaking and teaching",
    ]


TOML_PAGE = """+++
title = "Job Posting: Gallery Coordinator"

+++
---
menu: false
---

Northwind Map Center seeks a gallery coordinator.

**Required Qualifications**

* Two years of experience in a museum
"""


def test_a_toml_front_matter_then_a_yaml_one_give_their_fields() -> None:
    fields, body = front_matter(TOML_PAGE)
    assert fields == {"title": "Job Posting: Gallery Coordinator", "menu": False}
    assert "+++" not in body and "menu" not in body
    posting = posting_from_text(TOML_PAGE)
    assert posting.title == "Gallery Coordinator"
    assert [r.years for r in requirements(posting).items] == [2]


def test_a_broken_toml_front_matter_is_left_as_text() -> None:
    assert front_matter('+++\ntitle = "unclosed\n+++\nBody\n') == (
        {},
        '+++\ntitle = "unclosed\n+++\nBody\n',
    )


def test_an_excerpt_that_repeats_the_body_is_not_read_twice() -> None:
    text = (
        '---\ntitle: Archivist - Globex\nexcerpt: "The candidate must have a proven understanding'
        ' of digitization workflows and of archive sales..."\n---\n\n### Description\n\n'
        "The candidate must have a proven understanding of digitization workflows and of archive"
        " sales.\n"
    )
    reqs = requirements(posting_from_text(text))
    assert len(reqs.items) == 1
    # a field the body does not hold is still read (a requirements list kept in the front matter)
    held = (
        "---\ntitle: Analyst\nskills: Three years of experience with SQL and Excel in a"
        " finance team\n---\n\nGlobex hires.\n"
    )
    assert "## skills" in front_matter(held)[1]


def test_a_title_dash_company_with_initials_or_a_domain_gives_the_company() -> None:
    body = "Globex Library System (GLS) seeks a systems administrator for its libraries."
    assert split_title("Systems Administrator - Globex Library System (GLS)", body) == (
        "Systems Administrator",
        "Globex Library System",
        None,
    )
    body = "Located in Brooklyn, Hooli makes signs. Hooli is an equal opportunity employer."
    assert split_title("Research Associate - Hooli.com", body)[:2] == (
        "Research Associate",
        "Hooli",
    )
    # a domain the body never names without its ending, and a qualifier in brackets, stay whole
    assert split_title("Research Associate - Hooli.com", "We make signs.")[1] is None
    assert split_title("Data Engineer - Remote (EMEA)", "We make signs.")[1] is None


def test_lead_ins_that_announce_materials_or_terms_are_no_requirement_lists() -> None:
    assert section_kind("If you are interested, email us at jobs@initech.example with:") == "apply"
    assert section_kind("Some details you should know:") == "about"
    assert section_kind("Things you should know") == "about"
    assert section_kind("We get excited about engineers who have...") == "requirements"
    assert section_kind("People who thrive here are:") == "requirements"
    # what the reader should know to do the job is still asked
    assert section_kind("What you should have") == "requirements"
    assert section_kind("Engineers who will build our platform") != "requirements"


def test_the_successful_candidate_as_the_one_offered_or_doing_the_work_is_no_ask() -> None:
    assert asks_of_candidate("The ideal candidate has five years of library experience.")
    assert asks_of_candidate("The successful candidate will have a bachelor's degree.")
    assert not asks_of_candidate(
        "Hooli offers rewarding challenges for the successful candidate thanks to new buildings."
    )
    assert not asks_of_candidate("The successful candidate will lead the library's new services.")


def test_a_line_that_says_nothing_is_required_asks_nothing() -> None:
    assert ignore_reason("Little to no travel is required.", "requirements") is not None
    assert ignore_reason("No prior experience necessary.", "requirements") is not None
    assert ignore_reason("No less than 5 years of experience is required.", "requirements") is None


NESTED = """# JavaScript Developer

Northwind builds catalog software.

## Qualifications

- Excellent written communication
- Have exceptional programming knowledge and experience with:
  - JavaScript
  - SQL
- Having knowledge or experience with the following technologies is desired, but not required:
  - XML
  - JSON

## Benefits

- Dental plan
"""


def test_a_list_item_that_leads_a_nested_list_at_the_nice_level_makes_its_items_nice() -> None:
    reqs = requirements(posting_from_text(NESTED))
    levels = {r.text: r.level for r in reqs.items}
    assert levels["JavaScript"] == "must" and levels["SQL"] == "must"
    assert levels["XML"] == "nice" and levels["JSON"] == "nice"
    assert levels["Excellent written communication"] == "must"


def test_a_bold_heading_that_asks_years_is_a_requirement_too() -> None:
    text = (
        "# Software Developer\n\nGlobex builds scoring services.\n\n**Qualifications**\n\n"
        "**Minimum of 5 years current working experience in the following:**\n\n"
        "- Python, Go\n- Docker, AWS\n"
    )
    reqs = requirements(posting_from_text(text))
    assert [(r.text, r.years) for r in reqs.items] == [
        ("Minimum of 5 years current working experience in the following:", 5),
        ("Python, Go", None),
        ("Docker, AWS", None),
    ]
    # a heading without years opens its list and is no requirement
    plain = requirements(
        posting_from_text(
            text.replace("Minimum of 5 years current working experience", "Experience")
        )
    )
    assert [r.text for r in plain.items] == ["Python, Go", "Docker, AWS"]


def test_questions_that_describe_the_person_sought_are_requirements() -> None:
    for question in (
        "Do you thrive at handling multiple demands in a changing environment?",
        "Are you collaborative and great to work with?",
        "Would you also be keen to teach others about software practices?",
        "Does the idea of supporting researchers in their work excite you?",
        "Do you have a natural inclination toward logistics and planning?",
    ):
        assert ignore_reason(question, "about", bullet=False) is None, question
    for question in (
        "Do you have any questions about the role at Initech?",
        "Do you have a passion for using your skills to help people?",
        "Are you looking for a job with lots of room for growth?",
        "Is this job for you?",
        "Are you collaborative?",  # too short to describe anyone
    ):
        assert ignore_reason(question, "about", bullet=False) is not None, question


COMPENSATION = """# Administrative Assistant

Hooli Map Center seeks an administrative assistant.

## Skills and Qualifications

- Excellent written communication skills

## Compensation & Position Details

This is a part-time, hourly position. We strongly prefer a candidate who is located within 2 hours
of Boston, and the employee must be a resident of Massachusetts. The position is not subject to
state residency requirements for pensions. Hooli does not discriminate on the basis of
citizenship or national origin.
"""


def test_conditions_of_hire_are_requirements_wherever_they_stand() -> None:
    texts = [r.text for r in requirements(posting_from_text(COMPENSATION)).items]
    assert texts[0] == "Excellent written communication skills"
    assert any("must be a resident of Massachusetts" in t for t in texts)
    assert not any("not subject to" in t or "discriminate" in t for t in texts)
    assert not any(t.startswith("This is a part-time") for t in texts)


def test_understanding_as_a_duty_s_gerund_is_no_requirement() -> None:
    duty = "Understanding client business objectives and supporting them as their contact"
    assert ignore_reason(duty, "responsibilities") is not None
    assert (
        ignore_reason("Understanding of nonprofit accounting principles", "responsibilities")
        is None
    )
    assert ignore_reason("Strong understanding of SQL", "responsibilities") is None


def test_legal_forms_of_other_countries_and_a_country_after_them_are_no_part_of_the_name() -> None:
    assert company_name("Initech K.K. Japan", "") == "Initech"
    assert company_name("Globex Oy", "") == "Globex"
    assert company_name("Hooli SAS", "") == "Hooli"
    assert company_name("Northwind A/S", "") == "Northwind"
    # a country that ends a name without a legal form stays
    assert company_name("Hooli Japan", "") == "Hooli Japan"


def test_a_headline_that_drops_its_auxiliary_and_praises_the_role_still_names_it() -> None:
    text = "Fast growing SaaS company looking for a superb senior back-end developer\n"
    assert role_phrase_in_prose(text) == "Senior Back-end Developer"
    assert role_phrase_in_prose("Initech is hiring a talented, motivated data engineer.") == (
        "Data Engineer"
    )
    # a team that is looked for by someone else names no role hired
    assert role_phrase_in_prose("The team met to discuss the budget.") is None
