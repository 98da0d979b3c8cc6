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
    # the ward nurse meets the stated requirements a little better (one place ahead); where
    # the pile's words set the one who did this work two places above her, she comes first
    keys = ["ward", "hospice", "aide", "coder"]
    assert pool.ranked(keys, [0.62, 0.6, 0.3, 0.1], [1.0, 3.0, 2.0, 1.5])[0] == "hospice"
    # one place apart on the words does not overturn one place on the score
    assert pool.ranked(keys, [0.62, 0.6, 0.3, 0.1], [2.0, 3.0, 1.0, 0.5])[0] == "ward"


def test_a_lead_on_score_and_words_is_not_overturned() -> None:
    words = pool.word_scores(POSTING, [WARD, HOSPICE, CODER])
    order = pool.ranked(["hospice", "ward", "coder"], [0.9, 0.3, 0.1], [words[1], *words[::2]])
    assert order == ["hospice", "ward", "coder"]


def test_places_are_not_squeezed_by_a_far_off_cv() -> None:
    # a CV far behind on the score leaves the others' places as they are
    near = pool.pool_order([0.5, 0.52, 0.48], [1.0, 0.0, 2.0])
    far = pool.pool_order([0.5, 0.52, 0.48, 0.0], [1.0, 0.0, 2.0, -1.0])
    assert sorted(range(3), key=lambda i: -near[i]) == sorted(range(3), key=lambda i: -far[i])


def test_no_shared_word_leaves_the_score_order() -> None:
    words = pool.word_scores("Forklift licence; night shifts.", [WARD, HOSPICE, CODER])
    assert pool.ranked(["a", "b", "c"], [0.2, 0.5, 0.3], words) == ["b", "c", "a"]


def test_the_blend_stays_between_zero_and_one() -> None:
    values = pool.pool_order([0.1, 0.5, 0.9], [3.0, 0.0, 1.0])
    assert all(0.0 <= v <= 1.0 for v in values)
    # each figure by its place: the share of the others below it
    assert values == pytest.approx(
        [
            (1 - pool.POOL_WEIGHT) * 0 + pool.POOL_WEIGHT * 1,
            0.5 * (1 - pool.POOL_WEIGHT),
            (1 - pool.POOL_WEIGHT) * 1 + pool.POOL_WEIGHT * 0.5,
        ]
    )


def test_tied_figures_share_their_place() -> None:
    values = pool.pool_order([0.2, 0.2, 0.9], [1.0, 1.0, 0.0])
    assert values[0] == values[1]
    assert values[0] == pytest.approx((1 - pool.POOL_WEIGHT) * 0.25 + pool.POOL_WEIGHT * 0.75)


def test_the_words_leave_out_benefits_legal_text_and_the_company_blurb() -> None:
    from cvcoach.inputs.posting import posting_from_text
    from cvcoach.keywords.requirements import requirements

    text = (
        "# Hospice Nurse\n\n## About us\n\nAcme Health runs clinics across the valley.\n\n"
        "## Requirements\n\n- 2+ years of hospice nursing\n- Wound care\n\n"
        "## Benefits\n\n- Dental insurance and a gym membership\n"
    )
    words = pool.posting_text(requirements(posting_from_text(text)))
    assert "hospice nursing" in words and "Wound care" in words
    assert "Dental" not in words and "clinics" not in words


def test_without_the_words_the_better_score_comes_first() -> None:
    assert pool.ranked(["ward", "hospice", "coder"], [0.62, 0.6, 0.1], [0.0, 0.0, 0.0])[0] == "ward"
