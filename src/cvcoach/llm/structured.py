"""Structured answers: the format ladder, an output cap, validation and one re-ask.

A request goes out at the ladder's current rung (JSON schema, `json_object` with the
schema, or a JSON-only prompt; see `cvcoach.llm.formats`). A refusal of the format steps
the ladder down and sends the same request again. Whatever the server claims, the reply
is validated with pydantic and the caller's `check`; an invalid reply is re-asked once,
with the reply and what was wrong appended to the conversation (a shared prefix, so a
server's prompt cache reuses the first request), and then `InvalidReply` is raised.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models import LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.runnables import Runnable
from pydantic import BaseModel

from cvcoach.llm.errors import InvalidReply, LLMRequestFailed, ResponseFormatRejected
from cvcoach.llm.formats import FormatLadder
from cvcoach.llm.prompts import REPAIR_VARIABLE, PromptSpec
from cvcoach.llm.schemas import parse_reply, repair_message, response_format, strict_schema

CUT_OFF = "cut off at the token limit"  # how `parse_reply` says a reply hit its cap
NOT_JSON = "is not valid JSON"  # how `parse_reply` says a reply is no JSON (prose, say)
Check = Callable[[Any], Any]  # raises ValueError when a reply breaks a rule; may return a fix
Port = Runnable[LanguageModelInput, AIMessage]


def validated(message: AIMessage, output: type[BaseModel], check: Check | None) -> BaseModel:
    """The reply as `output`, after `check` (which may return a normalised reply)."""
    finish = message.response_metadata.get("finish_reason")
    reply = parse_reply(message.text, output, finish_reason=finish)
    if check is not None:
        try:
            fixed = check(reply)
        except ValueError as err:
            raise InvalidReply(str(err), message.text) from None
        if isinstance(fixed, BaseModel):
            reply = fixed
    return reply


@dataclass(frozen=True)
class Request:
    """What to ask: a prompt and its values, the answer's schema (by default the prompt's
    output model, strict), its token cap, its `check`, and an earlier exchange to continue
    (say, the guard's reasons for refusing it)."""

    spec: PromptSpec
    values: Mapping[str, Any]
    check: Check | None = None
    schema: dict[str, Any] | None = None
    max_tokens: int | None = None
    follow_up: Sequence[BaseMessage] = ()


def send(
    request: Request,
    port: Port,
    ladder: FormatLadder,
    history: Sequence[BaseMessage],
    cap: int | None,
) -> AIMessage:
    """One answer at the ladder's rung, stepping down on a refused format; `history` is
    the exchange so far, `cap` the answer's token limit."""
    spec = request.spec
    output = spec.json_output()
    schema = request.schema if request.schema is not None else strict_schema(output)
    values = {**request.values, REPAIR_VARIABLE: list(history)} if history else dict(request.values)
    while True:
        level = ladder.level
        options: dict[str, Any] = {"max_tokens": cap}
        fmt = response_format(output, level, schema)
        if fmt is not None:
            options["response_format"] = fmt
        chain = spec.template(json_only=level != "json_schema") | port.bind(**options)
        try:
            reply = chain.invoke(values)
        except ResponseFormatRejected as err:
            if ladder.step_down(level, str(err)) is None:
                raise LLMRequestFailed(str(err)) from err
            continue
        if not isinstance(reply, AIMessage):
            raise TypeError(f"the port answered {type(reply).__name__}, not AIMessage")
        return reply


def ask(request: Request, port: Port, ladder: FormatLadder) -> BaseModel:
    """The validated answer to `request`, re-asking once if invalid."""
    output = request.spec.json_output()
    history = list(request.follow_up)
    max_tokens = request.max_tokens

    def attempt(cap: int | None) -> BaseModel:
        return validated(send(request, port, ladder, history, cap), output, request.check)

    try:
        return attempt(max_tokens)
    except InvalidReply as first:
        history += [AIMessage(content=first.raw), HumanMessage(content=repair_message(first))]
        cut = CUT_OFF in first.error and max_tokens is not None
        try:  # an answer cut off at the cap gets twice the room the second time
            return attempt(max_tokens * 2 if cut and max_tokens else max_tokens)
        except InvalidReply as second:
            raise InvalidReply(
                f"invalid answer twice; first: {first.error}; then: {second.error}", second.raw
            ) from None
