"""Markdown and plain-text job descriptions, sorted into a `Role` by `role_from_text`.

The text is read line by line. Headings ("## Requirements", "**Nice to have**", "WHAT YOU'LL
DO", "Requirements:") choose the list the lines below them go to (responsibilities,
qualifications, nice-to-have, or a section such as benefits that is left out); "Key: value"
lines give the title, company, location and skills; a first heading or short first line is
the title ("Engineer at Acme" also names the company), and prose such as "About Acme" can
name the company too. The text itself is kept verbatim in `Role.text`.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import BULLET
from cvcoach.language.sentences import split_prose
from cvcoach.model.role import Role

MAX_HEADING = 200  # longer lines are never headings or titles

_MD_HEADING = re.compile(r"^#{1,6}\s+(.*)$")
_BOLD_LINE = re.compile(r"^(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?$")
_RULE = re.compile(r"^[=\-*_\s]{3,}$")
_META = re.compile(r"^([A-Za-z][A-Za-z /'-]{0,28}?)\s*:\s*(\S.*)$")
_AT_COMPANY = re.compile(
    r"^(?P<title>.+?)\s+(?:at|@)\s+(?P<company>[A-Z0-9][^,;:()]*?)"
    r"\s*(?:\((?P<note>[^()]*)\))?$"
)
_NOT_TITLES = frozenset(
    (
        "job description",
        "job posting",
        "job ad",
        "careers",
        "we're hiring",
        "we are hiring",
        "hiring",
        "overview",
        "summary",
        "position overview",
        "role overview",
        "the opportunity",
    )
)
_META_KEYS = {
    "title": "title",
    "job title": "title",
    "role": "title",
    "position": "title",
    "job": "title",
    "company": "company",
    "employer": "company",
    "organization": "company",
    "organisation": "company",
    "company name": "company",
    "location": "location",
    "office": "location",
    "based in": "location",
    "city": "location",
    "skills": "skills",
    "tech stack": "skills",
    "stack": "skills",
    "technologies": "skills",
    "tools": "skills",
    "keywords": "skills",
}
_OTHER_META = (
    "salary",
    "compensation",
    "pay",
    "type",
    "employment type",
    "employment",
    "job type",
    "remote",
    "work mode",
    "workplace",
    "date",
    "posted",
    "start date",
    "deadline",
    "apply",
    "contact",
    "email",
    "reference",
    "ref",
    "level",
    "seniority",
    "department",
    "reports to",
    "visa",
    "travel",
    "hours",
    "contract",
    "duration",
    "start",
)
_SECTIONS = (
    ("nice", r"nice|bonus|preferred|desirable|\bplus\b|good to have|extra credit|optional"),
    (
        "skip",
        r"benefit|perks|we offer|offer you|compensation|salary|\bpay\b|equal opportunit|"
        r"apply|interview|hiring process|^location|why join|why us|why work",
    ),
    (
        "qual",
        r"^about you$|requirement|qualif|must|what you(?:'ll| will)? (?:bring|need)|"
        r"looking for|who you are|you have|you bring|your (?:background|profile|skills|"
        r"experience)|^skills|^experience|^profile",
    ),
    (
        "resp",
        r"responsib|what you(?:'ll| will) (?:do|be doing|work on)|"
        r"your (?:role|mission|impact)|duties|day[- ]to[- ]day|you will|in this role|tasks|"
        r"the job",
    ),
)


def _clean_inline(text: str) -> str:
    """Markdown inline syntax removed: links keep their text, emphasis and code marks go."""
    # (character classes exclude their own openers so that a long line stays linear)
    text = re.sub(r"!?\[([^\[\]]*)\]\([^()]*\)", r"\1", text)
    text = re.sub(r"<[^<>]+>", " ", text)
    text = text.replace("**", "").replace("__", "").replace("`", "")
    text = re.sub(r"(?<![\w*])[*_](\S(?:[^*_]*\S)?)[*_](?![\w*])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def _section_kind(heading: str) -> str:
    """resp / qual / nice / skip / other for a section heading."""
    h = re.sub(r"[^\w' -]", " ", heading.lower().replace("’", "'")).strip()
    h = re.sub(r"\s+", " ", h)
    if h.startswith("about ") and h != "about you":
        return "other"
    for kind, pattern in _SECTIONS:
        if re.search(pattern, h):
            return kind
    return "other"


def _heading(line: str) -> tuple[str, bool] | None:
    """(heading text, is a Markdown `#` heading) when the line is a heading, else None."""
    if len(line) > MAX_HEADING:
        return None
    match = _MD_HEADING.match(line)
    if match:
        words = match.group(1).rstrip()
        closed = words.rstrip("#")  # an optional closing sequence: "## Requirements ##"
        if closed != words and (not closed or closed[-1].isspace()):
            words = closed
        return _clean_inline(words), True
    match = _BOLD_LINE.match(line)
    if match and ":" not in match.group(1):
        return _clean_inline(match.group(1)), False
    if BULLET.match(line):
        return None
    plain = _clean_inline(line)
    words = plain.rstrip(":").split()
    if plain.endswith(":") and 0 < len(words) <= 8 and ":" not in plain[:-1]:
        return plain[:-1].strip(), False
    letters = [c for c in plain if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(words) <= 6 and len(letters) >= 4:
        return plain, False
    if (
        len(words) <= 6
        and ":" not in plain
        and not plain.endswith((".", "!", "?"))
        and (
            _section_kind(plain) != "other"
            or (plain.lower().startswith("about ") and len(words) <= 4)
        )
    ):
        return plain, False
    return None


def _split_title(heading: str) -> tuple[str, str | None]:
    """A heading "Engineer at Acme" as (title, company) when the company part is clearly a name."""
    match = _AT_COMPANY.match(heading) if len(heading) <= MAX_HEADING else None
    if match:
        company = match.group("company").strip()
        words = company.split()
        if len(words) <= 5 and all(
            w[0].isupper() or w[0].isdigit() or w in {"&", "of", "and"} for w in words
        ):
            return match.group("title").strip(), company
    dashed = re.fullmatch(r"(?P<title>.+?)\s+(?:—|–|-|\|)\s+(?P<company>[^—–|]+)", heading)
    if dashed and len(heading) <= MAX_HEADING:  # "AI Compiler Engineer — Kestrel Silicon"
        company = dashed.group("company").strip()
        words = company.split()
        if 0 < len(words) <= 5 and all(w[0].isupper() or w in {"&", "of", "and"} for w in words):
            return dashed.group("title").strip(), company
    return heading, None


_NAME = r"([A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,3})"
_COMPANY_PROSE = (
    re.compile(rf"^\W*About {_NAME}\W*$", re.MULTILINE),
    re.compile(rf"\bAt {_NAME},? (?:we|our)\b"),
    re.compile(rf"\b{_NAME} is an? (?i:equal opportunity|EEO)"),
)


def _company_in_prose(text: str) -> str | None:
    """The company named by "About Acme", "At Acme, we ..." or "Acme is an equal opportunity..."."""
    for pattern in _COMPANY_PROSE:
        for match in pattern.finditer(text):
            name = match.group(1)
            if name.split()[0].lower() not in {"us", "you", "the", "this", "our", "we", "me"}:
                return name
    return None


class _RoleReader:
    """The state of one pass over a role's lines: what is found so far, and where we are."""

    def __init__(self) -> None:
        self.title: str | None = None
        self.title_from_meta = False
        self.company: str | None = None
        self.location: str | None = None
        self.lists: dict[str, list[str]] = {"resp": [], "qual": [], "nice": []}
        self.skills: list[str] = []
        self.description: list[str] = []
        self.section = "intro"
        self.seen_content = False
        self.current: list[str] | None = None  # the list whose last item a continuation extends

    def read_line(self, raw: str) -> None:
        """Sort one line: a break, a heading, a list item, a `Key: value`, a title or prose."""
        line = raw.strip()
        if not line or _RULE.match(line):
            self.current = None
            return
        heading = _heading(line)
        if heading is not None:
            self.heading(*heading)
            return
        bullet = BULLET.match(line)
        body = _clean_inline(line[bullet.end() :] if bullet else line)
        if not body:
            return
        if self.section in self.lists:
            self.list_item(body, continues=not bullet and raw[:1] in (" ", "\t"))
            return
        if self.meta(body):
            return
        if self.title is None and not self.seen_content and not bullet and _looks_like_title(body):
            # a plain-text role often opens with its title on a line of its own
            self.set_title(body)
            self.seen_content = True
            return
        self.seen_content = True
        if self.section != "skip":
            self.description.append(body)
        self.current = None

    def set_title(self, text: str) -> None:
        self.title, company = _split_title(text)
        self.company = self.company or company

    def heading(self, words: str, is_md: bool) -> None:
        """A first plain heading is the title; others choose the section the lines go to."""
        kind = _section_kind(words)
        generic = words.lower().startswith("about ") or words.lower() in _NOT_TITLES
        if (
            self.title is None
            and not self.seen_content
            and kind == "other"
            and words
            and not generic
        ):
            self.set_title(words)
        elif kind != "other" or is_md or generic or self.section not in self.lists:
            self.section = kind  # a lead-in such as "You should have:" keeps the current list
        self.seen_content = True
        self.current = None

    def list_item(self, body: str, *, continues: bool) -> None:
        """An item of the current list; an indented line goes on with the last item."""
        items = self.lists[self.section]
        if continues and self.current is items and items:
            items[-1] = f"{items[-1]} {body}"
        else:
            items.append(body)
            self.current = items
        self.seen_content = True

    def meta(self, body: str) -> bool:
        """Read a `Key: value` line; False when it is not one (or is a title line to read on)."""
        match = _META.match(body)
        key = match.group(1).strip().lower() if match else ""
        if not match or (key not in _META_KEYS and key not in _OTHER_META):
            return False
        value = match.group(2).strip()
        field = _META_KEYS.get(key, "other")
        if field == "title":
            if len(value.split()) > 12 or self.title_from_meta:
                return False
            self.set_title(value)
            self.title_from_meta = True
        elif field == "company":
            self.company = value
        elif field == "location":
            self.location = value
        elif field == "skills":
            parts = re.split(r"\s*[,;|]\s*|\s+and\s+", value)
            self.skills += [part.strip() for part in parts if part.strip()]
        return True


def _looks_like_title(body: str) -> bool:
    """A short line that does not end like a sentence or a lead-in, and is no generic heading."""
    return (
        len(body.split()) <= 8
        and not body.endswith((".", "!", "?", ":"))
        and body.lower() not in _NOT_TITLES
    )


def role_from_text(text: str, source: str | None = None) -> Role:
    """Sort a Markdown or plain-text job description into a Role; `text` is kept verbatim."""
    reader = _RoleReader()
    for raw in text.replace("\r\n", "\n").split("\n"):
        reader.read_line(raw)
    return Role(
        title=reader.title,
        company=reader.company or _company_in_prose(text),
        location=reader.location,
        description="\n".join(reader.description),
        responsibilities=_items_not_to_a_model(reader.lists["resp"]),
        qualifications=_items_not_to_a_model(reader.lists["qual"]),
        nice_to_have=_items_not_to_a_model(reader.lists["nice"]),
        skills=list(dict.fromkeys(reader.skills)),
        text=text.replace("\r\n", "\n"),
        source=source,
    )


# Text in a job description that speaks to a model rather than to a candidate: a prompt
# injection. It is data to warn about, never a requirement, a keyword or an instruction.
_AGENTS = (
    r"(?:ai|a\.i\.|llms?|gpts?|chatgpt|claude|gemini|copilot|(?:large )?language models?|"
    r"models?|assistants?|chat ?bots?|bots?|agents?|automated (?:tools?|systems?|screeners?|"
    r"reviewers?)|(?:ai|automated|resume|cv|ats) (?:tools?|systems?|screeners?|parsers?|"
    r"reviewers?|assistants?|models?|agents?))"
)
_TO_A_MODEL = re.compile(
    r"\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(?:previous|prior|above|"
    r"earlier|all|any|other|your|the)\b[^.!?\n]{0,20}\b(?:instructions?|prompts?|directions?|"
    r"rules|guidelines|context)\b"
    rf"|\b(?:note|message|instructions?|hint|attention|reminder)s? (?:to|for) (?:all |any )?"
    rf"{_AGENTS}\b"
    rf"|\bif you(?: are|'re| were) an? {_AGENTS}\b"
    rf"|\b(?:as|you are) an? (?:ai|llm|large language model|language model|ai assistant)\b"
    r"|\b(?:system prompt|new instructions|developer mode|jailbreak)\b",
    re.I,
)


def addresses_a_model(text: str) -> bool:
    """True for text that instructs a model ('Note to AI tools: ignore previous
    instructions…'), which no job requirement does."""
    return _TO_A_MODEL.search(text) is not None


def model_directed(text: str) -> list[str]:
    """The sentences of a role text that address a model, in order (for a warning)."""
    found: list[str] = []
    for line in text.replace("\r\n", "\n").split("\n"):
        found += [s.strip() for s in split_prose(line) if addresses_a_model(s)]
    return found


def without_model_directed(text: str) -> str:
    """The text with every sentence that addresses a model left out."""
    lines = []
    for line in text.replace("\r\n", "\n").split("\n"):
        if addresses_a_model(line):
            line = " ".join(s for s in split_prose(line) if not addresses_a_model(s))
        lines.append(line)
    return "\n".join(lines)


def _not_to_a_model(text: str) -> str:
    """`text` without its sentences that address a model (a sentence may span lines).
    They stay in `Role.text`, verbatim, for the warning."""
    if not addresses_a_model(text.replace("\n", " ")):
        return text
    return without_model_directed(text.replace("\n", " ")).strip()


def _items_not_to_a_model(items: list[str]) -> list[str]:
    return [kept for kept in (_not_to_a_model(item) for item in items) if kept]
