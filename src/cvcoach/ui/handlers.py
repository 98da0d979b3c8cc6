"""The UI's CLI-shaped handlers: check, polish and cover letter over uploaded or pasted files.

The handlers (`check_cv`, `polish_cv`, `cover_letter`) are plain Python: they take what the
page sends (an uploaded file's path or pasted text) and return views of plain values, so
tests call them without a browser. Bad input becomes the located message that the CLI
prints, never a traceback. Downloads are written to a temporary folder; the uploaded file
is only read. Gradio is imported inside `build_app` alone, so `import cvcoach` and the CLI
never load it.
"""

from __future__ import annotations

import atexit
import datetime as dt
import functools
import logging
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from cvcoach.model.findings import InputError, input_problem
from cvcoach.ui import safe

if TYPE_CHECKING:
    from cvcoach.inputs.role import Role
    from cvcoach.model.profile import Profile

log = logging.getLogger(__name__)

ENGINES = ("offline", "auto")
PASTED_CV = "pasted CV"
PASTED_ROLE = "pasted job description"
FINDING_HEADERS = ["severity", "kind", "line", "column", "field", "text", "suggestion", "message"]
CHANGE_HEADERS = ["entry", "field", "before", "after", "why"]

Row = list[str | int]
View = TypeVar("View")
P = ParamSpec("P")


@dataclass
class CheckView:
    """What Check shows: a status line, one table row per finding, the Markdown report."""

    message: str
    rows: list[Row] = field(default_factory=list)
    report: str = ""


@dataclass
class PolishView:
    """What Polish shows: the polished file and its report (paths to download), the report
    as Markdown, and one before/after row per applied change."""

    message: str
    polished_file: str | None = None
    report_file: str | None = None
    report: str = ""
    changes: list[Row] = field(default_factory=list)


@dataclass
class LetterView:
    """What Cover letter shows: the letter's text and the path of its file to download."""

    message: str
    text: str = ""
    letter_file: str | None = None


# ---------------------------------------------------------------------------------------------
# Reading what the page sends


def read_cv(upload: str | None, pasted: str | None) -> Profile:
    """The CV from an uploaded file (preferred) or pasted text; InputError when unusable.

    Messages name the uploaded file by its own name (not the server's temporary path).
    """
    from cvcoach.inputs.profile_loader import profile_from_bytes
    from cvcoach.inputs.source import MAX_BYTES

    if upload:
        path = Path(upload)
        try:
            with path.open("rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            problem = input_problem(f"cannot read the file: {exc.strerror or exc}")
            raise InputError(path.name, [problem]) from None
        if len(data) > MAX_BYTES:
            size = path.stat().st_size
            raise InputError(
                path.name,
                [
                    input_problem(
                        f"the file is {size:,} bytes; a CV is expected to be under "
                        f"{MAX_BYTES:,} bytes"
                    )
                ],
            )
        return profile_from_bytes(data, path.name)
    if pasted and pasted.strip():
        return profile_from_bytes(pasted.encode("utf-8"), PASTED_CV)
    raise InputError("CV", [input_problem("upload a CV file or paste its text")])


def read_role(upload: str | None, pasted: str | None) -> Role | None:
    """The role from an uploaded file (preferred) or pasted text, or None when neither is given."""
    from cvcoach.inputs.role import MAX_BYTES, load_role, require_content, role_from_text

    if upload:
        name = Path(upload).name
        try:
            role = load_role(upload)
        except InputError as exc:
            raise InputError(name, exc.problems) from None
        return replace(role, source=name)
    if not pasted or not pasted.strip():
        return None
    if len(pasted.encode("utf-8")) > MAX_BYTES:
        raise InputError(
            PASTED_ROLE,
            [input_problem(f"a job description may be at most {MAX_BYTES // 1024} KiB")],
        )
    return require_content(role_from_text(pasted, source=PASTED_ROLE), PASTED_ROLE)


def need_role(upload: str | None, pasted: str | None) -> Role:
    """The role, or InputError asking for one."""
    role = read_role(upload, pasted)
    if role is None:
        raise InputError("role", [input_problem("paste a job description or upload a role file")])
    return role


def engine_choice(name: str | None) -> str:
    name = name or "offline"
    if name not in ENGINES:
        raise InputError("engine", [input_problem(f"unknown engine {name!r}; use offline or auto")])
    return name


def _download_name(profile: Profile) -> Path:
    """The name the user's file goes by: its own for an upload, `cv.yaml`/`cv.json` if pasted."""
    if profile.source != PASTED_CV:
        return Path(profile.source)
    return Path("cv.json" if profile.format == "jsonresume-json" else "cv.yaml")


# ---------------------------------------------------------------------------------------------
# Where downloads go

_output_root: Path | None = None


def output_dir() -> Path:
    """A fresh folder for one request's downloads, under a root removed when the process ends."""
    global _output_root
    if _output_root is None or not _output_root.is_dir():
        _output_root = Path(tempfile.mkdtemp(prefix="cvcoach-ui-"))
        atexit.register(shutil.rmtree, _output_root, ignore_errors=True)
    return Path(tempfile.mkdtemp(dir=_output_root))


# ---------------------------------------------------------------------------------------------
# Errors become messages


def _error_message(exc: Exception) -> str:
    from cvcoach.llm.errors import LLMError, LLMUnavailable

    if isinstance(exc, InputError):
        return "**Cannot read the input.**\n\n" + safe.code(exc.render())
    if isinstance(exc, LLMUnavailable):
        return "**The model cannot be used.**\n\n" + safe.code(exc.user_message)
    if isinstance(exc, LLMError):
        return (
            f"**The model call failed:** {safe.md(exc)}. Run again, or choose the offline engine."
        )
    log.exception("cvcoach UI handler failed")
    return (
        f"**Something went wrong inside cvcoach** ({safe.md(type(exc).__name__)}: {safe.md(exc)})."
    )


def _guarded(failed: Callable[[str], View]) -> Callable[[Callable[P, View]], Callable[P, View]]:
    """A handler whose every exception becomes a view that carries only a message."""

    def guard(handler: Callable[P, View]) -> Callable[P, View]:
        @functools.wraps(handler)
        def guarded(*args: P.args, **kwargs: P.kwargs) -> View:
            try:
                return handler(*args, **kwargs)
            except Exception as exc:
                return failed(_error_message(exc))

        return guarded

    return guard


# ---------------------------------------------------------------------------------------------
# The three actions


def finding_rows(findings: list[Any]) -> list[Row]:
    """One row per finding, in FINDING_HEADERS order (empty cells for missing values)."""
    return [
        [
            f.severity.value,
            f.kind,
            f.line or "",
            f.column or "",
            f.path,
            f.text,
            f.suggestion or "",
            f.message,
        ]
        for f in findings
    ]


@_guarded(CheckView)
def check_cv(
    cv_file: str | None,
    cv_text: str | None,
    role_file: str | None = None,
    role_text: str | None = None,
    *,
    today: dt.date | None = None,
) -> CheckView:
    """Check: findings as rows and the Markdown report; the role is optional."""
    from cvcoach.checks.run import check
    from cvcoach.outputs.report import render_markdown

    profile = read_cv(cv_file, cv_text)
    role = read_role(role_file, role_text)
    result = check(profile, role, today=today)
    s = result.summary
    coverage_md = (
        "" if s.role_coverage is None else f"; role keywords covered: {s.role_coverage:.0%}"
    )
    message = (
        f"{safe.name(result.file)} ({safe.md(result.format)}): {int(s.errors)} error(s), "
        f"{int(s.warnings)} warning(s), {int(s.info)} info{coverage_md}"
    )
    return CheckView(message, finding_rows(result.findings), render_markdown([result]))


@_guarded(PolishView)
def polish_cv(
    cv_file: str | None,
    cv_text: str | None,
    role_file: str | None,
    role_text: str | None,
    engine: str | None = "offline",
    reorder: bool = False,
    *,
    today: dt.date | None = None,
) -> PolishView:
    """Polish: `NAME.polished.EXT` in the CV's own format and `NAME.polish-report.md`."""
    from cvcoach.outputs.files import write_atomic
    from cvcoach.outputs.paths import output_paths
    from cvcoach.rewriting.polish import polish
    from cvcoach.rewriting.polish_report import coverage_change, polish_report

    profile = read_cv(cv_file, cv_text)
    role = need_role(role_file, role_text)
    result = polish(profile, role, engine=engine_choice(engine), reorder=reorder, today=today)
    folder = output_dir()
    cv = folder / _download_name(profile).name
    polished = output_paths(cv, None, "polished")
    report_path = output_paths(cv, None, "report")
    report = polish_report(result, polished.name)
    write_atomic(polished, result.polished_text)
    write_atomic(report_path, report)
    rows: list[Row] = [
        [c.entry, c.path, c.before, c.after, "; ".join(c.reasons)] for c in result.changes
    ]
    message = (
        f"{safe.name(polished.name)} (engine: {safe.md(result.engine)}): "
        f"{len(result.changes)} change(s), "
        f"{len(result.rejected)} refused by the grounding guard, "
        f"{len(result.questions)} question(s) for you; role keywords covered: "
        f"{safe.md(coverage_change(result))}. Your file was not modified."
    )
    return PolishView(message, str(polished), str(report_path), report, rows)


@_guarded(LetterView)
def cover_letter(
    cv_file: str | None,
    cv_text: str | None,
    role_file: str | None,
    role_text: str | None,
    engine: str | None = "offline",
    company: str | None = None,
    *,
    today: dt.date | None = None,
) -> LetterView:
    """Cover letter: the text and `NAME.cover-letter.md`, every sentence grounded in the CV."""
    from cvcoach.outputs.files import write_atomic
    from cvcoach.outputs.paths import output_paths
    from cvcoach.rewriting.letter import draft_cover_letter

    profile = read_cv(cv_file, cv_text)
    role = need_role(role_file, role_text)
    letter = draft_cover_letter(
        profile,
        role,
        company=(company or "").strip() or None,
        engine=engine_choice(engine),
        today=today,
    )
    path = output_paths(output_dir() / _download_name(profile).name, None, "letter")
    write_atomic(path, letter.text)
    message = f"{safe.name(path.name)} (engine: {safe.md(letter.engine)})"
    if letter.removed:
        removed = "\n".join(
            f"- {safe.md(r.sentence)} ({safe.md('; '.join(r.why))})" for r in letter.removed
        )
        message += (
            f"\n\n{len(letter.removed)} sentence(s) removed: not supported by the CV\n\n" + removed
        )
    return LetterView(message, letter.text, str(path))
