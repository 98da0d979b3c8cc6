"""Stop and a closed tab end the server's work, in Chromium: a large CV's Check is running
in a worker, then the user presses Stop, or closes the tab; within 5 s no worker is left."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from cvcoach.ui import workers
from tests.ui.test_browser import WAIT, _missing, browser, served, upload
from tests.ui.test_workers import large_cv

__all__ = ["browser", "served"]  # the Chromium and the app of test_browser, one per module
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(_missing() is not None, reason=_missing() or ""),
    pytest.mark.filterwarnings("ignore::DeprecationWarning"),
]


def until(condition: Any, seconds: float) -> float:
    """Seconds until `condition()` held; AssertionError when it did not within `seconds`."""
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > seconds:
            raise AssertionError(f"not within {seconds} s")
        time.sleep(0.05)
    return time.monotonic() - started


def checking(page: Any, served: str, tmp_path: Path) -> None:
    """A 6,000-bullet CV loaded and its Check running in a worker."""
    from playwright.sync_api import expect

    cv = tmp_path / "large.yaml"
    cv.write_text(large_cv(6_000))
    page.goto(served)
    upload(page, "cv-file", cv)
    expect(page.locator("#load-message")).to_contain_text("large.yaml", timeout=WAIT)
    until(lambda: not workers.busy(), WAIT / 1000)  # the upload's worker, and any other, done
    page.locator("#check-btn").click()
    until(lambda: workers.busy(), WAIT / 1000)


@pytest.mark.parametrize("how", ["stop", "close"])
def test_the_servers_work_ends_within_five_seconds(
    served: str, browser: Any, tmp_path: Path, how: str
) -> None:
    page = browser.new_page()
    checking(page, served, tmp_path)
    pids = workers.busy()
    if how == "stop":
        page.locator("#check-stop").click()
    else:
        page.close()
    took = until(lambda: not workers.busy(), 5)
    assert took < 5
    for pid in pids:
        assert not Path(f"/proc/{pid}").exists()  # killed and reaped
    if how == "stop":
        page.close()
