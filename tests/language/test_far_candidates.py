"""Candidates beyond the edit search (`cvcoach.language.far_candidates`): common words three
edits from a long word, and words one edit from the word with its first two letters swapped.
Invented misspellings."""

from __future__ import annotations

from cvcoach.language.far_candidates import FAR_EDITS, FAR_LETTERS, far_words
from cvcoach.language.model_candidates import LONG_SOUND_LETTERS, candidate_words


def test_a_long_word_three_edits_from_a_common_word_has_it_as_a_candidate() -> None:
    # (management: three letters dropped or changed inside, its first letter kept)
    assert far_words("mangmnent", set()).get("management") == FAR_EDITS
    assert candidate_words("mangmnent").get("management") == FAR_EDITS


def test_a_short_word_gets_no_candidate_three_edits_away() -> None:
    short = "mangmt"
    assert len(short) < FAR_LETTERS
    assert "management" not in far_words(short, set())
    assert all(d <= 2 for d in far_words(short, set()).values())


def test_three_edits_keep_the_first_letter() -> None:
    # (the word with another first letter is no candidate three edits away)
    assert "management" not in far_words("nangmnent", set())


def test_words_already_found_are_left_alone() -> None:
    assert "management" not in far_words("mangmnent", {"management"})


def test_the_first_two_letters_swapped_and_one_more_slip() -> None:
    # (a first-letter swap and a dropped letter: two edits, another first letter)
    assert far_words("rpojct", set()).get("project") == 2
    assert candidate_words("rpojct").get("project") == 2
    assert "project" not in far_words("rpojct", {"project"})


def test_no_swap_candidate_for_a_doubled_first_letter_or_a_non_word() -> None:
    assert "project" not in far_words("ppoject", set())  # (pp swapped is pp)
    assert far_words("x1y2z3w4", set()) == {}
    assert far_words("abc", set()) == {}


def test_three_letters_replaced_in_a_word_of_the_same_length_make_no_candidate() -> None:
    # (a compound term no list holds, three letters from a common word of its length)
    assert "insurance" not in far_words("insurtech", set())


def test_a_long_word_four_edits_from_a_sound_alike_word_has_it_as_a_candidate() -> None:
    # (integration: four edits, its sound key one edit from the word's)
    typo = "intergrashun"
    assert len(typo) >= LONG_SOUND_LETTERS
    assert candidate_words(typo).get("integration") == 4


def test_a_shorter_word_four_edits_from_a_sound_alike_word_does_not() -> None:
    typo = "intrgrshn"
    assert len(typo) < LONG_SOUND_LETTERS
    assert "integration" not in candidate_words(typo)
