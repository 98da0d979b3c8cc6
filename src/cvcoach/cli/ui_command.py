"""`cvcoach ui`: the web UI as a command (what `python app.py` and `make ui` start)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

DEFAULT_PORT = 7860


def add_ui_parser(sub: Any) -> None:
    """Register `ui` on the command's subparsers."""
    p = sub.add_parser("ui", help="open the web UI in a browser (needs cvcoach[ui])")
    p.add_argument(
        "--host",
        default=os.environ.get("GRADIO_SERVER_NAME", "127.0.0.1"),
        help="the address to listen on (default: %(default)s, this machine only)",
    )
    p.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("GRADIO_SERVER_PORT") or DEFAULT_PORT),
        help="the port (default: %(default)s)",
    )
    p.add_argument("--no-browser", action="store_true", help="do not open a browser tab")
    p.set_defaults(func=run_ui)


def run_ui(args: argparse.Namespace) -> int:
    """Serve the UI until interrupted; exit 2 when the `[ui]` extra is not installed."""
    import importlib.util

    if importlib.util.find_spec("gradio") is None:
        sys.stderr.write(
            "cvcoach: the web UI needs gradio, not installed: pip install 'cvcoach[ui]'\n"
        )
        return 2
    from cvcoach.ui import build_app

    build_app().launch(server_name=args.host, server_port=args.port, inbrowser=not args.no_browser)
    return 0
