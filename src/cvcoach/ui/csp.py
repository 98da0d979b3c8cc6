"""A Content-Security-Policy on every page the app serves: scripts only from the app itself
(and the page's own inline scripts, allowed one by one by their SHA-256), no inline event
handler or `javascript:` URL, images only from the app (and `data:`/`blob:`), no frames,
plugins, `<base>` or form posts elsewhere, and no connection to another host.

Gradio's front end needs two allowances: `'unsafe-eval'` (the `js` of an event and the
`js_on_load` of gr.HTML are run with `new Function`) and inline styles (its components set
`style` attributes). Neither lets text from a CV or a job description run: that text is
escaped before it reaches the page (`cvcoach.ui.safe`); the policy is the second wall.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_INLINE_SCRIPT = re.compile(rb"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.S | re.I)
POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-eval'{hashes}; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' data: blob:; "
    "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-src 'none'; "
    "child-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; "
    "frame-ancestors 'self'"
)


def policy(page: bytes = b"") -> str:
    """The policy for a page: its inline scripts allowed by hash, nothing else inline."""
    hashes = "".join(
        " 'sha256-" + base64.b64encode(hashlib.sha256(m.group(1)).digest()).decode() + "'"
        for m in _INLINE_SCRIPT.finditer(page)
    )
    return POLICY.format(hashes=hashes)


class CSPMiddleware:
    """Adds the policy to every HTTP response; an HTML page is read whole to hash its scripts."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start: Message | None = None
        body: list[bytes] = []

        async def sending(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                headers = dict(message.get("headers") or [])
                if not headers.get(b"content-type", b"").startswith(b"text/html"):
                    _set(message, policy())
                    await send(message)
                    return
                start = message
                return
            if start is None or message["type"] != "http.response.body":
                await send(message)
                return
            body.append(message.get("body", b""))
            if message.get("more_body"):
                return
            page = b"".join(body)
            _set(start, policy(page))
            start["headers"] = [
                (k, str(len(page)).encode() if k.lower() == b"content-length" else v)
                for k, v in start["headers"]
            ]
            await send(start)
            await send({"type": "http.response.body", "body": page})

        await self.app(scope, receive, sending)


def _set(message: Message, value: str) -> None:
    headers = [
        (k, v) for k, v in message.get("headers") or [] if k.lower() != b"content-security-policy"
    ]
    headers.append((b"content-security-policy", value.encode()))
    message["headers"] = headers


def with_csp(app_kwargs: dict[str, Any] | None) -> dict[str, Any]:
    """Gradio's `app_kwargs` (passed to FastAPI) with the policy's middleware added."""
    from starlette.middleware import Middleware

    out = dict(app_kwargs or {})
    out["middleware"] = [*out.get("middleware", []), Middleware(CSPMiddleware)]
    return out
