"""A bullet cut by a page break, and a line-end hyphen in a compound the document writes
with its hyphen elsewhere. Text is made up."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.lines import Line, compounds_of, normalise
from cvcoach.inputs.documents.pdf_page_breaks import join_page_breaks


def _broken(end: str, top: Line) -> list[str]:
    lines = [
        Line("Initech", "text", where="page 1, line 1"),
        Line(f"Built the billing service and moved it {end}", "bullet", where="page 1, line 2"),
        Line("1", "text", where="page 1, line 3", extras={"furniture": "page number"}),
        top,
    ]
    return [x.text for x in join_page_breaks(lines) if "furniture" not in x.extras]


@pytest.mark.parametrize("end", ["to a", "onto the", "to Kafka,"])
def test_a_bullet_stopped_on_an_open_word_goes_on_at_the_next_pages_top(end: str) -> None:
    top = Line("Kubernetes cluster in AWS.", "text", where="page 2, line 1")
    assert _broken(end, top)[-1] == f"Built the billing service and moved it {end} " + top.text


@pytest.mark.parametrize(
    "top",
    [
        Line("Kubernetes cluster in AWS.", "text", where="page 1, line 4"),  # same page
        Line("Globex Labs", "text", where="page 2, line 1", bold=True),  # a header in bold
        Line("Globex Labs 2019 - 2021", "text", where="page 2, line 1"),  # a dated header
        Line("Shipped the thing", "bullet", where="page 2, line 1"),  # a bullet of its own
    ],
)
def test_a_page_break_after_a_finished_line_or_before_a_header_joins_nothing(top: Line) -> None:
    assert len(_broken("to a", top)) == 3


def test_a_bullet_ending_on_a_word_is_not_joined_across_the_page() -> None:
    top = Line("Kubernetes cluster in AWS.", "text", where="page 2, line 1")
    assert len(_broken("to production", top)) == 3


def test_a_compound_the_document_hyphenates_keeps_its_line_end_hyphen() -> None:
    with compounds_of(["a real-time pipeline", "built a real\ufffe", "time service"]):
        assert normalise("built a real\ufffe time service") == "built a real-time service"


def test_a_compound_the_document_also_closes_up_is_rejoined_as_before() -> None:
    texts = ["a real-time pipeline", "a realtime service"]
    with compounds_of(texts):
        assert normalise("built a real\ufffe time service") == "built a realtime service"
    assert normalise("built a real\ufffe time service") == "built a realtime service"


def test_a_bullet_left_with_no_stop_goes_on_in_lower_case_at_the_next_pages_top() -> None:
    top = Line("regions of Globex, every quarter.", "text", where="page 2, line 1")
    assert _broken("across three", top)[-1].endswith(
        "across three regions of Globex, every quarter."
    )


@pytest.mark.parametrize(
    ("end", "top"),
    [
        ("across three.", "regions of Globex, every quarter."),  # the line above is closed
        ("across three", "eBay listings were moved too."),  # a name in lower case opens it
    ],
)
def test_a_closed_line_or_a_name_in_lower_case_joins_nothing(end: str, top: str) -> None:
    assert len(_broken(end, Line(top, "text", where="page 2, line 1"))) == 3
