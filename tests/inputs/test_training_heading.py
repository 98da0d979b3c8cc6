"""The Europass CV's heading "Education and training" opens the education section when it is
set as a line of text (2026-11-30 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.heading_words import only_heading_words, section_of
from cvcoach.inputs.documents.importer import import_bytes


def test_education_and_training_opens_education() -> None:
    assert only_heading_words("Education and training")
    assert section_of("Education and training") == "education"
    text = "Jane Doe\n\nWork experience\n\nGlobex\nSenior Engineer   2019 – 2021\n- Built it\n\n"
    text += "Education and training\n\nHooli University\nBSc Physics   2014 – 2018\n"
    entries = import_bytes(text.encode(), "cv.txt").draft.entries
    assert [e.section for e in entries] == ["work", "education"]


def test_a_training_line_names_no_section() -> None:
    assert section_of("Training") is None
    assert not only_heading_words("Sales training for new staff")
