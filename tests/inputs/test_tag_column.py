"""A narrow left column of section tags in bold type of the body's size, each a little
above the first row of its block, beside a key column of dates set right and wrapped
("Jun 2005 –" over "Aug 2007"): the tags open their sections and each wrapped range is one
cell of its entry's row (`pdf_margins._bold_label`, `_wrapped_ranges`). Pages drawn with
fpdf2 (baselines placed by hand, fpdf's y runs down)."""

from __future__ import annotations

from typing import Any

from cvcoach.inputs.documents.pdf_layout import Fragment
from cvcoach.inputs.documents.pdf_margins import _wrapped_ranges
from tests.inputs.test_pdf_layout import _bold, _lines, _texts

BULLETS = [
    "• Ran the on-call rota for the payments team",
    "• Cut the build time by half",
    "• Wrote the runbook",
]


def _entry(pdf: Any, top: float, start: str, end: str, header: str) -> None:
    pdf.text(200 - pdf.get_string_width(start), top, start)  # set right in the key column
    pdf.text(200 - pdf.get_string_width(end), top + 12, end)
    pdf.text(212, top, header)
    for k, bullet in enumerate(BULLETS):
        pdf.text(212, top + 12 * (k + 1), bullet)


def _page(tags: tuple[str, str]) -> Any:
    def draw(pdf: Any) -> None:
        _bold(pdf, 40, 96, tags[0])
        _entry(pdf, 100, "Jun 2015 –", "Aug 2019", "Senior Engineer, Initech, Springfield.")
        _entry(pdf, 162, "Jan 2012 –", "May 2015", "Analyst, Globex, Shelbyville.")
        _bold(pdf, 40, 226, tags[1])
        pdf.text(200 - pdf.get_string_width("Sep 2008 –"), 230, "Sep 2008 –")
        pdf.text(200 - pdf.get_string_width("Jun 2011"), 242, "Jun 2011")
        pdf.text(212, 230, "Northwind University. BSc Mathematics.")

    return draw


def test_bold_section_tags_open_their_sections_and_wrapped_ranges_are_one_cell() -> None:
    lines = [x for x in _lines(_page(("Experience", "Education"))) if "furniture" not in x.extras]
    texts = [x.text for x in lines]
    assert texts.index("Experience") < texts.index(
        "Jun 2015 – Aug 2019 Senior Engineer, Initech, Springfield."
    )
    assert texts.index("Education") == len(texts) - 2
    header = lines[texts.index("Jun 2015 – Aug 2019 Senior Engineer, Initech, Springfield.")]
    assert header.cells == ["Jun 2015 – Aug 2019", "Senior Engineer, Initech, Springfield."]


def test_bold_names_in_a_left_column_are_no_section_tags() -> None:
    texts = _texts(_lines(_page(("Initech", "Hooli"))))
    last = texts.index("Northwind University. BSc Mathematics.")
    assert texts.index("Initech") > last and texts.index("Hooli") > last  # read after the body


def _frag(text: str, baseline: float, x0: float) -> Fragment:
    return Fragment(text, x0, x0 + 40, baseline - 2, baseline + 8, baseline, 10.0, False)


def test_two_whole_ranges_or_lines_on_different_rows_stay_apart() -> None:
    joined = _wrapped_ranges([_frag("Jun 2015 –", 100, 10), _frag("Aug 2019", 100, 16)])
    assert [f.text for f in joined] == ["Jun 2015 – Aug 2019"]
    whole = [_frag("2015 – 2019", 100, 10), _frag("2012", 100, 16)]
    assert [f.text for f in _wrapped_ranges(whole)] == ["2015 – 2019", "2012"]
    apart = [_frag("Jun 2015 –", 100, 10), _frag("Aug 2019", 88, 16)]
    assert [f.text for f in _wrapped_ranges(apart)] == ["Jun 2015 –", "Aug 2019"]
