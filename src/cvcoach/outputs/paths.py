"""Where cvcoach writes what it makes: beside the input unless told otherwise."""

from __future__ import annotations

from pathlib import Path


def output_paths(cv: Path, output: str | None, kind: str) -> Path:
    """`cv.polished.yaml` / `cv.polish-report.md` / `cv.cover-letter.md` beside the input."""
    stem = cv.stem
    if kind == "polished":
        from cvcoach.inputs.documents.detect import is_document

        suffix = ".yaml" if is_document(cv) else cv.suffix  # a PDF cannot be written back
        return Path(output) if output else cv.with_name(f"{stem}.polished{suffix}")
    if kind == "report":
        base = Path(output) if output else cv
        return base.with_name(base.stem.removesuffix(".polished") + ".polish-report.md")
    return Path(output) if output else cv.with_name(f"{stem}.cover-letter.md")
