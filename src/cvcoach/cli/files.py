"""The CV files a command was given: folders expanded to the CV files they hold."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

CV_SUFFIXES = (".yaml", ".yml", ".json")


def expand_inputs(items: Sequence[str]) -> list[Path]:
    """Files as given; folders expanded to the CV files they hold (sorted, recursive)."""
    paths: list[Path] = []
    for item in items:
        p = Path(item)
        if p.is_dir():
            found = sorted(
                f
                for f in p.rglob("*")
                if f.suffix.lower() in CV_SUFFIXES and f.is_file() and ".polished." not in f.name
            )
            paths.extend(found)
        else:
            paths.append(p)
    return paths
