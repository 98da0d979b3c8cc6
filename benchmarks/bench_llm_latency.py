"""What parallel requests buy on a server that runs them in parallel.

`polish` of each sample profile through the LLM engine against the tests' scripted
OpenAI-compatible server, every reply held back `--latency` seconds (1 s by default, a
hosted model's typical answer time), with one request at a time (what cvcoach sends to a
server on this machine) and with four (what it sends to a remote one).

    python benchmarks/bench_llm_latency.py [--latency 1.0]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from pydantic import SecretStr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.llm.handwritten_replies import rewrites_reply  # noqa: E402
from tests.llm.scripted_openai_server import ScriptedServer  # noqa: E402

from cvcoach.engines.llm_engine import LLMEngine  # noqa: E402
from cvcoach.llm.config import LLMConfig  # noqa: E402
from cvcoach.rewriting.polish import polish  # noqa: E402

ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"


def run(profile: Path, latency: float, concurrency: int) -> tuple[float, int]:
    server = ScriptedServer().start()
    reply = rewrites_reply(delay=latency)
    server.expect(*(reply for _ in range(64)))
    try:
        config = LLMConfig(model="scripted", base_url=server.base_url, api_key=SecretStr("x"))
        with tempfile.TemporaryDirectory() as cache:
            engine = LLMEngine(
                config,
                cache=False,
                max_concurrency=concurrency,
                cache_path=Path(cache) / "answers.sqlite3",
            )
            started = time.perf_counter()
            polish(profile, ROLE, engine=engine)
            return time.perf_counter() - started, len(server.requests)
    finally:
        server.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--latency", type=float, default=1.0)
    args = parser.parse_args()
    print(f"polish with a scripted server answering in {args.latency:g} s per request")
    print(
        f"{'profile':<14} {'requests':>8} {'1 at a time':>12} {'4 at a time':>12} {'speed-up':>9}"
    )
    for profile in sorted((ROOT / "evals" / "profiles").glob("*.yaml")):
        one, requests = run(profile, args.latency, 1)
        four, _ = run(profile, args.latency, 4)
        print(f"{profile.stem:<14} {requests:>8} {one:>11.1f}s {four:>11.1f}s {one / four:>8.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
