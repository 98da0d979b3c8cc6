"""Malformed inputs and unwritable outputs, injected into every command: one message naming
the file (and line and column where there is one), exit 2, no traceback, no output left."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cvcoach.cli import main
from tests.conftest import ROOT
from tests.outputs.test_files import disk_full_after

CV = ROOT / "evals" / "profiles" / "lei-wang.yaml"
ROLE = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"
SEED = ROOT / "evals" / "seeds" / "lei-wang.md"
OFFLINE = ["--engine", "offline"]


def commands(cv: Path, role: Path, out: Path) -> list[list[str]]:
    """Every command that reads a CV, each writing to `out`."""
    return [
        ["check", str(cv), "--role", str(role)],
        ["polish", str(cv), "--role", str(role), *OFFLINE, "-o", str(out)],
        ["cover-letter", str(cv), "--role", str(role), *OFFLINE, "-o", str(out)],
        ["render", str(cv), "--to", "html", "-o", str(out)],
    ]


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one message of a command that must exit 2."""
    assert main(argv) == 2, argv
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip(), argv
    return err


def test_a_lone_surrogate_in_a_json_cv_is_refused_where_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cv = tmp_path / "cv.json"
    cv.write_text('{"basics": {"name": "A \\ud800 B"}, "work": []}')
    for argv in commands(cv, ROLE, tmp_path / "out.yaml"):
        err = refused(argv, capsys)
        assert f"{cv}:1:24:" in err and "lone surrogate" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.json"]
    # the YAML form was refused already: both forms now agree
    yaml_cv = tmp_path / "cv.yaml"
    yaml_cv.write_text('basics:\n  name: "A \\ud800 B"\n')
    assert f"{yaml_cv}:2:" in refused(["check", str(yaml_cv)], capsys)


def test_a_surrogate_pair_and_an_escaped_backslash_are_text(tmp_path: Path) -> None:
    cv = tmp_path / "cv.json"
    cv.write_text('{"basics": {"name": "Ana \\ud83d\\ude00 \\\\ud800"}, "work": []}')
    assert main(["check", str(cv)]) == 0


def test_a_lone_surrogate_in_a_role_json_is_refused_by_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    role = tmp_path / "role.json"
    role.write_text('{"title": "Engineer \\ud800", "description": "Build compilers"}')
    for argv in commands(CV, role, tmp_path / "out.yaml")[:3]:
        err = refused(argv, capsys)
        assert f"{role}:1:21:" in err and "lone surrogate" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["role.json"]


def test_a_raw_escape_character_in_yaml_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cv = tmp_path / "cv.yaml"
    cv.write_text("basics:\n  name: A\x1bB\n")
    err = refused(["check", str(cv)], capsys)
    assert f"{cv}:2:10: YAML syntax error" in err and "U+001B" in err


@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_a_device_or_a_pipe_is_refused_without_reading(tmp_path: Path, kind: str) -> None:
    """/dev/zero never ends and a FIFO blocks until a writer comes: neither is read.
    In a child process with a time limit, so that a regression fails instead of hanging."""
    if kind == "device":
        source = Path("/dev/zero")
    else:
        source = tmp_path / "cv.yaml"
        os.mkfifo(source)
    argvs = [
        *commands(source, ROLE, tmp_path / "out.yaml"),
        ["import", str(source), "-o", str(tmp_path / "imported.yaml")],
        ["check", str(CV), "--role", str(source)],
    ]
    for argv in argvs:
        done = subprocess.run(
            [sys.executable, "-m", "cvcoach", *argv],
            capture_output=True, text=True, timeout=60, check=False,
        )  # fmt: skip
        assert done.returncode == 2, (argv, done.stderr)
        assert "not a regular file" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out.yaml").exists() and not (tmp_path / "imported.yaml").exists()


@pytest.mark.parametrize("where", ["folder", "through-a-file"])
def test_an_unwritable_output_path_is_refused_by_every_command(
    tmp_path: Path, where: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("mine")
    out = tmp_path / "folder" if where == "folder" else tmp_path / "file" / "out.yaml"
    argvs = [*commands(CV, ROLE, out)[1:], ["import", str(SEED), "-o", str(out)]]
    for argv in argvs:
        err = refused(argv, capsys)
        assert f"cannot write {out}" in err
    assert list((tmp_path / "folder").iterdir()) == []
    assert (tmp_path / "file").read_text() == "mine"


def test_a_250_byte_output_name_is_written(tmp_path: Path) -> None:
    out = tmp_path / ("n" * 245 + ".yaml")
    assert main(["polish", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(out)]) in (0, 1)
    assert out.is_file()
    assert all(len(p.name.encode()) <= 255 for p in tmp_path.iterdir())
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_polish_refuses_to_overwrite_its_role(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    role = tmp_path / "role.md"
    shutil.copy(ROLE, role)
    err = refused(["polish", str(CV), "--role", str(role), *OFFLINE, "-o", str(role)], capsys)
    assert "refusing to overwrite the input" in err
    assert role.read_bytes() == ROLE.read_bytes()


@pytest.mark.parametrize("command", ["polish", "import", "cover-letter", "render"])
def test_a_full_disk_leaves_no_output_behind(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: str,
) -> None:
    """The disk fills up at the last file a command writes: exit 2, and neither that file
    nor the ones written before it stay (import and polish of a document left out.yaml)."""
    out = tmp_path / "out.yaml"
    argv = {
        "polish": ["polish", str(SEED), "--role", str(ROLE), *OFFLINE, "-o", str(out)],
        "import": ["import", str(SEED), "-o", str(out)],
        "cover-letter": ["cover-letter", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(out)],
        "render": ["render", str(CV), "--to", "html", "-o", str(out.with_suffix(".html"))],
    }[command]
    before = 1 if command in ("polish", "import") else 0
    with disk_full_after(monkeypatch, before):
        err = refused(argv, capsys)
    assert "the disk is full" in err
    assert list(tmp_path.iterdir()) == []


def test_a_full_standard_output_is_one_message(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "cvcoach", "check", str(CV)],
            stdout=full, stderr=subprocess.PIPE, text=True, timeout=60, check=False,
        )  # fmt: skip
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "cvcoach: cannot write the output: No space left on device"
    ]


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = tmp_path / "cv.pdf"
    with huge.open("wb") as handle:
        handle.truncate(21 * 2**20)  # sparse: 21 MB of nothing on disk
    for argv in (["check", str(huge)], ["import", str(huge), "-o", str(tmp_path / "o.yaml")]):
        err = refused(argv, capsys)
        assert "22,020,096 bytes" in err and "at most 20,971,520 bytes" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.pdf"]
