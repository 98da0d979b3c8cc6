"""A requirement line of several sentences that ask at different levels, and the common
misspelling of "preferred"."""

from __future__ import annotations

from cvcoach.keywords.requirements import split_requirement


def test_a_sentence_opening_with_a_certification_asks_on_its_own() -> None:
    assert split_requirement("CISA required. CISSP or CISM preferred.") == [
        "CISA required.",
        "CISSP or CISM preferred.",
    ]


def test_the_tail_of_a_bracket_cut_at_e_g_is_no_sentence_of_its_own() -> None:
    line = "Experience with voter file tools (e.g. VAN, PDI, or M) a plus"
    assert split_requirement(line) == [line]
    line = "CISA required. The Big Four audit firms are our clients."
    assert split_requirement(line) == [line]


def test_prefered_is_preferred() -> None:
    line = "5 plus years testing compliance programs prefered; CISA required"
    assert split_requirement(line) == [
        "5 plus years testing compliance programs prefered",
        "CISA required",
    ]
