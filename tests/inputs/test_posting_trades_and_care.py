"""Postings of trades, care and teaching work as small employers and colleges publish them: a
template's separator line above the page, a heading whose text sits in a nested block, a list
announced as the "minimum criteria", licences held, a window of recent experience, the wage
line, "Title, Organisation" headers, a site's name beside its jobs page, a company written as
its domain."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose, company_name
from cvcoach.inputs.posting_html import html_to_text
from cvcoach.inputs.posting_kinds import ignore_reason, is_requirement_shaped
from cvcoach.inputs.posting_names import company_shaped, initials_of, title_comma_organisation
from cvcoach.inputs.posting_title_line import split_title
from cvcoach.keywords.requirements import requirements, years_asked
from cvcoach.keywords.skills import find_skills


def test_a_separator_line_of_a_template_parts_the_lines_around_it() -> None:
    html = "Field Technician, Initech\n%%%\n<p>Initech repairs boilers.</p>\n"
    text = html_to_text(html)
    assert text.splitlines()[0] == "Field Technician, Initech"
    assert "%%%" not in text


def test_a_percent_sign_in_a_sentence_is_text() -> None:
    text = html_to_text("<p>Globex grew 100% last year\nand hires.</p>")
    assert "100% last year and hires." in text


def test_a_heading_whose_text_sits_in_a_nested_block_keeps_it_on_its_line() -> None:
    html = (
        "<h1>Job Postings</h1><h3><div class='panel'>\nHVAC Service Technician\n</div></h3>"
        "<p>Hooli Heating is hiring.</p><ul><li>Must have own tools</li></ul>"
    )
    text = html_to_text(html)
    assert "### HVAC Service Technician" in text
    assert posting_from_text(text).title == "HVAC Service Technician"


def test_a_heading_with_its_text_inline_is_unchanged() -> None:
    assert "## Requirements" in html_to_text("<h2>Requirements</h2><ul><li>Welding</li></ul>")


def test_a_list_announced_as_the_minimum_criteria_asks_for_its_items() -> None:
    text = (
        "# Spanish Teacher\n\nInitech Languages hires teachers. If you meet the minimum "
        "criteria below, please email your CV.\n\n- Be a native Spanish speaker.\n"
        "- Have a reliable internet connection.\n"
    )
    found = [item.text for item in requirements(posting_from_text(text)).items]
    assert found == ["Be a native Spanish speaker.", "Have a reliable internet connection."]


def test_a_list_after_a_paragraph_that_announces_no_criteria_is_not_asked() -> None:
    text = (
        "# Spanish Teacher\n\nInitech Languages hires teachers. Our students say:\n\n"
        "- Be a native Spanish speaker.\n- Have fun.\n"
    )
    assert requirements(posting_from_text(text)).items == ()


def test_a_licence_held_is_shaped_like_a_requirement() -> None:
    assert is_requirement_shaped("Currently licensed as a registered nurse in the state.")
    assert is_requirement_shaped("Valid California Driver's License & Evidence of Insurability")
    assert is_requirement_shaped("Current CPR certification")


def test_a_licence_that_is_nobody_s_is_not_a_requirement_shape() -> None:
    assert not is_requirement_shaped("Globex releases its software under an open license.")


def test_a_window_of_recent_experience_asks_no_years() -> None:
    assert years_asked("Active patient contact within the past three years, preferred.") is None
    assert years_asked("2 years of home care experience in the last 5 years") == 2


def test_a_wage_line_is_pay_not_a_requirement() -> None:
    why = ignore_reason("Wage will be based on experience and is negotiable", "requirements")
    assert why is not None and why.startswith("pay")


def test_experience_with_wage_laws_is_a_requirement() -> None:
    assert ignore_reason("Experience with wage and hour laws", "requirements") is None


def test_a_title_and_an_organisation_after_a_comma_are_split() -> None:
    posting = posting_from_text(
        "Tenure-track Position, Initech University\n\nInitech University invites applications.\n"
    )
    assert (posting.title, posting.company) == ("Tenure-track Position", "Initech University")


def test_a_qualifier_after_a_comma_stays_in_the_title() -> None:
    assert title_comma_organisation("Applied Scientist, Search Quality") is None
    assert title_comma_organisation("Data Engineer, Berlin") is None


def test_a_heading_of_two_names_under_the_title_is_no_company() -> None:
    assert not company_shaped("Postdoctoral Fellowship, Globex College")
    assert company_shaped("Globex, Inc.") and company_shaped("Hooli Heating")


def test_a_jobs_page_beside_the_site_name_is_no_company() -> None:
    assert split_title("Hooli Heating | Job Postings", "") == (
        "Job Postings",
        "Hooli Heating",
        None,
    )
    assert split_title("Designer | Globex", "") == ("Designer", "Globex", None)


def test_a_company_written_as_its_domain_is_called_as_its_prose_calls_it() -> None:
    text = "Initech.org is hiring. Initech members organise. Initech wins."
    assert company_name("Initech.org", text) == "Initech"
    assert company_name("Globex.org", "Globex.org builds. Globex.org grows. Globex helps.") == (
        "Globex.org"
    )


def test_an_adverb_opening_a_sentence_is_no_company() -> None:
    text = "Collaboratively builds a strategy with the team. Initech is hiring a librarian."
    assert company_in_prose(text) == "Initech"


def test_a_brand_in_ly_is_a_company() -> None:
    assert company_in_prose("Hooly is hiring an electrician.") == "Hooly"


def test_a_tool_written_in_lower_case_is_found() -> None:
    assert find_skills("At Initech we use git and php daily.") == ["Git", "PHP"]


def test_an_everyday_word_in_lower_case_is_no_tool() -> None:
    assert find_skills("You will excel at Globex; go talk to the dev team and admin staff.") == []


def test_a_title_s_own_abbreviation_in_parentheses_is_no_place() -> None:
    assert split_title("Registered Nurse (RN)", "") == ("Registered Nurse (RN)", None, None)
    assert initials_of("LVN", "Licensed Vocational Nurse")


def test_a_state_code_in_parentheses_after_a_title_is_its_place() -> None:
    assert split_title("Field Nurse (CA)", "") == ("Field Nurse", None, "CA")


def test_an_academic_post_s_areas_of_specialization_and_competence_are_asked() -> None:
    assert is_requirement_shaped("AOS: Philosophy of Science.")
    assert is_requirement_shaped("AoC: Logic and ethics")
    assert is_requirement_shaped("The area of specialization is logic.")


def test_a_word_that_only_contains_the_letters_is_no_field() -> None:
    assert not is_requirement_shaped("Initech chaos engineering")


def test_a_heading_that_repeats_the_title_line_opens_no_section() -> None:
    html = (
        "Tenure-track Position, Globex College\n%%%\n<h1>Tenure-track Position, Globex College</h1>"
        "<ul><li>AoS: Philosophy of Science</li></ul><p>Globex College is in a valley.</p>"
    )
    reqs = requirements(posting_from_text(html_to_text(html)))
    assert [item.text for item in reqs.items] == ["AoS: Philosophy of Science"]


def test_an_asset_is_nice_to_have() -> None:
    text = "# Lecturer\n\n## Requirements\n\n- A PhD in physics.\n- Teaching German is an asset.\n"
    levels = [item.level for item in requirements(posting_from_text(text)).items]
    assert levels == ["must", "nice"]


def test_no_sentence_ends_inside_a_parenthesis() -> None:
    from cvcoach.language.sentences import split_prose

    assert split_prose("Teach Art (esp. Film or Music) at Hooli. Next.") == [
        "Teach Art (esp. Film or Music) at Hooli.",
        "Next.",
    ]
    assert split_prose("We use Go (mostly. Some Rust. More") == [
        "We use Go (mostly.",
        "Some Rust.",
        "More",
    ]


def test_a_role_named_in_the_prose_is_no_company() -> None:
    text = "The Performance Manager is responsible for reports. Initech is hiring."
    assert company_in_prose(text) == "Initech"
    assert not company_shaped("Senior Associate")


def test_a_company_named_for_the_people_it_is_of_is_a_company() -> None:
    assert company_shaped("Operating Engineers") and company_shaped("Globex Engineering")
