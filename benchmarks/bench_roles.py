"""How fast are `cvcoach role` and `cvcoach match`? A curve over the number of CVs.

Run: `python benchmarks/bench_roles.py [--rounds N]`. Prints a table; nothing is asserted:
numbers go in docs/roles.md and closing notes, not in timed tests.

- `role`: `cvcoach role POSTING --format json` as a fresh process, for every held-out
  posting (evals/roles-heldout/postings), the median and the slowest; the target is 0.5 s.
- `match`: `cvcoach match POSTING DIR` as a fresh process over 25, 50, 100 and 200 CVs (the
  sample CVs copied round-robin into a temporary folder, each copy its own file), with
  the seconds per CV beside it; the target is 10 s for 200 CVs on 2 cores.
Each command runs once as a warm-up (bytecode and data caches), then `--rounds` times.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POSTINGS = sorted((ROOT / "evals" / "roles-heldout" / "postings").glob("*"))
CVS = sorted((ROOT / "evals" / "profiles").glob("*.yaml")) + sorted(
    (ROOT / "evals" / "heldout" / "profiles").glob("*.yaml")
)
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
SIZES = (25, 50, 100, 200)


def cvcoach() -> list[str]:
    path = Path(sys.executable).parent / "cvcoach"
    return [str(path)] if path.exists() else [sys.executable, "-m", "cvcoach"]


def seconds(command: Sequence[str]) -> float:
    """Wall seconds of one run (recorded with its CPU seconds in `CPU`)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall


CPU: list[float] = []  # CPU seconds (user + system, the process and its workers) of each run


def role_times(rounds: int) -> tuple[list[float], list[float]]:
    """Per posting: the fastest wall time of `rounds` runs, and the CPU time of that run."""
    base = cvcoach()
    seconds([*base, "role", str(POSTINGS[0])])
    walls, cpus = [], []
    for posting in POSTINGS:
        runs = []
        for _ in range(rounds):
            runs.append((seconds([*base, "role", str(posting), "--format", "json"]), CPU[-1]))
        wall, cpu = min(runs)
        walls.append(wall)
        cpus.append(cpu)
    return walls, cpus


def match_curve(rounds: int) -> list[tuple[int, float, float]]:
    base = cvcoach()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in SIZES:
            folder = Path(tmp) / str(size)
            folder.mkdir()
            for i in range(size):
                shutil.copy(CVS[i % len(CVS)], folder / f"cv{i:03d}{CVS[i % len(CVS)].suffix}")
            command = [*base, "match", str(ROLE), str(folder), "--format", "json"]
            seconds(command)
            runs = sorted((seconds(command), CPU[-1]) for _ in range(rounds))
            rows.append((size, *runs[len(runs) // 2]))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    walls, cpus = role_times(args.rounds)
    print(
        f"cvcoach role, {len(walls)} postings: wall median {statistics.median(walls):.3f} s, "
        f"slowest {max(walls):.3f} s; CPU median {statistics.median(cpus):.3f} s, slowest "
        f"{max(cpus):.3f} s (target 0.5 s)"
    )
    print("cvcoach match: CVs, wall s, CPU s, wall s per CV (target 10 s for 200)")
    for size, wall, cpu in match_curve(args.rounds):
        print(f"{size:>5} {wall:8.2f} {cpu:8.2f} {wall / size:10.4f}")
    return 0


if __name__ == "__main__":
    start = time.perf_counter()
    code = main()
    print(f"bench took {time.perf_counter() - start:.0f} s")
    sys.exit(code)
