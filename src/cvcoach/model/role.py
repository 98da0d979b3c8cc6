"""The target role as cvcoach reads it: the `Role` model.

`cvcoach.inputs.role` loads one from a file (`load_role`) and `cvcoach.inputs.role_text`
sorts Markdown or plain text into one; the model lives apart from both so that neither has to import
the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True, kw_only=True)
class Role:
    """A job description, sorted into the parts cvcoach reads.

    `qualifications` holds what the role requires; `nice_to_have` what it merely prefers
    (Markdown sections such as "Nice to have" or "Preferred"). `skills` are the skill
    names and keywords a JSON job file declares. `text` is the whole role as plain text;
    `location` is kept only so that keyword extraction can leave place names out.
    """

    title: str | None = None
    company: str | None = None
    location: str | None = None
    description: str = ""
    responsibilities: list[str] = field(default_factory=list)
    qualifications: list[str] = field(default_factory=list)
    nice_to_have: list[str] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    text: str = ""
    source: str | None = None


Level = Literal["must", "nice"]
SectionKind = Literal[
    "title",
    "about",
    "responsibilities",
    "requirements",
    "nice",
    "benefits",
    "legal",
    "apply",
    "other",
]


@dataclass(frozen=True, kw_only=True)
class PostingLine:
    """One line or sentence of a posting, the section it sits in and its 1-based line."""

    text: str
    section: SectionKind
    line: int
    bullet: bool = False


@dataclass(frozen=True, kw_only=True)
class Requirement:
    """One thing a posting asks of a candidate: a line or sentence of a requirement section.

    `skills` are canonical skill names; `years` the least years of experience asked for;
    `degree` the least degree asked for (associate, bachelor, master, phd).
    """

    text: str
    level: Level
    skills: tuple[str, ...] = ()
    years: float | None = None
    degree: str | None = None
    line: int | None = None


@dataclass(frozen=True, kw_only=True)
class Ignored:
    """A line of a posting that yields no requirement, and why (benefits, legal text...)."""

    text: str
    why: str
    line: int | None = None


@dataclass(frozen=True, kw_only=True)
class Posting:
    """A job posting read the way a recruiter reads it: header, sections, requirement lines."""

    title: str | None = None
    company: str | None = None
    location: str | None = None
    seniority: str | None = None
    lines: tuple[PostingLine, ...] = ()
    declared_skills: tuple[str, ...] = ()
    source: str | None = None
