"""How many requests to send at once, learnt from how the server answers.

A server that runs requests in parallel (vLLM, LM Studio, Ollama with parallel slots, every
hosted API) answers two requests as fast as one; a server that works on one at a time
(llama.cpp's Python server) makes the second wait for the first. Which one a base URL is
cannot be told from its host name, so the gate measures it, the way TCP finds a path's
capacity:

- it starts at one request for a server on this machine, at a few for a remote one, or at
  what was learnt last time for this endpoint and model (`concurrency.json` in the cache
  dir, beside the response-format ladder's file);
- every answered request reports its latency; while the gate is full and latency holds
  (within `SLOWER` times the fastest recent answer) the limit grows: by one per answer at
  first (doubling per round trip), by one per `PROBE_ROUNDS` rounds once it has had to back
  off (a server that queued once is probed again, rarely: a probe costs one slow answer);
- when latency grows (`SLOW_IN_A_ROW` answers in a row slower than the fastest by more than
  `SLOWER` times, and than `(1 + n) / 2` times with n requests out as it was sent: requests
  queue at the server, where one slow answer may be the client's own hiccup), a request
  times out or the
  server rate-limits, the limit halves, once per round: answers to requests sent before
  the back-off do not halve it again.

An explicit `max_concurrency` is the ceiling the limit starts at; the gate still backs off
below it when the server stalls.

A slot is held for one HTTP exchange only (the port takes it as it sends): preparing a
prompt and validating an answer happen outside, so a request never waits for another's
work on this side of the connection. A thread that already holds a slot (a caller that
wraps a whole answer in the gate) does not take a second one.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

from cvcoach.outputs.files import write_atomic

FILE_NAME = "concurrency.json"
LOCAL_START = 1  # a server on this machine may well queue: one request until it shows not
REMOTE_START = 4
CEILING = 16  # never more at once, whatever the server takes
# An answer slower than the fastest recent one by more than this factor, or than half the
# requests then out (a queue of n makes the last answer n times slower; a client busy with
# its own work, or a hiccup, slows answers by far less at high concurrency) was queued
SLOWER = 1.5
WINDOW = 16  # answers the fastest recent latency is taken over
SLOW_IN_A_ROW = 2  # slow answers in a row that show a queue, not a hiccup
PROBE_ROUNDS = 4  # rounds of answers that held their latency before probing one more


class ConcurrencyGate:
    """At most `limit` requests at once; the limit learns from latencies (thread-safe).

    Use as a context manager around one request (or one answer's requests); the port
    reports each request's latency with `measured` and each stall with `back_off`.
    """

    def __init__(
        self,
        start: int,
        *,
        ceiling: int = CEILING,
        key: str = "",
        store: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if start < 1 or ceiling < 1:
            raise ValueError(f"the concurrency limit must be at least 1, not {min(start, ceiling)}")
        self.ceiling = ceiling
        self.key = key
        self.store = store
        self.clock = clock
        remembered = self._remembered()
        self.limit = min(ceiling, remembered.get("limit", start))
        # below the threshold the limit grows fast (slow start), above it by one per round
        self.threshold = min(ceiling, remembered.get("threshold", ceiling))
        self.active = 0
        self.waiting = 0
        self.backoffs = 0
        self._credit = 0.0
        self._slow = 0  # slow answers in a row
        self._last_backoff = float("-inf")
        self._latencies: deque[float] = deque(maxlen=WINDOW)
        self._cond = threading.Condition()
        self._thread = threading.local()  # this thread's slots held (depth), its turn

    # -- holding a slot --------------------------------------------------------------------

    def __enter__(self) -> ConcurrencyGate:
        depth = getattr(self._thread, "depth", 0)
        if depth == 0:
            turn: tuple[Turnstile, int] | None = getattr(self._thread, "turn", None)
            if turn is None:
                self._acquire()
            else:
                self._thread.turn = None
                turn[0].enter(turn[1], self._acquire)
        self._thread.depth = depth + 1
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._thread.depth -= 1
        if self._thread.depth == 0:
            with self._cond:
                self.active -= 1
                self._cond.notify_all()

    def _acquire(self) -> None:
        with self._cond:
            self.waiting += 1
            try:
                while self.active >= self.limit:
                    self._cond.wait()
            finally:
                self.waiting -= 1
            self.active += 1
            self._thread.out = self.active  # this request and those out beside it

    @contextmanager
    def in_turn(self, turnstile: Turnstile, index: int) -> Iterator[None]:
        """Job `index` of a batch: the first slot this thread takes inside waits until jobs
        0 to index - 1 took theirs (or finished without one); a job that sends nothing lets
        the next one go as it ends."""
        self._thread.turn = (turnstile, index)
        try:
            yield
        finally:
            if getattr(self._thread, "turn", None) is not None:
                self._thread.turn = None
                turnstile.skip(index)

    # -- learning --------------------------------------------------------------------------

    def measured(self, started: float, seconds: float) -> None:
        """One request, sent at `started` (the gate's clock), answered after `seconds`.

        Its latency is judged against the requests that were out when it was sent (it
        queued behind those, if anything): answers that come back together are taken in
        one after the other, and the last of them would otherwise be judged as if it had
        been out alone."""
        with self._cond:
            fastest = min(self._latencies, default=seconds)
            self._latencies.append(seconds)
            out = max(self.active, getattr(self._thread, "out", 0))
            if seconds > fastest * max(SLOWER, (1 + out) / 2):
                self._slow += 1
                if self._slow >= SLOW_IN_A_ROW:
                    self._decrease(started)
                return
            self._slow = 0
            if self.active >= self.limit or self.waiting:
                self._increase()

    def back_off(self, started: float | None = None) -> None:
        """A timeout or a rate limit: halve the limit (once for requests sent together)."""
        with self._cond:
            self._decrease(self.clock() if started is None else started)

    def _increase(self) -> None:
        if self.limit >= self.ceiling:
            return
        if self.limit < self.threshold:
            self.limit += 1
        else:
            self._credit += 1.0 / (self.limit * PROBE_ROUNDS)
            if self._credit < 1.0:
                return
            self._credit = 0.0
            self.limit += 1
        self._cond.notify_all()

    def _decrease(self, started: float) -> None:
        if started < self._last_backoff:
            return  # sent before the last back-off: that one already answered for it
        self.backoffs += 1
        self._last_backoff = self.clock()
        self.threshold = self.limit = max(1, self.limit // 2)
        self._credit = 0.0

    # -- memory ----------------------------------------------------------------------------

    def remember(self) -> None:
        """Write what was learnt for this endpoint and model beside the others, atomically;
        a read-only cache is not an error."""
        if self.store is None or not self.key:
            return
        data = self._stored()
        with self._cond:
            data[self.key] = {"limit": self.limit, "threshold": self.threshold}
        try:
            self.store.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.store, json.dumps(data, indent=1, sort_keys=True))
        except OSError:
            pass

    def _remembered(self) -> dict[str, int]:
        value = self._stored().get(self.key)
        if not isinstance(value, dict):
            return {}
        return {
            name: number
            for name, number in value.items()
            if name in ("limit", "threshold") and isinstance(number, int) and number >= 1
        }

    def _stored(self) -> dict[str, Any]:
        if self.store is None:
            return {}
        try:
            data = json.loads(self.store.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}


class Turnstile:
    """Lets a batch's jobs into a gate in their order, whichever thread is ready first:
    requests go out as the caller listed them (the first part first), in parallel all the
    same. Each job passes once, taking a slot (`enter`) or not (`skip`)."""

    def __init__(self) -> None:
        self._next = 0
        self._passed: set[int] = set()
        self._cond = threading.Condition()

    def enter(self, index: int, acquire: Callable[[], None]) -> None:
        """`acquire()` a slot for job `index` once jobs 0 to index - 1 have passed."""
        with self._cond:
            while self._next != index:
                self._cond.wait()
        try:
            acquire()
        finally:
            self.skip(index)

    def skip(self, index: int) -> None:
        """Job `index` has passed (with a slot or without one)."""
        with self._cond:
            self._passed.add(index)
            while self._next in self._passed:
                self._passed.discard(self._next)
                self._next += 1
            self._cond.notify_all()

    @contextmanager
    def turn(self, index: int, gate: ConcurrencyGate) -> Iterator[None]:
        """Hold a slot of `gate` for job `index`, taken after jobs 0 to index - 1 passed."""
        with gate.in_turn(self, index), gate:
            yield
