"""A cover letter as Markdown, DOCX or PDF. The letter is text: paragraphs separated by
blank lines, lines within a paragraph kept (the closing "Sincerely,\\nName")."""

from __future__ import annotations

import io
import re

from cvcoach.outputs.render.layout import inline_runs, plain


def paragraphs(text: str) -> list[list[str]]:
    """Paragraphs of lines; Markdown emphasis and links reduced to their words."""
    blocks = re.split(r"\n\s*\n", text.replace("\r\n", "\n").strip())
    return [
        [plain(line).strip() for line in b.splitlines() if line.strip()]
        for b in blocks
        if b.strip()
    ]


def normalise(text: str) -> str:
    """The Markdown file: the text as given, with one final newline."""
    return text.replace("\r\n", "\n").strip() + "\n"


def render_docx(text: str, *, author: str = "") -> bytes:
    from docx.shared import Cm, Pt

    from cvcoach.outputs.render.docx_writer import add_runs, new_document

    doc = new_document()
    doc.core_properties.title = "Cover letter"
    doc.core_properties.author = author
    normal = doc.styles["Normal"]
    normal.font.size = Pt(11)
    for section in doc.sections:
        section.left_margin = section.right_margin = Cm(2.4)
        section.top_margin = section.bottom_margin = Cm(2.4)
    blocks = re.split(r"\n\s*\n", text.replace("\r\n", "\n").strip())
    for block in blocks:
        lines = [line for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        p = doc.add_paragraph()
        p.paragraph_format.space_after = Pt(10)
        for i, line in enumerate(lines):
            if i:
                p.add_run().add_break()
            add_runs(p, inline_runs(line.strip()))
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def render_pdf(text: str, *, author: str = "", paper: str = "a4") -> bytes:
    from cvcoach.outputs.render.typst_pdf import compile_pdf

    data = {
        "title": "Cover letter",
        "author": author,
        "paper": paper,
        "paragraphs": [{"lines": lines} for lines in paragraphs(text)],
    }
    return compile_pdf("letter.typ", "letter", data)
