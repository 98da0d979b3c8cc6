"""JSON Resume (https://jsonresume.org/schema), in YAML or JSON, read into a Profile."""

from __future__ import annotations

from cvcoach.inputs.formats.walk import Walker, all_texts, join
from cvcoach.model.profile import Basics, Entry, Profile, ProfileFormat
from cvcoach.model.source import MappingNode, Scalar, SequenceNode

# section -> {field in the file: Entry attribute}
FIELDS: dict[str, dict[str, str]] = {
    "work": {
        "name": "organisation",
        "company": "organisation",
        "position": "position",
        "location": "location",
        "startDate": "start",
        "endDate": "end",
        "summary": "summary",
    },
    "volunteer": {
        "organization": "organisation",
        "position": "position",
        "startDate": "start",
        "endDate": "end",
        "summary": "summary",
    },
    "education": {
        "institution": "organisation",
        "studyType": "position",
        "area": "area",
        "startDate": "start",
        "endDate": "end",
        "summary": "summary",
    },
    "awards": {
        "title": "position",
        "awarder": "organisation",
        "date": "date",
        "summary": "summary",
    },
    "certificates": {"name": "position", "issuer": "organisation", "date": "date"},
    "publications": {
        "name": "position",
        "publisher": "organisation",
        "releaseDate": "date",
        "summary": "summary",
    },
    "skills": {"name": "position"},
    "languages": {"language": "position"},
    "interests": {"name": "position"},
    "references": {"name": "position", "reference": "summary"},
    "projects": {
        "name": "position",
        "entity": "organisation",
        "description": "summary",
        "startDate": "start",
        "endDate": "end",
    },
}
KNOWN_TOP = {"$schema", "basics", "meta", *FIELDS}
SINGLE = ("organisation", "position", "area", "location", "start", "end", "date", "summary")


def read_entry(
    w: Walker, node: MappingNode, section: str, title: str, path: str, fields: dict[str, str]
) -> Entry:
    entry = Entry(section=section, title=title, path=path, line=node.line)
    for key_node, value in node.items:
        key = key_node.value or ""
        child = join(path, key)
        attr = fields.get(key)
        if attr in SINGLE:
            setattr(entry, attr, w.text(value, child))
        elif key == "highlights":
            entry.highlights = w.texts(value, child)
        elif key == "keywords":
            entry.keywords = w.texts(value, child)
        else:
            entry.other.extend(all_texts(value, child))
    return entry


def read_basics(w: Walker, node: MappingNode | None) -> Basics:
    basics = Basics()
    if node is None:
        return basics
    for key_node, value in node.items:
        key = key_node.value or ""
        path = join("basics", key)
        if key in ("name", "label", "email", "phone", "url", "summary"):
            setattr(basics, key, w.text(value, path))
        else:
            basics.other.extend(all_texts(value, path))
    return basics


def read_jsonresume(w: Walker, root: MappingNode, source: str, fmt: ProfileFormat) -> Profile:
    profile = Profile(
        source=source, format=fmt, basics=read_basics(w, w.mapping(root.get("basics"), "basics"))
    )
    for key_node, value in root.items:
        key = key_node.value or ""
        if key in ("$schema", "basics", "meta"):
            continue
        seq = w.sequence(value, key, f"a list of {key} entries")
        if seq is None:
            continue
        section = key if key in FIELDS else "other"
        for i, item in enumerate(seq.items):
            path = join(key, i)
            if isinstance(item, SequenceNode):
                w.problem(item, path, "a mapping of fields")
                continue
            if isinstance(item, MappingNode):
                profile.entries.append(read_entry(w, item, section, key, path, FIELDS.get(key, {})))
            elif isinstance(item, Scalar):
                text = w.text(item, path)
                if text is not None:
                    profile.entries.append(
                        Entry(section=section, title=key, path=path, line=text.line, position=text)
                    )
    return profile


def looks_like_jsonresume(root: MappingNode) -> bool:
    return any(k in KNOWN_TOP for k in root.key_names())
