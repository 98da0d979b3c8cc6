"""How fast does `cvcoach import` read a PDF? CPU time beside a yardstick, and a curve.

Run: `python benchmarks/bench_import.py [--rounds N]`. Prints a table; nothing is asserted:
numbers go in docs/import.md and closing notes, not in timed tests.

The documents are cvcoach's own PDF renderings of the sample profiles (evals/profiles),
one to three pages each, and of one profile with its jobs repeated 8, 32 and 96 times for
the curve. The yardstick is pypdfium2 reading the same file's text layer page by page
(what any PDF-to-text step costs): the ratio is what reading the layout adds. Each import
runs once as a warm-up (module imports and data caches), then `--rounds` times; the
median CPU time (user + system of this process) is reported. The target is a 2-page PDF
in 1 s.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))


def cpu() -> float:
    return time.process_time()


def median_cpu(run: Callable[[], object], rounds: int) -> float:
    run()  # warm-up
    spent = []
    for _ in range(rounds):
        started = cpu()
        run()
        spent.append(cpu() - started)
    return statistics.median(spent)


def pdf_of(cv: dict[str, Any]) -> bytes:
    from cvcoach.inputs.profile_loader import profile_from_bytes
    from cvcoach.outputs.render import render_cv

    profile = profile_from_bytes(yaml.safe_dump(cv).encode("utf-8"), "cv.yaml")
    return render_cv(profile, "pdf")


def pages_and_text(data: bytes) -> int:
    """The yardstick: every page's text layer, as pypdfium2 gives it."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    try:
        for index in range(len(document)):
            document[index].get_textpage().get_text_range()
        return len(document)
    finally:
        document.close()


def longer(cv: dict[str, Any], times: int) -> dict[str, Any]:
    out = copy.deepcopy(cv)
    out["work"] = [copy.deepcopy(job) for _ in range(times) for job in cv.get("work", [])]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    from cvcoach.inputs.documents.importer import import_bytes

    rows = []
    documents = [(p.stem, yaml.safe_load(p.read_text(encoding="utf-8"))) for p in PROFILES]
    base = documents[0][1]
    documents += [(f"{documents[0][0]} x{n}", longer(base, n)) for n in (8, 32, 96)]
    for name, cv in documents:
        data = pdf_of(cv)
        pages = pages_and_text(data)
        ours = median_cpu(partial(import_bytes, data, "cv.pdf"), rounds)
        yard = median_cpu(partial(pages_and_text, data), rounds)
        rows.append((name, pages, len(data), ours, yard))
    print("| document | pages | bytes | import CPU | text layer CPU | ratio | per page |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, pages, size, ours, yard in rows:
        ratio = ours / yard if yard else float("nan")
        print(
            f"| {name} | {pages} | {size:,} | {ours:.3f} s | {yard:.3f} s | {ratio:.1f}x |"
            f" {ours / pages:.3f} s |"
        )


if __name__ == "__main__":
    main()
