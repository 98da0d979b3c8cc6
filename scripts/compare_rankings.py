"""Compare ways of ranking the CV pool for a posting on the tune split's judged best CVs.

Each CV's score parts (`fit.match_experience`: requirements, title, occupation, years,
context, with the tie-break) and its BM25 over the pool are read once per judged tune
posting (through `scripts/fit_match_weights.py`'s data, tune only); a *design* turns them
into one value per CV, and the judged best CV's rank is taken. Every design has a small grid
of parameters; each is chosen by leaving one EMPLOYER out (the postings of one
`employer_group` left out together, the point best on the others, ties to the first point),
and reported with its in-sample best and its figure on a subset of postings
(`--ids FILE`: e.g. fresh judgments the designs were not chosen on).

    .venv/bin/python scripts/compare_rankings.py [--ids FILE] [--fit-on all|rest] [DESIGN ...]

`--fit-on rest` chooses every design's point on the postings outside `--ids` only, so the
subset's figure is out of sample. Changes no file. Reciprocal-rank fusion (Cormack, Clarke
and Büttcher, SIGIR 2009) reads each ranker only by the order it puts the CVs in: a CV's
fused value is the sum over rankers of 1 / (k + its rank), whatever the values' scale.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bisect import bisect_left, bisect_right

import fit_match_weights as fmw

from cvcoach.keywords import fit, pool

# RRF's constant: 60 in the paper (pools of a thousand documents); the pool here is tens of
# CVs, where a first place should still count
FUSION_K = 10.0


def fractional_ranks(values: Sequence[float]) -> list[float]:
    """Each value's rank, 1 the highest, tied values sharing the mean of their places."""
    ordered = sorted(values)
    n = len(values)
    # above: how many are strictly higher; tied: how many equal it (itself included)
    return [
        1
        + (n - bisect_right(ordered, v))
        + (bisect_right(ordered, v) - bisect_left(ordered, v) - 1) / 2
        for v in values
    ]


def places(values: Sequence[float]) -> list[float]:
    """Each value's place on 0..1: the share of the others below it, ties halved."""
    n = len(values)
    if n < 2:
        return [0.0] * n
    return [(n - r) / (n - 1) for r in fractional_ranks(values)]


def fuse(rankers: Sequence[Sequence[float]], k: float = FUSION_K) -> list[float]:
    """Reciprocal-rank fusion: for each CV, the sum over rankers of 1 / (k + its rank)."""
    if not rankers:
        return []
    fused = [0.0] * len(rankers[0])
    for values in rankers:
        for i, rank in enumerate(fractional_ranks(values)):
            fused[i] += 1.0 / (k + rank)
    return fused


Feats = dict[str, list[float]]
Design = Callable[[Feats, tuple[float, ...]], list[float]]


def features(data: fmw.Data, name: str) -> Feats:
    """Each CV's parts (value at weight 1, None read as absent), score, BM25 values."""
    parts = fmw._parts(data, name)
    out: Feats = {k: [] for k in ("requirements", "title", "occupation", "years", "context")}
    out["title_w"] = []
    out["context_w"] = []
    for found, _ in parts:
        for key in ("requirements", "title", "occupation", "years", "context"):
            out[key].append(found[key][1] if key in found else -1.0)
        out["title_w"].append(found["title"][0] if "title" in found else 0.0)
        out["context_w"].append(found["context"][0] if "context" in found else 0.0)
    out["tie"] = [tie for _, tie in parts]
    out["score"] = fmw._scores(data, name)
    out["words"] = fmw._words(data, name)
    reqs = data[0][name]
    text = "\n".join(line.text for line in reqs.posting.lines)
    out["bm25"] = pool.word_scores(text, list(data[3].values()))
    out["n_reqs"] = [float(len(reqs.items))] * len(out["score"])
    return out


def _has(values: Sequence[float]) -> bool:
    return max(values) >= 0 and max(values) > min(values)


def current(f: Feats, p: tuple[float, ...]) -> list[float]:
    return pool.pool_order(f["score"], f["words"])


def bm25(f: Feats, p: tuple[float, ...]) -> list[float]:
    return list(f["bm25"])


def _fit_score(f: Feats, title: float, occ: float, years: float) -> list[float]:
    """The requirement score re-blended from parts with the given part weights."""
    out = []
    for i in range(len(f["score"])):
        got = total = 0.0
        for key, w in (
            ("requirements", 1.0),
            # title_w is the title part's rarity weight (read at TITLE_WEIGHT 1): `title` is
            # TITLE_WEIGHT itself (until 2026-11-29 divided by the shipped 2: the points
            # printed then were twice the TITLE_WEIGHT they meant)
            ("title", title * f["title_w"][i]),
            ("occupation", occ),
            ("years", years),
        ):
            v = f[key][i]
            if v < 0 or not w:
                continue
            total += w
            got += w * v
        out.append(got / total + f["tie"][i] if total else f["tie"][i])
    return out


def rrf_score_words(f: Feats, p: tuple[float, ...]) -> list[float]:
    """Reciprocal-rank fusion of the current score and the pool's BM25 (work lines)."""
    (k,) = p
    return fuse([f["score"], f["words"]], k)


def rrf_three(f: Feats, p: tuple[float, ...]) -> list[float]:
    """RRF of three rankers a recruiter uses: requirements met, title fit (title words and
    occupation), and the pool's words; years only break ties."""
    (k,) = p
    titles = [max(0.0, t) + max(0.0, o) for t, o in zip(f["title"], f["occupation"], strict=True)]
    rankers = [f["requirements"], f["words"]]
    if _has(titles):
        rankers.append(titles)
    fused = fuse(rankers, k)
    return [v + 1e-6 * max(0.0, y) for v, y in zip(fused, f["years"], strict=True)]


def place_blend(f: Feats, p: tuple[float, ...]) -> list[float]:
    """Places (0..1) of the requirement score and BM25, blended `w` to the words."""
    (w,) = p
    s, b = places(f["score"]), places(f["words"])
    return [(1 - w) * x + w * y for x, y in zip(s, b, strict=True)]


def refit_rrf(f: Feats, p: tuple[float, ...]) -> list[float]:
    """RRF of the score re-blended (title, occupation weights) and the pool's words."""
    title, occ, k = p
    return fuse([_fit_score(f, title, occ, fit.YEARS_WEIGHT), f["words"]], k)


def weighted_rrf(f: Feats, p: tuple[float, ...]) -> list[float]:
    """RRF of the current score and the pool's words, the words weighed `w`."""
    (w,) = p
    a, b = fuse([f["score"]]), fuse([f["words"]])
    return [(1 - w) * x + w * y for x, y in zip(a, b, strict=True)]


def simple(f: Feats, p: tuple[float, ...]) -> list[float]:
    """Requirements, title words and occupation blended (no context part), years only as a
    tie-break; placed and blended with the pool's words placed, `w` to the words."""
    title, occ, w = p
    score = _fit_score(f, title, occ, 0.0)
    score = [s + 1e-4 * max(0.0, y) for s, y in zip(score, f["years"], strict=True)]
    return place_blend({"score": score, "words": f["words"]}, (w,))


def with_years(f: Feats, p: tuple[float, ...]) -> list[float]:
    """As `simple`, with the years part at weight 1 (no context part)."""
    title, occ, w = p
    score = _fit_score(f, title, occ, 1.0)
    return place_blend({"score": score, "words": f["words"]}, (w,))


def adaptive(f: Feats, p: tuple[float, ...]) -> list[float]:
    """The place blend, the words weighing more where the reader found few requirements:
    `POOL_WEIGHT` from `n` requirements on, rising to `top` at none."""
    n, top = p
    found = f["n_reqs"][0]
    w = pool.POOL_WEIGHT + (top - pool.POOL_WEIGHT) * max(0.0, 1 - found / n)
    return place_blend(f, (w,))


def parts_blend(f: Feats, p: tuple[float, ...]) -> list[float]:
    """Every part re-weighed (title and context times their rarity weight, as `fit` does),
    placed and blended with the pool's words placed, `w` to the words."""
    title, occ, years, context, w = p
    out = []
    for i in range(len(f["score"])):
        got = total = 0.0
        for key, weight in (
            ("requirements", 1.0),
            ("title", title * f["title_w"][i]),
            ("occupation", occ),
            ("years", years),
            ("context", context * f["context_w"][i]),
        ):
            v = f[key][i]
            if v < 0 or not weight:
                continue
            total += weight
            got += weight * v
        out.append((got / total if total else 0.0) + f["tie"][i])
    return place_blend({"score": out, "words": f["words"]}, (w,))


PARTS_GRID: list[tuple[float, ...]] = [
    (t, o, y, c, w)
    for t in (0.0, 1.0, 2.0)
    for o in (0.0, 0.5, 1.0)
    for y in (0.0, 0.5, 1.0)
    for c in (0.0, 0.5, 1.0)
    for w in (0.0, 0.2, 0.3, 0.4)
]

DESIGNS: dict[str, tuple[Design, list[tuple[float, ...]]]] = {
    "parts": (parts_blend, PARTS_GRID),
    "current": (current, [()]),
    "bm25": (bm25, [()]),
    "rrf_score_words": (rrf_score_words, [(k,) for k in (1.0, 3.0, 10.0, 60.0)]),
    "rrf_three": (rrf_three, [(k,) for k in (1.0, 3.0, 10.0, 60.0)]),
    "place_blend": (place_blend, [(w,) for w in (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)]),
    "adaptive": (adaptive, [(n, t) for n in (2.0, 4.0, 6.0, 10.0) for t in (0.3, 0.5, 0.7)]),
    "weighted_rrf": (weighted_rrf, [(w,) for w in (0.1, 0.2, 0.3, 0.4, 0.5)]),
    "simple": (
        simple,
        [(t, o, w) for t in (0.5, 1.0) for o in (0.0, 0.5, 1.0) for w in (0.2, 0.3, 0.4)],
    ),
    "with_years": (
        with_years,
        [(t, o, w) for t in (0.5, 1.0) for o in (0.0, 0.5, 1.0) for w in (0.2, 0.3, 0.4)],
    ),
    "refit_rrf": (
        refit_rrf,
        [(t, o, k) for t in (0.5, 1.0, 2.0) for o in (0.0, 0.5, 1.0) for k in (3.0, 10.0, 60.0)],
    ),
}


def rank_of(values: Sequence[float], keys: Sequence[str], best: Sequence[str]) -> int:
    order = [k for _, k in sorted(zip((-v for v in values), keys, strict=True))]
    return next((i + 1 for i, k in enumerate(order) if k in best), len(order) + 1)


def pick(
    table: dict[tuple[float, ...], list[int]], fit_idx: Sequence[int], leave: set[int]
) -> tuple[float, ...]:
    """The grid point best (MRR, then first) on the postings of `fit_idx` not in `leave`."""

    def key(point: tuple[float, ...]) -> tuple[float, float]:
        return fmw._objective([table[point][i] for i in fit_idx if i not in leave])

    return max(table, key=key)


def main(argv: Sequence[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ids")
    parser.add_argument("--fit-on", choices=("all", "rest"), default="all")
    parser.add_argument("designs", nargs="*")
    args = parser.parse_args(argv)
    data = fmw._data()
    names = list(data[0])
    keys = list(data[2])
    subset = set(Path(args.ids).read_text().split()) if args.ids else set()
    groups = fmw.employers(names)
    feats = {n: features(data, n) for n in names}
    print(f"{len(names)} postings, {len(set(groups))} employers, {len(keys)} CVs; k={FUSION_K}")
    for label in args.designs or list(DESIGNS):
        design, grid = DESIGNS[label]
        table = {p: [rank_of(design(feats[n], p), keys, data[1][n]) for n in names] for p in grid}
        fit_idx = [i for i, n in enumerate(names) if args.fit_on == "all" or n not in subset]

        best = pick(table, fit_idx, set())
        loo = [0] * len(names)
        for g in dict.fromkeys(groups):
            members = {i for i, x in enumerate(groups) if x == g}
            point = pick(table, fit_idx, members)
            for i in members:
                loo[i] = table[point][i]
        line = f"{label:16} best {best}: in-sample {fmw.figures(table[best])[::-1]}"
        line += f"  LOEO {fmw.figures(loo)[::-1]}"
        if subset:
            sub = [table[best][i] for i, n in enumerate(names) if n in subset]
            line += f"  subset({len(sub)}) {fmw.figures(sub)[::-1]} ranks {sub}"
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
