"""The answer cache: keys, location and concurrent writers."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from cvcoach.llm.cache import FILE_NAME, AnswerCache, cache_dir, cache_key


def test_the_cache_lives_in_xdg_cache_home(tmp_path: Path) -> None:
    assert cache_dir() == tmp_path / "cache" / "cvcoach"
    assert AnswerCache().path == tmp_path / "cache" / "cvcoach" / FILE_NAME


def test_cvcoach_cache_dir_moves_the_answer_cache_with_every_other_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cvcoach.language import wordlist

    monkeypatch.setenv("CVCOACH_CACHE_DIR", str(tmp_path / "elsewhere"))
    assert cache_dir() == wordlist.cache_dir() == tmp_path / "elsewhere"
    assert AnswerCache().path == tmp_path / "elsewhere" / FILE_NAME


def test_keys_change_with_endpoint_model_prompt_version_and_inputs() -> None:
    base = ("http://a/v1", "m", "review", 1, {"cv_text": "x"})
    variants = [
        ("http://b/v1", "m", "review", 1, {"cv_text": "x"}),
        ("http://a/v1", "n", "review", 1, {"cv_text": "x"}),
        ("http://a/v1", "m", "cover_letter", 1, {"cv_text": "x"}),
        ("http://a/v1", "m", "review", 2, {"cv_text": "x"}),
        ("http://a/v1", "m", "review", 1, {"cv_text": "y"}),
    ]

    assert cache_key(*base) == cache_key(*base)
    assert len({cache_key(*base), *(cache_key(*v) for v in variants)}) == 6


def test_concurrent_writers_and_readers(tmp_path: Path) -> None:
    cache = AnswerCache(tmp_path / "c.sqlite3")
    other = AnswerCache(tmp_path / "c.sqlite3")  # a second connection, as a second run

    def work(i: int) -> str | None:
        target = cache if i % 2 else other
        target.put(f"k{i}", prompt_id="review", version=1, model="m", answer=f"a{i}")
        return target.get(f"k{i}")

    with ThreadPoolExecutor(max_workers=16) as pool:
        answers = list(pool.map(work, range(200)))

    assert answers == [f"a{i}" for i in range(200)]
    assert len(cache) == 200
    assert cache.get("missing") is None
    cache.close()
    other.close()


def test_a_cache_another_run_is_setting_up_is_waited_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Switching to WAL fails at once with "database is locked" while another run holds the
    lock (SQLite's busy timeout does not cover it): the cache tries again."""
    import sqlite3

    calls: list[str] = []
    real_connect = sqlite3.connect

    class Flaky:
        def __init__(self, db: sqlite3.Connection) -> None:
            self.db = db

        def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
            calls.append(sql)
            if sql.startswith("PRAGMA") and len(calls) < 3:
                raise sqlite3.OperationalError("database is locked")
            return self.db.execute(sql, *args)

    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: Flaky(real_connect(*a, **k)))
    store = AnswerCache(tmp_path / FILE_NAME)
    store.put("k", prompt_id="p", version=1, model="m", answer="{}")
    assert store.get("k") == "{}"
    assert calls[:3] == ["PRAGMA journal_mode=WAL"] * 3


def test_other_database_errors_are_not_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    real_connect = sqlite3.connect

    def broken(*args: object, **kwargs: object) -> sqlite3.Connection:
        db = real_connect(":memory:")
        db.close()  # every statement fails with "Cannot operate on a closed database"
        return db

    monkeypatch.setattr(sqlite3, "connect", broken)
    with pytest.raises(sqlite3.ProgrammingError):
        AnswerCache(tmp_path / FILE_NAME).get("k")
