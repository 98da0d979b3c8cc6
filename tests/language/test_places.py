"""The place-name list: built from a gazetteer, a source of corrections for capitalised words."""

from __future__ import annotations

import pytest

from cvcoach.language.places import place_names, place_near_miss


def test_the_list_is_built_from_the_gazetteer() -> None:
    places = place_names()
    assert len(places) > 500
    assert places["france"] == "France" and places["mumbai"] == "Mumbai"


@pytest.mark.parametrize(
    ("word", "place"),
    [
        ("Berlim", "Berlin"),  # a neighbouring key
        ("Mumbia", "Mumbai"),  # two letters swapped
        ("Frnace", "France"),
        ("Londn", "London"),  # a letter dropped inside
        ("Nerlin", "Berlin"),  # the first letter, a neighbouring key
    ],
)
def test_a_slip_of_a_place(word: str, place: str) -> None:
    assert place_near_miss(word) == place


@pytest.mark.parametrize(
    "word",
    [
        "Berlin",  # the place itself
        "berlim",  # lower case: the dictionary's business
        "Lond",  # too short
        "Londonx",  # an ending added: another name
        "Merlin",  # a first letter no neighbouring key explains
    ],
)
def test_no_slip_of_a_place(word: str) -> None:
    assert place_near_miss(word) is None
