"""Derived tables cached under the cache dir: rebuilt when missing, stale or damaged, and
never written anywhere else."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cvcoach.language import terms, verbs
from cvcoach.language.data_cache import CACHE_ENV, cache_dir, load_derived


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(folder))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    verbs.load_verb_forms.cache_clear()
    terms.people_names.cache_clear()
    yield folder
    verbs.load_verb_forms.cache_clear()
    terms.people_names.cache_clear()
    assert not (tmp_path / "xdg").exists()  # nothing written outside CVCOACH_CACHE_DIR


def _flip(data: bytes, at: int) -> bytes:
    return data[:at] + bytes([data[at] ^ 0xFF]) + data[at + 1 :]


def test_the_cache_dir_follows_the_environment(cache: Path) -> None:
    assert cache_dir() == cache


def test_a_damaged_or_stale_verb_cache_is_rebuilt(cache: Path) -> None:
    table = verbs.load_verb_forms()
    cached = cache / "verbs.marshal"
    good = cached.read_bytes()
    load_derived("verbs", [b"another verbs.txt"], lambda: [("go", "went", "goes", "going", False)])
    stale_bytes = cached.read_bytes()
    damages = [b"", b"garbage", good[:-10], _flip(good, len(good) - 1), _flip(good, 20)]
    for damage in [*damages, stale_bytes]:
        cached.write_bytes(damage)
        verbs.load_verb_forms.cache_clear()
        assert verbs.load_verb_forms() == table
        assert cached.read_bytes() == good  # rebuilt and rewritten
    assert [p.name for p in cache.iterdir()] == ["verbs.marshal"]  # no temporary file left


def test_a_cached_table_is_read_back_without_rebuilding(cache: Path) -> None:
    calls: list[int] = []

    def build() -> frozenset[str]:
        calls.append(1)
        return frozenset({"ada", "grace"})

    assert load_derived("names", [b"v1"], build) == frozenset({"ada", "grace"})
    assert load_derived("names", [b"v1"], build) == frozenset({"ada", "grace"})
    assert len(calls) == 1
    load_derived("names", [b"v2"], build)  # other source bytes: stale, built again
    assert len(calls) == 2


def test_an_unwritable_cache_dir_still_gives_the_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(CACHE_ENV, str(blocker / "cache"))
    verbs.load_verb_forms.cache_clear()
    terms.people_names.cache_clear()
    try:
        assert verbs.load_verb_forms().by_base["build"].past == "built"
        assert "smith" in terms.people_names()
    finally:
        verbs.load_verb_forms.cache_clear()
        terms.people_names.cache_clear()
    assert list(tmp_path.iterdir()) == [blocker]


def test_name_lists_come_back_the_same_from_the_cache(cache: Path) -> None:
    names = ("smith", "kevin", "maria", "wang")
    assert all(name in terms.people_names() for name in names)
    assert (cache / "names-txt.marshal").exists()
    terms.people_names.cache_clear()
    cached = terms.people_names()
    assert all(name in cached for name in names)
    assert "throughput" not in cached and "Smith" not in cached
