"""The Gradio workspace: bring a CV in, see its problems in place, accept or reject each
change, and leave with a PDF/DOCX CV and a letter. Gradio is imported here only."""

from __future__ import annotations

import os
from typing import Any

import gradio as gr

from cvcoach.ui import workspace as ws
from cvcoach.ui.style import APPLY_JS, CSS, scroll_to

ENGINES = ("offline", "auto")
STALE = "⚠ **Out of date**: the CV or the job description changed since these results. Run again."
INTRO = """# cvcoach
Bring your CV (PDF, Word, Markdown, HTML, text, JSON Resume or RenderCV) and the job you want.
cvcoach marks what a careful reviewer would circle, suggests changes you accept or reject one
by one, and makes a PDF or Word CV and a cover letter. Every number, organisation, tool,
title and date it writes comes from your CV. Nothing is stored in your browser."""
CV_TYPES = list(ws.STRUCTURED + ws.DOCUMENTS)
ROLE_TYPES = [".md", ".markdown", ".txt", ".json"]
NO_ANSWERS = "No questions: every bullet already has a number, or polish has not run yet."


def _md(text: str) -> Any:
    return gr.update(value=text, visible=bool(text))


def on_upload(path: str | None, pasted: str | None) -> tuple[Any, ...]:
    try:
        loaded = ws.load_upload(path, pasted)
    except Exception as exc:
        return None, "", ws.friendly(exc), "", STALE
    report = f"<details><summary>Import report</summary>\n\n{loaded.report}\n\n</details>"
    return loaded.text, loaded.name, loaded.message, report if loaded.report else "", STALE


def on_check(text: str, name: str, role_file: str | None, role_text: str) -> tuple[Any, ...]:
    try:
        c = ws.run_check(text, name, role_file, role_text, None)
    except Exception as exc:
        return ws.friendly(exc), "", "", "", None, [], _md("")
    return (
        c.message,
        c.cv_html,
        c.findings_html,
        c.gaps_html,
        c.figure,
        c.findings,
        _md(c.warnings),
    )


def on_fix(
    text: str,
    name: str,
    findings: list[dict[str, Any]],
    role_file: str | None,
    role_text: str,
    evt: gr.EventData,
) -> tuple[Any, ...]:
    index = int(getattr(evt, "_data", {}).get("fix", -1))
    try:
        text, done = ws.apply_fix(text, name, findings, index)
    except Exception as exc:
        return (text, ws.friendly(exc), *on_check(text, name, role_file, role_text)[1:])
    checked = on_check(text, name, role_file, role_text)
    return (text, f"{done} {checked[0]}", *checked[1:])


def on_polish(
    text: str, name: str, role_file: str | None, role_text: str,  # the CV and the role
    engine: str,
    reorder: bool,  # each entry's most role-relevant bullets first
    progress: gr.Progress = gr.Progress(),  # noqa: B008 - Gradio's way to ask for progress
) -> tuple[Any, ...]:  # fmt: skip
    progress(0.05, desc="Polishing: checking the CV and rewriting for the role…")
    try:
        items, questions, message = ws.run_polish(
            text,
            name,
            role_file,
            role_text,
            engine,
            reorder,
            None,
            lambda done, total: progress(
                0.05 + 0.9 * done / max(total, 1), desc=f"Model: {done} of {total} entries"
            ),
        )
    except Exception as exc:
        return [], [], ws.friendly(exc), None
    progress(1.0, desc="Done")
    return items, questions, message, None


def on_build(text: str, name: str, items: list[dict[str, Any]]) -> tuple[Any, str]:
    from cvcoach.ui.review import accepted

    chosen = accepted(items)
    try:
        files = ws.cv_files(text, name, chosen)
    except Exception as exc:
        return None, ws.friendly(exc)
    return files, (
        f"Made your CV with **{len(chosen)} accepted change(s)**: the polished file in its own "
        "format, a PDF and a Word document."
    )


def on_letter(
    text: str, name: str, role_file: str | None, role_text: str,  # the CV and the role
    engine: str, company: str,
    progress: gr.Progress = gr.Progress(),  # noqa: B008 - Gradio's way to ask for progress
) -> tuple[Any, ...]:  # fmt: skip
    from cvcoach.rewriting.letter import draft_cover_letter
    from cvcoach.ui.handlers import engine_choice

    progress(0.05, desc="Drafting the letter from your CV…")
    try:
        profile = ws.profile_of(text, name)
        role = ws.need_role_of(role_file, role_text)
        letter = draft_cover_letter(
            profile, role, company=(company or "").strip() or None, engine=engine_choice(engine)
        )
    except Exception as exc:
        return "", ws.friendly(exc), None
    message = f"Drafted (engine: {letter.engine}). Edit it freely, then make the files."
    if letter.removed:
        message += (
            f" {len(letter.removed)} sentence(s) were left out: your CV does not support them."
        )
    return letter.text, message, None


def on_letter_files(
    letter: str, text: str, name: str, role_file: str | None, role_text: str
) -> tuple[Any, Any]:
    try:
        profile = ws.profile_of(text, name)
        author = profile.basics.name.value if profile.basics.name else ""
        files = ws.letter_files(letter, name, author)
        warning = ws.letter_check(letter, text, name, ws.role_of(role_file, role_text))
    except Exception as exc:
        return None, _md(ws.friendly(exc))
    return files, _md(warning)


def build_app() -> gr.Blocks:
    """The workspace; the CLI-shaped API endpoints `/check`, `/polish`, `/cover_letter` too."""
    from cvcoach.ui import api, panels

    app = gr.Blocks(title="cvcoach", analytics_enabled=False, delete_cache=(3600, 3600))
    with app:
        gr.Markdown(INTRO, elem_id="cvc-intro")
        s = panels.inputs_panel(CV_TYPES, ROLE_TYPES)
        with gr.Tabs():
            with gr.Tab("Check", id="check"):
                c = panels.check_panel(APPLY_JS)
            with gr.Tab("Polish", id="polish"):
                p = panels.polish_panel(s)
            with gr.Tab("Cover letter", id="letter"):
                letter = panels.letter_panel()
        panels.wire(s, c, p, letter, scroll_to)
        api.add_api()
    launch = app.launch

    def private_launch(*args: Any, **kwargs: Any) -> Any:
        """Our CSS, and no run history in the browser unless GRADIO_RUN_HISTORY=True."""
        kwargs.setdefault("css", CSS)
        if os.environ.get("GRADIO_RUN_HISTORY", "").lower() != "true":
            kwargs.setdefault("run_history", False)
        return launch(*args, **kwargs)

    app.launch = private_launch  # type: ignore[method-assign]
    return app
