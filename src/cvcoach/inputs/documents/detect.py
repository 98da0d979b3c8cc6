"""Which kind of document a file is, from its content first and its name second."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from cvcoach.model.findings import InputError, input_problem

SourceFormat = Literal["pdf", "docx", "markdown", "html", "text"]
DOCUMENT_SUFFIXES = {
    ".pdf": "pdf",
    ".docx": "docx",
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
    ".txt": "text",
    ".text": "text",
}
MAX_BYTES = 20 * 1024 * 1024  # 20 MB: far above any CV, far below trouble
_HTML_START = re.compile(rb"^\s*(?:<!doctype html|<html|<head|<body)", re.I)
_MARKDOWN_HINT = re.compile(r"^(?:#{1,6} |\s*[-*+] |\*\*|---\s*$)", re.M)

# Magic numbers of formats people may rename to .pdf or .docx by mistake.
_OTHER_MAGIC = {
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
    b"\xd0\xcf\x11\xe0": "an old Word (.doc) or other Office 97-2003 file; save it as .docx or PDF",
    b"{\\rtf": "an RTF file; save it as .docx or PDF",
    b"\x1f\x8b": "a gzip archive",
    b"7z\xbc\xaf": "a 7-Zip archive",
    b"Rar!": "a RAR archive",
}


def is_document(path: str | Path) -> bool:
    """Whether a file name says it is a document to import (not a YAML/JSON profile)."""
    return Path(path).suffix.lower() in DOCUMENT_SUFFIXES


def detect_format(data: bytes, file: str) -> SourceFormat:
    """The document's format from its bytes (the suffix only tells Markdown from text).

    Raises InputError for an empty file, a file too large, or a binary of another kind.
    """
    if not data.strip():
        raise InputError(file, [input_problem("the file is empty")])
    if len(data) > MAX_BYTES:
        raise InputError(
            file,
            [input_problem(f"the file is {len(data) // 2**20} MB; the limit is 20 MB")],
        )
    if data.lstrip()[:5] == b"%PDF-" or data[:1024].find(b"%PDF-") >= 0:
        return "pdf"
    if data[:4] == b"PK\x03\x04":
        if b"word/" in data[:65536] or b"[Content_Types].xml" in data[:65536]:
            return "docx"
        raise InputError(file, [input_problem("a zip archive, not a Word .docx document")])
    for magic, what in _OTHER_MAGIC.items():
        if data.startswith(magic):
            raise InputError(file, [input_problem(f"this file is {what}, not a CV document")])
    suffix = Path(file).suffix.lower()
    if b"\x00" in data[:8192]:
        kind = {"pdf": "a PDF", "docx": "a Word .docx file"}.get(
            DOCUMENT_SUFFIXES.get(suffix, ""), "text"
        )
        raise InputError(file, [input_problem(f"a binary file, not {kind}")])
    if suffix == ".pdf":
        raise InputError(file, [input_problem("named .pdf but it is not a PDF (no %PDF header)")])
    if suffix == ".docx":
        raise InputError(file, [input_problem("named .docx but it is not a Word document")])
    if _HTML_START.match(data[:2048]) or suffix in (".html", ".htm"):
        return "html"
    if suffix in (".md", ".markdown"):
        return "markdown"
    text = data[:65536].decode("utf-8", "replace")
    if suffix in ("", ".txt", ".text") and len(_MARKDOWN_HINT.findall(text)) >= 3:
        return "markdown"
    return "text"


def decode_text(data: bytes, file: str) -> str:
    """UTF-8 (with or without BOM), else UTF-16 with a BOM, else a clear error."""
    try:
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            return data.decode("utf-16")
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            file,
            [input_problem(f"not UTF-8 text (byte {exc.start}); save the file as UTF-8")],
        ) from None
