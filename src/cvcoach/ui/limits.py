"""What the UI reads at all: the largest upload of each kind, refused before it is read.

A structured CV (YAML, JSON) is text and may be `cvcoach.inputs.source.MAX_BYTES`; a
document (PDF, Word, HTML…) may be what the importer reads (`detect.MAX_BYTES`), which is
also Gradio's `max_file_size`, so that nothing larger is even stored.
"""

from __future__ import annotations

import stat
from pathlib import Path
from typing import Any

from cvcoach.model.findings import InputError, input_problem

STRUCTURED = (".yaml", ".yml", ".json")


def max_upload_bytes() -> int:
    """Gradio refuses larger uploads before storing them: the largest file the importer reads."""
    from cvcoach.inputs.documents.detect import MAX_BYTES

    return MAX_BYTES


def limit_for(file: Path) -> int:
    """The largest upload of this kind that is read at all: a structured CV is text."""
    from cvcoach.inputs.documents.detect import MAX_BYTES as DOCUMENT_BYTES
    from cvcoach.inputs.source import MAX_BYTES

    return MAX_BYTES if file.suffix.lower() in STRUCTURED else DOCUMENT_BYTES


def too_large(size: int, limit: int) -> Any:
    return input_problem(
        f"the uploaded file is {size:,} bytes; a CV of this kind may be at most {limit:,} bytes"
    )


def refuse_oversized(file: Path) -> None:
    """InputError naming the uploaded file's own size (and a PDF's pages) when it is over
    the limit, before its content is read (or a directory, a FIFO, a device)."""
    try:
        info = file.stat()
    except OSError as exc:
        problem = input_problem(f"cannot read the file: {exc.strerror}")  # plain: rendered in code
        raise InputError(file.name, [problem]) from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(file.name, [input_problem("not a regular file")])
    limit = limit_for(file)
    if info.st_size > limit:
        from cvcoach.inputs.limits import too_large_document

        message = too_large_document(
            file, info.st_size, limit, what="the uploaded file", kind="a CV of this kind"
        )  # a PDF's pages are counted from its page tree: nothing else is read
        raise InputError(file.name, [input_problem(message)])
