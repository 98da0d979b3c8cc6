"""Model-assisted extraction (--engine openai): not available yet; the offline result stands."""

from __future__ import annotations

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import ImportDraft


class ModelImportUnavailable(Exception):
    """--engine openai was asked for, and model-assisted import is not available."""


def refine_with_model(draft: ImportDraft, lines: list[Line], *, required: bool) -> str:
    """The engine that placed the entries. Model-assisted import is not built yet: `auto`
    falls back to the offline result, `openai` says so."""
    del draft, lines
    if required:
        raise ModelImportUnavailable(
            "model-assisted import (--engine openai) is not available yet; "
            "run `cvcoach import` with --engine offline (the default)"
        )
    return "offline"
