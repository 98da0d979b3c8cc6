"""Pick the engine: the LLM engine when a model endpoint is configured, else the offline one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from cvcoach.engines.base import Engine
from cvcoach.engines.offline import OfflineEngine

EngineName = Literal["auto", "offline", "openai"]

if TYPE_CHECKING:
    from typing import TypeAlias

    from langchain_core.language_models import BaseChatModel

    # what `polish` and `draft_cover_letter` accept as `engine`: a name (an `EngineName`),
    # an engine, or a langchain-core chat model the caller holds
    EngineChoice: TypeAlias = Engine | str | BaseChatModel

    from cvcoach.engines.llm_engine import LLMEngine
    from cvcoach.model.profile import Profile


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
    missing = missing_llm_packages()
    if missing and name == "auto":
        return OfflineEngine()  # a key in the environment is no reason to fail an offline install
    if missing:
        from cvcoach.llm.errors import LLMUnavailable

        raise LLMUnavailable(
            f"the model path needs {', '.join(missing)}, not installed: pip install 'cvcoach[llm]'"
        )
    config = resolve_config(model=options.model, base_url=options.base_url)
    if config is None:
        from cvcoach.llm.errors import LLMUnavailable

        raise LLMUnavailable(
            "no model endpoint is configured: set OPENAI_API_KEY or OPENAI_BASE_URL "
            "(and CVCOACH_MODEL), or use --engine offline"
        )
    from cvcoach.engines.llm_engine import LLMEngine

    return LLMEngine(config, cache=options.cache, redact=options.redact)


LLM_PACKAGES = ("langchain_core", "openai", "tiktoken")


def missing_llm_packages() -> list[str]:
    """The packages of the `[llm]` extra this install lacks (none after `cvcoach[llm]`)."""
    import importlib.util

    return [name for name in LLM_PACKAGES if importlib.util.find_spec(name) is None]


def resolve_engine(engine: Any, options: EngineOptions | None = None) -> Engine:
    """An engine from a name ("auto", "offline", "openai"), a langchain-core chat model,
    or an engine (returned as it is)."""
    if isinstance(engine, str):
        return get_engine(engine, options)
    if not hasattr(engine, "rewrite_entries") and is_chat_model(engine):
        return chat_model_engine(engine)
    result: Engine = engine
    return result


def is_chat_model(value: object) -> bool:
    """True for a langchain-core `BaseChatModel` (langchain-core is imported only here)."""
    from langchain_core.language_models import BaseChatModel

    return isinstance(value, BaseChatModel)


def chat_model_engine(
    model: BaseChatModel, *, max_concurrency: int = 1, redact: bool = True
) -> LLMEngine:
    """The LLM engine over a chat model the caller holds: the same ladder, guard, re-ask,
    usage counting and redaction as the built-in port. No answer cache: the model's own
    settings (temperature, endpoint) are not part of what cvcoach can key on."""
    from cvcoach.engines.llm_engine import LLMEngine
    from cvcoach.llm.config import LLMConfig
    from cvcoach.llm.langchain_port import model_label

    config = LLMConfig(
        model=model_label(model),
        base_url=f"langchain://{type(model).__name__}",
        max_concurrency=max_concurrency,
    )
    return LLMEngine(config, cache=False, redact=redact, chat_model=model)


def protect_contacts(engine: Engine, profile: Profile) -> None:
    """Tell an engine that sends text away the CV's contact details, so they are replaced
    by placeholders whatever their shape (the offline engine sends nothing)."""
    protect = getattr(engine, "protect", None)
    if callable(protect):
        protect(profile.basics.contacts())
