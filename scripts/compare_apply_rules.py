"""Polish's two rules for a sure correction, side by side, on the fit split's calibration half.

`grounding.corrections._sure_correction` applies a lower-case correction unasked when its
margin over every other one-slip word clears the fitted apply margin
(`data/spelling_fit.json`, `scripts/fit_spelling.py`) or when the spelling model's
probability clears its fitted apply probability (`data/spelling_model.json`). Whether the
margin rule can go, leaving the one probability to decide, turns on what each rule applies
and how often it is right: this counts both (for the correction the model puts first, the
check's suggestion for these words), alone and together, on the calibration half of
the fit split (`scripts/fit_spelling_model.py`'s `side`) and its right words the dictionary
lacks (rare words taken out of it: a correction of one is wrong), each planted in the
tune-side CVs as the fitting script plants it, so that the model reads its neighbours. The
test split is never read.

Run: `nice -n 10 python scripts/compare_apply_rules.py` (about a minute).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fit_spelling_model import (
    NEGATIVES,
    SEED,
    built_score,
    planted,
    real_pairs,
    right_words,
    slip,
)


def main() -> int:
    from cvcoach.language.candidates import calibration, correction_margin
    from cvcoach.language.known import built_reading
    from cvcoach.language.spelling_model import fitted, judge

    every = real_pairs()
    rng = random.Random(SEED)  # (drawn as the fitting script draws: the same right words)
    for _, right, side in every:
        if side == "train" and len(right.split(",")[0]) >= 3:
            slip(right.split(",")[0], rng)
    rare = right_words(rng)[0][NEGATIVES // 2 :]  # the calibration half's right words
    pairs = [(w, r, True) for w, r, side in every if side == "calibration"]
    pairs += [(w, "", False) for w in rare]
    margin, bar = calibration().apply_margin, fitted().apply_probability
    tally = {"margin": [0, 0], "model": [0, 0], "either": [0, 0]}
    asked = 0
    for wrong, rights, misspelt, beside in planted(pairs, random.Random(SEED)):
        if len(wrong) < 5:  # (the model reads words of five letters or more)
            continue
        asked += 1
        exclude = None if misspelt else wrong  # (a right word, out of the dictionary)
        # (as the fit reads it: a right word the check builds from known words keeps that
        # reading, chimaeras as chimaera + s)
        built = built_score(wrong) if not misspelt else built_reading(wrong)
        judged = judge(wrong, "lower", built=built, neighbours=beside, exclude=exclude)
        fix = judged.best.word if judged.best else None
        if fix is None or not judged.flagged:
            continue  # (polish weighs only what the check reports)
        lead = correction_margin(wrong, fix)
        by_margin = lead is not None and lead >= margin
        by_model = judged.probability >= bar
        right = misspelt and fix in rights.split(",")
        for rule, applies in (("margin", by_margin), ("model", by_model)):
            tally[rule][0] += applies
            tally[rule][1] += applies and right
        tally["either"][0] += by_margin or by_model
        tally["either"][1] += (by_margin or by_model) and right
    print(f"{asked} lower-case words of five letters or more (calibration half)")
    print("| rule | applied | right | precision |\n| --- | ---: | ---: | ---: |")
    for rule, (applied, right_) in tally.items():
        share = f"{right_ / applied:.3f}" if applied else "-"
        print(f"| {rule} | {applied} | {right_} | {share} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
