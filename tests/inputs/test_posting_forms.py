"""Postings in the forms people paste them from outside US job boards: headings that announce
requirements as a condition on the reader ("You'll fit right in if:"), UK and Australian
person specifications ("Essential criteria"), a lead-in that announces duties ("someone who
will:"), a list pasted as plain text without its markers, Word's "o" bullet, and the nice
markers "good to have", "would be ideal" and "not essential"."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kinds import section_kind
from cvcoach.keywords.requirements import requirements


def _asked(text: str) -> list[tuple[str, str]]:
    return [(item.text, item.level) for item in requirements(posting_from_text(text)).items]


def test_a_heading_that_ends_in_a_condition_on_the_reader_opens_requirements() -> None:
    assert section_kind("You’ll fit right in if:") == "requirements"
    assert section_kind("You are an excellent candidate if you're") == "requirements"
    text = (
        "# Technical Writer\n\nInitech is hiring.\n\n## You'll fit right in if:\n\n"
        "* Your default mode is open collaboration.\n* You know that done is better than perfect.\n"
    )
    assert [t for t, _ in _asked(text)] == [
        "Your default mode is open collaboration.",
        "You know that done is better than perfect.",
    ]


def test_a_heading_that_rules_the_reader_out_opens_no_requirements() -> None:
    assert section_kind("This is not the right role for you if") != "requirements"
    assert section_kind("You shouldn't apply if") != "requirements"
    assert section_kind("What if") == "other"


def test_person_specification_headings_open_requirements() -> None:
    for heading in (
        "Essential criteria",
        "Selection Criteria",
        "Person specification",
        "Essential",
        "Expectation regarding candidates",
    ):
        assert section_kind(heading) == "requirements", heading
    assert section_kind("Desirable criteria") == "nice"


def test_essential_duties_are_duties() -> None:
    assert section_kind("Essential Functions") != "requirements"
    assert section_kind("ESSENTIAL DUTIES".lower()) == "responsibilities"


def test_a_heading_announcing_what_someone_will_do_opens_duties() -> None:
    assert section_kind("We’re looking for someone who will:") == "responsibilities"
    text = (
        "# Policy Advisor\n\nGlobex is hiring.\n\n## We're looking for someone who will:\n\n"
        "* Serve on product teams\n* Coach and mentor a team\n\n## You'll fit right in if:\n\n"
        "* You are a quick learner\n"
    )
    assert [t for t, _ in _asked(text)] == ["You are a quick learner"]


def test_someone_who_has_or_is_is_still_asked() -> None:
    assert section_kind("We're looking for someone who") == "requirements"
    assert section_kind("We're looking for someone who is...") == "requirements"


def test_a_list_pasted_without_its_markers_is_read_item_by_item() -> None:
    text = (
        "# Administrative Officer\n\nHooli is hiring.\n\n"
        "**You are an excellent candidate if you're:**\n"
        "Bilingual (English and French)\n"
        "Experienced and knowledgeable at government procurement processes\n"
        "Able to prioritize multiple tasks in a dynamic environment\n"
    )
    assert [t for t, _ in _asked(text)] == [
        "Bilingual (English and French)",
        "Experienced and knowledgeable at government procurement processes",
        "Able to prioritize multiple tasks in a dynamic environment",
    ]


def test_hard_wrapped_prose_stays_one_paragraph() -> None:
    text = (
        "# Developer\n\nGlobex is hiring.\n\n## Requirements\n\n"
        "You have experience building web services with\n"
        "Python and PostgreSQL, and you enjoy working in\n"
        "a small team.\n"
    )
    assert [t for t, _ in _asked(text)] == [
        "You have experience building web services with Python and PostgreSQL, and you enjoy "
        "working in a small team."
    ]


def test_two_capitalised_lines_are_not_taken_for_a_list() -> None:
    text = (
        "# Developer\n\nGlobex is hiring.\n\n## Requirements\n\n"
        "You have experience with Python\nYou know PostgreSQL well\n"
    )
    assert len(_asked(text)) == 1


def test_words_hollow_bullet_pasted_as_o_is_a_list_marker() -> None:
    text = (
        "# Treasurer\n\nInitech Housing Trust seeks a treasurer.\n\n"
        "#### Qualities and Qualification\n\n"
        "o A qualified accountant in good standing with a professional body\n\n"
        "o Good financial analysis skills and a focus on detail\n"
    )
    assert [t for t, _ in _asked(text)] == [
        "A qualified accountant in good standing with a professional body",
        "Good financial analysis skills and a focus on detail",
    ]


def test_a_sentence_opening_with_the_letter_o_is_no_list() -> None:
    text = "# Treasurer\n\n## Requirements\n\no'clock starts suit you.\n"
    posting = posting_from_text(text)
    assert not any(line.bullet for line in posting.lines)


def test_good_to_have_ideal_and_not_essential_are_nice() -> None:
    text = (
        "# Developer\n\nHooli is hiring.\n\n## Skills Required\n\n"
        "- Strong object-oriented programming skills.\n"
        "- Experience of building scalable web applications is good to have.\n"
        "- It would be ideal though not essential to have housing sector experience.\n"
        "- Some Go experience would be ideal.\n"
    )
    assert _asked(text) == [
        ("Strong object-oriented programming skills.", "must"),
        ("Experience of building scalable web applications is good to have.", "nice"),
        ("It would be ideal though not essential to have housing sector experience.", "nice"),
        ("Some Go experience would be ideal.", "nice"),
    ]


def test_essential_alone_in_a_sentence_still_asks() -> None:
    text = (
        "# Developer\n\nHooli is hiring.\n\n## Requirements\n\n"
        "- Fluent English is essential.\n- The ideal candidate has five years of Java.\n"
    )
    assert [level for _, level in _asked(text)] == ["must", "must"]


def test_a_page_title_whose_last_part_the_page_repeats_as_a_heading_is_the_sites_name() -> None:
    from cvcoach.inputs.posting_title_line import split_title

    body = "# Hooli Jobs\n\n# initech labs\n\n##### Position Summary\n"
    assert split_title("QA Engineer at initech labs - Hooli Jobs", body) == (
        "QA Engineer",
        "initech labs",
        None,
    )


def test_a_dash_part_the_page_does_not_repeat_is_no_sites_name() -> None:
    from cvcoach.inputs.posting_title_line import split_title

    title, company, _ = split_title("QA Engineer at initech labs - Remote", "Initech tests.")
    assert company != "Remote"
    assert not title.endswith("Hooli Jobs")


def test_vacancy_for_a_role_announces_it() -> None:
    from cvcoach.inputs.posting_title_line import split_title

    assert split_title("Vacancy for HPC/cloud specialist", "")[0] == "HPC/cloud specialist"
    assert split_title("Opening for a Finance Officer", "")[0] == "Finance Officer"
    assert split_title("Vacancy for the summer", "")[0] == "Vacancy for the summer"


def test_a_role_of_the_company_the_prose_names_leaves_the_company_out_of_the_title() -> None:
    from cvcoach.inputs.posting_title_line import split_title

    body = "Globex is a volunteer-driven organisation which analyses charities."
    assert split_title("Director of Globex", body) == ("Director", "Globex", None)
    assert split_title("Director of Engineering", body)[0] == "Director of Engineering"


def test_indian_and_singaporean_legal_suffixes_are_dropped() -> None:
    from cvcoach.inputs.posting_company import company_name

    assert company_name("Initech Technologies Pvt Ltd", "") == "Initech Technologies"
    assert company_name("Globex Pte. Ltd.", "") == "Globex"
    assert company_name("Hooli Private Limited", "") == "Hooli"
    assert company_name("Hooli Private", "") == "Hooli Private"


def test_an_organisation_introducing_itself_by_its_initials_is_the_company() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    text = "The Initech Data Office (IDO) exists to make services simple for people."
    assert company_in_prose(text) == "Initech Data Office"
    assert company_in_prose("The Chief Procurement Officer (CPO) reports to the CEO.") is None
    assert company_in_prose("The Globex Unit (XYZ) exists to help.") != "Globex Unit"


def test_here_at_names_the_employer() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    text = "Join the growing Platform (PLT) team here at the University of Hooli."
    assert company_in_prose(text) == "University of Hooli"
    assert company_in_prose("You will work here at our office.") is None


def test_a_person_specification_table_is_read_by_its_level_columns() -> None:
    from cvcoach.inputs.posting_html import html_to_text

    html = (
        "<h2>Director, Initech Trust</h2><h3>Experience</h3><table>"
        "<tr><th>Requirement</th><th>Essential</th><th>Desirable</th></tr>"
        "<tr><td>Leadership</td><td>Ability to lead a small team</td>"
        "<td>Experience managing volunteers</td></tr>"
        "<tr><td>Fundraising</td><td>-</td><td>Experience applying for grants</td></tr>"
        "</table>"
    )
    found = [(i.text, i.level) for i in requirements(posting_from_text(html_to_text(html))).items]
    assert found == [
        ("Ability to lead a small team", "must"),
        ("Experience managing volunteers", "nice"),
        ("Experience applying for grants", "nice"),
    ]


def test_a_table_without_level_columns_stays_as_it_is() -> None:
    from cvcoach.inputs.posting_html import html_to_text

    html = "<table><tr><th>Band</th><th>Salary</th></tr><tr><td>4</td><td>£30k</td></tr></table>"
    text = html_to_text(html)
    assert "Essential" not in text and "4" in text and "£30k" in text


def test_a_requirement_the_posting_repeats_is_asked_once() -> None:
    text = (
        "# Administrative Officer\n\nInitech is hiring.\n\n## Requirements\n\n"
        "- Bilingual (English and French)\n- Able to prioritize multiple tasks\n\n"
        "## About you\n\n- Bilingual (English and French)\n- Able to use Google Sheets\n"
    )
    reqs = requirements(posting_from_text(text))
    assert [i.text for i in reqs.items] == [
        "Bilingual (English and French)",
        "Able to prioritize multiple tasks",
        "Able to use Google Sheets",
    ]
    assert ("Bilingual (English and French)", "asked already") in [
        (i.text, i.why) for i in reqs.ignored
    ]
