"""Fixtures of the LLM engine's tests: the scripted server, engines wired to it, sample CVs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from cvcoach.engines.base import EntryInput, RoleBrief
from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.llm.config import LLMConfig
from tests.llm.llm_samples import FAST_RETRY, INJECTION, TEST_KEY, make_entry
from tests.llm.scripted_openai_server import ScriptedServer


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No real key, endpoint, config or cache of the developer's leaks into a test."""
    for name in (
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "OPENAI_ORG_ID",
        "OPENAI_PROJECT_ID",
        "CVCOACH_MODEL",
        "LANGCHAIN_TRACING_V2",
        "LANGSMITH_TRACING",
        "CVCOACH_CACHE_DIR",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


@pytest.fixture
def server() -> Iterator[ScriptedServer]:
    """The scripted server; the test fails on unexpected requests or unused replies."""
    scripted = ScriptedServer().start()
    try:
        yield scripted
    finally:
        scripted.stop()
    assert not scripted.unexpected, f"{len(scripted.unexpected)} unexpected request(s)"
    assert not scripted.queue, f"scripted replies never requested: {scripted.queue}"


@pytest.fixture
def settings(server: ScriptedServer) -> LLMConfig:
    return LLMConfig(
        model="test-model", base_url=server.base_url, api_key=SecretStr(TEST_KEY), timeout=2.0
    )


@pytest.fixture
def make_engine(settings: LLMConfig, tmp_path: Path) -> Callable[..., LLMEngine]:
    """An engine on the scripted server: no cache unless asked, near-instant backoff."""

    def make(**options: Any) -> LLMEngine:
        config = settings.model_copy(update=options.pop("config", {}))
        options.setdefault("cache", False)
        options.setdefault("retry", FAST_RETRY)
        options.setdefault("cache_path", tmp_path / "answers.sqlite3")
        return LLMEngine(config, **options)

    return make


@pytest.fixture
def entry() -> EntryInput:
    return make_entry(0)


@pytest.fixture
def role() -> RoleBrief:
    return RoleBrief(
        title="ML Engineer",
        company="Acme",
        text=f"We need Python and benchmarking skills.\n{INJECTION}",
        keywords=["Python", "benchmarking"],
    )
