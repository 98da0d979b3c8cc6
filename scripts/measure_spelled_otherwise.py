"""Measure the count bar of `word_edits.spelled_otherwise` against data: how many real
misspellings each bar catches and how many right words it rejects.

`spelled_otherwise(word, common)` reads a word the dictionary lacks as a slip of the
dictionary's own form (counted `common` or more) that differs only where the ending joins
the stem (commited: committed). A lower bar catches more misspellings whose right form is
rarer (preferring, omitting) and risks more right words whose variant the dictionary also
lists (kidnaper beside kidnapper). For each bar on a grid this counts:

- the lower-case misspellings of the `fit` split of `benchmarks/data/misspellings.tsv`
  that the dictionary lacks and that `spelled_otherwise` reads (and how many of those it
  reads as their right word);
- of `SAMPLE` dictionary words of five letters or more counted under `RARE` (three seeds),
  taken out of the dictionary, those with a reading as built from a known word (a right
  word the check would otherwise accept) that `spelled_otherwise` rejects.

The `test` split is never read. Run: `nice -n 10 python scripts/measure_spelled_otherwise.py`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "misspellings.tsv"
RARE = 2_000  # as `fit_spelling_model.RARE`
SAMPLE = 3_000
SEEDS = (29, 30, 31)
GRID = (1, 50, 100, 200, 300, 400, 500, 1000)


def main() -> int:
    from cvcoach.language.known import _english
    from cvcoach.language.word_edits import readings, spelled_otherwise
    from cvcoach.language.wordlist import word_table

    table, known = word_table(), _english()
    misspelt = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line:
            continue
        _, wrong, right, split = line.split("\t")
        if split == "fit" and wrong.islower() and wrong.isalpha() and wrong not in table:
            misspelt.append((wrong, right.split(",")))
    rare = sorted(w for w, n in table.items() if len(w) >= 5 and w.isalpha() and n < RARE)
    right = set()
    for seed in SEEDS:
        for word in random.Random(seed).sample(rare, SAMPLE):
            if any(f != word and known.base(f) and h != "british" for f, h in readings(word)):
                right.add(word)
    print(f"{len(misspelt)} misspellings, {len(right)} right words with a built reading")
    print("| bar | misspellings read | read as their word | right words rejected |")
    print("| ---: | ---: | ---: | ---: |")
    for bar in GRID:
        read = [(w, spelled_otherwise(w, bar), r) for w, r in misspelt]
        read = [(w, s, r) for w, s, r in read if s]
        rightly = sum(s in r for _, s, r in read)
        rejected = sorted(w for w in right if (s := spelled_otherwise(w, bar)) and s != w)
        print(f"| {bar} | {len(read)} | {rightly} | {len(rejected)} {rejected[:6]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
