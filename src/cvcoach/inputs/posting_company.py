"""The company a posting names: in its prose, its links and e-mail domains, as people call it.

`company_in_prose` reads the sentences postings name their employer in ("At Hungryroot
we...", "Acme is hiring", "We are Acme.", "the Acme team"), `company_of_domains` the
posting's own e-mail addresses and links ("GitLab" for sales@gitlab.com); `company_name`
(in `posting_company_names`, re-exported here) writes a company as people call it.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_company_names import INSTITUTION as _INSTITUTION
from cvcoach.inputs.posting_company_names import (  # re-exported: the names' own module
    LEGAL_SUFFIX,
    company_name,
    long_name,
    title_without_company,
    without_team,
)
from cvcoach.inputs.posting_employer_signs import EMPLOYER_SIGNS, NAME, STATED_SIGNS, in_full
from cvcoach.inputs.posting_kinds import words
from cvcoach.inputs.posting_mailbox import (
    company_of_domains,
    company_of_mailbox,
    company_of_signature,
    company_of_webmail_user,
)
from cvcoach.inputs.posting_name_signs import rare_word
from cvcoach.inputs.posting_words import is_only_place, is_place, names_a_role

__all__ = [
    "LEGAL_SUFFIX",
    "company_in_prose",
    "company_name",
    "company_of_domains",
    "company_of_posting",
    "long_name",
    "proper_name",
    "title_without_company",
    "without_team",
]

# where a sentence naming the company opens: a line, a sentence, an "About us:" label
# ("About us: Finlo is building the payments layer for...")
_OPENS = r"(?:^|\. |\bAbout(?: [Uu]s)?:[*_]{0,2} )"
_PROSE_COMPANY = (
    re.compile(rf"\bAt {NAME},? (?:we|our|you)\b"),
    re.compile(rf"\bWe at {NAME},? (?:are|have|were|build|make|believe)\b"),
    # "the platform team here at Globex University"
    re.compile(rf"\b[Hh]ere at (?:the )?{NAME}"),
    # "Within NYC Opportunity, the Enterprise Data Solutions team ...": the team's employer
    re.compile(rf"\bWithin {NAME}, (?:the|our|a|an)\b"),
    re.compile(
        rf"(?:{_OPENS}|\bThe ){NAME} \([A-Z][A-Za-z-]{{1,7}}\),? (?:is|a|an|has|seeks|invites)\b",
        re.M,
    ),
    # "Acme is hiring", "The rOpenSci project based at the University of X seeks to hire"
    re.compile(
        rf"(?:^|[.!?] |\bThe ){NAME}(?: (?:project|team|lab|collective|studio|initiative))?"
        r"(?:,? based (?:at|in) [^.!?]{1,80}?,?)? "
        r"(?:(?:is|are) (?:seeking|hiring|looking)|seeks|hires)\b",
        re.M,
    ),
    # "The Tor Project, Inc., a 501(c)(3) nonprofit organization ..., is seeking", also as a
    # list item's sentence ("- Initech Ltd, a leader in ..., is seeking a developer")
    re.compile(
        rf"(?:^(?:[-*•] )?|\. |\bThe ){NAME}(?:,? (?:Inc|LLC|Ltd|GmbH|Corp)\.?)?"
        r"(?: \([^()]{1,40}\))?"
        r"(?:, an? [^.]{0,240}?,)? (?:is|are) (?:seeking|hiring|looking|accepting applications)\b",
        re.M,
    ),
    re.compile(rf"^\W*About {NAME}\W*$", re.M),
    # a heading asking what the company is, answered by it: "What is Initech?\n\nInitech ..."
    re.compile(rf"^\W*(?:What|Who) (?:is|are) {NAME}\?\W*\n\s*\1\b", re.M),
    re.compile(rf"\b{NAME} is an? (?i:equal opportunity|EEO)"),
    # the employer in its own non-discrimination notice: "The City of Springfield does not
    # discriminate on the basis of ..."
    re.compile(rf"(?:^|[.:!] |\bThe ){NAME} (?:does not|will not|shall not) discriminate\b", re.M),
    # a section heading: "Life at Spotify", "What's it like to work at BuildBuddy?"
    re.compile(rf"^\W*(?:[\w'’]+ ){{0,5}}?(?:[Ww]ork(?:ing)?|[Ll]ife) at {NAME}\W*$", re.M),
    # an organisation's own unit: "the City of Springfield's Office of Design", "Globex's
    # Department of Research" (not "Acme's products": those are the weaker signs below)
    re.compile(
        rf"\b{NAME}['’]s (?:Office|Department|Division|Bureau|Agency|Ministry|Faculty|School)"
        r" (?:of|for)\b"
    ),
    # "We are Register Dynamics." (not "We're Hiring!", "We're growing.": a verb)
    re.compile(rf"(?:^|[.!?] )We(?:['’]re| are) (?![A-Za-z]+ing[.!]){NAME}[.!]", re.M),
)
# sentences that describe an organisation, taken only when none of the above names one: the
# employer's product or project is described so too ("PlaceCal is an award-winning ...")
_DESCRIBED = (
    # "Founded in 2009, the Investigative News Network has grown into..."
    re.compile(rf", the {NAME} (?:has|have) (?:grown|become|been)\b"),
    # "Acme is growing", "The Acme team is growing"
    re.compile(
        rf"{_OPENS}(?:The )?{NAME}(?: team)? is (?:adding|growing|expanding|building)\b", re.M
    ),
    re.compile(rf"\b(?:Join|joining) (?!(?:An?|Our|Us)\b){NAME}\b"),  # not "Join A Growing team"
    # "Set up in 2011, Globex IT is a SharePoint consultancy": a name said to be a business
    re.compile(
        rf"(?:^|[.!?,] ){NAME} is an? (?:[\w-]+ ){{0,6}}?(?:company|consultancy|agency|firm|"
        r"start-?up|organi[sz]ation|charity|non-?profit|business|studio)\b",
        re.M,
    ),
    # "Initech, Serbian software outsourcing company over 5 years in existence, would like
    # to employ ...": a paragraph opening with a name and, in apposition, its business
    re.compile(
        rf"^{NAME}, (?!(?:our|the|this|its|their|your|my|a|an)\b)(?:[\w-]+ ){{0,5}}?"
        r"(?:company|consultancy|agency|firm|start-?up|organi[sz]ation|charity|non-?profit|"
        r"studio|business)\b",
        re.M,
    ),
    # "a job opening at the University of Springfield", "a vacancy with Globex"
    # "Software jobs at the Institute of X", plural as a listing page's title says it
    re.compile(
        rf"\b(?:jobs?|openings?|vacanc(?:y|ies)|positions?|posts?|opportunit(?:y|ies)) "
        rf"(?:at|with) (?:the )?{NAME}"
    ),
    # "We are seeking a research assistant ... at Springfield University": an institution
    re.compile(
        r"\b(?:seeking|looking for|recruiting|hiring) an? [^.!?]{0,120}? at (?:the )?"
        r"((?:[A-Z][\w'’&-]* ){0,4}(?:University|College|Institute|Hospital)"
        r"(?: of(?: [A-Z][\w'’&-]*){1,3})?)"
    ),
    re.compile(
        rf"{_OPENS}{NAME} (?:is|was|builds|makes|helps|has been) (?:an?|the|building|"
        r"helping|on|founded)\b",
        re.M,
    ),
)
# weaker signs still: "the Engineering team" and "Acme's mission" may name a team, a product
# or a project of the employer
_WEAK_PROSE_COMPANY = (
    re.compile(rf"\b(?:the|our) {NAME} (?:team|community|family)\b"),
    re.compile(rf"\b(?:for|with|of|across) {NAME} (?:staff|employees|initiatives|teams)\b"),
    re.compile(
        # "the Royal Borough of Globex's new data team": up to two words before the noun
        rf"\b{NAME}['’]s (?:[a-z][\w-]* ){{0,2}}?(?:customers|users|mission|products?|programs?|"
        r"platform|team|clients|services|initiatives|staff|work)\b"
    ),
)
_OPENING_WORD = re.compile(
    r"^(?:As|While|Since|When|If|Because|Although|Though|Once|After|Before|Now|So|And|But) (?=\S)"
)
# words that say what kind of school a name is, not which one ("Primary School")
_GENERIC_INSTITUTION = words(
    "primary junior infant infants secondary high middle elementary community state public "
    "medical art arts grammar catholic church of england ce c j i the"
)


def ends_as_institution(name: str) -> bool:
    """True for a proper name of a school, college or hospital ("Springfield Junior School"),
    not a kind of one ("Primary School"): an institution is an employer, not a qualifier."""
    named = re.fullmatch(rf"((?:[A-Z][\w'’&()-]* ){{1,5}}){_INSTITUTION}", name)
    return named is not None and any(
        w.lower().strip("()") not in _GENERIC_INSTITUTION for w in named.group(1).split()
    )


def proper_name(name: str) -> bool:
    """A name with a proper name's sign: a word English does not write ("Initech"), a
    place's name ("Royal Borough of Springfield"), an initialism or a camel-cased brand
    ("GSA", "HubSpot"), a figure ("3M"); not a name in common words only ("Critical Care",
    "the Hospice team": a specialty of the post, a kind of team)."""
    names = re.findall(r"[A-Za-z0-9&'’.-]+", re.sub(r"\([^()]*\)", " ", name))
    return any(
        rare_word(w) or is_place(w) or re.search(r"[A-Z].*[A-Z]|\d", w) is not None
        for w in names
        if w[:1].isupper() or w[:1].isdigit()
    ) or ends_as_institution(name)


_NOT_NAMES = words(
    "we you our us the this it they he she that there here what who our team role position job "
    "company"
)
# a kind of public body named alone ("in line with Council's values") is no name; the same word
# opening one is ("Department of Parks and Recreation")
_BARE_BODIES = words(
    "council authority department agency ministry board foundation university college institute "
    "hospital trust society museum library centre center laboratory school"
)


def company_in_prose(text: str, *, weak: bool = True, besides: str = "") -> str | None:
    """The company as the prose names it ("At Hungryroot we...", "Acme is hiring"). Of
    several names so found, the one the posting writes most often: "Within NYC Opportunity,
    the Enterprise Data Solutions team..." names a team of the company, which the posting
    names again and again. A brand that writes itself in lower case ("At nilenso, we...")
    counts when a sentence opens with it too ("nilenso is an employee-owned ...").
    `weak=False` leaves out the weaker signs ("the Engineering team", "Acme's mission"),
    which may name a team or a product rather than the employer; of those, a word written
    inside the posting's title `besides` ("the QA team" of a "Senior QA Engineer") is the
    role's field."""
    prose = re.sub(r"(?<=\S)[ \t]*\n(?=[ \t]*[a-z])", " ", text)  # a sentence's wrapped lines
    prose = re.sub(r"(?<![\w*])[_*]{1,2}(?=[A-Z])", "", prose)  # "_Acme is ...": emphasis
    prose = re.sub(r"<[^<>\n]*>", "", prose)  # "<a href=...>CEHD</a> AIT is hiring": a link's text
    # a place is no employer ("Springfield is the 5th largest city", "our team at Springfield")
    found = [
        n
        for n in _names(prose, _PROSE_COMPANY + EMPLOYER_SIGNS)
        or _introduced(prose)
        or _names(prose, _DESCRIBED + STATED_SIGNS)
        if not is_only_place(n)
    ]
    if not found and weak:
        # "the QA team" of a "Senior QA Engineer": the role's own field, no employer
        # and "the Hospice team" a kind of team: one common word needs a proper name's sign
        found = [
            n
            for n in _names(prose, _WEAK_PROSE_COMPANY)
            if not re.search(rf"\S\s+{re.escape(n)}\b", besides) and (" " in n or proper_name(n))
        ]
    if not found and not weak:
        return None
    if not found:
        return _lower_case_brand(prose)
    # "As Initech is growing, ...": a sentence's opening word is no part of the name
    found = [_OPENING_WORD.sub("", n) or n for n in found]
    times = {n: len(re.findall(rf"(?<![\w-]){re.escape(n)}(?![\w-])", prose)) for n in found}
    return max(found, key=lambda n: times[n])  # the first found of those named most often


# "The Northwind Records Office (NRO) exists to ...": an organisation that opens a
# sentence with its name and the initials it goes by, and says what it does
_INTRODUCED = re.compile(
    rf"(?:^|[.!?] )(?:The )?{NAME} \((?P<abbr>[A-Z]{{2,6}})\),? (?:[a-z]+ly )?[a-z]+s\b", re.M
)


def _introduced(prose: str) -> list[str]:
    """The name a sentence introduces with its own initials (`_INTRODUCED`), if any."""
    for match in _INTRODUCED.finditer(prose):
        name = re.sub(r"^The\s+", "", match.group(1).strip())
        initials = "".join(w[0] for w in name.split() if w[:1].isupper())
        if initials == match["abbr"] and not names_a_role(name, plural=False):
            return [name]  # not "The Chief Procurement Officer (CPO) reports to ..."
    return []


def _adverb(name: str) -> bool:
    """One English word in "-ly" ("Collaboratively", "Currently"), not a brand ("Grammarly",
    which English does not write)."""
    from cvcoach.language.wordlist import frequency

    return " " not in name and name.endswith("ly") and frequency(name) > 0


def _names(prose: str, patterns: tuple[re.Pattern[str], ...]) -> list[str]:
    """The names the patterns find, in order, without a name that is a part of a longer one
    found ("Foundation" of "Zcash Foundation", which would count in its every mention)."""
    found: list[str] = []
    for pattern in patterns:
        for match in pattern.finditer(prose):
            name = re.sub(r"^The\s+(?=\S)", "", match.group(1).strip())
            if re.search(r"[a-z]{2}\.\s", name):
                continue  # "... incorporating The Arts. We are seeking": two sentences
            if not re.search(r"\b(?:Inc|Co|Ltd|Corp)\.$", name):
                name = name.removesuffix(".")  # the period of the sentence, not of "Inc."
            if _adverb(name) or names_a_role(name, plural=False):
                continue  # "Collaboratively builds ...", "The Performance Manager is ...": no name
            name = re.sub(r"['’]s$", "", name)  # "with Council's staff": the name, not its 's
            name = in_full(name, prose) or name  # "The Foundation": the Northwind Foundation
            if name.lower() in _BARE_BODIES:
                continue
            if name.split()[0].lower() not in _NOT_NAMES and name not in found:
                found.append(name)
    return [
        n
        for n in found
        if not any(o != n and re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", o) for o in found)
    ]


def _lower_case_brand(prose: str) -> str | None:
    """A brand written in lower case: "At nilenso, we ..." where a sentence opens with it too,
    or one joined ("interested in joining globex") that English writes no word as."""
    for match in re.finditer(r"\bAt ([a-z][a-z0-9]{2,}), (?:we|our)\b", prose):
        name = match.group(1)
        if re.search(rf"(?:^|[.!?]\s+){name} (?:is|was|has|builds|makes|helps)\b", prose, re.M):
            return name
    for match in re.finditer(r"\b[Jj]oin(?:ing)? ([a-z][a-z0-9]{2,})\b", prose):
        if rare_word(match.group(1)):
            return match.group(1)
    return None


def company_of_posting(text: str, signed: str = "", title: str | None = None) -> str | None:
    """The company a posting names where its header does not: in its prose; else where its
    sender signs, the e-mail and link domains of the text and of `signed` (a front matter's
    fields: "banner: Contact Jo Doe, Partner, Acme Search", "email: jo@acmesearch.com");
    else the weaker signs of the prose ("the General Accounting team" may name a team); else
    the domain of the mailbox applications go to ("hr@initech.com"); else the institution a
    closing signature names ("Department of Biology / Globex University"). `title` is the posting's
    title, whose own words name no employer."""
    return (
        company_in_prose(text, weak=False)
        or company_of_domains(f"{text}\n{signed}")
        or company_in_prose(text, besides=title or "")
        or company_of_mailbox(text)
        or company_of_signature(text)
        or company_of_webmail_user(text)
    )
