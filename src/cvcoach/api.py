"""Text in, profiles and roles out: the loaders for callers that hold content, not paths.

`parse_profile` reads a CV from a string or bytes in any format `load_profile` reads from a
file (JSON Resume YAML or JSON, RenderCV YAML, and the documents `import` reads: PDF, Word,
Markdown, HTML, plain text); `parse_role` reads a job description's text. A `str` here is
always content, never a path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from cvcoach.model.profile import Profile
    from cvcoach.model.role import Role

ProfileSyntax = Literal["yaml", "json", "rendercv", "pdf", "docx", "markdown", "html", "text"]
# the file name a format stands for: the loaders tell formats apart by content and suffix
SUFFIXES: dict[str, str] = {
    "yaml": ".yaml",
    "rendercv": ".yaml",
    "json": ".json",
    "pdf": ".pdf",
    "docx": ".docx",
    "markdown": ".md",
    "html": ".html",
    "text": ".txt",
}
STRUCTURED = ("yaml", "json", "rendercv")


def parse_profile(
    content: str | bytes, format: ProfileSyntax | None = None, *, source: str = "<cv>"
) -> Profile:
    """The profile in `content`; `source` names it in messages and findings.

    `format` None tells the format from the content: a PDF or Word file by its magic
    bytes, YAML or JSON by its shape, anything else as a document to import (Markdown,
    HTML or text). Raises `InputError` naming the line and field of every problem.
    """
    from cvcoach.inputs.profile_loader import profile_from_bytes
    from cvcoach.model.findings import InputError, input_problem

    data = content.encode("utf-8") if isinstance(content, str) else content
    if format is not None and format not in SUFFIXES:
        known = ", ".join(SUFFIXES)
        raise InputError(source, [input_problem(f"unknown format {format!r}; one of {known}")])
    kind = format or sniff(data)
    name = source if source.lower().endswith(SUFFIXES[kind]) else source + SUFFIXES[kind]
    if kind in STRUCTURED:
        profile = profile_from_bytes(data, name)
    else:
        from cvcoach.inputs.documents.importer import import_bytes

        profile = import_bytes(data, name).profile
    profile.source = source
    return profile


def sniff(data: bytes) -> ProfileSyntax:
    """The likely format of a CV's bytes: what a structured file starts with, else a document."""
    head = data.lstrip()[:1024]
    if head.startswith(b"%PDF-"):
        return "pdf"
    if data[:4] == b"PK\x03\x04":
        return "docx"
    if head.startswith((b"{", b"[")):
        return "json"
    lines = [line.strip() for line in head.decode("utf-8", "replace").splitlines()]
    first = next((line for line in lines if line and not line.startswith("#")), "")
    if first == "---" or (":" in first and not first.startswith(("-", "*", "<"))):
        key = first.split(":", 1)[0]
        if first == "---" or (key and " " not in key.strip()):
            return "yaml"  # `basics:`, `cv:`, `name: Ada`
    return "text"


def parse_role(text: str, *, source: str | None = None) -> Role:
    """The role a job description's text (Markdown or plain) describes; never a path."""
    from cvcoach.inputs.role_text import role_from_text

    return role_from_text(text, source)
