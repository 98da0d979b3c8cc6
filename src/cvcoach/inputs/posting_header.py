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
    long_name,
)
from cvcoach.inputs.posting_kinds import words
from cvcoach.inputs.posting_name_signs import department
from cvcoach.inputs.posting_names import (
    JOBS_PAGE,
    company_shaped,
    is_name,
)
from cvcoach.inputs.posting_page_name import page_employer, post_field
from cvcoach.inputs.posting_structured import EMPLOYER_FIELD, LOCATION_FIELD, TITLE_FIELD
from cvcoach.inputs.posting_title_forms import (
    bare_title,
    company_line,
)
from cvcoach.inputs.posting_title_line import split_title, tail_location
from cvcoach.inputs.posting_words import is_place, names_a_post, names_a_role, names_tools

# a company field's address after the name: "Hooli | 12 Elm Road, ...",
# "Hooli, 12 Main Street" (a separator, then a street number)
_ADDRESS_TAIL = re.compile(r"\s*(?:\||,|·|—|–|\s-)\s*\d+[A-Za-z]?\s+[A-Z].*$")
# the team a hire joins, written after the role: "Developer with the Platform Team"
_JOINED_TEAM = re.compile(
    r"\s+(?:with|on|in|within|for|of) (?:the|our) (?:[A-Z][\w&/-]*\s+){1,4}[Tt]eam$"
)


_META = re.compile(
    r"^[*_]{0,2}([A-Za-z][A-Za-z /'-]{0,28}?)[*_]{0,2}\s*:\s*[*_]{0,2}\s*(\S.*)$"
    r"|^(?:\*\*|__)([A-Z][A-Z /'-]{1,28}?)(?:\*\*|__)\s+(\S.*)$"
)
_META_FIELDS = {
    "title": "title", "job title": "title", "role": "title", "position": "title",
    "post title": "title", "position title": "title", "vacancy": "title",
    "designation": "title",  # Indian English: "Designation: Associate Software Engineer"
    # a recruitment notice's field: "Post Name :Graduate Trainee", "Name of Post: Clerk"
    "post name": "title", "name of post": "title", "name of the post": "title",
    "company": "company", "employer": "company", "organization": "company",
    "organisation": "company", "company name": "company", "location": "location",
    "office": "location", "based in": "location", "city": "location",
}  # fmt: skip
# the page's own JobPosting data (`posting_structured`): kept over every guess of the header
_STRUCTURED = {
    TITLE_FIELD.lower(): "title", EMPLOYER_FIELD.lower(): "company",
    LOCATION_FIELD.lower(): "location",
}  # fmt: skip
_POST_KEYS = frozenset({"job title", "post title", "position title", "vacancy"})
_OTHER_META = words(
    "salary compensation pay type remote workplace date posted deadline contact email reference "
    "ref level seniority department team visa travel hours contract duration"
) | {"employment type", "job type", "work mode", "start date", "reports to"}


def field_label(line: str) -> bool:
    """A field's label standing alone over its value ("Location", "**Salary**"), as a page's
    cards write them: no company line."""
    label = line.strip(" *_:").lower()
    return label in _META_FIELDS or label in _OTHER_META


def _brand(name: str) -> bool:
    """A brand written in lower case, as a company field may give it: one word ("adstrong")
    or one in camel case then capitalised words ("neoBIM", "eBay Marketplaces")."""
    first, *rest = name.split() or [""]
    camel = re.fullmatch(r"[a-z]{1,4}[A-Z][\w&.-]*", first) is not None
    return (
        re.fullmatch(r"[a-z][\w&.-]*", first) is not None
        and (camel or not rest)
        and all(w[:1].isupper() for w in rest)
    )


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
        self.structured_title = False  # the title is the page's JobPosting data: it stays

    def names_the_page(self) -> bool:
        """True while the title is a page's name that names no job ("Jobs", "Employment
        Offers", "Jobs at Acme"): a heading below that names one is the title."""
        return self.page_named and self.title is not None and not names_a_post(self.title)

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
            self.title, company = tail_location(bare_title(line))[0], None
        stack = re.search(r"\s+[-–—]\s+([^-–—]+)$", self.title)  # "Engineer - Django, React"
        self.title = self.title[: stack.start()] if stack and names_tools(stack[1]) else self.title
        self.company = self.company or company
        self.location = self.location or where
        self.company_line_next = company is None

    def retitle_page(self, line: str) -> None:
        """Take a heading naming the post over the page's name, which named none; a portal's
        heading naming the organisation ("Initech Bank") over a post field was the employer,
        and a title read from a post field ("Position: Teller") is a field's."""
        if self.company is None and page_employer(self.title, line):
            self.company = self.title
        self.set_title(line)
        self.title_from_field = post_field(line)

    def retitled(self, line: str) -> bool:
        """Take a body heading that names both the role and the company ("Acme - Data
        Engineer", "Data Engineer with the Platform Team - Acme") as the title, over a job
        board's `title:` field: the employer's own name for the job. False if it names
        not both, or another company."""
        title, company, _ = split_title(line, self.text)
        if company is None or not names_a_role(title) or title == line or self.structured_title:
            return False
        known = self.company and self.company.casefold()
        if known and company.casefold() not in known and known not in company.casefold():
            return False
        self.title_line, self.title = line, _JOINED_TEAM.sub("", title) or title
        self.company = self.company or company
        return True

    def company_under_title(self, line: str) -> bool:
        """Take the line under a title as the company when it is one: a name, or a name with
        where or how the job is done ("Acme · Berlin · Full-time"); under a page's name that
        names no post ("Job Posting"), a line naming one is the title. False if neither."""
        if not self.company_line_next:
            return False
        headline = len(line.split()) <= 8 and not re.search(r"[.!?:;|]", line)
        if self.names_the_page() and headline and names_a_role(line) and not company_line(line):
            # "# Job Posting" then "Junior Engineer": the post under the page's name, and the
            # line under it may still be the company ("Hooli", "View all jobs")
            self.retitle_page(line)
            self.page_named = False
            return True
        if field_label(line):
            return False  # "Location" alone, a field's label over its value: no employer
        if all(is_place(p.strip()) for p in line.split(",")):  # "Nashville, TN": where
            self.location = self.location or line
            return True
        named = company_line(line)
        if named is None and (not company_shaped(line) or department(line)):
            return False  # "Audit & Risk Management": the post's department, no employer
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

    def structured(self, field: str, value: str) -> None:
        """Take a value of the page's JobPosting data (`posting_structured`): the page's own
        statement, kept over what headings, fields and prose suggest after it."""
        if field == "title":
            self.title = None
            self.set_title(value)
            self.title_from_field, self.title_from_front = True, False
            self.structured_title, self.page_named = True, False
        elif field == "company":
            self.company, self.company_from_field = value, True
        else:
            self.location = value
        self.company_line_next = self.company_line_next and self.company is None

    def meta(self, line: str) -> bool:
        """Read a `Key: value` header line ("Company: Acme"); False when it is not one."""
        match = _META.match(line)
        key = (match.group(1) or match.group(3) or "").strip().lower() if match else ""
        if match is not None and key in _STRUCTURED:
            self.structured(_STRUCTURED[key], (match.group(2) or "").strip())
            return True
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
        if field == "title" and JOBS_PAGE.match(value.strip(" !.")) and self.title is None:
            pass  # a page's own name ("title: Careers") names no post: a heading below does
        elif field == "title" and fresh and len(value.split()) <= 15:
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
            and (long_name(name := LEGAL_SUFFIX.sub("", value).strip()) or _brand(name))
        ):
            self.company = self.company if self.company_from_field else value
        elif field == "location":
            self.location = value
        return True
