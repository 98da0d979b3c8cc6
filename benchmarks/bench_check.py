"""How fast does cvcoach start? `check` beside codespell on one CV, 200 CVs in one call, and
the start-up of `polish --engine offline` and of the web UI's module. And does `check` grow
in step with the CV: CPU time of CVs of 1,500 / 4,500 / 15,000 bullets (each with a slip and
a repeated word), of 500 / 1,500 / 4,500 jobs held at once and of one line of 2,500 / 7,500 /
22,500 such phrases, with the ratio per 3x step
(3.0 is linear; 9.0 quadratic).

Run: `make bench` (or `python benchmarks/bench_check.py [--pairs N]`; the curve alone:
`--curve-only [--only bullets]`). Prints a table;
nothing is asserted here: numbers go in the README and in closing notes, not in timed tests.

The comparison with codespell is paired: each round runs `cvcoach check CV` and then
`codespell CV` on the same one-page CV, so both see the same machine; the table gives both
medians and the median of the per-round ratios (below 1: cvcoach is faster). Every command
is a fresh process started as a user starts it (the installed console scripts, compiled
bytecode cached), after one warm-up run that fills the caches.

Wall time moves with whatever else the machine does; where valgrind is installed, the same
two commands are also counted in instructions executed (callgrind), which does not: the
same figures on a busy machine as on an idle one.
"""

from __future__ import annotations

import argparse
import os
import re
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
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
ONE = ROOT / "evals" / "profiles" / "lei-wang.yaml"
ROLE = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"
HEAVY = (
    "gradio", "openai", "langchain_core", "tiktoken", "numpy", "lemminflect", "pydantic", "rich",
)  # fmt: skip

# Measure as users run it: with compiled bytecode cached (some shells disable it).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def script(name: str, module: str) -> list[str]:
    """The console script beside this interpreter, else `python -m module`."""
    path = Path(sys.executable).parent / name
    return [str(path)] if path.exists() else [sys.executable, "-m", module]


CVCOACH = script("cvcoach", "cvcoach")
CODESPELL = script("codespell", "codespell_lib")


def seconds(command: Sequence[str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=ENV
    )
    return time.perf_counter() - start


def timed(command: Sequence[str], runs: int) -> list[float]:
    seconds(command)  # warm-up: caches and bytecode
    return [seconds(command) for _ in range(runs)]


def paired(pairs: int) -> tuple[list[float], list[float]]:
    ours, theirs = [*CVCOACH, "check", str(ONE)], [*CODESPELL, str(ONE)]
    seconds(ours), seconds(theirs)
    times = [(seconds(ours), seconds(theirs)) for _ in range(pairs)]
    return [a for a, _ in times], [b for _, b in times]


def instructions(command: Sequence[str]) -> int | None:
    """Instructions `command` executes (valgrind's callgrind), None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    seconds(command)  # warm-up: caches and bytecode
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True, text=True, check=False, env=ENV,
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", out.stderr)
    return int(found.group(1)) if found else None


def heavy_imports() -> list[str]:
    code = (
        "import sys; from cvcoach.cli import main\n"
        "main(['check', sys.argv[1]])\n"
        f"print('HEAVY:' + ','.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(ONE)], capture_output=True, text=True, check=False
    )
    line = next((x for x in out.stdout.splitlines() if x.startswith("HEAVY:")), "HEAVY:?")
    return [m for m in line.removeprefix("HEAVY:").split(",") if m]


SLIPS = ("throughtput", "recieved", "perfomance", "managment", "enviroment")


def bullets_cv(bullets: int, per_job: int = 15) -> str:
    """A JSON Resume YAML of `bullets` bullets, each with a slip and a repeated word."""
    lines = ["basics:", "  name: Jane Doe", "work:"]
    for job in range(bullets // per_job):
        lines += [
            f"  - name: Company {job}", "    position: Engineer",
            f"    startDate: 20{10 + job % 10}-01", f"    endDate: 20{11 + job % 10}-06",
            "    highlights:",
        ]  # fmt: skip
        for b in range(per_job):
            i = job * per_job + b
            lines.append(f"      - Improved the the {SLIPS[i % len(SLIPS)]} of service {i} by 20%")
    return "\n".join(lines) + "\n"


def jobs_cv(jobs: int) -> str:
    """A JSON Resume YAML of `jobs` minimal jobs, all held until now: every pair overlaps."""
    lines = ["basics:", "  name: Jane Doe", "work:"]
    for job in range(jobs):
        lines += [
            f"  - name: Company {job}", "    position: Engineer",
            f"    startDate: 20{10 + job % 10}-0{1 + job % 9}", "    endDate: Present",
        ]  # fmt: skip
    return "\n".join(lines) + "\n"


def long_line_cv(phrases: int) -> str:
    """One bullet of `phrases` phrases on one line, each with a slip and a repeated word."""
    line = " ".join(f"the the {SLIPS[i % len(SLIPS)]} of service {i}" for i in range(phrases))
    return f"basics:\n  name: Jane Doe\nwork:\n  - name: A\n    highlights:\n      - {line}\n"


def cpu_seconds(command: Sequence[str]) -> float:
    """User and system CPU time of one run of `command` (a child process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=ENV
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def curve(runs: int, only: str | None = None) -> None:
    """`check --format json` CPU time against the CV's size, best of `runs` (`only`: the
    rows of one kind, "bullets", "jobs" or "phrases")."""
    print(f"\n| `cvcoach check` of | size | CPU (best of {runs}) | ratio to the row above |")
    print("| --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as tmp:
        for what, make, sizes in (
            ("bullets", bullets_cv, (1500, 4500, 15000)),
            ("jobs at once", jobs_cv, (500, 1500, 4500)),
            ("phrases on one line", long_line_cv, (2500, 7500, 22500)),
        ):
            if only is not None and what.split()[0] != only:
                continue
            previous = None
            for size in sizes:
                cv = Path(tmp) / f"{what.split()[0]}-{size}.yaml"
                cv.write_text(make(size))
                command = [*CVCOACH, "check", str(cv), "--format", "json"]
                best = min(cpu_seconds(command) for _ in range(runs))
                ratio = f"{best / previous:.2f}" if previous else ""
                kb = cv.stat().st_size / 1000
                print(f"| {size:,} {what} | {kb:,.0f} KB | {best:.2f} s | {ratio} |")
                previous = best


def row(measure: str, times: Sequence[float], note: str = "") -> str:
    return f"| {measure} | {statistics.median(times):.3f} s | {min(times):.3f} s | {note} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=21, help="paired check/codespell rounds")
    parser.add_argument("--no-ui", action="store_true", help="skip importing the web UI")
    parser.add_argument("--curve-runs", type=int, default=3, help="runs per size (best kept)")
    parser.add_argument("--curve-only", action="store_true", help="only the size curve")
    parser.add_argument(
        "--only", choices=("bullets", "jobs", "phrases"), help="with --curve-only: one kind"
    )
    args = parser.parse_args()
    if args.curve_only:
        curve(args.curve_runs, args.only)
        return
    ours, theirs = paired(args.pairs)
    ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(200):
            shutil.copy(PROFILES[i % len(PROFILES)], Path(tmp) / f"cv-{i:03d}.yaml")
        many = timed([*CVCOACH, "check", tmp, "--format", "json"], 3)
        polished = Path(tmp) / "out" / "cv.polished.yaml"
        polish = [*CVCOACH, "polish", str(ONE), "--role", str(ROLE), "--engine", "offline"]
        polish_times = timed([*polish, "-o", str(polished)], 5)
    ui = [] if args.no_ui else timed([sys.executable, "-c", "import cvcoach.ui.app"], 3)
    bare = timed([sys.executable, "-c", "pass"], 11)
    print("| measure | median | min | |\n| --- | --- | --- | --- |")
    print(row(f"`cvcoach check {ONE.name}`", ours, f"{args.pairs} rounds, paired"))
    print(row(f"`codespell {ONE.name}`", theirs, "the same rounds"))
    print(
        f"| cvcoach / codespell, median of per-round ratios | {statistics.median(ratios):.2f} "
        f"| {min(ratios):.2f} | |"
    )
    print(row("`cvcoach check` 200 CVs in one call", many, "3 runs"))
    print(row(f"`cvcoach polish {ONE.name} --engine offline`", polish_times, "5 runs"))
    if ui:
        print(row("`python -c 'import cvcoach.ui.app'` (loads gradio)", ui, "3 runs"))
    print(row("`python -c pass` (the interpreter alone)", bare, "11 runs"))
    ours_ir = instructions([*CVCOACH, "check", str(ONE)])
    theirs_ir = instructions([*CODESPELL, str(ONE)])
    if ours_ir and theirs_ir:
        print(
            f"\ninstructions executed (callgrind): cvcoach check {ours_ir / 1e6:.0f} M, "
            f"codespell {theirs_ir / 1e6:.0f} M, ratio {ours_ir / theirs_ir:.2f}"
        )
    print(f"\nheavy modules imported by `check`: {', '.join(heavy_imports()) or 'none'}")
    curve(args.curve_runs)


if __name__ == "__main__":
    main()
