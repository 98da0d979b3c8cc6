"""The `cvcoach` command: argparse front end (`entry`) and its commands.

The entry point `cvcoach.cli:main` is kept; each command is a thin layer over the library.
Before anything else is imported, `main` puts the regular expressions earlier runs compiled
back in `re`'s cache (`language.pattern_cache`), and afterwards keeps any new ones.
"""

from __future__ import annotations

from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run one `cvcoach` command; its exit code."""
    from cvcoach.language import pattern_cache

    pattern_cache.prime()
    try:
        from cvcoach.cli.entry import main as run

        return run(argv)
    finally:
        pattern_cache.remember()


__all__ = ["main"]
