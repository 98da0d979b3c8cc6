"""A notice's employer named by its unit "of the" institution, by its kind alone and the name
the prose or its web address gives it (posting_employer_signs, posting_kind_initials)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kind_initials import kind_by_initials

_POST = "# Archivist\n\n"


def test_a_unit_of_the_institution_names_the_institution() -> None:
    text = _POST + "The Faculty of Law of the University of Ruritania, invites applications.\n"
    assert posting_from_text(text).company == "University of Ruritania"


def test_a_unit_of_a_place_is_no_institution() -> None:
    text = _POST + "The Department of Parks of the Springfield area invites applications.\n"
    assert posting_from_text(text).company != "Springfield"


def test_the_kind_alone_is_named_as_the_prose_writes_it() -> None:
    text = (
        _POST
        + "Remuneration: The University offers a competitive salary.\n\n"
        + "Send your letter to the Registry, University of Ruritania, PO Box 12.\n"
    )
    assert posting_from_text(text).company == "University of Ruritania"


def test_the_kind_alone_with_no_full_name_is_no_company() -> None:
    text = _POST + "The University offers a competitive salary.\n"
    assert posting_from_text(text).company is None


def test_the_kind_is_named_by_the_initials_of_its_web_address() -> None:
    text = (
        "The University offers a competitive salary; see www.um.mw.\n"
        "Write to PO Box 7, Zomba, Malawi.\n"
    )
    assert kind_by_initials(text) == "University of Malawi"


def test_a_domain_that_is_not_the_initials_gives_nothing() -> None:
    text = "The University offers a competitive salary; see www.globex.com.\nMalawi.\n"
    assert kind_by_initials(text) is None


def test_a_place_the_posting_does_not_write_gives_nothing() -> None:
    text = "The University offers a competitive salary; see www.um.mw.\n"
    assert kind_by_initials(text) is None


def test_no_bare_kind_gives_nothing() -> None:
    text = "Globex offers a competitive salary; see www.um.mw. Zomba, Malawi.\n"
    assert kind_by_initials(text) is None
