"""The LLM engine: the `Engine` protocol over any OpenAI-compatible chat endpoint.

Per call it redacts personal details, fills a prompt file's template (untrusted text as
values inside data blocks), consults the answer cache, sends the request through the
port (one request per entry, entries in parallel up to `max_concurrency`), validates the
answer and restores the personal details. It proposes; the pipeline's grounding guard
decides, so invented facts are passed through for the guard to reject.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from langchain_core.runnables import RunnableLambda
from pydantic import BaseModel

from cvcoach.engines.base import (
    BulletRewrite,
    EntryInput,
    EntryRewrite,
    LetterInput,
    ReviewItem,
    ReviewQuote,
    RoleBrief,
    Usage,
)
from cvcoach.llm.cache import AnswerCache, cache_key
from cvcoach.llm.config import LLMConfig
from cvcoach.llm.errors import InvalidReply, LLMRequestFailed, LLMUnavailable
from cvcoach.llm.port import ChatPort
from cvcoach.llm.prompts import PromptSpec, load_prompt, neutralise
from cvcoach.llm.redact import Redactor
from cvcoach.llm.retry import RetryPolicy
from cvcoach.llm.schemas import EntryRewriteReply, ReviewReply, parse_reply
from cvcoach.llm.structured import Check, OutputMode, ask
from cvcoach.llm.tokens import TokenCounter
from cvcoach.llm.usage import UsageMeter

NOT_GIVEN = "(not given)"
SPACES = re.compile(r"\s+")


class LLMEngine:
    """Rewrites, letters and reviews from a language model, behind the `Engine` protocol.

    `cache=False` bypasses the answer cache; `redact=False` sends personal details as
    they are; `max_concurrency` overrides the config's bound on parallel requests.
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
    ) -> None:
        self.config = config
        self.name = f"openai:{config.model}"
        self.usage = Usage()
        self.max_concurrency = max(1, max_concurrency or config.max_concurrency)
        self.role_token_budget = role_token_budget
        self.meter = UsageMeter(
            self.usage,
            price_per_1k_input=config.price_per_1k_input,
            price_per_1k_output=config.price_per_1k_output,
        )
        self.counter = TokenCounter(config.model)
        self.port = ChatPort(config, retry=retry, meter=self.meter, counter=self.counter)
        self.redactor = Redactor(enabled=redact)
        self.cache = AnswerCache(cache_path) if cache else None
        self.mode = OutputMode()
        self._stopped: LLMUnavailable | None = None

    # -- Engine protocol ---------------------------------------------------------------

    def rewrite_entries(self, entries: Sequence[EntryInput], role: RoleBrief) -> list[EntryRewrite]:
        """One request per entry, in parallel; a failed entry carries `error` instead."""
        if not entries:
            return []
        self._stopped = None  # a new run may find the endpoint back
        role_values = self._role_values(role)
        jobs = [(entry, {**self._entry_values(entry), **role_values}) for entry in entries]
        runner = RunnableLambda(self._rewrite_one)
        try:
            return runner.batch(jobs, config={"max_concurrency": self.max_concurrency})
        finally:
            self._finish_notes()

    def draft_cover_letter(
        self, letter: LetterInput, on_text: Callable[[str], None] | None = None
    ) -> str:
        """The letter in Markdown, streamed to `on_text` with personal details restored."""
        spec = load_prompt("cover_letter")
        role = self._role_values(letter.role)
        values = {
            "candidate": self._data(letter.candidate),
            "company": self._data(letter.company or letter.role.company or NOT_GIVEN),
            "role_title": role["role_title"],
            "role_keywords": role["role_keywords"],
            "role_text": role["role_text"],
            "summary": self._data(letter.summary or NOT_GIVEN),
            "evidence": "\n".join(f"- {self._data(b.text)}" for b in letter.evidence) or "(none)",
            "skills": self._data(", ".join(letter.skills) or NOT_GIVEN),
            "headings": self._data("; ".join(letter.headings) or NOT_GIVEN),
        }
        key = self._key(spec, values)
        cached = self.cache.get(key) if self.cache is not None and key else None
        if cached:
            self.meter.cached()
            text = self.redactor.restore(cached)
            if on_text is not None:
                on_text(text)
            return text
        restorer = self.redactor.stream_restorer()
        raw: list[str] = []
        parts: list[str] = []
        try:
            for chunk in (spec.template() | self.port).stream(values):
                raw.append(chunk.text)
                parts.append(restorer.feed(chunk.text))
                if parts[-1] and on_text is not None:
                    on_text(parts[-1])
            parts.append(restorer.flush())
            if parts[-1] and on_text is not None:
                on_text(parts[-1])
        finally:
            self._finish_notes()
        if not "".join(raw).strip():
            raise LLMRequestFailed(f"{self.name} returned an empty letter")
        if self.cache is not None and key:
            self.cache.put(
                key, prompt_id=spec.id, version=spec.version, model=self.name, answer="".join(raw)
            )
        return "".join(parts)

    def review(self, cv_text: str) -> list[ReviewItem]:
        """Contradictions whose every quote occurs in the CV (whitespace-normalised)."""
        spec = load_prompt("review")
        try:
            reply = self._answer(spec, {"cv_text": self._data(cv_text)})
        except (InvalidReply, LLMRequestFailed) as err:
            self.meter.note(f"review skipped: {err}")
            return []
        finally:
            self._finish_notes()
        assert isinstance(reply, ReviewReply)
        haystack = _normalise(cv_text)
        items: list[ReviewItem] = []
        dropped = 0
        for finding in reply.items:
            quotes = [self.redactor.restore(q) for q in finding.quotes]
            if not quotes or not all(_normalise(q) and _normalise(q) in haystack for q in quotes):
                dropped += 1
                continue
            items.append(
                ReviewItem(
                    message=self.redactor.restore(finding.message),
                    severity=finding.severity,
                    quotes=[ReviewQuote(text=q) for q in quotes],
                )
            )
        if dropped:
            self.meter.note(
                f"review: dropped {dropped} item(s) whose quotes are not found verbatim in the CV"
            )
        return items

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
        ids = {bullet.id for bullet in entry.bullets}
        try:
            reply = self._answer(load_prompt("rewrite_entry"), values, _sources_in(ids))
        except LLMUnavailable as err:
            self._stopped = err
            raise
        except (InvalidReply, LLMRequestFailed) as err:
            return EntryRewrite(entry_id=entry.id, error=f"{self.name}: {err}")
        assert isinstance(reply, EntryRewriteReply)
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

    def _answer(
        self, spec: PromptSpec, values: Mapping[str, str], check: Check | None = None
    ) -> BaseModel:
        """A validated answer, from the cache when an identical request was answered."""
        output = spec.output_type
        assert output is not None
        key = self._key(spec, values)
        if self.cache is not None and key:
            cached = self.cache.get(key)
            if cached is not None:
                try:
                    reply = parse_reply(cached, output)
                    if check is not None:
                        check(reply)
                except (InvalidReply, ValueError):
                    pass  # written by an older output model: ask again
                else:
                    self.meter.cached()
                    return reply
        reply = ask(spec, self.port, self.mode, values, check)
        if not self.mode.native:
            self.meter.note("the endpoint rejected JSON-schema output; used JSON-only prompts")
        if self.cache is not None and key:
            self.cache.put(
                key,
                prompt_id=spec.id,
                version=spec.version,
                model=self.name,
                answer=reply.model_dump_json(),
            )
        assert isinstance(reply, BaseModel)
        return reply

    def _key(self, spec: PromptSpec, values: Mapping[str, str]) -> str | None:
        if self.cache is None:
            return None
        endpoint, model = self.config.endpoint, self.config.model
        return cache_key(endpoint, model, spec.id, spec.version, values)

    def _data(self, text: str) -> str:
        """Untrusted text ready for a data block: redacted, delimiters defused."""
        return neutralise(self.redactor.redact(text))

    def _entry_values(self, entry: EntryInput) -> dict[str, str]:
        bullets = "\n".join(f"- {b.id}: {self._data(b.text)}" for b in entry.bullets)
        return {
            "tense": "past" if entry.finished else "present",
            "section": self._data(entry.section),
            "heading": self._data(entry.heading),
            "facts": self._data(entry.context),
            "bullets": bullets,
        }

    def _role_values(self, role: RoleBrief) -> dict[str, str]:
        text, trimmed = self.counter.trim(role.text or NOT_GIVEN, self.role_token_budget)
        if trimmed:
            self.meter.note(f"role description trimmed to {self.role_token_budget} tokens")
        return {
            "role_title": self._data(role.title or NOT_GIVEN),
            "role_company": self._data(role.company or NOT_GIVEN),
            "role_keywords": self._data(", ".join(role.keywords) or NOT_GIVEN),
            "role_text": self._data(text),
        }

    def _finish_notes(self) -> None:
        if self.redactor.enabled and self.redactor.replaced:
            self.meter.note(
                f"{self.redactor.replaced} personal detail(s) replaced by placeholders "
                "before sending"
            )
        if self.usage.tokens_approximate:
            self.meter.note(self.counter.method)
        if self.usage.requests and not self.meter.priced:
            self.meter.note("cost not estimated: set price_per_1k_input and price_per_1k_output")


def _sources_in(ids: set[str]) -> Check:
    """A check that every rewrite names one of the entry's bullets, each at most once."""

    def check(reply: Any) -> None:
        seen: set[str] = set()
        for item in reply.rewrites:
            if item.source_id not in ids:
                known = ", ".join(sorted(ids))
                raise ValueError(f"source_id {item.source_id!r} is not one of: {known}")
            if item.source_id in seen:
                raise ValueError(f"source_id {item.source_id!r} is rewritten twice")
            seen.add(item.source_id)

    return check


def _normalise(text: str) -> str:
    return SPACES.sub(" ", text).strip()
