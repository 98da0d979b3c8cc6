"""The `cvcoach` command: argparse front end (`entry`) and its commands.

The entry point `cvcoach.cli:main` is kept; each command is a thin layer over the library.
"""

from cvcoach.cli.entry import main

__all__ = ["main"]
