"""A requirement field's value whose lead-in ("... the following areas:") is not its first
sentence keeps the sentences before it ("Requirements: A Ph.D. in physics. Must have
experience in the following areas: ..."); a value that opens with its lead-in loses only
the lead-in, as before (invented lines)."""

from __future__ import annotations

from cvcoach.inputs.posting_fields import labelled_field


def test_sentences_before_the_lead_in_are_kept() -> None:
    field = labelled_field(
        "Requirements: A Ph.D. in physics or a related field. Must have experience in the "
        "following areas: statistics; and cell biology."
    )
    assert field is not None and field.asks
    assert field.value == "A Ph.D. in physics or a related field. statistics; and cell biology."


def test_a_value_that_opens_with_its_lead_in_loses_only_it() -> None:
    field = labelled_field(
        "Qualification :Candidates who wish to apply must possess the following criteria "
        ":Passed Bachelor Degree from Initech University"
    )
    assert field is not None and field.asks
    assert field.value == "Passed Bachelor Degree from Initech University"
