"""The employer a posting names only in the address applications go to.

A careers page that writes its company nowhere but in "send your profile to
hr@initech-labs.com" names it in the address's domain: a hiring mailbox (`hr@`, `jobs@`,
`careers@`, `recruiting@`, ...) belongs to the employer, so its domain's name, hyphens read as
spaces ("Initech Labs"), is the company. A person's or a webmail address names no employer
("jane.doe@gmail.com"); a domain of words run together ("globexcityarchives") is left, its
spelling as a name unknown.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_kinds import words

# the mailboxes employers receive applications in
_HIRING_BOX = re.compile(
    r"(?<![\w.+-])(?:hr|jobs?|careers?|recruit\w*|hiring|talent|apply|applications?|vacanc\w*|"
    r"people|work|join|humanresources)@(?P<domain>[a-z0-9.-]+\.[a-z]{2,})\b",
    re.I,
)
# webmail domains: no employer's own
_NOT_EMPLOYERS = words(
    "gmail googlemail yahoo hotmail outlook live msn aol icloud me mac protonmail proton gmx web "
    "mail email yandex zoho fastmail hey"
)
# leading labels of a mail host that are not the organisation's name ("mail.initech.com")
_HOST_LABELS = words("mail email smtp mx www jobs careers hr recruiting")


def company_of_mailbox(text: str) -> str | None:
    """The company a hiring mailbox's domain names ("hr@initech-labs.com" → "Initech Labs";
    "jobs@globex.co.uk" → "Globex"), the first such address's; None without one."""
    for match in _HIRING_BOX.finditer(text):
        labels = [x for x in match["domain"].lower().split(".")[:-1] if x]
        while len(labels) > 1 and labels[0] in _HOST_LABELS:
            labels = labels[1:]
        # "globex.co.uk": the name is the label before the second-level "co"/"ac"/"org"
        if len(labels) > 1 and labels[-1] in ("co", "ac", "org", "com", "net", "gov", "edu"):
            labels = labels[:-1]
        name = labels[-1] if labels else ""
        if name in _NOT_EMPLOYERS or len(name) < 3 or not re.fullmatch(r"[a-z][a-z0-9-]*", name):
            continue
        if any(len(part) > 12 for part in name.split("-")):
            continue  # words run together ("globexcityarchives"): the name's spelling unknown
        return " ".join(part.capitalize() for part in name.split("-") if part)
    return None
