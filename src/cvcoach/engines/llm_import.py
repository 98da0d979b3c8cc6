"""Model-assisted import: each part of a CV document (a few entries of a section, or one
paragraph of a biography) goes to the model as one short request, and the entries come
back as structured data (`ImportReply`, its `section` pinned to the part's sections).

The requests go through the LLM engine: contact details redacted (the document's own are
protected whatever their shape) and restored from the document only, the format ladder,
one re-ask of an invalid reply, an output cap sized to the part, one request at a time to
a server on this machine. What comes back is only a proposal: `cvcoach.inputs.documents`
keeps a value only where the extractive guard finds it in the part's text.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from langchain_core.runnables import RunnableLambda

from cvcoach.engines.base import Progress
from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.inputs.documents.model_extraction import ModelImportUnavailable
from cvcoach.inputs.documents.model_parts import Part, PartFailure, Proposed
from cvcoach.llm.errors import InvalidReply, LLMRequestFailed, LLMUnavailable
from cvcoach.llm.gate import Turnstile
from cvcoach.llm.prompts import load_prompt
from cvcoach.llm.schemas import ImportReply, strict_schema, with_choices

if TYPE_CHECKING:
    from cvcoach.engines.select import EngineOptions

IMPORT_BASE_TOKENS = 30  # {"entries": [...]}
IMPORT_TOKENS_PER_ENTRY = 60  # an entry's keys, quotes and short values
IMPORT_COPY_FACTOR = 1.3  # the part's text, copied once, with quotes and commas
IMPORT_MAX_TOKENS = 2048
REASON_LENGTH = 160


def import_tokens(engine: LLMEngine, part: Part) -> int:
    """The output cap for one part: room to copy its text once into a few entries."""
    need = (
        IMPORT_BASE_TOKENS
        + IMPORT_TOKENS_PER_ENTRY * max(1, part.entries_hint)
        + IMPORT_COPY_FACTOR * engine.counter.count(part.text)
    )
    return min(IMPORT_MAX_TOKENS, int(need))


class ModelExtractor:
    """The `Extractor` of model-assisted import over an `LLMEngine`."""

    def __init__(self, engine: LLMEngine, progress: Progress | None = None) -> None:
        self.engine = engine
        self.name = engine.name
        self.progress = progress
        self._stopped: LLMUnavailable | None = None
        self._lock = threading.Lock()

    def protect(self, contacts: Iterable[tuple[str, str]]) -> None:
        self.engine.protect(contacts)

    def extract(self, parts: Sequence[Part]) -> list[list[Proposed] | PartFailure]:
        """Entries for each part, in order; `ModelImportUnavailable` when the endpoint
        cannot be used at all."""
        done = [0]

        turnstile = Turnstile()  # the parts go out in the document's order

        def one(job: tuple[int, Part]) -> list[Proposed] | PartFailure:
            with self.engine.gate.in_turn(turnstile, job[0]):  # the port takes the slot
                answer = self._one(job[1])
            with self._lock:
                done[0] += 1
                if self.progress is not None:
                    self.progress(done[0], len(parts))
            return answer

        self._stopped = None
        try:
            return RunnableLambda(one).batch(
                list(enumerate(parts)), config={"max_concurrency": self.engine.gate.ceiling}
            )
        except LLMUnavailable as err:
            raise ModelImportUnavailable(err.user_message) from None
        finally:
            self.engine.finish_notes()

    def _one(self, part: Part) -> list[Proposed] | PartFailure:
        if self._stopped is not None:  # the endpoint is gone: do not queue more failures
            raise self._stopped
        engine = self.engine
        values = {
            "heading": engine.data(part.heading),
            "sections": ", ".join(part.sections),
            "text": engine.data(part.text),
        }
        schema = with_choices(
            strict_schema(ImportReply), ("entries", "[]", "section"), list(part.sections)
        )
        try:
            reply = engine.answer(
                load_prompt("import_section"),
                values,
                schema=schema,
                max_tokens=import_tokens(engine, part),
            )
        except LLMUnavailable as err:
            self._stopped = err
            raise
        except (InvalidReply, LLMRequestFailed) as err:
            return PartFailure(_short(str(err)))
        if not isinstance(reply, ImportReply):
            raise TypeError(f"expected ImportReply, got {type(reply).__name__}")
        restore = engine.redactor.restore
        return [
            Proposed(
                section=entry.section.strip(),
                organisation=restore(entry.organisation),
                title=restore(entry.title),
                area=restore(entry.area),
                location=restore(entry.location),
                start=restore(entry.start),
                end=restore(entry.end),
                bullets=[restore(b) for b in entry.bullets],
            )
            for entry in reply.entries
        ]

    def notes(self) -> list[str]:
        usage = self.engine.usage
        line = (
            f"{self.name}: {usage.requests} request(s) (+{usage.cached} cached), "
            f"{usage.prompt_tokens} tokens in, {usage.completion_tokens} out"
        )
        return [line, *(n for n in usage.notes if not n.startswith("cost not estimated"))]

    def close(self) -> None:
        self.engine.close()


def _short(reason: str) -> str:
    """A failure's reason on one line, short enough for the report's table."""
    text = " ".join(reason.split())
    return text if len(text) <= REASON_LENGTH else text[: REASON_LENGTH - 1] + "…"


def model_extractor(
    engine: str = "auto", options: EngineOptions | None = None, progress: Progress | None = None
) -> ModelExtractor | None:
    """The extractor for `--engine`: None for "offline", and for "auto" when no endpoint is
    configured. Raises `ModelImportUnavailable` for "openai" with nothing configured."""
    from cvcoach.engines.select import get_engine

    try:
        chosen = get_engine(engine, options)
    except LLMUnavailable as err:
        raise ModelImportUnavailable(err.user_message) from None
    return ModelExtractor(chosen, progress) if isinstance(chosen, LLMEngine) else None
