"""Headings into sections, the top of the document into `basics`, list sections into entries."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.heading_words import only_heading_words, section_of
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import ImportDraft, Imported, Unplaced
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import strip_emphasis
from cvcoach.inputs.documents.vocab import has_title_word, named_profile, profile_site

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")  # starts once per run
_PHONE = re.compile(r"(?:\(?\+\d{1,3}\)?[\s.-]?)?\(?\d{2,4}\)?[\s.-]?\d{3,4}(?:[\s.-]?\d{3,4})?")
_URL = re.compile(
    r"(?:https?://|www\.)[^\s<>|]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|"
    r"me|ai|wang|cn|edu|site|page|app|xyz|info)(?:\.[a-z]{2})?(?![\w-])"
    r"(?:/[^\s<>|]*)?\b"
)  # a country suffix stays: "x.com.pk"
_HANDLE = re.compile(r"^[A-Za-z0-9][\w.-]{2,38}$")
_CONTACT_SPLIT = re.compile(r"\s+[|•·]\s+|\s{3,}")
_LABELLED = re.compile(
    r"^\*\*(?P<label>[^*]+?)\*\*\s*:?\s*(?P<rest>.*)$|^(?P<label2>[^:]{1,40}):\s+(?P<rest2>.+)$"
)


@dataclass
class Section:
    kind: str
    title: str
    where: str
    lines: list[Line] = field(default_factory=list)


def section_heading(line: Line) -> str | None:
    """The section a line opens, if it is a heading (styled, or a short line of heading words)."""
    text = strip_emphasis(line.text)
    if line.kind == "bullet" or ":" in text or any(ch.isdigit() for ch in text):
        return None
    if line.kind != "heading" and (len(text.split()) > 4 or not only_heading_words(text)):
        return None
    return section_of(text)


_OPEN_END = re.compile(r"(?:\s(?:and|of|for)|\s?&)$", re.IGNORECASE)


def _ends_open(title: str, line: Line) -> bool:
    """A heading that wrapped after its conjunction ("EDUCATION AND" / "TRAINING"): the
    next line, a word or three with no digit, no bullet and no colon, in the heading's case
    (capitals under capitals), completes it."""
    text = strip_emphasis(line.text).strip()
    if not _OPEN_END.search(strip_emphasis(title).strip()) or line.kind == "bullet":
        return False
    if not text or len(text.split()) > 3 or ":" in text or any(c.isdigit() for c in text):
        return False
    return not title.isupper() or text.isupper()


def split_sections(lines: list[Line]) -> tuple[list[Line], list[Section]]:
    """The lines before the first section heading, and the sections in document order."""
    preamble: list[Line] = []
    sections: list[Section] = []
    level = 0  # the heading level of the sections found so far
    bold = False  # and whether they are set in bold
    for line in lines:
        kind = section_heading(line)
        if kind is not None and line.kind == "heading":
            deeper = level and line.level > level  # an entry's heading under a section's
            mixed = not only_heading_words(strip_emphasis(line.text))
            # an entry's heading in another weight: "Initech Systems, L.P." in bold under
            # a regular "Experience"
            other = level and line.level == level and line.bold != bold
            # or in the type of an entry's heading the section already holds ("Initech
            # Systems" then "Globex Technologies" under "Work")
            sibling = sections and any(
                x.kind == "heading" and x.level == line.level and x.bold == line.bold
                for x in sections[-1].lines
            )
            if mixed and (deeper or other or sibling or (level and has_title_word(line.text))):
                kind = None  # also a job's title in a section's type: "Technology Consultant"
            elif not level:
                level, bold = line.level, line.bold
        if kind is not None:
            if sections and sections[-1].kind == kind and not sections[-1].lines:
                continue
            sections.append(Section(kind, line.text, line.where))
        elif sections and not sections[-1].lines and _ends_open(sections[-1].title, line):
            sections[-1].title += " " + line.text  # "EDUCATION AND" / "TRAINING"
        elif sections:
            sections[-1].lines.append(line)
        else:
            preamble.append(line)
    return preamble, sections


def read_basics(preamble: list[Line], draft: ImportDraft) -> list[Line]:
    """Name, label and contact details from the top of the document; returns the rest."""
    rest: list[Line] = []
    for line in preamble:
        text = strip_emphasis(line.text)
        if "name" not in draft.basics and _is_name(text):
            _set(draft, "name", text, line)
        elif _contacts(line, draft):
            continue
        elif "name" in draft.basics and "label" not in draft.basics and _is_label(text):
            _set(draft, "label", text, line)
        else:
            rest.append(line)
    return rest


def _set(draft: ImportDraft, key: str, value: str, line: Line) -> None:
    draft.basics[key] = value
    draft.basics_where[key] = line.where


# What a CV calls itself at its top, in English and the languages of Europe's CV form
# (lower case, accents kept): a document's title, never its author's name.
_TITLES = (
    "curriculum vitae|curriculum vitæ|currículum vítae|résumé|resume|cv|lebenslauf|hoja de vida"
)
DOCUMENT_TITLES = frozenset(_TITLES.split("|"))


def _is_name(text: str) -> bool:
    words = text.split()
    return (
        text.lower() not in DOCUMENT_TITLES
        and 2 <= len(words) <= 4
        and len(text) <= 40
        and all(w[:1].isupper() and w.replace("-", "").replace(".", "").isalpha() for w in words)
    )


def _is_label(text: str) -> bool:
    return 0 < len(text.split()) <= 10 and not text.endswith(".")


def _contacts(line: Line, draft: ImportDraft) -> bool:
    """Read a contact line (e-mail, phone, web site, handles); False if it is not one."""
    text = line.text
    if not (_EMAIL.search(text) or _PHONE.search(text) or _URL.search(text)):
        return False
    pieces = [p.strip() for p in _CONTACT_SPLIT.split(text) if p.strip()]
    if len(pieces) < 2 and len(text.split()) > 4:
        return False
    for piece in pieces:
        value = re.sub(r"^[^\w(+<]+", "", piece).strip(" <>")
        if value and not _contact(value, line, draft):
            draft.unplaced.append(Unplaced(value, line.where, "on the contact line, not placed"))
    return True


def _contact(value: str, line: Line, draft: ImportDraft) -> bool:
    """Place one piece of a contact line in `basics`; False if it has no place there (it
    is then listed as not placed, never dropped). What a placed address or number leaves
    of its piece (a label, "Email:") is listed as not placed too."""
    found = ""
    if "name" not in draft.basics and _is_name(value):
        _set(draft, "name", value, line)
    elif named_profile(value):
        draft.profiles.append(value)
    elif (m := _EMAIL.search(value)) and "email" not in draft.basics:
        _set(draft, "email", found := m.group(), line)
    elif m := _URL.search(value):
        if "url" not in draft.basics and profile_site(m.group())[0] is None:
            _set(draft, "url", found := m.group(), line)
        else:
            draft.profiles.append(found := m.group())
    elif (m := _PHONE.search(value)) and "phone" not in draft.basics:
        _set(draft, "phone", found := value if len(value) <= 25 else m.group(), line)
    elif "location" not in draft.basics and is_place(value):
        _set(draft, "location", value, line)
    elif _HANDLE.match(value):
        draft.profiles.append(value)
    else:
        return False
    if found and re.search(r"\w", value.replace(found, "")):
        draft.unplaced.append(Unplaced(value, line.where, f"on the contact line, '{found}' placed"))
    return True


def lift_contacts(section: Section, draft: ImportDraft) -> None:
    """Contact details found under a section (a sidebar read after the heading next to it):
    a line that is only a phone number or an e-mail address goes to `basics`, or, when
    `basics` has one already, to the not-placed lines; it is never an entry's date or title."""
    keep: list[Line] = []
    for line in section.lines:
        text = line.text.strip()
        if (_PHONE.fullmatch(text) and sum(c.isdigit() for c in text) >= 7) or _EMAIL.fullmatch(
            text
        ):
            _contacts(line, draft)
        else:
            keep.append(line)
    section.lines = keep


def read_list(section: Section) -> list[Imported]:
    """Entries of list-like sections: skills, languages, interests, awards, publications..."""
    reader = {
        "skills": _skill,
        "languages": _language,
        "interests": _skill,
        "awards": None,
        "publications": None,
    }.get(section.kind, _plain)
    if section.kind == "awards":
        return _awards(section)
    if section.kind == "publications":
        return _publications(section)
    if reader is None:
        raise ValueError(f"no reader for the list section {section.kind!r}")
    return [reader(section.kind, line) for line in section.lines]


def _labelled(text: str) -> tuple[str, str] | None:
    found = _LABELLED.match(text)
    if not found:
        return None
    label = found.group("label") or found.group("label2")
    rest = found.group("rest") if found.group("label") else found.group("rest2")
    return strip_emphasis(label).strip(), (rest or "").strip()


def split_list(text: str) -> list[str]:
    """Items of "a, b (c, d), e": commas inside brackets do not split."""
    items, depth, current = [], 0, ""
    for ch in text:
        depth += ch in "([{"
        depth -= ch in ")]}"
        if ch == "," and depth <= 0:
            items.append(current.strip())
            current = ""
        else:
            current += ch
    items.append(current.strip().rstrip("."))
    return [i for i in items if i]


def _skill(kind: str, line: Line) -> Imported:
    entry = Imported(kind, where=line.where)
    labelled = _labelled(line.text)
    if labelled is None and kind == "interests" and ", " in line.text:
        head, tail = line.text.split(", ", 1)
        labelled = (head, tail) if len(head.split()) <= 3 else None
        if labelled:
            entry.fields["name"], entry.keywords = head, [tail]
            return entry
    if labelled is None or not labelled[1]:
        entry.fields["name"] = line.text
        return entry
    entry.fields["name"] = labelled[0]
    entry.keywords = split_list(labelled[1])
    return entry


def _language(kind: str, line: Line) -> Imported:
    entry = Imported(kind, where=line.where)
    labelled = _labelled(line.text)
    if labelled is None:
        entry.fields["language"] = line.text
    else:
        entry.fields["language"], entry.fields["fluency"] = labelled
    return entry


def _plain(kind: str, line: Line) -> Imported:
    entry = Imported(kind, where=line.where)
    entry.fields["name"] = line.text
    return entry


def _awards(section: Section) -> list[Imported]:
    """One award per line; a date at either end is its date; a date alone dates its neighbour."""
    entries: list[Imported] = []
    pending = ""
    for line in section.lines:
        span = find_dates(line.text, at_start=True)
        title = (span.before or span.after) if span else line.text
        title = strip_emphasis(title).strip(" ,;-–")
        if span and not any(ch.isalpha() for ch in title):
            span = type(span)(strip_emphasis(line.text).strip(" .;"), "", "")
            title = ""
        if span and not title:
            target = next((e for e in reversed(entries) if "date" not in e.fields), None)
            if target is not None and target is entries[-1]:
                target.fields["date"] = span.start
            else:
                pending = span.start
            continue
        if (
            span is None
            and line.kind == "text"
            and entries
            and "date" in entries[-1].fields
            and "awarder" not in entries[-1].fields
            and len(title.split()) <= 8
        ):
            entries[-1].fields["awarder"] = title
            continue
        entry = Imported("awards", {"title": title}, where=line.where)
        if span:
            entry.fields["date"] = span.start if span.single else f"{span.start}"
        elif pending:
            entry.fields["date"], pending = pending, ""
        entries.append(entry)
    return entries


def _publications(section: Section) -> list[Imported]:
    """A bullet or a heading opens a publication; the lines after a heading are its venue
    (the first) and its authors and notes (the rest)."""
    entries: list[Imported] = []
    for line in section.lines:
        if line.kind in ("bullet", "heading") or not entries:
            entries.append(Imported("publications", {"name": line.text}, where=line.where))
        elif "publisher" not in entries[-1].fields:
            entries[-1].fields["publisher"] = strip_emphasis(line.text)
        else:
            old = entries[-1].fields.get("summary")
            entries[-1].fields["summary"] = f"{old}\n{line.text}" if old else line.text
    return entries


def unplaced(lines: list[Line], why: str) -> list[Unplaced]:
    return [Unplaced(line.text, line.where, why) for line in lines]
