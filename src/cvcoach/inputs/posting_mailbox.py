"""The employer a posting names in its addresses: the mailbox applications go to, the domains.

`company_of_domains` reads the capitalised words of the prose that spell the posting's own
e-mail and link domains ("GitLab" for sales@gitlab.com); `company_of_mailbox` the domain alone;
`company_of_signature` the institution a closing signature names.

A careers page that writes its company nowhere but in "send your profile to
hr@initech-labs.com" names it in the address's domain: a hiring mailbox (`hr@`, `jobs@`,
`careers@`, `recruiting@`, ...) belongs to the employer, so its domain's name, hyphens read as
spaces ("Initech Labs"), is the company. A person's or a webmail address names no employer
("jane.doe@gmail.com"); a domain of words run together ("globexcityarchives") is left, its
spelling as a name unknown.
"""

from __future__ import annotations

import re

from cvcoach.inputs.documents.vocab import has_strong_org_word
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


_DOMAIN = re.compile(r"(?:@|https?://(?:www\.)?)([a-z0-9-]{2,40})\.[a-z]{2,}", re.I)


# up to three capitalised words in a row, joined by a space or a hyphen ("Kingston Dwight",
# "Kingston-Dwight"): a name a domain may spell run together
_CAPITALISED_RUN = re.compile(
    r"(?<![\w.@/-])[A-Z][A-Za-z0-9]+(?:[ -][A-Z][A-Za-z0-9]+){0,2}(?![\w@/]|\.\w)"
)


def company_of_domains(text: str) -> str | None:
    """The company as the posting's own e-mail addresses and links name it: capitalised
    words of the prose that spell their domain ("GitLab" for sales@gitlab.com, "Kingston
    Dwight" for jo@kingstondwight.com, as an e-mail's signature names its sender), else
    None. A name found only inside a link is not taken (the apply link may be a job board's)."""
    domains = {d.lower() for d in _DOMAIN.findall(text)}
    if not domains:
        return None
    prose = _DOMAIN.sub(" ", re.sub(r"\S*(?:@|://)\S*", " ", text))
    counts: dict[str, int] = {}
    for run in _CAPITALISED_RUN.findall(prose):
        words = re.split(r"([ -])", run)  # words and the separators between them
        for start in range(0, len(words), 2):
            for end in range(start + 1, len(words) + 1, 2):
                name = "".join(words[start:end])
                if re.sub(r"[ -]", "", name).lower() in domains:
                    counts[name] = counts.get(name, 0) + 1
    if not counts:
        return None
    spaced = {n.replace("-", " ") for n in counts}  # "Kingston-Dwight" is "Kingston Dwight"
    totals = {n: sum(c for m, c in counts.items() if m.replace("-", " ") == n) for n in spaced}
    return max(sorted(spaced), key=lambda n: (totals[n], " " in n))


# a signature's line that is a name: capitalised words and the small words names join them with
_SIGNED_NAME = re.compile(r"[A-Z][\w.'’&-]*(?: (?:of|and|for|the|at|de|&|[A-Z][\w.'’&-]*)){0,7}")


def company_of_signature(text: str) -> str | None:
    """The institution the posting's closing signature names ("Jo Doe / Department of Biology
    / Globex University / Springfield, ST 12345"): the last of its final lines that is a name
    with a word that makes it an organisation (university, institute, hospital, company ...),
    else None. A line of prose ("Apply through the University's portal") is no signature's."""
    lines = [line.strip(" \t*_") for line in text.split("\n") if line.strip(" \t*_")]
    for line in reversed(lines[-12:]):
        for part in (p.strip() for p in line.split(",")):
            if _SIGNED_NAME.fullmatch(part) and has_strong_org_word(part):
                return part
    return None


# a webmail address whose user is the organisation: "infoglobex@gmail.com",
# "globex.jobs@yahoo.com" (a small NGO's or a shop's only mailbox)
_WEBMAIL_USER = re.compile(
    r"(?<![\w.+-])(?P<user>[a-z0-9._-]{3,40})@(?P<domain>[a-z0-9-]+)\.", re.I
)
_ROLE_BOX = re.compile(
    r"^(?:info|jobs?|careers?|hr|contact|admin|office|hello|recruit\w*?|mail)[._-]?|"
    r"[._-]?(?:info|jobs?|careers?|hr|office|\d+)$",
    re.I,
)


def company_of_webmail_user(text: str) -> str | None:
    """The organisation a webmail address's user names, when the prose writes that name as
    a word of its own ("help Globex to reach ..." and infoglobex@gmail.com → "Globex"); None
    when no word of the prose spells it (a person's "jane.doe@gmail.com")."""
    prose = re.sub(r"\S*@\S*", " ", text)
    for match in _WEBMAIL_USER.finditer(text):
        if match["domain"].lower() not in _NOT_EMPLOYERS:
            continue
        user = _ROLE_BOX.sub("", match["user"].lower())
        if len(user) < 4 or not user.isalnum():
            continue
        for word in re.findall(r"(?<![\w@.])[A-Z][\w&-]{3,}", prose):
            if word.lower() == user:
                return str(word)
    return None
