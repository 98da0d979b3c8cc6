"""Where the fit split's misspellings two or more edits away are lost (issue 29).

Plants the fit split's misspellings as `benchmarks/bench_human_typos.py` does (same seed,
same sites), checks each sentence, and sorts every misspelling of the far band (two or more
edits from its correction) that is not flagged with a right first suggestion by where the
right word was lost:

- `not asked`: the scored model never read the word (capitalised mid-sentence, shorter
  than `MODEL_LETTERS`, a known word, or another rule's path);
- `no candidate`: the model read it, but no correction it generated is the right word;
- `ranked out`: generated, not among the candidates the model keeps;
- `ranked below`: kept, but another candidate scores higher;
- `below threshold`: first, but its probability is under the threshold the word is held
  to (far, near, or a built reading's bar: the threshold's kind is given);
- `refused`: first and over the threshold, but the verdict turned it down (a built
  reading's apply-probability bar, a letter before or after a whole word).

Also given per side: the far band's flagged and flagged-right counts, and for the
`below threshold` class the probabilities. The `test` split is never read.

Run: `nice -n 19 .venv/bin/python scripts/measure_far_misses.py [--side train|calibration]
[--list] [--model FILE]` (`--list`: one line per lost misspelling, fit split only; `--model`:
a refit's file read in place of the packaged one).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--side", choices=("train", "calibration"))
    parser.add_argument("--list", action="store_true", help="one line per lost misspelling")
    parser.add_argument("--model", type=Path, help="a model file read in place of the packaged")
    args = parser.parse_args()
    if args.model:
        _read_in_place(args.model)
    import bench_human_typos as bench
    from bench_typos import clean_texts, read_clean

    from cvcoach.checks import spelling_scored
    from cvcoach.checks.spelling import Speller
    from cvcoach.language.model_candidates import candidate_words
    from cvcoach.language.spelling_model import Judgement

    asked: dict[str, Judgement] = {}
    judge = spelling_scored.judge

    def spy(word: str, form: str, in_cv: object, **kw: object) -> Judgement:
        found = judge(word, form, in_cv, **kw)  # type: ignore[arg-type]
        asked[word] = found
        return found

    spelling_scored.judge = spy  # type: ignore[assignment]
    speller = Speller()
    cvs = clean_texts()
    _, sites, _ = read_clean(speller, cvs)
    planted = bench.plant(bench.read_pairs("fit"), sites, random.Random(7))
    if args.side:
        planted = [p for p in planted if bench.side(p[2].split(",")[0]) == args.side]
    tally: Counter[str] = Counter()
    lines = []
    for (cv, text, start, word, _), typo, right in planted:
        if bench._band(typo, right) != "2+":
            continue
        rights = right.lower().split(",")
        damaged = text[:start] + typo + text[start + len(word) :]
        vocabulary = cv.vocabulary([damaged if t is text else t for t in cv.texts])
        asked.clear()
        hit = next((m for m in speller.check(damaged, vocabulary) if m.start == start), None)
        tally["far"] += 1
        if hit is not None:
            tally["flagged"] += 1
            if (hit.suggestion or "").lower() in rights:
                tally["flagged right"] += 1
                continue
        where = _where(asked.get(typo), rights, candidate_words)
        where = ("flagged wrong: " if hit is not None else "missed: ") + where
        tally[where.split(" (")[0]] += 1
        lines.append(f"{where}\t{typo}\t{right}\t{hit.suggestion if hit else '-'}")
    spelling_scored.judge = judge  # type: ignore[assignment]
    print(f"fit split{' ' + args.side if args.side else ''}: far band")
    for key, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {key}: {n}")
    if args.list:
        print("\n".join(sorted(lines)))
    return 0


def _read_in_place(path: Path) -> None:
    """Make the model file at `path` the one the check reads (`spelling_model.fitted`)."""
    import json

    from cvcoach.checks import spelling_scored
    from cvcoach.language import spelling_model

    model = spelling_model.from_json(json.loads(path.read_text(encoding="utf-8")))
    spelling_model.fitted = lambda: model  # type: ignore[assignment]
    spelling_scored.fitted = spelling_model.fitted  # type: ignore[assignment]


def _where(judged: object, rights: list[str], candidates: object) -> str:
    """Where the right word was lost in the model's reading `judged` (None: not asked)."""
    from cvcoach.language.spelling_model import Judgement

    if not isinstance(judged, Judgement):
        return "not asked"
    kept = [c.word for c in judged.candidates]
    first = kept[0] if kept else None
    if first in rights:
        if judged.flagged:
            return "refused (built bar or a letter beside a whole word)"
        from cvcoach.language import spelling_model

        thresholds = spelling_model.fitted().thresholds
        near = thresholds.get(judged.shape, 1.0)
        far = thresholds.get(judged.shape + spelling_model.FAR_SUFFIX, near)
        kind = "near" if judged.threshold == near else "far" if judged.threshold == far else "built"
        return f"below threshold ({kind} {judged.threshold:.3f}, p {judged.probability:.3f})"
    if any(r in kept for r in rights):
        return "ranked below"
    pool = candidates(judged.word.lower())  # type: ignore[operator]
    if any(r in pool for r in rights):
        return "ranked out"
    return "no candidate"


if __name__ == "__main__":
    sys.exit(main())
