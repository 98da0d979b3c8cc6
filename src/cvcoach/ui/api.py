"""The CLI-shaped API endpoints `/check`, `/polish` and `/cover_letter` (for scripts with
`gradio_client`; see docs/ui.md). Their components are hidden: the page is the workspace.
Their work runs in `cvcoach.ui.workers`, with the same budgets and lanes as the page's."""

from __future__ import annotations

from typing import Any

import gradio as gr

from cvcoach.ui import workers
from cvcoach.ui.handlers import (
    CHANGE_HEADERS,
    ENGINES,
    FINDING_HEADERS,
    Row,
    check_cv,
    cover_letter,
    polish_cv,
)


def _table(rows: list[Row], headers: list[str]) -> dict[str, Any]:
    return {"headers": headers, "data": rows}


def _run(handler: Any, *args: Any) -> Any:
    """The handler's view, worked out in a worker; over budget, a view with the message."""
    try:
        return workers.run("api", handler.__name__, handler, *args)
    except workers.WorkFailed as exc:
        return _failed(handler, exc.message_md)


def _failed(handler: Any, message_md: str) -> Any:
    from cvcoach.ui.handlers import CheckView, LetterView, PolishView

    view = {check_cv: CheckView, polish_cv: PolishView, cover_letter: LetterView}[handler]
    return view(message_md)


def _on_check(cv_file: str | None, cv_text: str, role_file: str | None, role_text: str) -> Any:
    v = _run(check_cv, cv_file, cv_text, role_file, role_text)
    return v.message, _table(v.rows, FINDING_HEADERS), v.report


def _on_polish(
    cv_file: str | None,
    cv_text: str,
    role_file: str | None,
    role_text: str,
    engine: str,
    reorder: bool,
) -> Any:
    v = _run(polish_cv, cv_file, cv_text, role_file, role_text, engine, reorder)
    files = [p for p in (v.polished_file, v.report_file) if p]
    return v.message, files or None, _table(v.changes, CHANGE_HEADERS), v.report


def _on_letter(
    cv_file: str | None,
    cv_text: str,
    role_file: str | None,
    role_text: str,
    engine: str,
    company: str,
) -> Any:
    v = _run(cover_letter, cv_file, cv_text, role_file, role_text, engine, company)
    return v.message, v.text, v.letter_file


def add_api() -> None:
    """Hidden inputs and outputs wired to the three handlers, under their API names."""
    with gr.Column(visible=False):
        cv_file = gr.File(type="filepath")
        cv_text, role_text, company = gr.Textbox(), gr.Textbox(), gr.Textbox()
        role_file = gr.File(type="filepath")
        engine = gr.Radio(list(ENGINES), value="offline")
        reorder = gr.Checkbox()
        message, report = gr.Markdown(), gr.Markdown()
        findings = gr.Dataframe(headers=FINDING_HEADERS)
        files = gr.File(file_count="multiple")
        changes = gr.Dataframe(headers=CHANGE_HEADERS)
        letter, letter_file = gr.Textbox(), gr.File()
    inputs = [cv_file, cv_text, role_file, role_text]
    gr.on(
        None,
        _on_check,
        inputs,
        [message, findings, report],
        api_name="check",
        concurrency_limit=None,
    )
    gr.on(
        None,
        _on_polish,
        [*inputs, engine, reorder],
        [message, files, changes, report],
        api_name="polish",
        concurrency_limit=None,
    )
    gr.on(
        None,
        _on_letter,
        [*inputs, engine, company],
        [message, letter, letter_file],
        api_name="cover_letter",
        concurrency_limit=None,
    )
