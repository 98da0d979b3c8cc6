"""Whether a page's heading that named no post names the employer: `page_employer`.

A recruitment portal heads each notice with the organisation ("# Initech Bank") and names
the post in a field below it ("Position: Teller"). The reader first takes the heading for
the title and, when a later line names the post, drops it as the page's name ("Jobs",
"Open Positions"). Only a field naming the post makes the heading the employer's: a heading
naming the post alone may follow a headline or a site's name. The heading was the employer
when it is shaped as a name and carries a sign of a proper name: a word English rarely
writes ("Initech"), an initial or initialism ("J & K Bank", "HRD Office"), or an
institution's name ("Northwind Grammar School"); never a site's jobs page ("Initech Jobs").
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_company import ends_as_institution
from cvcoach.inputs.posting_name_signs import rare_word
from cvcoach.inputs.posting_names import JOBS_PAGE, company_shaped

# a site's jobs page named after its owner ("Initech Jobs", "Globex Careers"): no employer
_PAGE_WORD = re.compile(
    r"\b(?:jobs?|careers?|vacanc(?:y|ies)|openings|positions|opportunities|employment|"
    r"recruitment)$",
    re.I,
)
# a notice's field naming the post: "Position: Teller", "Post Name : Clerk"
_POST_FIELD = re.compile(
    r"(?:(?:job|post|position) )?(?:title|position|post(?: name)?|"
    r"name of (?:the )?(?:posts?|positions?)|"
    r"vacancy|designation)\s*:",
    re.I,
)
# a public body named for what it is of: "Ministry of Transport, Energy and Water"
_PUBLIC_BODY = re.compile(
    r"(?:Ministry|Department|Directorate|Commission|Council|Bureau|Agency|Board) of [A-Z]"
)
_INITIALS = re.compile(r"(?<![\w.])(?:[A-Z]|[A-Z]{2,6})(?![\w.])")


def page_employer(name: str | None, below: str) -> bool:
    """True when a page heading that named no post names an organisation (see above) and the
    line taking its place is a field naming the post (`below`: "Position: Teller"), as a
    notice's is; a heading naming the post alone leaves the page's name unread."""
    if not _POST_FIELD.match(below.strip("*_ ")):
        return False
    if not name or JOBS_PAGE.search(name.lower()) or _PAGE_WORD.search(name):
        return False
    if not (company_shaped(name) or _PUBLIC_BODY.match(name)):
        return False
    words = re.findall(r"[A-Za-z]+", name)
    return (
        any(rare_word(w) for w in words)
        or _INITIALS.search(name) is not None
        or ends_as_institution(name)
        or _PUBLIC_BODY.match(name) is not None
    )


def post_field(line: str) -> bool:
    """True for a notice's field naming the post ("Position: Teller"): a title read from it
    is a field's, which a later field ("Post Name: Clerk", a second post) does not replace."""
    return _POST_FIELD.match(line.strip("*_ ")) is not None
