"""The `cvcoach` command: argparse front end (`entry`) and its commands.

The entry point `cvcoach.cli:main` is kept; each command is a thin layer over the library,
imported only when the command runs so that `check` loads nothing it does not use.
"""

from __future__ import annotations

from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run one `cvcoach` command; its exit code."""
    from cvcoach.cli.entry import main as run

    return run(argv)


__all__ = ["main"]
