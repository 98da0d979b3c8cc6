"""The real-model tier: llama.cpp's OpenAI-compatible server with a small instruct model.

Runs with `make test-llm` (which installs the server and the pinned model under the user
cache dir, then sets CVCOACH_REAL_MODEL=1); skipped, saying so, in `make test`. The server
starts once per session on a free 127.0.0.1 port behind a recording proxy, and is stopped
with SIGKILL (it ignores SIGTERM while generating).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.real_model.recording_proxy import RecordingProxy

ALIAS = "qwen2.5-coder-0.5b-instruct-q4_k_m"
ENABLE = "CVCOACH_REAL_MODEL"
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "real-model"


def tier_dir() -> Path:
    """Where scripts/llm-tier-setup.sh put the server and the model (read at import, before
    the suite points HOME and the XDG dirs at a temporary folder)."""
    explicit = os.environ.get("CVCOACH_LLM_TIER_DIR")
    if explicit:
        return Path(explicit)
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "cvcoach" / "llm-tier"


TIER = tier_dir()


@dataclass
class ModelServer:
    proxy: RecordingProxy
    env: dict[str, str]
    figures: dict[str, dict[str, Any]] = field(default_factory=dict)

    def record(self, profile: str, **values: Any) -> None:
        self.figures.setdefault(profile, {}).update(values)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_until_up(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"the model server exited ({proc.returncode}):\n{log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"{url}/v1/models", timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    pytest.fail(f"the model server did not come up in 180 s:\n{log.read_text()[-2000:]}")


@pytest.fixture(scope="session")
def model_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModelServer]:
    if os.environ.get(ENABLE) != "1":
        pytest.skip(f"the real-model tier runs with `make test-llm` ({ENABLE}=1)")
    tier = TIER
    python, model = tier / "venv" / "bin" / "python", tier / "model.gguf"
    if not (python.exists() and model.exists()):
        pytest.fail(f"no server or model under {tier}: run scripts/llm-tier-setup.sh")
    port = _free_port()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = ARTIFACTS / "server.log"
    threads = str(os.cpu_count() or 2)
    command = [
        str(python), "-m", "llama_cpp.server", "--model", str(model),
        "--host", "127.0.0.1", "--port", str(port), "--model_alias", ALIAS,
        "--n_ctx", "4096", "--n_threads", threads, "--n_threads_batch", threads,
        "--interrupt_requests", "False",
    ]  # fmt: skip
    with log.open("wb") as out:
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    proxy: RecordingProxy | None = None
    try:
        _wait_until_up(f"http://127.0.0.1:{port}", proc, log)
        proxy = RecordingProxy(f"http://127.0.0.1:{port}").start()
        home = tmp_path_factory.mktemp("home")
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("OPENAI_", "CVCOACH_")) or k == ENABLE
        }
        env.update(
            OPENAI_BASE_URL=proxy.base_url,
            CVCOACH_MODEL=ALIAS,
            HOME=str(home),
            XDG_CACHE_HOME=str(home / "cache"),
            XDG_CONFIG_HOME=str(home / "config"),
        )
        # llama-cpp-python's server has one slot: a second request waits, and interleaved
        # requests lose the prompt prefix it would reuse. The tier runs one request at a
        # time; the gate's learning is tested against scripted servers (tests/llm).
        config = home / "config" / "cvcoach" / "config.toml"
        config.parent.mkdir(parents=True)
        config.write_text("max_concurrency = 1\n", encoding="utf-8")
        server = ModelServer(proxy=proxy, env=env)
        yield server
        (ARTIFACTS / "figures.json").write_text(
            json.dumps(server.figures, indent=2, sort_keys=True), encoding="utf-8"
        )
    finally:
        if proxy is not None:
            proxy.stop()
        os.kill(proc.pid, signal.SIGKILL)  # SIGTERM is ignored while it generates
        proc.wait()
