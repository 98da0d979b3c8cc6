"""Job-board headers: a body heading that names the role and the company over a board's
`title:` field, an employer described in lower case after "at", and a dashed tail that is a
role rather than the terms of the job (invented postings)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_title_line import split_title

BOARD = "---\ntitle: {field}\ncompany: Initech\nlocation: Leeds\n---\n\n# {heading}\n\n{body}\n"
BODY = "Initech makes printers.\n\n## Requirements\n\n- 3+ years of Python"


def _header(field: str, heading: str) -> tuple[str | None, str | None]:
    posting = posting_from_text(BOARD.format(field=field, heading=heading, body=BODY))
    return posting.title, posting.company


def test_a_body_heading_naming_role_and_company_beats_the_boards_field() -> None:
    assert _header("Python Developer", "Initech - Software Development Engineer") == (
        "Software Development Engineer",
        "Initech",
    )
    assert _header("Lead Engineer", "Server Developer with the Platform Team - Initech") == (
        "Server Developer",
        "Initech",
    )


def test_a_body_heading_naming_no_company_or_another_leaves_the_field() -> None:
    assert _header("Python Developer", "Overview") == ("Python Developer", "Initech")
    assert _header("Python Developer", "Initech") == ("Python Developer", "Initech")
    assert _header("Python Developer", "Globex - Software Engineer")[0] == "Python Developer"


def test_an_employer_described_in_lower_case_is_no_part_of_the_title() -> None:
    assert split_title("Data Scientist at a fintech startup", "") == ("Data Scientist", None, None)
    assert split_title("Engineer at a fast-growing company", "") == ("Engineer", None, None)
    assert split_title("Engineer at Initech", "Initech makes printers.")[:2] == (
        "Engineer",
        "Initech",
    )
    # "at" inside a role that names no employer after it stays
    assert split_title("Teacher at heart", "")[0] == "Teacher at heart"


def test_a_dashed_tail_that_is_a_role_stays_in_the_title() -> None:
    assert split_title("Grants Officer - Intern (Remote)", "An Intern helps.") == (
        "Grants Officer - Intern",
        None,
        "Remote",
    )
    assert split_title("Data Analyst - Contract", "")[0] == "Data Analyst"
    assert split_title("Designer - Remote / Full-time", "")[:2] == ("Designer", None)


def test_an_employer_described_after_for_is_no_part_of_the_title() -> None:
    assert split_title("Backend developer for a climate data startup", "")[0] == (
        "Backend developer"
    )
    assert split_title("Developer for Initech", "Initech makes printers.")[0] != "Developer"


def test_a_dashed_qualifier_stays_when_a_field_names_the_company() -> None:
    text = (
        "---\ntitle: Analyst - Payments\ncompany: Initech\n---\n\n"
        "Initech is hiring an analyst who enjoys Payments work.\n\n"
        "**Organization:** Assessments Unit\n\n## Requirements\n\n- Python\n"
    )
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Analyst - Payments", "Initech")


def test_a_dash_naming_the_fields_company_is_still_split_off() -> None:
    text = "---\ntitle: Software Developer - Initech\ncompany: Initech\n---\n\nInitech is great.\n"
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Software Developer", "Initech")


def test_a_body_organization_field_names_the_company_when_no_front_matter_does() -> None:
    text = "# Software Developer\n\n**Organization:** Globex\n\nGlobex makes lamps.\n"
    assert posting_from_text(text).company == "Globex"


def test_a_company_field_followed_by_its_address() -> None:
    for line in (
        "Company: Hooli, 12 Elm Road, Springfield, IL",
        "Company: Hooli | 12 Main Street, Springfield",
    ):
        text = f"# Archivist\n\n{line}\n\nHooli makes search.\n"
        assert posting_from_text(text).company == "Hooli"
    # a number that no street name follows is no address
    from cvcoach.inputs.posting_header import _ADDRESS_TAIL

    assert _ADDRESS_TAIL.sub("", "Hooli, 12 Elm Road") == "Hooli"
    assert _ADDRESS_TAIL.sub("", "Initech 2000 Group") == "Initech 2000 Group"
    assert _ADDRESS_TAIL.sub("", "Initech, 3 offices") == "Initech, 3 offices"


def test_a_short_company_field_is_a_field_not_a_heading() -> None:
    assert posting_from_text("# Archivist\n\nCompany: Hooli\n\nWe make search.\n").company == (
        "Hooli"
    )
    # a short line naming a section is still a heading
    text = "# Archivist\n\nAbout the company:\n\nHooli makes search.\n"
    assert posting_from_text(text).lines[0].section == "about"
