"""A key column of dates set in larger type than a small-type body beside it (a class that
prints the entries' text at 7.5 pt and their dates at 9.7 pt, each range wrapped over two
lines in the narrow column): the dates are keys in any type, only lines that are no dates
and set larger than them are headings put aside (`pdf_columns._keys_on_rows`), so the
column is read row by row with the body rather than as a sidebar after it."""

from __future__ import annotations

from typing import Any


def _frag(text: str, x0: float, baseline: float, size: float = 10) -> Any:
    from cvcoach.inputs.documents.pdf_layout import Fragment

    top = baseline + 0.8 * size
    return Fragment(text, x0, x0 + 0.5 * size * len(text), baseline - 2, top, baseline, size, False)


def _body() -> list[Any]:
    rows = ["Initech, Springfield. Senior Developer.", "Globex, Shelbyville. Developer."]
    return [_frag(text, 160, 650 - 28 * k, size=7.5) for k, text in enumerate(rows)]


def test_dates_larger_than_the_body_are_a_key_column() -> None:
    from cvcoach.inputs.documents.pdf_columns import _keys_on_rows

    key = [
        _frag("Experience", 57, 670, size=10.5),  # a heading, larger than the dates
        _frag("Jul 2018 – Apr", 63, 650, size=9.7),
        _frag("2022", 63, 636.5, size=9.7),
        _frag("Mar 2016 – Jul", 63, 622, size=9.7),
        _frag("2018", 63, 608.5, size=9.7),
    ]
    assert _keys_on_rows(key, _body())


def test_large_words_beside_the_body_are_no_key_column() -> None:
    from cvcoach.inputs.documents.pdf_columns import _keys_on_rows

    side = [
        _frag("Jul 2018 – Apr 2022", 63, 650, size=9.7),
        _frag("jane@example.com", 63, 622, size=7.5),  # no date, in the body's type
    ]
    assert not _keys_on_rows(side, _body())
    off = [_frag("Jul 2018 – Apr 2022", 63, 643, size=9.7)]  # on no row of the body
    assert not _keys_on_rows(off, _body())
