"""Where the configuration comes from, and that the key never shows."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from pydantic import SecretStr

from cvcoach.llm.config import (
    DEFAULT_BASE_URL,
    DEFAULT_MODEL,
    LLMConfig,
    config_path,
    llm_configured,
    parse_flat_toml,
    resolve_config,
)
from cvcoach.llm.errors import LLMConfigError

KEY = "sk-secret-do-not-print-42"


def write_config(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config" / "cvcoach" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_nothing_configured_means_no_llm() -> None:
    assert resolve_config() is None
    assert not llm_configured()


def test_a_key_alone_selects_openai_with_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)

    config = resolve_config()

    assert llm_configured()
    assert config is not None
    assert (config.model, config.base_url) == (DEFAULT_MODEL, DEFAULT_BASE_URL)
    assert config.secret_key() == KEY


def test_a_base_url_alone_is_enough_for_a_local_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1")
    monkeypatch.setenv("CVCOACH_MODEL", "llama3.1:8b")

    config = resolve_config()

    assert config is not None and config.api_key is None
    assert (config.model, config.endpoint) == ("llama3.1:8b", "http://127.0.0.1:11434/v1")


def test_the_config_file_sits_in_xdg_config_home(tmp_path: Path) -> None:
    assert config_path() == tmp_path / "config" / "cvcoach" / "config.toml"
    write_config(
        tmp_path,
        'base_url = "http://localhost:1234/v1"  # LM Studio\n'
        'model = "qwen2.5-7b-instruct"\n'
        "max_concurrency = 2\ntimeout = 30\n"
        "price_per_1k_input = 0.15\nprice_per_1k_output = 0.6\n",
    )

    config = resolve_config()

    assert llm_configured()
    assert config == LLMConfig(
        model="qwen2.5-7b-instruct",
        base_url="http://localhost:1234/v1",
        max_concurrency=2,
        timeout=30,
        price_per_1k_input=0.15,
        price_per_1k_output=0.6,
    )


def test_arguments_beat_the_environment_which_beats_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_config(tmp_path, 'model = "file-model"\nbase_url = "http://file/v1"\ntimeout = 5\n')
    monkeypatch.setenv("CVCOACH_MODEL", "env-model")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://env/v1")

    from_env = resolve_config()
    from_args = resolve_config(model="arg-model", base_url="http://arg/v1", timeout=9)

    assert from_env is not None and (from_env.model, from_env.base_url) == (
        "env-model",
        "http://env/v1",
    )
    assert from_env.timeout == 5
    assert from_args is not None
    assert (from_args.model, from_args.base_url, from_args.timeout) == (
        "arg-model",
        "http://arg/v1",
        9,
    )


def test_api_key_env_names_the_variable_holding_the_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_config(tmp_path, 'api_key_env = "GROQ_API_KEY"\nbase_url = "https://api.groq.com/v1"\n')
    monkeypatch.setenv("GROQ_API_KEY", KEY)

    config = resolve_config()

    assert config is not None and config.secret_key() == KEY


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('api_key = "sk-in-the-file"\n', "unknown key"),
        ("timeout = [\n", "not valid TOML"),
        ('base_url = "http://x/v1"\ntimeout = -1\n', "timeout"),
    ],
)
def test_a_bad_config_file_is_a_clear_error(tmp_path: Path, text: str, problem: str) -> None:
    write_config(tmp_path, text)

    with pytest.raises(LLMConfigError, match=problem):
        resolve_config()


def test_the_key_never_shows(caplog: pytest.LogCaptureFixture) -> None:
    config = LLMConfig(api_key=SecretStr(KEY))
    caplog.set_level(logging.DEBUG)
    logging.getLogger("cvcoach").info("config: %s %r", config, config)

    for shown in (
        repr(config),
        str(config),
        config.model_dump_json(),
        json.dumps(config.model_dump(mode="json")),
        caplog.text,
    ):
        assert KEY not in shown
    assert config.secret_key() == KEY


def test_the_flat_reader_used_on_python_310() -> None:
    text = '# comment\nmodel = "a#b"  # trailing\ntimeout = 2.5\nmax_concurrency = 3\n'

    assert parse_flat_toml(text) == {"model": "a#b", "timeout": 2.5, "max_concurrency": 3}
    with pytest.raises(ValueError, match="line 1"):
        parse_flat_toml("just words")


def test_the_allowlist_sits_beside_the_config_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from cvcoach.language.lexicon import allowlist_paths, platform_config_dir
    from cvcoach.llm.config import config_path

    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("CVCOACH_ALLOWLIST", raising=False)
    platform_config_dir.cache_clear()
    try:
        assert allowlist_paths()[-1].parent == config_path().parent
    finally:
        platform_config_dir.cache_clear()
    monkeypatch.setenv("XDG_CONFIG_HOME", "/somewhere")
    assert allowlist_paths()[-1].parent == config_path().parent
