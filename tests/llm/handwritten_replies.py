"""Hand-written reply fixtures for the scripted server.

Nothing here was recorded from a real model: every reply is written by hand in the
shape of the OpenAI chat-completions API, including the faulty ones.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tests.llm.scripted_openai_server import Reply, Request


def completion(
    content: str, *, finish_reason: str = "stop", usage: tuple[int, int] | None = (120, 40)
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "id": "chatcmpl-handwritten",
        "object": "chat.completion",
        "created": 1700000000,
        "model": "test-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": finish_reason,
            }
        ],
    }
    if usage is not None:
        body["usage"] = {
            "prompt_tokens": usage[0],
            "completion_tokens": usage[1],
            "total_tokens": sum(usage),
        }
    return body


def text_reply(content: str, **kwargs: Any) -> Reply:
    match = kwargs.pop("match", None)
    delay = kwargs.pop("delay", 0.0)
    return Reply(body=completion(content, **kwargs), match=match, delay=delay)


def json_reply(obj: Any, **kwargs: Any) -> Reply:
    return text_reply(json.dumps(obj), **kwargs)


def rewrite(source_id: str, text: str, targets: list[str] | None = None) -> dict[str, Any]:
    return {
        "source_id": source_id,
        "text": text,
        "targets": targets or [],
        "reasons": ["leads with the result"],
    }


def rewrites_reply(*items: dict[str, Any], **kwargs: Any) -> Reply:
    return json_reply({"rewrites": list(items)}, **kwargs)


def error_reply(status: int, message: str, headers: dict[str, str] | None = None) -> Reply:
    body = {"error": {"message": message, "type": "invalid_request_error", "code": None}}
    return Reply(status=status, body=body, headers=headers or {})


def slow_reply(delay: float) -> Reply:
    """Answers only after `delay` seconds: longer than the client's timeout in the tests."""
    return Reply(body=completion("{}"), delay=delay, label="too slow")


def stream_reply(pieces: list[str], usage: tuple[int, int] | None = (200, 60)) -> Reply:
    def chunk(delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
        return {
            "id": "chatcmpl-handwritten",
            "object": "chat.completion.chunk",
            "created": 1700000000,
            "model": "test-model",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        }

    events = [chunk({"role": "assistant", "content": ""}, None)]
    events += [chunk({"content": piece}, None) for piece in pieces]
    events.append(chunk({}, "stop"))
    if usage is not None:
        events.append(
            {
                "id": "chatcmpl-handwritten",
                "object": "chat.completion.chunk",
                "created": 1700000000,
                "model": "test-model",
                "choices": [],
                "usage": {
                    "prompt_tokens": usage[0],
                    "completion_tokens": usage[1],
                    "total_tokens": sum(usage),
                },
            }
        )
    return Reply(events=events)


def mentions(text: str) -> Callable[[Request], bool]:
    """Match requests whose user message contains `text`."""
    return lambda request: text in request.user
