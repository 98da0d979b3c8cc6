"""DOCX through python-docx: the same layout as the PDF, in Word's own styles.

Headings use Word's Title and Heading 1 styles and bullets its List Bullet style, so the
document stays editable and readable by applicant-tracking systems.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from cvcoach.outputs.render.layout import CvLayout, Field, Item, Run, plain
from cvcoach.outputs.render.typst_pdf import RenderError

if TYPE_CHECKING:
    from docx.document import Document
    from docx.text.paragraph import Paragraph

FONT = "Calibri"
ACCENT = (0x1F, 0x4E, 0x79)


def new_document() -> Document:
    try:
        import docx
        from docx.shared import Cm, Pt
    except ImportError:  # pragma: no cover - python-docx is a dependency
        raise RenderError("DOCX output needs python-docx (pip install python-docx)") from None
    doc = docx.Document()
    normal = doc.styles["Normal"]
    normal.font.name = FONT
    normal.font.size = Pt(10.5)
    for section in doc.sections:
        section.left_margin = section.right_margin = Cm(1.8)
        section.top_margin = section.bottom_margin = Cm(1.5)
    return doc


def add_runs(paragraph: Paragraph, runs: list[Run], *, bold: bool = False) -> None:
    for r in runs:
        run = paragraph.add_run(r.text)
        run.bold = bold or r.bold or None
        if r.code:
            run.font.name = "Consolas"


def _add_fields(paragraph: Paragraph, fields: list[Field], sep: str) -> None:
    for i, f in enumerate(fields):
        if i:
            paragraph.add_run(sep)
        add_runs(paragraph, f.runs())


def _item(doc: Document, item: Item) -> None:
    from docx.shared import Pt

    head = doc.add_paragraph()
    head.paragraph_format.space_before = Pt(6)
    head.paragraph_format.space_after = Pt(0)
    head.paragraph_format.keep_with_next = True
    if item.heading:
        add_runs(head, item.heading[0].runs(), bold=True)
    if len(item.heading) > 1:
        head.add_run(" — ")
        _add_fields(head, item.heading[1:], ", ")
    if item.dates:
        head.add_run("\t" if item.heading else "")
        _add_fields(head, item.dates, " – ")
    if item.details:
        p = doc.add_paragraph()
        p.paragraph_format.space_after = Pt(0)
        _add_fields(p, item.details, " · ")
        for run in p.runs:
            run.italic = True
    if item.summary:
        add_runs(doc.add_paragraph(), item.summary.runs())
    for bullet in item.bullets:
        p = doc.add_paragraph(style="List Bullet")
        p.paragraph_format.space_after = Pt(0)
        add_runs(p, bullet.runs())
    if item.tags:
        _add_fields(doc.add_paragraph(), item.tags, ", ")


def render_docx(cv: CvLayout) -> bytes:
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import RGBColor

    doc = new_document()
    doc.core_properties.title = f"{plain(cv.name.text)} — CV" if cv.name else "CV"
    doc.core_properties.author = plain(cv.name.text) if cv.name else ""
    if cv.name:
        title = doc.add_heading(level=0)
        add_runs(title, cv.name.runs())
        title.alignment = WD_ALIGN_PARAGRAPH.CENTER
    for fields, sep in (([cv.label] if cv.label else [], ""), (cv.contacts, " · ")):
        if fields:
            p = doc.add_paragraph()
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            _add_fields(p, fields, sep)
    if cv.summary:
        add_runs(doc.add_paragraph(), cv.summary.runs())
    for section in cv.sections:
        heading = doc.add_heading(section.title, level=1)
        for run in heading.runs:
            run.font.color.rgb = RGBColor(*ACCENT)
        for item in section.items:
            _item(doc, item)
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()
