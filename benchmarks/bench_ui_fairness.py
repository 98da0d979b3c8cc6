"""Does a one-page CV's Check answer while another user's 15,000-bullet CV is being checked,
and does a closed tab's work stop?

The web UI's handlers run each request in a worker process (`cvcoach.ui.workers`), small and
large requests in separate lanes. This drives the same calls the page's handlers make
(`workers.run(session, "check", workspace.run_check, ...)`): one session checks the
15,000-bullet CV of `bench_check.py` (each bullet with a slip and a repeated word, 988 KB);
while it runs, another session checks `evals/profiles/lei-wang.yaml` `--rounds` times in a
row, each timed from the call to its answer (wall clock: what the second user waits). Then
the first session's tab closes (`events.on_close`) and the time until its worker is gone is
measured. Wall-clock figures move with the machine's load, printed before and after; nothing
is asserted here (tests/ui/test_workers.py asserts the behaviour).

    python benchmarks/bench_ui_fairness.py [--bullets 15000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench_check import bullets_cv

ROOT = Path(__file__).resolve().parents[1]

SMALL = ROOT / "evals" / "profiles" / "lei-wang.yaml"


def gone(pid: int) -> bool:
    """The process has ended (or is a zombie waiting to be reaped)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    stat = Path(f"/proc/{pid}/stat")
    return not stat.exists() or stat.read_text().split()[2] == "Z"


def main() -> int:
    from cvcoach.ui import events, workers
    from cvcoach.ui import workspace as ws

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bullets", type=int, default=15_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    small, heavy = SMALL.read_text(encoding="utf-8"), bullets_cv(args.bullets)
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    assert workers.lane_of((heavy,)) == "large" and workers.lane_of((small,)) == "small"
    workers.run("warm", "check", ws.run_check, small, "cv.yaml", None, None, None)

    heavy_done = threading.Event()
    heavy_took: list[float] = []

    def check_heavy() -> None:
        started = time.monotonic()
        try:
            workers.run("alice", "check", ws.run_check, heavy, "cv.yaml", None, None, None)
            heavy_took.append(time.monotonic() - started)
        except Exception:  # stopped by the closed tab below
            pass
        heavy_done.set()

    threading.Thread(target=check_heavy, daemon=True).start()
    while not workers.running("alice"):
        time.sleep(0.02)
    pid = workers.running("alice")[0]
    time.sleep(0.5)  # the heavy check under way
    waits: list[float] = []
    for _ in range(args.rounds):
        started = time.monotonic()
        answer: Any = workers.run("bob", "check", ws.run_check, small, "cv.yaml", None, None, None)
        waits.append(time.monotonic() - started)
        assert "error(s)" in answer.message
        if heavy_done.is_set():
            print("the heavy check ended before the rounds did: use more --bullets")
            break
    closed = time.monotonic()
    events.on_close(SimpleNamespace(session_hash="alice"))  # type: ignore[arg-type]
    while not gone(pid):
        time.sleep(0.01)
    stop = time.monotonic() - closed
    heavy_done.wait(10)
    print("| measure | value |\n| --- | ---: |")
    print(
        f"| {args.bullets:,}-bullet check running beside | {'yes' if not heavy_took else 'ended'} |"
    )
    print(f"| one-page Check, median of {len(waits)} | {statistics.median(waits):.2f} s |")
    print(f"| one-page Check, slowest | {max(waits):.2f} s |")
    print(f"| closed tab to its worker gone | {stop:.2f} s |")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
