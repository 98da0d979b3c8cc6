"""Postings of kinds the job boards do not publish: person specifications as tables, saved
e-mails, server pages and components, a city's job bulletin. All names are invented."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_html import html_to_text
from cvcoach.inputs.posting_mail import is_mail, mail_text, subject_role
from cvcoach.inputs.posting_tables import cell_items, tables_as_lines
from cvcoach.inputs.posting_title_forms import bare_post_title
from cvcoach.inputs.posting_words import BULLET, names_a_role
from cvcoach.keywords.requirements import requirements, years_asked

_ROWS = (
    "| Criteria | Essential | Desirable | How Identified |\n"
    "| --- | --- | --- | --- |\n"
    "| Qualifications | <ul> <li>Educated to degree level or equivalent</li> </ul> "
    "| <ul> <li>NVQ level 3 in supporting teaching</li> </ul> | <ul> <li>Application</li> </ul> |\n"
    "| Skills | <ul> <li>Good level of IT skills</li><li>Ability to work as a member of a team</li>"
    "<ul> |  | <ul> <li>Interview</li> </ul> |\n"
)
SPEC_PAGE = (
    """+++
title = "Teaching Assistant Job Description"
+++
# Teaching Assistant

|  |  |
| --- | --- |
| Post title: | Year 4 Teaching Assistant |
| Responsible to: | The Headteacher |

## Main duties

* Support pupils with their reading.

"""
    + _ROWS
)


def test_a_person_specification_table_is_read_by_column() -> None:
    reqs = requirements(posting_from_text(SPEC_PAGE))
    got = [(r.text, r.level, r.degree) for r in reqs.items]
    assert got == [
        ("Educated to degree level or equivalent", "must", "bachelor"),
        ("Good level of IT skills", "must", None),
        ("Ability to work as a member of a team", "must", None),
        ("NVQ level 3 in supporting teaching", "nice", None),
    ]
    assert not any("Interview" in r.text or r.text == "Application" for r in reqs.items)


def test_a_post_title_field_names_the_post_over_the_pages_title() -> None:
    posting = posting_from_text(SPEC_PAGE)
    assert posting.title == "Year 4 Teaching Assistant"
    assert posting.company is None


def test_a_pages_title_loses_its_document_kind_when_no_field_names_the_post() -> None:
    page = SPEC_PAGE.replace("| Post title: | Year 4 Teaching Assistant |\n", "")
    assert posting_from_text(page).title == "Teaching Assistant"


def test_a_table_that_names_no_level_is_left_as_it_is() -> None:
    table = "| Shift | Hours |\n| --- | --- |\n| Early | 7-15 |\n"
    assert tables_as_lines(table) == table
    assert cell_items("<ul><li>One</li><li>Two</li></ul>") == ["One", "Two"]
    assert cell_items("First line<br>Second line") == ["First line", "Second line"]


MAIL = """Return-Path: jo@initech.example
Received: from mx.example (10.0.0.1)
\tby mail.example with SMTP; Mon, 1 Mar 2010 10:00:00 -0500
From: "Jo Bloggs" <jo@initech.example>
Subject: Req :   Java Developer Springfield IL
Date: Mon, 1 Mar 2010 09:59:00 -0500
MIME-Version: 1.0
Content-Type: multipart/alternative;
\tboundary="=_b1"

This is a multi-part MIME message.

--=_b1
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

Hi,

Required Skills:

???       5 to 8 years programming experience in Java and a good knowledge of=
 Spring.
???       Bachelors Degree in Computer Science.

Regards,
Jo

--=_b1
Content-Type: text/html; charset="iso-8859-1"

<p>Hi</p>
--=_b1--
"""


def test_a_saved_email_is_read_as_its_plain_text_part_under_its_subject() -> None:
    assert is_mail(MAIL)
    body = mail_text(MAIL) or ""
    assert body.startswith("# Java Developer\n")
    assert "knowledge of Spring" in body and "Received:" not in body and "<p>" not in body
    reqs = requirements(posting_from_text(MAIL))
    assert reqs.posting.title == "Java Developer"
    got = [(r.years, r.degree) for r in reqs.items]
    assert got == [(5.0, None), (None, "bachelor")]


def test_a_text_with_a_subject_line_is_no_email() -> None:
    text = "Subject: Data Analyst\n\nWe are hiring a data analyst.\n"
    assert not is_mail(text)
    assert mail_text(text) is None
    assert not is_mail("Location: Springfield\nSubject: Maths\nSalary: 30k\n\nBody")


def test_a_mail_subject_gives_the_role_without_labels_places_and_terms() -> None:
    assert subject_role("Oracle Developer, Springfield, IL- 6-12 mths") == "Oracle Developer"
    assert subject_role("Urgent Requirement for SAP Analyst - Springfield") == "SAP Analyst"
    assert subject_role("Weekly newsletter") == "Weekly newsletter"


def test_question_marks_of_a_lost_character_set_are_a_bullet() -> None:
    assert BULLET.match("???       Participate in design reviews")
    assert not BULLET.match("??? what happened")
    assert not BULLET.match("? Why join us")


def test_years_before_a_gerund_of_programming_are_years_asked() -> None:
    assert years_asked("4 to 8 years programming experience") == 4.0
    assert years_asked("a 2-year program in nursing") is None
    assert years_asked("a two-year programme of study") is None


SERVER_PAGE = """<%@ page import="java.net.URLEncoder" %>
<jsp:include page="/top.jsp"><jsp:param name="page" value='<%= enc("Jobs") %>' /></jsp:include>
<span class="header">Globex Employment Opportunities</span><BR><BR>
<B>Curator position at Globex</B>
<P>Successful candidates will have a Ph.D. degree in biology.
"""


def test_a_server_pages_directives_are_no_text_and_its_bold_line_is_the_title() -> None:
    text = html_to_text(SERVER_PAGE)
    assert "<%" not in text and "URLEncoder" not in text
    posting = posting_from_text(text)
    assert posting.title == "Curator"
    assert posting.company == "Globex"


COMPONENT = """import ApplyButton from "./ApplyButton";

export default function CareAssistant() {
  return (
    <div className="job">
      <p className="title">Care Assistant</p>
      <p>Initech Care is hiring a care assistant in Springfield.</p>
    </div>
  )
}
"""


def test_a_components_module_code_is_no_text() -> None:
    text = html_to_text(COMPONENT)
    assert "import" not in text and "export" not in text
    assert posting_from_text(text).title == "Care Assistant"


def test_prose_about_imports_is_kept() -> None:
    text = html_to_text("Import and export clerks wanted.\n<p>Apply today.</p>")
    assert "Import and export clerks wanted." in text


def test_a_title_loses_what_is_not_the_roles_name() -> None:
    assert bare_post_title("School Administrator Job Description") == ("School Administrator", None)
    labelled = "Hooli nonprofit job posting: Office Manager"
    assert bare_post_title(labelled) == ("Office Manager", None)
    assert bare_post_title("New GO curator position") == ("GO curator", None)
    assert bare_post_title("IT SPECIALIST (FORMERLY PROGRAMMER)") == ("IT SPECIALIST", None)
    assert bare_post_title("Dental Nurse -SW1A 1AA") == ("Dental Nurse", "SW1A 1AA")


def test_a_title_keeps_what_is_its_name() -> None:
    assert bare_post_title("Head of Post") == ("Head of Post", None)
    assert bare_post_title("Postdoctoral Position") == ("Postdoctoral Position", None)
    assert bare_post_title("Data Engineer - Payments") == ("Data Engineer - Payments", None)
    assert bare_post_title("Job Description") == ("Job Description", None)


def test_a_kind_of_post_names_a_role_but_a_list_of_posts_does_not() -> None:
    assert names_a_role("Postdoctoral Position")
    assert names_a_role("Faculty positions at Globex University")
    assert not names_a_role("Open Positions")
    assert not names_a_role("Other posts")


def test_conditions_of_hire_written_as_uk_checks_and_refused_sponsorship() -> None:
    from cvcoach.inputs.posting_conditions import states_a_condition

    assert states_a_condition("The successful applicant will be subject to an enhanced DBS check.")
    assert states_a_condition("We require Right to Work and employment history checks.")
    assert states_a_condition("Please note that Initech does not offer sponsorship.")
    assert states_a_condition("You can live anywhere so long as you overlap with Eastern US time.")
    assert not states_a_condition("We offer visa sponsorship to the right candidate.")
    assert not states_a_condition("You can live anywhere in the world.")
    assert not states_a_condition("The DBS team meets on Mondays.")


def test_the_terms_of_the_post_ask_nothing_but_an_ask_about_the_post_does() -> None:
    from cvcoach.inputs.posting_kinds import ignore_reason

    assert ignore_reason("The post is a maternity cover for one year.", "about", bullet=False)
    assert ignore_reason("The position is available for two years.", "requirements", bullet=False)
    assert (
        ignore_reason("The role requires 5 years of sales.", "requirements", bullet=False) is None
    )


def test_what_the_hire_will_do_or_gain_is_no_ask() -> None:
    from cvcoach.inputs.posting_candidate import asks_of_candidate

    assert not asks_of_candidate("The successful candidate will work with a team of curators.")
    assert not asks_of_candidate("Candidates will gain experience in analysing data.")
    assert asks_of_candidate("The successful candidate will have a PhD in biology.")


def test_a_question_about_the_readers_job_search_or_pay_is_a_hook() -> None:
    from cvcoach.inputs.posting_asks import describes_by_question

    assert not describes_by_question("Are you a carer looking for work in Springfield?")
    assert not describes_by_question("Are you a nurse who is not paid a deserving rate?")
    assert describes_by_question("Are you a patient listener who enjoys helping people?")


def test_the_employer_named_in_its_notices() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    notice = "The City of Springfield does not discriminate on the basis of race."
    assert company_in_prose(notice) == "City of Springfield"
    assert company_in_prose("_Hooli Labs is an equal opportunity employer._") == "Hooli Labs"
    assert company_in_prose("We do not discriminate.") is None


def test_a_sections_heading_under_the_title_is_no_company() -> None:
    from cvcoach.inputs.posting_names import company_shaped

    assert not company_shaped("Class Information")
    assert not company_shaped("Position Details")
    assert company_shaped("Globex Analytics")


def test_a_title_keeps_no_terms_in_brackets_that_name_a_post() -> None:
    assert not names_a_role("Remote Contract Position")
    page = "---\ntitle: Web Developer (Remote Contract Position)\n---\nWe build maps.\n"
    assert posting_from_text(page).title == "Web Developer"


def test_a_mails_sender_organisation_is_the_company_its_signature_spells() -> None:
    from cvcoach.inputs.posting_mail import sender_organisation

    body = "Thanks,\nJo\nInitech Staffing Inc.\n2 Main Street\n"
    assert sender_organisation('"Jo" <jo@initechstaffinginc.com>', body) == "Initech Staffing"
    assert sender_organisation("jo@globex.com", "Regards\nGLOBEX, INC\n") == "GLOBEX"
    assert sender_organisation("jo@mail.example", "Regards\nJo Bloggs\n") is None
    assert posting_from_text(MAIL.replace("Jo\n\n--=_b1", "Jo\nInitech\n\n--=_b1")).company == (
        "Initech"
    )


def test_an_abbreviation_with_a_numeral_is_spelled_out() -> None:
    from cvcoach.inputs.posting_company import company_name

    assert company_name("G2GA", "Globex 2 Globex Academy (G2GA) is a nonprofit.") == (
        "Globex 2 Globex Academy"
    )
    assert company_name("G2GA", "G2GA builds maps.") == "G2GA"


def test_an_employer_field_written_as_a_list_item_names_the_company() -> None:
    page = "### Dental Nurse\n\n- **Employer:** Hooli Dental\n- **Location:** Springfield\n"
    assert posting_from_text(page).company == "Hooli Dental"
    duties = "### Dental Nurse\n\n## Duties\n\n- Sterilise the instruments\n"
    assert posting_from_text(duties).company is None


def test_people_with_a_background_encouraged_to_apply_are_asked_for() -> None:
    from cvcoach.inputs.posting_kinds import ignore_reason

    sought = "Candidates with a background in genetics are especially encouraged to apply."
    assert ignore_reason(sought, "about", bullet=False) is None
    law = "All qualified applicants, including veterans, are encouraged to apply."
    assert ignore_reason(law, "about", bullet=False) is not None
    assert ignore_reason("Women are encouraged to apply.", "about", bullet=False) is not None
    reqs = requirements(posting_from_text(f"# Curator\n\n{sought}\n"))
    assert [r.level for r in reqs.items] == ["nice"]


def test_a_recruiters_request_and_an_application_step_ask_nothing() -> None:
    from cvcoach.inputs.posting_candidate import asks_of_candidate
    from cvcoach.inputs.posting_kinds import ignore_reason

    assert not asks_of_candidate("Let me know if you have any consultants available.")
    assert asks_of_candidate("If you have shipped a mobile app, we want to talk.")
    step = "All applicants must list their degree in the Education section of the application."
    assert ignore_reason(step, "requirements", bullet=True) is not None
    need = "Applicants must hold a valid driving licence."
    assert ignore_reason(need, "requirements", bullet=True) is None


RECORD_PAGE = """@extends('layouts.front')
@section('content')
<h4>Trainee Optician</h4>
<ul>
  <li><strong>Employer:</strong> Globex Eyecare</li>
  <li><strong>Requirements:</strong><p>Two years of experience in a busy practice</p></li>
  <li><strong>Duties:</strong><p>Eye tests, frame fitting and reception duties.</p></li>
  <li><strong>Benefits:</strong> Flexible schedule</li>
</ul>
@endsection
"""


def test_a_record_of_labelled_items_opens_a_section_per_label() -> None:
    text = html_to_text(RECORD_PAGE)
    assert "@extends" not in text and "@section" not in text and "@endsection" not in text
    reqs = requirements(posting_from_text(text))
    assert [r.text for r in reqs.items] == ["Two years of experience in a busy practice"]
    assert reqs.posting.company == "Globex Eyecare"


def test_an_email_address_with_an_at_sign_is_no_directive() -> None:
    text = html_to_text("<p>Write to jobs@section.example or @include_us on social media.</p>")
    assert "jobs@section.example" in text


def test_searching_for_someone_with_a_background_asks() -> None:
    from cvcoach.inputs.posting_candidate import asks_of_candidate

    assert asks_of_candidate("We are searching for a coordinator with a background in support.")
    assert not asks_of_candidate("We are searching for new office space.")
