"""The port: the real openai client against the scripted server, retries and composition."""

from __future__ import annotations

import socket
import time

import pytest
from langchain_core.messages import AIMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda

from cvcoach.llm.config import LLMConfig
from cvcoach.llm.errors import LLMRequestFailed, LLMUnavailable
from cvcoach.llm.port import ChatPort, retry_after
from cvcoach.llm.retry import RetryPolicy
from cvcoach.llm.usage import UsageMeter
from tests.llm.handwritten_replies import error_reply, mentions, slow_reply, text_reply
from tests.llm.llm_samples import FAST_RETRY, TEST_KEY
from tests.llm.scripted_openai_server import ScriptedServer


def make_port(settings: LLMConfig, **options: object) -> ChatPort:
    retry = options.pop("retry", FAST_RETRY)
    assert isinstance(retry, RetryPolicy)
    return ChatPort(settings.model_copy(update=options), retry=retry, meter=UsageMeter())


def test_prompt_port_parser_compose_and_send_what_the_template_renders(
    server: ScriptedServer, settings: LLMConfig
) -> None:
    server.expect(text_reply("Hello from the model"))
    prompt = ChatPromptTemplate.from_messages([("system", "Be brief."), ("human", "{question}")])
    chain = prompt | make_port(settings) | StrOutputParser()

    assert chain.invoke({"question": "Say {hello}"}) == "Hello from the model"

    [request] = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {TEST_KEY}"
    assert request.body["model"] == "test-model"
    assert request.messages == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Say {hello}"},  # braces in a value stay text
    ]
    assert "response_format" not in request.body


def test_batch_respects_max_concurrency(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(
        *(text_reply(f"answer {i}", match=mentions(f"q{i}"), delay=0.3) for i in range(6))
    )
    port = make_port(settings)

    answers = (port | StrOutputParser()).batch(
        [f"q{i}" for i in range(6)], config={"max_concurrency": 2}
    )

    assert answers == [f"answer {i}" for i in range(6)]
    assert len(server.requests) == 6
    assert server.max_in_flight == 2


def test_a_500_is_retried_by_our_policy_only(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(error_reply(500, "boom"), text_reply("ok"))
    port = make_port(settings)

    assert port.invoke("hi").text == "ok"
    assert len(server.requests) == 2
    assert port.meter.usage.requests == 2


def test_client_itself_never_retries(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(error_reply(500, "boom"))
    port = make_port(settings, retry=RetryPolicy(max_attempts=1))

    with pytest.raises(LLMRequestFailed, match="HTTP 500"):
        port.invoke("hi")
    assert len(server.requests) == 1  # the openai client's own 2 retries are off


def test_attempts_are_bounded(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(*(error_reply(503, "overloaded") for _ in range(3)))

    with pytest.raises(LLMRequestFailed, match="after 3 attempts"):
        make_port(settings).invoke("hi")
    assert len(server.requests) == 3


def test_429_waits_for_retry_after(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(error_reply(429, "slow down", {"Retry-After": "1"}), text_reply("ok"))

    assert make_port(settings).invoke("hi").text == "ok"
    first, second = server.requests
    assert second.received - first.received >= 0.95  # the server's 1 s, not the 0.01 s backoff


def test_a_retry_after_beyond_the_cap_fails_without_waiting(
    server: ScriptedServer, settings: LLMConfig
) -> None:
    server.expect(error_reply(429, "come back tomorrow", {"Retry-After": "86400"}))
    started = time.monotonic()

    with pytest.raises(LLMRequestFailed, match="429"):
        make_port(settings).invoke("hi")
    assert time.monotonic() - started < 2
    assert len(server.requests) == 1


def test_a_timeout_is_retried(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(slow_reply(1.5), text_reply("ok"))

    assert make_port(settings, timeout=0.5).invoke("hi").text == "ok"
    assert len(server.requests) == 2


def test_a_refused_key_is_unavailable_at_once_and_never_echoed(
    server: ScriptedServer, settings: LLMConfig
) -> None:
    server.expect(error_reply(401, f"Incorrect API key provided: {TEST_KEY}"))

    with pytest.raises(LLMUnavailable) as caught:
        make_port(settings).invoke("hi")
    assert len(server.requests) == 1
    assert "refused the API key" in caught.value.user_message
    assert "--engine offline" in caught.value.user_message
    assert TEST_KEY not in str(caught.value)


def test_an_unknown_model_is_unavailable(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(error_reply(404, "model 'test-model' not found"))

    with pytest.raises(LLMUnavailable, match="404"):
        make_port(settings).invoke("hi")
    assert len(server.requests) == 1


def test_an_unreachable_endpoint_is_unavailable() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port_number = probe.getsockname()[1]
    settings = LLMConfig(model="m", base_url=f"http://127.0.0.1:{port_number}/v1", timeout=1)

    with pytest.raises(LLMUnavailable, match="cannot connect") as caught:
        make_port(settings).invoke("hi")
    assert "--engine offline" in caught.value.user_message


def test_with_fallbacks_and_with_retry_compose(server: ScriptedServer, settings: LLMConfig) -> None:
    server.expect(error_reply(500, "down"), error_reply(500, "down"))
    port = make_port(settings, retry=RetryPolicy(max_attempts=1))
    backup: RunnableLambda[object, AIMessage] = RunnableLambda(
        lambda _: AIMessage(content="from the backup")
    )

    chain = port.with_retry(
        retry_if_exception_type=(LLMRequestFailed,),
        stop_after_attempt=2,
        wait_exponential_jitter=False,
    ).with_fallbacks([backup], exceptions_to_handle=(LLMRequestFailed,))

    assert chain.invoke("hi").text == "from the backup"
    assert len(server.requests) == 2


def test_server_usage_is_preferred_to_local_counts(
    server: ScriptedServer, settings: LLMConfig
) -> None:
    server.expect(text_reply("ok", usage=(321, 7)), text_reply("ok again", usage=None))
    port = make_port(settings)

    first = port.invoke("hi")
    assert first.usage_metadata is not None
    assert first.usage_metadata["input_tokens"] == 321
    assert not port.meter.usage.tokens_approximate

    second = port.invoke("hi")  # this server reports nothing: local counts stand in
    assert second.usage_metadata is not None
    assert second.usage_metadata["input_tokens"] > 0
    assert port.meter.usage.prompt_tokens == 321 + second.usage_metadata["input_tokens"]
    assert port.meter.usage.tokens_approximate  # test-model is not a cl100k model


def test_retry_after_header_forms() -> None:
    assert retry_after({"Retry-After": "2"}) == 2.0
    assert retry_after({"retry-after-ms": "1500"}) == 1.5
    assert retry_after({"Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # in the past
    assert retry_after({}) is None
