"""Real people's misspellings, planted in real CVs: how many does the spelling check find?

The misspellings are the `test` split of `benchmarks/data/misspellings.tsv` (Wikipedia's list
of common misspellings and Aspell's test kernel; built by `scripts/build_misspellings.py`,
split by correct word so that no word of the `fit` split is tested). Each is planted in the
clean text of a CV written outside the project (`evals/heldout/profiles/`, and
`../shared/samples/` when present, as `bench_typos.py` reads them): in place of the correct
word where a CV has it, else in place of a word of five letters or more that the check
accepts, drawn with a fixed seed (a lower-case word for a lower-case misspelling). The
sentence is then checked with the CV's own vocabulary.

Reported beside codespell (a lookup of the lower-cased misspelling in its dictionary) and
Hunspell (when installed: `hunspell_words`), by edit distance (optimal string alignment:
1, and 2 or more): recall (the misspelling is flagged) and right first suggestion (among
those flagged, the first suggestion is the correction, ignoring case). False flags are
counted on the clean texts and given per ten CVs (the authors' own slips listed in the
held-out expected files are left out, as in `bench_typos.py`).

Run: `make bench` or `python benchmarks/bench_human_typos.py [--split test|fit] [--misses F]
[--no-hunspell] [--side train|calibration] [--model F]` (`--model`: a refit's file read
in place of the packaged one). `--side` (fit split only) keeps the misspellings
whose correct word `scripts/fit_spelling_model.py` puts on that side (`side`, the same
hash): the error costs and scores are fitted on `train`, so `calibration` is their
held-apart figure (its thresholds are fitted there); the plants are the whole split's.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from collections import Counter
from pathlib import Path

from bench_typos import CV, ROOT, Site, clean_texts, codespell_table, read_clean

DATA = ROOT / "benchmarks" / "data" / "misspellings.tsv"
BANDS = ("1", "2+")
TRAIN_SHARE = 0.6  # as `scripts/fit_spelling_model.py`'s


def distance(a: str, b: str) -> int:
    """Optimal string alignment distance (an adjacent swap is one edit), case ignored."""
    a, b = a.lower(), b.lower()
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def _band(typo: str, right: str) -> str:
    """The edit-distance band of a misspelling: to its nearest correction."""
    return "1" if min(distance(typo, r) for r in right.split(",")) == 1 else "2+"


def read_pairs(split: str) -> list[tuple[str, str]]:
    """(misspelling, corrections) of one split: the corrections comma-separated, the first
    the likeliest; a suggestion of any of them is right."""
    pairs = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            _, wrong, right, side = line.split("\t")
            if side == split:
                pairs.append((wrong, right))
    return pairs


def side(word: str) -> str:
    """The fit script's side of a correct word (`scripts/fit_spelling_model.py`'s `side`)."""
    digest = hashlib.sha256(b"calibration:" + word.lower().encode()).digest()[0]
    return "train" if digest < TRAIN_SHARE * 256 else "calibration"


def plant(pairs: list[tuple[str, str]], sites: list[Site], rng: random.Random) -> list[Plant]:
    """Where each misspelling goes: a site of its correct word, else a drawn site."""
    by_word: dict[str, list[Site]] = {}
    for site in sites:
        by_word.setdefault(site[3].lower(), []).append(site)
    lower = [s for s in sites if s[3].islower()]
    capital = [s for s in sites if s[3][:1].isupper() and s[3][1:].islower()]
    planted = []
    for wrong, right in pairs:
        own = by_word.get(right.split(",")[0].lower())
        site = rng.choice(own or (lower if wrong[:1].islower() else capital or lower))
        typo = wrong
        if own and site[3][:1].isupper() and wrong[:1].islower():
            typo = wrong[:1].upper() + wrong[1:]  # as the CV writes the word there
        planted.append((site, typo, right))
    return planted


Plant = tuple[Site, str, str]  # (where, the misspelling as planted, the correction)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("test", "fit"), default="test")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--misses", type=Path, help="write every miss and wrong fix here")
    parser.add_argument(
        "--no-hunspell", action="store_true", help="leave out Hunspell's columns (slow)"
    )
    parser.add_argument("--side", choices=("train", "calibration"), help="fit split: one side")
    parser.add_argument("--model", type=Path, help="a model file read in place of the packaged")
    args = parser.parse_args()
    if args.side and args.split != "fit":
        parser.error("--side reads the fit split only")
    if args.model:
        read_in_place(args.model)
    from cvcoach.checks.spelling import Speller

    speller = Speller()
    cvs: list[CV] = clean_texts()
    false_flags, sites, _ = read_clean(speller, cvs)
    rng = random.Random(args.seed)
    planted = plant(read_pairs(args.split), sites, rng)
    if args.side:
        planted = [p for p in planted if side(p[2].split(",")[0]) == args.side]
    codespell = codespell_table()
    tally: dict[str, Counter[str]] = {band: Counter() for band in BANDS}
    notes: list[str] = []
    for (cv, text, start, word, _), typo, right in planted:
        band = _band(typo, right)
        rights = right.lower().split(",")
        damaged = text[:start] + typo + text[start + len(word) :]
        vocabulary = cv.vocabulary([damaged if t is text else t for t in cv.texts])
        hit = next((m for m in speller.check(damaged, vocabulary) if m.start == start), None)
        counts = tally[band]
        counts["total"] += 1
        if hit is not None:
            counts["found"] += 1
            counts["right"] += (hit.suggestion or "").lower() in rights
            if (hit.suggestion or "").lower() not in rights:
                notes.append(f"wrong fix: {typo} ({right}) -> {hit.suggestion}")
        else:
            notes.append(f"missed: {typo} ({right})")
        fix = codespell.get(typo.lower())
        counts["cs_found"] += fix is not None
        counts["cs_right"] += fix is not None and fix.lower() in rights
    if not args.no_hunspell:
        hunspell_columns(planted, tally)
    print_table(tally, len(cvs), len(false_flags), args.split)
    if args.misses:
        args.misses.write_text("\n".join(notes) + "\n", encoding="utf-8")
    return 0


def read_in_place(path: Path) -> None:
    """Make the model file at `path` the one the check reads (`spelling_model.fitted`): a
    refit measured before it is packaged."""
    import json

    from cvcoach.checks import spelling_scored
    from cvcoach.language import spelling_model

    model = spelling_model.from_json(json.loads(path.read_text(encoding="utf-8")))
    spelling_model.fitted = lambda: model  # type: ignore[assignment]
    spelling_scored.fitted = spelling_model.fitted  # type: ignore[attr-defined]


def hunspell_columns(planted: list[Plant], tally: dict[str, Counter[str]]) -> None:
    """Hunspell's recall and first-suggestion accuracy, when it is installed."""
    import hunspell_words

    if not hunspell_words.available():
        return
    typos = [typo for _, typo, _ in planted]
    flagged = hunspell_words.flagged(typos)
    firsts = hunspell_words.first_suggestions(t for t in typos if t in flagged)
    for _, typo, right in planted:
        counts = tally[_band(typo, right)]
        counts["hs_found"] += typo in flagged
        counts["hs_right"] += (firsts.get(typo) or "").lower() in right.lower().split(",")


def print_table(tally: dict[str, Counter[str]], cvs: int, flags: int, split: str) -> None:
    def share(n: int, d: int) -> str:
        return f"{n / d:.3f}" if d else "-"

    print(f"{split} split, planted in {cvs} CVs\n")
    print(
        "| edit distance | misspellings | recall | right first suggestion | codespell recall "
        "| codespell right | Hunspell recall | Hunspell right |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    hunspell = any("hs_found" in counts for counts in tally.values())
    for band in [*BANDS, "all"]:
        c = sum(tally.values(), Counter()) if band == "all" else tally[band]
        hs = (
            (share(c["hs_found"], c["total"]), share(c["hs_right"], c["hs_found"]))
            if hunspell
            else ("-", "-")
        )
        print(
            f"| {band} | {c['total']} | {share(c['found'], c['total'])} "
            f"| {share(c['right'], c['found'])} | {share(c['cs_found'], c['total'])} "
            f"| {share(c['cs_right'], c['cs_found'])} | {hs[0]} | {hs[1]} |"
        )
    print(f"\nfalse flags on the clean texts: {flags} ({flags * 10 / cvs:.1f} per ten CVs)")


if __name__ == "__main__":
    sys.exit(main())
