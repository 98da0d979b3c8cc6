"""A SQLite cache of validated model answers, so an identical second run sends nothing.

Keyed by endpoint and model, prompt id and version, and the (already redacted) prompt
inputs: a new prompt version or another model misses the cache by construction, and no
unredacted personal detail is ever written to it. Only validated answers are stored.
The file lives in cvcoach's cache dir (`cache_dir`, the one every cache of cvcoach uses:
`$CVCOACH_CACHE_DIR`, else `$XDG_CACHE_HOME/cvcoach`, else `~/.cache/cvcoach`). One
connection per thread plus SQLite's own locking make it safe for the engine's parallel
requests and for two runs at once.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Mapping
from pathlib import Path

from cvcoach.language.wordlist import cache_dir

__all__ = ["FILE_NAME", "AnswerCache", "cache_dir", "cache_key"]

FILE_NAME = "llm-cache.sqlite3"
SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    key TEXT PRIMARY KEY,
    prompt_id TEXT NOT NULL,
    prompt_version INTEGER NOT NULL,
    model TEXT NOT NULL,
    answer TEXT NOT NULL,
    created REAL NOT NULL
)
"""


def cache_key(
    endpoint: str, model: str, prompt_id: str, version: int, inputs: Mapping[str, object]
) -> str:
    """A stable hash of everything that determines an answer."""
    material = json.dumps(
        {"endpoint": endpoint, "model": model, "prompt": prompt_id, "version": version, **inputs},
        sort_keys=True,
        ensure_ascii=False,
    )
    return hashlib.sha256(material.encode()).hexdigest()


class AnswerCache:
    """get/put of answer text by key; the file is opened on first use.

    One connection shared by the engine's threads behind a lock (each statement is a
    few microseconds); other processes are kept apart by SQLite's file locking.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else cache_dir() / FILE_NAME
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None

    def _execute(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        with self._lock:
            if self._db is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(
                    self.path, timeout=30, isolation_level=None, check_same_thread=False
                )
                _set_up(db)
                self._db = db
            return self._db.execute(sql, params).fetchall()

    def get(self, key: str) -> str | None:
        rows = self._execute("SELECT answer FROM answers WHERE key = ?", (key,))
        return str(rows[0][0]) if rows else None

    def put(self, key: str, *, prompt_id: str, version: int, model: str, answer: str) -> None:
        self._execute(
            "INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?)",
            (key, prompt_id, version, model, answer, time.time()),
        )

    def __len__(self) -> int:
        rows = self._execute("SELECT COUNT(*) FROM answers")
        return int(str(rows[0][0]))

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


def _set_up(db: sqlite3.Connection, attempts: int = 50) -> None:
    """WAL mode and the table. Switching to WAL takes a lock SQLite does not wait for (its
    busy timeout does not apply), so a second run opening the cache at the same moment
    tries again for up to about five seconds."""
    for attempt in range(attempts):
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(SCHEMA)
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or attempt == attempts - 1:
                raise
            time.sleep(0.1)
