"""Fit `cvcoach match`'s weights on the tune postings' judged best CVs, cross-validated.

Reads only the tune split (`evals/roles-heldout/split.json`, the "tune" part of
`matching.json`): for each posting with a judged best CV, every CV of the matching task is
scored and the judged one's rank taken; the objective is the mean reciprocal rank, then the
share ranked first. CVs are ranked as `cvcoach match` ranks a pile of them
(`cvcoach.keywords.pool`: the requirement score blended with BM25 over the pool).

A few dozen judged postings fit a handful of weights at most, and a grid's best point on them
is partly luck. So every point of a joint grid over the weights named on the command line
(default: `DEFAULT_FIT`) is scored per posting once, and the choice is cross-validated twice:
leaving one posting out (for each posting, the grid point best on the others, ties to the
point nearest the current values, and its rank on the one left out) and leaving one EMPLOYER
out (the postings of one `employer_group` of `sources.json` left out together: an employer's
postings share a house style, so a weight that suits its style is chosen on the others
only). Prints the current figures with BM25's in the same run, the grid's best on all
postings, and both leave-one-out figures with how often each point was chosen; it changes no
file (the constants in `fit.py` and `pool.py` are set to what it prints, when both
leave-one-out figures back the change). The weights of the score's parts (`PART_WEIGHTS`)
are searched without scoring again: each CV's parts are read once and blended per point.

    .venv/bin/python scripts/fit_match_weights.py [NAME ...]
"""

from __future__ import annotations

import itertools
import json
import os
import sys
from collections import Counter
from collections.abc import Collection, Sequence
from pathlib import Path

from cvcoach.evals.cases import default_samples_dir
from cvcoach.evals.matching_pool import absent, cv_paths, incomplete_note
from cvcoach.evals.roles_stage import judged_best
from cvcoach.inputs.posting import load_posting
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import (
    career_level,
    fit,
    leadership,
    occupations,
    pool,
    specificity,
    title_words,
    years_range,
)
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
    "TITLE_WEIGHT": (0.0, 0.25, 0.5, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5),
    "TITLE_SKILLS": (0, 1),
    "TITLE_HEADLINE": (0, 1),
    "TITLE_FOLD": (0, 1),
    "TITLE_ASKS": (0.0, 0.5, 1.0),
    "TOOLS_ASKED": (0, 1),
    "COMPUTING_FIRST": (0, 1, 2),
    "LEVEL_STEMS": (0, 1),
    "OCCUPATION_UNKNOWN": (0, 1),
    "HEADINGS_AS_LABELS": (0, 1),
    "TITLE_ABBREVIATIONS": (0, 1),
    "TITLE_TEXT": (0.0, 0.25, 0.5, 0.75),
    "FIELD_CREDIT": (0.0, 0.5, 1.0),
    "ALTERNATIVES": (0, 1),
    "YEARS_WEIGHT": (0.0, 0.25, 0.5, 1.0, 2.0),
    "JUNIOR_YEARS": (0.0, 3.0, 5.0, 7.5, 10.0),
    "CONTEXT_WEIGHT": (0.0, 0.1, 0.25, 0.5, 1.0),
    "OCCUPATION_WEIGHT": (0.0, 0.25, 0.5, 1.0),
    "OCCUPATION_DEPTH": (1, 2, 3, 4),
    "POOL_WEIGHT": (0.0, 0.1, 0.2, 0.3, 0.4, 0.5),
    "POOL_TEXT": (0, 1, 2),
    "POOL_SCALE": (0, 1),
    "SPEC_POWER": (1.0, 1.5, 2.0, 3.0),
    "RANGE_TOP": (0, 1),
    "SENIORITY_ASKS": (0, 1),
    "RANGE_SLACK": (1.0, 1.5, 2.0, 3.0, 4.0),
    "LEAD_WEIGHT": (0.0, 0.25, 0.5, 1.0, 2.0),
    "LEAD_ASKS": (1, 2),
    "LEVEL_WEIGHT": (0.0, 0.25, 0.5, 1.0),
    "LEVEL_SPAN": (2.0, 3.0, 5.0),
    "LEVEL_ABOVE": (0.0, 0.5, 1.0),
}
DEFAULT_FIT = (
    "TITLE_WEIGHT",
    "YEARS_WEIGHT",
    "CONTEXT_WEIGHT",
    "OCCUPATION_WEIGHT",
    "POOL_WEIGHT",
)
# the weight of each part of `Match.parts` but the requirements' (which weigh 1)
PART_WEIGHTS = {
    "title": "TITLE_WEIGHT",
    "years": "YEARS_WEIGHT",
    "context": "CONTEXT_WEIGHT",
    "occupation": "OCCUPATION_WEIGHT",
    "lead": "LEAD_WEIGHT",
    "level": "LEVEL_WEIGHT",
}
_TITLE_MODULE = (
    "TITLE_SKILLS",
    "TITLE_HEADLINE",
    "TITLE_TEXT",
    "TITLE_FOLD",
    "TITLE_ABBREVIATIONS",
    "OCCUPATION_DEPTH",
    "OCCUPATION_UNKNOWN",
)
MODULE = {
    name: pool if name.startswith("POOL_") else title_words if name in _TITLE_MODULE else fit
    for name in GRID
}
MODULE["SPEC_POWER"] = specificity
MODULE["RANGE_TOP"] = MODULE["RANGE_SLACK"] = years_range
MODULE["COMPUTING_FIRST"] = MODULE["LEVEL_STEMS"] = occupations
MODULE["LEAD_ASKS"] = leadership
MODULE["LEVEL_SPAN"] = MODULE["LEVEL_ABOVE"] = career_level
# DEGREE_PARTIAL is not fitted: a posting that accepts "or equivalent experience" says in
# so many words that a CV without the degree meets it in part; 0.5 keeps what it says.
ROOT = Path(__file__).resolve().parent.parent
# a file of posting ids left out of the data (e.g. a fresh sample not to be looked at while
# the features are built and fitted: docs/roles.md, round 32)
EXCLUDE_ENV = "CVCOACH_FIT_EXCLUDE"


Data = tuple[
    dict[str, Requirements], dict[str, list[str]], dict[str, Experience], dict[str, list[str]]
]
_WORDS: dict[tuple[int, str], list[float]] = {}


def _data() -> Data:
    """The judged tune postings read, their best CVs, and every CV read with its word bag."""
    heldout = ROOT / "evals" / "roles-heldout"
    tune = set(json.loads((heldout / "split.json").read_text(encoding="utf-8"))["tune"])
    judged = judged_best(json.loads((heldout / "matching.json").read_text(encoding="utf-8")))
    left_out = os.environ.get(EXCLUDE_ENV, "").strip()
    skip = set(Path(left_out).read_text(encoding="utf-8").split()) if left_out else set()
    best = {name: cvs for name, cvs in judged["tune"].items() if name in tune - skip}
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
    missing = absent(best, experiences)
    if missing:
        raise SystemExit(incomplete_note(missing, default_samples_dir(ROOT / "evals")))
    return reqs, best, experiences, bags


def employers(names: Sequence[str]) -> list[str]:
    """Each posting's employer group (`sources.json`), by which they are left out together."""
    sources = json.loads((ROOT / "evals" / "roles-heldout" / "sources.json").read_text("utf-8"))
    group = {row["id"]: row.get("employer_group") or row.get("employer") for row in sources}
    return [str(group.get(name) or name) for name in names]


def _words(data: Data, name: str) -> list[float]:
    """A posting's BM25 word scores over the pool (kept: only POOL_TEXT changes them)."""
    key = (pool.POOL_TEXT, name)
    if key not in _WORDS:
        reqs, _, _, bags = data
        _WORDS[key] = pool.word_scores(pool.posting_text(reqs[name]), list(bags.values()))
    return _WORDS[key]


# per posting and the weights of `fit` other than the parts': each CV's parts and tie-break
_PARTS: dict[tuple[object, ...], list[tuple[dict[str, tuple[float, float]], float]]] = {}
_INDEX: dict[str, fit._CvIndex] = {}


def _parts(data: Data, name: str) -> list[tuple[dict[str, tuple[float, float]], float]]:
    """Each CV's score parts for a posting with every part's weight 1, and its tie-break."""
    fixed = [n for n in GRID if MODULE[n] is not pool and n not in PART_WEIGHTS.values()]
    key = (name, *(getattr(MODULE[n], n) for n in fixed))
    if key not in _PARTS:
        reqs, _, cvs, _ = data
        kept = {n: getattr(fit, n) for n in PART_WEIGHTS.values()}
        out = []
        try:
            for n in kept:
                setattr(fit, n, 1.0)
            for key, cv in cvs.items():
                found = fit.match_experience(cv, reqs[name])
                # the tie-break read apart: the score is capped at 1, which at every part's
                # weight 1 would drop the tie-break of a CV meeting every part
                if key not in _INDEX:
                    _INDEX[key] = fit._CvIndex(cv)
                tie = fit.TIE_BREAK * fit.shared_words(reqs[name], _INDEX[key])
                out.append((found.parts, tie))
        finally:
            for n, value in kept.items():
                setattr(fit, n, value)
        _PARTS[key] = out
    return _PARTS[key]


def _blend(parts: dict[str, tuple[float, float]], weights: dict[str, float]) -> float:
    """The score of parts read at weight 1, each part's weight times `weights` (default 1)."""
    total = got = 0.0
    for part, (weight, value) in parts.items():
        weight *= weights.get(part, 1.0)
        total += weight
        got += weight * value
    return got / total if total else 0.0


def _scores(data: Data, name: str) -> list[float]:
    """Each CV's match score for a posting under the current weights."""
    weights = {part: float(getattr(fit, const)) for part, const in PART_WEIGHTS.items()}
    return [
        min(1.0, _blend(parts, weights) + tie + _years_tie(parts))
        for parts, tie in _parts(data, name)
    ]


def _years_tie(parts: dict[str, tuple[float, float]]) -> float:
    """The years part's value as `fit` adds it where it is no part (`YEARS_WEIGHT` 0)."""
    if fit.YEARS_WEIGHT or "years" not in parts:
        return 0.0
    return fit.YEARS_TIE * parts["years"][1]


def ranks(data: Data) -> list[int]:
    """The judged best CV's rank for each tune posting, as `match` ranks the pool."""
    reqs, best, cvs, _ = data
    keys = list(cvs)
    out: list[int] = []
    for name in reqs:
        order = pool.ranked(keys, _scores(data, name), _words(data, name))
        out.append(next((i + 1 for i, k in enumerate(order) if k in best[name]), len(order) + 1))
    return out


def bm25_ranks(data: Data) -> list[int]:
    """The judged best CV's rank by BM25 alone over all the posting's lines (the baseline the
    roles stage reports beside the match figures)."""
    reqs, best, _, bags = data
    keys = list(bags)
    out: list[int] = []
    for name in reqs:
        text = "\n".join(line.text for line in reqs[name].posting.lines)
        scores = pool.word_scores(text, list(bags.values()))
        order = [k for _, k in sorted(zip((-s for s in scores), keys, strict=True))]
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
    table: dict[tuple[float, ...], list[int]],
    current: tuple[float, ...],
    leave: Collection[int] = (),
) -> tuple[float, ...]:
    """The grid point best on every posting but those of `leave`; ties to the nearest
    current value."""

    def key(point: tuple[float, ...]) -> tuple[float, float, float]:
        kept = [r for i, r in enumerate(table[point]) if i not in leave]
        mrr, first = _objective(kept)
        return (round(mrr, 6), first, -_distance(point, current))

    return max(table, key=key)


def leave_out(
    table: dict[tuple[float, ...], list[int]], current: tuple[float, ...], groups: Sequence[str]
) -> tuple[list[int], Counter[tuple[float, ...]]]:
    """Each posting's rank under the point chosen without its group (`groups[i]` the group of
    posting i: its own name to leave one posting out, its employer to leave one employer
    out), and how often each point was chosen."""
    out: list[int] = [0] * len(groups)
    chosen: Counter[tuple[float, ...]] = Counter()
    for group in dict.fromkeys(groups):
        members = {i for i, g in enumerate(groups) if g == group}
        point = choose(table, current, members)
        chosen[point] += len(members)
        for i in members:
            out[i] = table[point][i]
    return out, chosen


def main(names: Sequence[str]) -> None:
    data = _data()
    names = list(names) or list(DEFAULT_FIT)
    current = tuple(float(getattr(MODULE[n], n)) for n in names)
    now = ranks(data)
    postings = list(data[0])
    by_employer = employers(postings)
    print(
        f"{len(postings)} tune postings of {len(set(by_employer))} employers, "
        f"{len(data[2])} CVs; fitting {', '.join(names)}"
    )
    print(f"now {dict(zip(names, current, strict=True))}: MRR, first {figures(now)}")
    print(f"BM25 (all the posting's lines): MRR, first {figures(bm25_ranks(data))}")
    table = grid_ranks(data, names)
    best = choose(table, current)
    print(f"best on all: {dict(zip(names, best, strict=True))}: {figures(table[best])}")
    for label, groups in (("posting", postings), ("employer", by_employer)):
        loo, chosen = leave_out(table, current, groups)
        print(f"leave-one-{label}-out: MRR, first {figures(loo)}")
        for point, times in chosen.most_common(3):
            print(f"  chosen {times}x: {dict(zip(names, point, strict=True))}")


if __name__ == "__main__":
    main(sys.argv[1:])
