"""The spelling model's context term (`cvcoach.language.context`): word-pair counts from
symspellpy's bigram file, read lazily from a compact cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.language import context
from cvcoach.language.context import fit
from cvcoach.language.tokens import neighbours, tokenize


def test_a_word_that_fits_its_neighbours_scores_above_one_that_does_not() -> None:
    assert fit("experience", "years", "of") > 1.0
    assert fit("experience", "years", "of") > fit("experiment", "years", "of") + 1.0
    assert fit("engineer", "software", None) > fit("engine", "software", None)


def test_no_neighbour_or_an_unknown_one_says_nothing() -> None:
    assert fit("experience", None, None) == 0.0
    assert fit("experience", "zqxwv", "qzxvw") == 0.0  # (not in the word file)
    assert fit("zqxwv", "the", "of") == 0.0  # the word itself unknown


def test_a_common_neighbour_never_seen_with_the_word_counts_against_it() -> None:
    assert fit("was", "the", None) < -1.0  # "the was" would be listed were it written


def test_a_pair_seen_no_more_than_chance_scores_about_nothing() -> None:
    # two rare words: their pair is expected far below the file's least count
    assert abs(fit("throughput", "serving", None)) < 0.05


def test_the_table_is_built_once_into_the_cache_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CVCOACH_CACHE_DIR", str(tmp_path))
    context.pairs.cache_clear()
    try:
        first = context.pairs()
        assert first is not None and (tmp_path / "word-pairs.marshal").exists()
        context.pairs.cache_clear()

        def no_build() -> object:
            raise AssertionError("rebuilt though cached")

        monkeypatch.setattr(context, "build", no_build)
        again = context.pairs()
        assert again is not None
        assert again.pair("years", "of") == first.pair("years", "of")
        assert (first.pair("years", "of") or 0) > 0
        assert again.pair("years", "zqxwv") is None
    finally:
        context.pairs.cache_clear()


def test_the_words_beside_a_word_stop_at_punctuation() -> None:
    text = "Raised serving throughput by 3x, halving latency"
    tokens = tokenize(text)
    at = {t.text: i for i, t in enumerate(tokens)}
    assert neighbours(text, tokens, at["throughput"]) == ("serving", "by")
    assert neighbours(text, tokens, at["halving"]) == (None, "latency")
    assert neighbours(text, tokens, at["Raised"]) == (None, "serving")
