"""A scripted OpenAI-compatible HTTP server on 127.0.0.1 for the LLM engine's tests.

Real HTTP, so the real `openai` client is exercised whatever HTTP library it uses. The
server holds a finite queue of hand-written replies and records every request. A
request with no scripted reply left gets HTTP 418 and is recorded as unexpected; the
fixture fails the test for it (no silently cycling answers), and for any reply left
unused.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Request:
    """One request as the server received it."""

    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    raw: str
    received: float

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages", []))

    def text_of(self, role: str) -> str:
        return "\n".join(str(m.get("content", "")) for m in self.messages if m["role"] == role)

    @property
    def system(self) -> str:
        return self.text_of("system")

    @property
    def user(self) -> str:
        return self.text_of("user")

    @property
    def response_format(self) -> dict[str, Any] | None:
        return self.body.get("response_format")


@dataclass
class Reply:
    """A hand-written reply: status, headers, a JSON or raw body, or SSE events."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds to wait before answering (timeouts, concurrency)
    events: list[dict[str, Any]] | None = None  # streamed as server-sent events
    event_delay: float = 0.0  # seconds between streamed events (a slow local server)
    match: Callable[[Request], bool] | None = None  # None: answers any request
    label: str = ""


class ScriptedServer:
    """Serves scripted replies in order (first one whose `match` accepts the request).

    `serial=True` answers one request at a time and queues the rest, as llama.cpp's Python
    server does; otherwise requests run in parallel, as vLLM and hosted APIs run them.
    `port` 0 takes any free port; `host` is the address it listens on (loopback in tests).
    """

    def __init__(self, *, serial: bool = False, port: int = 0, host: str = "127.0.0.1") -> None:
        self.serial = serial
        self.busy = threading.Lock()  # held while answering, when serial
        self.requests: list[Request] = []
        self.unexpected: list[Request] = []
        self.queue: list[Reply] = []
        # a scripted model: answers every request the queue does not (see scripted_models.py)
        self.model: Callable[[Request], Reply] | None = None
        self.in_flight = 0
        self.max_in_flight = 0
        self.last_answer = 0.0  # `time.monotonic()` when the last answer was sent
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer((host, port), _handler_for(self))
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def start(self) -> ScriptedServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def expect(self, *replies: Reply) -> None:
        with self._lock:
            self.queue.extend(replies)

    def _take(self, request: Request) -> Reply | None:
        with self._lock:
            self.requests.append(request)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            for index, reply in enumerate(self.queue):
                if reply.match is None or reply.match(request):
                    return self.queue.pop(index)
            if self.model is not None:
                return self.model(request)
            self.unexpected.append(request)
            return None

    def _done(self) -> None:
        with self._lock:
            self.in_flight -= 1
            self.last_answer = time.monotonic()


def _handler_for(server: ScriptedServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass  # keep test output clean

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length).decode("utf-8")
            try:
                body = json.loads(raw) if raw else {}
            except json.JSONDecodeError:
                body = {}
            request = Request(
                "POST",
                self.path,
                {k.lower(): v for k, v in self.headers.items()},
                body,
                raw,
                time.monotonic(),
            )
            reply = server._take(request)
            if server.serial:
                server.busy.acquire()
            try:
                if reply is None:
                    self._send(418, {"error": {"message": "no scripted reply left"}}, {})
                    return
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.events is not None:
                    self._stream(reply)
                elif request.body.get("stream") and reply.status == 200 and _is_completion(reply):
                    self._stream(Reply(events=as_events(reply.body), event_delay=reply.event_delay))
                else:
                    self._send(reply.status, reply.body, reply.headers)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test)
            finally:
                if server.serial:
                    server.busy.release()
                server._done()

        def _send(self, status: int, body: Any, headers: dict[str, str]) -> None:
            data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def _stream(self, reply: Reply) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            for event in reply.events or []:
                if reply.event_delay:
                    time.sleep(reply.event_delay)
                self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                self.wfile.flush()
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()

    return Handler


def _is_completion(reply: Reply) -> bool:
    return isinstance(reply.body, dict) and "choices" in reply.body


def as_events(body: dict[str, Any]) -> list[dict[str, Any]]:
    """A hand-written completion as the server-sent events of a streamed one: the same
    text, finish reason and usage, so one fixture serves both kinds of request."""
    head = {k: body.get(k) for k in ("id", "created", "model")}
    head["object"] = "chat.completion.chunk"
    events = []
    for choice in body["choices"]:
        content = choice.get("message", {}).get("content") or ""
        index = choice.get("index", 0)
        delta: dict[str, Any] = {"role": "assistant", "content": ""}
        events.append(
            {**head, "choices": [{"index": index, "delta": delta, "finish_reason": None}]}
        )
        for start in range(0, len(content), 40):
            piece = {"content": content[start : start + 40]}
            events.append(
                {**head, "choices": [{"index": index, "delta": piece, "finish_reason": None}]}
            )
        finish = choice.get("finish_reason")
        events.append({**head, "choices": [{"index": index, "delta": {}, "finish_reason": finish}]})
    if body.get("usage") is not None:
        events.append({**head, "choices": [], "usage": body["usage"]})
    return events
