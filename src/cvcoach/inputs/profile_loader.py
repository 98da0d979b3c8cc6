"""`load_profile`: read a CV file in any supported format, or fail with every problem located."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.documents.detect import is_document
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
    missing file, a folder or an unreadable file."""
    folder = "this is a folder, expected a CV file"
    try:
        if path.is_dir():
            raise InputError(file, [input_problem(folder)])
        return path.read_bytes()
    except FileNotFoundError:
        raise InputError(file, [input_problem("no such file")]) from None
    except IsADirectoryError:
        raise InputError(file, [input_problem(folder)]) from None
    except OSError as exc:
        message = f"cannot read the file: {exc.strerror}"
        raise InputError(file, [input_problem(message)]) from None
