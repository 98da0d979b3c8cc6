"""Build the spelling check's product-name and people-name lists from maintained packages.

Writes (both committed, read by `cvcoach.language.terms`; nothing is fetched at run time):

- `src/cvcoach/data/terms.txt`: product, framework, company and technology names in their
  makers' casing (`PayPal`, `YouTube`, `JavaScript`), from the cspell dictionaries
  `@cspell/dict-software-terms`, `@cspell/dict-companies`, `@cspell/dict-fullstack` and
  `@cspell/dict-npm` (the names of popular npm packages) (npm, MIT licence), and the names
  of Pygments' lexers (PyPI, BSD licence: the languages and file formats it highlights);
  then, for names those lack, the brand names of `simple-icons` (npm, CC0 licence: the
  titles of its 3,000-odd brand icons, as the brands write them) and the product names of
  `@cspell/dict-google` (npm, MIT licence: Google's products, split into words);
- `src/cvcoach/data/python_names.txt`: the names of Python modules and popular PyPI packages
  from `@cspell/dict-python` (npm, MIT licence), in lower case as pip writes them
  (`scrapy`, `networkx`: `package_names`), which the check accepts as written but never
  offers as corrections: many are one slip from another identifier (`execve`, `execvpe`);
- `src/cvcoach/data/names.txt`: first names and surnames from `@cspell/dict-people-names`
  (npm, MIT licence), positive evidence that a capitalised word is a name.

The first lists are taken whole (every entry shaped like a term). The further sources add
names only (`FURTHER_PACKAGES`, `further_names`): a word written as a name, with a capital
and not all capitals, of MIN_NAME_LETTERS letters or more, that the English dictionary
lacks (unless its makers give it an inner capital), that is no piece of a listed name split
before its capitals (`Intelli` of `IntelliJ`), and whose lower case no earlier list holds
(the earlier casing stands). Each rule keeps a kind of word out that would let a
typo through or draw a slip of another word: plain words and identifiers (`Workbench`,
`apiVersion`), acronyms (`ScaNN`: written all in capitals as often), short brands (as often
a person's or a place's name one slip away: measured by `benchmarks/bench_name_risk.py`).

No sample CV is read. Run from the repository root (needs `npm` and the network the first
time): `python scripts/build_terms.py`. Pinned versions below keep the output reproducible.
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "cvcoach" / "data"
sys.path.insert(0, str(ROOT / "src"))  # the English dictionary the further sources are read against

from cvcoach.language.names import has_inner_capital  # noqa: E402
from cvcoach.language.wordlist import word_table  # noqa: E402

TERM_PACKAGES = {
    "@cspell/dict-software-terms": "5.4.9",
    "@cspell/dict-companies": "3.2.13",
    "@cspell/dict-fullstack": "3.2.9",
    "@cspell/dict-npm": "5.2.56",
}
# Read in this order after TERM_PACKAGES, for names those lack (`further_names`).
FURTHER_PACKAGES = {
    "simple-icons": "16.37.0",
    "@cspell/dict-google": "1.0.9",
}
# Python's module and package names, taken in lower case (`package_names`).
PACKAGE_NAMES = ("@cspell/dict-python", "4.5.3")
NAME_PACKAGE = ("@cspell/dict-people-names", "1.1.16")
MIN_NAME_LETTERS = 7  # a further source's shorter names are as often a person's one slip away
MIN_PACKAGE_LETTERS = 5  # shorter package names (`attr`, `six`) are as often a word's slip
_PACKAGE = re.compile(r"[a-z][a-z0-9]*[a-z]")
_TERM = re.compile(r"[A-Za-z][A-Za-z0-9.+#-]*[A-Za-z0-9+#]")
_NAME = re.compile(r"[A-Z][a-z]+(?:[A-Z'][a-z]+)?")
_CAPITALS = re.compile(r"[A-Z]+")


def npm_archive(package: str, version: str, workdir: Path) -> Path:
    """The package's tarball, fetched into `workdir` by `npm pack`."""
    out = subprocess.run(
        ["npm", "pack", f"{package}@{version}", "--silent"],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=True,
    )
    return workdir / out.stdout.strip().splitlines()[-1]


def npm_files(package: str, version: str, workdir: Path) -> dict[str, str]:
    """The text files of a package's `dict/` folder (gzipped ones decompressed)."""
    files = {}
    with tarfile.open(npm_archive(package, version, workdir)) as archive:
        for member in archive.getmembers():
            if "/dict/" not in member.name or not member.isfile():
                continue
            handle = archive.extractfile(member)
            if handle is None:
                continue
            data = handle.read()
            if member.name.endswith(".gz"):
                data = gzip.decompress(data)
                files[member.name.removesuffix(".gz")] = data.decode("utf-8")
            elif member.name.endswith(".txt"):
                files[member.name] = data.decode("utf-8")
    return files


def entries(text: str) -> list[str]:
    """The words of a cspell word list (comments and flags dropped)."""
    words = []
    for line in text.splitlines():
        line = line.strip().lstrip("!~*+")
        if line and not line.startswith("#"):
            words.append(line.rstrip("*+"))
    return words


def simple_icons_names(version: str, workdir: Path) -> list[str]:
    """The brands of simple-icons as they write themselves: each one-word title or alias
    (`aka`), and the words of longer titles with a capital inside (`DaVinci Resolve`:
    DaVinci; their other words are plain words or pieces of a name: `Albert Heijn`)."""
    with tarfile.open(npm_archive("simple-icons", version, workdir)) as archive:
        handle = archive.extractfile("package/data/simple-icons.json")
        assert handle is not None
        icons = json.load(handle)
    words = []
    for icon in icons:
        for title in [icon["title"], *icon.get("aliases", {}).get("aka", [])]:
            parts = title.split()
            if len(parts) == 1:
                words += parts
            else:
                words += [w for w in parts if _CAPITALS.search(w[1:]) and not w.isupper()]
    return words


def written_as_name(word: str) -> bool:
    """A capital first (Bitwarden) or after at most three small letters (iOS, eBay), and
    no more capitals than small letters: not an identifier (apiVersion), not an acronym
    (ScaNN, written all in capitals as often)."""
    lead = len(word) - len(word.lstrip("abcdefghijklmnopqrstuvwxyz"))
    capitals = sum(c.isupper() for c in word)
    return lead <= 3 and 0 < capitals <= sum(c.islower() for c in word)


def further_names(words: Iterable[str], listed: set[str], written: set[str]) -> set[str]:
    """The names among a further source's `words` that add to the `listed` lower-case
    terms (see the module docstring); `written` holds every listed or read word as
    written, whose pieces cut before or after capitals are no names (`name_pieces`)."""
    english, pieces = word_table(), name_pieces(written)
    return {
        word
        for word in words
        if _TERM.fullmatch(word)
        and len(word) >= MIN_NAME_LETTERS
        and word.lower() not in listed
        and written_as_name(word)
        and (has_inner_capital(word) or word.lower() not in english)
        and word not in pieces
    }


def package_names(words: Iterable[str], listed: set[str]) -> set[str]:
    """The Python module and package names among `words` that add to the `listed` lower-case
    terms: written in lower case letters (digits inside: `h5py`), of MIN_PACKAGE_LETTERS or
    more, that the English dictionary lacks. The source also lists constants (`ABORT`) and
    identifiers (`PIP_CONFIG_FILE`), which no CV writes as prose."""
    english = word_table()
    return {
        word
        for word in words
        if _PACKAGE.fullmatch(word)
        and len(word) >= MIN_PACKAGE_LETTERS
        and word not in listed
        and word not in english
    }


def name_pieces(written: Iterable[str]) -> set[str]:
    """The rest of each name once capitals are cut off its end or start (Intelli of
    IntelliJ): a source that splits names into words lists such pieces."""
    pieces = set()
    for name in written:
        for i in range(1, len(name)):
            if _CAPITALS.fullmatch(name[i:]):
                pieces.add(name[:i])
            if _CAPITALS.fullmatch(name[:i]):
                pieces.add(name[i:])
    return pieces


def pygments_names() -> list[str]:
    """The names of the languages and formats Pygments highlights, one word each."""
    from pygments.lexers import get_all_lexers

    return [name for name, *_ in get_all_lexers() if " " not in name]


def main() -> int:
    terms: set[str] = set()
    further: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for package, version in TERM_PACKAGES.items():
            for text in npm_files(package, version, Path(tmp)).values():
                terms.update(w for w in entries(text) if _TERM.fullmatch(w))
        for package, version in FURTHER_PACKAGES.items():
            if package == "simple-icons":
                further[package] = simple_icons_names(version, Path(tmp))
            else:
                texts = npm_files(package, version, Path(tmp)).values()
                further[package] = [w for text in texts for w in entries(text)]
        python = [
            w for text in npm_files(*PACKAGE_NAMES, Path(tmp)).values() for w in entries(text)
        ]
        names = {
            w
            for text in npm_files(*NAME_PACKAGE, Path(tmp)).values()
            for w in entries(text)
            if _NAME.fullmatch(w)
        }
    terms.update(w for w in pygments_names() if _TERM.fullmatch(w))
    terms = {t for t in terms if any(c.isalpha() for c in t) and not t.isdigit()}
    written = terms.union(*further.values())
    added = {}
    for package, words in further.items():
        new = further_names(words, {t.lower() for t in terms}, written)
        added[package] = len(new)
        terms |= new
    packages = package_names(python, {t.lower() for t in terms})
    sources = ", ".join(f"{p} {v}" for p, v in TERM_PACKAGES.items()) + ", Pygments lexer names"
    names_from = ", ".join(f"{p} {v}" for p, v in FURTHER_PACKAGES.items())
    header = (
        "# Product, framework, company and technology names in their makers' casing.\n"
        f"# Built by scripts/build_terms.py from {sources} (MIT and BSD licences),\n"
        f"# then the names they lack from {names_from} (CC0 and MIT licences).\n"
        "# Do not edit: rebuild. Hand-checked terms and aliases go in lexicon.txt.\n"
    )
    body = "\n".join(sorted(terms, key=lambda t: (t.lower(), t)))
    (DATA / "terms.txt").write_text(header + body + "\n", encoding="utf-8")
    name_header = (
        "# First names and surnames: a capitalised word listed here is a name, not a typo.\n"
        f"# Built by scripts/build_terms.py from {NAME_PACKAGE[0]} {NAME_PACKAGE[1]} (MIT).\n"
    )
    (DATA / "names.txt").write_text(name_header + "\n".join(sorted(names)) + "\n", "utf-8")
    package_header = (
        "# Python module and package names, in lower case: accepted as written, never offered\n"
        f"# as corrections. Built by scripts/build_terms.py from {PACKAGE_NAMES[0]} "
        f"{PACKAGE_NAMES[1]} (MIT).\n"
    )
    (DATA / "python_names.txt").write_text(
        package_header + "\n".join(sorted(packages)) + "\n", "utf-8"
    )
    more = ", ".join(f"{n} from {p}" for p, n in added.items())
    print(
        f"terms.txt: {len(terms)} terms ({more}); names.txt: {len(names)} names; "
        f"python_names.txt: {len(packages)} names"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
