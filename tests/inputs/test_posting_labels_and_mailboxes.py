"""Header forms of the twenty-third round's second part (issue 27): a post's label before a
colon, a field's label alone, a webmail user that is the organisation. Invented names; each
rule has a case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_header import field_label
from cvcoach.inputs.posting_mailbox import company_of_webmail_user
from cvcoach.inputs.posting_role_sought import announced_role


def test_the_role_after_a_posts_label_and_a_colon_is_the_title() -> None:
    assert announced_role("Job Vacancy-3 (Three) Paid Position : FIELD COORDINATOR") == (
        "FIELD COORDINATOR"
    )
    assert announced_role("Open Position: Data Engineer") == "Data Engineer"


def test_a_company_or_a_term_after_the_role_leaves_the_label_to_other_readings() -> None:
    assert announced_role("Open Position: Data Engineer at Initech") is None
    assert announced_role("Vacancy: Treasurer (voluntary)") is None
    assert announced_role("Our position: we value remote work") is None


def test_a_fields_label_alone_is_no_company_line() -> None:
    assert field_label("Location") and field_label("**Salary**")
    assert not field_label("Globex Health")
    page = "<h2>Field Coordinator</h2>\n<strong>Location</strong>\n<p>Springfield</p>\n"
    assert posting_from_text(page).company != "Location"


def test_a_webmail_user_the_prose_writes_is_the_organisation() -> None:
    text = "Help NorthWind to reach every school. Write to infonorthwind@gmail.com."
    assert company_of_webmail_user(text) == "NorthWind"


def test_a_persons_webmail_or_an_unwritten_user_names_none() -> None:
    assert company_of_webmail_user("Write to jane.doe@gmail.com, Jane will reply.") is None
    assert company_of_webmail_user("Help us grow. Write to infonorthwind@gmail.com.") is None
    assert company_of_webmail_user("Write to Globex at globex@globex-mail.com.") is None


def test_an_apply_button_over_the_description_opens_no_apply_section() -> None:
    from cvcoach.keywords.requirements import requirements

    page = (
        '<a href="https://jobs.example/123">Apply now</a>\n\n'
        "The Doe Lab is hiring an analyst. The candidate should have experience with SQL.\n"
    )
    texts = [i.text for i in requirements(posting_from_text(page)).items]
    assert "The candidate should have experience with SQL." in texts


def test_a_how_to_apply_line_with_its_link_text_still_heads_its_section() -> None:
    from cvcoach.inputs.posting_heading_lines import heading_of

    assert heading_of("How to apply") is not None
    assert heading_of("[Apply now](https://jobs.example/123)") is None


def test_the_work_a_hire_is_sought_for_is_no_ask() -> None:
    from cvcoach.inputs.posting_candidate import asks_of_candidate

    assert not asks_of_candidate(
        "The Doe Lab is seeking a biologist to work with data from a new microscope."
    )
    assert asks_of_candidate("We are seeking a biologist with experience in microscopy.")
