"""What the importer builds: entries of fields, each value the document's own text."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Imported:
    """One entry of a JSON Resume section, with where it came from and what is unsure."""

    section: str
    fields: dict[str, str] = field(default_factory=dict)  # JSON Resume field -> value
    highlights: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    where: str = ""
    uncertain: list[str] = field(default_factory=list)  # fields a reader should confirm
    engine: str = "offline"


@dataclass
class Unplaced:
    """Document text the importer could not place: kept (as YAML comments), never dropped."""

    text: str
    where: str
    why: str


@dataclass
class ImportDraft:
    """Everything read from a document before it is written as YAML."""

    basics: dict[str, str] = field(default_factory=dict)
    basics_where: dict[str, str] = field(default_factory=dict)
    profiles: list[str] = field(default_factory=list)  # usernames / profile URLs
    summary: list[str] = field(default_factory=list)
    entries: list[Imported] = field(default_factory=list)
    unplaced: list[Unplaced] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # values the extractive guard refused
    notes: list[str] = field(default_factory=list)  # what the engine did (model, fallback)
    model_parts: int = 0  # parts of the document sent to a model
    model_failures: list[str] = field(default_factory=list)  # "line 12: timed out"
    glyphs: list[tuple[str, int]] = field(default_factory=list)  # where, characters left out
