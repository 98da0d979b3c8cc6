"""Shared test set-up: no test may reach beyond 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytest_socket import socket_allow_hosts

if TYPE_CHECKING:
    from cvcoach.checks.spelling import Speller

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SAMPLES = SHARED / "samples"
SEEDS = SHARED / "seeds"


@pytest.fixture(scope="session")
def _test_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("home")


@pytest.fixture(autouse=True)
def _no_developer_home(monkeypatch: pytest.MonkeyPatch, _test_home: Path) -> None:
    """HOME and the XDG dirs point into the session's temporary folder: no test reads the
    developer's allowlist, config or cache, or writes there."""
    monkeypatch.setenv("HOME", str(_test_home))
    for name, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_DATA_HOME", "data"),
    ):
        monkeypatch.setenv(name, str(_test_home / sub))
    monkeypatch.delenv("CVCOACH_ALLOWLIST", raising=False)


@pytest.fixture(autouse=True)
def _no_internet() -> None:
    """Block every socket except loopback, so a test cannot reach the internet by accident."""
    socket_allow_hosts(["127.0.0.1", "::1"], allow_unix_socket=True)


@pytest.fixture(scope="module")
def private_word_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Build the word table in a temporary cache for a whole test module (building it takes
    about a second), never in the user's home."""
    from cvcoach.language import wordlist

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(wordlist.CACHE_ENV, str(tmp_path_factory.mktemp("cache")))
        wordlist.word_table.cache_clear()
        yield
    wordlist.word_table.cache_clear()


def need_shared(path: Path) -> Path:
    """Return a file from ../shared, or skip: that folder sits beside the project, not in clones."""
    if not path.exists():
        pytest.skip(f"{path} is absent (../shared is not part of a clone)")
    return path


@pytest.fixture(scope="module")
def speller() -> Speller:
    """One spelling check per test module (it loads its data on first use, so beside
    `private_word_cache` it reads the module's own word table)."""
    from cvcoach.checks.spelling import Speller

    return Speller()


def found(speller: Speller, text: str, *context: str) -> list[tuple[str, str | None]]:
    """(word, suggestion) for each finding in `text`, checked with the vocabulary of `text`
    and the `context` texts, as one CV."""
    from cvcoach.checks.spelling import build_vocabulary

    vocabulary = build_vocabulary([text, *context])
    return [(m.word, m.suggestion) for m in speller.check(text, vocabulary)]
