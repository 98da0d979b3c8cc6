"""Fixtures of the model-assisted import tests: the LLM tests' scripted server and engines."""

from __future__ import annotations

from tests.llm.conftest import _isolated_env, make_engine, server, settings

__all__ = ["_isolated_env", "make_engine", "server", "settings"]
