"""The LLM engine: the `Engine` protocol over any OpenAI-compatible chat endpoint, or over
any langchain-core chat model a caller already holds.

Per call it redacts personal details, fills a prompt file's template (untrusted text as
values inside data blocks), consults the answer cache, sends the request through the port
with an output cap and a schema that only admits the entry's own bullet ids, validates
the answer and restores the personal details. Entries go out in parallel as far as the
server keeps up (`cvcoach.llm.gate` learns how far). It proposes; the
pipeline's grounding guard decides, and may send refusals back once (`revise`).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel

from cvcoach.engines.base import (
    BulletRewrite,
    EntryInput,
    EntryRewrite,
    LetterInput,
    LetterParts,
    Progress,
    Refusal,
    ReviewItem,
    RoleBrief,
    Usage,
)
from cvcoach.engines.llm_budget import rewrite_tokens
from cvcoach.engines.llm_replies import normalise, rewrite_schema, sources_in
from cvcoach.llm.cache import AnswerCache, cache_dir, cache_key
from cvcoach.llm.config import LLMConfig
from cvcoach.llm.errors import InvalidReply, LLMRequestFailed, LLMUnavailable
from cvcoach.llm.formats import FILE_NAME as FORMATS_FILE
from cvcoach.llm.formats import FormatLadder
from cvcoach.llm.gate import FILE_NAME as CONCURRENCY_FILE
from cvcoach.llm.gate import ConcurrencyGate
from cvcoach.llm.port import ChatPort, MeteredPort
from cvcoach.llm.prompts import PromptSpec, load_prompt, neutralise
from cvcoach.llm.redact import Redactor
from cvcoach.llm.retry import RetryPolicy
from cvcoach.llm.schemas import (
    EntryRewriteReply,
    parse_reply,
)
from cvcoach.llm.structured import Check, Request, ask
from cvcoach.llm.tokens import TokenCounter
from cvcoach.llm.usage import UsageMeter

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

NOT_GIVEN = "(not given)"
SPACES = re.compile(r"\s+")


class LLMEngine:
    """Rewrites, letters and reviews from a language model, behind the `Engine` protocol.

    `cache=False` bypasses the answer cache; `redact=False` sends personal details as
    they are; `max_concurrency` caps parallel requests (else the gate learns how many the
    server takes, remembered per endpoint and model);
    `chat_model` sends through a langchain-core chat model instead of the built-in port.
    Raises `LLMUnavailable` when the endpoint cannot be used at all.
    """

    def __init__(
        self,
        config: LLMConfig,
        *,
        cache: bool = True,
        redact: bool = True,
        max_concurrency: int | None = None,
        retry: RetryPolicy | None = None,
        cache_path: Path | None = None,
        role_token_budget: int = 1500,
        chat_model: BaseChatModel | None = None,
    ) -> None:
        self.config = config
        self.usage = Usage()
        self.role_token_budget = role_token_budget
        self.meter = UsageMeter(
            self.usage,
            price_per_1k_input=config.price_per_1k_input,
            price_per_1k_output=config.price_per_1k_output,
        )
        self.counter = TokenCounter(config.model)
        self.port: MeteredPort
        if chat_model is not None:
            from cvcoach.llm.langchain_port import LangChainPort

            self.name = f"langchain:{config.model}"
            self.port = LangChainPort(
                chat_model, retry=retry, meter=self.meter, counter=self.counter
            )
        else:
            self.name = f"openai:{config.model}"
            port = ChatPort(config, retry=retry, meter=self.meter, counter=self.counter)
            self.port = port
        self.redactor = Redactor(enabled=redact)
        folder = cache_path.parent if cache_path is not None else cache_dir()
        given = max_concurrency or config.max_concurrency
        self.gate = (
            ConcurrencyGate(given, ceiling=given)
            if given
            else ConcurrencyGate(
                config.concurrency(),
                key=f"{config.endpoint} {config.model}",
                store=folder / CONCURRENCY_FILE,
            )
        )
        self.port.on_answer = self.gate.measured
        self.port.on_stall = self.gate.back_off
        self.cache = AnswerCache(cache_path) if cache else None
        self.ladder = FormatLadder(
            f"{config.endpoint} {config.model}", folder / FORMATS_FILE if cache else None
        )
        self._stopped: LLMUnavailable | None = None
        self._lock = threading.Lock()

    @property
    def max_concurrency(self) -> int:
        return self.gate.limit

    def protect(self, contacts: Iterable[tuple[str, str]]) -> None:
        """The CV's own contact details, (kind, value): replaced by placeholders wherever they
        appear in a request, whatever their shape."""
        self.redactor.protect(contacts)

    # -- Engine protocol ---------------------------------------------------------------

    def rewrite_entries(
        self, entries: Sequence[EntryInput], role: RoleBrief, progress: Progress | None = None
    ) -> list[EntryRewrite]:
        """One request per entry; a failed entry carries `error` instead of rewrites."""
        if not entries:
            return []
        self._stopped = None  # a new run may find the endpoint back
        role_values = self.role_values(role)
        jobs = [(entry, {**self.entry_values(entry), **role_values}) for entry in entries]
        done = [0]

        def one(job: tuple[EntryInput, dict[str, str]]) -> EntryRewrite:
            with self.gate:
                result = self._rewrite_one(job)
            with self._lock:
                done[0] += 1
                if progress is not None:
                    progress(done[0], len(jobs))
            return result

        try:
            return RunnableLambda(one).batch(jobs, config={"max_concurrency": self.gate.ceiling})
        finally:
            self.finish_notes()

    def revise(
        self, entry: EntryInput, role: RoleBrief, refusals: Sequence[Refusal]
    ) -> EntryRewrite:
        """Ask once more for the refused bullets, saying exactly what the guard refused."""
        ids = [r.source_id for r in refusals if any(b.id == r.source_id for b in entry.bullets)]
        if not ids:
            return EntryRewrite(entry_id=entry.id)
        values = {**self.entry_values(entry), **self.role_values(role)}
        previous = EntryRewriteReply.model_validate(
            {
                "rewrites": [
                    {
                        "source_id": r.source_id,
                        "text": self.data(r.proposed),
                        "targets": [],
                        "reasons": [],
                    }
                    for r in refusals
                    if r.source_id in ids
                ]
            }
        )
        why = "\n".join(
            f"- {r.source_id}: {'; '.join(self.data(w) for w in r.why)}"
            for r in refusals
            if r.source_id in ids
        )
        follow_up: list[BaseMessage] = [
            AIMessage(content=previous.model_dump_json()),
            HumanMessage(
                content="These rewrites were refused because they state what the entry does "
                f"not:\n{why}\nRewrite only these bullets again, using only facts of the "
                "entry, or leave a bullet out. Answer with the same JSON form."
            ),
        ]
        try:
            with self.gate:
                return self._ask_rewrite(entry, ids, values, follow_up)
        except (InvalidReply, LLMRequestFailed) as err:
            return EntryRewrite(entry_id=entry.id, error=f"{self.name}: {err}")
        finally:
            self.finish_notes()

    def draft_cover_letter(
        self, letter: LetterInput, on_text: Callable[[str], None] | None = None
    ) -> str:
        """The letter's parts as plain text (the pipeline assembles and guards them)."""
        parts = self.draft_letter_parts(letter)
        text = "\n\n".join(
            [parts.opening, *(p.text for p in parts.paragraphs), parts.closing]
        ).strip()
        if on_text is not None:
            on_text(text)
        return text

    def draft_letter_parts(self, letter: LetterInput, feedback: Sequence[str] = ()) -> LetterParts:
        """The body of a letter, each paragraph citing the evidence bullets it rests on;
        `feedback` holds the guard's reasons for refusing an earlier draft (sent back once)."""
        from cvcoach.engines.llm_letter import letter_parts

        return letter_parts(self, letter, feedback)

    def review(self, cv_text: str) -> list[ReviewItem]:
        """Contradictions whose every quote occurs in the CV (whitespace-normalised).

        A failed request or an invalid answer raises: a review that did not run is
        reported as such, never as "no contradictions".
        """
        from cvcoach.engines.llm_review import review_cv

        return review_cv(self, cv_text)

    def close(self) -> None:
        """Release the cache file (the HTTP client closes with the process)."""
        if self.cache is not None:
            self.cache.close()

    # -- one entry -----------------------------------------------------------------------

    def _rewrite_one(self, job: tuple[EntryInput, dict[str, str]]) -> EntryRewrite:
        entry, values = job
        if self._stopped is not None:  # the endpoint is gone: do not queue more failures
            raise self._stopped
        if not entry.bullets:
            return EntryRewrite(entry_id=entry.id)
        try:
            return self._ask_rewrite(entry, [bullet.id for bullet in entry.bullets], values)
        except LLMUnavailable as err:
            self._stopped = err
            raise
        except (InvalidReply, LLMRequestFailed) as err:
            return EntryRewrite(entry_id=entry.id, error=f"{self.name}: {err}")

    def _ask_rewrite(
        self,
        entry: EntryInput,
        ids: Sequence[str],
        values: Mapping[str, str],
        follow_up: Sequence[BaseMessage] = (),
    ) -> EntryRewrite:
        """Rewrites of the bullets `ids` of `entry` (the schema admits only those ids)."""
        reply = self.answer(
            load_prompt("rewrite_entry"),
            values,
            sources_in(ids),
            schema=rewrite_schema(ids),
            max_tokens=rewrite_tokens([b.text for b in entry.bullets if b.id in ids]),
            follow_up=follow_up,
        )
        if not isinstance(reply, EntryRewriteReply):
            raise TypeError(f"expected EntryRewriteReply, got {type(reply).__name__}")
        restore = self.redactor.restore
        return EntryRewrite(
            entry_id=entry.id,
            rewrites=[
                BulletRewrite(
                    source_id=item.source_id,
                    text=restore(item.text),
                    targets=[restore(t) for t in item.targets],
                    reasons=[restore(r) for r in item.reasons],
                )
                for item in reply.rewrites
            ],
        )

    # -- shared steps --------------------------------------------------------------------

    def answer(
        self,
        spec: PromptSpec,
        values: Mapping[str, str],
        check: Check | None = None,
        *,
        schema: dict[str, Any] | None = None,
        max_tokens: int | None = None,
        follow_up: Sequence[BaseMessage] = (),
    ) -> BaseModel:
        """A validated answer, from the cache when an identical request was answered."""
        output = spec.output_type
        if output is None:
            raise ValueError(f"prompt {spec.id} answers in free text")
        material = dict(values)
        if follow_up:
            material["follow_up"] = "\n".join(m.text for m in follow_up)
        key = self._key(spec, material)
        if self.cache is not None and key:
            cached = self.cache.get(key)
            if cached is not None:
                try:
                    reply = parse_reply(cached, output)
                    if check is not None:
                        reply = check(reply) or reply
                except (InvalidReply, ValueError):
                    pass  # written by an older output model: ask again
                else:
                    self.meter.cached()
                    return reply
        request = Request(spec, values, check, schema, max_tokens, follow_up)
        reply = ask(request, self.port, self.ladder)
        for note in self.ladder.learnt:
            self.meter.note(note)
        if self.cache is not None and key:
            self.cache.put(
                key,
                prompt_id=spec.id,
                version=spec.version,
                model=self.name,
                answer=reply.model_dump_json(),
            )
        return reply

    def _key(self, spec: PromptSpec, values: Mapping[str, str]) -> str | None:
        if self.cache is None:
            return None
        endpoint, model = self.config.endpoint, self.config.model
        return cache_key(endpoint, model, spec.id, spec.version, values)

    def data(self, text: str) -> str:
        """Untrusted text ready for a data block: redacted, delimiters defused."""
        return neutralise(self.redactor.redact(text))

    def entry_values(self, entry: EntryInput) -> dict[str, str]:
        bullets = "\n".join(f"- {b.id}: {self.data(b.text)}" for b in entry.bullets)
        own = {normalise(b.text) for b in entry.bullets}
        facts = [line for line in entry.context.split("\n") if normalise(line) not in own]
        return {
            "tense": "past" if entry.finished else "present",
            "section": self.data(entry.section),
            "heading": self.data(entry.heading),
            "facts": self.data("\n".join(facts).strip() or NOT_GIVEN),
            "bullets": bullets,
        }

    def role_values(self, role: RoleBrief) -> dict[str, str]:
        text, trimmed = self.counter.trim(role.text or NOT_GIVEN, self.role_token_budget)
        if trimmed:
            self.meter.note(f"role description trimmed to {self.role_token_budget} tokens")
        return {
            "role_title": self.data(role.title or NOT_GIVEN),
            "role_company": self.data(role.company or NOT_GIVEN),
            "role_keywords": self.data(", ".join(role.keywords) or NOT_GIVEN),
            "role_text": self.data(text),
        }

    def finish_notes(self) -> None:
        self.gate.remember()
        if self.redactor.enabled and self.redactor.replaced:
            self.meter.note(
                f"{self.redactor.replaced} personal detail(s) replaced by placeholders "
                "before sending"
            )
        if self.usage.tokens_approximate:
            self.meter.note(self.counter.method)
        if self.usage.requests and not self.meter.priced:
            self.meter.note("cost not estimated: set price_per_1k_input and price_per_1k_output")
