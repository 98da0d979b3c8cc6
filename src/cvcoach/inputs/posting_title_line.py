"""A posting's title line split into title, company and location: `split_title`.

The forms a title line takes (`Title — Company (Location)`, `Title at Company`, `Company:
Title`, pipes, `Join Acme as ...`, a place or terms of work around the title) are one family
of rules, read apart from the `Header` that collects the fields of a posting's top lines
(`posting_header`, which calls `split_title`), so that each stays small enough to read whole.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_colon_title import colon_title
from cvcoach.inputs.posting_company import (
    LEGAL_SUFFIX,
    company_in_prose,
    company_of_domains,
    ends_as_institution,
    long_name,
    without_team,
)
from cvcoach.inputs.posting_kinds import words
from cvcoach.inputs.posting_name_signs import department, specialty
from cvcoach.inputs.posting_names import (
    JOBS_PAGE,
    bare_company,
    initials_of,
    is_name,
    title_comma_organisation,
)
from cvcoach.inputs.posting_qualifiers import qualifier
from cvcoach.inputs.posting_role_sought import announced_role
from cvcoach.inputs.posting_title_forms import (
    EMPLOYMENT,
    WORK_MODE,
    bare_title,
    title_in_page_title,
    title_of_company,
)
from cvcoach.inputs.posting_title_sides import company_after_at, named_elsewhere, spaced_colon
from cvcoach.inputs.posting_words import NUMBER_WORDS, is_only_place, is_place, names_a_role

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


def _employers_named(body: str) -> tuple[str | None, str | None]:
    """The employer as the prose and as the e-mail domains name it."""
    return company_in_prose(body), company_of_domains(body)


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
    roles = [i for i, p in enumerate(parts) if names_a_role(p) and not is_only_place(p)]
    # no part names a role: "Acme | Widget Wrangler" is the company then the title, and
    # "Accounts Receivable Ninja | Remote (EU)" a title (no name) then its place
    second = min(1, len(parts) - 1)
    first_named = is_name(re.sub(r"\s*\([^()]*\)$", "", parts[0]))
    title_first = is_only_place(parts[second]) and not first_named
    at = roles[0] if roles else (0 if title_first else second)
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
    # a department before the dash ("Marketing - Copywriter") qualifies the post: no employer
    if is_name(left) and not names_a_role(left) and names_a_role(right) and not department(left):
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


# capitalised words that open a sentence or a noun phrase, no part of a role's name
_NOT_TITLE_WORDS = words("a an the our your this that we as at for new next and or their my")


def _as_the_prose_capitalises_it(role: str, body: str) -> str:
    """An announced role written in lower case ("We're hiring a copy editor") as the body
    writes it in title case, with the capitalised words it puts before it ("looking for a
    **Senior Copy Editor**"): the post's own name. The role itself when the body writes it
    so nowhere or the role already holds a capital."""
    if role != role.lower() or not role.split():
        return role
    words = r"\s+".join(
        f"[{re.escape(w[0].upper())}]{re.escape(w[1:])}" if w[:1].isalpha() else re.escape(w)
        for w in role.split()
    )
    best = role
    for found in re.finditer(rf"((?:[A-Z][\w&/-]*\s+){{0,3}}){words}(?![\w-])", body):
        lead = found.group(1).split()
        while lead and lead[0].lower() in _NOT_TITLE_WORDS:
            lead.pop(0)
        name = " ".join([*lead, *found.group()[len(found.group(1)) :].split()])
        if len(name) > len(best) and names_a_role(name):
            best = name
    return best


def _headline(line: str, body: str) -> tuple[str, str | None] | None:
    """(title, company) of a "Who Seeks Title" headline, else None; `who` is the company
    only when the body names it as the headline does (not "Internet Freedom Nonprofit")."""
    found = _HEADLINE.match(line)
    if found is None or not names_a_role(found.group("title")):
        return None
    who = found.group("who").strip()
    # the body's own capitals may differ ("CovidTenders.org" for "Covidtenders.org"), not its
    # case ("an internet freedom nonprofit" names no one)
    named = is_name(who) and any(
        all(w[:1].isupper() for w in found.group().split())
        for found in re.finditer(rf"(?<!\w){re.escape(who)}(?!\w)", body, re.I)
    )
    return _as_the_body_writes_it(found.group("title").strip(), body), who if named else None


def tail_location(line: str) -> tuple[str, str | None]:
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
    title, location = tail_location(title)
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
    line, location = tail_location(line)
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


_FULL_STOP = re.compile(r"(?<!\.)(?<! Inc)(?<! Ltd)(?<! Co)\.$")


def split_title(line: str, body: str) -> tuple[str, str | None, str | None]:
    """(title, company, location) of a title line; `body` is the whole posting's text."""
    line = bare_title(line)
    body = body.replace(line, " ", 1)
    line = line[:-1].rstrip() if _FULL_STOP.search(line) else line  # "job post: developer."
    if (announced := announced_role(line)) is not None:
        return _as_the_prose_capitalises_it(announced, body), None, None
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
    spaced = spaced_colon(line, body) or colon_title(line, body)
    if spaced is not None:
        return spaced[0], spaced[1], location
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
    company = company_after_at(at.group("company"), body) if at else None
    if at and company:
        title, where = tail_location(at.group("title").strip())
        return title, company, location or where
    swapped = _company_dash_title(line)
    if swapped:
        return swapped[0], swapped[1], location
    dashed = _dashed(line, body, location)
    if dashed is not None:
        return dashed
    return line, None, location


def _dashed(
    line: str, body: str, location: str | None
) -> tuple[str, str | None, str | None] | None:
    """`Title - Company`, `Title | Company | Place`, `Site | Job Postings`: (title, company,
    location) when the part after the dash is a company or a jobs page, else None."""
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
            and not qualifier(company)  # "2nd Shift", "New York-based"
            # "Grants Officer - Intern" (but "Caretaker - Springfield Junior School")
            and (not names_a_role(company, plural=False) or ends_as_institution(company))
            # "Software Engineer - Android": a platform or a field the role works in, unless
            # the prose names it as the employer
            and (not specialty(company) or company in _employers_named(body))
            and (
                named_elsewhere(company, body)
                or ends_as_institution(company)
                # "Title — Company" is the form a posting's own heading most often takes: a
                # name in common words ("Kestrel Silicon") is still the employer there
                or (strong and company_in_prose(body) is None)
            )
        ):
            if len(parts) > 1 and location is None:
                location = parts[1]
            return dashed.group("title").strip(), company, location
    return None
