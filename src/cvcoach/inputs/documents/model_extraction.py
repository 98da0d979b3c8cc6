"""Model-assisted extraction (`--engine openai|auto`): the offline draft first, then a
model reads the document part by part and its entries replace the offline ones, value by
value, wherever the extractive guard finds them in the part's own text.

This module knows no model: an `Extractor` answers for each `Part` (the one that talks to
an OpenAI-compatible endpoint is `cvcoach.engines.llm_import.ModelExtractor`, which the
command line builds). The document's contact details are handed to it first, so that
they are replaced by placeholders before anything is sent. A part the model fails on
keeps its offline entries, and the report says why.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from cvcoach.inputs.documents.model import ImportDraft
from cvcoach.inputs.documents.model_merge import merge_part
from cvcoach.inputs.documents.model_parts import Part, PartFailure, Proposed, plan_parts
from cvcoach.model.errors import CvcoachError

OFFLINE = "offline"


class ModelImportUnavailable(CvcoachError):
    """The model cannot be used at all (nothing configured, unreachable, key refused)."""


class Extractor(Protocol):
    """What model-assisted import needs of a model: entries for each part, or why not.

    `extract` answers in the order of `parts`; it raises `ModelImportUnavailable` when the
    endpoint cannot be used at all (then no part is worth trying).
    """

    name: str

    def protect(self, contacts: Iterable[tuple[str, str]]) -> None: ...

    def extract(self, parts: Sequence[Part]) -> list[list[Proposed] | PartFailure]: ...

    def notes(self) -> list[str]: ...


def contacts_of(draft: ImportDraft) -> list[tuple[str, str]]:
    """The document's own contact details, (kind, value): never sent as written."""
    kinds = {"email": "EMAIL", "phone": "PHONE", "url": "URL"}
    pairs = [(kind, draft.basics[key]) for key, kind in kinds.items() if key in draft.basics]
    return pairs + [("URL", handle) for handle in draft.profiles]


def refine(
    draft: ImportDraft,
    parts: list[Part],
    extractor: Extractor | None,
    *,
    required: bool,
) -> str:
    """Let the model place the entries of each part; returns the engine that placed them.

    `required` (--engine openai): a model that cannot be used raises
    `ModelImportUnavailable`. Otherwise (--engine auto) the offline result stands and the
    report says why.
    """
    if extractor is None:
        if required:
            raise ModelImportUnavailable(
                "--engine openai needs a model: pass extractor=model_extractor(...) "
                "(cvcoach.engines.llm_import), or use the command line"
            )
        draft.notes.append(
            "engine auto: no model endpoint is configured (OPENAI_BASE_URL or OPENAI_API_KEY), "
            "so the offline importer placed every entry"
        )
        return OFFLINE
    if not parts:
        draft.notes.append(f"{extractor.name}: no part of the document needed a model")
        return OFFLINE
    extractor.protect(contacts_of(draft))
    try:
        answers = extractor.extract(parts)
    except ModelImportUnavailable as err:
        if required:
            raise
        reason = str(err).splitlines()[0] if str(err) else type(err).__name__
        draft.notes.append(f"engine auto: {reason}; the offline importer placed every entry")
        return OFFLINE
    used = _apply(draft, parts, answers, extractor.name)
    draft.notes.extend(extractor.notes())
    return extractor.name if used else OFFLINE


def _apply(
    draft: ImportDraft,
    parts: list[Part],
    answers: list[list[Proposed] | PartFailure],
    name: str,
) -> int:
    """Merge every answer; mark the offline entries of failed parts. Returns the parts
    the model's answer was used for."""
    used = 0
    draft.model_parts = len(parts)
    for part, answer in zip(parts, answers, strict=True):
        if isinstance(answer, PartFailure):
            draft.model_failures.append(f"{part.where}: {answer.reason}")
            _mark(draft, part, f"offline (model failed: {answer.reason})")
        elif not answer:
            used += 1
            _mark(draft, part, "offline (the model found no entry here)")
        elif merge_part(draft, part, answer):
            used += 1
        else:
            draft.model_failures.append(f"{part.where}: no value of the answer is in the document")
            _mark(draft, part, "offline (the model's values were refused)")
    failed = len(draft.model_failures)
    draft.notes.insert(0, f"{name}: {len(parts)} part(s) of the document sent, "
                          f"{len(parts) - failed} answered, {failed} failed")  # fmt: skip
    return used


def _mark(draft: ImportDraft, part: Part, engine: str) -> None:
    """Say which engine placed the offline entries of a part, and why."""
    for entry in [entry for entry in draft.entries if part.holds(entry)]:
        entry.engine = engine


__all__ = ["Extractor", "ModelImportUnavailable", "Part", "PartFailure", "Proposed",
           "contacts_of", "plan_parts", "refine"]  # fmt: skip
