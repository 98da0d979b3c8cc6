"""The Gradio workspace: bring a CV in, see its problems in place, accept or reject each
change, and leave with a PDF/DOCX CV and a letter. The layout is `cvcoach.ui.panels`, the
callbacks `cvcoach.ui.events`; this module puts them on a page and sets what the server
allows (upload size, Content-Security-Policy)."""

from __future__ import annotations

import os
from typing import Any

import gradio as gr

from cvcoach.ui import workspace as ws
from cvcoach.ui.limits import max_upload_bytes
from cvcoach.ui.style import APPLY_JS, CSS, scroll_to

INTRO = """# cvcoach
Bring your CV (PDF, Word, Markdown, HTML, text, JSON Resume or RenderCV) and the job you want.
cvcoach marks what a careful reviewer would circle, suggests changes you accept or reject one
by one, and makes a PDF or Word CV and a cover letter. Every number, organisation, tool,
title and date it writes comes from your CV. Nothing is stored in your browser."""
CV_TYPES = list(ws.STRUCTURED + ws.DOCUMENTS)
ROLE_TYPES = [".md", ".markdown", ".txt", ".json"]


def build_app() -> gr.Blocks:
    """The workspace; the CLI-shaped API endpoints `/check`, `/polish`, `/cover_letter` too."""
    from cvcoach.ui import api, events, panels
    from cvcoach.ui.csp import with_csp

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
        app.unload(events.on_close)
    launch = app.launch

    def private_launch(*args: Any, **kwargs: Any) -> Any:
        """Our CSS, and no run history in the browser unless GRADIO_RUN_HISTORY=True."""
        kwargs.setdefault("css", CSS)
        kwargs.setdefault("max_file_size", max_upload_bytes())  # refused before stored
        if os.environ.get("GRADIO_RUN_HISTORY", "").lower() != "true":
            kwargs.setdefault("run_history", False)
        kwargs["app_kwargs"] = with_csp(kwargs.get("app_kwargs"))
        return launch(*args, **kwargs)

    app.launch = private_launch  # type: ignore[method-assign]
    return app
