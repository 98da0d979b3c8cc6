"""The UI's work runs in worker processes with a time and a memory budget, in two lanes.

Each request's work (`run`) is one process forked from a forkserver that has the checks
and the importers loaded, and the data a check reads (`cvcoach.ui.warm`): it can be killed
at any moment without harming the server, and its memory is capped (`RLIMIT_AS`). A
request whose inputs are small (`SMALL_BYTES`) takes the small lane, a larger one the large
lane; each lane has its own number of workers, so a one-page CV never waits behind a
900 KB one. Stop and closing the tab kill the session's workers (`stop`), and a request
over its time budget is killed and answered with a message.

The budgets come from the environment (`CVCOACH_UI_SECONDS`, `CVCOACH_UI_MEMORY_MB`,
`CVCOACH_UI_SMALL_WORKERS`, `CVCOACH_UI_LARGE_WORKERS`); docs/ui.md says why each default.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.context import ForkServerContext
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

T = TypeVar("T")
SMALL_BYTES = 64 * 1024  # a long CV is 20 KB of YAML; four pages of job text fit too
PRELOAD = [
    "cvcoach.checks.run",
    "cvcoach.ui.workspace",
    "cvcoach.ui.marked",
    "cvcoach.ui.decisions",
    "cvcoach.ui.warm",  # last: checks a sample, so the data every check reads is loaded
]


def _env(name: str, default: float) -> float:
    try:
        return float(os.environ.get(name, default))
    except ValueError:
        return default


@dataclass(frozen=True)
class Budget:
    seconds: float
    memory_mb: int


def budget() -> Budget:
    """Per request: 120 s (a 500-page PDF imports in well under that), 1.5 GB of memory."""
    return Budget(_env("CVCOACH_UI_SECONDS", 120), int(_env("CVCOACH_UI_MEMORY_MB", 1536)))


class WorkFailed(Exception):
    """The work ended without a result; `message_md` says why, as the page shows it."""

    def __init__(self, message_md: str) -> None:
        super().__init__(message_md)
        self.message_md = message_md


_context: ForkServerContext | None = None
_lanes: dict[str, threading.BoundedSemaphore] = {}
_running: dict[str, set[BaseProcess]] = {}
_stopped: dict[str, float] = {}  # key -> when Stop last killed its work
_lock = threading.Lock()


def _ctx() -> ForkServerContext:
    global _context
    with _lock:
        if _context is None:
            ctx = multiprocessing.get_context("forkserver")
            assert isinstance(ctx, ForkServerContext)
            ctx.set_forkserver_preload(PRELOAD)
            _context = ctx
            for lane, env, default in (
                ("small", "CVCOACH_UI_SMALL_WORKERS", 2),
                ("large", "CVCOACH_UI_LARGE_WORKERS", 1),
            ):
                _lanes[lane] = threading.BoundedSemaphore(max(1, int(_env(env, default))))
        return _context


def lane_of(args: tuple[Any, ...]) -> str:
    """'small' when the text the request carries (and any file it names) is small."""
    size = 0
    for a in args:
        if isinstance(a, str):
            size += len(a)
            if len(a) < 4096 and os.sep in a:
                with contextlib.suppress(OSError):
                    size += os.path.getsize(a)
        elif isinstance(a, (list, tuple)):
            size += len(repr(a))
    return "small" if size <= SMALL_BYTES else "large"


def _child(
    conn: multiprocessing.connection.Connection, fn: Callable[..., Any], args: Any, mb: int
) -> None:
    import resource

    from cvcoach.ui.workspace import friendly

    limit = mb * 1024 * 1024
    try:
        with open("/proc/self/statm") as statm:
            limit += int(statm.read().split()[0]) * resource.getpagesize()
    except OSError:
        pass
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        result = ("ok", fn(*args))
    except MemoryError:
        result = ("err", over_memory(mb))
    except Exception as exc:
        result = ("err", friendly(exc))
    try:
        conn.send(result)
    except MemoryError:
        conn.send(("err", over_memory(mb)))


def over_memory(mb: int) -> str:
    return (
        f"**Stopped: this needed more than {int(mb)} MB of memory**, the limit for one request. "
        "Try a shorter CV or a smaller file."
    )


def over_time(seconds: float) -> str:
    return (
        f"**Stopped: this took longer than {int(seconds)} seconds**, the limit for one request. "
        "Try a shorter CV or a smaller file."
    )


STOPPED = "**Stopped.** Nothing was changed."
ACTIONS = ("upload", "check", "polish", "build", "letter", "decide", "save")


def plain(value: Any) -> Any:
    """`value` with Gradio's str subclasses (an upload's `NamedString`) made plain `str`, so
    that the worker need not import Gradio to read its arguments."""
    if isinstance(value, str):
        return str(value)
    if isinstance(value, list | tuple):
        return type(value)(plain(v) for v in value)
    if isinstance(value, dict):
        return {plain(k): plain(v) for k, v in value.items()}
    return value


def run(session: str, action: str, fn: Callable[..., T], *args: Any) -> T:
    """`fn(*args)` in a worker process of the request's lane, within the budget; WorkFailed
    with the page's message when it fails, runs over budget or is stopped."""
    ctx = _ctx()
    args = plain(args)
    limits = budget()
    lane = _lanes[lane_of(args)]
    key = session + "\0" + action
    started = time.monotonic()
    while not lane.acquire(timeout=0.1):  # waiting for a worker: Stop and the budget apply
        if _stopped.get(key, 0.0) >= started:
            raise WorkFailed(STOPPED)
        if time.monotonic() - started > limits.seconds:
            raise WorkFailed(over_time(limits.seconds))
    try:
        if _stopped.get(key, 0.0) >= started:
            raise WorkFailed(STOPPED)
        parent, child = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(child, fn, args, limits.memory_mb), daemon=True)
        with _lock:
            _running.setdefault(key, set()).add(proc)
        proc.start()
        child.close()
        try:
            while not parent.poll(0.1):
                if not proc.is_alive():
                    if parent.poll(0.2):
                        break
                    code = proc.exitcode
                    raise WorkFailed(STOPPED if code == -9 else over_memory(limits.memory_mb))
                if time.monotonic() - started > limits.seconds:
                    raise WorkFailed(over_time(limits.seconds))
            status, value = parent.recv()
        except EOFError:
            raise WorkFailed(STOPPED) from None
        finally:
            proc.kill()
            proc.join(5)
            parent.close()
            with _lock:
                _running.get(key, set()).discard(proc)
    finally:
        lane.release()
    if status == "err":
        raise WorkFailed(value)
    return value  # type: ignore[no-any-return]


def stop(session: str, action: str | None = None) -> int:
    """Kill the session's workers (of one action, or all); how many were running."""
    with _lock:
        now = time.monotonic()
        for k in (
            [session + "\0" + a for a in ACTIONS] if action is None else [session + "\0" + action]
        ):
            _stopped[k] = now
        keys = [k for k in _running if k.split("\0")[0] == session]
        procs = [
            p for k in keys if action is None or k.endswith("\0" + action) for p in _running[k]
        ]
    for p in procs:
        p.kill()
    return len(procs)


def busy() -> list[int]:
    """The process ids of every session's workers."""
    with _lock:
        return [p.pid for ps in _running.values() for p in ps if p.pid]


def running(session: str) -> list[int]:
    """The process ids of the session's workers (for tests and the budget's accounting)."""
    with _lock:
        return [
            p.pid for k, ps in _running.items() if k.split("\0")[0] == session for p in ps if p.pid
        ]
