"""A Markdown heading written without the space after its marks ("##Skills")."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_heading_lines import heading_of


def test_an_unspaced_heading_opens_its_section() -> None:
    text = "# Payroll Officer\n\n##Required skills\n\nRunning a monthly payroll\n"
    lines = posting_from_text(text).lines
    assert [line.section for line in lines if "monthly payroll" in line.text] == ["requirements"]


def test_an_unspaced_mark_reads_as_a_heading_only_when_doubled() -> None:
    unspaced = heading_of("##Required skills")
    assert unspaced is not None and unspaced.level == 2
    assert heading_of("#LI-Remote") is None  # a hashtag
    assert heading_of("##bonus") is None  # no capital after the marks
