"""Where the LLM engine finds its endpoint, model and key, and in which order.

Precedence, highest first: explicit arguments (the CLI's `--model`, `--base-url`), the
environment (`OPENAI_API_KEY`, `OPENAI_BASE_URL` - the openai client's own variables - and
`CVCOACH_MODEL`), the config file (`$XDG_CONFIG_HOME/cvcoach/config.toml`, else the
platform's user config dir), then defaults. The file never holds the key itself, only
`api_key_env`, the name of the variable that does. The key is a `SecretStr`: the config's
repr, str and JSON dump show stars, never the key.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError

from cvcoach.llm.errors import LLMConfigError

DEFAULT_MODEL = "gpt-4o-mini"
DEFAULT_BASE_URL = "https://api.openai.com/v1"
MODEL_ENV = "CVCOACH_MODEL"
BASE_URL_ENV = "OPENAI_BASE_URL"
API_KEY_ENV = "OPENAI_API_KEY"
FILE_KEYS = frozenset(
    {
        "model",
        "base_url",
        "api_key_env",
        "max_concurrency",
        "timeout",
        "price_per_1k_input",
        "price_per_1k_output",
    }
)


class LLMConfig(BaseModel):
    """Everything needed to talk to one OpenAI-compatible endpoint."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    model: str = DEFAULT_MODEL
    base_url: str = DEFAULT_BASE_URL
    api_key: SecretStr | None = None  # None for local servers that need no key
    timeout: float = Field(default=60.0, gt=0)  # seconds without progress before giving up
    # the most parallel requests; None: learnt from the server's latencies (see llm/gate.py),
    # starting at one for a server on this machine, at four elsewhere
    max_concurrency: int | None = Field(default=None, ge=1)
    price_per_1k_input: float | None = Field(default=None, ge=0)  # USD, for the cost estimate
    price_per_1k_output: float | None = Field(default=None, ge=0)

    @property
    def endpoint(self) -> str:
        """The base URL without a trailing slash: part of every cache key."""
        return self.base_url.rstrip("/")

    @property
    def local(self) -> bool:
        """True for a server on this machine (loopback or localhost)."""
        from urllib.parse import urlsplit

        host = (urlsplit(self.base_url).hostname or "").lower()
        return host in ("localhost", "::1") or host.startswith("127.")

    def concurrency(self) -> int:
        """Parallel requests to start at: as configured, else 1 for a local server (it may
        queue), else 4; the gate learns from there."""
        if self.max_concurrency is not None:
            return self.max_concurrency
        return 1 if self.local else 4

    def secret_key(self) -> str | None:
        """The key in clear, for the HTTP client only; never print or log it."""
        return self.api_key.get_secret_value() if self.api_key is not None else None


def config_path(environ: Mapping[str, str] | None = None) -> Path:
    """`$XDG_CONFIG_HOME/cvcoach/config.toml` when that is set, else the platform's config dir."""
    env = os.environ if environ is None else environ
    xdg = env.get("XDG_CONFIG_HOME")
    if xdg:
        return Path(xdg) / "cvcoach" / "config.toml"
    import platformdirs

    return Path(platformdirs.user_config_dir("cvcoach")) / "config.toml"


def read_config_file(path: Path) -> dict[str, Any]:
    """The file's settings, or {} when it does not exist; unknown keys are an error."""
    if not path.is_file():
        return {}
    try:
        data = _parse_toml(path.read_text(encoding="utf-8"))
    except ValueError as err:
        raise LLMConfigError(f"{path}: not valid TOML: {err}") from err
    unknown = sorted(set(data) - FILE_KEYS)
    if unknown:
        allowed = ", ".join(sorted(FILE_KEYS))
        raise LLMConfigError(f"{path}: unknown key(s) {', '.join(unknown)}; allowed: {allowed}")
    return data


def resolve_config(
    model: str | None = None,
    base_url: str | None = None,
    *,
    api_key: str | None = None,
    timeout: float | None = None,
    max_concurrency: int | None = None,
    path: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> LLMConfig | None:
    """The effective configuration, or None when neither a key nor a base URL is set.

    None means "no model configured": `--engine auto` then picks the offline engine.
    """
    env = os.environ if environ is None else environ
    file = read_config_file(path if path is not None else config_path(env))

    key_var = str(file.get("api_key_env") or API_KEY_ENV)
    key = api_key or env.get(key_var) or None
    url = base_url or env.get(BASE_URL_ENV) or file.get("base_url") or None
    if key is None and url is None:
        return None
    values: dict[str, Any] = {
        "model": model or env.get(MODEL_ENV) or file.get("model") or DEFAULT_MODEL,
        "base_url": url or DEFAULT_BASE_URL,
        "api_key": key,
    }
    for name, given in (("timeout", timeout), ("max_concurrency", max_concurrency)):
        chosen = given if given is not None else file.get(name)
        if chosen is not None:
            values[name] = chosen
    for name in ("price_per_1k_input", "price_per_1k_output"):
        if file.get(name) is not None:
            values[name] = file[name]
    try:
        return LLMConfig(**values)
    except ValidationError as err:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors())
        raise LLMConfigError(f"invalid LLM configuration: {problems}") from None


def llm_configured(*, path: Path | None = None, environ: Mapping[str, str] | None = None) -> bool:
    """True when a key or a base URL is set anywhere: `--engine auto` then uses the model."""
    return resolve_config(path=path, environ=environ) is not None


def parse_flat_toml(text: str) -> dict[str, Any]:
    """Read `key = value` lines (strings and numbers): the whole config file format.

    Used on Python 3.10, which has no tomllib; tested on every version.
    """
    data: dict[str, Any] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = _strip_comment(raw).strip()
        if not line:
            continue
        name, sep, value = line.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"line {number}: expected key = value")
        data[name.strip()] = _toml_scalar(value.strip(), number)
    return data


def _strip_comment(line: str) -> str:
    quote = ""
    for index, char in enumerate(line):
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#":
            return line[:index]
    return line


def _toml_scalar(value: str, number: int) -> Any:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    raise ValueError(f"line {number}: unsupported value {value!r}")


if sys.version_info >= (3, 11):
    import tomllib

    def _parse_toml(text: str) -> dict[str, Any]:
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as err:
            raise ValueError(str(err)) from err

else:
    _parse_toml = parse_flat_toml
