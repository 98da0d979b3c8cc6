"""The atomic writer under faults: each one a message naming the file, nothing left behind."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from cvcoach.outputs.files import OutputError, check_target, write_atomic, write_outputs
from cvcoach.outputs.paths import NAME_MAX, output_paths


class _FullDisk:
    """A file that takes no byte: every write fails as on a full disk."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def __enter__(self) -> _FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        os.close(self.fd)

    def write(self, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@contextmanager
def disk_full_after(monkeypatch: pytest.MonkeyPatch, files: int) -> Iterator[None]:
    """The disk fills up once `files` files have been written (by `os.fdopen(fd, "wb")`,
    as the atomic writer opens its temporary file)."""
    real = os.fdopen
    opened = [0]

    def fdopen(fd: int, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if "w" in mode:
            opened[0] += 1
            if opened[0] > files:
                return _FullDisk(fd)
        return real(fd, mode, *args, **kwargs)

    monkeypatch.setattr(os, "fdopen", fdopen)
    yield
    monkeypatch.setattr(os, "fdopen", real)


def test_a_folder_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    with pytest.raises(OutputError, match="is a folder"):
        write_atomic(tmp_path / "out", "text")
    with pytest.raises(OutputError, match="is a folder"):
        check_target(tmp_path / "out")
    assert list((tmp_path / "out").iterdir()) == []


def test_a_path_through_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("mine")
    with pytest.raises(OutputError, match="a part of the path is a file"):
        check_target(tmp_path / "file" / "deeper" / "cv.yaml")
    with pytest.raises(OutputError, match="a part of the path is a file"):
        write_outputs([(tmp_path / "file" / "cv.yaml", "text")])
    assert (tmp_path / "file").read_text() == "mine"


def test_a_legal_250_byte_name_is_written_with_a_short_temporary_name(tmp_path: Path) -> None:
    name = "n" * 245 + ".yaml"
    write_atomic(tmp_path / name, "text")
    assert [p.name for p in tmp_path.iterdir()] == [name]
    report = output_paths(tmp_path / name, None, "report")
    assert len(report.name.encode()) <= NAME_MAX and report.name.endswith(".polish-report.md")
    write_atomic(report, "report")


def test_a_full_disk_leaves_no_file_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with disk_full_after(monkeypatch, 0), pytest.raises(OutputError, match="disk is full"):
        write_atomic(tmp_path / "cv.yaml", "text")
    assert list(tmp_path.iterdir()) == []


def test_outputs_that_belong_together_go_together(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk fills up at the report: the polished CV written just before is removed."""
    files = [(tmp_path / "cv.polished.yaml", "cv"), (tmp_path / "cv.polish-report.md", "r")]
    with disk_full_after(monkeypatch, 1), pytest.raises(OutputError) as caught:
        write_outputs(files)
    assert "cv.polish-report.md" in str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_file_system(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    def mkstemp(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    with pytest.raises(OutputError, match="read-only") as caught:
        write_atomic(tmp_path / "cv.yaml", "text")
    assert caught.value.errno == errno.EROFS and isinstance(caught.value, OSError)
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_folder_is_refused_before_any_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "access", lambda *args, **kwargs: False)
    with pytest.raises(OutputError, match=r"permission denied|read-only"):
        check_target(tmp_path / "new" / "cv.yaml")


def test_text_no_utf8_file_can_hold_is_refused(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="line 2"):
        write_atomic(tmp_path / "cv.yaml", "a\nA \ud800 B\n")
    assert list(tmp_path.iterdir()) == []
