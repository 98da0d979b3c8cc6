"""Header title and employer forms of round 31 (docs/roles.md, 2026-11-30), each on invented
postings: one case where the rule fires and one where it must not."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.posting import load_posting
from cvcoach.inputs.posting_html import html_to_text

_MENU_PAGE = """<nav><ul>
  <li><a href="/volunteer">Volunteer</a></li>
  <li class="active"><a href="/careers">Careers</a></li>
</ul></nav>
<main>
  <h1 class="title">Program Coordinator</h1>
  <h2>Organization Overview</h2>
  <p>Northwind Learning is a nonprofit that teaches coding to kids.</p>
  <h2>Requirements</h2>
  <ul><li>Two years of program management experience</li></ul>
</main>
"""


def test_a_skipped_menu_opens_no_list_item_that_swallows_the_heading(tmp_path: Path) -> None:
    page = tmp_path / "coordinator.html"
    page.write_text(_MENU_PAGE, encoding="utf-8")
    text = html_to_text(_MENU_PAGE)
    assert "# Program Coordinator" in text
    assert "\n-\n" not in f"\n{text}\n"  # the menu's items leave no empty list marks
    assert load_posting(page).title == "Program Coordinator"


def test_list_items_outside_a_menu_are_still_items() -> None:
    text = html_to_text("<h2>Skills</h2><ul><li>Python</li><li>SQL</li></ul>")
    assert "- Python" in text and "- SQL" in text


def test_an_announcement_drops_what_the_hire_is_for() -> None:
    from cvcoach.inputs.posting_role_sought import announced_role

    assert announced_role("We're looking for a developer to help us build Gizmo") == "developer"
    assert announced_role("We're hiring a designer who will lead our app") == "designer"
    # a role's own "of" and "for"-less words stay
    assert announced_role("We are hiring a Director of Development") == "Director of Development"
    assert announced_role("Hiring our next Events Manager") == "Events Manager"


_ANNOUNCED = """---
title: "We're hiring a copy editor"
---
The Hooli newsroom is looking for a **Senior Copy Editor** to work with us in Springfield.

## You must have
- A love for clear prose
"""


def test_an_announced_lower_case_role_takes_the_prose_title_case_name(tmp_path: Path) -> None:
    page = tmp_path / "editor.md"
    page.write_text(_ANNOUNCED, encoding="utf-8")
    assert load_posting(page).title == "Senior Copy Editor"


def test_an_announced_role_the_prose_never_capitalises_stays(tmp_path: Path) -> None:
    page = tmp_path / "editor.md"
    page.write_text(_ANNOUNCED.replace("**Senior Copy Editor**", "copy editor"), "utf-8")
    assert load_posting(page).title == "copy editor"
    # a sentence's opening word is no part of the name: "The Copy Editor will ..."
    page.write_text(_ANNOUNCED + "\nThe Copy Editor reports to the desk.\n", "utf-8")
    assert load_posting(page).title == "Senior Copy Editor"


def test_a_notice_word_before_the_post_is_no_part_of_its_title() -> None:
    from cvcoach.inputs.posting_title_forms import bare_post_title

    assert bare_post_title("Stellenausschreibung Studentische Hilfskraft")[0] == (
        "Studentische Hilfskraft"
    )
    assert bare_post_title("Vacature: Backend Developer")[0] == "Backend Developer"
    # a post whose own name holds the word later stays whole
    assert bare_post_title("Referent für Ausschreibung")[0] == "Referent für Ausschreibung"


def test_the_institution_a_hiring_unit_sits_at_is_the_employer() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    german = "Die Arbeitsgruppe Hooli an der Hochschule Globex-Stadt sucht Unterstützung."
    assert company_in_prose(german) == "Hochschule Globex-Stadt"
    english = "The robotics group at the Northwind University is hiring a technician."
    assert company_in_prose(english) == "Northwind University"


def test_a_place_or_an_office_the_unit_sits_at_is_no_institution() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    assert company_in_prose("Our team at Springfield is hiring a technician.") is None
    assert company_in_prose("Das Team am Standort Musterstadt sucht Verstärkung.") is None


def test_a_module_exporting_one_markdown_string_is_that_page(tmp_path: Path) -> None:
    module = (
        "export const roles = `\n  \\n# Data Engineer\n  \\n## Requirements\n"
        "  \\n- Three years of SQL for the Globex team.\n`;\n"
    )
    page = tmp_path / "roles.js"
    page.write_text(module, encoding="utf-8")
    posting = load_posting(page)
    assert posting.title == "Data Engineer"
    assert any("Three years of SQL" in line.text for line in posting.lines)


def test_a_module_of_code_or_a_string_without_headings_is_no_page() -> None:
    from cvcoach.inputs.posting_object import object_posting

    assert object_posting("export const greeting = `Hello, Initech`;\n") is None
    assert object_posting("export const a = `# A`;\nexport const b = `# B`;\n") is None


_CAREERS_PAGE = """---
title: Careers
layout: page
---

# Developer Advocate <small>(104233)</small>
## Platform Relations, Regular Full-Time
Hooli Research Institute, Springfield

## Necessary Skills
- A solid understanding of web technologies
"""


def test_a_jobs_page_front_matter_title_yields_to_the_heading_naming_the_post(
    tmp_path: Path,
) -> None:
    page = tmp_path / "careers.md"
    page.write_text(_CAREERS_PAGE, encoding="utf-8")
    assert load_posting(page).title == "Developer Advocate"


def test_a_front_matter_title_naming_a_post_stays(tmp_path: Path) -> None:
    page = tmp_path / "careers.md"
    page.write_text(_CAREERS_PAGE.replace("title: Careers", "title: Data Engineer"), "utf-8")
    assert load_posting(page).title == "Data Engineer"


def test_a_requisition_number_in_parentheses_leaves_the_title() -> None:
    from cvcoach.inputs.posting_title_forms import bare_title

    assert bare_title("Web Producer (288888)") == "Web Producer"
    assert bare_title("Analyst (Req. 20431)") == "Analyst"
    # a short number in parentheses is the post's own ("Engineer (2)", "Developer (3D)")
    assert bare_title("Developer (3D)") == "Developer (3D)"
    assert bare_title("Lecturer (12)") == "Lecturer (12)"


def test_an_announcement_with_a_dash_names_the_post() -> None:
    from cvcoach.inputs.posting_role_sought import announced_role

    assert announced_role("NOW HIRING - Data Engineer") == "Data Engineer"
    assert announced_role("Now hiring: Data Engineer") == "Data Engineer"
    assert announced_role("Hiring-Manager Guide") is None


_BOARD_PAGE = """# Job Posting

Junior Data Engineer

Northwind Analytics
View all jobs
Springfield (Remote)

We are a small analytics team.

## Requirements
- Two years of SQL
"""


def test_a_post_under_a_page_name_is_the_title_and_the_line_below_it_the_company(
    tmp_path: Path,
) -> None:
    page = tmp_path / "board.md"
    page.write_text(_BOARD_PAGE, encoding="utf-8")
    posting = load_posting(page)
    assert (posting.title, posting.company) == ("Junior Data Engineer", "Northwind Analytics")


def test_a_sentence_under_a_page_name_is_no_title_line(tmp_path: Path) -> None:
    page = tmp_path / "board.md"
    sentence = "We're hiring a data engineer at the moment. Experience is a plus!"
    page.write_text(_BOARD_PAGE.replace("Junior Data Engineer", sentence), encoding="utf-8")
    assert load_posting(page).title != sentence


def test_a_heading_s_dash_part_in_common_words_is_still_the_employer() -> None:
    """`# Title — Company` is the commonest form of a posting's own heading, and many
    employers' names are common words; a specialty after the dash ("Critical Care") is the
    price, named in docs/roles.md."""
    from cvcoach.inputs.posting import posting_from_text

    text = "# Platform Engineer — Nimbus\n\n## Requirements\n\n- Kubernetes in production\n"
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Platform Engineer", "Nimbus")
    text = "# Data Engineer — Remote\n\n## Requirements\n\n- Python\n"
    assert posting_from_text(text).company is None  # a qualifier is still no employer


def test_a_dash_part_with_a_proper_names_sign_is_the_employer() -> None:
    from cvcoach.inputs.posting import posting_from_text

    text = "# Staff Nurse – Northwind Health\n\n## Requirements\n\n- A nursing licence\n"
    assert posting_from_text(text).company == "Northwind Health"
    text = "# Staff Nurse – HCA Care\n\n## Requirements\n\n- A nursing licence\n"
    assert posting_from_text(text).company == "HCA Care"


def test_the_team_a_common_word_names_is_a_kind_of_team_not_the_employer() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    assert company_in_prose("You will work as a member of the Hospice team.") is None
    assert company_in_prose("You will work as a member of the Hooli team.") == "Hooli"
    assert company_in_prose("Join the Royal Borough of Springfield's new data team.") == (
        "Royal Borough of Springfield"
    )


def test_the_post_addressed_at_its_employer_after_a_run_in_label() -> None:
    from cvcoach.inputs.posting_role_sought import post_addressed

    text = "About the Role: As a Senior Platform Engineer at Initech, you will build tools."
    assert post_addressed(text) == "Senior Platform Engineer"
    assert post_addressed("As a Data Analyst with Globex Labs you'll own reports.") == (
        "Data Analyst"
    )


def test_as_opening_no_address_to_the_post_names_none() -> None:
    from cvcoach.inputs.posting_role_sought import post_addressed

    assert post_addressed("As Initech grows, you will meet many teams.") is None
    assert post_addressed("Note: as a team we value kindness.") is None


def test_a_headline_names_its_employer_when_the_body_capitalises_it_otherwise() -> None:
    from cvcoach.inputs.posting import posting_from_text

    text = "# Hoolitenders.org is hiring a Community Manager\n\nThe HooliTenders.org Team\n"
    assert posting_from_text(text).company == "Hoolitenders.org"
    # the body's lower-case words name no one: "an internet freedom nonprofit"
    text = (
        "# Internet Freedom Nonprofit Seeks Grants Manager\n\n"
        "We are an internet freedom nonprofit looking for an experienced Grants Manager.\n"
    )
    assert posting_from_text(text).company is None


def test_a_list_items_sentence_names_the_employer_it_says_is_seeking() -> None:
    from cvcoach.inputs.posting_company import company_in_prose

    item = "- Northwind Ltd, a leader in logistics, is seeking a Junior Developer.\n"
    assert company_in_prose(item) == "Northwind Ltd"
    assert company_in_prose("- a leader in logistics is seeking a Junior Developer.\n") is None
