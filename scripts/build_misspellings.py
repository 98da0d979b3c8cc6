"""Build `benchmarks/data/misspellings.tsv`: real people's misspellings, split by correct word.

Sources (each pair `misspelling<TAB>correction`), read from a snapshot of GNUAspell/bench
(https://github.com/GNUAspell/bench, commit 937f1b3b93007de726dd92b6b8f2bc36b72af2c6, the
test kernel behind http://aspell.net/test/):

- `common-all/batch0.tab`: Wikipedia's "Lists of common misspellings/For machines"
  (misspellings Wikipedia editors corrected in articles; CC BY-SA 3.0, Wikipedia
  contributors);
- `orig/batch0.tab`: Aspell's original test kernel (Kevin Atkinson's collection of hard
  misspellings, the set Roger Mitton's page redistributes as `aspell.dat`; distributed with
  Aspell's test kit, no separate licence stated).

Kept: pairs where both sides are letters only (an apostrophe or hyphen inside allowed), the
correction is one word, and the misspelling is no word of Hunspell's en_US dictionary nor of
the word table the check ranks by (a real-word error is out of any dictionary check's reach).

A misspelling listed with several corrections (Wikipedia's `coudl -> could, cloud`) is one
line whose corrections are comma-separated, the first the likeliest; any of them is right.

Split: by correct word, so that no correct word is on both sides: a word goes to `test`
when the first byte of sha256(lower-cased word) is below `TEST_SHARE` x 256, else to `fit`;
a misspelling whose corrections fall on both sides is left out.

Run: `python scripts/build_misspellings.py /path/to/GNUAspell/bench.git`
(a bare git directory, as `fetch github:GNUAspell/bench` leaves it).
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "data" / "misspellings.tsv"
COMMIT = "937f1b3b93007de726dd92b6b8f2bc36b72af2c6"
SOURCES = {"wikipedia": "common-all/batch0.tab", "aspell": "orig/batch0.tab"}
TEST_SHARE = 0.4  # of the correct words, held out for testing
_WORD = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*")


def split_of(word: str) -> str:
    """`test` or `fit`, fixed by the correct word alone."""
    first = hashlib.sha256(word.lower().encode("utf-8")).digest()[0]
    return "test" if first < TEST_SHARE * 256 else "fit"


def hunspell_known(words: list[str]) -> set[str]:
    """The words Hunspell's en_US accepts (`hunspell -G` prints them)."""
    text = "".join(f"{w}\n" for w in words)
    out = subprocess.run(
        ["hunspell", "-d", "en_US", "-G"], input=text, capture_output=True, text=True, check=True
    )
    return set(out.stdout.split())


def main() -> int:
    from cvcoach.language.wordlist import is_english_word

    git_dir = sys.argv[1]
    pairs: dict[str, tuple[str, list[str]]] = {}
    for source, path in SOURCES.items():
        blob = subprocess.run(
            ["git", "--git-dir", git_dir, "show", f"{COMMIT}:{path}"],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        for line in blob.splitlines():
            wrong, _, right = line.partition("\t")
            wrong, right = wrong.strip(), right.strip()
            if _WORD.fullmatch(wrong) and _WORD.fullmatch(right) and wrong != right:
                rights = pairs.setdefault(wrong, (source, []))[1]
                if right not in rights:
                    rights.append(right)
    real = hunspell_known(sorted(pairs))
    kept = sorted(
        (source, wrong, ",".join(rights))
        for wrong, (source, rights) in pairs.items()
        if wrong not in real
        and not is_english_word(wrong.lower())
        and len({split_of(r) for r in rights}) == 1
    )
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as out:
        out.write(f"# Built by scripts/build_misspellings.py from GNUAspell/bench at {COMMIT}\n")
        out.write("# (see its docstring for sources and licences). source, misspelling, ")
        out.write("corrections (comma-separated), split\n")
        for source, wrong, right in kept:
            out.write(f"{source}\t{wrong}\t{right}\t{split_of(right.split(',')[0])}\n")
    tests = sum(split_of(r.split(",")[0]) == "test" for _, _, r in kept)
    print(f"{len(kept)} misspellings ({len(pairs) - len(kept)} dropped); {tests} in test")
    return 0


if __name__ == "__main__":
    sys.exit(main())
