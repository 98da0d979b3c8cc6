"""The one retry policy of the LLM engine.

The openai client is built with `max_retries=0`, so this is the only place that retries:
attempts never multiply (3 client retries inside 3 of ours would be 9 requests). Retried:
timeouts, connection errors, 429 (waiting what Retry-After says, within a cap) and 5xx,
which the port raises as `RetryableError`. Everything else fails at once.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from cvcoach.llm.errors import LLMRequestFailed, LLMUnavailable, RetryableError

T = TypeVar("T")
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded attempts with exponential backoff and jitter.

    `max_attempts` counts the first try. A Retry-After longer than `max_retry_after`
    is not waited for: the request fails with the server's message instead.
    """

    max_attempts: int = 3
    base_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 30.0
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False, compare=False)

    def delay(self, attempt: int, error: RetryableError) -> float | None:
        """Seconds to wait before attempt `attempt + 1`, or None to give up."""
        if attempt >= self.max_attempts:
            return None
        if error.retry_after is not None:
            return error.retry_after if error.retry_after <= self.max_retry_after else None
        backoff = min(self.max_delay, self.base_delay * 2.0 ** (attempt - 1))
        return backoff * (0.5 + random.random() / 2)  # jitter spreads parallel retries

    def call(self, send: Callable[[], T], *, what: str = "request") -> T:
        """Run `send` until it succeeds, a non-retryable error occurs, or attempts run out.

        When attempts run out, a connection failure becomes `LLMUnavailable` (the whole
        run stops) and anything else `LLMRequestFailed` (one item fails).
        """
        attempt = 1
        while True:
            try:
                return send()
            except RetryableError as error:
                wait = self.delay(attempt, error)
                if wait is None:
                    tries = f"{attempt} attempt{'s' if attempt > 1 else ''}"
                    if error.unavailable:
                        raise LLMUnavailable(f"{error} (after {tries})") from error
                    raise LLMRequestFailed(f"{what} failed after {tries}: {error}") from error
                log.info("%s: %s; retrying in %.2f s", what, error, wait)
                self.sleep(wait)
                attempt += 1
