"""Measure `BUILD_COST` (`cvcoach.language.known`) against data: what each cost of a derived
or prefixed reading does to real misspellings and to right words.

A word the dictionary lacks is accepted as built (`lossless`, `reimplemented`) when its
built score, log10 of its base's count less `BUILD_COST`, is at least its score as a slip
of a dictionary word or term. A higher cost of a derivation or prefix lets more misspellings
through to the spelling rules (`leadr` read as lead + r is never flagged) and fewer
right words the dictionary lacks. For each cost on a grid (a prefix and a derivation
together cost twice it, as in `BUILD_COST`), this counts:

- the lower-case misspellings of five letters or more of the `fit` split of
  `benchmarks/data/misspellings.tsv` that have a built reading and are read as built (a
  miss);
- of `SAMPLE` dictionary words of five letters or more counted under `RARE` (seeded), taken
  out of the dictionary, those with a built reading that are still read as built (right
  words the check keeps accepting).

The `test` split is never read. Run: `nice -n 10 python scripts/measure_build_cost.py`.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "misspellings.tsv"
RARE = 2_000  # as `fit_spelling_model.RARE`
SAMPLE = 3_000
SEED = 29
GRID = (0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0)

Reading = tuple[list[tuple[int, str]], float]  # (base count, how) per reading; slip score


def main() -> int:
    from cvcoach.checks.spelling import Speller
    from cvcoach.language.known import TERM_COUNT, slip_score
    from cvcoach.language.word_edits import readings
    from cvcoach.language.wordlist import word_table

    speller = Speller()
    speller.knows("a")
    known = speller._known  # (the check's own known words)
    table = word_table()

    def reading(word: str, without: str | None) -> Reading:
        built = [
            (table.frequency(form) if form in table else 0, how)
            for form, how in readings(word)
            if form != without and known.base(form)
        ]
        return built, max(slip_score(word), known._term_slip_score(word))

    def read_as_built(item: Reading, cost: float) -> bool:
        costs = {"derivation": cost, "prefix": cost, "prefix+derivation": 2 * cost}
        built = max(
            math.log10(min(n or TERM_COUNT, TERM_COUNT)) - costs.get(how, 0.0) for n, how in item[0]
        )
        return built >= item[1]

    misspelt = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line:
            continue
        _, wrong, _, split = line.split("\t")
        lower = wrong.islower() and wrong.isalpha() and len(wrong) >= 5
        if split == "fit" and lower and not known.base(wrong):
            misspelt.append(reading(wrong, None))
    rare = sorted(w for w, n in table.items() if len(w) >= 5 and w.isalpha() and n < RARE)
    right = [reading(w, w) for w in random.Random(SEED).sample(rare, SAMPLE)]
    misspelt, right = [m for m in misspelt if m[0]], [r for r in right if r[0]]
    print(f"{len(misspelt)} misspellings and {len(right)} right words with a built reading")
    print("| cost | misspellings read as built | right words read as built |")
    print("| ---: | ---: | ---: |")
    for cost in GRID:
        missed = sum(read_as_built(m, cost) for m in misspelt)
        kept = sum(read_as_built(r, cost) for r in right)
        print(f"| {cost} | {missed} | {kept} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
