"""The role a first sentence names with the verb in the present simple ("Acme seeks a ...")."""

from __future__ import annotations

from cvcoach.inputs.posting_role_sought import role_in_prose


def test_seeks_a_named_role_gives_the_title() -> None:
    text = "Initech seeks an experienced Payroll Officer for its Springfield office."
    assert role_in_prose(text) == "Payroll Officer"
    assert role_in_prose("Globex hires a Data Analyst every spring.") == "Data Analyst"


def test_seeks_what_names_no_role_gives_nothing() -> None:
    assert role_in_prose("Initech seeks an experienced Partner Network for growth.") is None
    assert role_in_prose("The team seeks a Better Way to ship.") is None
