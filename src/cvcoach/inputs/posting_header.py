"""A posting's header: title, company, location and seniority from the forms postings use.

`Title — Company (Location)`; `Title - Qualifier`, where the part after a hyphen is a company
only when the posting names it elsewhere (a qualifier such as "Cloud/DevOps" is not);
`Title at Company`; a `Company: X` line; the company named only in the prose ("At Hungryroot
we...", "Join Acme", "Acme is an equal opportunity employer").
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_company import (
    LEGAL_SUFFIX,
    company_in_prose,
    long_name,
    without_team,
)
from cvcoach.inputs.posting_kinds import words
from cvcoach.inputs.posting_names import (
    JOBS_PAGE,
    bare_company,
    company_shaped,
    initials_of,
    is_name,
    title_comma_organisation,
)
from cvcoach.inputs.posting_role_sought import announced_role
from cvcoach.inputs.posting_title_forms import (
    EMPLOYMENT,
    WORK_MODE,
    bare_title,
    company_line,
    title_in_page_title,
    title_of_company,
)
from cvcoach.inputs.posting_words import NUMBER_WORDS, is_place, names_a_role, names_tools

_LOCATION_TAIL = re.compile(r"\s*[(\[](?P<where>[^()\[\]]{2,80})[)\]]\s*$")
_AT = re.compile(r"^(?P<title>.+?)\s+(?:at|@)\s+(?P<company>[A-Z0-9][^,;:()]*)$")
# "Data Scientist at a fintech startup", "Backend developer for a climate data startup":
# the employer described in lower case, not named
_AT_DESCRIPTION = re.compile(
    r"^(?P<title>.+?)\s+(?:at|for)\s+(?:an? |the )?(?:[a-z][\w-]*\s+){0,3}"
    r"(?:start-?up|company|firm|agency|studio|non-?profit|charity|organi[sz]ation|lab|business|scale-?up|consultancy|"
    r"fintech|team)$"
)
_DASHED = re.compile(r"^(?P<title>.+?)\s+(?P<sep>—|–|-|\||·|,)\s+(?P<rest>.+)$")


def _named_elsewhere(name: str, body: str) -> bool:
    """True when the posting's body names `name` (outside its header line)."""
    first = name.split()[0]
    return re.search(rf"(?<!\w){re.escape(first)}(?!\w)", body) is not None


def _where(text: str) -> str | None:
    """The location part of a parenthesis or tail ("Full-Time, San Francisco" → San
    Francisco), or None when it names no place."""
    pieces = [p.strip() for p in text.split(",") if p.strip()]
    if any(names_a_role(p) for p in pieces):
        return None
    employment = [p for p in pieces if EMPLOYMENT.match(p)]
    if not any(is_place(p) for p in pieces) and not (employment and len(employment) < len(pieces)):
        return None
    kept = [p for p in pieces if not EMPLOYMENT.match(p)]
    return ", ".join(kept) or None


def _pipes(line: str) -> tuple[str, str | None, str | None]:
    """`Company | Title | Place | REMOTE | Full-time` and its variants."""
    parts = [p.strip() for p in re.split(r"\s+\|\s+|\s*\|\s*(?=[A-Z])", line) if p.strip()]
    parts = [p for p in parts if not re.match(r"https?:|www\.", p) and not EMPLOYMENT.match(p)]
    roles = [i for i, p in enumerate(parts) if names_a_role(p)]
    at = roles[0] if roles else min(1, len(parts) - 1)
    title = parts[at]
    rest = [p for i, p in enumerate(parts) if i != at]
    # the company leads the line ("Acme | Engineer | Paris") or follows the title at once
    # ("Engineer | Acme | Paris"); a title followed by a place names no company
    near = parts[:at] or parts[at + 1 : at + 2]
    company = next((p for p in near if not is_place(p)), None)
    location = next((p for p in rest if p != company and is_place(p)), None)
    if company:
        company = re.sub(r"\s*\([^()]*\)\s*$", "", company).strip() or None
    swapped = _company_dash_title(title)
    at_company = _AT.match(title) if "@" in title else None  # "Engineer @ ACME"
    if swapped and company is None:
        title, company = swapped
    elif at_company and company is None and is_name(at_company.group("company").strip()):
        title, company = at_company.group("title").strip(), at_company.group("company").strip()
    return title, company, location


def _company_dash_title(text: str) -> tuple[str, str] | None:
    """(title, company) of "Talend - Senior Security Architect", else None."""
    dashed = _DASHED.match(text)
    if dashed is None or dashed.group("sep") not in ("-", "—", "–"):
        return None
    left, right = dashed.group("title").strip(), dashed.group("rest").strip()
    if is_name(left) and not names_a_role(left) and names_a_role(right):
        return right, left
    return None


# A headline: "Internet Freedom Nonprofit Seeks Senior Systems Administrator".
_HEADLINE = re.compile(
    r"^(?P<who>.+?)\s+(?:[Ss]eeks|[Ii]s [Ss]eeking|[Ii]s [Hh]iring|[Hh]iring|[Ww]ants|[Nn]eeds|"
    r"(?:[Ii]s|[Aa]re) (?:[Ll]ooking|[Ss]earching) for)"
    r"\s+(?:for\s+)?(?:an?\s+)?(?P<title>.+)$"  # "Acme is hiring for a Senior Engineer"
)
# A contract's length or kind after a dash: "Six-month position", "12 month contract".
_DURATION = re.compile(
    rf"^(?:(?:\d+|{'|'.join(NUMBER_WORDS)})[- ](?:month|year|week)s?[- ])?"
    r"(?:position|contract|role|post|appointment|fixed[- ]term|maternity cover)$",
    re.I,
)
# A place the job is based in, before the title: "US-Based Curriculum Developer".
_PLACE_BASED = re.compile(r"^(?P<place>[A-Z][\w.]*(?: [A-Z][\w.]*){0,2})[- ][Bb]ased\s+")
# A trailing parenthesis of employment terms: "(contract; 20 hours per week, to start)".
_TERMS_TAIL = re.compile(
    r"\s*\((?:full[- ]?time|part[- ]?time|contract|temporary|permanent|fixed[- ]term|"
    r"freelance|voluntary|volunteer|unpaid|\d+\s*(?:hours|hrs|h)\b)[^()]*\)\s*$",
    re.I,
)


def _as_the_body_writes_it(title: str, body: str) -> str:
    """A headline's role as the body spells it: "Experienced Grants Manager" is "an
    experienced Grants Manager" in the prose, so the role is "Grants Manager" (a
    Title Case headline capitalises every word; the prose only the role's name)."""
    words = title.split()
    for k in range(len(words)):
        pattern = r"\s+".join(re.escape(w) for w in words[k:])
        found = re.search(rf"(?<![\w-]){pattern}(?![\w-])", body, re.I)
        if found is None:
            continue
        kept = found.group().split()
        while kept and kept[0][:1].islower():
            kept.pop(0)
        if kept and names_a_role(" ".join(kept)):
            return " ".join(kept)
    return title


def _headline(line: str, body: str) -> tuple[str, str | None] | None:
    """(title, company) of a "Who Seeks Title" headline, else None; `who` is the company
    only when the body names it as the headline does (not "Internet Freedom Nonprofit")."""
    found = _HEADLINE.match(line)
    if found is None or not names_a_role(found.group("title")):
        return None
    who = found.group("who").strip()
    named = is_name(who) and re.search(rf"(?<!\w){re.escape(who)}(?!\w)", body) is not None
    return _as_the_body_writes_it(found.group("title").strip(), body), who if named else None


def _tail_location(line: str) -> tuple[str, str | None]:
    """A title line without its trailing place in parentheses ("(Remote, US/EU)") or
    its employment terms ("(contract; 20 hours per week)"), and that place."""
    location = None
    tail = _LOCATION_TAIL.search(line)
    if tail and initials_of(tail.group("where"), line[: tail.start()]):
        tail = None  # "Registered Nurse (RN)": the title's own abbreviation, no place
    if tail and tail.start() > 0 and _where(tail.group("where")):
        location = _where(tail.group("where"))
        line = line[: tail.start()].strip()
    return _TERMS_TAIL.sub("", line).strip() or line, location


def _headline_parts(title: str, company: str | None) -> tuple[str, str | None, str | None]:
    """A headline's title without its trailing place and terms ("Acme is hiring a Data
    Engineer in Boston, MA (REMOTE OK)"), its company, and that place."""
    title, location = _tail_location(title)
    in_place = re.search(r"\s+in\s+(?P<place>[A-Z][^()]*)$", title)
    if in_place and is_place(in_place.group("place")):
        place = in_place.group("place").strip()
        title, location = title[: in_place.start()], location or place
    return title, company, location


# A label before the title: "We're hiring: ...", "Job Opening: ...", "Careers at Acme: ...".
_LABEL = re.compile(
    r"^(?:(?:we(?:'re|’re| are) |now )?hiring|(?:job |open )?(?:opening|vacancy|position)|"
    r"job(?: title| post(?:ing)?| ad(?:vert)?)?|role|careers?(?: at (?P<company>[A-Z][^:|]*?))?|"
    r"jobs? at (?P<jobs_at>[A-Z][^:|]*?))"
    r"\s*(?::|\s[|–—-])\s+(?=\S)",
    re.I,
)
# A careers page's name after the title: "Senior Designer | Careers at Acme".
# and "Senior Designer - Acme Careers", "Senior Designer | Acme Jobs" (a page's <title>)
_CAREERS_TAIL = re.compile(
    r"\s+[|–—·-]\s+(?:(?i:careers|jobs)\s+(?i:at|@)\s+(?P<company>[A-Z].*)|"
    r"(?P<site>[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,3}) (?i:careers|jobs|vacancies))$"
)
# "Join Acme as a Senior Designer"
_JOIN_AS = re.compile(r"^[Jj]oin (?:us|(?P<company>[A-Z].*?)) as (?:an? |our )?(?P<title>.+)$")


def _framed(line: str, body: str) -> tuple[str, str | None, str | None] | None:
    """A title inside a label, a careers page's name or a "Join Acme as a ..." line, read
    without them; None when the line has none of these."""
    labelled = _LABEL.match(line)
    if labelled and names_a_role(line[labelled.end() :]):
        title, company, location = split_title(line[labelled.end() :], body)
        named = labelled.group("company") or labelled.group("jobs_at")
        return title, company or (named.strip() if named else None), location
    careers = _CAREERS_TAIL.search(line)
    if careers and names_a_role(line[: careers.start()]):
        title, company, location = split_title(line[: careers.start()], body)
        site = careers.group("company") or careers.group("site")
        return title, company or site.strip(), location
    joined = _JOIN_AS.match(line)
    if joined and names_a_role(joined.group("title")):
        title, company, location = _headline_parts(joined.group("title"), joined.group("company"))
        return title, company.strip() if company else None, location
    return None


def _comma_place(line: str) -> tuple[str, str | None]:
    """A title and the place after its last comma ("Data Engineer, Berlin"), if it has one."""
    comma = re.fullmatch(r"(?P<head>.+?),\s*(?P<where>[^,]+)", line)
    if comma and is_place(comma.group("where")) and names_a_role(comma.group("head")):
        return comma.group("head").strip(), comma.group("where").strip()
    return line, None


def _places_and_terms(line: str) -> tuple[str, str | None]:
    """A title line without the places and employment terms written around it ("US-Based
    Curriculum Developer - Six-month position", "Designer - Remote / Luxembourg -
    Fulltime"), and the place."""
    line, location = _tail_location(line)
    dashes = re.split(r"\s+-\s+", line)
    while len(dashes) > 1 and all(
        is_place(p) or (EMPLOYMENT.match(p) and not names_a_role(p, plural=False))
        for p in re.split(r"\s*/\s*", dashes[-1])
    ):  # "Designer - Remote / Full-time" (not "Grants Officer - Intern": a role)
        where = dashes.pop()
        location = location or (None if EMPLOYMENT.match(where) else where)
    while len(dashes) > 1 and _DURATION.match(dashes[-1]):
        dashes.pop()  # "Curriculum Developer - Six-month position": the terms, not a company
    line = " - ".join(dashes)
    line = re.sub(r"^(?:full|part)[- ]?time\s+", "", line, flags=re.I).strip()
    based = _PLACE_BASED.match(line)  # "US-Based Curriculum Developer"
    if based and is_place(based.group("place")) and names_a_role(line[based.end() :]):
        line, location = line[based.end() :], location or based.group("place")
    if location is None:
        line, location = _comma_place(line)
    return line, location


# a company field's address after the name: "Hooli | 12 Elm Road, ...",
# "Hooli, 12 Main Street" (a separator, then a street number)
_ADDRESS_TAIL = re.compile(r"\s*(?:\||,|·|—|–|\s-)\s*\d+[A-Za-z]?\s+[A-Z].*$")
# the team a hire joins, written after the role: "Developer with the Platform Team"
_JOINED_TEAM = re.compile(
    r"\s+(?:with|on|in|within|for|of) (?:the|our) (?:[A-Z][\w&/-]*\s+){1,4}[Tt]eam$"
)
_FULL_STOP = re.compile(r"(?<!\.)(?<! Inc)(?<! Ltd)(?<! Co)\.$")


def split_title(line: str, body: str) -> tuple[str, str | None, str | None]:
    """(title, company, location) of a title line; `body` is the whole posting's text."""
    line = bare_title(line)
    body = body.replace(line, " ", 1)
    line = line[:-1].rstrip() if _FULL_STOP.search(line) else line  # "job post: developer."
    if (announced := announced_role(line)) is not None:
        return announced, None, None
    around = title_in_page_title(line, body) or title_of_company(line, body)
    if around is not None:  # "Engineer at Acme - Hooli Jobs", "Director of Acme"
        return around if around[1] else split_title(around[0], body)
    framed = _framed(line, body)
    if framed is not None:
        return framed
    headline = _headline(line, body)
    if headline is not None:
        return _headline_parts(*headline)
    if line.count("|") >= 2 or (line.count("|") == 1 and names_a_role(line)):
        return _pipes(line)
    organisation = title_comma_organisation(line)
    if organisation is not None:
        return organisation[0], organisation[1], None
    line, location = _places_and_terms(line)
    colon = re.fullmatch(r"(?P<company>[^:]{2,60}?):\s+(?P<title>.+)", line)
    if (
        colon
        and long_name(colon.group("company"))
        # a company named for the people it is of ("Operating Engineers: Data & Digital
        # Strategist") holds a role noun in the plural only: the part after it is the title
        and (names_a_role(colon.group("title")) or names_a_role(colon.group("company")))
        and not names_a_role(colon.group("company"), plural=False)
    ):
        return colon.group("title").strip(), without_team(colon.group("company"), body), location
    described = _AT_DESCRIPTION.match(line)
    if described and names_a_role(described.group("title")):
        return described.group("title").strip(), None, location  # "... at edtech startup"
    at = _AT.match(line)
    if at and is_name(at.group("company").strip()):
        title, where = _tail_location(at.group("title").strip())
        return title, at.group("company").strip(), location or where
    swapped = _company_dash_title(line)
    if swapped:
        return swapped[0], swapped[1], location
    dashed = _DASHED.match(line)
    if dashed and JOBS_PAGE.match(dashed.group("rest").strip()):
        # "Acme Heating | Job Postings": a site's name and its jobs page, no role named
        site = dashed.group("title").strip()
        return dashed.group("rest").strip(), site if is_name(site) else None, location
    if dashed:
        rest = dashed.group("rest").strip()
        parts = [p.strip() for p in re.split(r"\s+(?:—|–|\||·)\s+", rest)]
        company = bare_company(parts[0], body)
        strong = dashed.group("sep") in ("—", "–", "|", "·")
        if (
            is_name(company)
            and ("," not in company or LEGAL_SUFFIX.search(company) is not None)  # qualifiers
            and not WORK_MODE.match(company)
            and not is_place(company)
            and not names_a_role(company, plural=False)  # "Grants Officer - Intern"
            and (_named_elsewhere(company, body) or (strong and company_in_prose(body) is None))
        ):
            if len(parts) > 1 and location is None:
                location = parts[1]
            return dashed.group("title").strip(), company, location
    return line, None, location


_META = re.compile(
    r"^[*_]{0,2}([A-Za-z][A-Za-z /'-]{0,28}?)[*_]{0,2}\s*:\s*[*_]{0,2}\s*(\S.*)$"
    r"|^(?:\*\*|__)([A-Z][A-Z /'-]{1,28}?)(?:\*\*|__)\s+(\S.*)$"
)
_META_FIELDS = {
    "title": "title", "job title": "title", "role": "title", "position": "title",
    "post title": "title", "position title": "title", "vacancy": "title",
    "company": "company", "employer": "company", "organization": "company",
    "organisation": "company", "company name": "company", "location": "location",
    "office": "location", "based in": "location", "city": "location",
}  # fmt: skip
_POST_KEYS = frozenset({"job title", "post title", "position title", "vacancy"})
_OTHER_META = words(
    "salary compensation pay type remote workplace date posted deadline contact email reference "
    "ref level seniority department team visa travel hours contract duration"
) | {"employment type", "job type", "work mode", "start date", "reports to"}


class Header:
    """What the top of a posting says: title, company, location (filled as lines are read)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.title: str | None = None
        self.title_line: str | None = None  # the line the title was read from
        self.company: str | None = None
        self.location: str | None = None
        self.company_line_next = False
        self.title_from_field = False
        self.title_from_front = False  # the title is a front matter's `title:` (a page's)
        self.company_from_field = False  # a front matter named the company: the body's
        # "Organization:" field is a unit of it
        self.page_named = True  # the title may still be the page's name ("Jobs")

    def names_the_page(self) -> bool:
        """True while the title is a page's name that names no job ("Jobs", "Employment
        Offers", "Jobs at Acme"): a heading below that names one is the title."""
        return self.page_named and self.title is not None and not names_a_role(self.title)

    def set_title(self, line: str) -> None:
        """Take a title line; the company may follow on the next line when it names none."""
        self.title_line = line
        self.title, company, where = split_title(line, self.text)
        known = self.company and self.company.casefold()
        if (
            known
            and company
            and company.casefold() not in known
            and known not in company.casefold()
        ):
            # a field names the company: "Analyst - Payments" keeps what its dash adds
            self.title, company = _tail_location(bare_title(line))[0], None
        stack = re.search(r"\s+[-–—]\s+([^-–—]+)$", self.title)  # "Engineer - Django, React"
        self.title = self.title[: stack.start()] if stack and names_tools(stack[1]) else self.title
        self.company = self.company or company
        self.location = self.location or where
        self.company_line_next = company is None

    def retitled(self, line: str) -> bool:
        """Take a body heading that names both the role and the company ("Acme - Data
        Engineer", "Data Engineer with the Platform Team - Acme") as the title, over a job
        board's `title:` field: the employer's own name for the job. False if it names
        not both, or another company."""
        title, company, _ = split_title(line, self.text)
        if company is None or not names_a_role(title) or title == line:
            return False
        known = self.company and self.company.casefold()
        if known and company.casefold() not in known and known not in company.casefold():
            return False
        self.title_line, self.title = line, _JOINED_TEAM.sub("", title) or title
        self.company = self.company or company
        return True

    def company_under_title(self, line: str) -> bool:
        """Take the line under a title as the company when it is one: a name, or a name with
        where or how the job is done ("Acme · Berlin · Full-time"). False if it is neither."""
        if not self.company_line_next:
            return False
        if all(is_place(p.strip()) for p in line.split(",")):  # "Nashville, TN": where
            self.location = self.location or line
            return True
        named = company_line(line)
        if named is None and not company_shaped(line):
            return False
        self.company, where = named or (line, None)
        self.location = self.location or where
        self.company_line_next = False
        return True

    def company_field(self, line: str) -> bool:
        """Read a `Company: Hooli` line (company, employer, organization) as the field it is,
        however short; False for any other line."""
        match = _META.match(line)
        key = (match.group(1) or match.group(3) or "").strip().lower() if match else ""
        return _META_FIELDS.get(key) == "company" and self.meta(line)

    def meta(self, line: str) -> bool:
        """Read a `Key: value` header line ("Company: Acme"); False when it is not one."""
        match = _META.match(line)
        key = (match.group(1) or match.group(3) or "").strip().lower() if match else ""
        known = key in _META_FIELDS or key in _OTHER_META or key.split()[-1:] == ["date"]
        if match is None or not known:
            return False
        value = (match.group(2) or match.group(4)).strip().strip("`").strip()
        value = re.split(r"[*_]*\.\s+[*_]*[A-Z][\w ]{0,20}:", value)[0].strip("*_ ")
        field = _META_FIELDS.get(key)
        # the body's "Job Title:" / "Post title:" field names the post; a front matter's
        # `title:` names the page it is on ("Class Teacher Job Description")
        named_post = key in _POST_KEYS and self.title_from_front
        fresh = named_post or not self.title_from_field
        if field == "title" and fresh and len(value.split()) <= 15:
            # a title field beats a heading's guess; that heading may be the company
            if (
                self.title
                and self.company is None
                and not named_post
                and is_name(self.title)
                and not names_a_role(self.title)
            ):
                self.company = self.title
            self.title, self.company_line_next = None, False
            self.set_title(value)
            self.company_line_next, self.title_from_field = False, True
            self.title_from_front = False
        elif (
            field == "company"
            and (value := _ADDRESS_TAIL.sub("", value))
            and long_name(LEGAL_SUFFIX.sub("", value))
        ):
            self.company = self.company if self.company_from_field else value
        elif field == "location":
            self.location = value
        return True
