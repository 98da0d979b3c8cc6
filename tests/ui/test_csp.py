"""The server's own walls: a Content-Security-Policy on every response, its inline scripts
allowed by hash and nothing else inline; uploads over the importer's limit refused at HTTP."""

from __future__ import annotations

import base64
import hashlib
import re
import urllib.error
import urllib.request

import pytest

from cvcoach.ui.csp import policy
from tests.ui.test_ui import needs_gradio, served

__all__ = ["served"]  # the app of test_ui, one per module


def test_the_policy_allows_a_pages_inline_scripts_by_hash_only() -> None:
    page = b"<html><script>var a = 1;</script><script src='/x.js'></script></html>"
    digest = base64.b64encode(hashlib.sha256(b"var a = 1;").digest()).decode()
    csp = policy(page)
    assert f"'sha256-{digest}'" in csp
    assert "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0]
    for directive in ("object-src 'none'", "frame-src 'none'", "img-src 'self' data: blob:"):
        assert directive in csp
    assert "connect-src 'self'" in csp and "form-action 'self'" in csp


@needs_gradio
@pytest.mark.slow
def test_every_response_carries_the_policy(served: str) -> None:
    with urllib.request.urlopen(served) as response:
        csp = response.headers["Content-Security-Policy"]
        page = response.read()
    scripts = re.findall(rb"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", page, re.S)
    assert scripts, "the page has inline scripts to allow"
    for body in scripts:
        assert base64.b64encode(hashlib.sha256(body).digest()).decode() in csp
    with urllib.request.urlopen(served + "gradio_api/info") as response:
        assert "default-src 'self'" in response.headers["Content-Security-Policy"]


@needs_gradio
@pytest.mark.slow
def test_an_upload_over_the_limit_is_refused_at_http(served: str) -> None:
    body = b"x" * (20 * 1024 * 1024 + 10)
    boundary = "cvcoachboundary"
    data = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n'
            "Content-Type: application/pdf\r\n\r\n"
        ).encode()
        + body
        + f"\r\n--{boundary}--\r\n".encode()
    )
    request = urllib.request.Request(
        served + "gradio_api/upload",
        data=data,
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request)
    assert refused.value.code in (400, 413)
