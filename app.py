"""Start the cvcoach web UI: `python app.py` (GRADIO_SERVER_NAME, GRADIO_SERVER_PORT apply).

The guard matters: the UI's worker processes start from a forkserver, which imports this
file again under another name; only `python app.py` itself launches the server."""

import os

from cvcoach.ui import build_app

if __name__ == "__main__":
    build_app().launch(server_name=os.environ.get("GRADIO_SERVER_NAME", "127.0.0.1"))
