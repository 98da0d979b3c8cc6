"""A posting kept as a program's data object, read as the page it stands for (`object_posting`).

Sites and scrapers keep postings as JavaScript, TypeScript or JSON objects, not as pages:

    export const cook: IPosition = { title: "Cook", pay: '$13 hourly',
        requirements: ["Prior barista experience is preferred", ...], ... }
    { "jobTitle": "Admin Assistant", "location": {"city": "Springfield"},
      "details": "Requirements\\n\\nMatric\\n2-3 years of ..." }
    { title: 'Caretaker - Initech School', job_description: '<p>We are looking ...</p>' }

Read as text, the keys, quotes and escapes are noise and the title is nowhere a heading. The
object's own keys say what each value is, so its string values are laid out as the page they
stand for: the title, company and location keys as front matter, prose and HTML values as
paragraphs, lists of strings under a heading named by their key ("requirements" →
`## Requirements`), pay as a benefits line. Keys naming nothing a posting holds (links, ids,
dates, a feed's plain-text copy of the description) are left out. Only text that is an object
literal from its first line (an object, an array, a module) with a title key and a description
or list key is read so; a page, a Markdown file, a front matter or a page's JSON-LD script
never is. A module whose one statement exports a template literal of Markdown ("export const
roles = `# Data Engineer ...`") is that Markdown.
"""

from __future__ import annotations

import html
import json
import re

_STRING = r"""(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)"""
# a key and its value: a string or an array of strings
_PAIR = re.compile(
    rf"""(?P<key>[A-Za-z_$][\w$]*|"[\w$ -]+"|'[\w$ -]+')\s*:\s*"""
    rf"(?P<value>{_STRING}(?:\s*\+\s*{_STRING})*|\[\s*(?:{_STRING}\s*,?\s*)*\])",
)
# a place kept as an object of its parts: "location": {"city": "Springfield", "region": ...}
_PLACE_OBJECT = re.compile(r"""["']?(?:location|jobLocation|job_location)["']?\s*:\s*\{[^{}]*\}""")
_STRINGS = re.compile(_STRING)
# the object holds a posting: a title key opening an object or following a comma
_TITLE_KEY = re.compile(
    r"""[{,]\s*["']?(?:title|jobTitle|job_title|positionTitle|position_title)["']?\s*:\s*["'`]"""
)

# the text is code from its first line: an object, an array, or a module's first statement
_CODE_START = re.compile(r"\A\s*(?:[{\[]|(?:import|export|const|let|var|module\.exports)\b|//|/\*)")
_TITLE = {"title", "jobtitle", "job_title", "positiontitle", "position_title"}
_COMPANY = {"company", "companyname", "company_name", "employer", "hiringorganization"}
_PLACE = {"location", "joblocation", "job_location", "city"}
_PROSE = {
    "description", "shortdescription", "short_description", "fulldescription",
    "full_description", "details", "job_description", "jobdescription", "summary",
    "overview", "about", "intro", "closing",
}  # fmt: skip
# an address to apply to: kept as a how-to-apply line, where a hiring mailbox names the employer
_MAIL = {"mail_to", "mailto", "email", "apply_email", "application_email", "contact_email"}
_PAY = {"pay", "salary", "salary_range", "salaryrange", "compensation", "wage"}
_LISTS = {
    "requirements": "Requirements",
    "qualifications": "Qualifications",
    "responsibilities": "Responsibilities",
    "duties": "Duties",
    "nicetohave": "Nice to have",
    "nice_to_have": "Nice to have",
    "benefits": "Benefits",
    "perks": "Benefits",
}
_ESCAPES = {"n": "\n", "t": " ", "r": "", "b": "", "f": ""}


def _unquote(literal: str) -> str:
    """A string literal's text, its escapes undone ("\\n" a line break, "\\u00e9" é)."""
    body = literal[1:-1]
    if literal[0] == '"':
        try:
            return str(json.loads(literal))
        except ValueError:
            pass

    def undo(match: re.Match[str]) -> str:
        char = match.group(1)
        if char.startswith("u"):
            return chr(int(char[1:], 16))
        return _ESCAPES.get(char, char)

    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)", undo, body, flags=re.S)


def _text(value: str) -> str:
    """A value's text: HTML read as a page's text, a plain string as it is."""
    if re.search(r"<(?:p|br|ul|ol|li|div|h[1-6]|strong|b)\b", value, re.I):
        from cvcoach.inputs.posting_html import html_to_text  # html.parser: only for HTML

        return html_to_text(value)
    return html.unescape(value).strip()


# a module whose one statement exports a template literal: the page is the string
# ("export const cook = `# Cook ## Requirements ...`")
_STRING_MODULE = re.compile(
    r"\A\s*(?:export\s+)?(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*"
    r"`(?P<text>(?:[^`\\]|\\.)*)`\s*;?\s*\Z",
    re.S,
)


def _string_module(text: str) -> str | None:
    """The Markdown a module keeps as its one exported string, escapes undone and the source's
    indentation gone; None when the text is no such module or the string holds no heading."""
    found = _STRING_MODULE.match(text)
    if found is None:
        return None
    page = _unquote(f"`{found['text']}`")
    lines = [line.strip() for line in page.split("\n")]
    if not any(line.startswith("#") for line in lines):
        return None
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"


def object_posting(text: str) -> str | None:
    """The page a posting kept as a program's object stands for (front matter, paragraphs,
    headed lists), or None when the text is no such object (see the module doc)."""
    title_key = _TITLE_KEY.search(text) if _CODE_START.match(text) else None
    if title_key is None:
        return _string_module(text) if _CODE_START.match(text) else None
    fields: dict[str, str] = {}
    body: list[str] = []
    read_body = False
    place = _PLACE_OBJECT.search(text, title_key.start())
    if place is not None:
        inner = place.group().split("{", 1)[1]
        parts = [_unquote(pair.group("value")).strip(" ,") for pair in _PAIR.finditer(inner)]
        fields["location"] = ", ".join(part for part in parts if part)
    first_key = ""
    for pair in _PAIR.finditer(text, title_key.start()):
        if place is not None and place.start() <= pair.start() < place.end():
            continue
        key = pair.group("key").strip("\"'").lower()
        if key == first_key:
            break  # the next posting of a list of them
        first_key = first_key or key
        value = pair.group("value")
        strings = [_unquote(s) for s in _STRINGS.findall(value)]
        if not strings:
            continue
        if value[0] != "[":  # one string, or one written as a sum of pieces ("<p>" + "...")
            strings = ["".join(strings)]
        if key in _TITLE | _COMPANY | _PLACE:
            kind = "title" if key in _TITLE else "company" if key in _COMPANY else "location"
            joined = ", ".join(s.strip(" ,") for s in strings if s.strip(" ,"))
            if kind not in fields and joined:
                fields[kind] = joined
        elif key in _PROSE and value[0] != "[":
            body += [_text(strings[0]), ""]
            read_body = True
        elif key in _MAIL:
            body += [f"Apply by e-mail to {html.unescape(strings[0]).strip()}", ""]
        elif key in _PAY:
            body += [f"Pay: {html.unescape(strings[0]).strip()}", ""]
        elif key in _LISTS and value[0] == "[":
            items = [f"- {html.unescape(s).strip()}" for s in strings]
            body += [f"## {_LISTS[key]}", "", *items, ""]
            read_body = True
    if "title" not in fields or not read_body:
        return None
    matter = ["---", *(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in fields.items())]
    return "\n".join([*matter, "---", "", *body]).rstrip() + "\n"
