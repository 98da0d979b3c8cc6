"""The one door to a model: an OpenAI-compatible chat endpoint as a langchain-core Runnable.

This is the only module that imports `openai`, and only when the first request is sent,
so `cvcoach check` and the offline engine never pay for it. Being a Runnable, the port
composes: `prompt | port | parser`, `.batch(..., config={"max_concurrency": n})`,
`.bind(response_format=...)`, `.with_fallbacks(...)`, `.stream(...)`.

The client is built with `max_retries=0`: `RetryPolicy` is the single owner of retries.
Client exceptions are translated into `cvcoach.llm.errors` types here and nowhere else.
Every attempt is counted, every prompt is token-counted before it leaves.
"""

from __future__ import annotations

import email.utils
import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any, TypedDict, TypeVar

from langchain_core.language_models import LanguageModelInput
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, convert_to_messages
from langchain_core.prompt_values import PromptValue
from langchain_core.runnables import Runnable, RunnableConfig

from cvcoach.llm.config import LLMConfig
from cvcoach.llm.errors import (
    LLMError,
    LLMRequestFailed,
    LLMUnavailable,
    ResponseFormatRejected,
    RetryableError,
)
from cvcoach.llm.retry import RetryPolicy
from cvcoach.llm.tokens import TokenCounter
from cvcoach.llm.usage import UsageMeter

if TYPE_CHECKING:
    from openai import OpenAI
    from typing_extensions import Unpack  # typing.Unpack from Python 3.11 on

NO_KEY = "no-key-needed"  # local servers ignore the key, but the client insists on one
ROLES = {"system": "system", "human": "user", "ai": "assistant"}
T = TypeVar("T")


class PortParts(TypedDict, total=False):
    """What a port may be given instead of its own: shared with the engine that owns it."""

    retry: RetryPolicy | None
    meter: UsageMeter | None
    counter: TokenCounter | None


class MeteredPort(Runnable[LanguageModelInput, AIMessage]):
    """What every port to a model holds: the retry policy that owns retries, the meter that
    counts requests and tokens, and the counter that measures a prompt before it leaves."""

    def __init__(self, model_name: str, **parts: Unpack[PortParts]) -> None:
        retry, meter, counter = parts.get("retry"), parts.get("meter"), parts.get("counter")
        self.retry = retry if retry is not None else RetryPolicy()
        self.meter = meter if meter is not None else UsageMeter()
        self.counter = counter if counter is not None else TokenCounter(model_name)
        # the concurrency gate's ears: each answer's (send time, latency), each stall's send
        # time (a timeout, a rate limit, a server error or a dropped connection: llama.cpp's
        # Python server by default drops the answer it is writing when another request
        # arrives); both on `time.monotonic`'s clock
        self.on_answer: Callable[[float, float], None] | None = None
        self.on_stall: Callable[[float], None] | None = None
        # held around each HTTP exchange (the concurrency gate), not while a prompt is
        # prepared, an answer validated or a retry waits
        self.slot: AbstractContextManager[Any] = nullcontext()

    def timed(self, send: Callable[[], T]) -> T:
        """`send()` in a slot, its latency reported to `on_answer`, a stall to `on_stall`."""
        with self.slot:
            started = time.monotonic()
            try:
                result = send()
            except RetryableError:
                if self.on_stall is not None:
                    self.on_stall(started)
                raise
            if self.on_answer is not None:
                self.on_answer(started, time.monotonic() - started)
            return result


class ChatPort(MeteredPort):
    """Sends chat messages to `config.model` at `config.base_url`; returns an `AIMessage`.

    `invoke(messages, response_format={...})` passes a response format through to the
    server. The reply's `usage_metadata` holds the server's token counts when it reported
    them, else local counts (and `response_metadata["tokens_approximate"]` is True).
    """

    def __init__(self, settings: LLMConfig, **parts: Unpack[PortParts]) -> None:
        super().__init__(settings.model, **parts)
        self.settings = settings
        self._client: OpenAI | None = None
        self._lock = threading.Lock()

    def share_client(self, other: ChatPort) -> None:
        """Send through `other`'s HTTP client (the same endpoint and settings): a batch's
        CVs share one connection pool instead of each building its own (the TLS
        certificates loaded once)."""
        if other.settings == self.settings:
            self._client = other.client()

    def client(self) -> OpenAI:
        """The openai client, created on first use; it never retries by itself."""
        with self._lock:
            if self._client is None:
                import openai

                # Replies are streamed, so the read timeout is the longest wait for the next
                # piece of text: progress, not the total time of a long answer.
                timeout = openai.Timeout(
                    self.settings.timeout, connect=min(10.0, self.settings.timeout)
                )
                self._client = openai.OpenAI(
                    api_key=self.settings.secret_key() or NO_KEY,
                    base_url=self.settings.base_url,
                    timeout=timeout,
                    max_retries=0,
                )
            return self._client

    def invoke(
        self, input: LanguageModelInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> AIMessage:
        """One completion, retried by the policy as a whole.

        Options: `response_format` (passed through) and `max_tokens` (the output cap). The
        reply is streamed even here, so the timeout measures progress (no token for
        `timeout` seconds) rather than the total time a slow local server needs.
        """
        messages = to_openai_messages(input)
        response_format: dict[str, Any] | None = kwargs.get("response_format")
        prompt_tokens = self.counter.count_messages(m["content"] for m in messages)
        request = self._request(messages, kwargs)

        def send() -> tuple[str, Any, str | None]:
            chunks = self._open(request, response_format is not None)
            try:
                return self._drain(chunks, None)
            except LLMError:
                raise
            except Exception as err:
                raise self._translate(err, False) from err
            finally:
                chunks.close()

        what = f"{self.settings.model} request"
        self.client()  # created (openai imported) before the clock starts: not the server's time
        text, usage, finish = self.retry.call(lambda: self.timed(send), what=what)
        return AIMessage(content=text, **self._account(text, usage, prompt_tokens, finish))

    def stream(
        self, input: LanguageModelInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Iterator[AIMessageChunk]:
        """Text as it arrives, then a last empty chunk carrying the usage.

        Only opening the stream is retried: text already passed on cannot be taken back.
        """
        messages = to_openai_messages(input)
        prompt_tokens = self.counter.count_messages(m["content"] for m in messages)
        request = self._request(messages, kwargs)
        chunks = self.retry.call(
            lambda: self.timed(lambda: self._open(request, False)),
            what=f"{self.settings.model} stream",
        )
        reply = _Reply()
        try:
            for piece in reply.pieces(chunks):
                yield AIMessageChunk(content=piece)
        except Exception as err:
            reason = self._translate(err, False)
            raise LLMRequestFailed(f"the reply stream broke off: {reason}") from err
        finally:
            chunks.close()
        yield AIMessageChunk(
            content="", **self._account(reply.text, reply.usage, prompt_tokens, reply.finish)
        )

    def _request(
        self, messages: list[dict[str, str]], options: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The request body: model, messages, streaming, and the options given."""
        request: dict[str, Any] = {
            "model": self.settings.model,
            "messages": messages,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        for name in ("response_format", "max_tokens"):
            if options.get(name) is not None:
                request[name] = options[name]
        return request

    def _open(self, request: dict[str, Any], with_format: bool) -> Any:
        """Send one request (counted) and return the open stream of chunks."""
        self.meter.request()
        try:
            completions: Any = self.client().chat.completions
            return completions.create(**request)
        except Exception as err:
            raise self._translate(err, with_format) from err

    @staticmethod
    def _drain(chunks: Any, on_text: Callable[[str], None] | None) -> tuple[str, Any, str | None]:
        """Read a stream to its end: the text, the server's usage (if sent), the finish reason."""
        reply = _Reply()
        for piece in reply.pieces(chunks):
            if on_text is not None:
                on_text(piece)
        return reply.text, reply.usage, reply.finish

    def _account(
        self, text: str, usage: Any, prompt_tokens: int, finish: str | None
    ) -> dict[str, Any]:
        """Record one reply's tokens (the server's when reported) as message metadata."""
        approximate = usage is None
        if usage is not None:
            prompt_tokens, completion_tokens = usage.prompt_tokens, usage.completion_tokens
        else:
            completion_tokens = self.counter.count(text)
            approximate = self.counter.approximate
        self.meter.tokens(prompt_tokens, completion_tokens, approximate=approximate)
        return dict(
            usage_metadata=usage_metadata(prompt_tokens, completion_tokens),
            response_metadata={
                "finish_reason": finish,
                "model_name": self.settings.model,
                "tokens_approximate": approximate,
            },
        )

    def _translate(self, err: Exception, with_format: bool) -> LLMError:
        """The engine's exception for a client exception; never quotes the key."""
        import openai

        where = f"{self.settings.endpoint} (model {self.settings.model})"
        if isinstance(err, (openai.APITimeoutError, TimeoutError)) or _is_read_timeout(err):
            return RetryableError(
                f"no progress from {where} for {self.settings.timeout:g} s", timeout=True
            )
        if isinstance(err, openai.APIConnectionError):
            return RetryableError(f"cannot connect to {where}", unavailable=True)
        if not isinstance(err, openai.APIStatusError):
            return LLMRequestFailed(f"{where}: {type(err).__name__}: {err}")
        status = err.status_code
        if with_format and (status in (400, 422) or names_response_format(err.body)):
            return ResponseFormatRejected(
                f"{where} rejected the response format (HTTP {status}: {_server_message(err.body)})"
            )
        if status in (401, 403):
            return LLMUnavailable(f"{where} refused the API key (HTTP {status})")
        if status == 404:
            return LLMUnavailable(f"{where} answered 404: wrong base URL or unknown model")
        if status == 429:
            return RetryableError(
                f"{where} is rate limiting (HTTP 429)",
                retry_after=retry_after(err.response.headers),
                rate_limited=True,
            )
        if status >= 500:
            wait = retry_after(err.response.headers)  # sent with 503 by some servers
            return RetryableError(f"{where} failed (HTTP {status})", retry_after=wait)
        return LLMRequestFailed(f"{where} answered HTTP {status}: {_server_message(err.body)}")


class _Reply:
    """A reply read from a stream of chunks: its text pieces as they come, then the whole
    text, the server's usage (if it sent any) and the finish reason."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.usage: Any = None
        self.finish: str | None = None

    def pieces(self, chunks: Any) -> Iterator[str]:
        for chunk in chunks:
            self.usage = chunk.usage or self.usage
            for choice in chunk.choices:
                self.finish = choice.finish_reason or self.finish
                if choice.delta.content:
                    self.parts.append(choice.delta.content)
                    yield choice.delta.content

    @property
    def text(self) -> str:
        return "".join(self.parts)


def usage_metadata(prompt_tokens: int, completion_tokens: int) -> dict[str, int]:
    """A reply's token counts as langchain-core's message metadata."""
    return {
        "input_tokens": prompt_tokens,
        "output_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
    }


def as_messages(input: LanguageModelInput) -> list[BaseMessage]:
    """Any langchain-core model input (a prompt value, a string, message-likes) as messages."""
    if isinstance(input, PromptValue):
        return list(input.to_messages())
    if isinstance(input, str):
        return list(convert_to_messages([("human", input)]))
    return list(convert_to_messages(input))


def to_openai_messages(input: LanguageModelInput) -> list[dict[str, str]]:
    """Chat messages as the API takes them: role and plain-text content."""
    out = []
    for message in as_messages(input):
        role = ROLES.get(message.type)
        if role is None:
            raise ValueError(f"unsupported message type {message.type!r}")
        out.append({"role": role, "content": message.text})
    return out


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds the server asks to wait: `retry-after-ms`, `retry-after` seconds or date."""
    lowered = {name.lower(): value for name, value in headers.items()}
    for name, scale in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = lowered.get(name)
        if value is None:
            continue
        try:
            return max(0.0, float(value) / scale)
        except ValueError:
            pass
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            continue
        return max(0.0, when.timestamp() - time.time())
    return None


FORMAT_WORDS = ("response_format", "json_schema", "json_object", "response format")


def names_response_format(body: object) -> bool:
    """True when a server's error message is about the response format, whatever its status
    code (llama.cpp's server answers 500 to a `json_schema` format it does not know)."""
    text = json.dumps(body) if not isinstance(body, str) else body
    return any(word in text.lower() for word in FORMAT_WORDS)


def _is_read_timeout(err: BaseException) -> bool:
    """httpx's read timeout raised while a stream is read (the client wraps only the open)."""
    seen: set[int] = set()
    current: BaseException | None = err
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if type(current).__name__ in ("ReadTimeout", "TimeoutException", "PoolTimeout"):
            return True
        current = current.__cause__ or current.__context__
    return False


def _server_message(body: object) -> str:
    if isinstance(body, Mapping):
        inner = body.get("error", body)
        if isinstance(inner, Mapping) and isinstance(inner.get("message"), str):
            return str(inner["message"])[:300]
        if isinstance(body.get("message"), str):
            return str(body["message"])[:300]
    return str(body)[:300] if body else "(no message)"
