"""Fit `cvcoach match`'s weights on the tune postings' judged best CVs, cross-validated.

Reads only the tune split (`evals/roles-heldout/split.json`, the "tune" part of
`matching.json`): for each posting with a judged best CV, every CV of the matching task is
scored and the judged one's rank taken; the objective is the mean reciprocal rank, then the
share ranked first. CVs are ranked as `cvcoach match` ranks a pile of them
(`cvcoach.keywords.pool`: the requirement score blended with BM25 over the pool).

A few dozen judged postings fit a handful of weights at most, and a grid's best point on them
is partly luck. So every point of a joint grid over the weights named on the command line
(default: `DEFAULT_FIT`) is scored per posting once, and the choice is cross-validated by
leaving one posting out: for each posting, the grid point best on the others (ties to the
point nearest the current values) is chosen and its rank on the left-out posting counted.
Prints the current figures, the grid's best on all postings, and the leave-one-out figures
with how often each point was chosen; it changes no file (the constants in `fit.py` and
`pool.py` are set to what it prints, when the leave-one-out figures back the change).

    .venv/bin/python scripts/fit_match_weights.py [NAME ...]
"""

from __future__ import annotations

import itertools
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from cvcoach.evals.cases import default_samples_dir
from cvcoach.evals.roles_stage import cv_paths, judged_best
from cvcoach.inputs.posting import load_posting
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit, pool
from cvcoach.keywords.coverage import bm25_bag
from cvcoach.keywords.experience import Experience, cv_experience
from cvcoach.keywords.requirements import Requirements, requirements
from cvcoach.model.findings import InputError

GRID: dict[str, tuple[float, ...]] = {
    "MUST_WEIGHT": (1.0, 1.5, 2.0, 3.0),
    "YEARS_POWER": (1.0, 2.0, 3.0),
    "YEARS_FLOOR": (0.0, 0.5, 1.0, 2.0),
    "SOFT_WEIGHT": (0.25, 0.5, 1.0),
    "SIMILAR_CREDIT": (0.0, 0.25, 0.5),
    "TITLE_WEIGHT": (0.0, 0.25, 0.5, 1.0, 2.0),
    "TITLE_SKILLS": (0, 1),
    "TITLE_HEADLINE": (0, 1),
    "TITLE_TEXT": (0.0, 0.25, 0.5, 0.75),
    "FIELD_CREDIT": (0.0, 0.5, 1.0),
    "ALTERNATIVES": (0, 1),
    "YEARS_WEIGHT": (0.0, 0.25, 0.5, 1.0, 2.0),
    "CONTEXT_WEIGHT": (0.0, 0.1, 0.25, 0.5, 1.0),
    "OCCUPATION_WEIGHT": (0.0, 0.25, 0.5, 1.0),
    "OCCUPATION_DEPTH": (1, 2, 3, 4),
    "POOL_WEIGHT": (0.0, 0.1, 0.2, 0.3, 0.4, 0.5),
    "POOL_TEXT": (0, 1, 2),
    "POOL_SCALE": (0, 1),
}
DEFAULT_FIT = ("TITLE_WEIGHT", "YEARS_WEIGHT", "CONTEXT_WEIGHT", "POOL_WEIGHT")
MODULE = {name: pool if name.startswith("POOL_") else fit for name in GRID}
# DEGREE_PARTIAL is not fitted: a posting that accepts "or equivalent experience" says in
# so many words that a CV without the degree meets it in part; 0.5 keeps what it says.
ROOT = Path(__file__).resolve().parent.parent


Data = tuple[
    dict[str, Requirements], dict[str, list[str]], dict[str, Experience], dict[str, list[str]]
]
_WORDS: dict[tuple[int, str], list[float]] = {}


def _data() -> Data:
    """The judged tune postings read, their best CVs, and every CV read with its word bag."""
    heldout = ROOT / "evals" / "roles-heldout"
    tune = set(json.loads((heldout / "split.json").read_text(encoding="utf-8"))["tune"])
    judged = judged_best(json.loads((heldout / "matching.json").read_text(encoding="utf-8")))
    best = {name: cvs for name, cvs in judged["tune"].items() if name in tune}
    reqs = {
        name: requirements(load_posting(next((heldout / "postings").glob(f"{name}.*"))))
        for name in best
    }
    experiences: dict[str, Experience] = {}
    bags: dict[str, list[str]] = {}
    for key, path in cv_paths(ROOT, default_samples_dir(ROOT / "evals")).items():
        try:
            profile = load_profile(path)
        except InputError:
            continue
        experiences[key] = cv_experience(profile)
        bags[key] = bm25_bag(profile.plain_text())
    return reqs, best, experiences, bags


def _words(data: Data, name: str) -> list[float]:
    """A posting's BM25 word scores over the pool (kept: only POOL_TEXT changes them)."""
    key = (pool.POOL_TEXT, name)
    if key not in _WORDS:
        reqs, _, _, bags = data
        _WORDS[key] = pool.word_scores(pool.posting_text(reqs[name]), list(bags.values()))
    return _WORDS[key]


_SCORES: dict[tuple[object, ...], list[float]] = {}


def _scores(data: Data, name: str) -> list[float]:
    """Each CV's match score for a posting (kept while no weight of `fit` changes)."""
    key = (name, *(getattr(fit, n) for n in GRID if MODULE[n] is fit))
    if key not in _SCORES:
        reqs, _, cvs, _ = data
        _SCORES[key] = [fit.match_experience(cv, reqs[name]).score for cv in cvs.values()]
    return _SCORES[key]


def ranks(data: Data) -> list[int]:
    """The judged best CV's rank for each tune posting, as `match` ranks the pool."""
    reqs, best, cvs, _ = data
    keys = list(cvs)
    out: list[int] = []
    for name in reqs:
        scores = _scores(data, name)
        order = pool.ranked(keys, scores, _words(data, name))
        out.append(next((i + 1 for i, k in enumerate(order) if k in best[name]), len(order) + 1))
    return out


def figures(rank_list: Sequence[int]) -> tuple[float, float]:
    """(MRR, share first)."""
    n = max(1, len(rank_list))
    return round(sum(1 / r for r in rank_list) / n, 3), round(sum(r == 1 for r in rank_list) / n, 3)


def _objective(rank_list: Sequence[int]) -> tuple[float, float]:
    return sum(1 / r for r in rank_list), sum(r == 1 for r in rank_list)


def grid_ranks(data: Data, names: Sequence[str]) -> dict[tuple[float, ...], list[int]]:
    """Every point of the joint grid over `names`, with the ranks it gives."""
    kept = [getattr(MODULE[n], n) for n in names]
    table: dict[tuple[float, ...], list[int]] = {}
    try:
        for point in itertools.product(*(GRID[n] for n in names)):
            for name, value in zip(names, point, strict=True):
                setattr(MODULE[name], name, value)
            table[point] = ranks(data)
    finally:
        for name, value in zip(names, kept, strict=True):
            setattr(MODULE[name], name, value)
    return table


def _distance(point: tuple[float, ...], current: tuple[float, ...]) -> float:
    return sum(abs(a - b) for a, b in zip(point, current, strict=True))


def choose(
    table: dict[tuple[float, ...], list[int]], current: tuple[float, ...], leave: int | None
) -> tuple[float, ...]:
    """The grid point best on every posting but `leave`; ties to the nearest current value."""

    def key(point: tuple[float, ...]) -> tuple[float, float, float]:
        kept = [r for i, r in enumerate(table[point]) if i != leave]
        mrr, first = _objective(kept)
        return (round(mrr, 6), first, -_distance(point, current))

    return max(table, key=key)


def leave_one_out(
    table: dict[tuple[float, ...], list[int]], current: tuple[float, ...]
) -> tuple[list[int], Counter[tuple[float, ...]]]:
    """Each posting's rank under the point chosen without it, and how often each was chosen."""
    count = len(next(iter(table.values())))
    out: list[int] = []
    chosen: Counter[tuple[float, ...]] = Counter()
    for i in range(count):
        point = choose(table, current, i)
        chosen[point] += 1
        out.append(table[point][i])
    return out, chosen


def main(names: Sequence[str]) -> None:
    data = _data()
    names = list(names) or list(DEFAULT_FIT)
    current = tuple(float(getattr(MODULE[n], n)) for n in names)
    now = ranks(data)
    print(f"{len(data[0])} tune postings, {len(data[2])} CVs; fitting {', '.join(names)}")
    print(f"now {dict(zip(names, current, strict=True))}: MRR, first {figures(now)}")
    table = grid_ranks(data, names)
    best = choose(table, current, None)
    print(f"best on all: {dict(zip(names, best, strict=True))}: {figures(table[best])}")
    loo, chosen = leave_one_out(table, current)
    print(f"leave-one-out: MRR, first {figures(loo)}")
    for point, times in chosen.most_common(5):
        print(f"  chosen {times}x: {dict(zip(names, point, strict=True))}")


if __name__ == "__main__":
    main(sys.argv[1:])
