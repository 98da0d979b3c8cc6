"""The workspace's layout (inputs, Check, Polish, Cover letter) and how it is wired to the
callbacks in `cvcoach.ui.events`. Every message box is `message_box` (Markdown without LaTeX
and with Gradio's sanitiser on, though what reaches it is already escaped)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from types import SimpleNamespace
from typing import Any

import gradio as gr

from cvcoach.ui import events, safe
from cvcoach.ui import handlers as api_handlers

PRIVATE = "private"  # UI events are not API endpoints


def message_box(value_md: str = "", **kwargs: Any) -> gr.Markdown:
    """A Markdown box for messages: LaTeX off, Gradio's HTML sanitiser on."""
    return gr.Markdown(value_md, latex_delimiters=[], sanitize_html=True, **kwargs)


def inputs_panel(cv_types: list[str], role_types: list[str]) -> SimpleNamespace:
    with gr.Row(equal_height=False):
        with gr.Column(min_width=320):
            message_box("### 1. Your CV")
            cv_file = _upload(
                "CV: PDF, Word, Markdown, HTML, text, JSON Resume or RenderCV", cv_types, "cv-file"
            )
            with gr.Accordion("…or paste it", open=False):
                cv_paste = gr.Textbox(lines=6, show_label=False, elem_id="cv-text")
                use_paste = gr.Button("Use the pasted CV", size="sm")
            load_msg = message_box(elem_id="load-message")
            report = message_box(elem_id="import-report")
            with gr.Accordion("Your CV as data: correct anything before going on", open=False):
                editor = gr.Code(language="yaml", lines=14, show_label=False, elem_id="cv-editor")
        with gr.Column(min_width=320):
            message_box("### 2. The job")
            role_file = _upload(
                "Job description: Markdown, text or JSON Resume job", role_types, "role-file"
            )
            role_text = gr.Textbox(
                label="…or paste it (a file, when given, is used instead)",
                lines=6,
                elem_id="role-text",
            )
            role_warn = message_box(visible=False, elem_id="role-warning")
            engine = gr.Radio(
                list(api_handlers.ENGINES),
                value="offline",
                label="Engine",
                info="offline needs nothing; auto uses a configured model, else offline",
            )
    with gr.Accordion("Save or resume your work", open=False):
        with gr.Row():
            save = gr.Button("Save the workspace", size="sm", elem_id="save-btn")
            resume = gr.UploadButton(
                "Resume from a saved workspace",
                file_types=[".json"],
                size="sm",
                elem_id="resume-btn",
            )
        saved = gr.File(label="Your workspace", interactive=False, elem_id="workspace-file")
        session_msg = message_box(elem_id="session-message")
    name = gr.State("cv.yaml")
    undo = gr.State([])
    return SimpleNamespace(**locals())


def _upload(label: str, file_types: list[str], elem_id: str) -> gr.File:
    """A file box that hands its handler the uploaded file's path."""
    return gr.File(label=label, file_types=file_types, type="filepath", height=120, elem_id=elem_id)


def check_panel(apply_js: str) -> SimpleNamespace:
    with gr.Row():
        button = gr.Button("Check my CV", variant="primary", elem_id="check-btn", scale=3)
        undo_btn = gr.Button("Undo the last fix", size="sm", elem_id="undo-btn", scale=1)
        stop = gr.Button("Stop", variant="stop", size="sm", scale=0, elem_id="check-stop")
    message = message_box(elem_id="check-message")
    with gr.Row(equal_height=False):
        with gr.Column(scale=3, min_width=320):
            cv_view = gr.HTML(elem_id="cv-view", js_on_load=apply_js)
        with gr.Column(scale=2, min_width=300):
            with gr.Accordion("Findings, most serious first", open=True):
                findings_view = gr.HTML(elem_id="findings", js_on_load=apply_js)
            with gr.Accordion("The posting's requirements", open=True):
                gaps = gr.HTML(elem_id="gaps")
    timeline = gr.Plot(label="Timeline: work, education, projects", elem_id="timeline")
    findings = gr.State([])
    return SimpleNamespace(**locals())


def proposal_card_html(i: int, p: dict[str, Any]) -> str:
    from cvcoach.ui import review

    status = {"accepted": "✔ accepted", "rejected": "✘ rejected"}.get(p["status"], "")
    keywords = ", ".join(p["targets"])
    problem_html = (
        f'<br><span class="cvc-problem">{safe.text(p["problem"])}</span>' if p["problem"] else ""
    )
    keywords_html = " · Role keywords: " + safe.text(keywords) if keywords else ""
    return (
        f'<div class="cvc-change"><b>{int(i) + 1}. {safe.text(p["entry"] or p["path"])}</b> '
        f'<span class="cvc-status-{safe.text(p["status"])}">{safe.text(status)}</span><br>'
        f"{review.diff_html(p['before'], p['text'])}<br><small>Why: "
        f"{safe.text('; '.join(p['reasons']) or '—')}{keywords_html}</small>{problem_html}</div>"
    )


def polish_panel(s: SimpleNamespace) -> SimpleNamespace:
    with gr.Row():
        reorder = gr.Checkbox(
            label="Put first in each entry the bullets that show the posting's must-haves"
        )
        button = gr.Button("Suggest changes", variant="primary", elem_id="polish-btn")
        stop = gr.Button("Stop", variant="stop", size="sm", elem_id="polish-stop")
    message = message_box(elem_id="polish-message")
    items = gr.State([])
    questions = gr.State([])
    spelling = gr.State([])
    context = [s.editor, s.name, s.role_file, s.role_text]
    _change_cards(items, context)
    message_box("#### Numbers only you know")
    _question_cards(items, questions, message, context)
    message_box("#### Spelling to confirm")
    _spelling_cards(spelling)
    with gr.Row():
        accept_all = gr.Button("Accept all remaining", size="sm", elem_id="accept-all")
        build = gr.Button("Make my CV (PDF, Word, YAML)", variant="primary", elem_id="build-btn")
    build_msg = message_box(elem_id="build-message")
    files = gr.File(label="Your CV", file_count="multiple", interactive=False, elem_id="cv-files")
    return SimpleNamespace(**locals())


# Polish updates the changes, the questions and the spelling guesses at once, and Gradio's
# render handlers of one session share its block table: run at the same time, one iterates
# the table while another adds to it ("dictionary changed size during iteration", Gradio
# issue 9991). They only lay out cards (the work runs in `cvcoach.ui.workers`), so one at a
# time costs nothing a user waits for.
ONE_RENDER_AT_A_TIME: dict[str, Any] = {"concurrency_limit": 1, "concurrency_id": "render"}


def _change_cards(items: gr.State, context: list[Any]) -> None:
    """A card per proposed change, with its diff, an editable version, Accept and Reject."""

    @gr.render(inputs=[items], **ONE_RENDER_AT_A_TIME)  # type: ignore[untyped-decorator]
    def show_changes(props: list[dict[str, Any]]) -> None:
        if not props:
            message_box("The suggested changes appear here, one card each.")
            return
        for i, p in enumerate(props):
            with gr.Group(elem_classes=["cvc-card"]):
                gr.HTML(proposal_card_html(i, p))
                box = gr.Textbox(
                    value=p["text"], label="Your version", lines=2, elem_classes=["cvc-edit"]
                )
                with gr.Row():
                    ok = gr.Button("Accept", size="sm", elem_classes=["cvc-accept"])
                    no = gr.Button("Reject", size="sm", elem_classes=["cvc-reject"])
            for button, action in ((ok, "accept"), (no, "reject")):
                button.click(
                    partial(events.decide, i, action),
                    [items, box, *context],
                    [items],
                    api_visibility=PRIVATE,
                    concurrency_limit=None,
                )


def _question_cards(
    items: gr.State, questions: gr.State, message: gr.Markdown, context: list[Any]
) -> None:
    """A card per number only the user knows, with a box for the figure and a button to add it."""

    @gr.render(inputs=[questions], **ONE_RENDER_AT_A_TIME)  # type: ignore[untyped-decorator]
    def show_questions(qs: list[dict[str, str]]) -> None:
        if not qs:
            message_box(events.NO_ANSWERS)
            return
        for qi, q in enumerate(qs):
            with gr.Group(elem_classes=["cvc-question"]):
                message_box(f"“{safe.md(q['text'])}”  \n{safe.md(q['question'])}")
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
                partial(events.answer_question, qi),
                [items, questions, answer, *context],
                [items, message],
                api_visibility=PRIVATE,
                concurrency_limit=None,
            )


def _spelling_cards(spelling: gr.State) -> None:
    """A card per spelling guess polish did not apply: the user confirms it in Check."""

    @gr.render(inputs=[spelling], **ONE_RENDER_AT_A_TIME)  # type: ignore[untyped-decorator]
    def show_spelling(qs: list[dict[str, str]]) -> None:
        if not qs:
            message_box(events.NO_SPELLING)
            return
        for q in qs:
            with gr.Group(elem_classes=["cvc-spelling"]):
                message_box(f"“{safe.md(q['text'])}”  \n{safe.md(q['question'])}")


def letter_panel() -> SimpleNamespace:
    with gr.Row():
        company = gr.Textbox(label="Company (optional; the job's own otherwise)", scale=2)
        button = gr.Button("Draft the letter", variant="primary", elem_id="letter-btn", scale=1)
        stop = gr.Button("Stop", variant="stop", size="sm", scale=0, elem_id="letter-stop")
    message = message_box(elem_id="letter-message")
    text = gr.Textbox(
        label="Your letter (edit freely)",
        lines=16,
        interactive=True,
        buttons=["copy"],
        elem_id="letter-text",
    )
    make = gr.Button("Make letter files (.md, .docx, .pdf)", elem_id="letter-files-btn")
    warning = message_box(visible=False, elem_id="letter-warning")
    files = gr.File(
        label="Your letter", file_count="multiple", interactive=False, elem_id="letter-files"
    )
    return SimpleNamespace(**locals())


def wire(
    s: SimpleNamespace,
    c: SimpleNamespace,
    p: SimpleNamespace,
    letter: SimpleNamespace,
    scroll_to: Callable[[str], str],
) -> None:
    """Connect the parts: every UI event is private (the API is in `cvcoach.ui.api`). The
    work runs in `cvcoach.ui.workers` (budgets, lanes, Stop); Gradio's own per-event limit is
    off so that a heavy request never holds a small one's place in Gradio's queue."""
    check_out = [c.message, c.cv_view, c.findings_view, c.gaps, c.timeline, c.findings, s.role_warn]
    _wire_inputs(s, c, p, letter)
    _wire_check(s, c, check_out, scroll_to)
    _wire_polish(s, p, scroll_to)
    _wire_letter(s, letter, scroll_to)
    workspace = [s.editor, s.name, s.role_file, s.role_text, p.items, s.undo, letter.text]
    s.save.click(events.on_save, workspace, [s.saved, s.session_msg], **KW)
    s.resume.upload(
        events.on_resume,
        [s.resume],
        [s.editor, s.name, s.role_text, p.items, s.undo, letter.text, s.session_msg],
        **KW,
    )


KW: dict[str, Any] = {"api_visibility": PRIVATE, "concurrency_limit": None}


def _wire_inputs(
    s: SimpleNamespace, c: SimpleNamespace, p: SimpleNamespace, letter: SimpleNamespace
) -> None:
    loaded = [s.editor, s.name, s.load_msg, s.report]
    stale_all = [c.message, p.message, letter.message, p.files, letter.files]

    def stale() -> tuple[str, str, str, None, None]:
        return events.STALE, events.STALE, events.STALE, None, None

    s.cv_file.upload(events.on_upload, [s.cv_file, s.cv_paste], [*loaded, c.message], **KW).then(
        stale, None, stale_all, **KW
    )
    s.use_paste.click(
        partial(events.on_upload, None), [s.cv_paste], [*loaded, c.message], **KW
    ).then(stale, None, stale_all, **KW)
    for event in (s.editor.input, s.role_text.change, s.role_file.change):
        event(stale, None, stale_all, **KW)


def _wire_check(
    s: SimpleNamespace, c: SimpleNamespace, out: list[Any], scroll_to: Callable[[str], str]
) -> None:
    cv_role = [s.editor, s.name, s.role_file, s.role_text]
    checking = c.button.click(events.on_check, cv_role, out, **KW)
    checking.then(None, js=scroll_to("check-message"))
    fixes = [
        view.click(
            events.on_fix,
            [s.editor, s.name, c.findings, s.role_file, s.role_text, s.undo],
            [s.editor, s.undo, *out],
            **KW,
        )
        for view in (c.cv_view, c.findings_view)
    ]
    c.undo_btn.click(events.on_undo, [*cv_role, s.undo], [s.editor, s.undo, *out], **KW)
    c.stop.click(events.stop_check, None, None, cancels=[checking, *fixes], **KW)


def _wire_polish(s: SimpleNamespace, p: SimpleNamespace, scroll_to: Callable[[str], str]) -> None:
    cv_role = [s.editor, s.name, s.role_file, s.role_text]
    polishing = p.button.click(
        events.on_polish,
        [*cv_role, s.engine, p.reorder],
        [p.items, p.questions, p.spelling, p.message, p.files],
        **KW,
    )
    polishing.then(None, js=scroll_to("polish-message"))
    p.stop.click(events.stop_polish, None, None, cancels=[polishing], **KW)
    p.accept_all.click(events.accept_all, [p.items, *cv_role], [p.items], **KW)
    p.build.click(events.on_build, [s.editor, s.name, p.items], [p.files, p.build_msg], **KW)


def _wire_letter(
    s: SimpleNamespace, letter: SimpleNamespace, scroll_to: Callable[[str], str]
) -> None:
    cv_role = [s.editor, s.name, s.role_file, s.role_text]
    drafting = letter.button.click(
        events.on_letter,
        [*cv_role, s.engine, letter.company],
        [letter.text, letter.message, letter.files],
        **KW,
    )
    drafting.then(None, js=scroll_to("letter-message"))
    letter.stop.click(events.stop_letter, None, None, cancels=[drafting], **KW)
    letter.make.click(
        events.on_letter_files, [letter.text, *cv_role], [letter.files, letter.warning], **KW
    )
