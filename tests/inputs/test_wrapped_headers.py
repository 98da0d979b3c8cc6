"""A bold header whose last words wrap under it, beside the entry's dates, stays one
header even when those words are a section word ("Technologies"); a section label in a
margin left of a bold row is still split off its row."""

from __future__ import annotations

from typing import Any

from cvcoach.inputs.documents.importer import import_bytes
from tests.inputs.render import DEJAVU
from tests.inputs.render import drawn_lines as _lines


def _bold(pdf: Any) -> None:
    if "dvb" not in pdf.fonts:
        pdf.add_font("dvb", "", str(DEJAVU.with_name("DejaVuSans-Bold.ttf")))
    pdf.set_font("dvb", size=10)


def _wrapped(pdf: Any) -> None:
    pdf.text(40, 80, "EXPERIENCE")
    _bold(pdf)
    pdf.text(160, 80, "Acme Corp, Senior Engineer")
    pdf.set_font("dv", size=10)
    pdf.text(450, 80, "2021-01 — 2022-05")
    pdf.text(175, 95, "• Ran the on-call rota for the payments team")
    _bold(pdf)
    pdf.text(160, 120, "Initrode - Globex Industrial Technologies, Automation Engineer @ Globex")
    pdf.text(160, 133, "Technologies")
    pdf.set_font("dv", size=10)
    pdf.text(450, 133, "2020-09 — 2020-12")
    pdf.text(175, 148, "• Built the provisioning pipeline for the edge network")


def test_a_section_word_wrapped_under_a_bold_header_opens_no_section() -> None:
    lines = _lines(_wrapped)
    assert [x.kind for x in lines].count("heading") == 1  # "EXPERIENCE" only
    assert "Technologies" not in [x.text for x in lines if x.kind == "heading"]


def test_a_margin_label_left_of_a_bold_row_is_still_a_heading() -> None:
    def draw(pdf: Any) -> None:
        _bold(pdf)
        pdf.text(160, 80, "Initrode, Automation Engineer")
        pdf.text(40, 93, "Skills")
        pdf.text(160, 93, "Python, Go")

    lines = _lines(draw)
    assert ("heading", "Skills") in [(x.kind, x.text) for x in lines]


def test_the_wrapped_header_stays_a_work_entry() -> None:
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format="A4")
    pdf.add_font("dv", "", str(DEJAVU))
    pdf.add_page()
    pdf.set_font("dv", size=10)
    _wrapped(pdf)
    result = import_bytes(bytes(pdf.output()), "cv.pdf")
    assert "skills" not in result.yaml_text
    assert "2020-09" in result.yaml_text.split("work:", 1)[1]
