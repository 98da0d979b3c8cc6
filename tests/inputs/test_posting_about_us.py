"""Lines that speak of the employer, a perk or the reader's availability, and short
front-matter fields named for what is asked: invented postings; each rule fires and not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.keywords.requirements import requirements


def test_sentences_about_the_employer_ask_nothing() -> None:
    for line in (
        "We are a VC backed company and have been trading for 9 years.",
        "Our interest rates are less than a third of our rivals'.",
        "Our tech stack is fully on AWS, using Lambda for compute.",
    ):
        assert ignore_reason(line, "other", bullet=False, sections=False) is not None, line


def test_sentences_about_the_person_sought_still_ask() -> None:
    for line in (
        "Our ideal candidate has 3 years of experience with Go.",
        "Our team is looking for someone with 3 years of Python.",
    ):
        assert ignore_reason(line, "requirements", bullet=False) is None, line


def test_a_perk_addressed_to_the_reader_is_a_benefit() -> None:
    assert ignore_reason("Enjoy a hybrid work model with flexible hours", "requirements")
    assert ignore_reason("Bond with your crew through team events and runs", "requirements")
    trait = "Enjoy working in a mixed team and helping others learn"
    assert ignore_reason(trait, "requirements") is None


def test_availability_to_work_hours_is_an_ask() -> None:
    asked = "Availability to work full time bakery hours (early mornings and Sundays)."
    assert ignore_reason(asked, "requirements") is None
    offered = "You can work full time or part time, as suits you."
    assert ignore_reason(offered, "requirements") is not None


def test_a_short_qualifications_field_is_a_section() -> None:
    text = '---\ntitle: Baker\nqualifications: "Food handler certificate\\r\\nBaking experience"\n'
    posting = posting_from_text(text + "---\nEarly shifts, good coffee.\n")
    asks = [item.text for item in requirements(posting).items]
    assert asks == ["Food handler certificate", "Baking experience"]


def test_a_short_field_of_another_name_is_no_section() -> None:
    text = "---\ntitle: Baker\nskills: Baking, Coffee\ncategory: kitchen staff\n---\nHi.\n"
    assert [item.text for item in requirements(posting_from_text(text)).items] == []
