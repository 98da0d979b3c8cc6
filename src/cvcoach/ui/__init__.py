"""The web UI: a Gradio workspace over the library API (`build_app`), and the plain-Python
handlers behind it, usable without Gradio. Gradio is imported only by `build_app`, so
`import cvcoach` and the CLI never load it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.ui.handlers import (
    CHANGE_HEADERS,
    ENGINES,
    FINDING_HEADERS,
    PASTED_CV,
    PASTED_ROLE,
    CheckView,
    LetterView,
    PolishView,
    check_cv,
    cover_letter,
    finding_rows,
    need_role,
    output_dir,
    polish_cv,
    read_cv,
    read_role,
)

if TYPE_CHECKING:
    import gradio as gr

__all__ = [
    "CHANGE_HEADERS",
    "ENGINES",
    "FINDING_HEADERS",
    "PASTED_CV",
    "PASTED_ROLE",
    "CheckView",
    "LetterView",
    "PolishView",
    "build_app",
    "check_cv",
    "cover_letter",
    "finding_rows",
    "need_role",
    "output_dir",
    "polish_cv",
    "read_cv",
    "read_role",
]


def build_app() -> gr.Blocks:
    """The Gradio workspace (see `cvcoach.ui.app`)."""
    from cvcoach.ui.app import build_app as build

    return build()
