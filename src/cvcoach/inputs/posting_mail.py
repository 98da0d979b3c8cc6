"""A posting saved as the e-mail it came in: its headers, MIME parts and encodings undone.

Recruiters and mailing lists send postings by e-mail, and a saved message keeps its RFC 822
headers (`Received:`, `Return-Path:`, `Subject:` ...), its MIME boundaries and its transfer
encoding (quoted-printable breaks a long line with "=" and writes "é" as "=E9"). Read as text,
the first header becomes the title and words come apart ("availa=" / "ble"). A text that
opens with a block of mail headers naming a subject and a sender or a route is read with the
standard library's parser instead: its plain-text part (else its HTML part, tags and all, for
the HTML reader) decoded, under the subject as a heading. The subject keeps the role and
loses what mail subjects add to it: a label before a colon ("Req :", "Urgent Requirement
for"), and the place and terms after a comma or dash ("Oracle Developer, Langhorne, PA- 6-12
mths" → Oracle Developer) when what is left names a role. The sender's organisation is the
company where a short line of the body (its signature) spells the sender's domain ("Initech
Inc." from jo@initech.com, "GLOBEX, INC" from globexinc.net): a recruiter's agency posts
for a client it does not name.
"""

from __future__ import annotations

import email
import re
from email import policy
from email.message import EmailMessage

from cvcoach.inputs.posting_words import names_a_role

# a header line ("Received: from ...") or its folded continuation (a line that starts blank)
_HEADER = re.compile(r"^[A-Za-z][A-Za-z0-9-]{1,40}:(?:\s|$)|^[ \t]+\S")
_NEEDED = {"subject"}
_ROUTE = {"from", "received", "return-path", "message-id", "to", "date", "mime-version"}
# a mailing list's tags opening a subject: "[Jobs]", "[ANN] [Globex-users]"
_TAGS = re.compile(r"^(?:\[[^\]\n]{1,20}\]\s*)+(?=\S)")
# a request label: "Req :", "Urgent Requirement for", "Hiring:", "We're hiring -"
_LABEL = re.compile(
    r"^(?:(?:urgent|immediate|new|hot)\s+)*"
    r"(?:(?:req(?:uirement)?s?|position|opening|job|role)(?:\s+(?:for|of))?\s*[:\-–]?|"
    r"(?:we(?:['’]re| are) |now )?hiring\s*[:\-–])\s+",
    re.I,
)
# what follows the role: terms, a place, the company ("Payroll Officer at Initech")
_TAIL = re.compile(r"\s*(?:,|\s[-–—]\s?|\s\|\s|\s\(|-\s|\s(?:at|@)\s)")


def _header_names(text: str) -> set[str] | None:
    """The header names of a text's opening block, None when it does not open with one."""
    names: set[str] = set()
    for line in text.split("\n"):
        if not line.strip():
            break
        if not _HEADER.match(line):
            return None
        if not line[:1].isspace():
            names.add(line.split(":", 1)[0].lower())
    return names


def is_mail(text: str) -> bool:
    """True for a text that opens with mail headers naming a subject and a sender or route."""
    names = _header_names(text.lstrip("\n"))
    return bool(names and names >= _NEEDED and names & _ROUTE and len(names) >= 3)


def subject_role(subject: str) -> str:
    """The role a mail subject names, without a list's tags, a request label and the place,
    terms or company after it; the subject as it is (tags cut) when no shorter part names a
    role."""
    subject = _TAGS.sub("", " ".join(subject.split()))
    bare = _LABEL.sub("", subject) if names_a_role(_LABEL.sub("", subject)) else subject
    cut = _TAIL.search(bare)
    if cut and names_a_role(bare[: cut.start()]):
        bare = bare[: cut.start()]
    words = bare.split()
    # "C++ Unix Developer Norcross GA": the words after the last role noun name a place
    last = max((i for i, w in enumerate(words) if names_a_role(w)), default=len(words) - 1)
    if last < len(words) - 1 and all(w[:1].isupper() for w in words[last + 1 :]):
        bare = " ".join(words[: last + 1])
    return bare.strip(" -–—:;,")


_SIGNATURE_WORDS = 5
_LEGAL_TAIL = re.compile(r",?\s+(?:inc|llc|ltd|limited|corp|co|gmbh|plc)\.?$", re.I)


def sender_organisation(sender: str, body: str) -> str | None:
    """The organisation a short line of the body names whose letters spell the sender's
    mail domain (its first label), without a legal form; None when no line does."""
    domain = re.search(r"@([A-Za-z0-9-]+)\.", sender)
    if domain is None:
        return None
    wanted = re.sub(r"[^a-z0-9]", "", domain.group(1).lower())
    for line in body.split("\n"):
        line = line.strip()
        if not line or len(line.split()) > _SIGNATURE_WORDS or "@" in line:
            continue
        bare = _LEGAL_TAIL.sub("", line)
        for candidate in (line, bare):
            if re.sub(r"[^a-z0-9]", "", candidate.lower()) == wanted and bare[:1].isupper():
                return bare.strip(" ,")
    return None


def mail_text(text: str) -> str | None:
    """The posting an e-mail holds, as text under its subject; None for a text that is no
    e-mail (`is_mail`). A plain-text part is decoded from its transfer encoding; a message
    with only an HTML part gives that HTML."""
    if not is_mail(text):
        return None
    message = email.message_from_string(text.lstrip("\n"), policy=policy.default)
    if not isinstance(message, EmailMessage):
        return None
    part = message.get_body(preferencelist=("plain", "html"))
    try:
        body = part.get_content() if part is not None else ""
    except (LookupError, ValueError):  # an unknown charset or a broken encoding
        body = ""
    if not isinstance(body, str):
        body = ""
    subject = str(message.get("subject") or "").strip()
    body = body.replace("\r\n", "\n")
    head = f"# {subject_role(subject)}\n\n" if subject else ""
    sender = sender_organisation(str(message.get("from") or ""), body)
    head += f"Company: {sender}\n\n" if sender else ""
    return head + body
