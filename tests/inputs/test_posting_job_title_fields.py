"""Front-matter job-title fields named otherwise, and a page title naming no job."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text

_BODY = "\n## Requirements\n\n- Two years of payroll experience\n"


def _title(front: str) -> str | None:
    return posting_from_text(f"---\n{front}\n---\n{_BODY}").title


def test_a_role_name_field_is_the_title() -> None:
    assert _title("role_name: Payroll Officer\ncompany: Initech") == "Payroll Officer"
    assert _title("jobName: Payroll Officer") == "Payroll Officer"


def test_a_page_title_naming_no_job_gives_way_to_the_job_field() -> None:
    assert _title("title: Careers\nposition: Payroll Officer") == "Payroll Officer"
    assert _title("title: Join Our Team\nrole_name: Payroll Officer") == "Payroll Officer"


def test_a_page_title_naming_a_job_stays_the_title() -> None:
    assert _title("title: Bookkeeper\nposition: Payroll Officer") == "Bookkeeper"
    # a jobs page's own name is no title even when no field names a post (round 31)
    assert _title("title: Careers\nposition: Springfield office") is None
