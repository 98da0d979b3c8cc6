"""Postings kept as a program's data objects (JavaScript, TypeScript, JSON), and the header and
list forms of adverts job seekers paste from job boards. All names are invented; each rule has
a case that must fire and one that must not."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.posting import load_posting, posting_from_text
from cvcoach.inputs.posting_meta import lines_of_a_list
from cvcoach.inputs.posting_object import object_posting
from cvcoach.inputs.posting_title_forms import bare_post_title
from cvcoach.keywords.requirements import requirements


def _asks(text: str) -> list[tuple[str, str]]:
    return [(item.level, item.text) for item in requirements(posting_from_text(text)).items]


# --- a posting kept as a program's object -----------------------------------------------------

TS_POSITION = """import { IPosition } from ".";

export const cook: IPosition = {
\tslug: "line-cook",
\ttitle: "Line Cook",
    pay: '$15 hourly',
\tshortDescription:
\t\t"The Line Cook prepares the menu at Globex Grill.",
\tresponsibilities: [
\t\t"Prepare menu items to recipe",
        "Keep the station clean",
\t],
\trequirements: [
\t\t"Prior line cook experience is preferred",
        "Knowledge of food safety practices",
\t],
};
"""

JSON_ADVERT = """    {
      "jobTitle": "Office Administrator",
      "startDate": "2024-07-29 - 2024-08-28",
      "location": {
        "city": ", Springfield",
        "region": "Shelbyville County"
      },
      "details": "Requirements\\n\\nMatric (Maths &amp; Accounting an added advantage)\\n2-3 \
years of office experience.\\nProficient in MS Office\\nMust be bilingual (French &amp; English)",
      "contact": "Jane Doe",
      "uuid": "p2d5dec08"
    },
"""

FEED_ITEM = """  {
    title: 'Caretaker - Initech Primary School',
    link: 'https://example.org/opp/1',
    content: {
      job_title: 'Caretaker - Initech Primary School',
      job_description:
        '<p>We are looking to appoint a caretaker.</p><p>The successful candidate will have \
practical experience in building maintenance.</p>',
      salary_range: '£10,001 - £20,000',
    },
    contentSnippet: 'Title : Caretaker We are looking to appoint a caretaker.',
  },
  {
    title: 'Cleaner - Hooli Junior School',
    content: { job_description: '<p>Cleaning experience is essential.</p>' },
  },
"""


def test_a_typescript_position_object_reads_as_its_page() -> None:
    page = object_posting(TS_POSITION)
    assert page is not None and page.startswith('---\ntitle: "Line Cook"\n---')
    posting = posting_from_text(TS_POSITION)
    assert posting.title == "Line Cook"
    asks = _asks(TS_POSITION)
    assert ("nice", "Prior line cook experience is preferred") in asks
    assert ("must", "Knowledge of food safety practices") in asks
    assert not any("Keep the station clean" in text for _, text in asks)  # a duty
    assert not any("$15" in text for _, text in asks)  # pay


def test_a_scraped_json_advert_keeps_its_line_breaks_and_place() -> None:
    posting = posting_from_text(JSON_ADVERT)
    assert posting.title == "Office Administrator"
    assert posting.location == "Springfield, Shelbyville County"
    texts = [text for _, text in _asks(JSON_ADVERT)]
    assert "2-3 years of office experience." in texts
    assert "Must be bilingual (French & English)" in texts  # entities undone, lines kept apart
    assert not any("Jane Doe" in text or "2024" in text for text in texts)


def test_a_feed_item_reads_its_html_description_and_stops_at_the_next_item() -> None:
    page = object_posting(FEED_ITEM)
    assert page is not None
    assert "practical experience in building maintenance" in page
    assert "Cleaning experience" not in page  # the next posting of the list
    assert page.count("We are looking to appoint a caretaker") == 1  # not the feed's snippet


def test_load_posting_reads_an_object_saved_as_html(tmp_path: Path) -> None:
    path = tmp_path / "cook.html"
    path.write_text(TS_POSITION, encoding="utf-8")
    assert load_posting(path).title == "Line Cook"


PAGE_WITH_JSON_LD = """---
title: Data Steward (Remote)
---
We are searching for a Data Steward. You have three years of data governance experience.
<script type="application/ld+json">
{ "@type" : "JobPosting", "title" : "Production Lead", "description" : "{{ page.text }}" }
</script>
"""


def test_a_page_with_a_json_ld_script_is_no_object() -> None:
    assert object_posting(PAGE_WITH_JSON_LD) is None
    assert object_posting("title: Data Steward\ndescription: a YAML field\n") is None
    assert object_posting('{ "name": "Initech", "description": "no title key" }') is None
    assert object_posting('{ "title": "Widget", "price": "4.99" }') is None  # no posting body


# --- adverts as job seekers paste them ---------------------------------------------------------


def test_a_collectors_number_before_the_title_goes() -> None:
    assert bare_post_title("Job #4 – Software Engineer (Full Stack)")[0] == (
        "Software Engineer (Full Stack)"
    )
    assert bare_post_title("Position 2: Data Analyst")[0] == "Data Analyst"
    assert bare_post_title("Job Coach")[0] == "Job Coach"
    assert bare_post_title("Job Developer 2 - Night Shift")[0] == "Job Developer 2 - Night Shift"


def test_a_company_field_in_the_body_names_the_employer() -> None:
    text = (
        "# Data Analyst - Initech Ltd\n\n**Job ID:** 1234\n\n---\n\n## Company Information\n\n"
        "**Company:** Initech Ltd  \n**Industry:** Widgets\n\n## Requirements\n\n"
        "- Three years of SQL\n"
    )
    assert posting_from_text(text).company == "Initech"
    pasted = "Field Technician - IT\nGlobex Staffing\n\nCompany: Hooli Field Services\n\nProse."
    assert posting_from_text(pasted).company == "Hooli Field Services"
    plain = "Field Technician - IT\nGlobex Staffing\n\nWe install networks.\n"
    assert posting_from_text(plain).company == "Globex Staffing"


def test_lines_opening_with_a_count_are_a_list_too() -> None:
    lines = ["Matric certificate", "2-3 years of office experience.", "Proficient in MS Office"]
    assert lines_of_a_list(lines)
    wrapped = ["We have been trading for", "20 years and hire locally.", "Come and join us"]
    assert not lines_of_a_list(wrapped)


# --- companies as such adverts name them ------------------------------------------------------


def test_a_company_keeps_no_legal_suffix_however_many() -> None:
    from cvcoach.inputs.posting_company import company_name

    assert company_name("Globex Talent Ltd Pty", "") == "Globex Talent"
    assert company_name("Initech IT P/L", "") == "Initech IT"
    assert company_name("Hooli Labs", "") == "Hooli Labs"


def test_a_sentences_opening_word_is_no_part_of_the_name() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    assert company_in_prose("As INITECH is growing, we are looking for a developer.") == "INITECH"
    assert company_in_prose("Asana is growing, and we are hiring.") == "Asana"


def test_a_name_with_its_acronym_after_about_us_and_a_link_name_the_employer() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    about = "**About Us:** Globex Outreach for Learning (GOL) is a non-profit organization."
    assert company_in_prose(about) == "Globex Outreach for Learning"
    linked = '<a href="http://example.edu/">CEHD</a> AIT is hiring a new developer.'
    assert company_in_prose(linked) == "CEHD AIT"


def test_a_school_named_after_the_dash_is_the_employer() -> None:
    from cvcoach.inputs.posting_company import company_name, ends_as_institution

    assert ends_as_institution("Springfield Junior School")
    assert not ends_as_institution("Primary School")
    posting = posting_from_text("# Caretaker - Springfield Junior School\n\nWe need a caretaker.")
    assert (posting.title, posting.company) == ("Caretaker", "Springfield Junior School")
    kind = posting_from_text("# Class Teacher - Primary School\n\nWe need a teacher.")
    assert kind.company is None
    text = "Shelbyville Primary School is committed to safeguarding."
    assert company_name("Shelbyville Primary", text) == "Shelbyville Primary School"
    assert company_name("Hooli", "Hooli Library is open late.") == "Hooli"
