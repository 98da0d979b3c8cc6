"""The CVs `cvcoach eval --roles` ranks for each judged posting, the same wherever it runs.

The pool is every CV of `evals/profiles/` and `evals/heldout/profiles/` plus the real-world
samples of `../shared/samples/`, which live outside the project (they must not be copied
into it) and are found beside the checkout. A checkout elsewhere (a second clone, a copy run
through PYTHONPATH, a CI runner) has no such folder beside it, and the pool silently lost two
CVs: a judged best CV that is not in the pool is never ranked, and BM25's word weights and
each CV's place in the pool change with the pool, so the same code gave another ranking
figure (docs/roles.md, 2026-11-29, ranking: the pool wherever it runs). Now:
- `CVCOACH_SAMPLES` names the samples folder where it is not beside the checkout;
- a pool that lacks a CV the judgments name is incomplete (`absent`), and the stage reports
  no ranking figure for that split instead of a figure of another pool.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

SAMPLES_ENV = "CVCOACH_SAMPLES"
SAMPLES_KEY = "../shared/samples"  # how `matching.json` names a sample CV, wherever it is


def samples_dir(default: Path) -> Path:
    """The samples folder: `CVCOACH_SAMPLES` when set, else `default` (beside the checkout)."""
    named = os.environ.get(SAMPLES_ENV, "").strip()
    return Path(named).expanduser() if named else default


def cv_paths(root: Path, samples: Path) -> dict[str, Path]:
    """Every CV the matching task ranks, keyed as `matching.json` names them (a sample by
    `../shared/samples/<file>` whatever folder it was found in), in a fixed order."""
    found: dict[str, Path] = {}
    for folder in (root / "evals" / "profiles", root / "evals" / "heldout" / "profiles"):
        for path in sorted(folder.glob("*.yaml")):
            found[path.relative_to(root).as_posix()] = path
    for path in sorted(samples_dir(samples).glob("*")):
        if path.suffix in (".yaml", ".json") and "job" not in path.name:
            found[f"{SAMPLES_KEY}/{path.name}"] = path
    return found


def absent(judged: dict[str, list[str]], pool: Iterable[str]) -> list[str]:
    """The CVs the judgments name as best that the pool lacks (sorted, each once)."""
    have = set(pool)
    return sorted({cv for best in judged.values() for cv in best if cv not in have})


def incomplete_note(missing: list[str], samples: Path) -> str:
    """What to do about an incomplete pool, for the report and the fit script."""
    return (
        f"the CV pool lacks {len(missing)} judged CV(s) ({', '.join(missing)}): no ranking "
        f"figure (samples looked for in {samples_dir(samples)}; set {SAMPLES_ENV} to the "
        "folder of ../shared/samples)"
    )
