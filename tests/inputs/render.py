"""Test helpers: CV documents rendered from JSON Resume data (PDF with fpdf2, DOCX with
python-docx), in the layouts people send: dates right-aligned or in a table cell, a
contact line in the page header, bullets from a list style, two columns."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
SECTIONS = (("work", "Experience", "name"), ("education", "Education", "institution"))


def drawn_lines(draw: Callable[[Any], None], pages: int = 1, size: int = 10) -> list[Any]:
    """The importer's lines of an A4 page (or `pages` of them) that `draw` places by hand in
    points with fpdf2, in DejaVu Sans ("dv") at `size` pt: one layout rule's test page."""
    from fpdf import FPDF

    from cvcoach.inputs.documents.pdf import read_pdf

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent: the bullet and dash glyphs need a TrueType font")
    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", str(DEJAVU))
    for _ in range(pages):
        pdf.add_page()
        pdf.set_font("dv", size=size)
        draw(pdf)
    return read_pdf(bytes(pdf.output()), "cv.pdf")


def _dates(item: dict[str, Any]) -> str:
    start, end = item.get("startDate", ""), item.get("endDate", "")
    return f"{start} – {end}" if start and end else start or end


def _title(section: str, item: dict[str, Any]) -> str:
    if section == "education":
        degree, area = item.get("studyType", ""), item.get("area", "")
        return f"{degree} in {area}" if degree and area else degree or area
    return str(item.get("position", ""))


def pdf_bytes(cv: dict[str, Any], *, two_columns: bool = False) -> bytes:
    """One column, organisation left and dates right-aligned on one line, title under it,
    bullets with "•". With `two_columns`, skills sit in a left sidebar beside the body."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_page()
    if DEJAVU.exists():
        pdf.add_font("body", "", str(DEJAVU))
        pdf.add_font("body", "B", str(DEJAVU).replace("DejaVuSans", "DejaVuSans-Bold"))
        family = "body"
    else:  # pragma: no cover - the core font has no "•" or "–"
        family = "helvetica"
    basics = cv.get("basics", {})
    pdf.set_font(family, "B", 18)
    pdf.cell(0, 10, basics.get("name", ""), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(family, "", 10)
    contact = " | ".join(x for x in (basics.get("email"), basics.get("phone")) if x)
    pdf.cell(0, 6, contact, new_x="LMARGIN", new_y="NEXT")
    left, width = (58.0, 142.0) if two_columns else (10.0, 190.0)
    top = pdf.get_y()
    for section, heading, org_key in SECTIONS:
        pdf.set_x(left)
        pdf.set_font(family, "B", 13)
        pdf.cell(width, 9, heading, new_x="LMARGIN", new_y="NEXT")
        for item in cv.get(section, []):
            pdf.set_font(family, "B", 10)
            pdf.set_x(left)
            dates = _dates(item)
            date_width = pdf.get_string_width(dates) + 4
            size = 10.0
            while pdf.get_string_width(str(item.get(org_key, ""))) > width - date_width - 2:
                size -= 0.5  # shrink a long name to fit beside its dates, as editors do
                pdf.set_font(family, "B", size)
            pdf.cell(width - date_width, 6, str(item.get(org_key, "")))
            pdf.set_font(family, "", 10)
            pdf.cell(date_width, 6, dates, align="R", new_x="LMARGIN", new_y="NEXT")
            title = _title(section, item)
            if title:
                pdf.set_x(left)
                pdf.cell(width, 6, title, new_x="LMARGIN", new_y="NEXT")
            for bullet in item.get("highlights", []):
                pdf.set_x(left)
                pdf.multi_cell(width, 5, f"• {bullet}", new_x="LMARGIN", new_y="NEXT")
    if two_columns:
        end = pdf.get_y()
        pdf.set_xy(10, top)
        pdf.set_font(family, "B", 13)
        pdf.cell(45, 9, "Skills", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(family, "", 10)
        for skill in cv.get("skills", []):
            pdf.set_x(10)
            words = ", ".join(skill.get("keywords", []))
            pdf.multi_cell(45, 5, f"{skill.get('name', '')}: {words}", new_x="LMARGIN",
                           new_y="NEXT")  # fmt: skip
        pdf.set_y(max(end, pdf.get_y()))
    return bytes(pdf.output())


def docx_bytes(cv: dict[str, Any]) -> bytes:
    """Name and contact line in the page header; each entry a two-cell table row
    (organisation | dates); bullets only from the "List Bullet" style."""
    import docx

    document = docx.Document()
    basics = cv.get("basics", {})
    header = document.sections[0].header.paragraphs[0]
    header.text = " · ".join(
        x for x in (basics.get("name"), basics.get("email"), basics.get("phone")) if x
    )
    for section, heading, org_key in SECTIONS:
        document.add_heading(heading, level=1)
        for item in cv.get(section, []):
            table = document.add_table(rows=1, cols=2)
            table.rows[0].cells[0].text = str(item.get(org_key, ""))
            table.rows[0].cells[1].text = _dates(item)
            title = _title(section, item)
            if title:
                document.add_paragraph(title)
            for bullet in item.get("highlights", []):
                document.add_paragraph(bullet, style="List Bullet")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()
