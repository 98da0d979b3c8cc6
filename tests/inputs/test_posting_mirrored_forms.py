"""Postings as other sites copy them: components, quoted adverts, flattened lists, mirrors'
fields, careers pages that name their employer only in a mailbox. All names are invented;
each rule has a case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_flat_lists import with_lists_restored
from cvcoach.inputs.posting_html import html_to_text
from cvcoach.inputs.posting_kinds import section_kind
from cvcoach.inputs.posting_mailbox import company_of_mailbox
from cvcoach.inputs.posting_title_line import split_title
from cvcoach.inputs.posting_words import is_only_place
from cvcoach.keywords.requirements import requirements


def _asks(text: str) -> list[str]:
    return [item.text for item in requirements(posting_from_text(text)).items]


# --- single-file components ------------------------------------------------------------------

VUE_PAGE = """<template>
  <Container as="main">
    <PageHeading :level="2">Work for us</PageHeading>
    <PageHeading :level="3"
      >Widget Wrangler</PageHeading
    >
    <p>You will need an eye for detail and at least two years of warehouse experience.</p>
    <p>Please email jobs@northwind-widgets.co.uk for a pack.</p>
  </Container>
</template>

<script>
export default { head() { return { title: `Northwind - Widget Wrangler` } } }
</script>
"""


def test_a_component_files_template_is_its_markup_and_level_components_are_headings() -> None:
    text = html_to_text(VUE_PAGE)
    assert "### Widget Wrangler" in text
    assert "two years of warehouse experience" in text
    assert "export default" not in text


def test_a_pages_own_template_element_stays_inert() -> None:
    page = "<html><body><h1>Clerk</h1><template><p>Hidden row text</p></template></body></html>"
    assert "Hidden row text" not in html_to_text(page)


# --- quoted adverts -----------------------------------------------------------------------

QUOTED = """---
Title: 'Job Vacancy: Springfield University'
---

A member of our user group tells me of an opening at Springfield University:

> We wish to appoint a programmer to join the research computing team.
>
> Criteria:
>   * Experience of creating web applications using Django
>   * Ability to work to deadlines
"""


def test_a_quoted_advert_is_read_without_its_quote_marks() -> None:
    posting = posting_from_text(QUOTED)
    assert posting.title == "Programmer"  # the page title names no role; the prose does
    assert "Experience of creating web applications using Django" in _asks(QUOTED)


def test_quote_marks_are_not_stripped_from_html() -> None:
    # a tag's closing ">" may open a source line of HTML: the text after it stays
    page = "<div><h3\n  >Widget Wrangler</h3\n></div><p>Experience with forklifts is required.</p>"
    assert "Widget Wrangler" in (posting_from_text(html_to_text(page)).title or "")


# --- flattened lists -------------------------------------------------------------------------


def test_an_inline_list_after_a_label_is_a_list_again() -> None:
    line = (
        "Hooli maps the world. Requirements: - At least 3 years of experience. Ideally in Go. "
        "- Knowledge of React. Perks: - Free snacks."
    )
    assert with_lists_restored(line).split("\n") == [
        "Hooli maps the world.",
        "",
        "Requirements:",
        "- At least 3 years of experience. Ideally in Go.",
        "- Knowledge of React.",
        "",
        "Perks:",
        "- Free snacks.",
    ]


def test_dashes_in_prose_are_no_list() -> None:
    line = "Globex - a maker of widgets - is hiring a clerk - apply soon, we read every letter."
    assert with_lists_restored(line) == line


def test_a_marker_alone_on_its_line_joins_its_item() -> None:
    text = "## You bring\n\n- \n\n2+ years in a product role.\n\n- \n\nKnowledge of SQL.\n"
    assert "- 2+ years in a product role." in with_lists_restored(text)


def test_an_empty_item_before_a_lead_in_stays_empty() -> None:
    text = "* \nWhat we look for:\n\n* A team player.\n"
    assert with_lists_restored(text) == text


# --- fields written label above value --------------------------------------------------------


def test_a_field_label_alone_in_its_cell_joins_the_value() -> None:
    page = (
        "<h1>Careers</h1><div><b>Designation: </b></div><div>Associate Software Engineer</div>"
        "<div><b>Required Skills:</b></div><ul><li>Must be proficient in C++</li></ul>"
    )
    text = html_to_text(page)
    assert "Designation: Associate Software Engineer" in text
    assert posting_from_text(text).title == "Associate Software Engineer"


def test_a_section_label_does_not_swallow_a_field_below_it() -> None:
    page = "<p><strong>QUALIFICATIONS:</strong></p><p>Degree: Graduate of a nursing school</p>"
    assert "QUALIFICATIONS: Degree" not in html_to_text(page)


# --- companies -------------------------------------------------------------------------------


def test_a_hiring_mailbox_names_the_company() -> None:
    assert company_of_mailbox("send your profile to hr@initech-labs.com") == "Initech Labs"
    assert company_of_mailbox("Please email jobs@globex.co.uk for a pack.") == "Globex"


def test_personal_webmail_and_run_together_mailboxes_name_no_company() -> None:
    assert company_of_mailbox("write to jane.doe@initech.com") is None  # a person's address
    assert company_of_mailbox("apply: jobs@gmail.com") is None
    assert company_of_mailbox("email jobs@springfieldcountyarchives.org") is None


def test_a_careers_page_names_its_employer_in_its_mailbox_only() -> None:
    page = "Designation: Clerk\n\nRequirements:\n- Good typing.\n\nSend CVs to hr@hooli-tech.com"
    posting = posting_from_text(page)
    assert posting.company == "Hooli Tech"
    assert posting.title == "Clerk"


def test_a_company_field_may_hold_a_lower_case_brand() -> None:
    assert posting_from_text("---\ntitle: Clerk\ncompany: neoHooli GmbH\n---\nHi.").company
    assert posting_from_text("---\ntitle: Clerk\ncompany: hooli\n---\nHi.").company == "hooli"
    described = posting_from_text("---\ntitle: Clerk\ncompany: startup in Berlin\n---\nHi.")
    assert described.company is None


def test_a_name_crossing_a_sentences_end_is_no_company() -> None:
    text = (
        "# Project Manager\n\nWe run workshops incorporating The Arts. We are seeking a "
        "skilled Project Manager.\n"
    )
    assert posting_from_text(text).company != "Arts. We"
    opening = "# Programmer\n\nThere is a job opening at the University of Springfield.\n"
    assert posting_from_text(opening).company == "University of Springfield"


def test_an_organisations_own_office_names_it() -> None:
    text = "# Lead Developer\n\nLead engineering for City of Springfield's Office of Design.\n"
    assert posting_from_text(text).company == "City of Springfield"
    plain = "# Lead Developer\n\nHooli's office of the future is open plan.\n"
    assert posting_from_text(plain).company != "Hooli"


def test_a_job_boards_business_name_field_is_the_employer() -> None:
    text = "---\ntitle: Baker\nbusiness_name: Northwind Bakery\n---\nEarly shifts.\n"
    assert posting_from_text(text).company == "Northwind Bakery"


# --- titles ----------------------------------------------------------------------------------


def test_a_place_only_title_gives_way_to_the_role_in_the_prose() -> None:
    text = "# Hooli - Denver, CO (In Person)\n\nWe are hiring an additional backend engineer.\n"
    assert posting_from_text(text).title == "Backend Engineer"
    assert is_only_place("Denver, CO (In Person)")
    assert not is_only_place("UX/UI Designer")  # a title with a two-letter word is no place


def test_a_pipe_title_then_its_place_keeps_the_title_first() -> None:
    title = "Dutch Speaking Payroll & Invoicing Operations Coordinatr | Part-Time | Remote (EU)"
    posting = posting_from_text(f"---\ntitle: {title}\ncompany: Globex\n---\nHi.\n")
    assert posting.title == "Dutch Speaking Payroll & Invoicing Operations Coordinatr"
    # a name first is the company: "Northwind Widgets | Oslo, Norway | Full-Time"
    assert split_title("Northwind Widgets | Oslo, Norway | Full-Time", "")[1] == "Northwind Widgets"


def test_wish_to_appoint_names_the_role() -> None:
    assert posting_from_text("We wish to appoint a programmer to join us.\n").title == "Programmer"
    assert posting_from_text("We wish to thank all applicants.\n").title is None


# --- sections --------------------------------------------------------------------------------


def test_why_you_should_work_here_leads_benefits() -> None:
    assert section_kind("Why you should work at Globex:") == "benefits"
    assert section_kind("Why should you join Initech?") == "benefits"
    assert section_kind("Why we use Go") == "other"


def test_a_plain_lead_in_ending_in_if_leads_a_list() -> None:
    text = (
        "# Collections Agent\n\nYou'll be great for this position if\n\n"
        "- You have experience of outbound calls.\n- You are organised.\n"
    )
    assert "You are organised." in _asks(text)


def test_a_wrapped_line_ending_in_to_is_no_heading() -> None:
    text = (
        "# Researcher\n\n**About the Position**\n\nWe are looking for a Widget Researcher who "
        "is excited to\napply statistics to widget data.\n"
    )
    assert any("excited to apply statistics" in a for a in _asks(text))


def test_an_interested_lead_in_leads_how_to_apply() -> None:
    text = (
        "# Programmer\n\n## Requirements\n\n- Experience of Django\n\n"
        "If you are interested in this position, you should visit our careers page by doing:\n\n"
        "- Navigate to www.example.org/jobs\n- Click “External Applicants”\n"
    )
    asks = _asks(text)
    assert "Experience of Django" in asks
    assert not any("Navigate" in a or "Click" in a for a in asks)


def test_an_acronym_title_of_a_practice_is_the_title() -> None:
    front = "---\ntitle: Senior SRE\n---\n\n## About Hooli\n\nWe run servers.\n"
    assert posting_from_text(front + "\n## Platform Engineer\n\nText.\n").title == "Senior SRE"
    heading = "# SRE\n\nHooli is hiring. We are looking for an engineer to join our team.\n"
    assert posting_from_text(heading).title == "SRE"


def test_an_acronym_that_names_no_practice_is_no_title() -> None:
    front = "---\ntitle: CDN Notes\n---\n\n## About Hooli\n\nWe run servers.\n"
    assert posting_from_text(front + "\n## Platform Engineer\n\nText.\n").title == (
        "Platform Engineer"
    )


def test_a_name_said_to_be_a_business_is_the_company() -> None:
    text = (
        "# Web Developer\n\nSet up in 2011, Globex IT is a SharePoint consultancy in "
        "Springfield.\n\n## Requirements\n\n- C# experience\n"
    )
    assert posting_from_text(text).company == "Globex IT"
    tool = "# Web Developer\n\nSet up in 2011, SharePoint is a product we support daily.\n"
    assert posting_from_text(tool).company is None


def test_a_bare_head_noun_title_takes_the_proses_fuller_phrase() -> None:
    text = "# Hooli - developer\n\nHooli is hiring a full-time front-end developer.\n"
    assert posting_from_text(text).title == "Front-end Developer"
    other = "# Hooli - developer\n\nHooli is hiring a full-time product designer.\n"
    assert posting_from_text(other).title == "developer"  # another role: the field stands


def test_a_comments_own_pipe_line_gives_the_title_a_mirrors_heading_lacks() -> None:
    text = (
        "# Hooli - Denver, CO (In Person)\n\n## Original\n\n"
        "Hooli | Denver, CO (In Person)| Back-end Software Engineer<p>We build maps. "
        "We are hiring an additional backend engineer.\n"
    )
    assert posting_from_text(text).title == "Back-end Software Engineer"


def test_a_table_row_or_a_pipe_line_naming_no_role_gives_no_title() -> None:
    table = (
        "# Hooli - Denver, CO (In Person)\n\n| Team | Widget Lead | Size |\n| --- | --- | --- |\n"
        "\nWe are hiring an additional backend engineer.\n"
    )
    assert posting_from_text(table).title == "Backend Engineer"
    plain = (
        "# Hooli - Denver, CO (In Person)\n\nHooli | Denver | Full-time\n\n"
        "We are hiring an additional backend engineer.\n"
    )
    assert posting_from_text(plain).title == "Backend Engineer"
