"""Tests for cvcoach.language.dates: the date forms CVs use, the ones refused, and spans."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cvcoach.language.dates import (
    DateError,
    DateKind,
    DateValue,
    PartialDate,
    Precision,
    is_future,
    month_number,
    month_span,
    overlap_months,
    parse_date,
    parse_range,
    unusual_month_spellings,
)

TODAY = datetime.date(2025, 3, 15)
Y, M, D = Precision.YEAR, Precision.MONTH, Precision.DAY


@pytest.mark.parametrize(
    ("text", "iso", "precision", "style"),
    [
        ("2023-08", "2023-08", M, "YYYY-MM"),
        ("2023-08-01", "2023-08-01", D, "YYYY-MM-DD"),
        ("2024-02-29", "2024-02-29", D, "YYYY-MM-DD"),
        ("2023", "2023", Y, "YYYY"),
        ("Aug 2023", "2023-08", M, "Mon YYYY"),
        ("August 2023", "2023-08", M, "Month YYYY"),
        ("Aug. 2023", "2023-08", M, "Mon. YYYY"),
        ("Augu. 2023", "2023-08", M, "Mon. YYYY"),
        ("Augu 2023", "2023-08", M, "Mon YYYY"),
        ("Sept. 2017", "2017-09", M, "Mon. YYYY"),
        ("Septem 2017", "2017-09", M, "Mon YYYY"),
        ("June. 2023", "2023-06", M, "Month. YYYY"),
        ("June.2021", "2021-06", M, "Month.YYYY"),
        ("Nov.2022", "2022-11", M, "Mon.YYYY"),
        ("Mar 2016", "2016-03", M, "Mon YYYY"),
        ("April 2023", "2023-04", M, "Month YYYY"),
        ("January, 2022", "2022-01", M, "Month, YYYY"),
        ("MARCH 2020", "2020-03", M, "Month YYYY"),
        ("may 2025", "2025-05", M, "Month YYYY"),
        ("2024.9", "2024-09", M, "YYYY.M"),
        ("2024.10", "2024-10", M, "YYYY.M"),
        ("2022.7", "2022-07", M, "YYYY.M"),
        ("09/2020", "2020-09", M, "MM/YYYY"),
        ("9/2020", "2020-09", M, "MM/YYYY"),
        ("2020/09", "2020-09", M, "YYYY/MM"),
        ("09.2020", "2020-09", M, "MM.YYYY"),
        ("Spring, 2023", "2023-03", M, "Season, YYYY"),
        ("Summer 2021", "2021-06", M, "Season YYYY"),
        ("Fall 2022", "2022-09", M, "Season YYYY"),
        ("Autumn 2022", "2022-09", M, "Season YYYY"),
        ("Winter 2024", "2024-01", M, "Season YYYY"),
        ("2017-12-24T15:53:00", "2017-12-24", D, "YYYY-MM-DDThh:mm"),
        ("2017-12-24T15:53", "2017-12-24", D, "YYYY-MM-DDThh:mm"),
        ("2017-12-24 15:53:00.123Z", "2017-12-24", D, "YYYY-MM-DDThh:mm"),
        ("Dec. 21", "2021-12", M, "Mon. YY"),
        ("Dec '21", "2021-12", M, "Mon 'YY"),
        ("  Aug\u00a0 2023 ", "2023-08", M, "Mon YYYY"),
        ("2200", "2200", Y, "YYYY"),
    ],
)
def test_reads_dates_with_their_precision_and_style(
    text: str, iso: str, precision: Precision, style: str
) -> None:
    value = parse_date(text, today=TODAY)
    assert value.kind is DateKind.DATE
    assert value.date is not None
    assert value.date.iso() == iso
    assert value.date.precision is precision
    assert value.style == style
    assert value.raw == text
    assert value.expected is False


@pytest.mark.parametrize(
    "text", ["Present", "present", "PRESENT", "now", "current", "ongoing", "today", "to date",
             "till now", "Till  Now"],
)  # fmt: skip
def test_reads_present(text: str) -> None:
    value = parse_date(text)
    assert (value.kind, value.date, value.raw, value.style) == (
        DateKind.PRESENT, None, text, "present",
    )  # fmt: skip


@pytest.mark.parametrize("text", ["Unknown", "unknown", "N/A", "n/a", "TBD", "?"])
def test_reads_unknown(text: str) -> None:
    value = parse_date(text)
    assert (value.kind, value.date, value.style) == (DateKind.UNKNOWN, None, "unknown")


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("2024 (expected)", "2024"),
        ("2024(expected)", "2024"),
        ("2024 ( Expected )", "2024"),
        ("Expected May 2025", "2025-05"),
        ("Expected: May 2025", "2025-05"),
        ("May 2025 (anticipated)", "2025-05"),
        ("June 2026, expected", "2026-06"),
    ],
)
def test_reads_expected_dates(text: str, iso: str) -> None:
    value = parse_date(text)
    assert value.expected is True
    assert value.date is not None and value.date.iso() == iso
    assert value.raw == text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Summer-ish", "expected a date like"),
        ("13/2020", "no month 13"),
        ("2023-13", "no month 13"),
        ("2023-00", "no month 0"),
        ("2023-02-30", "February 2023 has no day 30"),
        ("2023-08-00", "August 2023 has no day 0"),
        ("2024-04-31", "April 2024 has no day 31"),
        ("2023-02-29", "no day 29"),
        ("2017-12-24T25:00", "expected a date like"),
        ("2017-12-24T12:60", "expected a date like"),
        ("Febtember 2020", "'Febtember' is not a month"),
        ("Ma 2020", "could be March or May"),
        ("Ju 2020", "could be June or July"),
        ("", "empty"),
        ("   ", "empty"),
        ("sometime", "expected a date like"),
        ("0000", "year 0 is out of range"),
        ("2201", "year 2201 is out of range"),
        ("Aug 9999", "out of range"),
        ("21", "expected a date like"),
        ("Aug", "expected a date like"),
        ("Spring", "expected a date like"),
        ("2023-8", "expected a date like"),
        ("Present (expected)", "only a date can be expected"),
        ("Expected", "expected a date like"),
        ("Aug '2023", "expected a date like"),
        ("01/08/2023", "expected a date like"),
        ("２０２３", "expected a date like"),
        ("2021-2023", "expected a date like"),
    ],
)
def test_rejects_what_is_not_a_date(text: str, words: str) -> None:
    with pytest.raises(DateError) as caught:
        parse_date(text)
    assert words in caught.value.message
    assert caught.value.raw == text
    assert isinstance(caught.value, ValueError)


def test_two_digit_years_follow_the_century_hint_or_land_near_today() -> None:
    assert parse_date("Dec 99", century_hint=20).date == PartialDate(2099, 12)
    assert parse_date("Dec 00", century_hint=20).date == PartialDate(2000, 12)
    assert parse_date("Dec 99", today=TODAY).date == PartialDate(1999, 12)
    assert parse_date("Dec 30", today=TODAY).date == PartialDate(2030, 12)


def _ends(text: str) -> tuple[str, str | None]:
    start, end = parse_range(text, today=TODAY)
    assert start.date is not None
    if end is None:
        return start.date.iso(), None
    return start.date.iso(), end.date.iso() if end.date else end.kind.value


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Sep. 2018 – Dec. 21", "2018-09", "2021-12"),
        ("Dec 1999 – Jan 01", "1999-12", "2001-01"),
        ("Sep. 98 – 2003", "1998-09", "2003"),
        ("2021 - Present", "2021", "present"),
        ("2021-Present", "2021", "present"),
        ("June 2022 - Nov. 2022", "2022-06", "2022-11"),
        ("2022.7 - 2023.5", "2022-07", "2023-05"),
        ("Sep. 2024 – Unknown", "2024-09", "unknown"),
        ("Mar 2016 – May 2017", "2016-03", "2017-05"),
        ("Mar 2016—May 2017", "2016-03", "2017-05"),
        ("Mar 2016 -- May 2017", "2016-03", "2017-05"),
        ("2010 to 2013", "2010", "2013"),
        ("2010 until 2013", "2010", "2013"),
        ("January, 2022 - present", "2022-01", "present"),
        ("2021-2023", "2021", "2023"),
        ("2021–2023", "2021", "2023"),
        ("2021-01 - 2022-03", "2021-01", "2022-03"),
        ("2021-01-2022-03", "2021-01", "2022-03"),
        ("2019-05-01 to 2020-06-30", "2019-05-01", "2020-06-30"),
        ("2021 to date", "2021", "present"),
        ("2021 till now", "2021", "present"),
        ("2021 – to date", "2021", "present"),
        ("Sep 2021 - 2025 (expected)", "2021-09", "2025"),
        ("2023-08", "2023-08", None),
        ("Aug 2023", "2023-08", None),
    ],
)
def test_reads_ranges(text: str, start: str, end: str | None) -> None:
    assert _ends(text) == (start, end)


def test_range_ends_keep_their_own_raw_text_and_flags() -> None:
    start, end = parse_range("Sep 2021 – May 2025 (expected)")
    assert start.raw == "Sep 2021" and start.style == "Mon YYYY" and not start.expected
    assert end is not None and end.raw == "May 2025 (expected)" and end.expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("2023-13", "no month 13"),
        ("Sep 2018 – Decembr 2021", "'Decembr' is not a month"),
        ("Sep 2018 – Feb 30 2021", "expected a date like"),
        ("2021 -", "needs a start and an end"),
        ("Present - 2021", "cannot start at Present"),
        ("Summer-ish", "expected a date like"),
        ("2021 - 2022 - 2023", "expected a date like"),
        ("", "empty"),
    ],
)
def test_rejects_bad_ranges(text: str, words: str) -> None:
    with pytest.raises(DateError) as caught:
        parse_range(text)
    assert words in caught.value.message


_DATE_LIKE = "0123456789-–/.,' ()ADEJMNOPSTUacdeghilnoprstuvwxy?T:"


@given(st.one_of(st.text(max_size=40), st.text(alphabet=_DATE_LIKE, max_size=30)))
def test_any_text_is_read_or_refused_with_date_error(text: str) -> None:
    try:
        value = parse_date(text, today=TODAY)
        assert value.raw == text and (value.date is None) == (value.kind is not DateKind.DATE)
    except DateError as error:
        assert error.message and error.raw == text
    try:
        start, end = parse_range(text, today=TODAY)
        assert start.raw in text and (end is None or end.raw in text)
    except DateError as error:
        assert error.message


@given(st.integers(1, 2200), st.integers(1, 12))
def test_iso_month_round_trips(year: int, month: int) -> None:
    text = f"{year:04d}-{month:02d}"
    value = parse_date(text)
    assert value.date == PartialDate(year, month)
    assert value.date.iso() == text


def test_partial_date_indexes_cover_the_widest_reading() -> None:
    year = PartialDate(2021)
    assert (year.start_index(), year.end_index()) == (2021 * 12, 2021 * 12 + 11)
    august = PartialDate(2023, 8)
    assert august.start_index() == august.end_index() == 2023 * 12 + 7
    assert PartialDate(2023, 8, 1).end_index() == 2023 * 12 + 7
    assert PartialDate(5).iso() == "0005"


def _value(text: str) -> DateValue:
    return parse_date(text, today=TODAY)


def test_month_span() -> None:
    march_2025 = 2025 * 12 + 2
    assert month_span(_value("2021"), _value("2022"), TODAY) == (2021 * 12, 2022 * 12 + 11)
    assert month_span(_value("Aug 2024"), _value("Present"), TODAY) == (2024 * 12 + 7, march_2025)
    assert month_span(_value("Aug 2024"), None, TODAY) == (2024 * 12 + 7, 2024 * 12 + 7)
    assert month_span(_value("2024"), None, TODAY) == (2024 * 12, 2024 * 12 + 11)
    assert month_span(_value("Aug 2024"), _value("Unknown"), TODAY) is None
    assert month_span(_value("Unknown"), _value("2024"), TODAY) is None
    assert month_span(_value("2024"), _value("2022"), TODAY) is None
    assert month_span(_value("2026"), _value("Present"), TODAY) is None
    assert month_span(_value("Mar 2021"), _value("2021"), TODAY) == (2021 * 12 + 2, 2021 * 12 + 11)


def test_overlap_months() -> None:
    assert overlap_months((10, 20), (15, 30)) == 6
    assert overlap_months((10, 20), (20, 30)) == 1
    assert overlap_months((10, 20), (21, 30)) == 0
    assert overlap_months((10, 20), (12, 13)) == 2
    assert overlap_months((30, 40), (10, 20)) == 0


@pytest.mark.parametrize(
    ("text", "future"),
    [
        ("2025", False),
        ("2026", True),
        ("2024", False),
        ("Mar 2025", False),
        ("Apr 2025", True),
        ("2025-03-15", False),
        ("2025-03-16", True),
        ("Expected May 2025", True),
        ("2024 (expected)", False),
        ("Present", False),
        ("Unknown", False),
    ],
)
def test_is_future_at_the_written_precision(text: str, future: bool) -> None:
    assert is_future(_value(text), TODAY) is future


@pytest.mark.parametrize(
    ("word", "number"),
    [
        ("January", 1),
        ("Sept", 9),
        ("Augu.", 8),
        ("dec.", 12),
        ("MAR", 3),
        ("may", 5),
        ("Jun", 6),
        ("ma", None),
        ("ju", None),
        ("Junuary", None),
        ("present", None),
    ],
)
def test_month_number_reads_a_name_or_a_prefix_of_three_letters(
    word: str, number: int | None
) -> None:
    assert month_number(word) == number


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Augu. 2023", [(0, "Augu.", "Aug.", "is not a usual abbreviation of August")]),
        ("From June. 2021", [(5, "June.", "June", "is a full month name with a dot")]),
        ("Aug 2023 – Sept. 2024 – March 2025", []),
        ("Present", []),
    ],
)
def test_unusual_month_spellings(text: str, expected: list[tuple[int, str, str, str]]) -> None:
    found = [(s.start, s.written, s.usual, s.why) for s in unusual_month_spellings(text)]
    assert found == expected
