"""The technical lexicon shipped with cvcoach (data/lexicon.txt) and the user's allowlist.

Format of data/lexicon.txt: one term per line in its canonical spelling, optionally
followed by ` | alias | alias` (other accepted spellings, e.g. `PyTorch | pytorch`).
Lines starting with `#` are comments. Terms may contain spaces, dots, `+`, `#`, `/`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources
from pathlib import Path

from pydantic import BaseModel, ConfigDict

ALLOWLIST_ENV = "CVCOACH_ALLOWLIST"


class Lexicon(BaseModel):
    """Canonical technical terms and the spellings that map to them."""

    model_config = ConfigDict(frozen=True)

    canonical: tuple[str, ...]
    # lower-cased spelling -> canonical term
    index: dict[str, str]
    # lower-cased spelling -> every spelling written in the file (canonical and aliases)
    written: dict[str, tuple[str, ...]] = {}

    def spellings_of(self, word: str) -> tuple[str, ...]:
        return self.written.get(word.lower(), ())

    def canonical_of(self, word: str) -> str | None:
        return self.index.get(word.lower())

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self.index


def parse_lexicon(lines: Iterable[str]) -> Lexicon:
    canonical: list[str] = []
    index: dict[str, str] = {}
    written: dict[str, list[str]] = {}
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(" | ") if p.strip()]
        term = parts[0]
        canonical.append(term)
        for spelling in parts:
            index.setdefault(spelling.lower(), term)
            written.setdefault(spelling.lower(), []).append(spelling)
    return Lexicon(
        canonical=tuple(canonical), index=index, written={k: tuple(v) for k, v in written.items()}
    )


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    """The bundled lexicon plus the user's allowlist.

    The allowlist is $CVCOACH_ALLOWLIST or ~/.config/cvcoach/allowlist.txt.
    """
    text = resources.files("cvcoach").joinpath("data/lexicon.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    lines.extend(user_allowlist())
    return parse_lexicon(lines)


def user_allowlist() -> list[str]:
    """Words the user accepts, one per line, from $CVCOACH_ALLOWLIST or the config dir."""
    candidates = []
    if os.environ.get(ALLOWLIST_ENV):
        candidates.append(Path(os.environ[ALLOWLIST_ENV]))
    config_home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    candidates.append(Path(config_home) / "cvcoach" / "allowlist.txt")
    for path in candidates:
        try:
            return path.read_text(encoding="utf-8").splitlines()
        except OSError:
            continue
    return []
