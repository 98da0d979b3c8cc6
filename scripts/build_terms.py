"""Build the spelling check's product-name and people-name lists from maintained packages.

Writes (both committed, read by `cvcoach.language.terms`; nothing is fetched at run time):

- `src/cvcoach/data/terms.txt`: product, framework, company and technology names in their
  makers' casing (`PayPal`, `YouTube`, `JavaScript`), from the cspell dictionaries
  `@cspell/dict-software-terms`, `@cspell/dict-companies`, `@cspell/dict-fullstack` and
  `@cspell/dict-npm` (the names of popular npm packages) (npm, MIT licence), and the names
  of Pygments' lexers (PyPI, BSD licence: the languages and file formats it highlights);
- `src/cvcoach/data/names.txt`: first names and surnames from `@cspell/dict-people-names`
  (npm, MIT licence), positive evidence that a capitalised word is a name.

No sample CV is read. Run from the repository root (needs `npm` and the network the first
time): `python scripts/build_terms.py`. Pinned versions below keep the output reproducible.
"""

from __future__ import annotations

import gzip
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "cvcoach" / "data"
TERM_PACKAGES = {
    "@cspell/dict-software-terms": "5.4.9",
    "@cspell/dict-companies": "3.2.13",
    "@cspell/dict-fullstack": "3.2.9",
    "@cspell/dict-npm": "5.2.56",
}
NAME_PACKAGE = ("@cspell/dict-people-names", "1.1.16")
_TERM = re.compile(r"[A-Za-z][A-Za-z0-9.+#-]*[A-Za-z0-9+#]")
_NAME = re.compile(r"[A-Z][a-z]+(?:[A-Z'][a-z]+)?")


def npm_files(package: str, version: str, workdir: Path) -> dict[str, str]:
    """The text files of a package's `dict/` folder (gzipped ones decompressed)."""
    out = subprocess.run(
        ["npm", "pack", f"{package}@{version}", "--silent"],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=True,
    )
    files = {}
    with tarfile.open(workdir / out.stdout.strip().splitlines()[-1]) as archive:
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


def pygments_names() -> list[str]:
    """The names of the languages and formats Pygments highlights, one word each."""
    from pygments.lexers import get_all_lexers

    return [name for name, *_ in get_all_lexers() if " " not in name]


def main() -> int:
    terms: set[str] = set()
    with tempfile.TemporaryDirectory() as tmp:
        for package, version in TERM_PACKAGES.items():
            for text in npm_files(package, version, Path(tmp)).values():
                terms.update(w for w in entries(text) if _TERM.fullmatch(w))
        names = {
            w
            for text in npm_files(*NAME_PACKAGE, Path(tmp)).values()
            for w in entries(text)
            if _NAME.fullmatch(w)
        }
    terms.update(w for w in pygments_names() if _TERM.fullmatch(w))
    terms = {t for t in terms if any(c.isalpha() for c in t) and not t.isdigit()}
    sources = ", ".join(f"{p} {v}" for p, v in TERM_PACKAGES.items()) + ", Pygments lexer names"
    header = (
        "# Product, framework, company and technology names in their makers' casing.\n"
        f"# Built by scripts/build_terms.py from {sources} (MIT and BSD licences).\n"
        "# Do not edit: rebuild. Hand-checked terms and aliases go in lexicon.txt.\n"
    )
    body = "\n".join(sorted(terms, key=lambda t: (t.lower(), t)))
    (DATA / "terms.txt").write_text(header + body + "\n", encoding="utf-8")
    name_header = (
        "# First names and surnames: a capitalised word listed here is a name, not a typo.\n"
        f"# Built by scripts/build_terms.py from {NAME_PACKAGE[0]} {NAME_PACKAGE[1]} (MIT).\n"
    )
    (DATA / "names.txt").write_text(name_header + "\n".join(sorted(names)) + "\n", "utf-8")
    print(f"terms.txt: {len(terms)} terms; names.txt: {len(names)} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
