"""PDF through Typst (the `typst` wheel carries the compiler and its fonts).

The template is static and ships with the package; the CV reaches it as JSON in
`sys.inputs`, so no CV text is ever parsed as Typst markup or code. Fonts are the ones
embedded in the wheel (Libertinus Serif, New Computer Modern, DejaVu Sans Mono); the
system's fonts are consulted only for scripts those lack (CJK and the like), and nothing
is fetched.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from cvcoach.model.errors import CvcoachError
from cvcoach.outputs.render.layout import CvLayout, Field, Item, Run, plain

EMBEDDED_FONTS_COVER = 0x2E80  # below this code point the embedded fonts have the glyphs


class RenderError(CvcoachError, RuntimeError):
    """The document could not be laid out (a missing optional package, a compiler error)."""


def template(name: str) -> bytes:
    return (
        resources.files("cvcoach.outputs.render").joinpath("templates").joinpath(name).read_bytes()
    )


def _runs(runs: list[Run]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for r in runs:
        item: dict[str, Any] = {"t": r.text}
        if r.bold:
            item["b"] = True
        if r.code:
            item["c"] = True
        if r.url:
            item["u"] = r.url
        out.append(item)
    return out


def _field(f: Field | None) -> list[dict[str, Any]] | None:
    return None if f is None else _runs(f.runs())


def _fields(fields: list[Field]) -> list[list[dict[str, Any]]]:
    return [_runs(f.runs()) for f in fields]


def _item(item: Item) -> dict[str, Any]:
    return {
        "heading": _fields(item.heading),
        "dates": _fields(item.dates),
        "details": _fields(item.details),
        "summary": _field(item.summary),
        "bullets": _fields(item.bullets),
        "tags": _fields(item.tags),
    }


def cv_data(cv: CvLayout, paper: str = "a4") -> dict[str, Any]:
    """The layout as the JSON the template reads."""
    name = plain(cv.name.text) if cv.name else "CV"
    return {
        "title": f"{name} — CV",
        "author": name,
        "paper": paper,
        "name": _field(cv.name),
        "label": _field(cv.label),
        "contacts": _fields(cv.contacts),
        "summary": _field(cv.summary),
        "sections": [{"title": s.title, "items": [_item(i) for i in s.items]} for s in cv.sections],
    }


def needs_system_fonts(text: str) -> bool:
    return any(ord(c) >= EMBEDDED_FONTS_COVER for c in text)


def compile_pdf(template_name: str, key: str, data: dict[str, Any]) -> bytes:
    """Compile a packaged template with `data` as `sys.inputs[key]`."""
    try:
        import typst
    except ImportError:  # pragma: no cover - typst is a dependency
        raise RenderError("PDF output needs the typst package (pip install typst)") from None
    payload = json.dumps(data, ensure_ascii=False)
    try:
        pdf = typst.compile(
            template(template_name),
            format="pdf",
            sys_inputs={key: payload},
            ignore_system_fonts=not needs_system_fonts(payload),
        )
    except typst.TypstError as exc:  # a template bug, never the user's text
        raise RenderError(f"the PDF could not be laid out: {exc.message}") from None
    if not isinstance(pdf, bytes):  # typst returns a list of images for other formats
        raise RenderError("the PDF could not be laid out: the compiler gave no PDF")
    return pdf


def render_pdf(cv: CvLayout, paper: str = "a4") -> bytes:
    return compile_pdf("cv.typ", "cv", cv_data(cv, paper))
