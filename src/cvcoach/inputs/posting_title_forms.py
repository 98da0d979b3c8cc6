"""Titles written with what is not the title around them: a page's `<title>` that ends in
the site's name ("Data Engineer at Acme - Hooli Jobs") and a role "of" the company the prose
names as the employer ("Director of Acme"), and the line under a title that names the company;
a front matter's `role` that names the job beside a headline `title` (`role_field_is_the_title`),
a plain top line short enough to be a title (`short_title`)."""

from __future__ import annotations

import re
import unicodedata

from cvcoach.inputs.posting_company import company_in_prose, long_name
from cvcoach.inputs.posting_names import employer_of, is_name
from cvcoach.inputs.posting_post_terms import without_post_terms
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


# Front-matter fields that name the job, beside a `title` that names the page ("title: Acme
# - Data Engineer", "jobTitle: Data Engineer"): schema.org's JobPosting and job-board themes.
JOB_TITLE_KEYS = (
    "jobTitle", "job_title", "jobtitle", "position", "position_title",
    "role_name", "roleName", "role_title", "roleTitle", "job_name", "jobName",
)  # fmt: skip
# Fields that name the employer, the unit first and the institution it belongs to last
# ("organization: Library", "institution: Globex University"): the last one named wins.
EMPLOYER_KEYS = (
    "organization",
    "organisation",
    "company",
    "employer",
    "company_name",
    "companyName",
    "hiringOrganization",
    "hiring_organization",
    "institution",
    "business_name",  # a job board's record of the business posting ("business_name: Acme")
    "businessName",
)
_SEPARATORS = " \t-–—|,:@·"


def _text(fields: dict[str, object], key: str) -> str | None:
    value = fields.get(key)
    return value.strip() if isinstance(value, str) and value.strip() else None


def without_employer(title: str, employer: str) -> str:
    """A page title without the employer's name it opens with ("Globex University Data
    Librarian" → Data Librarian; "Globex State Data Librarian" of Globex State University:
    the two or more words they share); else the title."""
    words, named = title.split(), employer.split()
    shared = 0
    while shared < min(len(words), len(named)) and words[shared] == named[shared]:
        shared += 1
    if shared < min(2, len(named)):
        return title
    rest = " ".join(words[shared:]).strip(_SEPARATORS)
    return rest or title


def header_fields(fields: dict[str, object]) -> dict[str, object]:
    """The front matter with its page `title` read as the job's: a job-title field the page
    title holds is the title, and what the page title writes around it is the employer when
    no field names one ("title: Globex Institute (GI) - Web Developer", "jobTitle: Web
    Developer"); a page title that opens with the employer's name is read without it; a
    page title naming no job ("title: Careers") gives way to the job-title field."""
    page = _text(fields, "title")
    job = next((v for k in JOB_TITLE_KEYS if (v := _text(fields, k)) and names_a_role(v)), None)
    employer = next((v for k in reversed(EMPLOYER_KEYS) if (v := _text(fields, k))), None)
    title: str | None
    if job is not None and page is not None and not names_a_role(page):
        title = job  # "title: Careers", "position: Payroll Officer": the page's, the job's
    elif job is None or page is None or job.casefold() not in page.casefold():
        title = page or job
    else:
        at = page.casefold().index(job.casefold())
        rest = (page[:at] + " " + page[at + len(job) :]).strip(_SEPARATORS)
        employer = employer or (employer_of(rest) if rest[:1].isupper() else None)
        title = job
    employer = employer_of(employer) if employer else None
    fields = dict(fields)
    if title is not None:
        fields["title"] = without_employer(title, employer) if employer else title
    if employer is not None and long_name(employer):
        fields = {k: v for k, v in fields.items() if k not in EMPLOYER_KEYS}
        fields["company"] = employer
    return fields


# A pay grade or requisition code after a comma: "Program Analyst, GS-0343-12"; a requisition
# number in parentheses, as a careers site prints it after the title: "Web Evangelist (288888)"
_CODE_TAIL = re.compile(r",\s*[A-Z]{1,4}-\d[\d-]*$|\s*\((?:#|[Rr]eq\.?\s*|[Nn]o\.?\s*)?\d{4,}\)$")
# the state of the advert a board adds after its title: "(filled)", "[Closed]", "(expired)"
_STATE_TAIL = re.compile(
    r"\s*[(\[](?:position |post |role )?(?:now )?(?:filled|closed|expired|archived)[)\]]\s*$", re.I
)


def bare_title(line: str) -> str:
    """A title line without a Markdown line break, the pictographs it opens with ("📈 Head
    of Sales"), the advert's state after it ("(filled)") and a pay grade's code after a comma."""
    line = line.rstrip("\\ ").strip()
    start = 0
    while start < len(line) and (
        unicodedata.category(line[start])[0] in "SZ"
        or unicodedata.category(line[start]) in ("Mn", "Cf")
    ):
        start += 1
    line = _STATE_TAIL.sub("", line[start:]) or line[start:] or line
    return _CODE_TAIL.sub("", line)


def role_field_is_the_title(fields: dict[str, object]) -> bool:
    """True when a front matter's `role` names the job and its `title` is a post's headline:
    one naming no job ("title: The Coral Project", "role: UX/UI Designer") or a sentence
    ("title: Designer to improve UI of ooniprobe on desktop and mobile", "role: UX designer")."""
    title, role = fields.get("title"), fields.get("role")
    if not (isinstance(title, str) and isinstance(role, str)):
        return False
    if not names_a_role(role) or len(role.split()) > 4:
        return False
    return not names_a_role(title) or len(title.split()) > 6


def short_title(text: str) -> bool:
    limit = 30 if text.count("|") >= 2 else 12
    return len(text.split()) <= limit and not text.endswith((".", "!", "?", ":"))


# what a title carries that is not the role's name: a document's kind after it ("School
# Administrator Job Description"), a label of the page before it ("Hooli nonprofit job posting:
# Data Analyst"), the word "position"/"post" after a role's noun ("Curator position") and an
# announcement's "New" before it, a note of the class's former name ("(formerly Programmer)"),
# and a postal code after a dash ("Dental Nurse - EC3R 7NE", a UK or Canadian postcode)
_DOCUMENT_TAIL = re.compile(
    r"\s*[-–—:|]?\s*\b(?:job|role|position|post)\s+(?:description|descriptions|specification|"
    r"profile|advert(?:isement)?|summary|details)\b(?:\s*(?:&|and)\s*person\s+spec\w*)?\s*$",
    re.I,
)
_PAGE_LABEL = re.compile(
    r"^[^:]{0,60}\b(?:job\s+(?:posting|post|opening|advert|vacancy|listing)|vacancy)\s*:\s*(?=\S)",
    re.I,
)
# "Developer position opening": a kind of post and the word for its opening both go
_POST_TAIL = re.compile(
    r"\s+(?:(?:job|position|post)\s+)?(?:position|post|vacancy|opening)s?$", re.I
)
# a collector's number for the posting before its title: "Job #4 – Software Engineer",
# "Position 2: Data Analyst" (not "Job Coach", "Job 4 Life": no separator after the number)
COLLECTOR_NUMBER = re.compile(
    r"^\W*(?:job|position|role|posting|vacancy|opening|listing)\s*(?:#|no\.?|number)?\s*\d+"
    r"\s*[-–—:.)|]\s*(?=\S)",
    re.I,
)
# a field's label before the post it names: "Position :Scientist", "Post Name: Clerk"
_FIELD_LABEL = re.compile(
    r"^\W*(?:position|post(?: name)?|job title|title|role|vacancy|designation)\s*:\s*(?=\S)",
    re.I,
)
_NEW = re.compile(r"^(?:new|open)\s+(?=\S)", re.I)
# a notice's own word for itself before the post it advertises, as German and Dutch pages open
# their titles ("Stellenausschreibung Softwareentwickler", "Vacature Developer"):
# a word no post's name opens with, so no colon is needed to tell it from the post
_NOTICE_WORD = re.compile(
    r"^(?:stellenausschreibung|stellenangebot|stellenanzeige|ausschreibung|jobangebot|"
    r"vacature|vacaturetekst)\s*[:–—-]?\s+(?=\S)",
    re.I,
)
_FORMERLY = re.compile(r"\s*\((?:formerly|previously|was)\b[^()]*\)", re.I)
POSTCODE = re.compile(
    r"\s*[-–—,]\s*((?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})|(?:[A-Z]\d[A-Z]\s?\d[A-Z]\d))\s*$"
)


def bare_post_title(title: str) -> tuple[str, str | None]:
    """The role a title names without what is not its name (`_DOCUMENT_TAIL` ...), and the
    postal code it ended with, if any (the job's location)."""
    code = POSTCODE.search(title)
    where = code.group(1) if code else None
    title = title[: code.start()] if code else title
    title = _FORMERLY.sub("", title)
    title = _NOTICE_WORD.sub("", title)
    title = without_post_terms(title)  # "Lecturer (2 positions)", "(re-advertisement)"
    unlabelled = _FIELD_LABEL.sub("", title)
    title = unlabelled if unlabelled != title and names_a_role(unlabelled) else title
    numbered = COLLECTOR_NUMBER.sub("", title)
    title = numbered if numbered != title and names_a_role(numbered) else title
    bare = _PAGE_LABEL.sub("", title)
    title = bare if bare != title and names_a_role(bare) else title
    title = _DOCUMENT_TAIL.sub("", title) or title
    tail = _POST_TAIL.search(title)
    rest = title[: tail.start()] if tail else ""
    if rest.split() and names_a_role(rest.split()[-1], plural=False):  # not "Head of Post"
        title = rest
        title = _NEW.sub("", title) if names_a_role(_NEW.sub("", title)) else title
    return title.strip(), where
