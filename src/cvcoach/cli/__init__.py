"""The `cvcoach` command: argparse front end (`entry`) and its commands.

The entry point `cvcoach.cli:main` is kept; each command is a thin layer over the library.
Before anything else is imported, `main` puts the regular expressions earlier runs of the
command compiled back in `re`'s cache (`language.pattern_cache`), and afterwards keeps any
new ones.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run one `cvcoach` command; its exit code."""
    from cvcoach.language import pattern_cache

    args = sys.argv[1:] if argv is None else argv
    command = next((arg for arg in args if not arg.startswith("-")), "none")
    pattern_cache.prime(command)
    try:
        from cvcoach.cli.entry import main as run

        return run(argv)
    finally:
        pattern_cache.remember(command)


__all__ = ["main"]
