"""`import_document`: a CV document (PDF, DOCX, Markdown, HTML, text) to a verbatim profile."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cvcoach.inputs.documents.detect import SourceFormat, decode_text, detect_format
from cvcoach.inputs.documents.entries import build_education, build_project, build_work
from cvcoach.inputs.documents.extractive_guard import ExtractiveGuard, enforce
from cvcoach.inputs.documents.header_case import swap_by_case, titles_by_case
from cvcoach.inputs.documents.header_groups import grouped_positions
from cvcoach.inputs.documents.header_layout import (
    share_at_layout,
    share_cell_order,
    share_layout,
    share_line_order,
    share_school_order,
)
from cvcoach.inputs.documents.lines import (
    MAX_LINES,
    MAX_TEXT,
    MAX_WORD,
    Line,
    file_size,
    too_long,
)
from cvcoach.inputs.documents.model import ImportDraft, Imported, Unplaced
from cvcoach.inputs.documents.prose import read_biography
from cvcoach.inputs.documents.section_places import (
    places_as_orgs,
    schools_as_places,
    titles_before_dates,
)
from cvcoach.inputs.documents.sections import (
    Section,
    lift_contacts,
    read_basics,
    read_list,
    split_sections,
    unplaced,
)
from cvcoach.inputs.documents.segments import segment
from cvcoach.inputs.documents.text_rules import day_date
from cvcoach.inputs.documents.yaml_writer import write_yaml
from cvcoach.inputs.structured import looks_structured, profile_from_bytes
from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.profile import Profile

if TYPE_CHECKING:
    from cvcoach.inputs.documents.model_extraction import Extractor

ENGINES = ("offline", "auto", "openai")
DATED = {"work", "volunteer", "education", "projects", "talks"}
LISTS = {"skills", "languages", "interests", "awards", "publications", "certificates",
         "references"}  # fmt: skip


@dataclass
class ImportResult:
    """What an import produced: the YAML, its report, the profile read from it, the format."""

    yaml_text: str
    report: str
    profile: Profile
    source_format: str
    engine: str = "offline"
    draft: ImportDraft = field(default_factory=ImportDraft)
    lines: list[Line] = field(default_factory=list)


def import_document(
    path: str | Path, *, engine: str = "offline", extractor: Extractor | None = None
) -> ImportResult:
    """Read a CV document into a JSON Resume YAML profile, every value verbatim.

    `engine` "openai" or "auto" lets `extractor` (a model: see
    `cvcoach.engines.llm_import.model_extractor`) place the entries, each value checked
    against the document; "offline" (the default) never touches the network.
    Raises InputError (with a clear message) for a file that cannot be read as a CV
    document: missing, empty, encrypted, scanned, damaged, too large, or of another type;
    `ModelImportUnavailable` for engine "openai" when the model cannot be used.
    """
    file = str(path)
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise InputError(file, [input_problem("no such file")]) from None
    except IsADirectoryError:
        raise InputError(file, [input_problem("this is a folder, expected a CV file")]) from None
    except OSError as exc:
        raise InputError(file, [input_problem(f"cannot read the file: {exc.strerror}")]) from None
    return import_bytes(data, file, engine=engine, extractor=extractor)


def read_lines(data: bytes, file: str) -> tuple[SourceFormat, list[Line]]:
    """The document's format and its normalised lines."""
    if looks_structured(data, file):
        refuse_profile(data, file)
    fmt = detect_format(data, file)
    if fmt == "pdf":
        from cvcoach.inputs.documents.pdf import read_pdf

        lines = read_pdf(data, file)
    elif fmt == "docx":
        from cvcoach.inputs.documents.docx import read_docx

        lines = read_docx(data, file)
    else:
        from cvcoach.inputs.documents.markup import read_markup

        lines = read_markup(decode_text(data, file), fmt)
    if len(lines) > MAX_LINES:
        raise too_long(file, len(lines))
    if not lines:
        raise InputError(file, [input_problem("the document has no text")])
    size = sum(len(line.text) for line in lines)
    if size > MAX_TEXT:
        raise InputError(file, [input_problem(too_much_text(len(data), size, lines))])
    longest = max(lines, key=lambda line: max(map(len, line.text.split()), default=0))
    word = max(map(len, longest.text.split()))
    if word > MAX_WORD:
        raise InputError(
            file,
            [
                input_problem(
                    f"{longest.where} holds a 'word' of {word:,} characters; words in a CV "
                    f"are at most {MAX_WORD} (is this a CV?)"
                )
            ],
        )
    return fmt, lines


def too_much_text(size: int, chars: int, lines: list[Line]) -> str:
    """The refusal of a document with more text than any CV, naming the file's size (and
    its pages, for a PDF), not the size of what an import would have written."""
    pages = {line.where.split(",")[0] for line in lines if line.where.startswith("page ")}
    count = f" with {len(pages)} pages" if pages else ""
    return (
        f"the document is {file_size(size)}{count} and holds {chars:,} characters of "
        f"text; cvcoach imports CVs of at most {MAX_TEXT:,}"
    )


def refuse_profile(data: bytes, file: str) -> None:
    """A JSON Resume or RenderCV file needs no import: say so (or give its own errors,
    with line and column) instead of reading it as plain text."""
    profile = profile_from_bytes(data, file)
    raise InputError(
        file,
        [
            input_problem(
                f"this is already a CV profile ({profile.format}); check, polish and render "
                "read it as it is. `import` reads documents: PDF, DOCX, Markdown, HTML, text"
            )
        ],
    )


def mark_document_date(lines: list[Line]) -> None:
    """The document's last line, when it is one date to the day and nothing else ("November
    28, 2026": a LaTeX CV's \\today, a signed CV's date), is the date the document was
    made, not a field: marked `furniture`, so it is listed as not placed."""
    last = next((line for line in reversed(lines) if line.text.strip() and "furniture"
                 not in line.extras), None)  # fmt: skip
    if last is not None and day_date(last.text):
        last.extras["furniture"] = "the document's date"


def import_bytes(
    data: bytes, file: str, *, engine: str = "offline", extractor: Extractor | None = None
) -> ImportResult:
    """`import_document` for bytes already read (an upload); `file` names it in messages."""
    from cvcoach.inputs.documents.report import render_report

    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}; expected one of {', '.join(ENGINES)}")
    fmt, lines = read_lines(data, file)
    mark_document_date(lines)
    furniture = [line for line in lines if "furniture" in line.extras]
    lines = [line for line in lines if "furniture" not in line.extras] or lines
    used = ["offline"]
    if engine == "offline":
        draft = build_draft(lines)
    else:
        from cvcoach.inputs.documents.model_extraction import plan_parts, refine

        def with_model(draft: ImportDraft, preamble: list[Line], sections: list[Section]) -> None:
            parts = plan_parts(preamble, sections, draft)
            used[0] = refine(draft, parts, extractor, required=engine == "openai")

        draft = build_draft(lines, with_model)
    draft.unplaced[:0] = [
        Unplaced(line.text, line.where, line.extras["furniture"]) for line in furniture
    ]
    draft.glyphs = [
        (line.where, int(line.extras["glyphs"])) for line in lines if "glyphs" in line.extras
    ]
    enforce(draft, ExtractiveGuard(lines))
    if not (draft.basics or draft.summary or draft.profiles or draft.entries):
        raise InputError(
            file,
            [input_problem("no CV content found: no name, contact line, section or dated entry")],
        )
    name = Path(file).name
    yaml_text = write_yaml(draft, name, fmt, used[0])
    profile = profile_from_bytes(yaml_text.encode("utf-8"), _yaml_name(file))
    relocate(profile, lines, file)
    report = render_report(draft, name, fmt, used[0])
    return ImportResult(yaml_text, report, profile, fmt, used[0], draft, lines)


def _line_number(where: str) -> int | None:
    """The source line of a Markdown/HTML/text line ("line 12"); None for pages and parts."""
    return int(where[5:]) if where.startswith("line ") and where[5:].isdigit() else None


def relocate(profile: Profile, lines: list[Line], file: str) -> None:
    """Point the profile's texts at the document (its line, where it has lines) instead of
    the in-memory YAML, so `check` of a document names the document's own lines."""
    from cvcoach.inputs.documents.extractive_guard import canonical
    from cvcoach.model.profile import Text

    index = [(_line_number(line.where), canonical(line.text)) for line in lines]

    def move(text: Text | None) -> Text | None:
        if text is None:
            return None
        key = canonical(text.value.split("\n")[0])
        number = next((n for n, t in index if key and key in t), None)
        return replace(text, line=number, column=None)

    basics = profile.basics
    for name in ("name", "label", "email", "phone", "url", "summary", "location"):
        setattr(basics, name, move(getattr(basics, name)))
    basics.other = [t for t in map(move, basics.other) if t is not None]
    for entry in profile.entries:
        entry.line = None
        for name in ("organisation", "position", "area", "location", "start", "end", "date",
                     "summary"):  # fmt: skip
            setattr(entry, name, move(getattr(entry, name)))
        for name in ("highlights", "keywords", "other"):
            setattr(entry, name, [t for t in map(move, getattr(entry, name)) if t is not None])
    profile.source = file


def _yaml_name(file: str) -> str:
    return str(Path(file).with_suffix(".yaml"))


Refine = Callable[[ImportDraft, list[Line], list[Section]], None]


def build_draft(lines: list[Line], refine: Refine | None = None) -> ImportDraft:
    """Place every line: basics, sections and their entries, or the unplaced list.

    `refine` (a model) is given the offline draft, the lines before the first section and
    the sections; timelines date the entries after it.
    """
    draft = ImportDraft()
    preamble, sections = split_sections(lines)
    rest = read_basics(preamble, draft)
    rest = read_biography(rest, draft)
    if not sections and not draft.entries:  # no headings: read dated entries where they are
        blocks = segment(rest, "work")
        dated = [b for b in blocks if b.date is not None]
        draft.entries.extend(build_work(b, "work") for b in dated)
        kept = {id(line) for b in dated for line in b.header + b.body}
        rest = [line for line in rest if id(line) not in kept]
    draft.unplaced.extend(unplaced(rest, "before the first section heading"))
    timelines = [s for s in sections if s.kind == "timeline" and refine is not None]
    for section in sections:
        lift_contacts(section, draft)
    for section in sections:
        if section not in timelines:
            _read_section(section, draft)
    if refine is not None:
        refine(draft, preamble, sections)
    for section in timelines:
        _read_section(section, draft)
    return draft


def _read_section(section: Section, draft: ImportDraft) -> None:
    if section.kind == "summary":
        draft.summary.extend(line.text for line in section.lines)
    elif section.kind in DATED:
        blocks = segment(section.lines, section.kind)
        entries = [_dated(block, section.kind) for block in blocks]
        if section.kind in ("work", "volunteer"):
            share_layout(entries, blocks)
            share_at_layout(entries, blocks)
            share_line_order(entries, blocks)
            share_cell_order(entries, blocks)
            grouped_positions(entries, blocks)
            places_as_orgs(entries, section.kind)
            titles_before_dates(entries, blocks)
            swap_by_case(entries)
            titles_by_case(entries, blocks)
            schools_as_places(entries, section.kind)
        elif section.kind == "education":
            share_school_order(entries, blocks)
        draft.entries.extend(entries)
    elif section.kind in LISTS:
        draft.entries.extend(read_list(section))
    elif section.kind == "timeline":
        rest = apply_timeline(section, draft)
        draft.unplaced.extend(unplaced(rest, f"under '{section.title}', not placed"))
    else:
        rest = read_biography(section.lines, draft)
        draft.unplaced.extend(unplaced(rest, f"under '{section.title}', not a CV section"))


def _dated(block: object, kind: str) -> Imported:
    from cvcoach.inputs.documents.header_pieces import Block

    if not isinstance(block, Block):
        raise TypeError(f"expected an entry block, got {type(block).__name__}")
    if kind == "education":
        return build_education(block)
    if kind in ("projects", "talks"):
        return build_project(block, kind)
    return build_work(block, kind)


def apply_timeline(section: Section, draft: ImportDraft) -> list[Line]:
    """A timeline ("AI Compiler Manager" / "January, 2022 - present") dates the entry whose
    position it names; returns the lines it could not use."""
    used: list[str] = []
    flat = [Line(line.text, "text", 0, line.where) for line in section.lines]
    for block in segment(flat, "work"):
        if block.date is None:
            continue
        names = {line.text for line in block.header if line is not block.date_line}
        names.add(block.date.before)
        for entry in draft.entries:
            if entry.section == "work" and entry.fields.get("position") in names:
                entry.fields.pop("endDate", None)
                if block.date.start:
                    entry.fields["startDate"] = block.date.start
                if block.date.end:
                    entry.fields["endDate"] = block.date.end
                entry.uncertain.append("dates (from the timeline)")
                used.extend(line.where for line in block.header)
                break
    return [line for line in section.lines if line.where not in used]
