"""A batch of tune postings scored alone, with the roles stage's own grader.

Each round of new postings is measured on its own before any rule is written for it (the
honest out-of-sample figure, docs/roles.md), then again after. `cvcoach eval --roles` scores a
whole split; this script scores only the ids given, and can list what the reader missed on
them (header misses, labelled requirements not found, reported ones no label matches).

Usage: `python scripts/measure_role_batch.py ID [ID ...] [--misses]`, or `--ids-file FILE`
(one id a line, `#` comments). Refuses ids of the test split: those are never looked at.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from cvcoach.evals.roles_stage import Tally, grade_posting, read_for_grading, same_requirement
from cvcoach.keywords.requirements import Requirements

ROOT = Path(__file__).resolve().parent.parent
HELDOUT = ROOT / "evals" / "roles-heldout"


def _ids(args: argparse.Namespace) -> list[str]:
    ids = list(args.ids)
    if args.ids_file:
        for line in Path(args.ids_file).read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                ids.append(line)
    test = set(json.loads((HELDOUT / "split.json").read_text(encoding="utf-8"))["test"])
    held = sorted(set(ids) & test)
    if held:
        raise SystemExit(f"test-split ids are never measured here: {', '.join(held)}")
    return ids


def _misses(name: str, reqs: Requirements, label: dict[str, Any]) -> list[str]:
    """What the reader missed on one posting: labels not found, reports matching no label."""
    out: list[str] = []
    found = [item.text for item in reqs.items]
    for lab in label.get("requirements") or []:
        if not any(same_requirement(f, lab["text"]) for f in found):
            out.append(f"  missed {lab['level']}: {lab['text'][:110]}")
    for item in reqs.items:
        if not any(same_requirement(item.text, lab["text"]) for lab in label["requirements"]):
            out.append(f"  extra {item.level}: {item.text[:110]}")
    return [f"{name}:", *out] if out else []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ids", nargs="*")
    parser.add_argument("--ids-file")
    parser.add_argument("--misses", action="store_true", help="list the misses per posting")
    args = parser.parse_args()
    tally = Tally()
    lines: list[str] = []
    for name in _ids(args):
        path = next((HELDOUT / "postings").glob(f"{name}.*"))
        reqs = read_for_grading(path)  # a posting with no text: nothing read, labels missed
        label = json.loads((HELDOUT / "labels" / f"{name}.json").read_text(encoding="utf-8"))
        grade_posting(reqs, label, tally, name)
        if args.misses:
            lines += _misses(name, reqs, label)
    for key, value in tally.figures().items():
        print(f"{key}: {value}")
    if args.misses:
        print("\n".join(["", "header misses:", *tally.header_misses, "", *lines]))


if __name__ == "__main__":
    main()
