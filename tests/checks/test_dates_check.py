"""Date checks over whole profiles: each kind has cases that must fire and cases that must not."""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from cvcoach.checks.overlaps import first_overlaps
from cvcoach.checks.run import check
from cvcoach.inputs.profile_loader import profile_from_bytes
from cvcoach.model.findings import Finding

TODAY = dt.date(2026, 11, 21)


def findings(yaml: str, kind: str) -> list[Finding]:
    profile = profile_from_bytes(yaml.encode(), "cv.yaml")
    return [f for f in check(profile, today=TODAY).findings if f.kind == kind]


def job(name: str, position: str, start: str, end: str | None = None) -> str:
    end_line = f"    endDate: '{end}'\n" if end else ""
    return f"  - name: {name}\n    position: {position}\n    startDate: '{start}'\n{end_line}"


def test_two_full_time_jobs_at_once_overlap() -> None:
    cv = (
        "work:\n"
        + job("Acme", "Engineer", "2020-01", "2021-06")
        + job("Globex", "Engineer", "2021-01", "2022-01")
    )
    [f] = findings(cv, "date_overlap")
    assert "Acme" in f.message and "Globex" in f.message and "6 months" in f.message
    assert f.severity.value == "warning" and f.related_path == "work[1].startDate"
    assert (f.line, f.column) == (4, 17)  # the first character inside the quotes


def test_a_side_role_overlapping_another_is_info_naming_both_and_the_months() -> None:
    for title in ("Research Intern", "Teaching Assistant", "Part-time Tutor", "Volunteer"):
        cv = (
            "work:\n"
            + job("Acme", "Engineer", "2020-01", "2021-06")
            + job("Uni", title, "2021-01", "2021-03")
        )
        [f] = findings(cv, "date_overlap")
        assert f.severity.value == "info", title
        assert "Engineer at Acme (2020-01 – 2021-06)" in f.message
        assert f"{title} at Uni (2021-01 – 2021-03)" in f.message and "3 months" in f.message
        assert "side role" in f.message and f.related_path == "work[1].startDate"


def test_two_full_time_roles_warn_whatever_their_titles_say() -> None:
    for first, second in [
        ("Research Scientist", "Research Scientist"),
        ("Assistant Professor", "Senior Engineer"),
        ("Consultant", "Contract Engineer"),
    ]:
        cv = (
            "work:\n"
            + job("Acme", first, "2020-01", "2021-06")
            + job("Globex", second, "2021-01", "2022-01")
        )
        [f] = findings(cv, "date_overlap")
        assert f.severity.value == "warning", (first, second)
        assert "two full-time roles at once" in f.message


def test_no_overlap_for_transitions_and_year_dates() -> None:
    handover = (
        "work:\n"
        + job("Acme", "Engineer", "2020-01", "2021-06")
        + job("Globex", "Engineer", "2021-06", "Present")
    )
    years = (
        "work:\n"
        + job("Acme", "Engineer", "2016", "2021")
        + job("Globex", "Engineer", "2021", "2022")
    )
    for cv in (handover, years):
        assert findings(cv, "date_overlap") == []


def test_end_before_start_and_future_dates() -> None:
    cv = "work:\n" + job("Acme", "Engineer", "2021-05", "2020-01")
    [order] = findings(cv, "date_order")
    assert "ends (2020-01) before it starts (2021-05)" in order.message
    future = "work:\n" + job("Acme", "Engineer", "2027-03", "Present")
    [f] = findings(future, "date_future")
    assert f.suggestion == "2027-03 (expected)"
    expected = (
        "education:\n  - institution: Uni\n    startDate: '2024'\n    endDate: 2028 (expected)\n"
    )
    assert findings(expected, "date_future") == []
    assert findings("work:\n" + job("Acme", "Engineer", "2020-01", "2021-01"), "date_order") == []


def test_unreadable_odd_and_mixed_formats() -> None:
    cv = (
        "work:\n"
        + job("A", "Engineer", "Augu. 2023", "Present")
        + job("B", "Engineer", "June. 2021", "Dec. 21")
        + job("C", "Engineer", "Febtember 2020")
        + job("D", "Engineer", "2019.9", "2020.1")
        + job("E", "Engineer", "2018-01", "Unknown")
    )
    texts = {(f.path, f.text, f.suggestion) for f in findings(cv, "date_format")}
    assert ("work[0].startDate", "Augu.", "Aug.") in texts
    assert ("work[1].startDate", "June.", "June") in texts
    assert ("work[1].endDate", "21", None) in texts
    assert any(p == "work[2].startDate" for p, _, _ in texts)  # unreadable: located, no crash
    assert any(p == "work[3].startDate" for p, _, _ in texts)  # a second style of writing dates
    assert ("work[4].endDate", "Unknown", None) in texts
    clean = (
        "work:\n"
        + job("A", "Engineer", "Aug 2023", "Present")
        + job("B", "Engineer", "Sept. 2017", "May 2019")
        + job("C", "Engineer", "January 2016", "2017")
    )
    assert findings(clean, "date_format") == []


def test_chronology_degree_still_present_and_award_before_arrival() -> None:
    cv = """\
education:
  - institution: Tsinghua University
    studyType: Ph.D.
    startDate: Sep. 2024
    endDate: Unknown
  - institution: Shanghai Jiao Tong University (SJTU)
    studyType: Bachelor
    startDate: Aug. 2020
    endDate: Present
awards:
  - title: Outstanding Scholarship
    date: '2011'
    awarder: SJTU
  - title: Dean's List
    date: '2021'
    awarder: SJTU
"""
    found = {(f.path, f.related_path) for f in findings(cv, "chronology")}
    assert ("education[1].endDate", "education[0].startDate") in found
    assert ("awards[0].date", "education[1].startDate") in found
    assert len(found) == 2  # the 2021 award, during the degree, is fine


def test_a_year_list_on_an_award_is_read() -> None:
    cv = "awards:\n  - title: Scholarship\n    date: 2020, 2021, 2022\n"
    assert findings(cv, "date_format") == []


def _first_overlaps_by_pairs(spans: list[tuple[int, int] | None]) -> list[tuple[int, int]]:
    """The rule as every pair reads it: a span's first later span sharing two months, or
    one month that is not where one ends and the other begins."""
    found = []
    for i, a in enumerate(spans):
        for j in range(i + 1, len(spans)):
            b = spans[j]
            if a is None or b is None:
                continue
            months = min(a[1], b[1]) - max(a[0], b[0]) + 1
            if months <= 0 or (months == 1 and (a[1] == b[0] or b[1] == a[0])):
                continue
            found.append((i, j))
            break
    return found


_SPAN = st.tuples(st.integers(0, 30), st.integers(0, 6)).map(lambda p: (p[0], p[0] + p[1]))


@settings(deadline=None)  # a property, not a timing: the shared machine stalls
@given(st.lists(st.one_of(st.none(), _SPAN), max_size=14))
def test_first_overlaps_agrees_with_every_pair(spans: list[tuple[int, int] | None]) -> None:
    assert first_overlaps(spans) == _first_overlaps_by_pairs(spans)


def test_many_jobs_at_once_give_one_finding_each() -> None:
    """A thousand jobs held at once: one finding per job, naming the next, found in n log n
    (every pair was compared before: 21 s for a thousand)."""
    cv = "work:\n" + "".join(
        job(f"Company {i}", "Engineer", f"20{10 + i % 10}-0{1 + i % 9}", "Present")
        for i in range(1000)
    )
    found = findings(cv, "date_overlap")
    assert len(found) == 999
    assert found[0].related_path == "work[1].startDate"
