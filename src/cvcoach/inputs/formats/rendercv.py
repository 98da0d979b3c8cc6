"""RenderCV YAML (`cv:` with `sections:`, https://docs.rendercv.com) read into a Profile.

RenderCV section titles are free text; the entry type is told by its fields
(company+position: experience, institution: education, title+authors: publication,
label+details: one-line, bullet, number, reversed_number, name: normal entry, plain text).
"""

from __future__ import annotations

from cvcoach.inputs.formats.jsonresume import read_entry
from cvcoach.inputs.formats.walk import Walker, all_texts, join
from cvcoach.model.profile import Basics, Entry, Profile
from cvcoach.model.source import MappingNode, Scalar, SequenceNode

ENTRY_FIELDS: dict[str, dict[str, str]] = {
    "work": {"company": "organisation", "position": "position"},
    "education": {"institution": "organisation", "degree": "position", "area": "area"},
    "publications": {"title": "position", "journal": "organisation"},
    "skills": {"label": "position", "details": "summary"},
    "projects": {"name": "position"},
    "other": {"bullet": "position", "number": "position", "reversed_number": "position"},
}
COMMON = {
    "start_date": "start",
    "end_date": "end",
    "date": "date",
    "location": "location",
    "summary": "summary",
}
TITLE_KINDS = {
    "experience": "work",
    "work": "work",
    "employment": "work",
    "work experience": "work",
    "professional experience": "work",
    "industry experience": "work",
    "research experience": "work",
    "education": "education",
    "projects": "projects",
    "selected projects": "projects",
    "publications": "publications",
    "selected publications": "publications",
    "skills": "skills",
    "technologies": "skills",
    "awards": "awards",
    "honors": "awards",
    "selected honors": "awards",
    "honors and awards": "awards",
    "volunteer": "volunteer",
    "volunteering": "volunteer",
    "certificates": "certificates",
    "certifications": "certificates",
    "languages": "languages",
    "interests": "interests",
    "references": "references",
}


def entry_kind(node: MappingNode) -> str:
    keys = set(node.key_names())
    if "company" in keys or "position" in keys:
        return "work"
    if "institution" in keys:
        return "education"
    if "authors" in keys or ("title" in keys and "journal" in keys):
        return "publications"
    if "label" in keys and "details" in keys:
        return "skills"
    if "name" in keys:
        return "projects"
    return "other"


def read_rendercv(w: Walker, root: MappingNode, source: str) -> Profile:
    cv = w.mapping(root.get("cv"), "cv")
    profile = Profile(source=source, format="rendercv")
    if cv is None:
        return profile
    basics = Basics()
    for key_node, value in cv.items:
        key = key_node.value or ""
        path = join("cv", key)
        if key == "sections":
            continue
        attr = {
            "name": "name",
            "headline": "label",
            "email": "email",
            "phone": "phone",
            "website": "url",
        }.get(key)
        if attr:
            setattr(basics, attr, w.text(value, path))
        else:
            basics.other.extend(all_texts(value, path))
    profile.basics = basics
    sections = w.mapping(cv.get("sections"), "cv.sections")
    if sections is None:
        return profile
    for title_node, value in sections.items:
        title = title_node.value or ""
        path = join("cv.sections", title)
        seq = w.sequence(value, path, "a list of entries")
        if seq is not None:
            profile.entries.extend(read_section(w, seq, title, path))
    return profile


def read_section(w: Walker, seq: SequenceNode, title: str, path: str) -> list[Entry]:
    by_title = TITLE_KINDS.get(title.lower().replace("_", " ").strip())
    entries: list[Entry] = []
    text_entry: Entry | None = None
    for i, item in enumerate(seq.items):
        item_path = join(path, i)
        if isinstance(item, Scalar):  # a text entry: a paragraph of the section
            text = w.text(item, item_path)
            if text is None:
                continue
            if text_entry is None:
                text_entry = Entry(
                    section=by_title or "other", title=title, path=path, line=item.line
                )
                entries.append(text_entry)
            text_entry.highlights.append(text)
            continue
        mapping = w.mapping(item, item_path)
        if mapping is None:
            continue
        kind = entry_kind(mapping)
        fields = {**COMMON, **ENTRY_FIELDS[kind]}
        entries.append(read_entry(w, mapping, by_title or kind, title, item_path, fields))
    return entries


def looks_like_rendercv(root: MappingNode) -> bool:
    return isinstance(root.get("cv"), MappingNode)
