"""A title in bold closed by a full stop ("Lead Engineer on Hooli Payments, card
platform.") is a header line, not the entry's first sentence. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.entries import build_work
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.segments import headerish, segment


def _work(second: Line) -> tuple[int, dict[str, str]]:
    lines = [
        Line("Globex 2019-10 - 2021-06", "text", 0, "line 1", True,
             cells=["Globex", "2019-10 - 2021-06"]),
        second,
        Line("Designed the billing service", "bullet", 0, "line 3"),
    ]  # fmt: skip
    blocks = segment(lines, "work")
    return len(blocks[0].header), build_work(blocks[0], "work").fields


def test_a_bold_title_with_a_full_stop_heads_the_entry() -> None:
    title = "Lead Backend Engineer on Hooli Payments, card platform."
    count, fields = _work(Line(title, "text", 0, "line 2", True))
    assert count == 2 and fields["name"] == "Globex" and fields["position"] == title


def test_a_sentence_or_a_plain_line_with_a_full_stop_is_no_header() -> None:
    sentence = Line("Led the payments team of five engineers.", "text", 0, "line 2", True)
    assert not headerish(sentence)  # in bold, but a sentence
    plain = Line("Lead Backend Engineer on Hooli Payments.", "text", 0, "line 2", False)
    assert not headerish(plain)  # a title word, but in the body's type
    no_job = Line("Hooli Payments Platform Rewrite.", "text", 0, "line 2", True)
    assert not headerish(no_job)
