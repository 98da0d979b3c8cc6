"""A posting's header: title, company, location and seniority from the forms postings use.

`Title — Company (Location)`; `Title - Qualifier`, where the part after a hyphen is a company
only when the posting names it elsewhere (a qualifier such as "Cloud/DevOps" is not);
`Title at Company`; a `Company: X` line; the company named only in the prose ("At Hungryroot
we...", "Join Acme", "Acme is an equal opportunity employer").
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_kinds import words

_LOCATION_TAIL = re.compile(r"\s*[(\[](?P<where>[^()\[\]]{2,80})[)\]]\s*$")
_AT = re.compile(r"^(?P<title>.+?)\s+(?:at|@)\s+(?P<company>[A-Z0-9][^,;:()]*)$")
_DASHED = re.compile(r"^(?P<title>.+?)\s+(?P<sep>—|–|-|\||·|,)\s+(?P<rest>.+)$")
_WORK_MODE = re.compile(
    r"^(?:remote|hybrid|on-?site|in-office|full[- ]time|part[- ]time|"
    r"contract|permanent|temporary|internship)\b",
    re.I,
)
_SENIORITY = (
    ("intern", r"\bintern(?:ship)?\b"),
    ("junior", r"\b(?:junior|jr\.?|entry[- ]level|graduate|associate)\b"),
    ("principal", r"\b(?:principal|distinguished|fellow)\b"),
    ("staff", r"\bstaff\b"),
    ("lead", r"\b(?:lead|head of|team lead)\b"),
    ("director", r"\b(?:director|vp|vice president|chief)\b"),
    ("manager", r"\bmanager\b"),
    ("senior", r"\b(?:senior|sr\.?)\b"),
    ("mid", r"\b(?:mid[- ]level|intermediate)\b"),
)
_NAME = r"([A-Z][\w&.'’-]*(?: (?:&|of|and|[A-Z][\w&.'’-]*)){0,3})"
_PROSE_COMPANY = (
    re.compile(rf"\bAt {_NAME},? (?:we|our|you)\b"),
    re.compile(rf"^\W*About {_NAME}\W*$", re.M),
    re.compile(rf"\b(?:Join|joining) {_NAME}\b"),
    re.compile(
        rf"(?:^|\. ){_NAME} (?:is|was|builds|makes|helps|has been) (?:an?|the|building|"
        r"helping|on)\b",
        re.M,
    ),
    re.compile(rf"\b{_NAME} is an? (?i:equal opportunity|EEO)"),
)
_NOT_NAMES = words(
    "we you our us the this it they he she that there here what who our team role position job "
    "company"
)


def seniority_of(title: str | None) -> str | None:
    if not title:
        return None
    for level, pattern in _SENIORITY:
        if re.search(pattern, title, re.I):
            return level
    return None


def _named_elsewhere(name: str, body: str) -> bool:
    """True when the posting's body names `name` (outside its header line)."""
    first = name.split()[0]
    return re.search(rf"(?<!\w){re.escape(first)}(?!\w)", body) is not None


def is_name(text: str) -> bool:
    words = text.split()
    return (
        0 < len(words) <= 6
        and all(
            w[:1].isupper() or w[:1].isdigit() or w in {"&", "of", "and", "the", "de", "for"}
            for w in words
        )
        and "/" not in text
    )


def split_title(line: str, body: str) -> tuple[str, str | None, str | None]:
    """(title, company, location) of a title line; `body` is the whole posting's text."""
    body = body.replace(line, " ", 1)
    location = None
    tail = _LOCATION_TAIL.search(line)
    if tail and tail.start() > 0:
        location = tail.group("where").strip()
        line = line[: tail.start()].strip()
    at = _AT.match(line)
    if at and is_name(at.group("company").strip()):
        return at.group("title").strip(), at.group("company").strip(), location
    dashed = _DASHED.match(line)
    if dashed:
        rest = dashed.group("rest").strip()
        parts = [p.strip() for p in re.split(r"\s+(?:—|–|\||·)\s+", rest)]
        company = parts[0]
        strong = dashed.group("sep") in ("—", "–", "|", "·")
        if (
            is_name(company)
            and not _WORK_MODE.match(company)
            and (_named_elsewhere(company, body) if not strong else True)
        ):
            if len(parts) > 1 and location is None:
                location = parts[1]
            return dashed.group("title").strip(), company, location
    return line, None, location


def company_in_prose(text: str) -> str | None:
    for pattern in _PROSE_COMPANY:
        for match in pattern.finditer(text):
            name = match.group(1).strip()
            if name.split()[0].lower() not in _NOT_NAMES:
                return name
    return None


_META = re.compile(r"^([A-Za-z][A-Za-z /'-]{0,28}?)\s*:\s*(\S.*)$")
_META_FIELDS = {
    "title": "title", "job title": "title", "role": "title", "position": "title",
    "company": "company", "employer": "company", "organization": "company",
    "organisation": "company", "company name": "company",
    "location": "location", "office": "location", "based in": "location", "city": "location",
}  # fmt: skip
_OTHER_META = words(
    "salary compensation pay type remote workplace date posted deadline contact email reference "
    "ref level seniority department team visa travel hours contract duration"
) | {"employment type", "job type", "work mode", "start date", "reports to"}


class Header:
    """What the top of a posting says: title, company, location (filled as lines are read)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.title: str | None = None
        self.company: str | None = None
        self.location: str | None = None
        self.company_line_next = False

    def set_title(self, line: str) -> None:
        """Take a title line; the company may follow on the next line when it names none."""
        self.title, company, where = split_title(line, self.text)
        self.company = self.company or company
        self.location = self.location or where
        self.company_line_next = company is None

    def meta(self, line: str) -> bool:
        """Read a `Key: value` header line ("Company: Acme"); False when it is not one."""
        match = _META.match(line)
        key = match.group(1).strip().lower() if match else ""
        if match is None or (key not in _META_FIELDS and key not in _OTHER_META):
            return False
        value = match.group(2).strip()
        field = _META_FIELDS.get(key)
        if field == "title" and self.title is None:
            self.set_title(value)
            self.company_line_next = False
        elif field == "company":
            self.company = value
        elif field == "location":
            self.location = value
        return True
