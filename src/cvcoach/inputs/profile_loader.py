"""`load_profile`: read a CV file in any supported format, or fail with every problem located."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.documents.detect import is_document
from cvcoach.inputs.formats.jsonresume import looks_like_jsonresume, read_jsonresume
from cvcoach.inputs.formats.rendercv import looks_like_rendercv, read_rendercv
from cvcoach.inputs.formats.walk import Walker
from cvcoach.inputs.source import ParseError, read_source
from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.profile import Profile
from cvcoach.model.source import MappingNode

SUFFIX_SYNTAX = {".json": "json", ".yaml": "yaml", ".yml": "yaml"}


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


def profile_from_bytes(data: bytes, file: str = "<cv>") -> Profile:
    syntax = SUFFIX_SYNTAX.get(Path(file).suffix.lower())
    try:
        doc = read_source(data, syntax=syntax)  # type: ignore[arg-type]
    except ParseError as exc:
        raise InputError(file, exc.problems) from None
    root = doc.root
    if not isinstance(root, MappingNode):
        raise InputError(
            file,
            [
                input_problem(
                    "expected a CV: a mapping with JSON Resume sections (basics, work, ...) "
                    "or a RenderCV 'cv:' key",
                    line=root.line,
                    column=root.column,
                )
            ],
        )
    walker = Walker()
    if looks_like_rendercv(root):
        profile = read_rendercv(walker, root, file)
    elif looks_like_jsonresume(root):
        fmt = "jsonresume-json" if doc.syntax == "json" else "jsonresume-yaml"
        profile = read_jsonresume(walker, root, file, fmt)  # type: ignore[arg-type]
    else:
        keys = ", ".join(root.key_names()[:6]) or "none"
        raise InputError(
            file,
            [
                input_problem(
                    "not a CV this tool knows: expected JSON Resume keys (basics, work, ...) "
                    f"or RenderCV's 'cv:', found keys: {keys}",
                    line=root.line,
                    column=root.column,
                )
            ],
        )
    if walker.problems:
        raise InputError(file, walker.problems)
    profile.document = doc
    return profile
