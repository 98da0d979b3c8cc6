"""Structured answers: `prompt | port | parser`, a JSON-only fallback, and one re-ask.

The chain first sends the output model's strict JSON schema as `response_format`. A
server that rejects it (HTTP 400/422) gets the same prompt with the schema written into
the user message and no `response_format` at all - LM Studio, for one, rejects the
looser `json_object` type too. The engine remembers the rejection (`OutputMode`) and
skips the doomed first request from then on. Whatever the server claims, the parser
validates the reply with pydantic; an invalid reply is re-asked once, with the reply and
the validation error appended to the conversation, and then `InvalidReply` is raised.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import Runnable, RunnableLambda
from pydantic import BaseModel

from cvcoach.llm.errors import InvalidReply, ResponseFormatRejected
from cvcoach.llm.port import ChatPort
from cvcoach.llm.prompts import REPAIR_VARIABLE, PromptSpec
from cvcoach.llm.schemas import parse_reply, repair_message, response_format

Check = Callable[[Any], None]  # raises ValueError when a valid reply breaks a rule of the input


class OutputMode:
    """Whether the endpoint accepts JSON-schema response formats; learnt once per engine."""

    def __init__(self) -> None:
        self.native = True
        self._lock = threading.Lock()

    def fall_back(self, values: dict[str, Any]) -> dict[str, Any]:
        """Passes the prompt values through, recording that native schemas are unsupported."""
        with self._lock:
            self.native = False
        return values


def reply_parser(output: type[BaseModel], check: Check | None = None) -> Runnable[Any, Any]:
    """A Runnable turning an `AIMessage` into a validated `output` (or `InvalidReply`)."""

    def parse(message: AIMessage) -> BaseModel:
        finish = message.response_metadata.get("finish_reason")
        reply = parse_reply(message.text, output, finish_reason=finish)
        if check is not None:
            try:
                check(reply)
            except ValueError as err:
                raise InvalidReply(str(err), message.text) from None
        return reply

    return RunnableLambda(parse)


def structured_chain(
    spec: PromptSpec, port: ChatPort, mode: OutputMode, check: Check | None = None
) -> Runnable[dict[str, Any], Any]:
    """The chain for `spec` given what is known about the endpoint."""
    output = spec.output_type
    if output is None:
        raise ValueError(f"prompt {spec.id} answers in free text, not {spec.output_model}")
    parser = reply_parser(output, check)
    json_only = spec.template(json_only=True) | port | parser
    if not mode.native:
        return json_only
    native = spec.template() | port.bind(response_format=response_format(output)) | parser
    return native.with_fallbacks(
        [RunnableLambda(mode.fall_back) | json_only],
        exceptions_to_handle=(ResponseFormatRejected,),
    )


def ask(
    spec: PromptSpec,
    port: ChatPort,
    mode: OutputMode,
    variables: Mapping[str, Any],
    check: Check | None = None,
) -> Any:
    """The validated answer to `spec` filled with `variables`, re-asking once if invalid."""
    try:
        return structured_chain(spec, port, mode, check).invoke(dict(variables))
    except InvalidReply as first:
        repair = [AIMessage(content=first.raw), HumanMessage(content=repair_message(first))]
        retry_input = {**variables, REPAIR_VARIABLE: repair}
        try:
            return structured_chain(spec, port, mode, check).invoke(retry_input)
        except InvalidReply as second:
            raise InvalidReply(
                f"invalid answer twice; first: {first.error}; then: {second.error}", second.raw
            ) from None
