"""How fast is `cvcoach check`? Start-up on one CV, and 200 CVs in one call.

Run: `make bench` (or `python benchmarks/bench_check.py`). Prints a table; nothing is
asserted here: numbers go in the README and in closing notes, not in timed tests.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
CLI = [sys.executable, "-m", "cvcoach"]
HEAVY = ("gradio", "openai", "langchain_core", "tiktoken", "numpy", "lemminflect")


# Measure as users run it: with compiled bytecode cached (some shells disable it).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        CLI + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=ENV
    )
    return time.perf_counter() - start


def heavy_imports(profile: Path) -> list[str]:
    code = (
        "import sys; from cvcoach.cli import main\n"
        "try:\n    main(['check', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
        f"print('HEAVY:' + ','.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(profile)], capture_output=True, text=True, check=False
    )
    line = next(x for x in out.stdout.splitlines() if x.startswith("HEAVY:"))
    return [m for m in line.removeprefix("HEAVY:").split(",") if m]


def main() -> None:
    one = PROFILES[0]
    run(["check", str(one)])  # warm the dictionary cache
    starts = [run(["check", str(one)]) for _ in range(15)]
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(200):
            src = PROFILES[i % len(PROFILES)]
            shutil.copy(src, Path(tmp) / f"cv-{i:03d}.yaml")
        many = [run(["check", tmp, "--format", "json"]) for _ in range(3)]
    print("| measure | median | min |\n| --- | --- | --- |")
    print(
        f"| `cvcoach check` one CV ({one.name}) | {statistics.median(starts):.3f} s "
        f"| {min(starts):.3f} s |"
    )
    print(
        f"| `cvcoach check` 200 CVs in one call | {statistics.median(many):.2f} s "
        f"| {min(many):.2f} s |"
    )
    heavy = heavy_imports(one)
    print(f"\nheavy modules imported by `check`: {', '.join(heavy) or 'none'}")


if __name__ == "__main__":
    main()
