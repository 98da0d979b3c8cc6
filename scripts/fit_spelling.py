"""Fit the spelling check's apply threshold on real misspellings: `data/spelling_fit.json`.

`polish` applies a spelling correction without asking when it is sure. What makes it sure is
the correction's margin: its score (log10 count - slip cost, `cvcoach.language.candidates`)
minus the best score of any other one-slip word (0 when there is none). This script reads
the `fit` split of `benchmarks/data/misspellings.tsv` (real people's misspellings; see
`scripts/build_misspellings.py`), asks the check for each lower-case misspelling's
correction on its own, and records, by margin, the share of corrections that were right:

- `bins`: [lowest margin, share right, corrections] per bin: a correction's calibrated
  probability is its bin's share;
- `apply_margin`: the lowest bin edge at which the share right of the corrections at or
  above it is, with one-sided 90 % confidence (Wilson's lower bound, `Z`), at least
  `TARGET_PRECISION`: polish applies corrections at that margin and asks about the rest.

The `test` split is read afterwards, only to report the precision and coverage at the
chosen margin (`held_out`): it chooses nothing.

Run: `python scripts/fit_spelling.py` (about a minute).
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "misspellings.tsv"
OUT = ROOT / "src" / "cvcoach" / "data" / "spelling_fit.json"
TARGET_PRECISION = 0.98  # the bar for corrections applied without asking
Z = 1.2816  # one-sided 90 %: the fit split is a sample, the bar must hold beyond it
EDGES = (0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0)  # margin bins, in powers of ten


def outcomes(split: str) -> list[tuple[float, bool]]:
    """(margin, right) for each lower-case misspelling of `split` the check corrects."""
    from cvcoach.checks.spelling import Speller
    from cvcoach.language.candidates import correction_margin

    speller, found = Speller(), []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        _, wrong, rights, side = line.split("\t")
        if side != split or not wrong.islower():
            continue
        fix = speller.suggest(wrong)
        margin = correction_margin(wrong, fix) if fix else None
        if fix and margin is not None:
            found.append((margin, fix in rights.lower().split(",")))
    return found


def share(rows: list[tuple[float, bool]]) -> float:
    return round(sum(right for _, right in rows) / len(rows), 4) if rows else 0.0


def lower_bound(rows: list[tuple[float, bool]]) -> float:
    """Wilson's lower confidence bound (`Z`) of the share right of `rows`."""
    n = len(rows)
    if not n:
        return 0.0
    p = sum(right for _, right in rows) / n
    centre = p + Z * Z / (2 * n)
    spread = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return (centre - spread) / (1 + Z * Z / n)


def main() -> int:
    fit = outcomes("fit")
    bins = []
    for low, high in zip(EDGES, [*EDGES[1:], float("inf")], strict=True):
        inside = [r for r in fit if low <= r[0] < high]
        bins.append([low, share(inside), len(inside)])
    apply_margin = next(
        (e for e in EDGES if lower_bound([r for r in fit if r[0] >= e]) >= TARGET_PRECISION),
        None,
    )
    held = outcomes("test")
    applied = [r for r in held if apply_margin is not None and r[0] >= apply_margin]
    result = {
        "source": "benchmarks/data/misspellings.tsv, fit split (scripts/fit_spelling.py)",
        "source_sha256": hashlib.sha256(DATA.read_bytes()).hexdigest(),
        "target_precision": TARGET_PRECISION,
        "apply_margin": apply_margin,
        "bins": bins,
        "fit": {"corrections": len(fit), "precision": share(fit)},
        "held_out": {
            "corrections": len(held),
            "applied": len(applied),
            "precision_applied": share(applied),
        },
    }
    OUT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
