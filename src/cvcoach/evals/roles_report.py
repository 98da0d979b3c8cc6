"""The roles stage's table: both posting splits side by side, and matching beside BM25.

Writes `results/roles.json` under the evals folder as well, for the README and docs.
"""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console
from rich.table import Table

from cvcoach.evals.cases import default_samples_dir
from cvcoach.evals.roles_stage import SPLITS, RolesReport, run_roles_stage


def run_and_print_roles(console: Console, evals_dir: Path, split: str = "both") -> RolesReport:
    """Score the posting splits (`split`: tune, test or both) and print them; the file
    written is `results/roles.json` for both splits, `results/roles-<split>.json` for one."""
    splits = SPLITS if split == "both" else (split,)
    report = run_roles_stage(evals_dir, default_samples_dir(evals_dir), splits)
    out = evals_dir / "results"
    out.mkdir(parents=True, exist_ok=True)
    name = "roles.json" if split == "both" else f"roles-{split}.json"
    (out / name).write_text(
        json.dumps(report.as_json(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    table = Table(title="cvcoach role: held-out postings", title_justify="left")
    table.add_column("figure")
    for split in report.splits:
        table.add_column(split, justify="right")
    first = next(iter(report.splits.values()), {})
    for figure in first:
        table.add_row(figure, *(f"{report.splits[s][figure]:g}" for s in report.splits))
    table.add_row(
        "seconds per posting", *(f"{report.seconds_per_posting:g}" for _ in report.splits)
    )
    console.print(table)
    match = Table(title="cvcoach match: judged best CV", title_justify="left")
    match.add_column("ranker")
    for column in ("postings", "best first", "MRR"):
        match.add_column(column, justify="right")
    for ranker, figures in report.matching.items():
        match.add_row(ranker, *(f"{figures[c]:g}" for c in ("postings", "best first", "MRR")))
    console.print(match)
    return report
