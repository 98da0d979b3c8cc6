"""The technical lexicon shipped with cvcoach (data/lexicon.txt) and the user's allowlist.

Format of data/lexicon.txt: one term per line in its canonical spelling, optionally
followed by ` | alias | alias` (other accepted spellings, e.g. `PyTorch | pytorch`).
Lines starting with `#` are comments. Terms may contain spaces, dots, `+`, `#`, `/`.

The user's allowlist ($CVCOACH_ALLOWLIST, else $XDG_CONFIG_HOME/cvcoach/allowlist.txt, else
allowlist.txt in the platform's config dir, beside config.toml; same format) is looked at
on every `load_lexicon` call and read again whenever it changed (another file, size,
modification time or inode), so a running UI sees an edit at its next check. Until then
the same `Lexicon` object is returned, and what callers derive from it can be kept. Within
`lexicon_held()` (one check of one CV) the lexicon is not looked at again: a check asks for
it once per bullet.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

from cvcoach.language.data_cache import package_data

ALLOWLIST_ENV = "CVCOACH_ALLOWLIST"


@dataclass(frozen=True)
class Lexicon:
    """Canonical technical terms and the spellings that map to them."""

    canonical: tuple[str, ...]
    # lower-cased spelling -> canonical term
    index: dict[str, str]
    # lower-cased spelling -> every spelling written in the file (canonical and aliases)
    written: dict[str, tuple[str, ...]] = field(default_factory=dict)

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
def bundled_lines() -> tuple[str, ...]:
    """The lines of data/lexicon.txt, read once."""
    return tuple(package_data("lexicon.txt").decode("utf-8").splitlines())


# The lexicon's sections of tools (not its companies and venues, nor its everyday words).
TOOL_SECTIONS = ("compilers", "processors", "gpu and ml", "web, cloud")


@lru_cache(maxsize=1)
def tool_rows() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The rows of the lexicon's tool sections (`TOOL_SECTIONS`): (section, spellings), the
    section's heading in lower case and the canonical spelling first."""
    rows = []
    section = ""
    for line in bundled_lines():
        if line.startswith("# ---"):
            section = line.strip("#- ").lower()
        elif line.strip() and not line.startswith("#") and section.startswith(TOOL_SECTIONS):
            names = tuple(n.strip() for n in line.split("|") if n.strip())
            rows.append((section, names))
    return tuple(rows)


@lru_cache(maxsize=1)
def tool_spellings() -> frozenset[str]:
    """Every spelling of the lexicon's tools, in lower case."""
    return frozenset(name.lower() for _, names in tool_rows() for name in names)


# The allowlist's state when the lexicon was last built, and that lexicon.
_loaded: tuple[tuple[object, ...], Lexicon] | None = None
# The lexicon `lexicon_held` keeps for the code running inside it (per thread and task).
_held: ContextVar[Lexicon | None] = ContextVar("cvcoach_lexicon_held", default=None)


def load_lexicon() -> Lexicon:
    """The bundled lexicon plus the user's allowlist as it is now (as it was on entry
    inside `lexicon_held`).

    Costs two `stat` calls while the allowlist is unchanged (the same object is returned).
    """
    global _loaded
    held = _held.get()
    if held is not None:
        return held
    state = tuple(_stamp(path) for path in allowlist_paths())
    loaded = _loaded
    if loaded is not None and loaded[0] == state:
        return loaded[1]
    lexicon = parse_lexicon([*bundled_lines(), *user_allowlist()])
    _loaded = (state, lexicon)
    return lexicon


@contextmanager
def lexicon_held() -> Iterator[Lexicon]:
    """Within this, `load_lexicon` returns the lexicon as it was on entry without looking at
    the allowlist again: one check reads one lexicon from its first bullet to its last."""
    held = _held.get()
    if held is not None:
        yield held  # nested: the outer hold stands
        return
    lexicon = load_lexicon()
    token = _held.set(lexicon)
    try:
        yield lexicon
    finally:
        _held.reset(token)


@cache
def platform_config_dir() -> Path:
    """cvcoach's folder in the platform's user config dir, where config.toml is: on Linux
    and the BSDs `~/.config/cvcoach` (what platformdirs answers there, without importing it
    at every `check`), elsewhere platformdirs' answer."""
    import sys

    if sys.platform != "darwin" and os.name == "posix":
        return Path.home() / ".config" / "cvcoach"
    import platformdirs

    return Path(platformdirs.user_config_dir("cvcoach"))


def allowlist_paths() -> list[Path]:
    """Where the allowlist may be, first match wins: $CVCOACH_ALLOWLIST, then the config dir."""
    paths = []
    if os.environ.get(ALLOWLIST_ENV):
        paths.append(Path(os.environ[ALLOWLIST_ENV]))
    config_home = os.environ.get("XDG_CONFIG_HOME")  # as the config file: else the platform's
    if config_home:
        paths.append(Path(config_home) / "cvcoach" / "allowlist.txt")
    else:
        paths.append(platform_config_dir() / "allowlist.txt")
    return paths


def _stamp(path: Path) -> tuple[object, ...]:
    try:
        st = os.stat(path)
    except OSError:
        return (str(path),)
    return (str(path), st.st_size, st.st_mtime_ns, st.st_ino, st.st_dev)


def user_allowlist() -> list[str]:
    """Words the user accepts, one per line, from $CVCOACH_ALLOWLIST or the config dir."""
    for path in allowlist_paths():
        try:
            return path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
    return []
