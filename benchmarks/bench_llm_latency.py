"""How fast the model path is on servers that batch and on servers that queue.

`polish` through the LLM engine against the tests' scripted OpenAI-compatible server, every
reply held back `--latency` seconds (1 s by default, a hosted model's typical answer time),
on two servers: one that runs requests in parallel (as vLLM, LM Studio, Ollama with parallel
slots and hosted APIs do) and one that answers one request at a time and queues the rest
(as llama.cpp's Python server does). The concurrency gate starts knowing nothing of either
(`cold`: one request at a time for a server on this machine, four for a remote one) and
then with what it remembered (`warm`); a run on another endpoint first loads what any first
run loads (the tokenizer, prompts, word lists), which is no part of either. Rows: the
one-page demo CV (`--profile`, 7 entries to rewrite) on loopback; the same reached at this
machine's network address, as a remote endpoint is (skipped when it has none); and on the
parallel server a batch of `--batch` CVs (the sample profiles in turn) as `cvcoach polish
DIR/` runs it.

Requests counts what the server received; span is the time from the first request's arrival
to the last answer's end; model time the wall time the engine's calls took (the union of
their intervals: the span plus preparing prompts and checking answers); CPU the process's
user+sys time over the run (the in-process server's few milliseconds included); retries and
timeouts must stay at zero on the queueing server. Wall-clock figures depend on the
machine's load, printed before and after.

    python benchmarks/bench_llm_latency.py [--latency 1.0] [--batch 20]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import SecretStr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.llm.handwritten_replies import rewrites_reply  # noqa: E402
from tests.llm.scripted_openai_server import ScriptedServer  # noqa: E402

from cvcoach.engines.llm_engine import LLMEngine  # noqa: E402
from cvcoach.llm.config import LLMConfig  # noqa: E402
from cvcoach.llm.port import ChatPort  # noqa: E402
from cvcoach.llm.retry import RetryPolicy  # noqa: E402

ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"
ONE_PAGE = ROOT / "evals" / "profiles" / "runyu-lu.yaml"  # the demo CV: 7 entries
TIMED = ("rewrite_entries", "revise", "draft_letter_parts", "review")


@dataclass
class Clock:
    """The union of the intervals during which the engine was at work, and the retries."""

    spans: list[tuple[float, float]] = field(default_factory=list)
    retries: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, start: float, end: float) -> None:
        with self.lock:
            self.spans.append((start, end))

    def busy(self) -> float:
        total, reach = 0.0, float("-inf")
        for start, end in sorted(self.spans):
            if end > reach:
                total += end - max(start, reach)
                reach = end
        return total

    def slept(self, seconds: float) -> None:
        self.retries += 1
        time.sleep(seconds)


def clocked(engine: LLMEngine, clock: Clock) -> LLMEngine:
    """`engine` with its model calls clocked, and those of its forks (a batch's CVs)."""
    fork = engine.fork
    engine.fork = lambda: clocked(fork(), clock)  # type: ignore[method-assign]
    for name in TIMED:
        method: Callable[..., Any] = getattr(engine, name)

        def timed(*args: Any, _method: Callable[..., Any] = method, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return _method(*args, **kwargs)
            finally:
                clock.add(started, time.perf_counter())

        setattr(engine, name, timed)
    return engine


def timed_engine(config: LLMConfig, folder: Path, clock: Clock) -> LLMEngine:
    """An engine without an answer cache (every run asks), its model calls clocked; what
    the gate learns is remembered in `folder`."""
    engine = LLMEngine(
        config,
        cache=False,
        cache_path=folder / "answers.sqlite3",
        retry=RetryPolicy(sleep=clock.slept),
    )
    if isinstance(engine.port, ChatPort):
        engine.port.client()  # openai imported before the clock starts: not the server's time
    return clocked(engine, clock)


@dataclass
class Row:
    what: str
    requests: int
    span: float  # first request sent to last answer received
    model_time: float
    wall: float
    cpu: float
    retries: int
    backoffs: int
    limit: int


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run(
    serial: bool,
    port: int,
    profiles: Sequence[Path],
    folder: Path,
    latency: float,
    what: str,
    host: str = "127.0.0.1",
) -> Row:
    """Polish `profiles` on a fresh server at `host:port` (the same endpoint as the last
    run): one CV with `polish`, more as a batch (`cvcoach polish DIR/`)."""
    from cvcoach.cli.batch import Batch, run_batch
    from cvcoach.rewriting.polish import polish

    server = ScriptedServer(serial=serial, port=port, host=host).start()
    server.expect(*(rewrites_reply(delay=latency) for _ in range(40 * len(profiles))))
    clock = Clock()
    try:
        config = LLMConfig(model="scripted", base_url=server.base_url, api_key=SecretStr("x"))
        engine = timed_engine(config, folder, clock)
        with tempfile.TemporaryDirectory() as work:
            folder_in = Path(work) / "cvs"
            folder_in.mkdir()
            cvs = [folder_in / f"{i:02d}-{p.name}" for i, p in enumerate(profiles)]
            for cv, profile in zip(cvs, profiles, strict=True):
                shutil.copy(profile, cv)
            started, cpu = time.perf_counter(), cpu_seconds()
            if len(cvs) == 1:
                polish(cvs[0], ROLE, engine=engine)
            else:
                out = Path(work) / "out"
                run_batch(Batch("polish", folder_in, cvs, ROLE, out, engine))
            wall, cpu = time.perf_counter() - started, cpu_seconds() - cpu
        return Row(
            what,
            len(server.requests),
            server.last_answer - server.requests[0].received,
            clock.busy(),
            wall,
            cpu,
            clock.retries,
            engine.gate.backoffs,
            engine.gate.limit,
        )
    finally:
        server.stop()


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def network_address() -> str | None:
    """This machine's address on its network (a remote endpoint's kind of address), or
    None; connecting a UDP socket sends nothing."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: a route is looked up, no packet
            address: str = probe.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") else address


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--profile", type=Path, default=ONE_PAGE)
    parser.add_argument("--batch", type=int, default=20, help="CVs in the batch row")
    args = parser.parse_args()
    samples = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
    print(f"polish against a scripted server answering in {args.latency:g} s per request")
    print(f"load average {load()}, {os.cpu_count()} cores")
    print(
        f"{'server':<10} {'run':<24} {'requests':>8} {'span s':>7} {'model s':>8} {'wall s':>7} "
        f"{'CPU s':>6} {'retries':>7} {'back-offs':>9} {'limit':>5}"
    )
    with tempfile.TemporaryDirectory() as memory:  # first use: tokenizer, prompts, lexicons
        run(False, free_port(), [args.profile], Path(memory), 0.0, "warm-up")
    one, name = [args.profile], args.profile.stem
    remote = network_address()
    plans: list[tuple[str, bool, str, list[tuple[str, list[Path]]]]] = [
        ("parallel", False, "127.0.0.1", [(f"{name} cold", one), (f"{name} warm", one)]),
        ("queueing", True, "127.0.0.1", [(f"{name} cold", one), (f"{name} warm", one)]),
    ]
    if remote is not None:
        plans.insert(1, ("parallel", False, remote, [(f"{name} remote cold", one)]))
    batch = [samples[i % len(samples)] for i in range(args.batch)]
    plans.insert(1, ("parallel", False, "127.0.0.1", [(f"{args.batch} CVs cold", batch)]))
    for server, serial, host, runs in plans:
        port = free_port(host)
        with tempfile.TemporaryDirectory() as memory:
            for what, profiles in runs:
                row = run(serial, port, profiles, Path(memory), args.latency, what, host)
                print(
                    f"{server:<10} {row.what:<24} {row.requests:>8} {row.span:>7.1f} "
                    f"{row.model_time:>8.1f} {row.wall:>7.1f} {row.cpu:>6.1f} {row.retries:>7} "
                    f"{row.backoffs:>9} {row.limit:>5}",
                    flush=True,
                )
    print(f"load average {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
