"""How a posting writes its employer's name, and the name as people call it.

`company_name` gives a company as people call it: no legal suffix ("GitLab Inc." → GitLab), an
abbreviation the posting spells out ("INN" → Institute for Nonprofit News), an institution's
kind the prose writes after it ("Springfield Primary" → Springfield Primary School), without
the unit written after an organisation ("Globex University - Data Science Institute"), and
without the words after the name a posting's own domain spells ("Hooli Visuals" where the
posting's addresses are at hooli.com: the team of Hooli). `long_name` and `without_team` read
a name's shape; `title_without_company` a page title that opens with the company.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_employer_signs import NAME
from cvcoach.inputs.posting_words import is_place

__all__ = [
    "INSTITUTION",
    "LEGAL_SUFFIX",
    "company_name",
    "long_name",
    "title_without_company",
    "without_team",
]

# the kind of institution that is the employer itself, written after its name ("Springfield
# Primary School"), not a unit of it ("Hooli Library")
INSTITUTION = r"(?:School|College|Academy|Hospital|Church|Nursery|University)"
LEGAL_SUFFIX = re.compile(
    # India's and Singapore's "Pvt Ltd", "Private Limited", "Pte. Ltd.", Australia's "Pty Ltd";
    # Japan's "K.K.", France's "SAS"/"SARL", Italy's "S.r.l."/"S.p.A.", the Nordic "Oy", "AB",
    # "ApS", "A/S", the Dutch "N.V.", Spain's "S.L."
    r",?\s+(?:(?:Pvt|Private|Pte|Pty)\.?\s+)?"
    r"(?:Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|GmbH|AG|SA|S\.A|e\.\s?V|Corp|"
    r"Corporation|Co|PLC|plc|BV|B\.V|Pty|K\.K|KK|SAS|S\.A\.S|SARL|S\.r\.l|S\.p\.A|Oy|AB|ApS|"
    r"A/S|N\.V|NV|S\.L|P/L)\.?$"
)


# the unit of an organisation written after it: "Columbia University - Data Science
# Institute", "Globex State University Libraries", "Hooli Archives"
_DASHED_UNIT = re.compile(
    r"^(?P<org>.*\b(?:University|College|Museum|Hospital|Foundation|Council|City|County))"
    r"\s+[-–—]\s+(?P<unit>[A-Z].+)$"
)
_UNIT_TAIL = re.compile(
    # not "Labs" nor "Institute", as often the company's own name ("Hooli Labs")
    r"^(?P<org>[A-Z].*?)\s+(?P<unit>Libraries|Library|Archives|Department|Division|Office|Team)$"
)


def _without_unit(name: str, text: str) -> str:
    """An organisation without the unit of it written after its name: after a dash when
    the name ends as an institution's does ("Globex University - Data Science Institute"),
    or a unit noun the posting writes the name without ("Hooli Archives", where the posting
    names Hooli alone); else the name."""
    dashed = _DASHED_UNIT.match(name)
    if dashed:
        return dashed["org"].strip()
    tail = _UNIT_TAIL.match(name)
    if tail and len(tail["org"].split()) >= 1:
        alone = rf"(?<![\w-]){re.escape(tail['org'])}(?![\w-])(?!\s+{tail['unit']})"
        if re.search(alone, text.replace(name, " ")):
            return tail["org"]
    return name


def company_name(name: str | None, text: str) -> str | None:
    """A company as people call it: no legal suffix ("GitLab Inc." → GitLab), and an
    abbreviation the posting spells out ("INN" → Institute for Nonprofit News)."""
    if not name:
        return None
    name = name.strip()
    country = re.fullmatch(r"(?P<name>.+?)\s+(?P<place>[A-Z][a-z]+)", name)
    if country and is_place(country["place"]) and LEGAL_SUFFIX.search(country["name"]):
        name = country["name"]  # "Hooli K.K. Japan": the legal entity of a country
    while LEGAL_SUFFIX.search(name) and LEGAL_SUFFIX.sub("", name).strip():
        name = LEGAL_SUFFIX.sub("", name).strip()  # "Hooli Ltd Pty": both suffixes go
    kind = re.search(rf"(?<![\w-]){re.escape(name)} ({INSTITUTION})\b", text)
    if kind and not re.search(rf"\b{INSTITUTION}$", name):
        name = f"{name} {kind.group(1)}"  # "Springfield Primary" → "Springfield Primary School"
    name = _without_unit(name, text)
    site = re.fullmatch(r"(?P<bare>[A-Z][\w&-]+)\.(?:org|com|net|io|co)", name)
    if site:  # "Hooli.org", whose prose mostly calls it "Hooli" (not a site it names less)
        bare = len(re.findall(rf"\b{re.escape(site['bare'])}\b(?!\.\w)", text))
        return site["bare"] if bare > text.count(name) else name
    if re.fullmatch(r"[A-Z][A-Za-z0-9]{1,6}", name) and sum(c.isupper() for c in name) >= 2:
        prose = re.sub(r"\[([^\[\]]*)\]\([^()]*\)", r"\1", text)  # a link keeps its text
        # a name's words may be numerals where its initials are ("P2PU": "Peer 2 Peer ...")
        spelled_name = (
            NAME.replace("[A-Z][\\w", "[A-Z0-9][\\w") if any(c.isdigit() for c in name) else NAME
        )
        spelled = re.search(rf"(?:The )?{spelled_name} \({re.escape(name)}(?:[,;][^()]*)?\)", prose)
        if spelled:
            full = spelled.group(1)
            initials = "".join(w[0] for w in full.split() if w[0].isupper())
            if initials.upper().startswith(name[0]) and len(full.split()) >= 2:
                return re.sub(r"^The ", "", full)
    return name


def title_without_company(title: str | None, company: str | None, text: str) -> str | None:
    """A page title that opens with the company ("Bridge Foundry Finance Manager") as the
    role's title alone ("Finance Manager"), when the prose names the role without it too
    ("is seeking a Finance Manager"); a title that is only ever written with the company
    ("McAfee Endpoint Specialist", a product's name) stays whole."""
    if not (title and company and title.casefold().startswith(company.casefold() + " ")):
        return title
    rest = title[len(company) :].strip(" -–—:|,")
    if not rest:
        return title
    # the role written alone: a whole phrase ("seeking a Finance Manager"), not after
    # another capitalised word ("the Hooli Archives Manager", the title itself) nor inside a
    # longer word ("managers")
    for found in re.finditer(rf"(?<![\w-]){re.escape(rest)}(?![\w-])", text, re.I):
        before = [w.strip("`*_\"'([") for w in text[: found.start()].split()[-1:]]
        if not (before and before[0][:1].isupper()):
            return rest
    return title


_NAME_JOINS = frozenset(["&", "of", "and", "the", "for", "to", "de", "on", "in", "at"])
_UNIT = re.compile(r"\s+(?:Team|Department|Division|Unit|Office|Program|Group)$")


def long_name(text: str) -> bool:
    """A name of up to eight words, as an organisation's often is ("Northwind Fund to End
    River Pollution", "City of Springfield Data & Mapping Team")."""
    words = text.split()
    return (
        0 < len(words) <= 8
        and words[0][:1].isupper()
        and all(w[:1].isupper() or w[:1].isdigit() or w in _NAME_JOINS for w in words)
    )


def without_team(name: str, body: str) -> str:
    """An organisation without the team written after it ("City of Springfield Data &
    Mapping Team" → City of Springfield), when the body names it so; else the name."""
    name = name.strip()
    if not _UNIT.search(name):
        return name
    words = name.split()
    for end in range(len(words) - 1, 1, -1):
        head = " ".join(words[:end])
        if words[end - 1] in _NAME_JOINS:
            continue
        if re.search(rf"(?<![\w-]){re.escape(head)}(?![\w-])", body):
            return head
    return name
