"""Print the import corpus stage as one table: a row per split and producer, a column per
measure (the mean over the documents, as `cvcoach eval` aggregates them).

    CVCOACH_IMPORT_CORPUS=~/.cache/cvcoach/import-corpus python scripts/import_corpus_table.py
    ... import_corpus_table.py --split tune [--producer latex-currvita ...]
    ... import_corpus_table.py --split tune --misses   # each tuning document's misses
    ... import_corpus_table.py --split tune --ids ID ...   # only these profiles

`core` counts the answer-key fields the document prints, each date at the precision printed
(`cvcoach.evals.import_printed`); `all key fields` counts every field of the key, printed
or not (the figure before 2026-11-29); the last column says how many key fields the
producer's documents do not print.
`--split tune` opens only tuning documents. `--misses` lists, per document, what its graders
found short; it refuses any split but `tune` (a test document's misses are never read).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cvcoach.evals.import_corpus import run_corpus_stage
from cvcoach.evals.results import UnitResult, aggregate

MEASURES = ("core", "core_all", "bullets", "invented", "typos")
HEADINGS = {"core_all": "all key fields"}


def _unprinted(unit: UnitResult) -> int:
    """How many answer-key fields the unit's document does not print: the core fields of
    every key field less the core fields graded on what the document prints."""
    items = {g.name.rsplit(".", 1)[1]: g.items for g in unit.grades}
    return items.get("core_all", 0) - items.get("core", 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("tune", "test"), default=None)
    parser.add_argument("--producer", nargs="*", default=[])
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--ids", nargs="*", default=[], help="only these profiles")
    args = parser.parse_args(argv)
    if args.misses and args.split != "tune":
        print("--misses lists tuning documents only: give --split tune", file=sys.stderr)
        return 2
    splits = {args.split} if args.split else None
    units = run_corpus_stage(Path(__file__).resolve().parents[1] / "evals", splits,
                             set(args.producer) or None, set(args.ids) or None)  # fmt: skip
    if args.misses:
        for unit in units:
            if unit.name.split("/")[0] != "corpus:tune":
                continue  # never shown, whatever the manifest says
            for grade in unit.grades:
                if grade.score is not None and grade.score < 1:
                    print(f"{unit.name} {grade.name.rsplit('.', 1)[1]}: {grade.reason}")
        return 0
    scores = aggregate(units)
    counts: dict[tuple[str, str], int] = {}
    unprinted: dict[tuple[str, str], int] = {}
    for unit in units:
        split, producer, _ = unit.name.removeprefix("corpus:").split("/")
        counts[split, producer] = counts.get((split, producer), 0) + 1
        unprinted[split, producer] = unprinted.get((split, producer), 0) + _unprinted(unit)
    names = [HEADINGS.get(m, m) for m in MEASURES]
    print("| split | producer | documents | " + " | ".join(names) + " | key fields not printed |")
    print("| --- | --- | ---: |" + " ---: |" * (len(MEASURES) + 1))
    for split, producer in sorted(counts):
        cells = [scores.get(f"corpus.{split}.{producer}.{m}") for m in MEASURES]
        shown = " | ".join("–" if c is None else f"{c:.3f}" for c in cells)
        print(f"| {split} | {producer} | {counts[split, producer]} | {shown} "
              f"| {unprinted[split, producer]} |")  # fmt: skip
    for split in ("tune", "test"):
        keys = [k for k in scores if k.startswith(f"corpus.{split}.")]
        for m in MEASURES:
            values = [scores[k] for k in keys if k.endswith(f".{m}")]
            if values:
                print(f"{split} {m}: mean over producers {sum(values) / len(values):.3f}")
    errors = [u for u in units if u.error]
    for unit in errors:
        print(f"error: {unit.name}: {unit.error}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
