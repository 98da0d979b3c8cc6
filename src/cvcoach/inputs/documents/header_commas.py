"""Entry headers that hold a title and an organisation in one piece, split at a comma:
"Title, Organisation", "Organisation, Title", "Title, Department, Organisation"."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.vocab import LEGAL_FORM, has_org_word, has_title_word

_NAME_LIKE_MAX = 6
BRACKETS_AFTER = re.compile(r"(?<=\S)\s+\([^()]+\)$")
# a comma not inside brackets: "Mentor (Web, Cloud), Initech" has one, after the bracket
_COMMAS_OUTSIDE = re.compile(r", (?![^()]*\))")


def title_comma_org(titles: list[str], *, one_word: bool = False) -> tuple[int, str, str]:
    """(index, "DAAily platforms AG", "Lead developer") from a title piece "Lead developer,
    DAAily platforms AG" (or "Org, Title"), for a header that names no organisation
    otherwise: the side with a job word is the title, the other (a name) the organisation.
    A title opens with its job phrase and comes first up to the last comma ("Associate
    Director, Clinical Data Management, Acme": the department stays with the title), an
    organisation first up to the first.
    One bare word ("Apple") is taken only when the header's place is named elsewhere, so
    it cannot be the town ("Staff Wrangler, Springfield")."""
    for index, text in enumerate(titles):
        for title, org in comma_orders(text):
            if title_reading(title, org) and (_org_like(org) or (one_word and one_name(org))):
                return index, org, title
    return -1, "", ""


def comma_orders(text: str) -> list[tuple[str, str]]:
    """(title, organisation) readings of a piece: title first up to its last comma (a legal
    form after a comma stays with its name: "Initech Systems, L.P."), then organisation
    first up to its first comma (or past the legal forms after it). A comma inside
    brackets is the title's own ("Mentor (Web, Cloud), Initech")."""
    if ", " not in text:
        return []
    parts = _COMMAS_OUTSIDE.split(text)
    cut = len(parts) - 1
    while cut > 1 and _legal_form(parts[cut]):
        cut -= 1
    first = 1
    while first < len(parts) - 1 and _legal_form(parts[first]):
        first += 1  # "Initech, L.P., Software Developer": the form goes with the name
    head, first_rest = ", ".join(parts[:first]), ", ".join(parts[first:])
    return [(", ".join(parts[:cut]), ", ".join(parts[cut:])), (first_rest, head)]


def title_reading(title: str, org: str) -> bool:
    """A title that opens with its job phrase ("Associate Director, Clinical Data
    Management") beside an organisation with no job word: "CytomX Therapeutics, Associate
    Director" is no title, its first part names no job."""
    return has_title_word(title.split(", ")[0]) and not has_title_word(org)


def _legal_form(text: str) -> bool:
    """A company's legal form standing alone after a comma: "Inc.", "L.P.", "LLC"."""
    return bool(re.fullmatch(LEGAL_FORM, text.strip(), re.I))


def _org_like(text: str) -> bool:
    """A name that can be an organisation: an organisation word ("AG", "Labs"), or several
    words that are not a place; one bare word may be a town ("Staff Wrangler, Springfield").
    A name's expansion in brackets after it is not counted ("NTC (Northwind Trading
    Company)"). Words with no capital, digit or "@" in them ("smart building.") go on the
    title's phrase: a name has one somewhere ("eBay")."""
    words = BRACKETS_AFTER.sub("", text).split()
    if not 0 < len(words) <= _NAME_LIKE_MAX or is_place(text):
        return False
    if not any(c.isupper() or c.isdigit() or c == "@" for c in text):
        return False
    return has_org_word(text) or len(words) >= 2


def numbered_name(text: str) -> bool:
    """A piece that is one number and no year, date or amount: a company named by its
    number ("404" before a title's comma), which `name_like` does not take (no letter)."""
    return re.fullmatch(r"\d{2,6}", text.strip()) is not None and not re.fullmatch(
        r"(?:19|20)\d\d", text.strip()
    )


def one_name(text: str) -> bool:
    """One capitalised word that is not a place: "Apple", "NewDay", "11:FS"."""
    return (
        len(text.split()) == 1 and not is_place(text) and (text[:1].isupper() or text[:1].isdigit())
    )
