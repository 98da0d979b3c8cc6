"""A range joined by a word ("to", "until", "till") ends at the date after the word; a word
that is part of the end ("to date") stays with it."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.datefind import find_dates


@pytest.mark.parametrize(
    ("line", "start", "end"),
    [
        ("2019-01 to 2021-03", "2019-01", "2021-03"),
        ("Engineer at Acme Corp, Jan 2019 until Mar 2020", "Jan 2019", "Mar 2020"),
        ("Globex Ltd 2016 till 2018", "2016", "2018"),
        ("Initech 2019 to Present", "2019", "Present"),
    ],
)
def test_the_joining_word_is_not_part_of_the_end(line: str, start: str, end: str) -> None:
    span = find_dates(line)
    assert span is not None
    assert (span.start, span.end) == (start, end)


@pytest.mark.parametrize(
    ("line", "end"), [("Initech 2021 to date", "to date"), ("Acme 2018 – 2020", "2020")]
)
def test_an_end_that_is_no_date_without_its_word_keeps_it(line: str, end: str) -> None:
    span = find_dates(line)
    assert span is not None
    assert span.end == end
