"""How fast the model path is on servers that batch and on servers that queue.

`polish` through the LLM engine against the tests' scripted OpenAI-compatible server, every
reply held back `--latency` seconds (1 s by default, a hosted model's typical answer time),
on two servers: one that runs requests in parallel (as vLLM, LM Studio, Ollama with parallel
slots and hosted APIs do) and one that answers one request at a time and queues the rest
(as llama.cpp's Python server does). The concurrency gate starts knowing nothing of either
(`cold`, one request at a time: the server is on this machine) and then with what it
remembered (`warm`); a run on another endpoint first loads what any first run loads (the
tokenizer, prompts, word lists), which is no part of either. Rows: the one-page demo CV
(`--profile`, 7 entries to rewrite), and on the parallel server a batch of `--batch` CVs
(the sample profiles in turn) as `cvcoach polish DIR/` runs it.

Requests counts what the server received; span is the time from the first request's arrival
to the last answer's end; model time the wall time the engine's calls took (the span plus
preparing prompts and checking answers); retries and timeouts must stay at zero on the
queueing server.

    python benchmarks/bench_llm_latency.py [--latency 1.0] [--batch 20] [--batch 20]
"""

from __future__ import annotations

import argparse
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
from cvcoach.llm.gate import ConcurrencyGate  # noqa: E402
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


def timed_engine(
    config: LLMConfig, folder: Path, clock: Clock, gate: ConcurrencyGate | None = None
) -> LLMEngine:
    """An engine without an answer cache (every run asks), its model calls clocked, and so
    are those of its forks (a batch's sessions); what the gate learns is remembered in
    `folder`."""
    engine = LLMEngine(
        config,
        cache=False,
        cache_path=folder / "answers.sqlite3",
        retry=RetryPolicy(sleep=clock.slept),
        gate=gate,
    )
    engine.fork = lambda: timed_engine(config, folder, clock, engine.gate)  # type: ignore[method-assign]
    for name in TIMED:
        method: Callable[..., Any] = getattr(engine, name)

        def clocked(*args: Any, _method: Callable[..., Any] = method, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return _method(*args, **kwargs)
            finally:
                clock.add(started, time.perf_counter())

        setattr(engine, name, clocked)
    if isinstance(engine.port, ChatPort):
        engine.port.client()  # openai imported before the clock starts: not the server's time
    return engine


@dataclass
class Row:
    what: str
    requests: int
    span: float  # first request sent to last answer received
    model_time: float
    wall: float
    retries: int
    backoffs: int
    limit: int


def run(
    serial: bool, port: int, profiles: Sequence[Path], folder: Path, latency: float, what: str
) -> Row:
    """Polish `profiles` on a fresh server at `port` (the same endpoint as the last run):
    one CV with `polish`, more as a batch (`cvcoach polish DIR/`)."""
    from cvcoach.cli.batch import Batch, run_batch
    from cvcoach.rewriting.polish import polish

    server = ScriptedServer(serial=serial, port=port).start()
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
            started = time.perf_counter()
            if len(cvs) == 1:
                polish(cvs[0], ROLE, engine=engine)
            else:
                out = Path(work) / "out"
                run_batch(Batch("polish", folder_in, cvs, ROLE, out, engine))
            wall = time.perf_counter() - started
        return Row(
            what,
            len(server.requests),
            server.last_answer - server.requests[0].received,
            clock.busy(),
            wall,
            clock.retries,
            engine.gate.backoffs,
            engine.gate.limit,
        )
    finally:
        server.stop()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--profile", type=Path, default=ONE_PAGE)
    parser.add_argument("--batch", type=int, default=20, help="CVs in the batch row")
    args = parser.parse_args()
    samples = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
    print(f"polish against a scripted server answering in {args.latency:g} s per request")
    print(
        f"{'server':<10} {'run':<22} {'requests':>8} {'span s':>7} {'model s':>8} {'wall s':>7} "
        f"{'retries':>7} {'back-offs':>9} {'limit':>5}"
    )
    with tempfile.TemporaryDirectory() as memory:  # first use: tokenizer, prompts, lexicons
        run(False, free_port(), [args.profile], Path(memory), 0.0, "warm-up")
    for serial, name in ((False, "parallel"), (True, "queueing")):
        port = free_port()
        with tempfile.TemporaryDirectory() as memory:
            folder = Path(memory)
            one = [args.profile]
            rows = [
                run(serial, port, one, folder, args.latency, f"{args.profile.stem} cold"),
                run(serial, port, one, folder, args.latency, f"{args.profile.stem} warm"),
            ]
            if not serial:  # at one request at a time a batch takes minutes: skipped
                batch = [samples[i % len(samples)] for i in range(args.batch)]
                rows.append(run(serial, port, batch, folder, args.latency, f"{args.batch} CVs"))
        for row in rows:
            print(
                f"{name:<10} {row.what:<22} {row.requests:>8} {row.span:>7.1f} "
                f"{row.model_time:>8.1f} {row.wall:>7.1f} {row.retries:>7} {row.backoffs:>9} "
                f"{row.limit:>5}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
