"""`load_profile`: read a CV file in any supported format, or fail with every problem located."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from cvcoach.inputs.documents.detect import MAX_BYTES as MAX_DOCUMENT_BYTES
from cvcoach.inputs.documents.detect import is_document
from cvcoach.inputs.limits import too_large_document
from cvcoach.inputs.structured import SUFFIX_SYNTAX, profile_from_bytes
from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.profile import Profile

__all__ = ["SUFFIX_SYNTAX", "load_profile", "profile_from_bytes", "read_cv_file"]


def load_profile(path: str | Path) -> Profile:
    """Read a JSON Resume (YAML or JSON) or RenderCV file into a Profile.

    Raises InputError naming the file, line and column of every problem at once.
    """
    file = str(path)
    p = Path(path)
    data = read_cv_file(p, file)
    if is_document(p) or data[:5] == b"%PDF-" or data[:4] == b"PK\x03\x04":
        # A CV document (PDF, Word, Markdown, HTML, text): imported in memory, verbatim.
        from cvcoach.inputs.documents.importer import import_bytes

        return import_bytes(data, file).profile
    return profile_from_bytes(data, file)


def read_cv_file(path: Path, file: str) -> bytes:
    """The file's bytes, or InputError (naming `file`, the path as the user gave it) for a
    missing file, a folder, anything but a regular file (a FIFO would block, /dev/zero never
    end), a file over the document size limit or an unreadable file.

    Opened without blocking and checked on the open file, then read at most to the limit."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise _unreadable(file, exc) from None
    try:
        _require_regular(os.fstat(fd), file, path)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(MAX_DOCUMENT_BYTES + 1)
    except OSError as exc:
        raise _unreadable(file, exc) from None
    finally:
        os.close(fd)
    if len(data) > MAX_DOCUMENT_BYTES:
        raise InputError(file, [input_problem(_too_large())])
    return data


def check_cv_file(path: Path, file: str) -> None:
    """InputError, before anything is read, for what `read_cv_file` would refuse by its
    kind or size (for readers that open the file themselves)."""
    try:
        _require_regular(os.stat(path), file, path)
    except OSError as exc:
        raise _unreadable(file, exc) from None


def _require_regular(st: os.stat_result, file: str, path: Path) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise InputError(file, [input_problem(_FOLDER)])
    if not stat.S_ISREG(st.st_mode):
        raise InputError(
            file, [input_problem("not a regular file (a pipe or a device); expected a CV file")]
        )
    if st.st_size > MAX_DOCUMENT_BYTES:
        raise InputError(file, [input_problem(_too_large(st.st_size, path))])


def _too_large(size: int | None = None, path: Path | None = None) -> str:
    """The refusal of a file over the size limit, naming its size (and a PDF's pages)."""
    if size is not None and path is not None:
        return too_large_document(path, size, MAX_DOCUMENT_BYTES, what="the file", kind="a CV file")
    said = f"the file is {size:,} bytes" if size is not None else "the file is larger"
    return f"{said}; a CV file may be at most {MAX_DOCUMENT_BYTES:,} bytes"


_FOLDER = "this is a folder, expected a CV file"


def _unreadable(file: str, exc: OSError) -> InputError:
    if isinstance(exc, FileNotFoundError):
        return InputError(file, [input_problem("no such file")])
    if isinstance(exc, IsADirectoryError):
        return InputError(file, [input_problem(_FOLDER)])
    return InputError(file, [input_problem(f"cannot read the file: {exc.strerror or exc}")])
