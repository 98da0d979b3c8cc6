"""Thread-safe bookkeeping of requests, tokens and estimated cost.

Parallel requests all report here. Billing prefers what the server reports in `usage`;
only when a server reports nothing (some local servers, interrupted streams) do the
local counts stand in, and the totals are then marked approximate.
"""

from __future__ import annotations

import threading

from cvcoach.model.usage import Usage


class UsageMeter:
    """Accumulates into one `Usage` (the engine's `usage` attribute)."""

    def __init__(
        self,
        usage: Usage | None = None,
        *,
        price_per_1k_input: float | None = None,
        price_per_1k_output: float | None = None,
    ) -> None:
        self.usage = usage if usage is not None else Usage()
        self._prices = (price_per_1k_input, price_per_1k_output)
        self._lock = threading.Lock()

    @property
    def priced(self) -> bool:
        """True when both prices are known, so a cost can be estimated."""
        return None not in self._prices

    def request(self) -> None:
        """One HTTP request sent (retries and re-asks count too)."""
        with self._lock:
            self.usage.requests += 1

    def cached(self) -> None:
        """One answer served from the cache: no request."""
        with self._lock:
            self.usage.cached += 1

    def tokens(self, prompt: int, completion: int, *, approximate: bool) -> None:
        """Add one reply's tokens; `approximate` when they were counted locally."""
        with self._lock:
            self.usage.prompt_tokens += prompt
            self.usage.completion_tokens += completion
            self.usage.tokens_approximate = self.usage.tokens_approximate or approximate
            price_in, price_out = self._prices
            if price_in is not None and price_out is not None:
                cost = prompt / 1000 * price_in + completion / 1000 * price_out
                self.usage.cost_usd = round((self.usage.cost_usd or 0.0) + cost, 6)

    def note(self, text: str) -> None:
        """Add a note for the report, once."""
        with self._lock:
            if text not in self.usage.notes:
                self.usage.notes.append(text)
