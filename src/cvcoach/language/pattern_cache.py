"""Regular expressions compiled once per machine, not at every start.

CPython compiles a regular expression in Python code (`re._parser`, `re._compiler`) the
first time a process uses it, and every `cvcoach check` uses over a hundred: cvcoach's
own, and PyYAML's (its reader compiles one character class at import that costs as much
as the rest together). The compiled programs are plain lists of integers, so they keep:
`prime()` fills the `re` module's own cache with the patterns an earlier run compiled,
rebuilt from their programs by `_sre.compile` (C code, a fraction of the cost), and every
`re.compile`, `re.match` or `re.sub` in the process finds its pattern there. `remember()`
adds the patterns a run compiled that were not cached yet.

The programs are kept under `cache_dir()`, one file for each command (`patterns-check.marshal`),
keyed by the Python build and the regular-expression engine's version, so another interpreter
never reads them. A file holds at most `MAX_PATTERNS`; a full one is not added to (a command
that builds patterns from a CV's own words adds new ones at each run, the first ones stay). A
program is stored only when the pattern rebuilt from it equals (`==`: same pattern, flags
and program) the one `re` compiled, and any failure (an interpreter without these
internals, a damaged file, a read-only cache dir) leaves `re` compiling as it always does.
"""

from __future__ import annotations

import contextlib
import re
import sys
from typing import Any

from cvcoach.language.data_cache import read_cached, write_cached

MAX_PATTERNS = 400  # below `re`'s own cache size (512), so priming evicts nothing
Program = tuple[Any, int, int, list[int], int, dict[str, int], tuple[str | None, ...]]
_loaded: set[tuple[type, Any, int]] = set()


def _engine() -> tuple[Any, Any, Any] | None:
    """(_sre, parser, compiler) of this interpreter, or None when they are not as expected."""
    _sre = sys.modules.get("_sre")  # `re` imported it
    try:
        if sys.version_info >= (3, 11):
            from re import _compiler, _parser  # type: ignore[attr-defined]
        else:  # pragma: no cover - Python 3.10
            import sre_compile as _compiler
            import sre_parse as _parser
    except ImportError:  # pragma: no cover - another implementation
        return None
    needed = (hasattr(_sre, "compile"), hasattr(_compiler, "_code"), hasattr(_parser, "parse"))
    return (_sre, _parser, _compiler) if all(needed) else None


def _key() -> str:
    engine = _engine()
    magic = getattr(engine[0], "MAGIC", "?") if engine else "?"
    version = getattr(re, "__version__", "?")
    return f"{sys.implementation.name}-{sys.version}-{magic}-{version}"


def _cache() -> dict[Any, Any] | None:
    """`re`'s own cache of compiled patterns, keyed by (type, pattern, flags)."""
    found = getattr(re, "_cache", None)
    return found if isinstance(found, dict) else None


def program(pattern: str | bytes, flags: int) -> Program | None:
    """What `_sre.compile` needs to rebuild `re.compile(pattern, flags)`, checked to rebuild
    exactly that pattern; None when it cannot be had."""
    engine = _engine()
    if engine is None or flags & re.DEBUG:
        return None
    _sre, parser, compiler = engine
    try:
        parsed = parser.parse(pattern, flags)
        code = compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        ops = [int(op) for op in code]  # plain ints: the opcodes are an int subclass
        found: Program = (
            pattern, flags, flags | parsed.state.flags, ops, parsed.state.groups - 1,
            groupindex, tuple(indexgroup),
        )  # fmt: skip
        same = _rebuild(found, _sre) == re.compile(pattern, flags)
    except Exception:  # anything unexpected: this pattern is not cached
        return None
    return found if same else None


def _rebuild(found: Program, _sre: Any = None) -> re.Pattern[Any]:
    """The pattern `found` describes, made by `_sre.compile` (which rejects a bad program)."""
    _sre = _sre or _engine()[0]  # type: ignore[index]
    pattern, _, final_flags, code, groups, groupindex, indexgroup = found
    compiled: re.Pattern[Any] = _sre.compile(
        pattern, final_flags, code, groups, groupindex, indexgroup
    )
    return compiled


def _name(command: str) -> str:
    return "patterns-" + "".join(c for c in command if c.isalnum() or c == "-")[:40]


def prime(command: str) -> int:
    """Put the patterns cached by earlier runs of `command` in `re`'s cache; how many."""
    cache, engine = _cache(), _engine()
    if cache is None or engine is None:
        return 0
    found = read_cached(_name(command), _key())
    if found is None or not isinstance(found[0], list):
        return 0
    primed = 0
    for entry in found[0][:MAX_PATTERNS]:
        with contextlib.suppress(Exception):  # a damaged entry: `re` compiles that one itself
            key = (type(entry[0]), entry[0], entry[1])
            cache.setdefault(key, _rebuild(tuple(entry), engine[0]))
            _loaded.add(key)
            primed += 1
    return primed


def remember(command: str) -> int:
    """Add the patterns this process compiled that `prime()` did not supply to the programs
    cached for `command`, up to `MAX_PATTERNS` in all; how many were added."""
    cache = _cache()
    if cache is None or _engine() is None:
        return 0
    new = [k for k in list(cache) if k not in _loaded and k[0] in (str, bytes)]
    _loaded.update(new)
    if not new:
        return 0
    found = read_cached(_name(command), _key())
    kept: list[Program] = list(found[0]) if found and isinstance(found[0], list) else []
    known = {(type(p[0]), p[0], p[1]) for p in kept}
    room = MAX_PATTERNS - len(kept)
    added = [p for k in new[: max(room, 0)] if k not in known and (p := program(k[1], k[2]))]
    if added:
        with contextlib.suppress(OSError, ValueError):
            write_cached(_name(command), _key(), kept + added)
    return len(added)
