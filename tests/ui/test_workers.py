"""Budgets and fairness: each request's work runs in a worker process with a time and a
memory budget, a small request takes a lane of its own, and Stop or a closed tab kills the
session's workers. The heavy work is injected: a generated CV of thousands of bullets, a
sleep past the time budget, an allocation past the memory budget."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import yaml

from cvcoach.model.findings import InputError
from cvcoach.ui import limits, workers
from cvcoach.ui import workspace as ws

ROOT = Path(__file__).resolve().parents[2]
SMALL_CV = (ROOT / "evals" / "profiles" / "lei-wang.yaml").read_text()
pytestmark = pytest.mark.slow


def large_cv(bullets: int) -> str:
    """A JSON Resume YAML with `bullets` bullets, each with a slip and a repeated word."""
    work = [
        {
            "name": f"Company {i}",
            "position": "Engineer",
            "startDate": "2015-01",
            "endDate": "2016-01",
            "highlights": [
                f"Improved the the throughtput of service {i}-{j} for the team" for j in range(100)
            ],
        }
        for i in range(bullets // 100)
    ]
    return yaml.safe_dump({"basics": {"name": "Ada Park"}, "work": work}, sort_keys=False)


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"


class Running:
    """`workers.run` in a thread, as a Gradio handler runs it; what it returned or raised."""

    def __init__(self, session: str, fn: Any, *args: Any) -> None:
        self.result: Any = None
        self.error: Exception | None = None
        self.ended = threading.Event()
        self.thread = threading.Thread(target=self._go, args=(session, fn, args), daemon=True)
        self.thread.start()

    def _go(self, session: str, fn: Any, args: tuple[Any, ...]) -> None:
        try:
            self.result = workers.run(session, "check", fn, *args)
        except Exception as exc:
            self.error = exc
        self.ended.set()


def wait_for_worker(session: str, timeout: float = 30) -> int:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pids = workers.running(session)
        if pids:
            return pids[0]
        time.sleep(0.05)
    raise AssertionError("no worker started")


def test_a_small_check_answers_while_a_heavy_one_runs() -> None:
    heavy_cv = large_cv(6_000)
    assert workers.lane_of((heavy_cv,)) == "large" and workers.lane_of((SMALL_CV,)) == "small"
    workers.run("warm", "check", ws.run_check, SMALL_CV, "cv.yaml", None, None, None)
    heavy = Running("alice", ws.run_check, heavy_cv, "cv.yaml", None, None, None)
    wait_for_worker("alice")
    started = time.monotonic()
    small = workers.run("bob", "check", ws.run_check, SMALL_CV, "cv.yaml", None, None, None)
    took = time.monotonic() - started
    assert "error(s)" in small.message
    assert not heavy.ended.is_set(), "the heavy check ended first: inject heavier work"
    assert took < 10, f"the small check waited {took:.1f} s"
    workers.stop("alice")
    assert heavy.ended.wait(10)


def test_stop_kills_the_sessions_worker_within_five_seconds() -> None:
    heavy = Running("carol", time.sleep, 60)
    pid = wait_for_worker("carol")
    started = time.monotonic()
    assert workers.stop("carol", "check") == 1
    assert heavy.ended.wait(5)
    assert time.monotonic() - started < 5
    assert isinstance(heavy.error, workers.WorkFailed)
    assert heavy.error.message_md == workers.STOPPED
    assert gone(pid)


def test_a_closed_tab_stops_its_work() -> None:
    from cvcoach.ui import events

    heavy = Running("dave", time.sleep, 60)
    pid = wait_for_worker("dave")
    other = Running("erin", time.sleep, 60)
    other_pid = wait_for_worker("erin")
    events.on_close(SimpleNamespace(session_hash="dave"))  # type: ignore[arg-type]
    assert heavy.ended.wait(5) and gone(pid)
    assert not other.ended.is_set() and not gone(other_pid)  # only that tab's work
    workers.stop("erin")
    assert other.ended.wait(5)


def test_over_the_time_budget_is_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CVCOACH_UI_SECONDS", "2")
    started = time.monotonic()
    with pytest.raises(workers.WorkFailed) as failed:
        workers.run("frank", "check", time.sleep, 30)
    assert time.monotonic() - started < 10
    assert "longer than 2 seconds" in failed.value.message_md
    assert workers.running("frank") == []


def test_over_the_memory_budget_is_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CVCOACH_UI_MEMORY_MB", "200")
    with pytest.raises(workers.WorkFailed) as failed:
        workers.run("grace", "check", bytearray, 400 * 1024 * 1024)
    assert "more than 200 MB" in failed.value.message_md
    assert len(workers.run("grace", "check", bytearray, 10 * 1024 * 1024)) == 10 * 1024 * 1024


def test_an_error_in_the_worker_is_the_pages_message() -> None:
    with pytest.raises(workers.WorkFailed) as failed:
        workers.run("heidi", "check", ws.profile_of, "basics: [\n", "cv.yaml")
    assert "Cannot read" in failed.value.message_md and "cv.yaml:2:1" in failed.value.message_md


def test_an_oversized_upload_is_refused_before_reading_naming_its_size(tmp_path: Path) -> None:
    big = tmp_path / "scan.pdf"
    with big.open("wb") as handle:  # sparse: 25 MB that was never written
        handle.truncate(25_000_000)
    with pytest.raises(InputError) as refused:
        ws.load_upload(str(big), None)
    assert "25,000,000 bytes" in refused.value.render()
    assert "scan.pdf" in refused.value.render()
    yaml_cv = tmp_path / "cv.yaml"
    yaml_cv.write_text("basics:\n  name: A\n" + "# padding\n" * 120_000)
    with pytest.raises(InputError) as too_long:
        ws.load_upload(str(yaml_cv), None)
    assert f"{yaml_cv.stat().st_size:,} bytes" in too_long.value.render()
    assert limits.max_upload_bytes() == 20 * 1024 * 1024


def test_a_fifo_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "cv.yaml"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        ws.load_upload(str(fifo), None)
