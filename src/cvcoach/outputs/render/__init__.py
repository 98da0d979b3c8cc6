"""Documents out: a CV as PDF (Typst), DOCX (python-docx) or HTML, and a cover letter as
Markdown, DOCX or PDF. Everything needed (templates, fonts) ships with the package.

`render_cv(profile, to="pdf")` and `render_letter(text, to="docx")` return the file's bytes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from cvcoach.model.profile import Profile
from cvcoach.outputs.render.typst_pdf import RenderError

CvFormat = Literal["pdf", "docx", "html"]
LetterFormat = Literal["md", "docx", "pdf"]
CV_FORMATS: tuple[str, ...] = ("pdf", "docx", "html")
LETTER_FORMATS: tuple[str, ...] = ("md", "docx", "pdf")

__all__ = [
    "CV_FORMATS",
    "LETTER_FORMATS",
    "CvFormat",
    "LetterFormat",
    "RenderError",
    "render_cv",
    "render_letter",
]


def render_cv(profile: Profile | str | Path, to: str = "pdf", *, paper: str = "a4") -> bytes:
    """The CV laid out as a document: `pdf`, `docx` or `html` (UTF-8) bytes.

    Every text of the profile appears once, as written; nothing is added but section names.
    """
    from cvcoach.outputs.render.layout import layout

    if not isinstance(profile, Profile):
        from cvcoach.inputs.profile_loader import load_profile

        profile = load_profile(profile)
    cv = layout(profile)
    if to == "pdf":
        from cvcoach.outputs.render.typst_pdf import render_pdf

        return render_pdf(cv, paper)
    if to == "docx":
        from cvcoach.outputs.render.docx_writer import render_docx

        return render_docx(cv)
    if to == "html":
        from cvcoach.outputs.render.html import render_html

        return render_html(cv).encode("utf-8")
    raise ValueError(f"unknown CV format {to!r}; use one of {', '.join(CV_FORMATS)}")


def render_letter(text: str, to: str = "pdf", *, author: str = "", paper: str = "a4") -> bytes:
    """A cover letter (plain text or light Markdown) as `md`, `docx` or `pdf` bytes."""
    from cvcoach.outputs.render import letter

    if to == "md":
        return letter.normalise(text).encode("utf-8")
    if to == "docx":
        return letter.render_docx(text, author=author)
    if to == "pdf":
        return letter.render_pdf(text, author=author, paper=paper)
    raise ValueError(f"unknown letter format {to!r}; use one of {', '.join(LETTER_FORMATS)}")
