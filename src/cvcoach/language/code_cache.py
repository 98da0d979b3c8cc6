"""The methods `dataclasses` writes, compiled once per machine, not at every start.

`@dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__` (and, for
frozen classes, `__hash__`, `__setattr__` and `__delattr__`) and compiles it with `exec`:
for the two dozen dataclasses a `cvcoach check` defines, compiling that source costs a
tenth of the whole run. Python keeps a module's compiled code in a .pyc file; this keeps
the dataclass methods' the same way. While a command runs, `prime()` gives the
`dataclasses` module an `exec` that looks the source up among the code objects earlier runs
compiled (`marshal`, as in a .pyc) and compiles only what is new, exactly as `exec` would
(file name "<string>", no inherited `__future__` flags); `remember()` puts the module's own
`exec` back and keeps what was new.

The code objects are kept under `cache_dir()`, one file for each command
(`dataclass-code-check.marshal`), keyed by the Python build (code objects belong to one
bytecode version); a damaged or foreign file is ignored, and a `dataclasses` module that
does not call `exec` by that name is left alone.
"""

from __future__ import annotations

import contextlib
import sys
from types import CodeType
from typing import Any

from cvcoach.language.data_cache import read_cached, write_cached

MAX_SOURCES = 2_000  # a full file is not added to
_known: dict[str, CodeType] = {}
_new: dict[str, CodeType] = {}


def _name(command: str) -> str:
    return "dataclass-code-" + "".join(c for c in command if c.isalnum() or c == "-")[:40]


def _key() -> str:
    return f"{sys.implementation.cache_tag}-{sys.version}"


def cached_exec(source: Any, globals: Any = None, locals: Any = None) -> None:
    """`exec`, with the code of a source string compiled by an earlier run when there is."""
    if isinstance(source, str):
        code = _known.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _known[source] = _new[source] = code
        source = code
    exec(source, globals, locals)


def prime(command: str) -> int:
    """Give `dataclasses` the caching `exec` for this run; how many code objects it knows."""
    import dataclasses

    if dataclasses.__dict__.get("exec", exec) is not exec:
        return 0  # not the module this was written for, or somebody else's replacement
    found = read_cached(_name(command), _key())
    if found is not None and isinstance(found[0], dict):
        _known.update(
            (s, c) for s, c in found[0].items() if isinstance(s, str) and isinstance(c, CodeType)
        )
    dataclasses.exec = cached_exec  # type: ignore[attr-defined]
    return len(_known)


def remember(command: str) -> int:
    """Give `dataclasses` its own `exec` back and keep the code compiled in this run; how
    many new code objects were kept."""
    dataclasses = sys.modules.get("dataclasses")
    if dataclasses is not None and dataclasses.__dict__.get("exec") is cached_exec:
        del dataclasses.exec
    if not _new:
        return 0
    found = read_cached(_name(command), _key())
    kept: dict[str, CodeType] = dict(found[0]) if found and isinstance(found[0], dict) else {}
    added = {s: c for s, c in _new.items() if s not in kept}
    _new.clear()
    added = dict(list(added.items())[: max(MAX_SOURCES - len(kept), 0)])
    if added:
        with contextlib.suppress(OSError, ValueError):
            write_cached(_name(command), _key(), {**kept, **added})
    return len(added)
