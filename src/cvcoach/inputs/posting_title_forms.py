"""Titles written with what is not the title around them: a page's `<title>` that ends in
the site's name ("Data Engineer at Acme - Hooli Jobs") and a role "of" the company the prose
names as the employer ("Director of Acme"), and the line under a title that names the company."""

from __future__ import annotations

import re

from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_names import is_name
from cvcoach.inputs.posting_words import is_place, names_a_role

WORK_MODE = re.compile(
    r"^(?:remote|hybrid|on-?site|in-office|full[- ]time|part[- ]time|"
    r"contract|permanent|temporary|internship)\b",
    re.I,
)
EMPLOYMENT = re.compile(
    r"^(?:full[- ]?time|part[- ]?time|contract(?:or)?|permanent|temporary|fixed[- ]term|"
    r"internship|onsite|on-site|intern)$",
    re.I,
)
_AT_ANY = re.compile(r"^(?P<title>.+?)\s+(?:at|@)\s+(?P<company>\w[^,;:()]{0,60})$")
_SITE_TAIL = re.compile(r"^(?P<head>.+?)\s+[-–—|·]\s+(?P<site>[^-–—|·]{2,60}?)\s*$")


def title_in_page_title(line: str, body: str) -> tuple[str, str | None, None] | None:
    """A page's `<title>`, "Data Engineer at Acme - Hooli Jobs", whose last part the page
    repeats as its own heading ("# Hooli Jobs"): that part is the site's name, and the
    title's "at" names the company however it writes itself ("at zuari tech"). The title
    without the site's name, and the company when an "at" names it; None for another line."""
    paged = _SITE_TAIL.match(line)
    if not paged or not re.search(rf"^#+\s*{re.escape(paged['site'])}\s*$", body, re.M | re.I):
        return None
    at = _AT_ANY.match(paged["head"])
    if at and names_a_role(at["title"]):
        return at["title"].strip(), at["company"].strip(), None
    return paged["head"].strip(), None, None


def title_of_company(line: str, body: str) -> tuple[str, str, None] | None:
    """A role of the company ("Director of SoGive") the prose names as the employer, as
    (title, company); None for "Director of Engineering" and other lines."""
    of_company = re.fullmatch(r"(?P<title>.+?)\s+of\s+(?P<company>.+)", line)
    if not of_company or not names_a_role(of_company["title"]):
        return None
    named = company_in_prose(body)
    if named is not None and named.casefold() == of_company["company"].casefold():
        return of_company["title"], named, None
    return None


def company_line(text: str) -> tuple[str, str | None] | None:
    """(company, location) of the line under a title that names the company and where or how
    the job is done ("Acme, Berlin", "Acme · Berlin · Full-time", "Acme | Remote"), else
    None; a lone name is the caller's to judge."""
    parts = [p.strip() for p in re.split(r"\s*(?:[|·•—–]|\s-\s)\s*|,\s+", text) if p.strip()]
    if len(parts) < 2 or not is_name(parts[0]) or names_a_role(parts[0]) or is_place(parts[0]):
        return None
    rest = parts[1:]
    if not all(is_place(p) or EMPLOYMENT.match(p) or WORK_MODE.match(p) for p in rest):
        return None
    places = [p for p in rest if is_place(p) and not EMPLOYMENT.match(p)]
    return parts[0], ", ".join(places) or None
