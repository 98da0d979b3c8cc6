"""The concurrency gate learns from latencies: it grows while a server answers parallel
requests as fast as one, halves when answers queue or stall, and remembers what it learnt
per endpoint and model. Unit cases on a hand-driven clock, then the engine against the
scripted server running requests in parallel and queueing them."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from cvcoach.engines.base import EntryInput, RoleBrief
from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.llm.gate import CEILING, PROBE_ROUNDS, ConcurrencyGate
from cvcoach.llm.port import ChatPort
from tests.llm.handwritten_replies import error_reply, rewrites_reply
from tests.llm.llm_samples import make_entry
from tests.llm.scripted_openai_server import ScriptedServer

MakeEngine = Callable[..., LLMEngine]


class Hand:
    """A clock moved by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def full(gate: ConcurrencyGate) -> ConcurrencyGate:
    """The gate as it is while every slot is taken (what lets it grow)."""
    gate.active = gate.limit
    return gate


def test_the_limit_grows_by_one_per_fast_answer_while_the_gate_is_full() -> None:
    gate = ConcurrencyGate(1)
    for expected in (2, 3, 4, 5):
        full(gate).measured(0.0, 1.0)
        assert gate.limit == expected


def test_a_gate_with_room_to_spare_does_not_grow() -> None:
    gate = ConcurrencyGate(2)
    gate.active = 1  # one request out of two allowed: the limit is not what holds it back
    gate.measured(0.0, 1.0)
    assert gate.limit == 2


def test_slow_answers_in_a_row_halve_the_limit_once_per_round() -> None:
    clock = Hand()
    gate = ConcurrencyGate(8, clock=clock)
    full(gate).measured(0.0, 1.0)  # 9
    clock.now = 5.0
    gate.active = 2
    gate.measured(3.0, 1.8)  # two out, 1.8 times the fastest: one may be a hiccup
    assert gate.limit == 9 and gate.backoffs == 0
    gate.measured(3.0, 2.0)  # two in a row: queued behind the other
    assert gate.limit == 4 and gate.threshold == 4 and gate.backoffs == 1
    gate.measured(4.0, 2.5)  # sent before the back-off: already answered for
    assert gate.limit == 4 and gate.backoffs == 1
    gate.measured(6.0, 2.5)  # sent after it: the server still queues
    assert gate.limit == 2


def test_one_slow_answer_between_fast_ones_is_a_hiccup() -> None:
    gate = ConcurrencyGate(4, ceiling=4)
    for seconds in (1.0, 3.0, 1.0, 3.0, 1.0):
        gate.measured(0.0, seconds)
    assert gate.limit == 4 and gate.backoffs == 0


def test_with_many_requests_out_a_slower_answer_is_no_queue() -> None:
    gate = ConcurrencyGate(16, ceiling=16)
    gate.active = 16
    for seconds in (1.0, 3.0, 4.0, 3.5):  # a busy client: far below a queue of 16
        gate.measured(0.0, seconds)
    assert gate.limit == 16 and gate.backoffs == 0
    gate.measured(0.0, 9.0)
    gate.measured(0.0, 12.0)  # 16 out and 9 to 12 times slower: they queue
    assert gate.limit == 8


def answered_after_the_others(gate: ConcurrencyGate, others: int, seconds: float) -> None:
    """One request sent while `others` were out, its answer taken in after theirs."""
    release, inside = threading.Event(), threading.Barrier(others + 1)

    def other() -> None:
        with gate:
            inside.wait(5.0)
            release.wait(5.0)

    threads = [threading.Thread(target=other) for _ in range(others)]
    for t in threads:
        t.start()
    inside.wait(5.0)
    with gate:  # sent with the others out
        release.set()
        for t in threads:
            t.join(5.0)
        gate.measured(0.0, seconds)  # now alone


def test_answers_taken_in_one_after_another_are_judged_by_what_was_out_when_sent() -> None:
    gate = ConcurrencyGate(16, ceiling=16)
    gate.measured(0.0, 1.0)
    for _ in range(3):  # 15 others out: 5 s is no queue (a client taking answers in late)
        answered_after_the_others(gate, 15, 5.0)
    assert gate.backoffs == 0 and gate.active == 0
    for _ in range(2):  # one other out: 5 s is a queue
        answered_after_the_others(gate, 1, 5.0)
    assert gate.backoffs == 1


def test_above_the_threshold_the_limit_grows_by_one_per_few_rounds() -> None:
    gate = ConcurrencyGate(4)
    gate.threshold = 4
    for _ in range(4 * PROBE_ROUNDS - 1):
        full(gate).measured(0.0, 1.0)
    assert gate.limit == 4
    full(gate).measured(0.0, 1.0)  # the last answer of the rounds at four
    assert gate.limit == 5


def test_a_latency_within_the_tolerance_is_not_queueing() -> None:
    gate = ConcurrencyGate(4, ceiling=4)
    gate.measured(0.0, 1.0)
    gate.measured(0.0, 1.4)
    gate.measured(0.0, 1.4)  # slower, as a busy client sees it: no queue
    assert gate.limit == 4 and gate.backoffs == 0


def test_a_stall_halves_and_the_limit_never_passes_its_bounds() -> None:
    gate = ConcurrencyGate(3, ceiling=3)
    full(gate).measured(0.0, 1.0)
    assert gate.limit == 3  # the ceiling
    gate.back_off()
    assert gate.limit == 1
    gate.back_off()
    assert gate.limit == 1
    with pytest.raises(ValueError):
        ConcurrencyGate(0)


def test_the_gate_admits_at_most_its_limit() -> None:
    gate = ConcurrencyGate(2, ceiling=2)
    inside: list[int] = []
    peak = [0]
    lock = threading.Lock()

    def work() -> None:
        with gate:
            with lock:
                inside.append(1)
                peak[0] = max(peak[0], len(inside))
            time.sleep(0.05)
            with lock:
                inside.pop()

    threads = [threading.Thread(target=work) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert peak[0] == 2 and gate.active == 0


def test_what_was_learnt_is_remembered_per_endpoint_and_model(tmp_path: Path) -> None:
    store = tmp_path / "cache" / "concurrency.json"
    gate = ConcurrencyGate(1, key="http://a/v1 m", store=store)
    for _ in range(5):
        full(gate).measured(0.0, 1.0)
    gate.remember()
    other = ConcurrencyGate(1, key="http://b/v1 m", store=store)
    other.remember()

    assert ConcurrencyGate(1, key="http://a/v1 m", store=store).limit == 6
    assert ConcurrencyGate(1, key="http://b/v1 m", store=store).limit == 1
    assert json.loads(store.read_text())["http://a/v1 m"] == {"limit": 6, "threshold": CEILING}


def test_an_unreadable_memory_is_no_memory(tmp_path: Path) -> None:
    store = tmp_path / "concurrency.json"
    store.write_text('{"k": {"limit": "lots", "threshold": -3}}')
    assert ConcurrencyGate(1, key="k", store=store).limit == 1
    store.write_text("not json")
    gate = ConcurrencyGate(4, key="k", store=store)
    assert gate.limit == 4 and gate.threshold == CEILING


# -- against the scripted servers ------------------------------------------------------------


def rewrite_seven(engine: LLMEngine, role: RoleBrief, count: int = 7) -> None:
    entries = [make_entry(i) for i in range(count)]
    assert isinstance(engine.port, ChatPort)
    engine.port.client()  # importing openai takes seconds on a loaded machine: not the server
    results = engine.rewrite_entries(entries, role)
    assert all(r.error is None for r in results)


def test_a_server_that_runs_requests_in_parallel_gets_them_in_parallel(
    server: ScriptedServer, make_engine: MakeEngine, role: RoleBrief
) -> None:
    server.expect(*(rewrites_reply(delay=1.0) for _ in range(7)))
    engine = make_engine(config={"timeout": 30.0})

    rewrite_seven(engine, role)

    assert len(server.requests) == 7
    assert server.max_in_flight >= 3  # one, then two, then (unless a hiccup) four at once
    assert engine.gate.limit >= 3


def test_a_server_that_queues_is_sent_one_request_without_timeouts_or_retries(
    make_engine: MakeEngine, role: RoleBrief, settings: object, tmp_path: Path
) -> None:
    queueing = ScriptedServer(serial=True).start()
    try:
        queueing.expect(*(rewrites_reply(delay=0.3) for _ in range(12)))
        config = {"base_url": queueing.base_url, "timeout": 30.0}
        engine = make_engine(config=config)
        rewrite_seven(engine, role, 12)
        assert len(queueing.requests) == 12  # nothing retried
        assert engine.gate.backoffs >= 1 and engine.gate.limit <= 3

        queueing.expect(*(rewrites_reply(delay=0.3) for _ in range(7)))
        again = make_engine(config=config)  # remembered: no slow start this time
        assert again.gate.limit <= 3 and again.gate.threshold <= 3
        rewrite_seven(again, role)
        assert len(queueing.requests) == 19 and not queueing.unexpected
        assert queueing.max_in_flight <= 6  # of 12: never a deep queue, nothing near a timeout
    finally:
        queueing.stop()


def test_a_rate_limit_halves_the_limit(
    server: ScriptedServer, make_engine: MakeEngine, role: RoleBrief
) -> None:
    server.expect(
        error_reply(429, "slow down", {"retry-after-ms": "10"}),
        rewrites_reply(),
    )
    engine = make_engine(max_concurrency=4)

    [result] = engine.rewrite_entries([make_entry(0)], role)

    assert result.error is None and engine.gate.limit == 2


def test_the_turnstile_lets_jobs_through_in_their_order() -> None:
    from cvcoach.llm.gate import Turnstile

    gate, turnstile = ConcurrencyGate(3, ceiling=3), Turnstile()
    entered: list[int] = []
    lock = threading.Lock()

    def job(index: int) -> None:
        with turnstile.turn(index, gate):
            with lock:
                entered.append(index)
            time.sleep(0.02)

    threads = [threading.Thread(target=job, args=(i,)) for i in reversed(range(8))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert entered == list(range(8)) and gate.active == 0


# -- what holds a slot -------------------------------------------------------------------------


def test_a_thread_that_holds_a_slot_does_not_take_a_second() -> None:
    gate = ConcurrencyGate(1, ceiling=1)
    with gate:
        with gate:  # a caller wrapping a whole answer, then the port sending it
            assert gate.active == 1
        assert gate.active == 1
    assert gate.active == 0


def test_a_job_that_sends_nothing_lets_the_next_ones_through_as_it_ends() -> None:
    from cvcoach.llm.gate import Turnstile

    gate, turnstile = ConcurrencyGate(2, ceiling=2), Turnstile()
    sent: list[int] = []

    def job(index: int, sends: bool) -> None:
        with gate.in_turn(turnstile, index):
            if not sends:  # an answer from the cache, an entry with no bullets
                time.sleep(0.1)
                assert not sent, "a later job sent before an earlier one had passed"
                return
            with gate:
                sent.append(index)

    threads = [threading.Thread(target=job, args=(i, i != 0)) for i in reversed(range(3))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=5.0)
    assert sent == [1, 2] and gate.active == 0


def test_a_slot_is_held_while_sending_not_while_checking_the_answer_or_waiting_to_retry(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    from cvcoach.llm.prompts import load_prompt
    from cvcoach.llm.retry import RetryPolicy

    server.expect(error_reply(503, "busy"), rewrites_reply())
    held: dict[str, list[int]] = {"checking": [], "retry wait": []}
    engine = make_engine(
        max_concurrency=1, retry=RetryPolicy(sleep=lambda _: held["retry wait"].append(gate.active))
    )
    gate = engine.gate

    def check(reply: object) -> None:
        held["checking"].append(gate.active)

    values = {**engine.entry_values(entry), **engine.role_values(role)}
    engine.answer(load_prompt("rewrite_entry"), values, check)

    assert held == {"checking": [0], "retry wait": [0]} and len(server.requests) == 2


def test_a_batch_fork_shares_the_gate_and_the_http_client(make_engine: MakeEngine) -> None:
    engine = make_engine(redact=False)
    fork = engine.fork()
    assert isinstance(engine.port, ChatPort) and isinstance(fork.port, ChatPort)
    assert fork.gate is engine.gate and fork.port.client() is engine.port.client()
    assert fork.usage is not engine.usage and not fork.redactor.enabled
