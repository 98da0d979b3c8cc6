"""Draw a fresh sample of tune postings to judge for `cvcoach match`, in a seeded order.

Reads only the tune split's ids (`split.json`), `sources.json` (each posting's kind and
employer group) and the names of the postings `matching.json` already judges under "tune";
it opens no posting and runs no matcher. The unjudged tune postings of the kinds a CV of the
pool could do (`FAMILIES`) are sorted, shuffled with `random.Random(seed)`, and taken
round-robin over the families (software; data and machine learning; research and teaching;
IT, operations engineering, security and support), one posting per employer group, so the
sample spans kinds of role rather than the commonest. Prints the order: the judge takes the
postings in it, passing over one no pool CV could do, until enough are judged.

    .venv/bin/python scripts/draw_fresh_sample.py --seed N
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAMILIES: dict[str, tuple[str, ...]] = {
    "software": ("software", "product", "engineering graduate trainee"),
    "data/ML": ("data", "machine learning"),
    "research/teaching": ("research", "academic", "teaching"),
    "IT/ops/security": (
        "IT",
        "IT/operations engineering",
        "infrastructure",
        "IT support",
        "support",
        "security",
    ),
}


def draw(seed: int) -> list[tuple[str, str]]:
    """(family, posting id) in the order to judge them."""
    heldout = ROOT / "evals" / "roles-heldout"
    tune = set(json.loads((heldout / "split.json").read_text("utf-8"))["tune"])
    judged = set(json.loads((heldout / "matching.json").read_text("utf-8"))["tune"])
    sources = json.loads((heldout / "sources.json").read_text("utf-8"))
    family_of = {kind: fam for fam, kinds in FAMILIES.items() for kind in kinds}
    queues: dict[str, list[dict[str, str]]] = {fam: [] for fam in FAMILIES}
    rows = sorted(
        (r for r in sources if r["id"] in tune and r["id"] not in judged),
        key=lambda r: r["id"],
    )
    random.Random(seed).shuffle(rows)
    for row in rows:
        fam = family_of.get(row.get("kind", ""))
        if fam:
            queues[fam].append(row)
    order: list[tuple[str, str]] = []
    seen: set[str] = set()
    while any(queues.values()):
        for fam, queue in queues.items():
            while queue:
                row = queue.pop(0)
                group = row.get("employer_group") or row.get("employer") or row["id"]
                if group not in seen:
                    seen.add(group)
                    order.append((fam, row["id"]))
                    break
    return order


def main(argv: Sequence[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    args = parser.parse_args(argv)
    for i, (fam, name) in enumerate(draw(args.seed), 1):
        print(f"{i:3} {fam:18} {name}")


if __name__ == "__main__":
    main(sys.argv[1:])
