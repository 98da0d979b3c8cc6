"""Writing a file so that a reader never sees half of it: a temporary file, then a rename.

An output that cannot be written (its path is a folder, runs through a file, names a
folder that cannot be made; a read-only or full disk) raises `OutputError`, an `OSError`
that says which file and why in words; nothing is left behind: no temporary file, and
with `write_outputs` none of the outputs written before the one that failed.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Sequence
from pathlib import Path

from cvcoach.language.data_cache import write_atomically


class OutputError(OSError):
    """An output file that could not be written; `str()` is the message for the user."""

    def __init__(self, path: Path, reason: str, code: int = 0) -> None:
        super().__init__(code, reason, str(path))
        self.path = path
        self.reason = reason

    def __str__(self) -> str:
        return f"cannot write {self.path}: {self.reason}"


_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the file system is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.ENOTDIR: "a part of the path is a file, not a folder",
    errno.EISDIR: "this is a folder",
    errno.EEXIST: "a part of the path is a file, not a folder",
    errno.ENOENT: "the folder does not exist",
}


def _failure(path: Path, exc: OSError) -> OutputError:
    reason = _REASONS.get(exc.errno or 0) or exc.strerror or str(exc)
    return OutputError(path, reason, exc.errno or 0)


def _payload(path: Path, data: str | bytes) -> bytes:
    if isinstance(data, bytes):
        return data
    try:
        return data.encode("utf-8")
    except UnicodeEncodeError as exc:
        line = data.count("\n", 0, exc.start) + 1
        raise OutputError(
            path, f"line {line} holds {data[exc.start]!r}, which UTF-8 cannot hold"
        ) from None


def check_target(path: Path) -> None:
    """Refuse, before any work is done, an output path that cannot be written: a folder, a
    path through a file, a folder that is read-only. (A full disk shows only on writing.)"""
    path = Path(path)
    try:
        if path.is_dir():
            raise OutputError(path, "this is a folder; give a file name", errno.EISDIR)
        folder = path.parent
        while not folder.exists() and folder != folder.parent:
            folder = folder.parent
    except OutputError:
        raise
    except OSError as exc:  # a name too long, a loop of links
        raise _failure(path, exc) from None
    if not folder.is_dir():
        raise OutputError(path, _REASONS[errno.ENOTDIR], errno.ENOTDIR)
    if not os.access(folder, os.W_OK):
        read_only = errno.EROFS if _read_only(folder) else errno.EACCES
        raise OutputError(path, f"{_REASONS[read_only]} ({folder})", read_only)


def _read_only(folder: Path) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def prepare_folder(path: Path) -> None:
    """Make the folder `path` goes in (an output path is the user's choice, folders and
    all); OutputError when `path` is a folder or the folder cannot be made."""
    path = Path(path)
    try:
        if path.is_dir():
            raise OutputError(path, "this is a folder; give a file name", errno.EISDIR)
        path.parent.mkdir(parents=True, exist_ok=True)
    except OutputError:
        raise
    except OSError as exc:
        raise _failure(path, exc) from None
    if not path.parent.is_dir():
        raise OutputError(path, _REASONS[errno.ENOTDIR], errno.ENOTDIR)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write via a temporary file in the same folder and rename: never a half-written file.

    Text is written as UTF-8 with its newlines as given; bytes as they are. The folder must
    exist (`prepare_folder` makes it). Raises OutputError, leaving nothing behind.
    """
    path = Path(path)
    payload = _payload(path, data)
    try:
        if path.is_dir():
            raise OutputError(path, "this is a folder; give a file name", errno.EISDIR)
        write_atomically(path, payload, make_parents=False)
    except OutputError:
        raise
    except OSError as exc:
        raise _failure(path, exc) from None


def write_outputs(files: Sequence[tuple[Path, str | bytes]]) -> None:
    """Write several outputs that belong together (a polished CV and its report), each
    atomically, making their folders; when one fails, those already written by this call
    are removed, so a failed command leaves no output of its own behind."""
    for path, _ in files:
        check_target(path)
        prepare_folder(path)
    written: list[Path] = []
    try:
        for path, data in files:
            write_atomic(path, data)
            written.append(path)
    except BaseException:
        for path in written:
            Path(path).unlink(missing_ok=True)
        raise
