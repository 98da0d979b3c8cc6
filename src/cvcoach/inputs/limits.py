"""What a CV file may hold, the error that locates what it may not, and how a refusal of a
document too large to read names it (its size, and its pages where it has pages)."""

from __future__ import annotations

from pathlib import Path

from cvcoach.model.findings import Finding

MAX_BYTES = 1_000_000  # a CV is kilobytes; a megabyte is already absurd
MAX_DEPTH = 40
MAX_NODES = 50_000


class ParseError(Exception):
    def __init__(self, problems: list[Finding]) -> None:
        self.problems = problems
        super().__init__(problems[0].message if problems else "cannot parse")


def pdf_pages(path: Path) -> int | None:
    """How many pages the PDF at `path` has, or None when it is no PDF or its page tree
    cannot be read.

    Only the file's first KB and its page tree are read: pypdfium2 opens a path itself and
    loads objects as they are asked for, so a file too large to import is counted without
    reading it all, and no page is loaded or text extracted."""
    try:
        with path.open("rb") as handle:
            if b"%PDF-" not in handle.read(1024):
                return None
    except OSError:
        return None
    try:
        import pypdfium2 as pdfium
    except ImportError:  # the importer's dependency: without it, no count
        return None
    try:
        document = pdfium.PdfDocument(str(path))
    except (pdfium.PdfiumError, OSError, ValueError):
        return None
    try:
        return len(document)
    except pdfium.PdfiumError:
        return None
    finally:
        document.close()


def too_large_document(path: Path, size: int, limit: int, *, what: str, kind: str) -> str:
    """The refusal of a document over the size limit: `what` ("the file") is `size` bytes,
    with its pages when it is a PDF; `kind` ("a CV file") may be at most `limit` bytes."""
    pages = pdf_pages(path)
    counted = "" if pages is None else f" with {pages:,} page{'' if pages == 1 else 's'}"
    return f"{what} is {size:,} bytes{counted}; {kind} may be at most {limit:,} bytes"
