"""How sure a correction must be (`candidates.bar_for`) and the counts it weighs
(`wordlist`: American spellings counted like their British ones)."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.british import american_spellings
from cvcoach.language.candidates import bar_for, dictionary_candidate
from cvcoach.language.short_words import short_word_candidate
from cvcoach.language.wordlist import word_table
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")


@pytest.mark.parametrize(
    ("shape", "evidence"), [("lower", False), ("title", False), ("title", True)]
)
def test_the_bar_never_rises_with_length(shape: str, evidence: bool) -> None:
    bars = [bar_for(n, shape, name_evidence=evidence) for n in range(5, 20)]
    scores = [bar.score for bar in bars if bar is not None]
    assert scores == sorted(scores, reverse=True)
    assert scores[-1] < scores[0]  # and falls for long words


def test_short_words_keep_their_bar() -> None:
    """Up to nine letters, where real names often sit one slip from a word, nothing moved."""
    for length in range(6, 10):
        beside_a_name = bar_for(length, "title", name_evidence=True)
        assert beside_a_name is not None and beside_a_name.score == 3.5
        assert not beside_a_name.first_letter  # a name's first letter is not guessed
    assert bar_for(5, "title", name_evidence=True) is None
    assert bar_for(4, "lower", name_evidence=False) is None
    alone = bar_for(10, "title", name_evidence=False)
    assert alone is not None and alone.score == 2.0


@pytest.mark.parametrize(
    ("text", "fix"),
    [
        # beside an unknown capitalised word (a name), a long word is still corrected
        ("Zorvath Pharmaceuitcals", "Pharmaceuticals"),
        ("Orbeline Thermodynamcis", "Thermodynamics"),
        ("Brelvik Photosynthseis Lab", "Photosynthesis"),
    ],
)
def test_a_long_word_beside_a_name_is_corrected(speller: Speller, text: str, fix: str) -> None:
    assert [s for _, s in found(speller, text)] == [fix]


def test_a_short_name_beside_a_name_is_left_alone(speller: Speller) -> None:
    # Brandis (no listed name) is one slip from "brands"; seven letters beside another
    # name: a name, by the bar itself
    assert found(speller, "Visited Brandis Qzvwx") == []
    assert dictionary_candidate("brandis", "title", name_evidence=True) is None
    assert dictionary_candidate("torvaldsen", "title", name_evidence=True) is None


@pytest.mark.parametrize(
    ("text", "slip", "fix"),
    [
        ("We keep the bravly in order.", "bravly", "bravely"),  # a letter dropped
        ("Tuned the phasng of the antennas.", "phasng", "phasing"),
        ("The streets were varricaded for the race.", "varricaded", "barricaded"),
    ],
)
def test_a_plain_slip_of_a_rarer_word_in_lower_case_is_corrected(
    speller: Speller, text: str, slip: str, fix: str
) -> None:
    """Each meets only the lower bar for a plain slip of a word written in lower case."""
    assert found(speller, text) == [(slip, fix)]
    assert dictionary_candidate(slip, "lower", written_lower=True) == fix
    assert dictionary_candidate(slip, "lower") is None  # (read so, not written so)


def test_the_plain_bar_is_for_words_written_in_lower_case() -> None:
    for length in (5, 6, 7, 12):
        plain = bar_for(length, "lower", name_evidence=False, written_lower=True)
        read = bar_for(length, "lower", name_evidence=False)
        assert plain is not None and read is not None and read.plain is None
        assert plain.plain is not None and plain.plain < plain.score == read.score
    assert bar_for(6, "title", name_evidence=False, written_lower=True) == bar_for(
        6, "title", name_evidence=False
    )


def test_only_a_plain_slip_meets_the_lower_bar(speller: Speller) -> None:
    """A letter added at the end (lossy, loss) or before a word (xdomain) is no plain slip:
    such words are more often real words or identifiers."""
    assert found(speller, "Stored the frames with lossy codecs.") == []
    assert dictionary_candidate("lossy", "lower", written_lower=True) is None
    assert found(speller, "Set the xdomain of the plot.") == []


def test_american_spellings_count_like_british_ones() -> None:
    words = word_table()
    for american, british in [("analyze", "analyse"), ("neighboring", "neighbouring")]:
        assert words.frequency(american) == words.frequency(british) > 1_000
    assert list(american_spellings("travelled", words)) == ["traveled"]
    assert list(american_spellings("scheduller", words)) == []  # schedule: no British -ll-


def test_a_slip_of_an_american_spelling_is_corrected(speller: Speller) -> None:
    assert speller.suggest("neighborng") == "neighboring"
    assert speller.suggest("analyzw") == "analyze"


@pytest.mark.parametrize(
    ("typo", "word"),
    [
        ("microbatchnig", "microbatching"),
        ("geotaggign", "geotagging"),
        ("downsmapler", "downsampler"),
    ],
)
def test_a_built_word_the_cv_uses_as_often_is_a_correction(
    speller: Speller, typo: str, word: str
) -> None:
    """A word the dictionary lacks but the check builds (micro + batching) is no dictionary
    correction; the CV's own use of it is the evidence."""
    twice = [f"The {word} code runs hourly.", f"Its {word} tests pass."]
    assert found(speller, f"Wrote the {typo} code.", *twice) == [(typo, word)]
    assert found(speller, f"Wrote the {typo} code.", twice[0]) == [(typo, word)]  # once each
    assert found(speller, f"Wrote the {typo} code.") == []  # without it: no sure correction


def test_a_compound_ending_in_a_short_syllable_doubles_its_consonant(speller: Speller) -> None:
    # round + trip doubles like trip: roundtripping is a word, roundtriping its slip
    cv = ["Supports roundtripping of files.", "Tested roundtriping twice."]
    assert found(speller, cv[0], cv[1]) == []
    assert found(speller, cv[1], cv[0]) == [("roundtriping", "roundtripping")]
    assert found(speller, "Fixed the targetted tests.") != []  # tar + get is no compound


def test_the_cv_vocabulary_corrects_no_short_word_or_ending(speller: Speller) -> None:
    # "ie" beside a CV that writes "is" often: no slip of it (the dictionary's business)
    assert found(speller, "Short forms, ie abbreviations.", "It is fine.", "It is so.") == []
    # a plural of a word the CV uses is no slip of it
    assert (
        found(speller, "Two downsamplers ran.", "A downsampler ran.", "The downsampler is fast.")
        == []
    )


def test_a_common_first_name_of_nine_letters_is_left_alone(speller: Speller) -> None:
    # one vowel from Francisco; no list holds it; beside another name: a name
    assert found(speller, "Thanks to Francesco Qzvwx for the review") == []


def test_a_capitalised_word_near_a_lower_case_word_of_the_cv_is_a_name(speller: Speller) -> None:
    assert found(speller, "Met Rainey at the fair.", "It was rainy.") == []


@pytest.mark.parametrize(
    ("typo", "fix"),
    [("ahd", "had"), ("hwen", "when"), ("ohw", "how"), ("iwth", "with"), ("oyur", "your")],
)
def test_a_short_word_with_its_first_two_letters_swapped_is_a_slip(typo: str, fix: str) -> None:
    assert short_word_candidate(typo) == fix


@pytest.mark.parametrize(("typo", "fix"), [("wirh", "with"), ("frpm", "from"), ("thwe", "the")])
def test_a_neighbouring_key_in_one_of_the_commonest_words_is_a_slip(typo: str, fix: str) -> None:
    assert short_word_candidate(typo) == fix  # struck for a letter, or beside it


@pytest.mark.parametrize("token", ["etl", "sas", "erd", "lod", "otp", "esx", "upt"])
def test_an_abbreviation_is_no_first_letter_swap_of_a_rarer_word(token: str) -> None:
    """Lower-case abbreviations CVs write are one first-letter swap from a word (tel, ass,
    red, old, top, sex, put), but start as English words do: no slip."""
    assert short_word_candidate(token) is None


def test_short_swaps_are_found_in_a_sentence_and_abbreviations_are_not(speller: Speller) -> None:
    found = speller.check("Ran the etl jobs ahd kept sas, esx and otp current hwen asked.")
    assert [(m.word, m.suggestion) for m in found] == [("ahd", "had"), ("hwen", "when")]
