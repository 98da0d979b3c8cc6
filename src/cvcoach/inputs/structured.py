"""Structured profiles (JSON Resume YAML/JSON, RenderCV YAML) from bytes, and telling them apart
from CV documents.

Both the profile loader and the document importer need this: the loader for YAML/JSON files,
the importer to read back the YAML it wrote and to recognise a profile handed to `import`.
Living below both, it keeps them from importing each other.
"""

from __future__ import annotations

import re
from pathlib import Path

from cvcoach.inputs.formats.jsonresume import looks_like_jsonresume, read_jsonresume
from cvcoach.inputs.formats.rendercv import looks_like_rendercv, read_rendercv
from cvcoach.inputs.formats.walk import Walker
from cvcoach.inputs.source import ParseError, read_source
from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.profile import Profile
from cvcoach.model.source import MappingNode

SUFFIX_SYNTAX = {".json": "json", ".yaml": "yaml", ".yml": "yaml"}
# The first key of a structured profile, at the start of a line: what a YAML/JSON file
# saved under another name (cv.txt) still shows.
_PROFILE_START = re.compile(
    rb'^\s*(?:\{\s*"(?:basics|cv|work|education|\$schema)"\s*:|(?:basics|cv):\s*$)',
    re.M,
)


def looks_structured(data: bytes, file: str) -> bool:
    """Whether the file is a structured profile (by its suffix, or a profile's first key
    on its first lines), not a document to import."""
    if Path(file).suffix.lower() in SUFFIX_SYNTAX:
        return True
    return _PROFILE_START.match(data[:4096].lstrip(b"\xef\xbb\xbf")) is not None


def profile_from_bytes(data: bytes, file: str = "<cv>") -> Profile:
    """A JSON Resume or RenderCV profile; InputError naming line and column of each problem."""
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
