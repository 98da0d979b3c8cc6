"""Where cvcoach writes what it makes: beside the input unless told otherwise."""

from __future__ import annotations

from pathlib import Path

NAME_MAX = 255  # bytes in one file name, on every common file system
# The kind of file a name's ending asks for, as the output options name them
_ENDINGS = {
    ".pdf": "pdf",
    ".docx": "docx",
    ".html": "html",
    ".htm": "html",
    ".md": "md",
    ".markdown": "md",
    ".txt": "txt",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".json": "json",
}


def output_paths(cv: Path, output: str | None, kind: str) -> Path:
    """`cv.polished.yaml` / `cv.polish-report.md` / `cv.cover-letter.md` beside the input."""
    stem = cv.stem
    if kind == "polished":
        from cvcoach.inputs.documents.detect import is_document

        suffix = ".yaml" if is_document(cv) else cv.suffix  # a PDF cannot be written back
        return Path(output) if output else beside(cv, stem, f".polished{suffix}")
    if kind == "report":
        base = Path(output) if output else cv
        return beside(base, base.stem.removesuffix(".polished"), ".polish-report.md")
    return Path(output) if output else beside(cv, stem, ".cover-letter.md")


def beside(path: Path, stem: str, ending: str) -> Path:
    """`stem + ending` in `path`'s folder, the stem cut so that the name stays a legal one
    (a 250-byte CV name must not give a report name the file system refuses)."""
    room = NAME_MAX - len(ending.encode("utf-8"))
    cut = stem.encode("utf-8")[:room].decode("utf-8", "ignore")
    return path.with_name(cut + ending)


def named_kind(path: Path) -> str | None:
    """The kind of file `path`'s name asks for ('cv.htm' -> 'html'), None for an ending that
    names no kind cvcoach writes (or none at all): a user who names a file `cv.docx` expects
    a Word document in it, not a PDF."""
    return _ENDINGS.get(path.suffix.lower())
