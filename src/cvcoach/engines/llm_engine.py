"""The LLM engine: the `Engine` protocol over any OpenAI-compatible chat endpoint, or over
any langchain-core chat model a caller already holds.

Per call it redacts personal details, fills a prompt file's template (untrusted text as
values inside data blocks), consults the answer cache, sends the request through the port
with an output cap and a schema that only admits the entry's own bullet ids, validates
the answer and restores the personal details (the steps of `LLMSession`, which it
composes). Entries go out in parallel as far as the server keeps up (`cvcoach.llm.gate`
learns how far). It proposes; the pipeline's grounding guard decides, and may send
refusals back once (`revise`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
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
)
from cvcoach.engines.llm_budget import rewrite_tokens
from cvcoach.engines.llm_replies import rewrite_schema, sources_in
from cvcoach.engines.llm_session import EngineOptions, LLMSession
from cvcoach.llm.config import LLMConfig
from cvcoach.llm.errors import InvalidReply, LLMRequestFailed, LLMUnavailable
from cvcoach.llm.gate import Turnstile
from cvcoach.llm.port import ChatPort
from cvcoach.llm.prompts import PromptSpec, load_prompt
from cvcoach.llm.schemas import EntryRewriteReply
from cvcoach.llm.structured import CUT_OFF, Check

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing.Unpack from Python 3.11 on


class LLMEngine:
    """Rewrites, letters and reviews from a language model, behind the `Engine` protocol.

    The options (`EngineOptions`): the answer cache, redaction, a cap on parallel requests
    (else learnt from the server), the retry policy, the role's token budget, a
    langchain-core chat model to send through instead of the built-in port, and a gate
    shared with another engine (`fork`).
    Raises `LLMUnavailable` when the endpoint cannot be used at all.
    """

    def __init__(self, config: LLMConfig, **options: Unpack[EngineOptions]) -> None:
        self.config = config
        self._options = options
        self.session = LLMSession(config, **options)
        s = self.session
        self.name, self.usage, self.meter, self.counter = s.name, s.usage, s.meter, s.counter
        self.port, self.gate, self.redactor = s.port, s.gate, s.redactor
        self.cache, self.ladder = s.cache, s.ladder
        self._stopped: LLMUnavailable | None = None
        self._lock = threading.Lock()

    def fork(self) -> LLMEngine:
        """An engine for another CV: the same endpoint, options and concurrency gate (so a
        batch's requests share what the gate learns), its own redactions and usage."""
        options = self._options.copy()
        options["gate"] = self.gate
        fork = LLMEngine(self.config, **options)
        if isinstance(fork.port, ChatPort) and isinstance(self.port, ChatPort):
            fork.port.share_client(self.port)
        return fork

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

        turnstile = Turnstile()  # requests go out in the entries' order

        def one(job: tuple[int, tuple[EntryInput, dict[str, str]]]) -> EntryRewrite:
            with self.gate.in_turn(turnstile, job[0]):  # the port takes the slot to send
                result = self._rewrite_one(job[1])
            with self._lock:
                done[0] += 1
                if progress is not None:
                    progress(done[0], len(jobs))
            return result

        try:
            numbered = list(enumerate(jobs))
            return RunnableLambda(one).batch(
                numbered, config={"max_concurrency": self.gate.ceiling}
            )
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

        return letter_parts(self.session, letter, feedback)

    def review(self, cv_text: str) -> list[ReviewItem]:
        """Contradictions whose every quote occurs in the CV (whitespace-normalised).

        A failed request or an invalid answer raises: a review that did not run is
        reported as such, never as "no contradictions".
        """
        from cvcoach.engines.llm_review import review_cv

        return review_cv(self.session, cv_text)

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
        ids = [bullet.id for bullet in entry.bullets]
        try:
            return self._ask_rewrite(entry, ids, values)
        except LLMUnavailable as err:
            self._stopped = err
            raise
        except LLMRequestFailed as err:
            return EntryRewrite(entry_id=entry.id, error=f"{self.name}: {err}")
        except InvalidReply as err:  # cut off at its cap: a smaller question may fit
            if len(ids) < 2 or CUT_OFF not in str(err):
                return EntryRewrite(entry_id=entry.id, error=f"{self.name}: {err}")
            return self._bullet_by_bullet(entry, ids, values)

    def _bullet_by_bullet(
        self, entry: EntryInput, ids: Sequence[str], values: Mapping[str, str]
    ) -> EntryRewrite:
        """The entry asked about one bullet at a time, after its whole answer was cut off at
        its output cap twice.

        A small model that loops writes to its output cap on a long entry, and a cut-off
        answer is no JSON at all; one bullet's answer is short. Bullets that still fail are
        named in `error` (their text is kept); the rewrites that came back are kept too.
        """
        rewrites: list[BulletRewrite] = []
        failed: list[str] = []
        last = ""
        texts = {b.id: b.text for b in entry.bullets}
        for source_id in ids:
            alone = {**values, "bullets": f"- {source_id}: {self.data(texts[source_id])}"}
            try:
                rewrites += self._ask_rewrite(entry, [source_id], alone).rewrites
            except LLMUnavailable as err:
                self._stopped = err
                raise
            except (InvalidReply, LLMRequestFailed) as err:
                failed.append(source_id)
                last = str(err)
        error = None
        if failed:
            error = (
                f"{self.name}: no valid answer for {len(failed)} of {len(ids)} bullets "
                f"({', '.join(failed)}), asked one at a time; last: {last}"
            )
        return EntryRewrite(entry_id=entry.id, rewrites=rewrites, error=error)

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

    # -- the session's steps, for the engine's own callers (llm_import) ----------------

    def answer(
        self,
        spec: PromptSpec,
        values: Mapping[str, str],
        check: Check | None = None,
        **options: Any,
    ) -> BaseModel:
        """`LLMSession.answer`: a validated answer, from the cache when it has one."""
        return self.session.answer(spec, values, check, **options)

    def data(self, text: str) -> str:
        return self.session.data(text)

    def entry_values(self, entry: EntryInput) -> dict[str, str]:
        return self.session.entry_values(entry)

    def role_values(self, role: RoleBrief) -> dict[str, str]:
        return self.session.role_values(role)

    def finish_notes(self) -> None:
        self.session.finish_notes()
