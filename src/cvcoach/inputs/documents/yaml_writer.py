"""The imported profile as JSON Resume YAML: every value a string, unplaced text as comments."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.model import ImportDraft, Imported
from cvcoach.inputs.documents.vocab import named_profile, profile_site

# JSON Resume field order per section (the schema's order; `location` and `highlights` of
# education are the extensions evals/README.md describes).
FIELD_ORDER = {
    "work": ("name", "position", "url", "location", "startDate", "endDate", "summary"),
    "volunteer": (
        "organization",
        "position",
        "url",
        "location",
        "startDate",
        "endDate",
        "summary",
    ),
    "education": (
        "institution",
        "url",
        "location",
        "studyType",
        "area",
        "startDate",
        "endDate",
        "score",
    ),
    "projects": (
        "name",
        "description",
        "type",
        "url",
        "location",
        "startDate",
        "endDate",
        "summary",
    ),
    "awards": ("title", "date", "awarder", "summary"),
    "publications": ("name", "publisher", "releaseDate", "url", "summary"),
    "skills": ("name", "level"),
    "languages": ("language", "fluency"),
    "interests": ("name",),
    "certificates": ("name", "date", "issuer", "url"),
    "references": ("name", "reference"),
}
SECTION_ORDER = ("work", "volunteer", "education", "awards", "certificates", "publications",
                 "skills", "languages", "interests", "references", "projects")  # fmt: skip
BASICS_ORDER = ("name", "label", "email", "phone", "url", "summary")
_NOT_PLAIN = re.compile(
    r"""^(?:[-?:,\[\]{}#&*!|>'"%@`]|\s)|\s$|: |:$| #|[\r\n\t]"""
    r"""|^(?:y|n|yes|no|true|false|on|off|null|~|[-+]?[0-9][0-9_.:eE+-]*|\.inf|\.nan)$""",
    re.I,
)


def scalar(value: str) -> str:
    """A YAML scalar that reads back as exactly `value`, as a string."""
    from cvcoach.inputs.scalars import yaml_double_quoted

    if value and value.isprintable() and not _NOT_PLAIN.search(value):
        return value
    if value.isprintable() and "'" not in value:
        return f"'{value}'"
    return yaml_double_quoted(value)


def _entry(entry: Imported) -> list[str]:
    lines: list[str] = []
    keys = FIELD_ORDER.get(entry.section, tuple(entry.fields))
    ordered = [k for k in keys if k in entry.fields] + [k for k in entry.fields if k not in keys]
    for key in ordered:
        prefix = "  - " if not lines else "    "
        lines.append(f"{prefix}{key}: {scalar(entry.fields[key])}")
    for name, items in (("highlights", entry.highlights), ("keywords", entry.keywords)):
        if items:
            prefix = "  - " if not lines else "    "
            lines.append(f"{prefix}{name}:")
            lines.extend(f"      - {scalar(item)}" for item in items)
    return lines


def _location(place: str) -> list[str]:
    """`basics.location` as JSON Resume has it: "Menlo Park, CA" is city and region, each
    the document's own words."""
    city, _, region = (p.strip() for p in place.partition(","))
    out = ["  location:", f"    city: {scalar(city)}"]
    return out + ([f"    region: {scalar(region)}"] if region else [])


def _profile(handle: str) -> list[str]:
    """One `basics.profiles` item: a known site's address gives network, username and url;
    another address is a url, "LinkedIn: ada" a network and username, anything else a
    username."""
    named = named_profile(handle)
    if named is not None:
        name, user, url = named
        out = [f"    - network: {scalar(name)}", f"      username: {scalar(user)}"]
        return out + ([f"      url: {scalar(url)}"] if url else [])
    if "/" not in handle and "." not in handle:
        return [f"    - username: {scalar(handle)}"]
    network, user = profile_site(handle)
    out = [f"    - network: {scalar(network)}"] if network else []
    if network and user:
        out.append(f"      username: {scalar(user)}")
    out.append(f"{'      ' if out else '    - '}url: {scalar(handle)}")
    return out


def write_yaml(draft: ImportDraft, source: str, fmt: str, engine: str) -> str:
    """The draft as JSON Resume YAML, headed by a comment saying where it came from."""
    out = [
        f"# Imported by `cvcoach import` from {source} ({fmt}, engine: {engine}).",
        "# Every value is the document's own text; check the report for uncertain fields.",
    ]
    basics = dict(draft.basics)
    if draft.summary:
        basics["summary"] = "\n".join(draft.summary)
    if basics or draft.profiles:
        out.append("basics:")
        place = basics.pop("location", None)
        for key in [k for k in BASICS_ORDER if k in basics] + [
            k for k in basics if k not in BASICS_ORDER
        ]:
            out.append(f"  {key}: {scalar(basics[key])}")
        if place is not None:
            out.extend(_location(place))
        if draft.profiles:
            out.append("  profiles:")
            out.extend(line for handle in draft.profiles for line in _profile(handle))
    for section in SECTION_ORDER:
        entries = [e for e in draft.entries if e.section == section]
        entries = [e for e in entries if e.fields or e.highlights or e.keywords]
        if entries:
            out.append(f"{section}:")
            for entry in entries:
                out.extend(_entry(entry))
    if draft.unplaced:
        out.append("")
        out.append("# Not placed: text of the document kept here for you to move where it belongs.")
        for item in draft.unplaced:
            text = " ".join(item.text.split())
            out.append(f"# ({item.where}) {text}")
    return "\n".join(out) + "\n"
