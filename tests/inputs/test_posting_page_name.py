"""A portal's page heading naming the organisation over a field naming the post is the
employer (`inputs/posting_page_name`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_page_name import page_employer, post_field

_NOTICE = """
# N & W Bank

Position: Branch Manager
Eligibility: Graduate
Location: Springfield

## Job Details

Candidates must hold a bachelor's degree.
"""


def test_a_portal_heading_over_a_post_field_is_the_employer() -> None:
    posting = posting_from_text(_NOTICE)
    assert (posting.title, posting.company) == ("Branch Manager", "N & W Bank")


def test_a_jobs_page_heading_is_no_employer() -> None:
    posting = posting_from_text(_NOTICE.replace("N & W Bank", "Hooli Careers"))
    assert posting.company != "Hooli Careers"


def test_the_signs_of_a_proper_name() -> None:
    assert page_employer("Initech Bank", "Position: Teller")
    assert page_employer("Northwind Savings Bank", "Post Name : Clerk")
    assert not page_employer("Open Positions", "Position: Teller")
    assert not page_employer("Globex Employment Opportunities", "Position: Teller")


def test_a_heading_naming_the_post_alone_leaves_the_page_name() -> None:
    assert not page_employer("Initech Bank", "Teller")


_TWO_POSTS = """
# Initech Bank

**Position:**Branch Managers
Location: Springfield

## Job Details

**Post Name :**Loan Officer

**No of Post :**12
"""


def test_the_first_post_field_names_the_post() -> None:
    assert posting_from_text(_TWO_POSTS).title == "Branch Managers"


def test_a_post_field_and_other_fields() -> None:
    assert post_field("**Position:**Teller") and post_field("Post Name : Clerk")
    assert not post_field("Location: Springfield") and not post_field("Positions open")


def test_a_public_body_of_several_fields_is_the_employer() -> None:
    name = "Ministry of Water, Parks and Northwind Affairs"
    assert page_employer(name, "Position: Engineer")
    assert not page_employer("Ministry of Water, Parks and Northwind Affairs", "Engineer")
    assert not page_employer("Open Positions, Springfield", "Position: Engineer")
