"""A range set justified in a narrow key column ("Nov   2015   –", one fragment a word)
over its end alone on the next row ("Present", beside nothing: the employer's row comes a
line lower) is the title row's key (`pdf_keys.join_wrapped_keys`). Pages drawn with fpdf2."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import _lines

BULLETS = ["• Ran the on-call rota for the payments team", "• Cut the build time by half"]


def _entry(pdf: Any, top: float, key: tuple[str, str, str], end: str, title: str) -> None:
    pdf.set_font("dv", size=10)
    for x, word in zip((40, 75, 115), key, strict=True):  # a justified line: wide spaces
        pdf.text(x, top, word)
    pdf.text(40, top + 12, end)
    pdf.text(150, top, title)
    pdf.text(150, top + 24, "Initech Ltd" if "Senior" in title else "Globex Corporation")
    for k, bullet in enumerate(BULLETS):
        pdf.text(60, top + 40 + 13 * k, bullet)


def _page(end: str) -> list[Any]:
    def draw(pdf: Any) -> None:
        pdf.set_font("dv", size=10)
        pdf.text(40, 80, "Backend developer with ten years of payments and billing work")
        _entry(pdf, 110, ("Nov", "2015", "–"), end, "Senior Backend Developer")
        _entry(pdf, 210, ("Apr", "2009", "–"), "Oct 2015", "Backend Developer")

    return [x for x in _lines(draw) if x.kind != "bullet"]


def test_a_justified_key_and_its_end_alone_on_the_next_row_are_one_range() -> None:
    assert [(x.text, x.cells) for x in _page("Present")][1:] == [
        ("Nov 2015 – Present Senior Backend Developer",
         ["Nov 2015 – Present", "Senior Backend Developer"]),
        ("Initech Ltd", []),
        ("Apr 2009 – Oct 2015 Backend Developer", ["Apr 2009 – Oct 2015", "Backend Developer"]),
        ("Globex Corporation", []),
    ]  # fmt: skip


def test_a_word_alone_under_a_justified_key_that_ends_no_range_keeps_its_row() -> None:
    texts = [x.text for x in _page("Remote")]
    assert "Remote" in texts
    assert not any(t.startswith("Nov 2015 – Remote") for t in texts)
