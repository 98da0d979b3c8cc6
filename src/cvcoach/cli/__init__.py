"""The `cvcoach` command: argparse front end (`entry`) and its commands.

The entry point `cvcoach.cli:main` is kept; each command is a thin layer over the library.
Before anything else is imported, `main` puts what earlier runs of the command compiled
back within reach: regular expressions in `re`'s cache (`language.pattern_cache`) and the
methods `dataclasses` writes (`language.code_cache`); afterwards it keeps what was new.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run one `cvcoach` command; its exit code."""
    from cvcoach.language import code_cache, pattern_cache

    args = sys.argv[1:] if argv is None else argv
    command = next((arg for arg in args if not arg.startswith("-")), "none")
    pattern_cache.prime(command)
    code_cache.prime(command)
    try:
        from cvcoach.cli.entry import main as run

        return run(argv)
    finally:
        code_cache.remember(command)
        pattern_cache.remember(command)


__all__ = ["main"]
