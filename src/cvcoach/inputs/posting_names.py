"""Whether a header's words name an organisation: a name (`is_name`), a company's line
(`company_shaped`), "Title, Organisation" (`title_comma_organisation`), a jobs page's own
name (`JOBS_PAGE`), a title's own abbreviation (`initials_of`), a company after a title's
dash without its initials or domain ending (`bare_company`)."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.vocab import has_strong_org_word
from cvcoach.inputs.posting_company import LEGAL_SUFFIX
from cvcoach.inputs.posting_words import is_place, names_a_role

# A jobs page's own name ("Job Postings", "Careers", "Current Openings"): no company
JOBS_PAGE = re.compile(
    r"^(?:(?:current|open|our) )?(?:jobs?|careers?|job (?:postings?|openings?|offers?|board)|"
    r"openings|vacancies|employment(?: opportunities)?|work with us|join (?:us|our team))$",
    re.I,
)


def is_name(text: str) -> bool:
    words = text.split()
    return (
        0 < len(words) <= 6
        and all(
            w[:1].isupper() or w[:1].isdigit() or w in {"&", "of", "and", "the", "de", "for"}
            for w in words
        )
        and "/" not in text
        and ":" not in text
        and not JOBS_PAGE.match(text)  # "Careers": the page's name, no company's
    )


def company_shaped(text: str) -> bool:
    """A name, as a company's line is: not two names a comma joins ("Postdoctoral Fellowship,
    University of Calgary": a heading) unless the second is a legal form ("Acme, Inc."), nor
    a role's name."""
    return (
        is_name(text)
        and ("," not in text or LEGAL_SUFFIX.search(text) is not None)
        and not names_a_role(text, plural=False)  # "Performance Manager": a role, no company
        and not _SECTION_NOUN.search(text)  # "Class Information": a section's heading
    )


# a heading that names a part of the posting, not an organisation: "Class Information",
# "Position Details", "Job Overview", "Vacancy Summary"
_SECTION_NOUN = re.compile(
    r"\b(?:information|details|overview|summary|description|definition|specification)$", re.I
)


def title_comma_organisation(line: str) -> tuple[str, str] | None:
    """(title, company) of "Tenure-track Position, Globex College": a title and,
    after its last comma, a name whose words make it an organisation on their own (a
    university, a college, a hospital, "Inc."), else None ("Applied Scientist, Search"
    names a team or a qualifier, no organisation)."""
    comma = re.fullmatch(r"(?P<title>[^,]{2,60}),\s+(?P<org>[^,]{2,60})", line.strip())
    if comma is None or not is_name(comma["org"]) or is_place(comma["org"]):
        return None
    if not has_strong_org_word(comma["org"]):  # accents folded: "Université", "École"
        return None
    return comma["title"].strip(), comma["org"].strip()


def initials_of(abbreviation: str, words: str) -> bool:
    """True when `abbreviation` spells the initials of the last words of `words` ("RN" of
    "Registered Nurse", "LVN" of "Licensed Vocational Nurse")."""
    letters = re.sub(r"[^A-Za-z]", "", abbreviation)
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", words)).upper()
    return len(letters) >= 2 and letters.isupper() and initials.endswith(letters)


def employer_of(name: str) -> str:
    """An employer as a header names it without its unit or abbreviation: the organisation
    after a comma ("Computing Service, Globex University" → Globex University; not the legal
    form of "Acme, Inc."), and without the initials it adds ("Globex Institute of Art (GIA)")."""
    parts = [p.strip() for p in name.split(",")]
    last = parts[-1]
    if len(parts) > 1 and LEGAL_SUFFIX.search(", " + last) is None and has_strong_org_word(last):
        name = last
    short = re.fullmatch(r"(?P<name>.+?)\s*\((?P<abbr>[A-Z]{2,8})\)", name)
    if short:
        initials = "".join(w[0] for w in short["name"].split() if w[:1].isupper())
        name = short["name"] if initials == short["abbr"] else name
    return name


_INITIALS = re.compile(r"\s*\((?P<initials>[A-Z][A-Za-z&.]{1,9})\)$")  # "Acme Library (ALS)"
_DOMAIN = re.compile(r"^(?P<name>[A-Za-z][\w-]*)\.(?:com|org|net|edu|io|co|gov)$")  # "Acme.com"


def bare_company(name: str, body: str) -> str:
    """A company after a title's dash without the initials it adds ("Globex Library System
    (GLS)") or the domain ending of its web address ("Globex.com" when the body writes
    "Globex"); else the name as written."""
    initials = _INITIALS.search(name)
    if initials and initials.start() > 0:
        return name[: initials.start()]
    domain = _DOMAIN.match(name)
    if domain and re.search(rf"(?<![\w.]){re.escape(domain['name'])}(?![\w.])", body):
        return domain["name"]
    return name
