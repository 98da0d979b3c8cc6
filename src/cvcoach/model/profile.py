"""One profile model for every CV format: entries of located texts.

Whatever the input format (JSON Resume YAML or JSON, RenderCV YAML), the checks and the
engines see the same `Profile`. Every string is a `Text` that remembers where it came from
(its path, line and column in the user's own file), so findings point into that file and a
polished copy can be written back in the same format.

A profile built in code needs no paths: `Profile` gives every text without one a path in
JSON Resume's manner (`basics.summary`, `work[0].highlights[1]`), so its findings and
changes are located all the same.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import KW_ONLY, dataclass, field, fields, replace
from typing import Any, Literal, TypeVar

from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.source import SourceDoc

ProfileFormat = Literal["jsonresume-yaml", "jsonresume-json", "rendercv"]

# Normalised section kinds (JSON Resume's names); RenderCV sections map onto them.
SECTION_KINDS = (
    "work",
    "volunteer",
    "education",
    "awards",
    "certificates",
    "publications",
    "skills",
    "languages",
    "interests",
    "references",
    "projects",
    "other",
)


@dataclass(frozen=True)
class Text:
    """A string the user wrote and where it is in their file (`Text("Built ...")` in code:
    the profile gives it a path)."""

    value: str
    _: KW_ONLY
    path: str = ""
    line: int | None = None
    column: int | None = None


Record = TypeVar("Record", "Entry", "Basics")


def _locate(record: Entry | Basics, prefix: str) -> None:
    """Give every text of `record` without a path one under `prefix`."""
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, Text) and not value.path:
            setattr(record, f.name, replace(value, path=f"{prefix}.{f.name}"))
        elif isinstance(value, list):
            setattr(
                record,
                f.name,
                [
                    replace(t, path=f"{prefix}.{f.name}[{i}]")
                    if isinstance(t, Text) and not t.path
                    else t
                    for i, t in enumerate(value)
                ],
            )


def _with_values(record: Record, values: Mapping[str, str]) -> Record:
    """A copy of `record` whose texts at the paths in `values` hold the new values."""

    def new(text: Text) -> Text:
        return replace(text, value=values[text.path]) if text.path in values else text

    changed: dict[str, Any] = {}
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, Text):
            changed[f.name] = new(value)
        elif isinstance(value, list):
            changed[f.name] = [new(t) if isinstance(t, Text) else t for t in value]
    return replace(record, **changed)


def _texts(record: Entry | Basics) -> list[Text]:
    """Every text of an entry or the basics, in the order of its fields: the single ones
    that are set, then those of its lists (bullets, keywords, other strings)."""
    values = [getattr(record, f.name) for f in fields(record)]
    single = [v for v in values if isinstance(v, Text)]
    return single + [t for v in values if isinstance(v, list) for t in v if isinstance(t, Text)]


@dataclass(kw_only=True)
class Entry:
    """One item of a section: a job, a degree, a project, an award, a skill group..."""

    section: str  # a normalised kind from SECTION_KINDS
    title: str = ""  # the section's name in the user's file ("work", "experience", "Honors")
    path: str = ""  # path of the entry in the user's file (given by the profile in code)
    line: int | None = None
    organisation: Text | None = None  # employer, institution, awarder, publisher
    position: Text | None = None  # position, degree, award or project name
    area: Text | None = None
    location: Text | None = None
    start: Text | None = None
    end: Text | None = None
    date: Text | None = None  # a single date (awards, publications, one-date entries)
    summary: Text | None = None
    highlights: list[Text] = field(default_factory=list)
    keywords: list[Text] = field(default_factory=list)
    other: list[Text] = field(default_factory=list)  # every other string, kept and checked

    def name(self) -> str:
        """A short human name for messages: 'Research Intern at UCSD lmsys Lab'."""
        org = self.organisation.value if self.organisation else ""
        pos = self.position.value if self.position else ""
        if org and pos:
            return f"{pos} at {org}" if self.section in ("work", "volunteer") else f"{pos}, {org}"
        return org or pos or self.path

    def prose(self) -> list[Text]:
        """Free text a reader reads as sentences: the summary and the bullets."""
        return ([self.summary] if self.summary else []) + list(self.highlights)

    def texts(self) -> list[Text]:
        return _texts(self)


@dataclass(kw_only=True)
class Basics:
    """Who the CV is about: name, contact details, summary."""

    name: Text | None = None
    label: Text | None = None
    email: Text | None = None
    phone: Text | None = None
    url: Text | None = None
    summary: Text | None = None
    location: Text | None = None
    other: list[Text] = field(default_factory=list)  # profiles, other contact fields

    def texts(self) -> list[Text]:
        return _texts(self)

    def contacts(self) -> list[tuple[str, str]]:
        """The contact details as (kind, value): what never goes to a model as written."""
        pairs = (("EMAIL", self.email), ("PHONE", self.phone), ("URL", self.url))
        return [(kind, text.value) for kind, text in pairs if text is not None]


@dataclass(kw_only=True)
class Profile:
    """A CV read from a file, in any supported format.

    `document` is the located file it was read from (None for one built in code).
    """

    source: str = "<profile>"
    format: ProfileFormat = "jsonresume-yaml"
    basics: Basics = field(default_factory=Basics)
    entries: list[Entry] = field(default_factory=list)
    document: SourceDoc | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        """Paths for what was built without them: `basics.<field>`, `<section>[i]`,
        `<section>[i].<field>`, `...highlights[j]`."""
        _locate(self.basics, "basics")
        seen: dict[str, int] = {}
        for entry in self.entries:
            index = seen.get(entry.section, 0)
            seen[entry.section] = index + 1
            entry.title = entry.title or entry.section
            entry.path = entry.path or f"{entry.section}[{index}]"
            _locate(entry, entry.path)

    def with_values(self, values: Mapping[str, str]) -> Profile:
        """A copy whose texts at the given paths hold the new values (the source document,
        if any, is not changed: see `cvcoach.apply_to_source`)."""
        return Profile(
            source=self.source,
            format=self.format,
            basics=_with_values(self.basics, values),
            entries=[_with_values(entry, values) for entry in self.entries],
            document=None,
        )

    def require_document(self) -> SourceDoc:
        """The located file, for writing a changed copy; InputError for a profile built in code."""
        if self.document is None:
            problem = input_problem(
                "this profile was built in code, not read from a file, so there is no file to "
                "write a changed copy of: read it with load_profile"
            )
            raise InputError(self.source, [problem])
        return self.document

    def section(self, kind: str) -> list[Entry]:
        return [e for e in self.entries if e.section == kind]

    def texts(self) -> Iterator[Text]:
        yield from self.basics.texts()
        for entry in self.entries:
            yield from entry.texts()

    def prose(self) -> Iterator[Text]:
        """Summary and bullets of the whole CV: where writing checks apply."""
        if self.basics.summary:
            yield self.basics.summary
        for entry in self.entries:
            yield from entry.prose()

    def plain_text(self) -> str:
        """Every text of the CV, one per line: what the guard and keyword coverage read."""
        return "\n".join(t.value for t in self.texts())

    def find(self, path: str) -> Text | None:
        for text in self.texts():
            if text.path == path:
                return text
        return None
