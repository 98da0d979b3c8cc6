"""A port over any langchain-core chat model a caller already holds (ChatOpenAI,
ChatAnthropic, ChatOllama, a Bedrock or Vertex model, a fake one in tests).

It answers like `ChatPort`: `invoke(messages, response_format=..., max_tokens=...)` gives
an `AIMessage` whose text is the JSON answer, with usage metadata, so the same format
ladder, validation, re-ask, guard, usage counting and redaction apply. A JSON-schema or
`json_object` format goes through the model's `with_structured_output` (method
"json_schema" or "json_mode"); a model without it refuses the format, and the ladder steps
down to a JSON-only prompt.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from langchain_core.language_models import LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import RunnableConfig

from cvcoach.llm.errors import (
    LLMError,
    LLMRequestFailed,
    LLMUnavailable,
    ResponseFormatRejected,
    RetryableError,
)
from cvcoach.llm.port import (
    MeteredPort,
    PortParts,
    as_messages,
    names_response_format,
    usage_metadata,
)

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from typing_extensions import Unpack  # typing.Unpack from Python 3.11 on

RETRYABLE = ("ratelimit", "timeout", "connection", "overloaded", "serviceunavailable")
UNAVAILABLE = ("authentication", "permissiondenied", "notfound")


def model_label(model: BaseChatModel) -> str:
    """A readable name for the model: its model name when it has one, else its class."""
    for attribute in ("model_name", "model", "model_id"):
        value = getattr(model, attribute, None)
        if isinstance(value, str) and value:
            return value
    return type(model).__name__


class LangChainPort(MeteredPort):
    """Sends prompts to a langchain-core chat model; see the module docstring."""

    def __init__(self, model: BaseChatModel, **parts: Unpack[PortParts]) -> None:
        super().__init__(model_label(model), **parts)
        self.model = model

    def invoke(
        self, input: LanguageModelInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> AIMessage:
        messages = as_messages(input)
        fmt: dict[str, Any] | None = kwargs.get("response_format")
        max_tokens: int | None = kwargs.get("max_tokens")
        prompt_tokens = self.counter.count_messages(m.text for m in messages)

        def send() -> tuple[str, AIMessage | None]:
            try:
                if fmt is None:
                    self.meter.request()
                    options: dict[str, Any] = {"max_tokens": max_tokens} if max_tokens else {}
                    reply = self.model.invoke(messages, None, **options)
                    return (reply.text if isinstance(reply, AIMessage) else str(reply)), (
                        reply if isinstance(reply, AIMessage) else None
                    )
                return self._structured(messages, fmt)
            except LLMError:
                raise
            except Exception as err:
                raise _translate(err, fmt is not None) from err

        what = f"{model_label(self.model)} request"
        text, raw = self.retry.call(lambda: self.timed(send), what=what)
        usage = raw.usage_metadata if raw is not None else None
        if usage:
            prompt, completion, approximate = usage["input_tokens"], usage["output_tokens"], False
        else:
            prompt, completion = prompt_tokens, self.counter.count(text)
            approximate = True
        self.meter.tokens(prompt, completion, approximate=approximate)
        finish = (raw.response_metadata or {}).get("finish_reason") if raw is not None else None
        return AIMessage(
            content=text,
            usage_metadata=usage_metadata(prompt, completion),
            response_metadata={"finish_reason": finish, "tokens_approximate": approximate},
        )

    def _structured(
        self, messages: list[BaseMessage], fmt: dict[str, Any]
    ) -> tuple[str, AIMessage | None]:
        """The answer through `with_structured_output`, or a refusal of the format."""
        if fmt.get("type") == "json_schema":
            method = "json_schema"
            spec = fmt["json_schema"]
            schema = {"title": spec["name"], **spec["schema"]}
        else:
            method = "json_mode"
            schema = {"title": "Answer", **fmt.get("schema", {})}
        try:
            runnable = self.model.with_structured_output(schema, method=method, include_raw=True)
        except (NotImplementedError, ValueError, TypeError) as err:
            raise ResponseFormatRejected(
                f"{type(self.model).__name__} has no structured output ({method}): {err}"
            ) from err
        self.meter.request()  # counted once the model has taken the format
        result = runnable.invoke(messages)
        raw = result.get("raw") if isinstance(result, dict) else None
        parsed = result.get("parsed") if isinstance(result, dict) else result
        raw_message = raw if isinstance(raw, AIMessage) else None
        if isinstance(parsed, dict):
            return json.dumps(parsed), raw_message
        if parsed is not None and hasattr(parsed, "model_dump_json"):
            return str(parsed.model_dump_json()), raw_message
        return (raw_message.text if raw_message is not None else ""), raw_message


def _translate(err: Exception, with_format: bool) -> LLMError:
    """The engine's error for a provider's exception, by its class name and message."""
    name = type(err).__name__.lower().replace("_", "")
    message = f"{type(err).__name__}: {str(err)[:300]}"
    if with_format and names_response_format(str(err)):
        return ResponseFormatRejected(message)
    if any(word in name for word in UNAVAILABLE):
        return LLMUnavailable(message)
    if any(word in name for word in RETRYABLE):
        return RetryableError(message, timeout="timeout" in name, rate_limited="ratelimit" in name)
    return LLMRequestFailed(message)
