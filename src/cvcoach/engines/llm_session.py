"""What the letter writer, the reviewer and the rewriter share when they ask a model: one
session per CV holding the port (and its meter and token counter), the concurrency gate,
the redactor, the answer cache and the response-format ladder, and the steps every request
takes: redact and defuse its values, consult the cache, ask for a validated answer, note
what the run cost. `LLMEngine` composes one; `llm_letter` and `llm_review` take it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

from langchain_core.messages import BaseMessage
from pydantic import BaseModel

from cvcoach.engines.base import EntryInput, RoleBrief, Usage, short
from cvcoach.engines.llm_replies import normalise
from cvcoach.llm.cache import AnswerCache, cache_dir, cache_key
from cvcoach.llm.config import LLMConfig
from cvcoach.llm.errors import InvalidReply
from cvcoach.llm.formats import FILE_NAME as FORMATS_FILE
from cvcoach.llm.formats import FormatLadder
from cvcoach.llm.gate import FILE_NAME as CONCURRENCY_FILE
from cvcoach.llm.gate import ConcurrencyGate
from cvcoach.llm.port import ChatPort, MeteredPort
from cvcoach.llm.prompts import PromptSpec, neutralise
from cvcoach.llm.redact import Redactor
from cvcoach.llm.retry import RetryPolicy
from cvcoach.llm.schemas import parse_reply
from cvcoach.llm.structured import Check, Request, ask
from cvcoach.llm.tokens import TokenCounter
from cvcoach.llm.usage import UsageMeter

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from typing_extensions import Unpack  # typing.Unpack from Python 3.11 on

NOT_GIVEN = "(not given)"


def concurrency_gate(config: LLMConfig, cap: int | None, folder: Path) -> ConcurrencyGate:
    """A gate capped at `cap` (or the config's `max_concurrency`), else one that learns from
    one request (local) or four (remote) and remembers per endpoint and model in `folder`."""
    given = cap or config.max_concurrency
    if given:
        return ConcurrencyGate(given, ceiling=given)
    key = f"{config.endpoint} {config.model}"
    return ConcurrencyGate(config.concurrency(), key=key, store=folder / CONCURRENCY_FILE)


class EngineOptions(TypedDict, total=False):
    """How an engine talks to its endpoint; every key is optional.

    `cache` (default True) consults and fills the answer cache at `cache_path` (default:
    cvcoach's cache dir); `redact` (default True) replaces personal details by
    placeholders; `max_concurrency` caps parallel requests (else the gate learns how many
    the server takes, remembered per endpoint and model); `retry` is the one retry policy;
    `role_token_budget` (default 1500) trims the job description; `chat_model` sends
    through a langchain-core chat model instead of the built-in port; `gate` shares
    another engine's concurrency gate (a batch's CVs).
    """

    cache: bool
    redact: bool
    max_concurrency: int | None
    retry: RetryPolicy | None
    cache_path: Path | None
    role_token_budget: int
    chat_model: BaseChatModel | None
    gate: ConcurrencyGate | None


class LLMSession:
    """One CV's conversation with a model endpoint; see the module docstring and
    `EngineOptions` for the options."""

    def __init__(self, config: LLMConfig, **options: Unpack[EngineOptions]) -> None:
        cache, redact = options.get("cache", True), options.get("redact", True)
        retry, cache_path = options.get("retry"), options.get("cache_path")
        chat_model = options.get("chat_model")
        role_token_budget = options.get("role_token_budget", 1500)
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
        gate = options.get("gate")
        self.gate = gate or concurrency_gate(config, options.get("max_concurrency"), folder)
        self.port.slot = self.gate
        self.port.on_answer = self.gate.measured
        self.port.on_stall = self.gate.back_off
        self.cache = AnswerCache(cache_path) if cache else None
        self.ladder = FormatLadder(
            f"{config.endpoint} {config.model}", folder / FORMATS_FILE if cache else None
        )

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
        """The prompt values of one entry, each redacted and defused."""
        bullets = "\n".join(f"- {b.id}: {self.data(b.text)}" for b in entry.bullets)
        own = {normalise(b.text) for b in entry.bullets}
        facts = [line for line in entry.context.split("\n") if normalise(line) not in own]
        return {
            "tense": "past" if entry.finished else "present",
            "section": self.data(entry.section),
            "heading": self.data(entry.heading),
            "facts": self.data("\n".join(facts).strip() or NOT_GIVEN),
            "bullets": bullets,
            "requirements": self.requirement_lines(entry),
        }

    def requirement_lines(self, entry: EntryInput) -> str:
        """Per bullet, the posting's requirements it evidences (never a missing one)."""
        lines = [
            f"* {b.id} => "
            + "; ".join(
                f'"{self.data(short(r.text, 120))}"' + (" (in part)" if r.status != "met" else "")
                for r in b.requirements
            )
            for b in entry.bullets
            if b.requirements
        ]
        return "\n".join(lines) or "(none)"

    def role_values(self, role: RoleBrief) -> dict[str, str]:
        """The prompt values of the role, its text trimmed to the token budget."""
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
        """Note what the run did (redactions, approximate counts, no price) and remember
        what the gate learnt."""
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
