"""The letter model (`cvcoach.language.letter_odds`): a capitalised word spelled as no listed
word or name is, one slip from one that is, is a slip of it, even beside another name; a real
name spelled like other names is left alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.checks import spelling
from cvcoach.checks.spelling import Speller
from cvcoach.language import letter_odds
from cvcoach.language.letter_odds import (
    LetterOdds,
    count_letters,
    listed_spellings,
    odd_spelling_candidate,
    training_words,
)
from cvcoach.language.word_edits import edits1
from cvcoach.language.wordlist import CACHE_ENV, WordTable, build_table
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")

# Beside another unknown capitalised word: evidence of a name, where the dictionary's
# candidates need a very common word and a plain slip.
BESIDE_A_NAME = "We met {} Qzvwx at the annual review."


@pytest.mark.parametrize(
    ("word", "meant"),
    [
        ("Hqrvard", "Harvard"),  # a neighbouring key: no listed spelling has "hqr"
        ("Mqrtinez", "Martinez"),  # a listed surname
        ("Thompspn", "Thompson"),
        ("Jeffersln", "Jefferson"),
        ("Qiunn", "Quinn"),  # two letters swapped
        ("Crawfodr", "Crawford"),
        ("Fraanklin", "Franklin"),  # a letter doubled
        ("Lisbno", "Lisbon"),  # a listed place
        ("Sxheduler", "Scheduler"),  # a dictionary word in a title
    ],
)
def test_a_slip_spelled_as_nothing_listed_is_found_beside_a_name(
    speller: Speller, word: str, meant: str
) -> None:
    assert found(speller, BESIDE_A_NAME.format(word)) == [(word, meant)]


@pytest.mark.parametrize(
    "name",
    # real names of several languages; the first five are one slip from a listed spelling
    # and a margin of 0.75 read them as slips (Lundh -> Lunch, Tarjan -> Trajan), Bruhin
    # only with its added letter (bruin)
    ["Lundh", "Tarjan", "Behdad", "Bohdan", "Sakkis", "Bruhin", "Bergquist", "Okonkwo"],
)
def test_real_names_spelled_like_names_are_left_alone(
    speller: Speller, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """Read as no list held them: the name list switched off, and the model without the
    name's own letters (most of these are listed names)."""
    lower = name.lower()
    model = letter_odds.letter_odds()
    unlisted = model.without(lower) if lower in training_words() else model
    monkeypatch.setattr(letter_odds, "letter_odds", lambda: unlisted)
    monkeypatch.setattr(spelling, "people_names", lambda: frozenset[str]())
    assert odd_spelling_candidate(lower) is None
    assert found(speller, BESIDE_A_NAME.format(name)) == []


def test_listed_names_places_and_words_written_twice_are_never_read_so(speller: Speller) -> None:
    assert found(speller, BESIDE_A_NAME.format("Nguyen")) == []  # a listed surname
    assert found(speller, BESIDE_A_NAME.format("Nairobi")) == []  # a listed place
    # written twice: the CV means it, whatever its letters
    twice = BESIDE_A_NAME.format("Hqrvard")
    assert found(speller, twice, "Hqrvard Qzvwx again") == []


def test_only_capitalised_words_are_read_so(speller: Speller) -> None:
    """Lower-case words the lists lack are mostly identifiers, whose letters are no
    English; the rule keeps to capitalised words."""
    assert odd_spelling_candidate("scanf") == "scant"  # the model alone would read it so
    assert found(speller, "Parsed the logs with scanf and a few regular expressions.") == []


def test_odd_letters_score_below_the_spelling_they_slip_from() -> None:
    odds = letter_odds.letter_odds()
    assert odds.score("hqrvard") < odds.score("harvard") - 4
    assert odds.score("bergquist") > odds.score("hqrvard")  # odd letters, not a rare name


class _Scores:
    """A letter model with set scores."""

    def __init__(self, table: dict[str, float]) -> None:
        self.table = table

    def scores(self, words: list[str]) -> dict[str, float]:
        return {w: self.table[w] for w in words}


def test_the_letters_must_outweigh_the_slip(monkeypatch: pytest.MonkeyPatch) -> None:
    """Half the letters' gain (one side's) against the slip's cost, by MARGIN."""
    scores = {"hqrvard": -10.0, "hprvard": -10.0, "harvard": -5.0}
    monkeypatch.setattr(letter_odds, "letter_odds", lambda: _Scores(scores))
    monkeypatch.setattr(letter_odds, "listed_spellings", lambda lower: {"harvard"} & edits1(lower))
    assert odd_spelling_candidate("hqrvard") == "harvard"  # 5 / 2 - 0.5 (a near key) = 2.0
    assert odd_spelling_candidate("hprvard") is None  # 5 / 2 - 2.5 (a far key) = 0
    scores["hqrvard"] = -5.0 - 2 * (0.5 + letter_odds.MARGIN) + 0.01
    assert odd_spelling_candidate("hqrvard") is None  # just under the margin
    scores["hqrvard"] -= 0.02
    assert odd_spelling_candidate("hqrvard") == "harvard"


def test_of_two_spellings_the_likelier_reading_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not the likelier letters alone: a far key explains less than a swap."""
    scores = {"abcde": -12.0, "abdce": -7.0, "abcdf": -3.0}
    monkeypatch.setattr(letter_odds, "letter_odds", lambda: _Scores(scores))
    listed = {"abdce", "abcdf"}
    monkeypatch.setattr(letter_odds, "listed_spellings", lambda lower: listed & edits1(lower))
    assert odd_spelling_candidate("abcde") == "abdce"  # 5 / 2 - 0.3 (a swap) beats 9 / 2 - 2.8


def test_a_letter_added_beside_others_is_not_read_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """A letter added that doubles none beside it turns words into names (Baird, bard)
    more often than a typist adds one; a doubled letter is a slip (Harrvard)."""
    scores = {"hjarvard": -15.0, "harrvard": -15.0, "harvard": -5.0}
    monkeypatch.setattr(letter_odds, "letter_odds", lambda: _Scores(scores))
    monkeypatch.setattr(letter_odds, "listed_spellings", lambda lower: {"harvard"} & edits1(lower))
    assert odd_spelling_candidate("hjarvard") is None
    assert odd_spelling_candidate("harrvard") == "harvard"


def test_candidates_are_listed_spellings_never_python_names(speller: Speller) -> None:
    assert "harvard" in listed_spellings("hqrvard")
    assert "abspath" not in listed_spellings("abspaht")  # os.path's, no word or name
    assert found(speller, BESIDE_A_NAME.format("Abspaht")) == []


def test_without_reads_a_listed_name_as_no_list_holds_it() -> None:
    odds = letter_odds.letter_odds()
    alone = odds.without("okonkwo")
    assert alone.score("okonkwo") < odds.score("okonkwo")  # its own letters no longer count
    assert alone.score("harvard") == pytest.approx(odds.score("harvard"), abs=0.05)


def test_counts_cover_each_letter_from_both_sides() -> None:
    counts = count_letters(["ab"])
    # forwards: ^^^a, ^^ab, ^ab$ and their shorter runs; their contexts
    assert counts[">^^^a"] == counts[">a"] == counts[">b"] == counts[">$"] == 1
    assert counts[">|"] == 3  # three letters predicted: a, b and the end
    assert counts[">^ab|"] == 1
    assert counts["<^^^b"] == counts["<ba$"] == 1  # backwards


def test_the_model_is_cached_and_rebuilt_when_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    letter_odds.letter_odds.cache_clear()
    try:
        built = letter_odds.letter_odds().score("harvard")
        [cached] = tmp_path.glob("letters-*.bin")
        for damage in (b"garbage", cached.read_bytes()[:-10]):
            cached.write_bytes(damage)
            letter_odds.letter_odds.cache_clear()
            assert letter_odds.letter_odds().score("harvard") == built
            assert cached.read_bytes() != damage  # rebuilt and rewritten
    finally:
        letter_odds.letter_odds.cache_clear()


def test_a_model_of_other_counts_reads_other_odds() -> None:
    small = LetterOdds(WordTable(build_table(count_letters(["abc", "abd"]), "t"), "t"))
    assert small.score("abc") > small.score("acb")
