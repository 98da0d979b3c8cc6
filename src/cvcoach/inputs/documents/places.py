"""Place names a CV header holds ("Beijing, China", "Menlo Park, CA", "Remote"): countries,
US states and Canadian provinces, the subdivisions of every country (ISO 3166-2:
"Medellín, Antioquia, Colombia"), and the words of remote work. General, not tuned to any
one document."""

from __future__ import annotations

import re
from functools import cache

from cvcoach.inputs.documents.vocab import fold, has_org_word, has_title_word, word_set
from cvcoach.language.data_cache import package_data


def phrase_set(text: str) -> frozenset[str]:
    """The phrases of a comma-separated list ("hong kong, china")."""
    return frozenset(" ".join(p.split()) for p in text.split(",") if p.strip())


COUNTRIES = phrase_set(
    """
    china, usa, us, u.s., u.s.a., uk, u.k., united states, united kingdom, canada,
    germany, france, japan, korea, south korea, india, singapore, australia, netherlands,
    switzerland, sweden, norway, denmark, finland, italy, spain, portugal, ireland,
    israel, taiwan, hong kong, brazil, mexico, russia, austria, belgium, poland,
    czech republic, new zealand, vietnam, thailand, malaysia, indonesia, philippines,
    turkey, greece, egypt, nigeria, kenya, south africa, argentina, chile, colombia,
    pakistan, bangladesh, iran, uae, saudi arabia, qatar, luxembourg, hungary, romania,
    ukraine, england, scotland, wales
    """
)
US_STATES = word_set(
    """
    AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH
    NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB
    """
)  # and Canadian provinces
STATE_NAMES = phrase_set(
    """
    california, new york, washington, texas, massachusetts, illinois, pennsylvania,
    new jersey, georgia, florida, oregon, colorado, michigan, ohio, virginia, maryland,
    north carolina, arizona, minnesota, wisconsin, indiana, utah, ontario, quebec,
    british columbia
    """
)
PLACE_WORDS = frozenset({"remote", "online", "hybrid", "worldwide"})
# "Las Vegas, Nevada Area", "Greater Boston Area": a place as job sites write a metropolitan
# area, the place's own name inside
_AREA = re.compile(r"^(?:greater\s+)?(?P<name>.+?)(?:\s+(?:metropolitan|metro))?\s+area$", re.I)


def is_place(text: str) -> bool:
    """`Beijing, China`, `Menlo Park, CA`, `Ithaca, New York`, `Remote`, `China`."""
    value = text.strip(" ;,|·•").replace("**", "")
    if not value or len(value) > 50 or any(ch.isdigit() for ch in value):
        return False
    parts = [p.strip() for p in value.split(",")]
    last = parts[-1]
    named = ", ".join(parts[:-1]) if last in US_STATES else value  # "CO" is Colorado here
    if has_org_word(named) and not _town_named_by_org_word(parts, last):
        return False
    if not all(0 < len(p.split()) <= 3 for p in parts):
        return False
    if any(has_title_word(p) for p in parts[:-1]):
        return False  # "Staff Engineer, Austin, TX": a header with its place at the end
    if len(parts) == 3 and not (_region(parts[1]) or _subdivision_of(parts[1], last)):
        return False  # "Apple, Cupertino, CA", "Acme, Munich, Germany": a name, then a place
    area = _AREA.match(last)
    key = _fold(area.group("name") if area else last)
    if key in PLACE_WORDS or key in COUNTRIES or key in _regions():
        return len(parts) <= 3
    if len(parts) >= 2 and (last in US_STATES or key in STATE_NAMES or key in _state_names()):
        return len(parts) <= 3  # "Cupertino, CA", "Brooklyn, New York, NY"
    return False


def _town_named_by_org_word(parts: list[str], last: str) -> bool:
    """A town whose name opens with an organisation's word, before its state: "College
    Station, TX", "University Park, PA". An organisation's name ends with its word
    ("Globex College, CA") or goes on with "of" ("College of Charleston, SC")."""
    if len(parts) != 2 or not (last in US_STATES or _fold(last) in _state_names()):
        return False
    words = parts[0].split()
    return (
        len(words) == 2
        and has_org_word(words[0])
        and words[1][:1].isupper()
        and not has_org_word(words[1])
    )


def _region(text: str) -> bool:
    """A state or province, the middle part of a three-part place ("Palo Alto, CA, USA")."""
    return text in US_STATES or _fold(text) in STATE_NAMES


def _fold(text: str) -> str:
    """Lower case without accents: "Mahārāshtra" and "Maharashtra", "Bogotá" and "Bogota"."""
    return fold(" ".join(text.split()))


@cache
def _regions() -> dict[str, frozenset[str]]:
    """Each country's names (folded) to its subdivisions' names (folded) and letter codes
    (as written): `data/regions.txt`, ISO 3166 from pycountry (scripts/build_regions.py)."""
    found: dict[str, frozenset[str]] = {}
    for line in package_data("regions.txt").decode("utf-8").splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        names, subdivisions = line.split("\t")
        subs = frozenset(s if s.isupper() else _fold(s) for s in subdivisions.split("|") if s)
        for name in names.split("|"):
            found[_fold(name)] = subs
    return found


@cache
def _state_names() -> frozenset[str]:
    """The states of the United States and the provinces of Canada by name, folded
    (`data/regions.txt`, ISO 3166-2): "Nevada", "Manitoba", beyond STATE_NAMES' few."""
    names: set[str] = set()
    for country in ("united states", "canada"):
        names |= {s for s in _regions().get(country, frozenset()) if not s.isupper()}
    return frozenset(names)


def _subdivision_of(text: str, country: str) -> bool:
    """A subdivision of the country named: "Antioquia" of Colombia, "MH" or "Maharashtra" of
    India. Only with its country, so "Acme, Berlin, Germany" stays a name and a place."""
    subs = _regions().get(_fold(country))
    if subs is None:
        return False
    return (text in subs) if text.isupper() and len(text) <= 3 else _fold(text) in subs
