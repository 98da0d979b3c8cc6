"""A profile laid out as a CV: sections of items, each field a located piece of text.

Every renderer (Typst PDF, DOCX, HTML) reads this one layout, so the three documents show
the same words in the same order. Every text of the profile appears exactly once, as the
user wrote it; only light Markdown (`**bold**`, `` `code` ``, `[text](url)`) is read as
formatting. Each field keeps its profile path, so the UI can mark findings in place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvcoach.model.profile import Entry, Profile, Text

SECTION_NAMES = {
    "work": "Experience",
    "volunteer": "Volunteering",
    "education": "Education",
    "awards": "Awards",
    "certificates": "Certificates",
    "publications": "Publications",
    "skills": "Skills",
    "languages": "Languages",
    "interests": "Interests",
    "references": "References",
    "projects": "Projects",
    "other": "Other",
}
_INLINE = re.compile(
    r"\*\*(?P<bold>.+?)\*\*|__(?P<bold2>.+?)__|`(?P<code>[^`]+)`"
    r"|\[(?P<label>[^\]]+)\]\((?P<url>[^)\s]*)\)"
)
_LINKABLE = re.compile(r"^(?:https?://|mailto:)\S+$", re.I)


@dataclass(frozen=True)
class Run:
    """A stretch of text with one style; `url` only for http(s) and mailto links."""

    text: str
    bold: bool = False
    code: bool = False
    url: str | None = None


@dataclass(frozen=True)
class Field:
    """One text of the profile as shown: its value and its path in the user's file."""

    text: str
    path: str

    def runs(self) -> list[Run]:
        return inline_runs(self.text)


@dataclass
class Item:
    """An entry: heading (position, organisation), dates, details, prose and tags."""

    heading: list[Field] = field(default_factory=list)
    dates: list[Field] = field(default_factory=list)
    details: list[Field] = field(default_factory=list)
    summary: Field | None = None
    bullets: list[Field] = field(default_factory=list)
    tags: list[Field] = field(default_factory=list)
    path: str = ""


@dataclass
class Section:
    title: str
    kind: str
    items: list[Item] = field(default_factory=list)


@dataclass
class CvLayout:
    """The whole CV: name, label and contacts on top, the summary, then the sections."""

    name: Field | None
    label: Field | None
    contacts: list[Field]
    summary: Field | None
    sections: list[Section]

    def fields(self) -> list[Field]:
        """Every field in reading order (what a renderer must show)."""
        out = [f for f in (self.name, self.label) if f] + self.contacts
        out += [self.summary] if self.summary else []
        for section in self.sections:
            for item in section.items:
                out += item.heading + item.dates + item.details
                out += [item.summary] if item.summary else []
                out += item.bullets + item.tags
        return out


def inline_runs(text: str) -> list[Run]:
    """Light Markdown read as styled runs; everything else is literal text."""
    runs: list[Run] = []
    pos = 0
    for m in _INLINE.finditer(text):
        if m.start() > pos:
            runs.append(Run(text[pos : m.start()]))
        if m.group("label") is not None:
            url = m.group("url")
            runs.append(Run(m.group("label"), url=url if _LINKABLE.match(url) else None))
        elif m.group("code") is not None:
            runs.append(Run(m.group("code"), code=True))
        else:
            runs.append(Run(m.group("bold") or m.group("bold2") or "", bold=True))
        pos = m.end()
    if pos < len(text):
        runs.append(Run(text[pos:]))
    return runs


def plain(text: str) -> str:
    """The text a reader sees: Markdown formatting removed."""
    return "".join(r.text for r in inline_runs(text))


def _field(text: Text | None) -> list[Field]:
    return [Field(text.value, text.path)] if text and text.value.strip() else []


def _one(text: Text | None) -> Field | None:
    fields = _field(text)
    return fields[0] if fields else None


def section_title(entry: Entry) -> str:
    """The user's own section name when it is one ('Honors'), else a plain English one."""
    own = entry.title.strip()
    if not own or own.lower() == entry.section or own.lower() in ("work", "basics"):
        return SECTION_NAMES.get(entry.section, entry.section.title())
    if own.islower():
        own = own.replace("_", " ")
        return own[:1].upper() + own[1:]
    return own


def _item(entry: Entry) -> Item:
    primary, secondary = (entry.position, entry.organisation)
    if entry.section == "education":
        primary, secondary = entry.organisation, entry.position
    dates = _field(entry.start) + _field(entry.end) + _field(entry.date)
    return Item(
        heading=_field(primary) + _field(secondary),
        dates=dates,
        details=_field(entry.area)
        + _field(entry.location)
        + [_f for t in entry.other for _f in _field(t)],
        summary=_one(entry.summary),
        bullets=[f for t in entry.highlights for f in _field(t)],
        tags=[f for t in entry.keywords for f in _field(t)],
        path=entry.path,
    )


# A list item's or the location's fields ("basics.profiles[0].network", "basics.location.city")
_ITEM_KEY = re.compile(r"^(?P<item>.*(?:\[\d+\]|\.location))\.(?P<key>\w+)$")
_KEY_ORDER = {
    key: i
    for i, key in enumerate(
        ("network", "username", "url", "address", "city", "region", "postalCode", "countryCode")
    )
}


def _grouped(texts: list[Text]) -> list[Field]:
    """Contact texts, those of one list item or of the location as one field: a profile's
    network, user name and address read "LinkedIn: ada (https://linkedin.com/in/ada)", where
    apart they gave "LinkedIn · ada · GitHub · ada" and no reader could pair them; a
    location reads "2712 Broadway St, San Francisco, California, CA 94115, US"."""
    items: dict[str, list[tuple[str, Text]]] = {}
    fields: list[Field | str] = []
    for text in texts:
        if not text.value.strip():
            continue
        found = _ITEM_KEY.match(text.path)
        if found is None:
            fields.append(Field(text.value, text.path))
            continue
        if found["item"] not in items:
            items[found["item"]] = []
            fields.append(found["item"])
        items[found["item"]].append((found["key"], text))
    out: list[Field] = []
    for f in fields:
        if isinstance(f, Field):
            out.append(f)
            continue
        parts = sorted(items[f], key=lambda kt: _KEY_ORDER.get(kt[0], len(_KEY_ORDER)))
        values = {key: t.value.strip() for key, t in parts}
        rest = [t.value.strip() for key, t in parts if key not in ("network", "url")]
        joined = ", ".join(rest) if f.endswith(".location") else " ".join(rest)
        shown = ": ".join(x for x in (values.get("network"), joined) if x)
        if "url" in values:
            shown = f"{shown} ({values['url']})" if shown else values["url"]
        out.append(Field(shown, f))
    return out


def layout(profile: Profile) -> CvLayout:
    """The profile as a CV layout, sections in the order the user's file has them."""
    b = profile.basics
    contacts = [f for t in (b.email, b.phone, b.url, b.location) for f in _field(t)]
    contacts += _grouped(b.other)
    sections: dict[str, Section] = {}
    for entry in profile.entries:
        title = section_title(entry)
        key = f"{entry.section}:{title}"
        if key not in sections:
            sections[key] = Section(title=title, kind=entry.section)
        sections[key].items.append(_item(entry))
    return CvLayout(
        name=_one(b.name),
        label=_one(b.label),
        contacts=contacts,
        summary=_one(b.summary),
        sections=list(sections.values()),
    )
