"""Pick the engine: the LLM engine when a model endpoint is configured, else the offline one."""

from __future__ import annotations

from cvcoach.engines.base import Engine
from cvcoach.engines.offline import OfflineEngine


class EngineOptions:
    """Options the CLI and the UI pass through to the LLM engine."""

    def __init__(
        self,
        *,
        model: str | None = None,
        base_url: str | None = None,
        cache: bool = True,
        redact: bool = True,
    ) -> None:
        self.model = model
        self.base_url = base_url
        self.cache = cache
        self.redact = redact


def get_engine(name: str = "auto", options: EngineOptions | None = None) -> Engine:
    """'offline', 'openai', or 'auto' (openai when a key or base URL is configured)."""
    options = options or EngineOptions()
    if name == "offline":
        return OfflineEngine()
    from cvcoach.llm.config import llm_configured, resolve_config

    if name == "auto" and not (llm_configured() or options.base_url):
        return OfflineEngine()
    config = resolve_config(model=options.model, base_url=options.base_url)
    if config is None:
        from cvcoach.llm.errors import LLMUnavailable

        raise LLMUnavailable(
            "no model endpoint is configured: set OPENAI_API_KEY or OPENAI_BASE_URL "
            "(and CVCOACH_MODEL), or use --engine offline"
        )
    from cvcoach.engines.llm_engine import LLMEngine

    return LLMEngine(config, cache=options.cache, redact=options.redact)
