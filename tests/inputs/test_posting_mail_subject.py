"""A mailing list's job subject: its tags, a hiring label and the company after the role."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_mail import subject_role

_MAIL = """From: Jane Doe <jane@initech.example>
To: jobs@lists.example
Date: Mon, 2 Mar 2026 10:00:00 +0000
Subject: [Jobs] Hiring: Payroll Officer at Initech

Hi all,

We need someone with two years of payroll experience.
"""


def test_tags_a_hiring_label_and_the_company_are_cut_from_the_subject() -> None:
    assert subject_role("[Jobs] Hiring: Payroll Officer at Initech") == "Payroll Officer"
    assert subject_role("[JOBS] Payroll Officer, Springfield") == "Payroll Officer"
    assert subject_role("We're hiring - Payroll Officer @ Initech") == "Payroll Officer"
    assert posting_from_text(_MAIL).title == "Payroll Officer"


def test_a_subject_naming_no_role_keeps_its_words() -> None:
    assert subject_role("Hiring freeze at Initech") == "Hiring freeze at Initech"
    assert subject_role("Talk: Payroll at Initech") == "Talk: Payroll at Initech"
