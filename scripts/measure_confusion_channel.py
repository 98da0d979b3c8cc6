"""Would a letter-confusion channel rank the fit split's corrections better? (issue 29)

The table (`cvcoach.language.confusion.ConfusionTable`) is counted on the fit split's
TRAIN side only (`fit_spelling_model.real_pairs`, first correction); each misspelling of
the chosen side is judged alone (`spelling_model.judge`, lower case, no context) and its
kept candidates are reordered by

    score + weight * (confusion channel - fitted channel)   ("replace")
    score + weight * confusion channel                       ("add")

A train-side misspelling is scored by the table without its own pair (leave one out).
Printed per side and class (one edit, two or more): right first among the misspellings
whose right word is kept. `--bench W`: instead, run `benchmarks/bench_human_typos.py` (its
remaining arguments) with each candidate's channel `(1 - W) * fitted + W * confusion`,
the packaged thresholds kept. The test split is never read.

Run: `nice -n 19 .venv/bin/python scripts/measure_confusion_channel.py [--k 0.1]
[--paper-side calibration]` or `... --bench 0.25 --k 0.1 --split fit --no-hunspell --side
calibration`.
"""

from __future__ import annotations

import argparse
import sys
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "benchmarks")]

from bench_human_typos import distance  # noqa: E402
from fit_spelling_model import real_pairs  # noqa: E402

from cvcoach.language import spelling_model  # noqa: E402
from cvcoach.language.confusion import ConfusionTable  # noqa: E402

WEIGHTS = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5)


def train_table(k: float) -> ConfusionTable:
    pairs = [(w, r.split(",")[0]) for w, r, s in real_pairs() if s == "train"]
    return ConfusionTable.estimate(pairs, k)


def paper(table: ConfusionTable, side: str) -> None:
    judged = []
    for wrong, rights, s in real_pairs():
        if s == side:
            meant = set(rights.split(","))
            far = min(distance(wrong, r) for r in meant) >= 2
            found = spelling_model.judge(wrong, "lower").candidates
            if any(c.word in meant for c in found):
                # (a train-side pair is scored by the table without it: leave one out)
                held = table.without(wrong, rights.split(",")[0]) if side == "train" else table
                confusion = [held.channel(wrong, c.word) for c in found]
                judged.append((far, meant, found, confusion))
    for far in (False, True):
        rows = [j for j in judged if j[0] == far]
        out = []
        for mode in ("replace", "add"):
            for weight in WEIGHTS:
                first = 0
                for _, meant, found, confusion in rows:
                    scores = [
                        c.score + weight * (q - (c.channel if mode == "replace" else 0.0))
                        for c, q in zip(found, confusion, strict=True)
                    ]
                    first += found[scores.index(max(scores))].word in meant
                out.append(f"{mode} {weight}: {first / len(rows):.3f}")
        print(f"{side} {'2+' if far else '1'} (kept {len(rows)}):", "; ".join(out))


def bench(table: ConfusionTable, weight: float, rest: list[str]) -> int:
    aligned = spelling_model._aligned.__wrapped__

    @lru_cache(maxsize=4096)
    def mixed(lower: str, model: object, exclude: str | None) -> tuple[object, ...]:
        return tuple(
            (c, n, (1 - weight) * ch + weight * table.channel(lower, c), kinds)
            for c, n, ch, kinds in aligned(lower, model, exclude)
        )

    spelling_model._aligned = mixed  # type: ignore[assignment]
    import bench_human_typos

    sys.argv = [sys.argv[0], *rest]
    return int(bench_human_typos.main() or 0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--k", type=float, default=0.1, help="add-k smoothing")
    parser.add_argument("--paper-side", default="calibration", choices=("train", "calibration"))
    parser.add_argument("--bench", type=float, help="run the benchmark at this weight")
    args, rest = parser.parse_known_args()
    table = train_table(args.k)
    if args.bench is not None:
        return bench(table, args.bench, rest)
    paper(table, args.paper_side)
    return 0


if __name__ == "__main__":
    sys.exit(main())
