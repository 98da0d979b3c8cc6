"""Header forms of postings written as letters and records: an employer's name and address
block, `Vacancy:` / `Employer:` / `Organisation:` / `Department:` fields, a page's <title>
that ends in the careers site's name. All names are invented."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_address import address_block
from cvcoach.inputs.posting_html import html_to_text

LETTER = """Initech Ltd
12 High Street
Springfield
SP1 2AB

Accounts Assistant

We are looking for an accounts assistant with two years of bookkeeping experience.
"""


def test_an_opening_name_and_address_block_names_the_employer() -> None:
    assert address_block(LETTER) == ("Initech Ltd", 4)
    posting = posting_from_text(LETTER)
    assert (posting.title, posting.company) == ("Accounts Assistant", "Initech")


def test_a_us_address_block_with_a_suite_and_zip_code() -> None:
    text = (
        "Hooli Medical Group\n1100 Main Street, Suite 200\nSpringfield, IL 62701\n\nReceptionist\n"
    )
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Receptionist", "Hooli Medical Group")


def test_a_title_and_company_lines_are_no_address_block() -> None:
    assert address_block("Senior Engineer\nInitech\n\nWe build things.\n") is None
    assert address_block("Data Analyst\nRemote, US\n\nWe analyse data.\n") is None
    assert address_block("Globex\nWe are a team of 12 people in Springfield.\n") is None


def test_record_fields_give_title_and_employer_but_never_the_department() -> None:
    text = (
        "Vacancy: Care Assistant\nEmployer: Hooli Care Ltd\nDepartment: Adult Services\n"
        "Location: Springfield\n\nWe are looking for a kind person.\n"
    )
    posting = posting_from_text(text)
    assert (posting.title, posting.company, posting.location) == (
        "Care Assistant",
        "Hooli Care",
        "Springfield",
    )
    alone = "Job Title: Payroll Officer\nDepartment: Finance Department\n\nDuties: payroll.\n"
    assert posting_from_text(alone).company is None
    org = "Position: Staff Nurse\nOrganisation: Globex Health Trust\nDepartment: Cardiology\n"
    assert posting_from_text(org).company == "Globex Health Trust"


def test_a_job_vacancy_label_before_the_title() -> None:
    text = "Globex Engineering Ltd\nUnit 4, Riverside Park\n\nJob Vacancy: Maintenance Fitter\n"
    posting = posting_from_text(text)
    assert (posting.title, posting.company) == ("Maintenance Fitter", "Globex Engineering")


def test_a_page_title_ending_in_the_careers_sites_name() -> None:
    page = (
        "<html><head><title>Senior Accountant - Initech Careers</title></head>"
        "<body><h1>Join our team</h1><p>We need a senior accountant.</p></body></html>"
    )
    posting = posting_from_text(html_to_text(page))
    assert (posting.title, posting.company) == ("Senior Accountant", "Initech")
    plain = posting_from_text("# Senior Accountant - Payroll Systems\n\nWe need one.\n")
    assert (plain.title or "").startswith("Senior Accountant")
    assert plain.company != "Payroll"


CAREERS_PAGE = """<html><head><title>Store Manager | Hooli Retail</title></head>
<body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/jobs">Jobs</a></li></ul></nav>
</header><main><h1>Store Manager</h1>
<table><tr><th>Location</th><td>Springfield</td></tr><tr><th>Salary</th><td>£28,000</td></tr>
</table>
<h2>Minimum Qualifications</h2><ul><li>Two years of retail management experience</li></ul>
</main><footer><ul><li><a href="/privacy">Privacy policy</a></li><li>Terms of use</li>
<li>© 2024 Hooli Retail Ltd</li></ul></footer></body></html>"""


def test_a_careers_pages_navigation_and_footer_are_no_posting_text() -> None:
    from cvcoach.keywords.requirements import requirements

    text = html_to_text(CAREERS_PAGE)
    assert "Privacy policy" not in text and "Home" not in text
    reqs = requirements(posting_from_text(text))
    assert [r.text for r in reqs.items] == ["Two years of retail management experience"]


def test_a_table_of_labelled_fields_is_read_as_fields() -> None:
    text = html_to_text(CAREERS_PAGE)
    assert "Location: Springfield" in text
    assert posting_from_text(text).location == "Springfield"
    grid = (
        "<table><tr><th>Shift</th><th>Hours</th></tr><tr><td>Early</td><td>7-15</td></tr></table>"
    )
    assert "Shift: Hours" not in html_to_text(grid)
