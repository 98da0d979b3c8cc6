"""The workspace's parts (inputs, Check, Polish, Cover letter) and how they are wired."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from types import SimpleNamespace
from typing import Any

import gradio as gr

from cvcoach.ui import app as handlers
from cvcoach.ui import review
from cvcoach.ui import workspace as ws

PRIVATE = "private"  # UI events are not API endpoints


def inputs_panel(cv_types: list[str], role_types: list[str]) -> SimpleNamespace:
    with gr.Row(equal_height=False):
        with gr.Column(min_width=320):
            gr.Markdown("### 1. Your CV")
            cv_file = _upload(
                "CV: PDF, Word, Markdown, HTML, text, JSON Resume or RenderCV", cv_types, "cv-file"
            )
            with gr.Accordion("…or paste it", open=False):
                cv_paste = gr.Textbox(lines=6, show_label=False, elem_id="cv-text")
                use_paste = gr.Button("Use the pasted CV", size="sm")
            load_msg = gr.Markdown(elem_id="load-message")
            report = gr.Markdown()
            with gr.Accordion("Your CV as data: correct anything before going on", open=False):
                editor = gr.Code(language="yaml", lines=14, show_label=False, elem_id="cv-editor")
        with gr.Column(min_width=320):
            gr.Markdown("### 2. The job")
            role_file = _upload(
                "Job description: Markdown, text or JSON Resume job", role_types, "role-file"
            )
            role_text = gr.Textbox(
                label="…or paste it (a file, when given, is used instead)",
                lines=6,
                elem_id="role-text",
            )
            role_warn = gr.Markdown(visible=False, elem_id="role-warning")
            engine = gr.Radio(
                list(handlers.ENGINES),
                value="offline",
                label="Engine",
                info="offline needs nothing; auto uses a configured model, else offline",
            )
    name = gr.State("cv.yaml")
    return SimpleNamespace(**locals())


def _upload(label: str, file_types: list[str], elem_id: str) -> gr.File:
    """A file box that hands its handler the uploaded file's path."""
    return gr.File(label=label, file_types=file_types, type="filepath", height=120, elem_id=elem_id)


def check_panel(apply_js: str) -> SimpleNamespace:
    button = gr.Button("Check my CV", variant="primary", elem_id="check-btn")
    message = gr.Markdown(elem_id="check-message")
    with gr.Row(equal_height=False):
        with gr.Column(scale=3, min_width=320):
            cv_view = gr.HTML(elem_id="cv-view", js_on_load=apply_js)
        with gr.Column(scale=2, min_width=300):
            with gr.Accordion("Findings, most serious first", open=True):
                findings_view = gr.HTML(elem_id="findings", js_on_load=apply_js)
            with gr.Accordion("Role keywords", open=True):
                gaps = gr.HTML(elem_id="gaps")
    timeline = gr.Plot(label="Timeline: work, education, projects", elem_id="timeline")
    findings = gr.State([])
    return SimpleNamespace(**locals())


def _proposal_card(i: int, p: dict[str, Any]) -> str:
    import html

    status = {"accepted": "✔ accepted", "rejected": "✘ rejected"}.get(p["status"], "")
    keywords = ", ".join(p["targets"])
    return (
        f'<div class="cvc-change"><b>{i + 1}. {html.escape(p["entry"] or p["path"])}</b> '
        f'<span class="cvc-status-{p["status"]}">{status}</span><br>'
        f"{review.word_diff(p['before'], p['text'])}<br><small>Why: "
        f"{html.escape('; '.join(p['reasons']) or '—')}"
        f"{' · Role keywords: ' + html.escape(keywords) if keywords else ''}</small>"
        + (
            f'<br><span class="cvc-problem">{html.escape(p["problem"])}</span>'
            if p["problem"]
            else ""
        )
        + "</div>"
    )


def polish_panel(s: SimpleNamespace) -> SimpleNamespace:
    with gr.Row():
        reorder = gr.Checkbox(label="Put each entry's most relevant bullets first")
        button = gr.Button("Suggest changes", variant="primary", elem_id="polish-btn")
        stop = gr.Button("Stop", variant="stop", size="sm")
    message = gr.Markdown(elem_id="polish-message")
    items = gr.State([])
    questions = gr.State([])
    context = [s.editor, s.name, s.role_file, s.role_text]
    _change_cards(items, context)
    gr.Markdown("#### Numbers only you know")
    _question_cards(items, questions, message, context)
    with gr.Row():
        accept_all = gr.Button("Accept all remaining", size="sm", elem_id="accept-all")
        build = gr.Button("Make my CV (PDF, Word, YAML)", variant="primary", elem_id="build-btn")
    build_msg = gr.Markdown(elem_id="build-message")
    files = gr.File(label="Your CV", file_count="multiple", interactive=False, elem_id="cv-files")
    return SimpleNamespace(**locals())


def _change_cards(items: gr.State, context: list[Any]) -> None:
    """A card per proposed change, with its diff, an editable version, Accept and Reject."""

    @gr.render(inputs=[items])  # type: ignore[untyped-decorator]
    def show_changes(props: list[dict[str, Any]]) -> None:
        if not props:
            gr.Markdown("The suggested changes appear here, one card each.")
            return
        for i, p in enumerate(props):
            with gr.Group(elem_classes=["cvc-card"]):
                gr.HTML(_proposal_card(i, p))
                box = gr.Textbox(
                    value=p["text"], label="Your version", lines=2, elem_classes=["cvc-edit"]
                )
                with gr.Row():
                    ok = gr.Button("Accept", size="sm", elem_classes=["cvc-accept"])
                    no = gr.Button("Reject", size="sm", elem_classes=["cvc-reject"])
            for button, action in ((ok, "accept"), (no, "reject")):
                button.click(
                    partial(decide, i, action),
                    [items, box, *context],
                    [items],
                    api_visibility=PRIVATE,
                )


def _question_cards(
    items: gr.State, questions: gr.State, message: gr.Markdown, context: list[Any]
) -> None:
    """A card per number only the user knows, with a box for the figure and a button to add it."""

    @gr.render(inputs=[questions])  # type: ignore[untyped-decorator]
    def show_questions(qs: list[dict[str, str]]) -> None:
        if not qs:
            gr.Markdown(handlers.NO_ANSWERS)
            return
        for qi, q in enumerate(qs):
            with gr.Group(elem_classes=["cvc-question"]):
                gr.Markdown(f"“{q['text']}”  \n{q['question']}")
                with gr.Row():
                    answer = gr.Textbox(
                        label="Your figure",
                        placeholder="for example: by 40%",
                        scale=3,
                        elem_classes=["cvc-answer"],
                    )
                    add = gr.Button(
                        "Add to the bullet", size="sm", scale=1, elem_classes=["cvc-add"]
                    )
            add.click(
                partial(answer_question, qi),
                [items, questions, answer, *context],
                [items, message],
                api_visibility=PRIVATE,
            )


def letter_panel() -> SimpleNamespace:
    with gr.Row():
        company = gr.Textbox(label="Company (optional; the job's own otherwise)", scale=2)
        button = gr.Button("Draft the letter", variant="primary", elem_id="letter-btn", scale=1)
        stop = gr.Button("Stop", variant="stop", size="sm", scale=0)
    message = gr.Markdown(elem_id="letter-message")
    text = gr.Textbox(
        label="Your letter (edit freely)",
        lines=16,
        interactive=True,
        buttons=["copy"],
        elem_id="letter-text",
    )
    make = gr.Button("Make letter files (.md, .docx, .pdf)", elem_id="letter-files-btn")
    warning = gr.Markdown(visible=False, elem_id="letter-warning")
    files = gr.File(
        label="Your letter", file_count="multiple", interactive=False, elem_id="letter-files"
    )
    return SimpleNamespace(**locals())


def _context(text: str, name: str, role_file: str | None, role_text: str) -> tuple[Any, ...]:
    from cvcoach.checks.run import check

    profile = ws.profile_of(text, name)
    role = ws.role_of(role_file, role_text)
    findings = check(profile, role).findings
    return profile, findings, role.text if role else ""


def decide(
    index: int,
    action: str,
    items: list[dict[str, Any]],
    text: str,
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str,
) -> list[dict[str, Any]]:
    """Accept (after the guard) or reject one change; the page re-renders the cards."""
    if not 0 <= index < len(items):
        return items
    try:
        profile, findings, role = _context(cv, name, role_file, role_text)
    except Exception as exc:
        items = [dict(p) for p in items]
        items[index]["problem"] = ws.friendly(exc)
        return items
    return review.decide(items, index, action, text, profile, findings, role)


def accept_all(
    items: list[dict[str, Any]], cv: str, name: str, role_file: str | None, role_text: str
) -> list[dict[str, Any]]:
    profile, findings, role = _context(cv, name, role_file, role_text)
    for i, p in enumerate(items):
        if p["status"] == "proposed":
            items = review.decide(items, i, "accept", p["text"], profile, findings, role)
    return items


def answer_question(
    qi: int,
    items: list[dict[str, Any]],
    questions: list[dict[str, str]],
    answer: str,
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str,
) -> tuple[list[dict[str, Any]], str]:
    if not 0 <= qi < len(questions):
        return items, handlers.STALE
    try:
        profile, findings, role = _context(cv, name, role_file, role_text)
    except Exception as exc:
        return items, ws.friendly(exc)
    return review.answer_question(items, questions[qi], answer, profile, findings, role)


def wire(
    s: SimpleNamespace,
    c: SimpleNamespace,
    p: SimpleNamespace,
    letter: SimpleNamespace,
    scroll_to: Callable[[str], str],
) -> None:
    """Connect the parts: every UI event is private (the API is in `cvcoach.ui.api`)."""
    role = [s.role_file, s.role_text]
    cv = [s.editor, s.name]
    loaded = [s.editor, s.name, s.load_msg, s.report]
    stale_out = [c.message, p.message, letter.message]
    check_out = [c.message, c.cv_view, c.findings_view, c.gaps, c.timeline, c.findings, s.role_warn]
    kw: dict[str, Any] = {"api_visibility": PRIVATE}

    def stale() -> tuple[str, str, str, None, None]:
        return handlers.STALE, handlers.STALE, handlers.STALE, None, None

    stale_all = [*stale_out, p.files, letter.files]
    s.cv_file.upload(handlers.on_upload, [s.cv_file, s.cv_paste], [*loaded, c.message], **kw).then(
        stale, None, stale_all, **kw
    )
    s.use_paste.click(
        partial(handlers.on_upload, None), [s.cv_paste], [*loaded, c.message], **kw
    ).then(stale, None, stale_all, **kw)
    for event in (s.editor.input, s.role_text.change, s.role_file.change):
        event(stale, None, stale_all, **kw)
    c.button.click(handlers.on_check, [*cv, *role], check_out, **kw).then(
        None, js=scroll_to("check-message")
    )
    for view in (c.cv_view, c.findings_view):
        view.click(handlers.on_fix, [*cv, c.findings, *role], [s.editor, *check_out], **kw)
    polishing = p.button.click(
        handlers.on_polish,
        [*cv, *role, s.engine, p.reorder],
        [p.items, p.questions, p.message, p.files],
        **kw,
    )
    polishing.then(None, js=scroll_to("polish-message"))
    p.stop.click(None, cancels=[polishing])
    p.accept_all.click(accept_all, [p.items, *cv, *role], [p.items], **kw)
    p.build.click(handlers.on_build, [*cv, p.items], [p.files, p.build_msg], **kw)
    drafting = letter.button.click(
        handlers.on_letter,
        [*cv, *role, s.engine, letter.company],
        [letter.text, letter.message, letter.files],
        **kw,
    )
    drafting.then(None, js=scroll_to("letter-message"))
    letter.stop.click(None, cancels=[drafting])
    letter.make.click(
        handlers.on_letter_files, [letter.text, *cv, *role], [letter.files, letter.warning], **kw
    )
