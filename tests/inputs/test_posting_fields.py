"""Labelled field lines of a recruitment notice read by their label (`posting_fields`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_fields import labelled_field
from cvcoach.keywords.requirements import requirements

NOTICE = """Initech Recruitment 2026

Post Name :Junior Analyst
No of Post :12
Qualification/Educational Criteria :Candidates who wish to apply must possess the following \
criteria :Passed Bachelor Degree in Statistics from any recognized University.
Age Limit(in yrs) :Candidates who are appearing for this post should have the age of 21 to 30 years.
Pay Scale/Salary(in Rs.) :Selected candidates would get the pay scale of Rs.20,000 per month.
Mode of Selection :Selection candidates must appear for a Written Test and Interview.
"""


def test_a_qualification_field_asks_its_value_without_the_lead_in() -> None:
    field = labelled_field(
        "Qualification :Candidates who wish to apply must possess the following criteria :"
        "Passed Bachelor Degree in Physics."
    )
    assert field is not None and field.asks
    assert field.value == "Passed Bachelor Degree in Physics."


def test_fields_of_the_post_age_selection_and_pay_ask_nothing() -> None:
    for line in (
        "Age Limit(in yrs) :Candidates should have the age of 18 to 30 years.",
        "Mode of Selection :Candidates must clear a written test.",
        "Selection Process:Candidates will be chosen by interview.",
        "Post Name :Assistant Master",
        "Pay Scale :Rs.9,300 to 34,800 per month.",
    ):
        field = labelled_field(line)
        assert field is not None and not field.asks, line


def test_other_lines_are_no_field() -> None:
    assert labelled_field("You must have 3 years of Python experience.") is None
    assert labelled_field("Note: candidates must bring their own laptop.") is None
    assert labelled_field("Qualifications: BSc") is None  # too short to read alone
    # "About you" names requirements, not the employer
    about_you = labelled_field("About you: You have five years of Java at Globex scale.")
    assert about_you is not None and about_you.asks


def test_a_notice_asks_its_qualification_and_not_its_age_or_selection() -> None:
    found = requirements(posting_from_text(NOTICE))
    texts = [item.text for item in found.items]
    assert texts == ["Passed Bachelor Degree in Statistics from any recognized University."]
    assert found.items[0].degree == "bachelor"


def test_a_title_labelled_as_a_field_loses_its_label() -> None:
    from cvcoach.inputs.posting_title_forms import bare_post_title

    assert bare_post_title("Position :Scientist")[0] == "Scientist"
    assert bare_post_title("Post Name: Data Analyst")[0] == "Data Analyst"
    # a label before no role's name stays: nothing to read in its place
    assert bare_post_title("Role: Something odd here")[0] == "Role: Something odd here"


def test_a_post_name_field_names_the_post() -> None:
    notice = (
        "INITECH\n\nPost Name :Graduate Trainee\n\nQualification :Bachelor Degree in Physics.\n"
    )
    posting = posting_from_text(notice)
    assert posting.title == "Graduate Trainee"
    plain = posting_from_text("Graduate Trainee\n\nName tags: printed on arrival.\n")
    assert plain.title == "Graduate Trainee"
