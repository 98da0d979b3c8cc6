"""How often two judges agree on the best CV for a tune posting, and the matcher against each.

The first judge's picks are the "tune" part of `evals/roles-heldout/matching.json`, read only
through `fit_match_weights._data` (the tune split of `split.json`, never the test entries).
The second judge's are `evals/roles-heldout/second-judge.json` (same shape: posting id ->
{"best": [CV keys], "ranking_notes": ...}), written blind to the first's; entries outside the tune
split are ignored. Agreement on a posting: the two best sets intersect (a CV ranked first by
either judge's lights would satisfy the other) or are equal. The shipped score's and BM25's
figures (best first, MRR) are given against each judge on the postings both judged, so the
matcher's distance from one judge reads beside the judges' distance from each other.

    .venv/bin/python scripts/judge_agreement.py [SECOND_JUDGE_JSON]
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fit_match_weights as fmw

from cvcoach.keywords import pool

SECOND = fmw.ROOT / "evals" / "roles-heldout" / "second-judge.json"


def agreement(first: dict[str, list[str]], second: dict[str, list[str]]) -> tuple[int, int, int]:
    """(postings both judged, best sets intersecting, best sets equal)."""
    both = [name for name in second if name in first]
    meet = sum(bool(set(first[n]) & set(second[n])) for n in both)
    same = sum(set(first[n]) == set(second[n]) for n in both)
    return len(both), meet, same


def _line(label: str, rank_list: Sequence[int]) -> str:
    mrr, share = fmw.figures(rank_list)
    return f"  {label:<34} best first {share:.3f} ({sum(r == 1 for r in rank_list)}), MRR {mrr:.3f}"


def main(argv: Sequence[str]) -> None:
    path = Path(argv[0]) if argv else SECOND
    reqs, first, cvs, bags = fmw._data()  # tune split only
    raw = json.loads(path.read_text(encoding="utf-8"))
    second = {name: list(v["best"]) for name, v in raw.items() if name in first}
    n, meet, same = agreement(first, second)
    print(f"{n} tune postings judged by both ({len(raw) - n} of the file outside them ignored)")
    print(f"  best sets intersect: {meet}/{n} = {meet / max(1, n):.3f}")
    print(f"  best sets equal:     {same}/{n} = {same / max(1, n):.3f}")
    sub = {name: reqs[name] for name in second}
    keys = list(cvs)
    for label, best in (("first judge", first), ("second judge", second)):
        data: fmw.Data = (sub, {k: best[k] for k in sub}, cvs, bags)
        print(_line(f"shipped score vs {label}", fmw.ranks(data)))
        print(_line(f"BM25 vs {label}", fmw.bm25_ranks(data)))
    union = {k: sorted(set(first[k]) | set(second[k])) for k in sub}
    print(_line("shipped score vs either judge", fmw.ranks((sub, union, cvs, bags))))
    print("posting: first judge | second judge | shipped score's first")
    for name in sorted(sub):
        top = pool.ranked(
            keys,
            fmw._scores((sub, first, cvs, bags), name),
            fmw._words((sub, first, cvs, bags), name),
        )[0]
        short = [Path(c).stem for c in first[name]], [Path(c).stem for c in second[name]]
        print(f"  {name}: {','.join(short[0])} | {','.join(short[1])} | {Path(top).stem}")


if __name__ == "__main__":
    main(sys.argv[1:])
