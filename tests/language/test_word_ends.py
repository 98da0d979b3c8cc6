"""A correction that is the word cut short at one end (`cvcoach.language.word_ends`): the
spelling check leaves such a word alone (invented words and sentences)."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.word_ends import cut_at_an_end

pytestmark = pytest.mark.usefixtures("private_word_cache")


def test_letters_added_at_either_end_are_a_cut() -> None:
    assert cut_at_an_end("jobid", "job")  # two letters after
    assert cut_at_an_end("cprofile", "profile")  # one before
    assert cut_at_an_end("Hooliwork", "hooli")  # case ignored


def test_a_slip_inside_a_word_is_no_cut() -> None:
    assert not cut_at_an_end("documantation", "documentation")
    assert not cut_at_an_end("jobs", "jobs")  # no cut of itself
    assert not cut_at_an_end("job", "jobid")  # longer: no cut


def test_a_word_that_only_extends_its_correction_is_left_alone() -> None:
    speller = Speller()
    assert [m.word for m in speller.check("Each row keeps a jobid and a name.")] == []


def test_a_far_slip_inside_a_word_is_still_flagged() -> None:
    hits = Speller().check("It was an exillarate week before the launch.")
    assert [(m.word, m.suggestion) for m in hits] == [("exillarate", "exhilarate")]
