"""A stem's rarity is its commonest surface form's (`keywords.specificity`)."""

from __future__ import annotations

import pytest

from cvcoach.keywords.match import stem
from cvcoach.keywords.specificity import emphasised, rarity, surface_forms


@pytest.mark.parametrize("word", ["software", "service", "machine", "database", "code"])
def test_a_stem_is_as_common_as_the_word_it_cuts(word: str) -> None:
    # "software" -> "softwar", which no word list counts: not as rare as "Kubernetes"
    assert stem(word) != word
    assert rarity(stem(word)) == rarity(word) < 0.7


def test_a_stem_no_form_of_which_is_counted_stays_rare() -> None:
    assert rarity(stem("Kubernetes")) == rarity("Kubernetes") == 1.0
    assert rarity("GraphQL") == 1.0


def test_surface_forms_are_only_the_words_the_stem_comes_from() -> None:
    assert "queries" in surface_forms("query") and "services" in surface_forms("servic")
    assert "date" in surface_forms("dat")
    assert "date" not in surface_forms("data")  # "date" stems to "dat"
    assert "campus" not in surface_forms("campu")  # "campus" keeps its "s"
    assert surface_forms("Rails")[0] == "rails"


def test_a_surface_word_keeps_its_own_count() -> None:
    # "rails" is counted itself; the commoner "rail" is a different word's count
    assert rarity("rails") > rarity("rail")


def test_emphasis_keeps_rare_words_and_shrinks_common_ones() -> None:
    assert emphasised(1.0) == 1.0
    assert emphasised(rarity("software")) < rarity("software") / 2
