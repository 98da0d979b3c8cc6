"""The parts of a document a model is asked about, and what it may answer for each.

A part is small on purpose (a small local model answers one at a time, slowly, and loses
its way in a long request): a few entries of a work, volunteering or education section
with the section's heading, or one paragraph of a biography in running text. Lists
(skills, awards...), projects, the summary and the contact lines stay with the offline
importer, which reads them by layout alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cvcoach.inputs.documents.extractive_guard import canonical
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import ImportDraft, Imported
from cvcoach.inputs.documents.sections import Section
from cvcoach.inputs.documents.segments import segment

MODEL_SECTIONS = ("work", "volunteer", "education")  # what a part's entries may be
BIOGRAPHY_SECTIONS = ("work", "education", "volunteer")
MAX_PART_WORDS = 200  # a part's text; one longer entry is still one part
MAX_PART_ENTRIES = 4
MIN_PARAGRAPH_WORDS = 12  # a biography paragraph (shorter lines are labels, captions)
PROSE_SECTIONS = ("other",)  # sections whose paragraphs may be a biography
BIOGRAPHY = "(a paragraph of a biography)"


@dataclass
class Part:
    """Lines sent to a model at once, with the heading they sit under and the sections
    its entries may belong to."""

    heading: str
    sections: tuple[str, ...]
    lines: list[Line]
    entries_hint: int = 1  # how many entries the offline reader found in it

    @property
    def where(self) -> str:
        return self.lines[0].where if self.lines else ""

    @property
    def wheres(self) -> set[str]:
        return {line.where for line in self.lines}

    @property
    def text(self) -> str:
        """The lines as the model reads them: one a line, bullets marked with "- "."""
        return "\n".join(f"- {ln.text}" if ln.kind == "bullet" else ln.text for ln in self.lines)

    @property
    def words(self) -> int:
        return sum(len(line.text.split()) for line in self.lines)

    def holds(self, entry: Imported) -> bool:
        """The offline reader made `entry` from this part's lines and nothing has replaced
        it yet. Its `where` alone does not tell (every paragraph of a Word body is "body"):
        each of its values must also be text of these lines."""
        if entry.engine != "offline" or entry.section not in self.sections:
            return False
        if entry.where not in self.wheres:
            return False
        text = "\n".join(
            canonical(t) for line in self.lines for t in (line.text, *line.extras.values())
        )
        values = [*entry.fields.values(), *entry.highlights, *entry.keywords]
        return all(canonical(piece) in text for value in values for piece in value.split("\n"))


@dataclass
class Proposed:
    """One entry as a model proposed it (its values still to be checked against the part)."""

    section: str
    organisation: str = ""
    title: str = ""
    area: str = ""
    location: str = ""
    start: str = ""
    end: str = ""
    bullets: list[str] = field(default_factory=list)


@dataclass
class PartFailure:
    """A part the model gave no usable answer for: the offline entries stand."""

    reason: str


def plan_parts(preamble: list[Line], sections: list[Section], draft: ImportDraft) -> list[Part]:
    """The parts of a document worth a model's reading, in document order.

    Paragraphs of running text are read as a biography when the document has no section
    of entries, or when the offline reader made an entry of them: in a CV with sections,
    an introduction ("I am a PhD student at ...") would only repeat them.
    """
    sectioned = any(section.kind in MODEL_SECTIONS for section in sections)
    read = {entry.where for entry in draft.entries}

    def biography(lines: list[Line]) -> list[Part]:
        return [p for p in _paragraphs(lines) if not sectioned or p.where in read]

    parts = biography(preamble)
    for section in sections:
        if section.kind in MODEL_SECTIONS:
            parts.extend(_section_parts(section))
        elif section.kind in PROSE_SECTIONS:
            parts.extend(biography(section.lines))
    return parts


def _section_parts(section: Section) -> list[Part]:
    """A section's entries (as the offline reader splits them) in groups of a few."""
    parts: list[Part] = []
    for block in segment(section.lines, section.kind):
        lines = block.header + block.body
        last = parts[-1] if parts else None
        words = sum(len(line.text.split()) for line in lines)
        if (
            last is None
            or last.entries_hint >= MAX_PART_ENTRIES
            or last.words + words > MAX_PART_WORDS
        ):
            parts.append(Part(section.title, (section.kind,), lines))
        else:
            last.lines.extend(lines)
            last.entries_hint += 1
    return [part for part in parts if part.lines]


def _paragraphs(lines: list[Line]) -> list[Part]:
    """Paragraphs of running text: each may tell of a job or a degree."""
    return [
        Part(BIOGRAPHY, BIOGRAPHY_SECTIONS, [line], entries_hint=1)
        for line in lines
        if line.kind == "text"
        and len(line.text.split()) >= MIN_PARAGRAPH_WORDS
        and line.text.rstrip().endswith((".", "!", "?"))
    ]
