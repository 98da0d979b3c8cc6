"""cvcoach's packaged data files, where it keeps rebuildable data, and tables derived from both.

`package_data` reads a file of `cvcoach/data/` directly (`importlib.resources` alone adds
~10 ms of imports to every start, and cvcoach is always installed as files).

Every `cvcoach check` needs tables derived from the packaged text files (verb forms,
product names, first names and surnames). Deriving them costs tens of milliseconds per
start; reading them back with `marshal` costs a few. `load_derived` keeps each in the
cache directory, keyed by the bytes it was derived from (the data file and the code that
derives it), so an edited data file or a changed rule rebuilds it.

A cache file is `MAGIC`, an adler32 checksum of the rest, the key, then the marshalled
value: a missing, stale, truncated or corrupt file is rebuilt (and rewritten atomically);
when the cache directory cannot be written the value is simply derived in memory. Nothing
is ever written outside `cache_dir()`.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import struct
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

CACHE_ENV = "CVCOACH_CACHE_DIR"
DATA_DIR = Path(__file__).parent.parent / "data"
MAGIC = b"CVCDATA1"
_HEADER = struct.Struct("<8sII")  # magic, checksum of what follows, key length
T = TypeVar("T")


def package_data(name: str) -> bytes:
    """The bytes of `cvcoach/data/<name>`."""
    return (DATA_DIR / name).read_bytes()


def cache_dir() -> Path:
    """Where cvcoach keeps rebuildable data.

    $CVCOACH_CACHE_DIR, else $XDG_CACHE_HOME/cvcoach, else ~/.cache/cvcoach.
    """
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "cvcoach"


def write_atomically(path: Path, data: bytes, *, make_parents: bool = True) -> None:
    """Write `data` to a temporary file beside `path`, then rename it into place: a reader
    never sees half a file. The one atomic writer of cvcoach (`outputs.files` wraps it)."""
    import tempfile

    if make_parents:
        path.parent.mkdir(parents=True, exist_ok=True)
    # The temporary name keeps a short head of the target's: a legal 250-byte name must not
    # give a temporary one over the 255-byte limit.
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name[:40]}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def source_key(parts: Iterable[bytes]) -> str:
    """A key naming the exact bytes a value is derived from."""
    crc, adler, size = 0, 1, 0
    for part in parts:
        crc, adler, size = zlib.crc32(part, crc), zlib.adler32(part, adler), size + len(part)
    return f"{size:x}-{crc:08x}-{adler:08x}-{marshal.version}"


def load_derived(name: str, sources: Iterable[bytes], build: Callable[[], T]) -> T:
    """`build()`, or its value as last cached for the same `sources`.

    `build` must return a value marshal can store: None, bools, numbers, strings, bytes,
    and tuples, lists, dicts, sets and frozensets of them.
    """
    key = source_key(sources)
    found = read_cached(name, key)
    if found is not None:
        value: T = found[0]
        return value
    value = build()
    with contextlib.suppress(OSError, ValueError):  # read-only cache dir: keep it in memory
        write_cached(name, key, value)
    return value


def read_cached(name: str, key: str) -> tuple[Any] | None:
    """(value,) as cached under `name` for `key`; None when missing, stale or damaged."""
    with contextlib.suppress(OSError):
        return _read((cache_dir() / f"{name}.marshal").read_bytes(), key)
    return None


def write_cached(name: str, key: str, value: Any) -> None:
    """Cache `value` under `name` for `key` (atomically; raises OSError when the cache dir
    cannot be written, ValueError when marshal cannot store the value)."""
    write_atomically(cache_dir() / f"{name}.marshal", _encode(key, value))


def _encode(key: str, value: Any) -> bytes:
    body = key.encode("utf-8") + marshal.dumps(value)
    return _HEADER.pack(MAGIC, zlib.adler32(body), len(key.encode("utf-8"))) + body


def _read(blob: bytes, key: str) -> tuple[Any] | None:
    """(value,) when `blob` holds a value cached under `key`, else None."""
    if len(blob) < _HEADER.size:
        return None
    magic, checksum, key_len = _HEADER.unpack_from(blob)
    body = memoryview(blob)[_HEADER.size :]
    if magic != MAGIC or zlib.adler32(body) != checksum:
        return None  # another format, truncated or damaged
    if bytes(body[:key_len]) != key.encode("utf-8"):
        return None  # derived from other data or other code: stale
    try:
        return (marshal.loads(body[key_len:]),)
    except (EOFError, ValueError, TypeError):
        return None


def package_file(module_file: str | None) -> bytes:
    """The source of the module that derives a table (b"" when it cannot be read)."""
    try:
        return Path(module_file).read_bytes() if module_file else b""
    except OSError:
        return b""
