"""Writing a file so that a reader never sees half of it: a temporary file, then a rename."""

from __future__ import annotations

from pathlib import Path

from cvcoach.language.data_cache import write_atomically


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write via a temporary file in the same folder and rename: never a half-written file.

    Text is written as UTF-8 with its newlines as given; bytes as they are. The folder must
    exist (an output path is the user's choice; cvcoach does not create folders for it).
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    write_atomically(Path(path), payload, make_parents=False)
