"""A shift or an "X-based" place standing where a header's employer would is no employer
(`inputs/posting_qualifiers`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_qualifiers import qualifier, without_preposition

_SHIFT = """# Packaging Operator - 3rd Shift

## Location

- Springfield - on-site position with 3rd shift schedule.

## Requirements

- Forklift certification
"""


def test_a_shift_after_the_dash_is_no_employer() -> None:
    posting = posting_from_text(_SHIFT)
    assert (posting.title, posting.company) == ("Packaging Operator - 3rd Shift", None)


def test_qualifiers_and_names() -> None:
    assert qualifier("Night Shift") and qualifier("Hooli City-based")
    assert not qualifier("Shift Technologies") and not qualifier("Initech")
    assert not qualifier(None)


def test_a_preposition_opening_the_sentence_is_no_part_of_the_name() -> None:
    assert without_preposition("With Initech") == "Initech"
    assert without_preposition("Withers Globex") == "Withers Globex"
    assert without_preposition("At home") == "At home"
