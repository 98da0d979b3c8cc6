"""The lexicon and the user's allowlist: an edit is seen by the next check, in the same process."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from cvcoach import check
from cvcoach.language.lexicon import ALLOWLIST_ENV, allowlist_paths, lexicon_held, load_lexicon

CV = "work:\n  - name: Acme\n    highlights:\n      - Designed the Alogrithom for ranking\n"


def slips(cv: Path) -> list[str]:
    result = check(cv, today=dt.date(2026, 11, 21))
    return [f.text for f in result.findings if f.kind == "spelling"]


def test_an_allowlist_edit_is_seen_by_the_next_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allowlist = tmp_path / "allowlist.txt"
    monkeypatch.setenv(ALLOWLIST_ENV, str(allowlist))
    cv = tmp_path / "cv.yaml"
    cv.write_text(CV, encoding="utf-8")
    assert slips(cv) == ["Alogrithom"]
    allowlist.write_text("Alogrithom\n", encoding="utf-8")
    assert slips(cv) == []
    allowlist.write_text("# nothing accepted now\n", encoding="utf-8")
    assert slips(cv) == ["Alogrithom"]
    allowlist.write_text("Alogrithom\n", encoding="utf-8")
    assert slips(cv) == []
    allowlist.unlink()
    assert slips(cv) == ["Alogrithom"]


def test_the_config_dir_allowlist_is_read_and_an_edit_seen(tmp_path: Path) -> None:
    config = Path(os.environ["XDG_CONFIG_HOME"]) / "cvcoach" / "allowlist.txt"
    assert allowlist_paths() == [config]  # the test home, never the developer's
    config.parent.mkdir(parents=True, exist_ok=True)
    try:
        config.write_text("Zorblax\n", encoding="utf-8")
        assert "zorblax" in load_lexicon()
        config.write_text("Quuxify\n", encoding="utf-8")
        lexicon = load_lexicon()
        assert "quuxify" in lexicon and "zorblax" not in lexicon
    finally:
        config.unlink()
    assert "quuxify" not in load_lexicon()


def test_an_unchanged_allowlist_gives_the_same_lexicon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allowlist = tmp_path / "allowlist.txt"
    allowlist.write_text("Zorblax\n", encoding="utf-8")
    monkeypatch.setenv(ALLOWLIST_ENV, str(allowlist))
    first = load_lexicon()
    assert load_lexicon() is first  # what callers derive from it can be kept
    assert first.canonical_of("zorblax") == "Zorblax" and "PyTorch" in first.canonical


def test_an_allowlist_that_is_not_utf8_still_counts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allowlist = tmp_path / "allowlist.txt"
    allowlist.write_bytes(b"Zorblax\n\xff\xfe broken\n")
    monkeypatch.setenv(ALLOWLIST_ENV, str(allowlist))
    assert "zorblax" in load_lexicon()


def test_a_held_lexicon_stands_for_the_whole_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allowlist = tmp_path / "allowlist.txt"
    allowlist.write_text("Zorblax\n", encoding="utf-8")
    monkeypatch.setenv(ALLOWLIST_ENV, str(allowlist))
    with lexicon_held() as held:
        assert load_lexicon() is held and "zorblax" in held
        allowlist.write_text("Quuxify\n", encoding="utf-8")  # an edit during one check
        with lexicon_held() as inner:
            assert inner is held  # nested: the outer hold stands
        assert load_lexicon() is held and "quuxify" not in load_lexicon()
    after = load_lexicon()  # the next check sees the edit
    assert "quuxify" in after and "zorblax" not in after
