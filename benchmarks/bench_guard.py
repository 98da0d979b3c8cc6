"""How fast is the grounding guard, and does its cost grow linearly with the CV?

Run: `python benchmarks/bench_guard.py [--rounds N]`. Prints a table; nothing is asserted:
numbers go in docs and closing notes, not in timed tests.

Every text of the sample profiles (evals/profiles) is a CV text the guard reads; each bullet
is checked as a rewrite of itself with one word changed, against the first eight texts as
context, as polish does for every proposal of an eval run. The curve repeats the profiles'
texts 1x, 3x and 9x (each copy numbered, so no two texts are equal) and prints the seconds
per rewrite: a flat column is a guard whose cost per rewrite does not grow with the CV.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import yaml

from cvcoach.grounding.guard import Guard

ROOT = Path(__file__).resolve().parents[1]
ROLE = "Requirements: a PhD from MIT, 5+ years of Kubernetes, and experience at Acme Corp."


def profile_texts() -> list[str]:
    """Every highlight and summary of the sample profiles' work, projects and volunteering."""
    texts: list[str] = []
    for path in sorted((ROOT / "evals" / "profiles").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for section in ("work", "projects", "volunteer"):
            for entry in data.get(section) or []:
                if isinstance(entry.get("summary"), str):
                    texts.append(entry["summary"])
                texts.extend(h for h in entry.get("highlights") or [] if isinstance(h, str))
    return texts


def seconds_per_rewrite(texts: list[str], rewrites: list[str]) -> float:
    guard = Guard(texts, role_text=ROLE)
    started = time.perf_counter()
    for text in rewrites:
        guard.check_rewrite(text, text.replace("the", "a"), texts[:8])
    return (time.perf_counter() - started) / len(rewrites)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    base = profile_texts()
    rewrites = base[:60]
    print(f"grounding guard: {len(base)} CV texts, {len(rewrites)} rewrites a round")
    print("| CV texts | ms per rewrite (median) | ratio to 1x |")
    print("| ---: | ---: | ---: |")
    first = 0.0
    for factor in (1, 3, 9):
        texts = [f"{t} ({n})" if n else t for n in range(factor) for t in base]
        runs = [seconds_per_rewrite(texts, rewrites) for _ in range(args.rounds)]
        median = statistics.median(runs)
        first = first or median
        print(f"| {len(texts)} | {median * 1000:.2f} | {median / first:.2f} |")


if __name__ == "__main__":
    main()
