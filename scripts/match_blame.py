"""Which part of `cvcoach match`'s ranking puts a CV above the judged best one, per tune posting.

For each judged tune posting (the "tune" part of `matching.json` only, read through
`scripts/fit_match_weights.py`'s data) whose judged best CV is not ranked first, the CV ranked
first is compared with the judged CV ranked highest: how much of the gap is the requirement
score's place in the pool (`pool.POOL_WEIGHT` to the words) and how much the pool's words,
and, within the score, each part's weighed difference (requirements, title, occupation,
years, context). The part that gives the winner most, or the words where the score does not
favour it, is the posting's "cause"; the causes are counted per subset (`--ids FILE`: e.g.
fresh judgments, against the rest).

    .venv/bin/python scripts/match_blame.py [--ids FILE]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fit_match_weights as fmw

from cvcoach.keywords import fit, pool

WEIGHTS = {
    "title": "TITLE_WEIGHT",
    "years": "YEARS_WEIGHT",
    "context": "CONTEXT_WEIGHT",
    "occupation": "OCCUPATION_WEIGHT",
    "lead": "LEAD_WEIGHT",
    "level": "LEVEL_WEIGHT",
}


def shares(parts: dict[str, tuple[float, float]]) -> dict[str, float]:
    """Each part's weighed value over the total weight (its share of the score)."""
    weight = {k: w * float(getattr(fit, WEIGHTS[k], 1.0)) if k in WEIGHTS else w
              for k, (w, _) in parts.items()}  # fmt: skip
    total = sum(weight.values()) or 1.0
    return {k: weight[k] * v / total for k, (_, v) in parts.items()}


def _short(key: str) -> str:
    return key.rsplit("/", 1)[-1].split(".")[0]


def blame(data: fmw.Data, name: str) -> tuple[str, str] | None:
    """(cause, one line) for a posting whose judged CV is not first; None where it is."""
    keys = list(data[2])
    scores, words = fmw._scores(data, name), fmw._words(data, name)
    order = pool.ranked(keys, scores, words)
    if order[0] in data[1][name]:
        return None
    won = keys.index(order[0])
    judged = keys.index(next(k for k in order if k in data[1][name]))
    parts = fmw._parts(data, name)
    a, b = shares(parts[won][0]), shares(parts[judged][0])
    diffs = {k: a.get(k, 0.0) - b.get(k, 0.0) for k in {*a, *b}}
    place_s, place_w = pool._scaled(scores), pool._scaled(words)
    d_score = (1 - pool.POOL_WEIGHT) * (place_s[won] - place_s[judged])
    d_words = pool.POOL_WEIGHT * (place_w[won] - place_w[judged])
    cause = max(diffs, key=lambda k: diffs[k]) if d_score > 0 else "words"
    ranked = sorted(diffs.items(), key=lambda item: -item[1])
    line = (
        f"{name:48} {_short(keys[won]):18} over {_short(keys[judged]):18} "
        f"(rank {order.index(keys[judged]) + 1}) score {d_score:+.2f} words {d_words:+.2f}  "
        + " ".join(f"{k}{v:+.2f}" for k, v in ranked)
    )
    return cause, line


def main(argv: Sequence[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ids")
    args = parser.parse_args(argv)
    subset = set(Path(args.ids).read_text().split()) if args.ids else set()
    data = fmw._data()
    causes: dict[str, Counter[str]] = {"subset": Counter(), "rest": Counter()}
    for name in data[0]:
        found = blame(data, name)
        if found is None:
            continue
        group = "subset" if name in subset else "rest"
        causes[group][found[0]] += 1
        print(f"{group:6} {found[1]}")
    for group, counted in causes.items():
        if counted:
            print(f"{group}: {dict(counted.most_common())}")


if __name__ == "__main__":
    main(sys.argv[1:])
