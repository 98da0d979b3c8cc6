"""Compiled regular expressions kept between runs: rebuilt exactly, ignored when damaged or
made by another interpreter, and never a reason for a command to fail."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cvcoach.language import pattern_cache
from cvcoach.language.data_cache import CACHE_ENV, read_cached, write_cached

ROOT = Path(__file__).resolve().parents[2]
PATTERNS: list[tuple[str | bytes, int]] = [
    (r"(?P<year>\d{4})-(?P<month>\d\d)", 0),
    (r"(?<![\w'’-])(through|middle|bottle)(?=\s)", 0),
    (r"[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]", 0),
    (r"\bRESPONSIBLE\s+for\b", re.IGNORECASE),
    (r"^  - (.*)$", re.MULTILINE | re.VERBOSE),
    (rb"\x00+(?:ab|cd)", 0),
]
SAMPLES = ["2024-09 and 2023-11", "Went through it", "a\x01b", "responsible FOR", b"\x00\x00ab"]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(pattern_cache, "_loaded", set())
    re.purge()
    yield tmp_path
    re.purge()


def _cached(pattern: str | bytes, flags: int) -> re.Pattern[str] | re.Pattern[bytes] | None:
    found: re.Pattern[str] | re.Pattern[bytes] | None = re._cache.get(  # type: ignore[attr-defined]
        (type(pattern), pattern, flags)
    )
    return found


@pytest.mark.parametrize(("pattern", "flags"), PATTERNS)
def test_a_program_rebuilds_the_same_pattern(pattern: str | bytes, flags: int) -> None:
    found = pattern_cache.program(pattern, flags)
    assert found is not None
    rebuilt = pattern_cache._rebuild(found)
    compiled = re.compile(pattern, flags)
    assert rebuilt == compiled
    assert (rebuilt.pattern, rebuilt.flags, rebuilt.groupindex, rebuilt.groups) == (
        compiled.pattern, compiled.flags, compiled.groupindex, compiled.groups,
    )  # fmt: skip
    for sample in SAMPLES:
        if isinstance(sample, type(pattern)):
            assert [m.span() for m in rebuilt.finditer(sample)] == [
                m.span()
                for m in compiled.finditer(sample)  # type: ignore[arg-type]
            ]


def test_patterns_a_run_compiled_are_primed_in_the_next(cache: Path) -> None:
    for pattern, flags in PATTERNS:
        re.compile(pattern, flags)
    assert pattern_cache.remember("test") >= len(PATTERNS)
    assert pattern_cache.remember("test") == 0  # nothing new: the file is not written again
    re.purge()
    assert pattern_cache.prime("test") >= len(PATTERNS)
    for pattern, flags in PATTERNS:
        primed = _cached(pattern, flags)
        assert primed is not None
        assert re.compile(pattern, flags) is primed  # `re` finds it in its own cache
        assert primed == pattern_cache._rebuild(pattern_cache.program(pattern, flags))  # type: ignore[arg-type]


@pytest.mark.parametrize("damage", [b"", b"garbage", b"CVCDATA1" + b"\x00" * 40])
def test_a_damaged_file_primes_nothing_and_is_rewritten(cache: Path, damage: bytes) -> None:
    (cache / "patterns-test.marshal").write_bytes(damage)
    assert pattern_cache.prime("test") == 0
    re.compile(r"abc+d", 0)
    assert pattern_cache.remember("test") >= 1
    re.purge()
    assert pattern_cache.prime("test") >= 1
    assert _cached(r"abc+d", 0) is not None


def test_a_damaged_program_is_skipped_and_the_others_are_used(cache: Path) -> None:
    good = pattern_cache.program(r"x(y)z", 0)
    bad = pattern_cache.program(r"q+r", 0)
    assert good is not None and bad is not None
    broken = (*bad[:3], [99999, 1, 2], *bad[4:])  # not a program the engine accepts
    write_cached("patterns-test", pattern_cache._key(), [broken, good])
    re.purge()
    assert pattern_cache.prime("test") == 1
    assert _cached(r"q+r", 0) is None
    assert re.compile(r"x(y)z").match("xyz") is not None
    assert re.compile(r"q+r").match("qqr") is not None  # compiled by `re` as always


def test_programs_of_another_interpreter_are_not_used(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    re.compile(r"only(here)", 0)
    monkeypatch.setattr(pattern_cache, "_key", lambda: "otherpython-3.99-0")
    pattern_cache.remember("test")
    monkeypatch.undo()
    monkeypatch.setenv(CACHE_ENV, str(cache))
    re.purge()
    assert pattern_cache.prime("test") == 0
    assert read_cached("patterns-test", pattern_cache._key()) is None


def test_a_read_only_cache_dir_changes_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("x")
    env = {CACHE_ENV: str(blocked / "cache"), "PYTHONPATH": str(ROOT / "src")}
    code = "from cvcoach.cli import main; import sys; sys.exit(main(['check', sys.argv[1]]))"
    cv = ROOT / "evals" / "profiles" / "lei-wang.yaml"
    run = subprocess.run(
        [sys.executable, "-c", code, str(cv)], capture_output=True, text=True, env=env
    )
    assert run.returncode == 0, run.stderr
    assert "warning[spelling]" in run.stdout


def test_check_reads_the_same_with_and_without_cached_patterns(tmp_path: Path) -> None:
    env = {CACHE_ENV: str(tmp_path), "PYTHONPATH": str(ROOT / "src")}
    code = (
        "import sys\nfrom cvcoach.language import pattern_cache\n"
        "primed = pattern_cache.prime('check')\nfrom cvcoach.cli import main\n"
        "main(['check', sys.argv[1], '--format', 'json'])\nprint('PRIMED', primed)\n"
    )
    cv = ROOT / "evals" / "profiles" / "lei-wang.yaml"
    runs = [
        subprocess.run(
            [sys.executable, "-c", code, str(cv)], capture_output=True, text=True, env=env
        )
        for _ in range(2)
    ]
    first, second = (run.stdout.rpartition("PRIMED") for run in runs)
    assert first[0] == second[0]  # the same report
    assert int(first[2]) == 0
    assert int(second[2]) > 50  # the second run found its patterns cached
    cached = tmp_path / "patterns-check.marshal"
    written = cached.stat().st_mtime_ns
    subprocess.run([sys.executable, "-c", code, str(cv)], capture_output=True, env=env)
    assert cached.stat().st_mtime_ns == written  # no pattern differs from run to run


def test_a_full_file_is_not_added_to(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pattern_cache, "MAX_PATTERNS", 2)
    for word in ("one", "two", "three"):
        re.compile(rf"\b{word}\b")
    assert pattern_cache.remember("test") == 2
    re.compile(r"\bfour\b")
    assert pattern_cache.remember("test") == 0
    re.purge()
    assert pattern_cache.prime("test") == 2
