"""Sentences about a posting's own list ask nothing; prose that says "you'd need to be" asks;
"a high degree of autonomy" names no degree."""

from __future__ import annotations

from cvcoach.inputs.posting_kinds import ignore_reason, is_requirement_shaped
from cvcoach.inputs.posting_meta import about_the_list


def test_sentences_about_the_list_ask_nothing() -> None:
    assert about_the_list(
        "The ideal candidate will likely possess some (but not necessarily all) of the skills "
        "and attributes listed below."
    )
    assert about_the_list("We are not expecting experience with all components of the role.")
    assert about_the_list(
        "If you are just starting your DevOps career you will join a team eager to mentor you."
    )
    reason = ignore_reason("We don't expect you to have every skill listed.", "requirements",
                           bullet=False)  # fmt: skip
    assert reason is not None


def test_a_sentence_with_its_own_ask_is_no_note_about_the_list() -> None:
    assert not about_the_list(
        "A baccalaureate degree and four years of experience in the areas described above."
    )
    assert not about_the_list("You don't need all of these, but you must know Python.")
    assert not about_the_list("If you have Rust experience, that is a plus.")
    assert not about_the_list("Experience with the following:")


def test_you_would_need_to_be_asks_of_the_candidate_in_any_section() -> None:
    line = "You'd need to be a confident enough programmer to start from a vague bug report."
    assert ignore_reason(line, "responsibilities", bullet=False) is None
    line = "So you'd need to already either be comfortable using Ruby on Rails or HTML and CSS."
    assert ignore_reason(line, "about", bullet=False) is None
    assert ignore_reason("You'd need a laptop, which we provide.", "about", bullet=False)


def test_a_high_degree_of_autonomy_is_no_degree() -> None:
    assert not is_requirement_shaped("You'd join a team with a high degree of autonomy.")
    assert is_requirement_shaped("A degree in computer science.")
    assert is_requirement_shaped("A degree of Bachelor in Engineering.")


def test_months_of_experience_a_portfolio_and_applying_knowledge_are_requirements() -> None:
    line = "We believe the role is best filled with at least 6-12 months experience as a developer."
    assert ignore_reason(line, "requirements", bullet=False) is None
    line = "A portfolio of graphic design and web design work samples."
    assert ignore_reason(line, "requirements", bullet=False) is None
    line = "You've worked with several databases and understand how to apply them effectively."
    assert ignore_reason(line, "requirements", bullet=False) is None


def test_how_to_apply_and_a_contract_of_months_stay_ignored() -> None:
    assert ignore_reason("To apply, send your CV to jobs@acme.org.", "requirements",
                         bullet=False) == "how to apply"  # fmt: skip
    assert ignore_reason("This is a 6-month contract.", "requirements", bullet=False)
    assert ignore_reason("Send your portfolio to jobs@acme.org.", "requirements", bullet=False)


def test_a_profile_heading_opens_requirements_and_a_company_profile_does_not() -> None:
    from cvcoach.inputs.posting_kinds import section_kind

    assert section_kind("CULTURAL FIT PROFILE:") == "requirements"
    assert section_kind("Candidate profile") == "requirements"
    assert section_kind("Company profile") != "requirements"


def test_being_invited_to_interview_is_the_application_process() -> None:
    line = "Resumes will be screened; the best candidates will be invited to an interview."
    assert ignore_reason(line, "requirements", bullet=False) == "how to apply"


def test_a_lead_in_is_read_from_its_last_sentence_not_the_paragraph() -> None:
    from cvcoach.inputs.posting import posting_from_text
    from cvcoach.keywords.requirements import requirements

    text = (
        "# Analyst\n\n## Skills required\n\nOur next analyst should be someone who can "
        "communicate and apply strategic judgement. The role requires the following:\n\n"
        "* Strong communication skills.\n* Experience with databases.\n"
    )
    texts = [item.text for item in requirements(posting_from_text(text)).items]
    assert "Strong communication skills." in texts and "Experience with databases." in texts


def test_a_question_describing_the_person_sought_asks_and_others_do_not() -> None:
    line = "Are you a practical problem solver who understands how to use data in decisions?"
    assert ignore_reason(line, "about", bullet=False) is None
    assert ignore_reason("Is this job for you?", "about", bullet=False)
    assert ignore_reason("Do you love to automate, measure, and test all things?", "about",
                         bullet=False)  # fmt: skip
