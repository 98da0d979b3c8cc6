"""A key column of dates set justified, its range's dash at the column's right edge, apart
from the start ("Nov   2015   –" over "Present"): the gutter sought between the columns
may leave the dash on the body's side, and the start date and its end are still one range
on the title's row (`pdf_columns._ranges`); one such key on a body row is a key column, not
a sidebar (`_keys_on_rows`). List items opened by a shape of Unicode's Geometric Shapes
block ("▷") are list items (`pdf_wraps.BULLET`). Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines

ITEMS = [
    "▷ Ran the on-call rota for the payments team of the billing platform",
    "▷ Cut the build time by half with a shared cache for the whole team",
    "▷ Moved the ledger service onto the new cluster without downtime",
]


def _entry(pdf: Any, top: float, start: tuple[str, str], end: str, header: str) -> None:
    pdf.set_font("dv", size=10)
    pdf.text(40, top, start[0])
    pdf.text(80, top, start[1])
    pdf.text(128, top, "–")  # the dash at the key column's right edge
    pdf.text(40, top + 12, end)
    pdf.text(150, top, header)
    for k, item in enumerate(ITEMS):
        pdf.text(150, top + 12 * (k + 1), item)


def _page(end: str, entries: int = 2) -> list[Any]:
    def draw(pdf: Any) -> None:
        pdf.set_font("dv", size=14)
        pdf.text(250, 60, "Jane Doe")
        pdf.set_font("dv", size=12)
        pdf.text(40, 95, "Experience")
        _entry(pdf, 115, ("Nov", "2015"), end, "Initech. Senior Backend Developer.")
        if entries > 1:
            _entry(pdf, 185, ("Apr", "2009"), "Oct 2015", "Globex. Backend Developer.")

    return _lines(draw)


def test_a_start_date_and_its_end_are_one_range_though_the_dash_stands_apart() -> None:
    lines = _page("Present")
    rows = [x.text for x in lines if x.kind != "bullet"]
    assert "Nov 2015 – Present Initech. Senior Backend Developer." in rows
    assert "Apr 2009 – Oct 2015 Globex. Backend Developer." in rows
    items = [x.text for x in lines if x.kind == "bullet"]
    assert items[:3] == [item.removeprefix("▷ ") for item in ITEMS]


def test_one_such_key_on_a_page_is_read_with_its_row() -> None:
    rows = [x.text for x in _page("Present", entries=1) if x.kind != "bullet"]
    assert "Nov 2015 – Present Initech. Senior Backend Developer." in rows


def test_a_word_under_the_start_that_ends_no_range_is_not_joined() -> None:
    rows = [x.text for x in _page("Remote")]
    assert not any("Nov 2015 – Remote" in text for text in rows)


def _frag(text: str, x0: float, baseline: float, size: float = 10) -> Any:
    from cvcoach.inputs.documents.pdf_layout import Fragment

    top = baseline + 0.8 * size
    return Fragment(text, x0, x0 + 6 * len(text), baseline - 2, top, baseline, size, False)


def test_one_date_among_a_sidebars_contact_lines_is_no_key_column() -> None:
    from cvcoach.inputs.documents.pdf_columns import _keys_on_rows

    body = [_frag("Lead Engineer, Initech", 200, 700 - 12 * k) for k in range(4)]
    key = [_frag("Aug 2005 – Dec 2009", 40, 700)]
    assert _keys_on_rows(key, body)
    sidebar = [*key, _frag("jane@example.com", 40, 688), _frag("Springfield", 40, 676)]
    assert not _keys_on_rows(sidebar, body)
    assert not _keys_on_rows([_frag("Aug 2005 – Dec 2009", 40, 694)], body)  # off the rows


def test_stopped_phrases_cut_short_names_not_initials_or_sentences() -> None:
    from cvcoach.inputs.documents.header_pieces import stopped_phrases

    assert stopped_phrases("Initech. Senior Engineer.") == ["Initech", "Senior Engineer"]
    assert stopped_phrases("Hooli/Globex. Lead Developer.") == ["Hooli/Globex", "Lead Developer"]
    assert stopped_phrases("B.Sc. Physics.") == ["B.Sc. Physics."]
    assert stopped_phrases("Initech, Senior Engineer") == ["Initech, Senior Engineer"]
    sentences = "Built the billing service for the whole of Northwind. Cut its cost in half."
    assert stopped_phrases(sentences) == [sentences]


def test_a_geometric_shape_opens_an_item_only_before_a_space() -> None:
    from cvcoach.inputs.documents.pdf_wraps import BULLET

    assert BULLET.match("▷ Shipped the Initech ledger") and BULLET.match("◆ Hooli")
    assert not BULLET.match("▷Initech") and not BULLET.match("Initech ▷ Globex")


def test_a_heading_a_little_larger_than_the_dates_stands_aside_from_the_keys() -> None:
    from cvcoach.inputs.documents.pdf_columns import _keys_on_rows

    body = [_frag("Lead Engineer, Initech", 200, 700 - 12 * k) for k in range(4)]
    key = _frag("Aug 2005 – Dec 2009", 40, 700)
    assert _keys_on_rows([_frag("Education", 40, 720, size=10.8), key], body)
    assert not _keys_on_rows([_frag("Education", 40, 720, size=10.2), key], body)
