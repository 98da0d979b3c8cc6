"""The workspace's actions as plain functions: bring a CV in, check it, polish it, write
the letter, build the documents. The page keeps the CV as editable YAML text; every action
reads that text, so a correction the user types is what the next action sees.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cvcoach.model.findings import InputError, input_problem
from cvcoach.ui import safe
from cvcoach.ui.handlers import output_dir, read_role
from cvcoach.ui.limits import refuse_oversized, too_large

if TYPE_CHECKING:
    from cvcoach.inputs.role import Role
    from cvcoach.model.profile import Profile

NOT_AFTER_WORD, NOT_BEFORE_WORD = r"(?<!\w)", r"(?!\w)"
UNDO_DEPTH = 20  # applied fixes the page can take back, newest first
STRUCTURED = (".yaml", ".yml", ".json")
DOCUMENTS = (".pdf", ".docx", ".md", ".markdown", ".html", ".htm", ".txt")
NO_IMPORTER = (
    "Reading PDF, Word, Markdown, HTML and text CVs is not available in this installation "
    "yet. Upload a JSON Resume or RenderCV file (.yaml, .yml or .json), or paste its text."
)


@dataclass
class Loaded:
    text: str  # the CV as YAML (or JSON) text, for the editor
    name: str  # the name downloads go by
    message: str
    report: str = ""


def load_upload(path: str | None, pasted: str | None) -> Loaded:
    """The CV to edit: a structured file's own text, or a document imported as YAML."""
    from cvcoach.inputs.source import MAX_BYTES

    if not path:
        if pasted and pasted.strip():
            name = "cv.json" if pasted.lstrip().startswith("{") else "cv.yaml"
            return Loaded(pasted, name, "Using the pasted CV.")
        raise InputError("CV", [input_problem("upload your CV or paste its text")])
    file = Path(path)
    suffix = file.suffix.lower()
    refuse_oversized(file)
    if suffix in STRUCTURED:
        with file.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise InputError(file.name, [too_large(len(data), MAX_BYTES)])
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError(file.name, [input_problem("the file is not UTF-8 text")]) from None
        return Loaded(text, file.name, f"Loaded {safe.name(file.name)}. Edit it below if needed.")
    if suffix not in DOCUMENTS:
        kinds = ", ".join(STRUCTURED + DOCUMENTS)
        raise InputError(file.name, [input_problem("cannot read this kind of file; use " + kinds)])
    importer = _importer()
    if importer is None:
        raise InputError(file.name, [input_problem(NO_IMPORTER)])
    try:
        result = importer(file, engine="offline")
    except InputError as exc:
        raise InputError(file.name, exc.problems) from None
    name = file.stem + ".yaml"
    message = (
        f"Imported {safe.name(file.name)} ({safe.md(result.source_format)}) as a JSON Resume "
        "profile. "
        "Check it below and correct anything the import got wrong before going on."
    )
    return Loaded(result.yaml_text, name, message, result.report)


def _importer() -> Any:
    """`cvcoach.import_document`, or None while this installation has no importer."""
    try:
        import cvcoach

        return cvcoach.import_document
    except (ImportError, AttributeError):
        pass
    try:
        from cvcoach.inputs import import_document

        return import_document
    except (ImportError, AttributeError):
        return None


def profile_of(text: str | None, name: str | None) -> Profile:
    """The profile in the editor; InputError with the parser's line and column."""
    from cvcoach.inputs.profile_loader import profile_from_bytes

    if not text or not text.strip():
        raise InputError("CV", [input_problem("upload your CV or paste its text")])
    return profile_from_bytes(text.encode("utf-8"), name or "cv.yaml")


def role_of(role_file: str | None, role_text: str | None) -> Role | None:
    return read_role(role_file, role_text)


def need_role_of(role_file: str | None, role_text: str | None) -> Role:
    role = read_role(role_file, role_text)
    if role is None:
        raise InputError("role", [input_problem("add the job description first")])
    return role


# ---------------------------------------------------------------------------------------------


@dataclass
class Checked:
    message: str
    cv_html: str = ""
    findings_html: str = ""
    gaps_html: str = ""
    figure: Any = None
    findings: list[dict[str, Any]] = field(default_factory=list)
    warnings: str = ""


def role_warnings(role: Role | None) -> str:
    """A warning for text in the job description that addresses a model."""
    from cvcoach.inputs.role_text import model_directed

    found = model_directed(role.text) if role else []
    if not found:
        return ""
    return (
        "**⚠ The job description contains text addressed to AI tools.** cvcoach ignores it: "
        "it is not a requirement, not a keyword and not an instruction.\n\n" + safe.quote(found)
    )


def labels(profile: Profile) -> dict[str, str]:
    """A path -> words map for the findings list: 'Research Intern at UCSD, bullet 2'."""
    names: dict[str, str] = {}
    for e in profile.entries:
        for t in e.texts():
            rest = t.path[len(e.path) + 1 :]
            m = re.match(r"(highlights|keywords)\[(\d+)\]$", rest)
            part = (
                ("bullet " if m.group(1) == "highlights" else "keyword ") + str(int(m.group(2)) + 1)
                if m
                else rest
            )
            names[t.path] = e.name() + ", " + part
    for t in profile.basics.texts():
        names[t.path] = t.path.replace("basics.", "your ").replace("[0]", "")
    return names


def run_check(
    text: str, name: str, role_file: str | None, role_text: str | None, today: dt.date | None
) -> Checked:
    from cvcoach.checks.run import check
    from cvcoach.outputs.render.layout import layout
    from cvcoach.outputs.report import finding_dict
    from cvcoach.rewriting.tailoring import role_fit
    from cvcoach.ui.marked import findings_list, marked_cv, sorted_findings
    from cvcoach.ui.requirements_panel import requirements_panel
    from cvcoach.ui.timeline import figure

    profile = profile_of(text, name)
    role = role_of(role_file, role_text)
    today = today or dt.date.today()
    result = check(profile, role, today=today)
    s = result.summary
    findings = result.findings
    notes = sum(1 for f in sorted_findings(findings) if f.severity.value == "info")
    message = (
        f"**{int(s.errors)} error(s), {int(s.warnings)} warning(s), {int(notes)} note(s)** "
        "— marked in your CV below. Hover or tap a mark for the suggestion."
    )
    return Checked(
        message=message,
        cv_html=marked_cv(layout(profile), findings),
        findings_html=findings_list(findings, labels(profile)),
        gaps_html=requirements_panel(
            s.role_coverage,
            s.role_covered,
            s.role_missing,
            fit=role_fit(profile, role, today) if role is not None else None,
            texts={t.path: t.value for t in profile.texts()},
            labels=labels(profile),
        ),
        figure=figure(profile, findings, today),
        findings=[finding_dict(f) for f in findings],
        warnings=role_warnings(role),
    )


def apply_fix(text: str, name: str, findings: list[dict[str, Any]], index: int) -> tuple[str, str]:
    """The editor text with finding `index`'s suggestion applied, and what was done."""
    from cvcoach.outputs.source_write import apply_changes

    if not 0 <= index < len(findings):
        return text, "That suggestion is out of date: run Check again."
    f = findings[index]
    profile = profile_of(text, name)
    target = profile.find(f["path"])
    if target is None or not f.get("suggestion") or f["text"] not in target.value:
        return text, "That suggestion no longer matches the CV: run Check again."
    pattern = NOT_AFTER_WORD + re.escape(f["text"]) + NOT_BEFORE_WORD
    new = re.sub(pattern, lambda _: str(f["suggestion"]), target.value, count=1)
    if new == target.value:
        new = target.value.replace(f["text"], f["suggestion"], 1)
    updated = apply_changes(profile.require_document(), {f["path"]: new})
    return updated, f"Applied: “{safe.md(f['text'])}” → “{safe.md(f['suggestion'])}”."


# ---------------------------------------------------------------------------------------------


def run_polish(
    text: str,
    name: str,
    role_file: str | None,
    role_text: str | None,
    engine: str,
    reorder: bool,
    today: dt.date | None,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[list[dict[str, Any]], list[dict[str, str]], str]:
    """Proposals (nothing accepted yet), metric questions, and a summary line;
    `progress(done, total)` hears of each entry a model finishes."""
    from cvcoach.rewriting.polish import polish
    from cvcoach.rewriting.polish_report import coverage_change, model_failures
    from cvcoach.ui.handlers import engine_choice
    from cvcoach.ui.review import proposals

    profile = profile_of(text, name)
    role = need_role_of(role_file, role_text)
    result = polish(
        profile, role, engine=engine_choice(engine), reorder=reorder, today=today, progress=progress
    )
    entry_of = {p: c.entry for c in result.changes for p in [c.path]}
    questions = [
        {
            "path": q.path,
            "text": q.text,
            "question": q.question,
            "entry": entry_of.get(q.path, ""),
            "kind": q.kind,
        }
        for q in result.questions
    ]
    message = (
        f"**{len(result.changes)} suggested change(s)** (engine: {safe.md(result.engine)}); "
        f"{len(result.rejected)} refused by the grounding guard. Accept, edit or reject each one; "
        f"the documents contain only what you accept. Role keywords covered if you accept "
        f"all: {safe.md(coverage_change(result))}."
    )
    if result.entries_failed:
        message += f" **{safe.md(model_failures(result))}.**"
    return proposals(result), questions, message


def draft_letter(
    text: str, name: str, role_file: str | None, role_text: str | None, engine: str, company: str
) -> tuple[str, str]:
    """The letter drafted from the CV, and a line saying how."""
    from cvcoach.rewriting.letter import draft_cover_letter
    from cvcoach.ui.handlers import engine_choice

    profile = profile_of(text, name)
    role = need_role_of(role_file, role_text)
    letter = draft_cover_letter(
        profile, role, company=(company or "").strip() or None, engine=engine_choice(engine)
    )
    message = f"Drafted (engine: {safe.md(letter.engine)}). Edit it freely, then make the files."
    if letter.removed:
        message += (
            f" {len(letter.removed)} sentence(s) were left out: your CV does not support them."
        )
    return letter.text, message


def cv_files(text: str, name: str, accepted: dict[str, str]) -> list[str]:
    """The CV with only the accepted changes: its own format, PDF and DOCX."""
    from cvcoach.inputs.profile_loader import profile_from_bytes
    from cvcoach.outputs.files import write_atomic
    from cvcoach.outputs.render import render_cv
    from cvcoach.outputs.source_write import apply_changes

    profile = profile_of(text, name)
    polished = apply_changes(profile.require_document(), accepted) if accepted else text
    final = profile_from_bytes(polished.encode("utf-8"), name)
    folder = output_dir()
    stem = Path(name).stem
    source = folder / (stem + ".polished" + (Path(name).suffix or ".yaml"))
    write_atomic(source, polished)
    paths = [str(source)]
    for kind in ("pdf", "docx"):
        out = folder / (stem + "." + kind)
        write_atomic(out, render_cv(final, to=kind))
        paths.append(str(out))
    return paths


def letter_files(letter: str, name: str, author: str = "") -> list[str]:
    """The letter as it stands in the editor: .md, .docx and .pdf."""
    from cvcoach.outputs.files import write_atomic
    from cvcoach.outputs.render import render_letter

    if not letter.strip():
        raise InputError("letter", [input_problem("write or draft the letter first")])
    folder = output_dir()
    stem = Path(name or "cv").stem
    paths = []
    for kind in ("md", "docx", "pdf"):
        out = folder / (stem + ".cover-letter." + kind)
        write_atomic(out, render_letter(letter, to=kind, author=author))
        paths.append(str(out))
    return paths


def letter_check(letter: str, text: str, name: str, role: Role | None) -> str:
    """Sentences of an edited letter that the CV does not support (a warning, not a block)."""
    from cvcoach.grounding.guard import Guard

    profile = profile_of(text, name)
    allowed = [x for x in (role.title if role else None, role.company if role else None) if x]
    if profile.basics.name:
        allowed.append(profile.basics.name.value)
    guard = Guard([t.value for t in profile.texts()], allowed=allowed)
    bad = [(s, v) for s, v in guard.check_letter(letter) if v]
    if not bad:
        return ""
    lines_md = "\n".join(
        f"- “{safe.md(s)}”: {safe.md('; '.join(x.message for x in v))}" for s, v in bad
    )
    return f"**⚠ Not supported by your CV** — check these before sending:\n\n{lines_md}"


def letter_outputs(
    letter: str, text: str, name: str, role_file: str | None, role_text: str | None
) -> tuple[list[str], str]:
    """The letter's files and the warning about sentences the CV does not support."""
    profile = profile_of(text, name)
    author = profile.basics.name.value if profile.basics.name else ""
    files = letter_files(letter, name, author)
    return files, letter_check(letter, text, name, role_of(role_file, role_text))


def friendly(exc: Exception) -> str:
    """An error in the page's own words: located input problems, no command-line flags."""
    from cvcoach.llm.errors import LLMError, LLMUnavailable

    if isinstance(exc, InputError):
        return f"**Cannot read {safe.name(exc.file)}.**\n\n{safe.code(exc.render())}"
    if isinstance(exc, LLMUnavailable):
        text = re.sub(r"[^.\n]*--[a-z][^.\n]*\.?", "", exc.user_message).strip()
        return (
            f"**The model cannot be used.** {safe.md(text)}\n\n"
            "Choose the *offline* engine and run again."
        )
    if isinstance(exc, LLMError):
        return (
            f"**The model call failed** ({safe.md(exc)}). "
            "Run again, or choose the *offline* engine."
        )
    from cvcoach.outputs.render import RenderError

    if isinstance(exc, RenderError):
        return f"**The document could not be made:** {safe.md(exc)}"
    import logging

    logging.getLogger(__name__).exception("cvcoach UI action failed")
    return (
        f"**Something went wrong inside cvcoach** ({safe.md(type(exc).__name__)}: {safe.md(exc)})."
    )
