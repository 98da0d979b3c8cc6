"""A page's own statement of its job posting: schema.org `JobPosting` data (`page_posting`).

Careers pages and job boards very often carry the posting as structured data for search
engines: a `<script type="application/ld+json">` block whose object (alone, in a list, or in
an `@graph` array) has `"@type": "JobPosting"`, or the same written into the markup as
microdata or RDFa (`posting_microdata`). The properties read are those of schema.org's
definition (https://schema.org/JobPosting): `title`; `hiringOrganization` (an Organization's
`name`, or a reference by `@id` to an Organization node of the page); `jobLocation` (a Place's
PostalAddress: `addressLocality`, `addressRegion`, `addressCountry`) and `jobLocationType`
`TELECOMMUTE`; `description` (HTML); `qualifications`, `responsibilities`, `skills`,
`educationRequirements` (text, or an EducationalOccupationalCredential's
`credentialCategory`) and `experienceRequirements` (text, or an
OccupationalExperienceRequirements' `monthsOfExperience`).

Structured data is data. A block that `json` rejects (HTML entities, trailing commas, a
template's placeholders) is ignored whole and the page is read as before; a line break typed
inside a string (a description written over several lines) is read as the text it is. HTML
in a value is returned as HTML, for the posting's own converter to turn into text; nothing
is rendered, fetched or run. A title or employer that addresses a model
(`role_text.addresses_a_model`) is no title or employer; text addressed to a model inside the
description is a line of the posting and meets the same guard as every posting line.

Which posting is the page's: the only one (the same posting given twice, as JSON-LD and as
microdata, is one), else the one whose title the page's main heading (`<h1>`) names; a page
that lists several postings and heads none ("related jobs", a board's list) states none.
An `Organization` node that is no posting's `hiringOrganization` names the site's publisher
(a job board, an agency's site), not the employer, and is not read.
"""

from __future__ import annotations

import html as html_module
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

from cvcoach.inputs.posting_microdata import local_name, markup_items
from cvcoach.inputs.role import ASCII_LOWER
from cvcoach.inputs.role_text import addresses_a_model

_LD_TYPE = re.compile(r"\btype\s*=\s*[\"']?application/ld\+json\b", re.I)
_WRAPPER = re.compile(r"^\s*(?://\s*)?(?:<!--|<!\[CDATA\[)|(?://\s*)?(?:-->|\]\]>)\s*$")
_MAX_BLOCK = 2_000_000  # characters: a block larger than any posting is no posting's
_MAX_DEPTH = 24
_TAG = re.compile(r"<[^>]+>")

# the text properties that say what the job asks and involves, with the heading each is
# given when the page's body is read from them (`posting_html`)
TEXT_PROPERTIES = (
    ("responsibilities", "Responsibilities"),
    ("qualifications", "Qualifications"),
    ("educationRequirements", "Education requirements"),
    ("experienceRequirements", "Experience requirements"),
    ("skills", "Skills"),
)


@dataclass(frozen=True)
class SchemaPosting:
    """The page's JobPosting: its header values and its texts (HTML or plain text)."""

    title: str | None
    company: str | None
    location: str | None
    description: str | None
    sections: tuple[tuple[str, str], ...]  # (heading, text) of the other text properties


def _is_type(node: dict[str, object], kind: str) -> bool:
    types = node.get("@type")
    listed = types if isinstance(types, list) else [types]
    return any(isinstance(t, str) and local_name(t) == kind for t in listed)


def element_spans(html: str, name: str) -> Iterator[tuple[int, int, int, int]]:
    """Each `<name ...>...</name>` element of a page as (start, content start, content end,
    end), in order. Linear in the page: each opening's end and closing tag is looked for
    once, and an element left open (or a tag never closed) ends the search, where a
    non-greedy pattern would scan to the page's end again from every opening."""
    low = html.translate(ASCII_LOWER)
    opening, closing = f"<{name}", f"</{name}"
    pos = 0
    while (at := low.find(opening, pos)) >= 0:
        after = at + len(opening)
        if after < len(low) and (low[after].isalnum() or low[after] == "_"):
            pos = after  # "<scripts>", "<h1x>": another element's name
            continue
        head_end = low.find(">", after)
        close = low.find(closing, head_end + 1) if head_end >= 0 else -1
        if close < 0:
            return
        end = low.find(">", close)
        end = len(html) if end < 0 else end + 1
        yield at, head_end + 1, close, end
        pos = end


def ld_json_spans(html: str) -> list[tuple[int, int, int, int]]:
    """The page's `<script type="application/ld+json">` elements (`element_spans`)."""
    return [s for s in element_spans(html, "script") if _LD_TYPE.search(html, s[0], s[1])]


def _blocks(html: str) -> list[object]:
    """The parsed JSON-LD blocks of a page; a block `json` rejects is left out."""
    out: list[object] = []
    for _, start, end, _ in ld_json_spans(html):
        raw = _WRAPPER.sub("", html[start:end].strip())
        if not raw or len(raw) > _MAX_BLOCK:
            continue
        try:
            out.append(json.loads(raw, strict=False))  # a line break inside a string
        except (ValueError, RecursionError):
            continue  # not JSON as written: ignored, the page is read without it
    return out


def _walk(node: object, postings: list[dict[str, object]], ids: dict[str, dict[str, object]],
          depth: int = 0, collect: bool = True) -> None:  # fmt: skip
    """Collect the JobPosting objects under `node` (not inside another posting) and index
    every node that carries an `@id` and more, for references to it."""
    if depth > _MAX_DEPTH:
        return
    if isinstance(node, list):
        for item in node:
            _walk(item, postings, ids, depth + 1, collect)
        return
    if not isinstance(node, dict):
        return
    key = node.get("@id")
    if isinstance(key, str) and len(node) > 1:
        ids.setdefault(key, node)
    posting = collect and _is_type(node, "JobPosting")
    if posting:
        postings.append(node)
    for value in node.values():
        _walk(value, postings, ids, depth + 1, collect and not posting)


def _plain(value: object, limit: int = 200) -> str | None:
    """A short text value as plain text: entities undone, tags and spare spaces dropped."""
    if isinstance(value, list):
        value = next((v for v in value if isinstance(v, str) and v.strip()), None)
    if not isinstance(value, str):
        return None
    text = " ".join(_TAG.sub(" ", html_module.unescape(value)).split())
    if not text or len(text) > limit or re.match(r"https?://", text):
        return None
    return None if addresses_a_model(text) else text


def _resolve(node: object, ids: dict[str, dict[str, object]]) -> object:
    if isinstance(node, dict) and set(node) <= {"@id", "@type"}:
        return ids.get(str(node.get("@id")), node)
    return node


def _company(posting: dict[str, object], ids: dict[str, dict[str, object]]) -> str | None:
    org = posting.get("hiringOrganization")
    for item in org if isinstance(org, list) else [org]:
        item = _resolve(item, ids)
        name = _plain(item.get("name") if isinstance(item, dict) else item)
        if name:
            return name
    return None


def _address(place: object) -> str | None:
    if not isinstance(place, dict):
        return _plain(place)
    address = place.get("address")
    if isinstance(address, list):
        address = address[0] if address else None
    if isinstance(address, dict):
        for key in ("addressLocality", "addressRegion", "addressCountry"):
            value = address.get(key)
            value = value.get("name") if isinstance(value, dict) else value
            if _plain(value):
                return _plain(value)
        return None
    return _plain(address) or _plain(place.get("name"))


def _location(posting: dict[str, object], ids: dict[str, dict[str, object]]) -> str | None:
    places = posting.get("jobLocation")
    for place in places if isinstance(places, list) else [places]:
        found = _address(_resolve(place, ids)) if place is not None else None
        if found:
            return found
    kinds = posting.get("jobLocationType")
    remote = kinds if isinstance(kinds, list) else [kinds]
    return "Remote" if any(str(k).upper() == "TELECOMMUTE" for k in remote) else None


def _months(value: object) -> str | None:
    """`monthsOfExperience` as the words a posting uses: 36 -> "3 years of experience"."""
    try:
        months = float(str(value))
    except ValueError:
        return None
    if months <= 0:
        return None
    if months % 12 == 0:
        years = int(months // 12)
        return f"{years} year{'s' if years > 1 else ''} of experience"
    return f"{months:g} months of experience"


def _text(value: object) -> list[str]:
    """A text property's values as texts: a string, a list of them, or a thing's words (a
    credential's category, an experience requirement's months, a term's name)."""
    if isinstance(value, str):
        return [value] if value.strip() else []
    if isinstance(value, list):
        return [text for item in value for text in _text(item)]
    if not isinstance(value, dict):
        return []
    out = []
    category = value.get("credentialCategory")
    category = category.get("name") if isinstance(category, dict) else category
    if isinstance(category, str) and category.strip():
        out.append(category.strip()[:1].upper() + category.strip()[1:])
    months = _months(value.get("monthsOfExperience")) if "monthsOfExperience" in value else None
    out += [months] if months else []
    for key in ("description", "name"):
        if isinstance(value.get(key), str) and value[key].strip():
            out.append(str(value[key]))
            break
    return out


def _as_html(texts: list[str]) -> str:
    """Texts as HTML for the posting's converter: one text as it is (HTML, or plain lines as
    paragraphs), several as a list."""
    if len(texts) == 1:
        text = texts[0]
        if "<" not in text and "&lt;" in text:
            text = html_module.unescape(text)  # HTML written escaped ("&lt;p&gt;...")
        if "<" not in text:
            text = "".join(f"<p>{html_module.escape(line)}</p>" for line in text.split("\n"))
        return text
    return "<ul>" + "".join(f"<li>{html_module.escape(t)}</li>" for t in texts) + "</ul>"


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", _TAG.sub(" ", html_module.unescape(text)).casefold()))


def _heads(title: str | None, heading: str | None) -> bool:
    """True when the page's main heading names this title ("Data Engineer" under
    "Data Engineer - Initech")."""
    if not title or not heading:
        return False
    a, b = _words(title), _words(heading)
    return bool(a) and (a == b or f" {a} " in f" {b} ")


def _main(postings: list[dict[str, object]], heading: str | None) -> dict[str, object] | None:
    titles = {_words(str(_plain(p.get("title")) or "")) for p in postings}
    if len(postings) == 1 or len(titles) == 1:
        return postings[0]
    headed = [p for p in postings if _heads(_plain(p.get("title")), heading)]
    return headed[0] if headed else None


def page_posting(html: str) -> SchemaPosting | None:
    """The page's own JobPosting, or None when it states none (see the module doc)."""
    if "jobposting" not in html.casefold():
        return None
    postings: list[dict[str, object]] = []
    ids: dict[str, dict[str, object]] = {}
    for block in _blocks(html):
        _walk(block, postings, ids)
    for item in markup_items(html):
        _walk(item, postings, ids)
    h1 = next(element_spans(html, "h1"), None)
    heading = _TAG.sub(" ", html[h1[1] : h1[2]]) if h1 else None
    main = _main(postings, heading) if postings else None
    if main is None:
        return None
    description = _text(main.get("description"))
    sections = []
    for key, heading in TEXT_PROPERTIES:
        texts = _text(main.get(key))
        if texts:
            sections.append((heading, _as_html(texts)))
    return SchemaPosting(
        title=_plain(main.get("title")),
        company=_company(main, ids),
        location=_location(main, ids),
        description=_as_html(description) if description else None,
        sections=tuple(sections),
    )
