"""Lines that look like asks and are not (invitations to apply, what the hire will do, what is
not needed, application materials, the role's own summary), and asks that looked like legal
text (the right to work as a requirement list's item). All names are invented; each rule has
a case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kinds import ignore_reason, section_kind
from cvcoach.keywords.requirements import requirements


def _asks(text: str) -> list[tuple[str, str]]:
    return [(item.level, item.text) for item in requirements(posting_from_text(text)).items]


def _texts(text: str) -> list[str]:
    return [text for _, text in _asks(text)]


def test_the_right_to_work_as_a_requirement_lists_item_is_asked() -> None:
    text = "# Analyst\n\n## Essential\n\n- Three years of SQL\n- Right to work in Australia\n"
    assert "Right to work in Australia" in _texts(text)
    assert ignore_reason("Full Canadian working rights only", "requirements") is None
    # the law's text and a check the employer runs stay legal text
    about = "Initech respects every person's right to work in a safe environment."
    assert ignore_reason(about, "about", bullet=False) == "legal/EEO text"
    check = "We will run a background check in line with applicable law."
    assert ignore_reason(check, "requirements") == "legal/EEO text"


def test_what_the_successful_candidate_will_do_is_no_ask() -> None:
    duty = "The successful candidate will play a pivotal role in the planning of our programs."
    assert ignore_reason(duty, "about", bullet=False) is not None
    support = "The successful candidate will support the delivery of campaigns across channels."
    assert ignore_reason(support, "about", bullet=False) is not None
    ask = "The successful candidate will have practical experience in building maintenance."
    assert ignore_reason(ask, "about", bullet=False) is None


def test_an_invitation_to_apply_asks_nothing() -> None:
    for line in (
        "If you are a passionate and dedicated baker, we want to hear from you!",
        "If you are curious, motivated and ready to grow with us, we would love to meet you.",
    ):
        assert ignore_reason(line, "requirements", bullet=False) is not None, line
    for line in (
        "If you are passionate about privacy and can craft elegant interfaces we want to hear "
        "from you!",
        "If you are fluent in Welsh, we want to hear from you.",
    ):
        assert ignore_reason(line, "requirements", bullet=False) is None, line


def test_what_is_said_not_to_be_needed_asks_nothing() -> None:
    assert ignore_reason("Experience isn’t essential, curiosity and care are.", "about") == (
        "says what is not required"
    )
    nice = "Knowledge of Dutch is not required, but considered a major plus."
    assert ignore_reason(nice, "requirements") is None
    text = (
        "# Junior Analyst\n\n### Essential:\n- Curiosity about data\n\n### Not Required:\n"
        "- Extensive industry experience *(entry-level role)*\n- A degree in marketing\n"
    )
    asks = _texts(text)
    assert "Curiosity about data" in asks
    assert not any("Extensive industry experience" in line for line in asks)
    assert section_kind("Nice to have (not required)") == "nice"


def test_the_post_said_to_be_essential_to_the_school_asks_nothing() -> None:
    post = (
        "The role of the caretaker is a crucial role and is essential to the running of the school."
    )
    assert ignore_reason(post, "about", bullet=False) is not None
    ask = "The ability to drive is essential."
    assert ignore_reason(ask, "about", bullet=False) is None


def test_we_seek_a_role_to_join_names_the_role_only() -> None:
    role = "We seek an Oracle Support Engineer (Level 2/3) to join our Application Support team."
    assert ignore_reason(role, "about", bullet=False) is not None
    ask = "We seek an engineer with five years of Go to join our platform team."
    assert ignore_reason(ask, "about", bullet=False) is None


def test_a_lead_in_ending_on_the_following_attributes_asks_nothing() -> None:
    lead = "Our ideal candidate has the following attributes"
    assert ignore_reason(lead, "requirements", bullet=False) is not None
    ask = "Our ideal candidate has five years of Rust experience"
    assert ignore_reason(ask, "requirements", bullet=False) is None


def test_a_job_boards_employer_questions_are_how_to_apply() -> None:
    assert section_kind("Employer questions") == "apply"
    assert section_kind("Requirements") == "requirements"
    text = (
        "# Developer\n\n## Requirements\n\n- Three years of Python\n\nEmployer questions\n"
        "Your application will include the following questions:\n"
        "How many years of Python experience do you have?\n"
    )
    assert _texts(text) == ["Three years of Python"]


def test_the_materials_of_an_application_are_not_asked() -> None:
    text = (
        "# Developer 3\n\nGlobex is hiring a developer.\n\n## Requirements\n\n- C# and .NET\n\n"
        "## How to apply\n\nThe job is listed on our application system. Before you start, you "
        "should have:\n\n- A resume\n- A cover letter\n- Names of three references\n"
    )
    asks = _texts(text)
    assert "C# and .NET" in asks
    assert not any("resume" in line or "references" in line for line in asks)
    skills = (
        "# Developer 3\n\n## How to apply\n\nTo be considered, you should have the following "
        "skills and experience:\n\n- Three years of C#\n- Experience with SQL Server\n"
    )
    assert "Three years of C#" in _texts(skills)


def test_a_request_for_adjustments_is_legal_text() -> None:
    line = (
        "To request information in alternate formats, request adjustments, or if you have "
        "accessibility requirements, please contact access@example.org"
    )
    assert ignore_reason(line, "about", bullet=False) == "legal/EEO text"
    ask = "Experience meeting accessibility requirements such as WCAG 2.1"
    assert ignore_reason(ask, "requirements") is None


def test_a_duty_sub_heading_naming_product_requirements_stays_duties() -> None:
    assert section_kind("Product Requirements & Roadmap Planning") != "requirements"
    assert section_kind("Requirements gathering") != "requirements"
    assert section_kind("Technical Requirements") == "requirements"
    text = (
        "# Product Manager\n\n## Product Requirements & Roadmap Planning\n\n"
        "- Create product requirements documents with clear user stories\n\n"
        "## Technical Requirements\n\n- Two years in a product role\n"
    )
    assert _texts(text) == ["Two years in a product role"]


def test_a_vehicle_or_licence_required_is_asked_wherever_it_stands() -> None:
    from cvcoach.inputs.posting_conditions import states_a_condition

    assert states_a_condition("OWN VEHICLE REQUIRED (mileage paid) & full licence")
    assert states_a_condition("Must hold a full driving licence")
    assert not states_a_condition("A company vehicle is provided.")
    assert not states_a_condition("Free parking for your own car.")
    text = (
        "# Project Manager\n\n## Person specification\n\n- Educated to degree level\n\n"
        "## Application information\n\nSend a CV to jobs@example.org.\n\n"
        "OWN VEHICLE REQUIRED (mileage paid) & full licence\n"
    )
    assert any("OWN VEHICLE REQUIRED" in line for line in _texts(text))


def test_a_technical_stack_after_the_requirements_is_what_the_work_uses() -> None:
    text = (
        "# Research Intern\n\nRequirements\n\n• Python experience\n\n• Strong analytical "
        "skills\n\nTechnical Stack\n\nMachine Learning\n\n• PyTorch\n\n• NumPy\n"
    )
    asks = _texts(text)
    assert "Python experience" in asks
    assert not any(line in ("PyTorch", "NumPy") for line in asks)
    # a stack heading with no requirement list before it is left as it was read
    alone = "# Backend Developer\n\nYou have five years of Python.\n\n# Technical Stack\n- Go\n"
    assert "Go" not in _texts(alone)


def test_offers_and_steps_that_name_the_candidate_ask_nothing() -> None:
    for line in (
        "Whether you're an experienced technician or a student, Initech offers flexible work.",
        "Every successful candidate is paired with an industry coach for the first 6 months.",
        "Some candidates will then be asked in to do a 90 minute trial shift.",
    ):
        assert ignore_reason(line, "about", bullet=False) is not None, line
    assert ignore_reason("You're an experienced technician.", "about", bullet=False) is None
    ask = "The successful candidate will have a portfolio of shipped work."
    assert ignore_reason(ask, "about", bullet=False) is None


def test_a_plus_written_without_its_verb_is_a_nice_ask() -> None:
    text = (
        "# Barista\n\nWe are looking for a friendly new member of the Globex Cafe team.\n\n"
        "- 15 - 25 hours per week\n- Previous cafe experience a huge bonus\n"
        "- Food Safety Level 2 certification a bonus\n"
    )
    asks = _asks(text)
    assert ("nice", "Previous cafe experience a huge bonus") in asks
    assert ("nice", "Food Safety Level 2 certification a bonus") in asks
    # a bonus paid is no plus asked
    assert ignore_reason("Every hire gets a laptop, and a bonus", "about", bullet=False) is not None


def test_what_the_hire_will_do_is_no_ask_in_a_posting_without_sections() -> None:
    text = (
        "# Caretaker\n\nWe are looking to appoint a caretaker.\n\nThe successful candidate will "
        "work alongside the Head of School so that visitors can work in a safe "
        "environment. The successful candidate will have practical experience in building "
        "maintenance.\n"
    )
    asks = _texts(text)
    assert any("practical experience in building maintenance" in line for line in asks)
    assert not any("work alongside the Head of School" in line for line in asks)
