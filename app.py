"""Start the cvcoach web UI: `python app.py` (GRADIO_SERVER_NAME, GRADIO_SERVER_PORT apply)."""

import os

from cvcoach.ui import build_app

build_app().launch(server_name=os.environ.get("GRADIO_SERVER_NAME", "127.0.0.1"))
