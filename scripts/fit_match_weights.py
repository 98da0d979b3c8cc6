"""Fit `cvcoach match`'s weights on the tune postings' judged best CVs.

Reads only the tune split (`evals/roles-heldout/split.json`, the "tune" part of
`matching.json`): for each posting with a judged best CV, every CV of the matching task is
scored and the judged one's rank taken; the objective is the mean reciprocal rank, then the
share ranked first. Coordinate descent over a small grid per weight, from the values in
`cvcoach.keywords.fit`, two passes; a value replaces the current one only when it does
better by at least MIN_GAIN in MRR (about a third of one posting's rank moving from 3 to
2 among 23) or as well with more judged CVs first, so ties and sub-rank wobbles keep what
is there. Prints the fitted values and the figures; it changes no file (the constants in
`fit.py` are set to what it prints).

    .venv/bin/python scripts/fit_match_weights.py
"""

from __future__ import annotations

import json
from pathlib import Path

from cvcoach.evals.cases import default_samples_dir
from cvcoach.evals.roles_stage import cv_paths, judged_best
from cvcoach.inputs.posting import load_posting
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.experience import Experience, cv_experience
from cvcoach.keywords.requirements import Requirements, requirements
from cvcoach.model.findings import InputError

GRID: dict[str, tuple[float, ...]] = {
    "MUST_WEIGHT": (1.0, 1.5, 2.0, 3.0, 4.0),
    "YEARS_POWER": (1.0, 2.0, 3.0),
    "YEARS_FLOOR": (0.0, 0.5, 1.0, 2.0),
    "OVERALL_YEARS": (0.0, 0.25, 0.5, 1.0),
    "DEGREE_PARTIAL": (0.0, 0.25, 0.5, 0.75),
    "SOFT_WEIGHT": (0.25, 0.5, 1.0),
    "SIMILAR_CREDIT": (0.0, 0.25, 0.5, 0.75),
}
MIN_GAIN = 0.005
ROOT = Path(__file__).resolve().parent.parent


def _data() -> tuple[dict[str, Requirements], dict[str, list[str]], dict[str, Experience]]:
    heldout = ROOT / "evals" / "roles-heldout"
    tune = set(json.loads((heldout / "split.json").read_text(encoding="utf-8"))["tune"])
    judged = judged_best(json.loads((heldout / "matching.json").read_text(encoding="utf-8")))
    best = {name: cvs for name, cvs in judged["tune"].items() if name in tune}
    reqs = {
        name: requirements(load_posting(next((heldout / "postings").glob(f"{name}.*"))))
        for name in best
    }
    experiences: dict[str, Experience] = {}
    for key, path in cv_paths(ROOT, default_samples_dir(ROOT / "evals")).items():
        try:
            experiences[key] = cv_experience(load_profile(path))
        except InputError:
            continue
    return reqs, best, experiences


def figures(
    reqs: dict[str, Requirements], best: dict[str, list[str]], cvs: dict[str, Experience]
) -> tuple[float, float]:
    """(MRR, share first) of the judged best CVs over the tune postings."""
    reciprocal = first = 0.0
    for name, posting in reqs.items():
        scored = sorted(
            ((fit.match_experience(exp, posting).score, key) for key, exp in cvs.items()),
            key=lambda pair: (-pair[0], pair[1]),
        )
        order = [key for _, key in scored]
        rank = next((i + 1 for i, key in enumerate(order) if key in best[name]), len(order) + 1)
        reciprocal += 1 / rank
        first += rank == 1
    return round(reciprocal / len(reqs), 3), round(first / len(reqs), 3)


def main() -> None:
    reqs, best, cvs = _data()
    current = figures(reqs, best, cvs)
    print(f"{len(reqs)} tune postings, {len(cvs)} CVs; now MRR {current[0]}, first {current[1]}")
    for _ in range(2):
        for name, values in GRID.items():
            kept = getattr(fit, name)
            for value in values:
                setattr(fit, name, value)
                got = figures(reqs, best, cvs)
                if got[0] >= current[0] + MIN_GAIN or (
                    got[0] >= current[0] and got[1] > current[1]
                ):
                    current, kept = got, value
            setattr(fit, name, kept)
            print(f"  {name} = {kept}: MRR {current[0]}, first {current[1]}")
    print({name: getattr(fit, name) for name in GRID})


if __name__ == "__main__":
    main()
