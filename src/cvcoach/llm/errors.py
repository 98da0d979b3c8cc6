"""Exceptions of the LLM engine, independent of the HTTP client that raised the original.

The port translates the client's exceptions into these, so the rest of the engine (and
the CLI) never imports `openai`. Messages are written for the user: they name the
endpoint and the model, suggest a way out, and never contain the API key.
"""

from __future__ import annotations

from cvcoach.model.errors import CvcoachError


class LLMError(CvcoachError):
    """Base class of every error the LLM engine raises."""


class LLMConfigError(LLMError, ValueError):
    """The config file or an argument is invalid (bad TOML, a negative timeout...)."""


class LLMUnavailable(LLMError):
    """The endpoint cannot be used at all: unreachable, key refused, unknown model.

    The CLI prints `user_message` and exits non-zero; nothing is retried or degraded.
    """

    def __init__(self, reason: str) -> None:
        self.reason = reason
        self.user_message = (
            f"The language model is unavailable: {reason}\n"
            "Check the endpoint and key (OPENAI_BASE_URL, OPENAI_API_KEY, CVCOACH_MODEL or "
            "config.toml), or run without a model: --engine offline"
        )
        super().__init__(self.user_message)


class LLMRequestFailed(LLMError):
    """One request failed for good (server errors or timeouts after every attempt).

    Unlike `LLMUnavailable` this concerns one item: the pipeline keeps the user's text.
    """


class RetryableError(LLMError):
    """A failure worth another attempt: timeout, connection error, 429 or 5xx.

    `retry_after` is the delay the server asked for (429 Retry-After), if any;
    `unavailable` marks connection failures, which become `LLMUnavailable` once the
    attempts run out; `timeout` marks a server that made no progress for the timeout,
    `rate_limited` one that answered 429 (both tell the concurrency gate to back off).
    """

    def __init__(
        self,
        message: str,
        *,
        retry_after: float | None = None,
        unavailable: bool = False,
        timeout: bool = False,
        rate_limited: bool = False,
    ) -> None:
        super().__init__(message)
        self.rate_limited = rate_limited
        self.retry_after = retry_after
        self.unavailable = unavailable
        self.timeout = timeout


class ResponseFormatRejected(LLMError):
    """The server refused a request's `response_format`: HTTP 400/422, or any status whose
    message names the response format (llama.cpp's server answers 500).

    The structured ladder catches it and steps down: JSON schema, then `json_object` with
    the schema, then a JSON-only prompt.
    """


class InvalidReply(LLMError):
    """The model's reply is not valid JSON for the expected model (after any re-ask).

    `raw` is the last reply text, kept so the error can be shown and re-asked about.
    """

    def __init__(self, error: str, raw: str) -> None:
        super().__init__(error)
        self.error = error
        self.raw = raw
