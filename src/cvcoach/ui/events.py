"""What the workspace's buttons do: one callback per event, taking and returning the page's
values. The layout that connects them is `cvcoach.ui.panels`; nothing here imports it.
The work itself runs in `cvcoach.ui.workers` (a killable process with a budget, in the
request's lane); every message with input text in it is built with `cvcoach.ui.safe`."""

from __future__ import annotations

from typing import Any

import gradio as gr

from cvcoach.ui import decisions, review, safe, workers
from cvcoach.ui import workspace as ws

STALE = "⚠ **Out of date**: the CV or the job description changed since these results. Run again."
NO_ANSWERS = "No questions: every bullet already has a number, or polish has not run yet."
NO_SPELLING = "No spelling to confirm."


def session_of(request: gr.Request | None) -> str:
    return str(getattr(request, "session_hash", None) or "")


def failed(exc: Exception) -> str:
    """The page's message for a failure, in the worker or here."""
    return exc.message_md if isinstance(exc, workers.WorkFailed) else ws.friendly(exc)


def on_stop(action: str, request: gr.Request | None = None) -> None:
    """Stop: kill this session's workers for `action`."""
    workers.stop(session_of(request), action)


def stop_check(request: gr.Request | None = None) -> None:
    on_stop("check", request)


def stop_polish(request: gr.Request | None = None) -> None:
    on_stop("polish", request)


def stop_letter(request: gr.Request | None = None) -> None:
    on_stop("letter", request)


def on_close(request: gr.Request | None = None) -> None:
    """The tab closed: kill every worker of its session."""
    workers.stop(session_of(request))


def shown(message_md: str) -> Any:
    """A Markdown box that shows `message_md`, hidden while it is empty."""
    return gr.update(value=message_md, visible=bool(message_md))


def on_upload(
    path: str | None, pasted: str | None, request: gr.Request | None = None
) -> tuple[Any, ...]:
    try:
        loaded = workers.run(session_of(request), "upload", ws.load_upload, path, pasted)
    except Exception as exc:
        return None, "", failed(exc), "", STALE
    report_md = ""
    if loaded.report:
        report_md = "**Import report**\n\n" + safe.code(loaded.report)
    return loaded.text, loaded.name, loaded.message, report_md, STALE


def on_check(
    text: str,
    name: str,
    role_file: str | None,
    role_text: str,
    request: gr.Request | None = None,
) -> tuple[Any, ...]:
    try:
        c = workers.run(
            session_of(request), "check", ws.run_check, text, name, role_file, role_text, None
        )
    except Exception as exc:
        return failed(exc), "", "", "", None, [], shown("")
    return (
        c.message,
        c.cv_html,
        c.findings_html,
        c.gaps_html,
        c.figure,
        c.findings,
        shown(c.warnings),
    )


def on_fix(
    text: str,
    name: str,
    findings: list[dict[str, Any]],
    role_file: str | None,
    role_text: str,
    undo: list[str],
    evt: gr.EventData,
    request: gr.Request | None = None,
) -> tuple[Any, ...]:
    """Apply one finding's suggestion; the text before it goes on the undo stack."""
    index = int(getattr(evt, "_data", {}).get("fix", -1))
    try:
        new_text, done_md = workers.run(
            session_of(request), "check", ws.apply_fix, text, name, findings, index
        )
    except Exception as exc:
        return (text, undo, failed(exc), *on_check(text, name, role_file, role_text, request)[1:])
    if new_text != text:
        undo = [*undo, text][-ws.UNDO_DEPTH :]
    checked = on_check(new_text, name, role_file, role_text, request)
    check_md = checked[0]
    return (new_text, undo, f"{done_md} {check_md}", *checked[1:])


def on_undo(
    text: str,
    name: str,
    role_file: str | None,
    role_text: str,
    undo: list[str],
    request: gr.Request | None = None,
) -> tuple[Any, ...]:
    """Put back the CV as it was before the last applied fix."""
    if not undo:
        checked = on_check(text, name, role_file, role_text, request)
        return (text, undo, "Nothing to undo.", *checked[1:])
    before, rest = undo[-1], undo[:-1]
    checked = on_check(before, name, role_file, role_text, request)
    check_md = checked[0]
    return (before, rest, f"Undone. {check_md}", *checked[1:])


def on_polish(
    text: str, name: str, role_file: str | None, role_text: str,  # the CV and the role
    engine: str,
    reorder: bool,  # each entry's most role-relevant bullets first
    request: gr.Request | None = None,
    progress: gr.Progress = gr.Progress(),  # noqa: B008 - Gradio's way to ask for progress
) -> tuple[Any, ...]:  # fmt: skip
    progress(0.05, desc="Polishing: checking the CV and rewriting for the role…")
    try:
        items, questions, message_md = workers.run(
            session_of(request), "polish", ws.run_polish,
            text, name, role_file, role_text, engine, reorder, None,
        )  # fmt: skip
    except Exception as exc:
        return [], [], [], failed(exc), None
    progress(1.0, desc="Done")
    metric, spelling = split_questions(questions)
    return items, metric, spelling, message_md, None


def split_questions(
    questions: list[dict[str, str]],
) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """Numbers only the user knows, and spelling guesses to confirm: two groups on the page."""
    spelling = [q for q in questions if q.get("kind") == "spelling"]
    return [q for q in questions if q.get("kind") != "spelling"], spelling


def on_build(
    text: str, name: str, items: list[dict[str, Any]], request: gr.Request | None = None
) -> tuple[Any, str]:
    chosen = review.accepted(items)
    try:
        files = workers.run(session_of(request), "build", ws.cv_files, text, name, chosen)
    except Exception as exc:
        return None, failed(exc)
    return files, (
        f"Made your CV with **{len(chosen)} accepted change(s)**: the polished file in its own "
        "format, a PDF and a Word document."
    )


def on_letter(
    text: str, name: str, role_file: str | None, role_text: str,  # the CV and the role
    engine: str, company: str,
    request: gr.Request | None = None,
    progress: gr.Progress = gr.Progress(),  # noqa: B008 - Gradio's way to ask for progress
) -> tuple[Any, ...]:  # fmt: skip
    progress(0.05, desc="Drafting the letter from your CV…")
    try:
        letter_text, message_md = workers.run(
            session_of(request), "letter", ws.draft_letter,
            text, name, role_file, role_text, engine, company,
        )  # fmt: skip
    except Exception as exc:
        return "", failed(exc), None
    return letter_text, message_md, None


def on_letter_files(
    letter: str,
    text: str,
    name: str,
    role_file: str | None,
    role_text: str,
    request: gr.Request | None = None,
) -> tuple[Any, Any]:
    try:
        files, warning_md = workers.run(
            session_of(request), "letter", ws.letter_outputs, letter, text, name, role_file,
            role_text,
        )  # fmt: skip
    except Exception as exc:
        return None, shown(failed(exc))
    return files, shown(warning_md)


def decide(
    index: int,
    action: str,
    items: list[dict[str, Any]],
    text: str,
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str,
    request: gr.Request | None = None,
) -> list[dict[str, Any]]:
    """Accept (after the guard) or reject one change; the page re-renders the cards."""
    args = (index, action, items, text, cv, name, role_file, role_text)
    try:
        return workers.run(session_of(request), "decide", decisions.decide, *args)
    except Exception as exc:
        return decisions.with_problem(items, index, failed(exc))


def accept_all(
    items: list[dict[str, Any]],
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str,
    request: gr.Request | None = None,
) -> list[dict[str, Any]]:
    try:
        return workers.run(
            session_of(request),
            "decide",
            decisions.accept_all,
            items,
            cv,
            name,
            role_file,
            role_text,
        )
    except Exception as exc:
        return decisions.with_problem(items, 0, failed(exc))


def answer_question(
    qi: int,
    items: list[dict[str, Any]],
    questions: list[dict[str, str]],
    answer: str,
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str,
    request: gr.Request | None = None,
) -> tuple[list[dict[str, Any]], str]:
    if not 0 <= qi < len(questions):
        return items, STALE
    args = (items, questions[qi], answer, cv, name, role_file, role_text)
    try:
        return workers.run(session_of(request), "decide", decisions.answer, *args)
    except Exception as exc:
        return items, failed(exc)


def on_save(
    text: str,
    name: str,
    role_file: str | None,
    role_text: str,
    items: list[dict[str, Any]],
    undo: list[str],
    letter: str,
    request: gr.Request | None = None,
) -> tuple[Any, str]:
    """The whole workspace as one file to download."""
    from cvcoach.ui import session

    try:
        path = workers.run(
            session_of(request), "save", session.save,
            text, name, role_file, role_text, items, undo, letter,
        )  # fmt: skip
    except Exception as exc:
        return None, failed(exc)
    return path, "Saved: download the file, and resume from it later (it holds your CV)."


def on_resume(path: str | None, request: gr.Request | None = None) -> tuple[Any, ...]:
    """A saved workspace back in the page, validated as any upload is."""
    from cvcoach.ui import session

    try:
        w = workers.run(session_of(request), "upload", session.resume, path)
    except Exception as exc:
        return (gr.update(),) * 6 + (failed(exc),)
    return w.cv, w.name, w.role, w.items, w.undo, w.letter, w.message_md
