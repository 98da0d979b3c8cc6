"""Ranking a pile of CVs: the requirement score blended with the posting's words over the pool."""

from __future__ import annotations

import pytest

from cvcoach.keywords import pool
from cvcoach.keywords.coverage import bm25_bag

POSTING = "Hospice nurse. Visit patients at home; chart in PointClickCare; wound care."
HOSPICE = bm25_bag("Registered nurse, home hospice visits, wound care, PointClickCare charting.")
WARD = bm25_bag("Registered nurse on a surgical ward; patient care and medication rounds.")
CODER = bm25_bag("Software engineer: Python services, Kubernetes, on-call rotations.")


def test_a_pool_of_one_is_ranked_by_its_score() -> None:
    assert pool.word_scores(POSTING, [HOSPICE]) == [0.0]
    assert pool.pool_order([0.4], [0.0]) == [0.4]


def test_words_part_cvs_the_requirement_score_cannot() -> None:
    words = pool.word_scores(POSTING, [WARD, HOSPICE, CODER])
    assert words[1] > max(words[0], words[2])  # the hospice CV uses the posting's rare words
    # the ward nurse meets the stated requirements a little better; the one who did this work
    # comes first (without the words the ward nurse would)
    assert pool.ranked(["ward", "hospice", "coder"], [0.62, 0.6, 0.1], words)[0] == "hospice"


def test_a_far_better_score_is_not_overturned_by_words() -> None:
    words = pool.word_scores(POSTING, [WARD, HOSPICE, CODER])
    order = pool.ranked(["ward", "hospice", "coder"], [0.9, 0.3, 0.1], words)
    assert order[0] == "ward" and order[-1] == "coder"


def test_no_shared_word_leaves_the_score_order() -> None:
    words = pool.word_scores("Forklift licence; night shifts.", [WARD, HOSPICE, CODER])
    assert pool.ranked(["a", "b", "c"], [0.2, 0.5, 0.3], words) == ["b", "c", "a"]


def test_the_blend_stays_between_zero_and_one() -> None:
    values = pool.pool_order([0.1, 0.5, 0.9], [3.0, 0.0, 1.0])
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values == pytest.approx(
        [
            (1 - pool.POOL_WEIGHT) * 0 + pool.POOL_WEIGHT * 1,
            0.5 * (1 - pool.POOL_WEIGHT),
            (1 - pool.POOL_WEIGHT) * 1 + pool.POOL_WEIGHT / 3,
        ]
    )


def test_without_the_words_the_better_score_comes_first() -> None:
    assert pool.ranked(["ward", "hospice", "coder"], [0.62, 0.6, 0.1], [0.0, 0.0, 0.0])[0] == "ward"
