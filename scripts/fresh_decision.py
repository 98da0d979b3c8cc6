"""The shipped ranking against a candidate point on a fresh sample of judged tune postings.

Reads only the tune split, through `scripts/fit_match_weights.py`'s data. For the postings
of `--ids FILE` prints the judged best CV's rank under the weights as shipped, under the
candidate point (`NAME=VALUE` pairs of `fit_match_weights.GRID`'s names, chosen beforehand
without these postings: `CVCOACH_FIT_EXCLUDE=FILE fit_match_weights.py ...`), and by BM25
alone, with each one's count ranked first and MRR. Changes no file.

    .venv/bin/python scripts/fresh_decision.py --ids FILE NAME=VALUE ...
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fit_match_weights as fmw


def _line(label: str, ranks: Sequence[int]) -> str:
    n = max(1, len(ranks))
    first = sum(r == 1 for r in ranks)
    mrr = sum(1 / r for r in ranks) / n
    figures = f"first {first}/{len(ranks)} = {first / n:.3f}  MRR {mrr:.3f}"
    return f"{label:10} {figures}  ranks {list(ranks)}"


def main(argv: Sequence[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ids", required=True)
    parser.add_argument("point", nargs="*")
    args = parser.parse_args(argv)
    data = fmw._data()
    names = list(data[0])
    subset = set(Path(args.ids).read_text(encoding="utf-8").split())
    index = [i for i, n in enumerate(names) if n in subset]
    shipped = fmw.ranks(data)
    point = dict(item.split("=", 1) for item in args.point)
    kept = {n: getattr(fmw.MODULE[n], n) for n in point}
    try:
        for n, value in point.items():
            setattr(fmw.MODULE[n], n, type(kept[n])(float(value)))
        candidate = fmw.ranks(data)
    finally:
        for n, value in kept.items():
            setattr(fmw.MODULE[n], n, value)
    bm25 = fmw.bm25_ranks(data)
    print(f"{len(index)} postings of {args.ids}; candidate {point}")
    for label, ranks in (("shipped", shipped), ("candidate", candidate), ("BM25", bm25)):
        print(_line(label, [ranks[i] for i in index]))


if __name__ == "__main__":
    main(sys.argv[1:])
