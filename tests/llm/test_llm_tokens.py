"""Token counts come from the bundled encoding, never from a download."""

from __future__ import annotations

import pytest
import tiktoken

from cvcoach.llm import tokens
from cvcoach.llm.tokens import OFFLINE_ENCODING, TRIM_MARKER, TokenCounter


def test_the_offline_encoding_is_used() -> None:
    assert OFFLINE_ENCODING in tiktoken.list_encoding_names()
    counter = TokenCounter("gpt-4")

    assert counter.encoding.name == OFFLINE_ENCODING
    assert counter.count("hello world") == 2
    assert not counter.approximate
    assert counter.method == f"token counts from {OFFLINE_ENCODING}"


@pytest.mark.parametrize("model", ["gpt-4o", "gpt-4.1-mini", "o3", "llama3.1:8b"])
def test_counts_for_other_tokenizers_are_approximate(model: str) -> None:
    counter = TokenCounter(model)

    assert counter.approximate
    assert "approximate" in counter.method and model in counter.method


def test_messages_include_their_framing() -> None:
    counter = TokenCounter("gpt-4")

    assert counter.count_messages(["hello world", "hi"]) == 3 + (4 + 2) + (4 + 1)


def test_trim_keeps_the_text_within_budget() -> None:
    counter = TokenCounter("gpt-4")
    text = "Python and benchmarking. " * 400

    trimmed, cut = counter.trim(text, 100)

    assert cut and trimmed.endswith(TRIM_MARKER)
    assert counter.count(trimmed) <= 100
    assert counter.trim("short", 100) == ("short", False)


def test_without_an_encoding_counts_are_a_stated_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tokens, "_loaded", True)
    monkeypatch.setattr(tokens, "_encoding", None)
    counter = TokenCounter("gpt-4")

    assert counter.count("x" * 40) == 10
    assert counter.approximate and "characters/4" in counter.method
    trimmed, cut = counter.trim("y" * 400, 20)
    assert cut and counter.count(trimmed) <= 20
