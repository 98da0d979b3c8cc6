"""Words built from known words (`cvcoach.language.known`): a built reading must be honest, so
that a slip which happens to spell a base and an ending, a prefix and a word, or a British
spelling English lacks is flagged, while the words technical writing really builds are not."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.british import american_spellings
from cvcoach.language.known import BUILD_COST, TERM_COUNT, built_score, is_english
from cvcoach.language.word_edits import readings, stems
from cvcoach.language.wordlist import word_table
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")


@pytest.mark.parametrize(
    ("slip", "fix"),
    [
        # a prefix before a very common word weighs no more than a technical term
        ("demove", "remove"),
        # so does another ending on one
        ("bearly", "nearly"),
        ("seekly", "weekly"),
        ("noral", "normal"),
        ("letal", "legal"),
        # -ble takes -ity as -bility
        ("availablity", "availability"),
        # British -re only in the family the dictionary lists (centre, metre)
        ("chaptre", "chapter"),
        # British -ll only after one vowel and l, in a word of more than one syllable
        ("feelling", "feeling"),
        ("mailling", "mailing"),
        ("callling", "calling"),
    ],
)
def test_a_slip_built_from_a_word_is_flagged(speller: Speller, slip: str, fix: str) -> None:
    assert found(speller, f"We had to {slip} the plan.") == [(slip, fix)]
    assert not is_english(slip)


LEGIT = [
    # regular endings, also on a technical term (CPUs) and on a common word (lookups)
    "benchmarked", "lookups", "sharded", "webhooks", "CPUs", "CVEs", "rebased", "vectorized",
    "dockerized", "tensorize", "multithreaded", "preprocessing",
    # prefixes, also where a technical term is one slip away (autoscaler)
    "retrained", "reimplemented", "autoscaling", "autoscaled", "autotuned", "unmerged",
    "redeployed", "subcommands",
    # British spellings
    "centred", "modelling", "travelling", "fuelling", "dialled", "tokenised", "colourful",
    "unfavourable", "behaviours", "analysing",
    # run together
    "datetime", "changelog",
]  # fmt: skip


@pytest.mark.parametrize(
    ("slip", "fix"),
    [
        ("manwhile", "meanwhile"),  # man + while run together: a slip of a commoner word
        ("suntotal", "subtotal"),  # sun + total, a neighbouring key
        ("pomise", "promise"),  # the British spelling of pomize
    ],
)
def test_a_plain_slip_of_a_common_word_outweighs_a_built_reading(
    speller: Speller, slip: str, fix: str
) -> None:
    """Each also reads as built from known words; a slip pays TYPO_COST against that
    reading, and at 0.7 the built reading won."""
    assert found(speller, f"We checked the {slip} twice.") == [(slip, fix)]
    assert not is_english(slip)


def test_words_technical_writing_builds_are_accepted(speller: Speller) -> None:
    text = "Worked on " + ", ".join(LEGIT) + "."
    assert found(speller, text) == []


def test_a_base_counts_no_more_than_a_term() -> None:
    for how in BUILD_COST:
        assert built_score(1_000_000, how) == built_score(TERM_COUNT, how) == built_score(0, how)
        assert built_score(50, how) == pytest.approx(1.7 - BUILD_COST[how], abs=0.01)


def test_a_prefix_and_another_ending_cost_both() -> None:
    assert ("helpful", "prefix+derivation") in list(readings("unhelpfully"))
    assert ("implement", "prefix") in list(readings("reimplemented"))
    assert BUILD_COST["prefix+derivation"] == BUILD_COST["prefix"] + BUILD_COST["derivation"]


def test_ble_takes_bility() -> None:
    assert "available" not in stems("availablity")
    assert "durable" not in stems("durablity")


@pytest.mark.parametrize(
    ("british", "american"),
    [
        ("travelled", ["traveled"]),
        ("fuelled", ["fueled"]),
        ("dialling", ["dialing"]),
        ("centres", ["centers"]),
        ("colourful", ["colorful"]),
        ("analysing", ["analyzing"]),
        ("unfavourable", ["unfavorable"]),
        ("coolling", []),  # a long vowel: cooling in both spellings
        ("callling", []),  # a double l
        ("gelled", []),  # one syllable: gelled in both spellings
        ("chaptre", []),  # -re only where the dictionary lists it
        ("authour", []),  # -our likewise
    ],
)
def test_british_spellings_english_has(british: str, american: list[str]) -> None:
    assert list(american_spellings(british, word_table())) == american


@pytest.mark.parametrize(
    ("word", "spelled"),
    [("transmited", "transmitted"), ("occurence", None), ("readible", "readable"),
     ("hopeing", "hoping"), ("happyness", "happiness"), ("modeling", None),
     ("basicly", "basically"), ("publicly", None), ("loyality", "loyalty"),
     ("manageable", None), ("serviceable", None), ("enforcable", "enforceable")],
)  # fmt: skip
def test_an_ending_joined_otherwise_than_the_dictionary_spells_it(
    word: str, spelled: str | None
) -> None:
    from cvcoach.language.word_edits import spelled_otherwise

    assert spelled_otherwise(word) == spelled


def test_a_join_that_only_one_syllable_doubles_is_no_slip() -> None:
    from cvcoach.language.word_edits import spelled_otherwise

    assert spelled_otherwise("targeting") is None  # two syllables, but the dictionary's own
    assert spelled_otherwise("biding") is None  # bide + ing, not bid + ing


def test_a_regular_past_of_an_irregular_verb() -> None:
    from cvcoach.language.known import regular_form, regularised_past

    assert regularised_past("teached") == ("teach", "taught")
    assert regularised_past("reached") is None  # in the dictionary
    assert regularised_past("forecasted") is None  # lemminflect: forecast, forecasted
    assert regular_form("builded") == ("built", "the past of 'build' is 'built'")


def test_no_correction_is_built_where_the_dictionary_spells_the_form_otherwise() -> None:
    from cvcoach.language.known import _derived_count

    assert _derived_count("omiting") == 0  # the dictionary has omitting, however rare
    assert _derived_count("recommender") > 0  # a derivation the dictionary lacks
