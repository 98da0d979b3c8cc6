"""Headlines a blog post announces a job with, and the names a government employer has."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_role_sought import announced_role, role_in_prose


def test_be_our_announces_the_role() -> None:
    assert announced_role("Serve Your City: Be our Neighborhood Services Engineer") == (
        "Neighborhood Services Engineer"
    )
    assert announced_role("Become our next Controller!") == "Controller"
    assert announced_role("Be our guest at the open day") is None  # names no role


def test_we_are_hiring_names_no_company() -> None:
    assert company_in_prose("We're Hiring! Help us build maps.") is None
    assert company_in_prose("We're growing. Our team builds maps.") is None
    assert company_in_prose("We are Register Dynamics. We build registers.") == (
        "Register Dynamics"
    )


def test_the_apply_line_names_the_role() -> None:
    text = "We need help with data. Apply to the ShareSF Coordinator position today."
    assert role_in_prose(text) == "ShareSF Coordinator"
    assert role_in_prose("Apply to the Fall Cohort program today.") is None


def test_an_employer_of_six_words() -> None:
    text = (
        '---\ntitle: "We\'re Hiring! Help Promote Coordinated Care"\n---\n'
        "The City and County of San Francisco is seeking a talented individual.\n\n"
        "Apply to the ShareSF Coordinator position.\n"
    )
    posting = posting_from_text(text)
    assert posting.company == "City and County of San Francisco"
    assert posting.title == "ShareSF Coordinator"


def test_a_check_the_employer_requires_is_a_requirement_not_legal_text() -> None:
    from cvcoach.inputs.posting_kinds import ignore_reason

    assert ignore_reason("Background check required.", "requirements") is None
    assert ignore_reason("Background check required", "requirements") is None
    legal = "We will run a background check in line with applicable law."
    assert ignore_reason(legal, "requirements") == "legal/EEO text"
    eeo = "We do not discriminate on the basis of national origin or gender identity."
    assert ignore_reason(eeo, "requirements") == "legal/EEO text"
