"""A header written as a sentence closes its place with a full stop ("Senior Engineer,
Initech, Springfield, IL."): the place is read without the stop (`header_pieces.split_place`);
a stop after a name that is no place stays where it is."""

from __future__ import annotations

from cvcoach.inputs.documents.header_pieces import split_place


def test_a_place_closed_by_a_full_stop_is_split_off() -> None:
    assert split_place("Senior Engineer, Initech, Springfield, IL.") == (
        "Senior Engineer, Initech",
        "Springfield, IL",
    )
    assert split_place("Analyst, Globex, Lyon, France.") == ("Analyst, Globex", "Lyon, France")


def test_a_stop_after_a_name_or_an_abbreviation_stays() -> None:
    assert split_place("Senior Engineer, Initech Ltd.") == ("Senior Engineer, Initech Ltd.", "")
    assert split_place("Senior Engineer, Initech.") == ("Senior Engineer, Initech.", "")
    assert split_place("Analyst, Globex, Springfield, IL..") == (
        "Analyst, Globex, Springfield, IL..",
        "",
    )
