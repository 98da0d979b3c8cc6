"""The company a posting names only where its sender signs: e-mail domain and signature."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_of_domains

AGENCY = """---
title: Senior Accountant
email: jo@northwindpartners.com
banner: Contact Jo Doe, Partner, Northwind Partners
---
Our client is a growing life sciences company. Work with the General Accounting team.

QUALIFICATIONS

* 3 plus years of accounting experience
"""


def test_a_name_of_several_words_spelled_by_the_domain_is_the_company() -> None:
    assert company_of_domains("Thanks,\nJo Doe\nNorthwind Partners\njo@northwindpartners.com") == (
        "Northwind Partners"
    )
    assert company_of_domains("Jo, Northwind-Partners Associates, jo@northwindpartners.com") == (
        "Northwind Partners"
    )


def test_the_front_matter_signature_beats_a_team_named_in_the_prose() -> None:
    assert posting_from_text(AGENCY).company == "Northwind Partners"


def test_words_that_do_not_spell_the_domain_name_no_company() -> None:
    signed = "Contact Jo Doe, North Wind Group, at jo@northwindpartners.com"
    assert company_of_domains(signed) is None
    text = "Work with the General Accounting team.\n\n* 3 years of accounting\n"
    assert posting_from_text(text).company == "General Accounting"  # no domain: as before


def test_a_company_the_prose_names_beats_the_domain() -> None:
    text = "Acme is hiring a Data Engineer.\n\nWrite to jobs@northwind.com, Northwind HR.\n"
    assert posting_from_text(text).company == "Acme"
