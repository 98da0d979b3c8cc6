"""The real-model tier's figures as Markdown tables (for the README and docs/llm.md).

make test-llm                              # writes test-artifacts/real-model/figures.json
python benchmarks/real_model_figures.py    # prints the tables
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "test-artifacts" / "real-model" / "figures.json"


def profiles_table(figures: dict[str, dict[str, Any]]) -> list[str]:
    lines = [
        "| profile | polish: requests | tokens in / out | time | model rewrites proposed / "
        "kept / refused / rescued | offline-rule fixes | letter: time, words, by | "
        "review: time |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, f in sorted(figures.items()):
        if "polish_seconds" not in f:
            continue
        by = "model" if f.get("letter_from_model") else "model + offline fill"
        lines.append(
            f"| {name} | {f['polish_requests']} | {f['polish_tokens_in']:,} / "
            f"{f['polish_tokens_out']:,} | {f['polish_seconds']:.0f} s | {f['proposed']} / "
            f"{f['model_kept']} / {f['refused']} / {f['rescued']} | {f['offline_fixes']} | "
            f"{f.get('letter_seconds', 0):.0f} s, {f.get('letter_words', 0)}, {by} | "
            f"{f.get('review_seconds', 0):.0f} s |"
        )
    return lines


def refusals_table(figures: dict[str, dict[str, Any]]) -> list[str]:
    """Why the guard refused the model's rewrites, per profile."""
    rows = [(n, f["refusals"]) for n, f in sorted(figures.items()) if "refusals" in f]
    kinds = sorted({k for _, r in rows for k in r})
    if not rows or not kinds:
        return []
    lines = ["| profile | " + " | ".join(kinds) + " |", "| --- |" + " ---: |" * len(kinds)]
    for name, r in rows:
        lines.append(f"| {name} | " + " | ".join(str(r.get(k, 0)) for k in kinds) + " |")
    return lines


def eval_table(figures: dict[str, dict[str, Any]]) -> list[str]:
    run = figures.get("eval")
    if not run:
        return []
    lines = ["| grader | offline | model |", "| --- | ---: | ---: |"]
    for name in sorted(set(run["model"]) | set(run["offline"])):
        offline, model = run["offline"].get(name), run["model"].get(name)
        cells = ["–" if v is None else f"{v:.3f}" for v in (offline, model)]
        lines.append(f"| {name} | {cells[0]} | {cells[1]} |")
    return lines


def import_table(figures: dict[str, dict[str, Any]]) -> list[str]:
    lines = [
        "| seed | parts sent / answered / failed | requests | tokens in / out | time "
        "| entries placed by the model | model values refused |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    rows = sorted((k.removeprefix("import-"), f) for k, f in figures.items()
                  if k.startswith("import-"))  # fmt: skip
    for name, f in rows:
        lines.append(
            f"| {name} | {f['parts']} / {f['answered']} / {f['failed']} | {f['requests']} | "
            f"{f['tokens_in']:,} / {f['tokens_out']:,} | {f['seconds']:.0f} s | "
            f"{f['by_model']} | {f['refused']} |"
        )
    return lines if rows else []


def main() -> int:
    if not FIGURES.exists():
        print(f"no figures at {FIGURES}: run `make test-llm` first", file=sys.stderr)
        return 2
    figures = json.loads(FIGURES.read_text(encoding="utf-8"))
    print("\n".join(profiles_table(figures)))
    print()
    print("\n".join(refusals_table(figures)))
    print()
    print("\n".join(eval_table(figures)))
    print()
    print("\n".join(import_table(figures)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
