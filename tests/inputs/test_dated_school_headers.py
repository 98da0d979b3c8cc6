"""An education header that opens with its dates alone on their line, then the degree, then
the school ("2015 – 2019" / "BSc Physics" / "Globex University", as Europass layouts
print it): the school is the entry's own, not the next entry. Names are made up."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes


def _schools(body: str) -> list[tuple[str | None, str | None, str | None]]:
    text = "Jane Doe\n\nEducation\n\n" + body
    entries = import_bytes(text.encode(), "cv.txt").draft.entries
    return [
        (e.fields.get("institution"), e.fields.get("studyType"), e.fields.get("startDate"))
        for e in entries
    ]


def test_a_school_under_dates_alone_and_a_degree_is_the_entrys_own() -> None:
    body = (
        "2015 – 2019\nBSc Physics\nUniversity of Northwind\n\n"
        "2019 – 2021\nMSc Data Science\nGlobex Institute of Technology\n"
    )
    assert _schools(body) == [
        ("University of Northwind", "BSc", "2015"),
        ("Globex Institute of Technology", "MSc", "2019"),
    ]


def test_a_school_after_a_school_its_degree_and_their_dates_still_opens_the_next_entry() -> None:
    # the header opened with a school, not with its dates: a second school is a new entry
    body = (
        "Initech Academy\n2015 – 2019\nMSc in Management\n"
        "Globex University\nBachelor of Science in Physics\n"
    )
    assert [s[0] for s in _schools(body)] == ["Initech Academy", "Globex University"]


def test_a_dated_line_with_words_besides_its_dates_is_no_date_alone() -> None:
    # "Initech Academy 2015 – 2019" names a school: a later school opens the next entry
    body = "Initech Academy   2015 – 2019\nMSc in Management\nGlobex University\n"
    assert [s[0] for s in _schools(body)] == ["Initech Academy", "Globex University"]
