"""Dataclass methods compiled by earlier runs: the same classes, `dataclasses` left as it
was after a command, and damaged or foreign files ignored."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cvcoach.language import code_cache
from cvcoach.language.data_cache import CACHE_ENV, write_cached

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(code_cache, "_known", {})
    monkeypatch.setattr(code_cache, "_new", {})
    yield tmp_path
    code_cache.remember("test")
    assert "exec" not in dataclasses.__dict__


def _classes() -> tuple[type, type]:
    @dataclasses.dataclass(frozen=True, kw_only=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple[str, ...] = ()

    @dataclasses.dataclass
    class Bag:
        name: str
        items: list[int] = dataclasses.field(default_factory=list)
        hidden: Any = dataclasses.field(default=None, repr=False)

    return Point, Bag


def _behaviour(point: type, bag: type) -> list[object]:
    p, b = point(x=1, tags=("a",)), bag("n")
    b.items.append(3)
    seen: list[object] = [
        repr(p),
        repr(b),
        p == point(x=1, tags=("a",)),
        hash(p) == hash(point(x=1, tags=("a",))),
    ]
    seen += [b == bag("n", [3]), bag("m").items is not bag("m").items]
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 2
    with pytest.raises(TypeError):
        point(1)  # keyword-only
    return seen


def test_classes_made_with_cached_code_behave_the_same(cache: Path) -> None:
    plain = _behaviour(*_classes())
    assert code_cache.prime("test") == 0
    first = _behaviour(*_classes())  # compiled, and kept
    assert code_cache.remember("test") > 0
    assert "exec" not in dataclasses.__dict__  # `dataclasses` has its own exec back
    code_cache._known.clear()
    assert code_cache.prime("test") > 0
    again = _behaviour(*_classes())  # from the cache
    assert code_cache._new == {}  # nothing compiled this time
    assert plain == first == again


@pytest.mark.parametrize("damage", [b"", b"garbage", b"CVCDATA1" + b"\x01" * 40])
def test_a_damaged_file_is_ignored(cache: Path, damage: bytes) -> None:
    (cache / "dataclass-code-test.marshal").write_bytes(damage)
    assert code_cache.prime("test") == 0
    assert _behaviour(*_classes()) == _behaviour(*_classes())


def test_code_of_another_python_is_not_used(cache: Path) -> None:
    write_cached("dataclass-code-test", "cpython-99-other", {"x = 1": compile("x = 2", "", "exec")})
    assert code_cache.prime("test") == 0


def test_a_replaced_exec_is_left_alone(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def other(*args: Any) -> None:
        exec(*args)

    monkeypatch.setattr(dataclasses, "exec", other, raising=False)
    assert code_cache.prime("test") == 0
    assert dataclasses.__dict__["exec"] is other
    monkeypatch.undo()


def test_a_second_check_compiles_no_dataclass_method(tmp_path: Path) -> None:
    env = {CACHE_ENV: str(tmp_path), "PYTHONPATH": str(ROOT / "src")}
    code = (
        "import sys\nfrom cvcoach.cli import main\nfrom cvcoach.language import code_cache\n"
        "main(['check', sys.argv[1]])\nprint('KNOWN', len(code_cache._known))\n"
    )
    cv = ROOT / "evals" / "profiles" / "lei-wang.yaml"
    first = subprocess.run(
        [sys.executable, "-c", code, str(cv)], capture_output=True, text=True, env=env
    )
    cached = tmp_path / "dataclass-code-check.marshal"
    written = cached.stat().st_mtime_ns
    second = subprocess.run(
        [sys.executable, "-c", code, str(cv)], capture_output=True, text=True, env=env
    )
    assert first.stdout.rpartition("KNOWN")[0] == second.stdout.rpartition("KNOWN")[0]
    assert int(second.stdout.rpartition("KNOWN")[2]) > 20
    assert cached.stat().st_mtime_ns == written  # nothing new to keep
