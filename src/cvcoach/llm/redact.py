"""Personal details never leave the machine: they are swapped for placeholders first.

E-mail addresses, phone numbers, street addresses and profile URLs are replaced by
`[EMAIL_1]`, `[PHONE_1]`, `[ADDRESS_1]`, `[URL_1]` before any request, to any endpoint
(a "local" server may still log), and put back in whatever the model returns. One
`Redactor` numbers values in order of first appearance, so the same inputs always give
the same placeholders, and the cache keys of two identical runs match.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from functools import partial

EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
URL = re.compile(
    r"(?:https?://|www\.)[^\s<>()\[\]]+[^\s<>()\[\].,;:!?'\"]"
    r"|(?<![\w./@])(?:[a-z]{2,3}\.)?(?:linkedin\.com|github\.com|gitlab\.com|twitter\.com|x\.com"
    r"|medium\.com|behance\.net|dribbble\.com|stackoverflow\.com)/[^\s<>()\[\]]*[\w/]"
)
PHONE = re.compile(
    r"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,4}){1,4}(?![\w-])"
)
STREET_TYPES = (
    "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl"
    "|Terrace|Square|Sq|Parkway|Pkwy|Highway|Hwy|Circle|Cir"
)
ADDRESS = re.compile(
    rf"\b\d{{1,5}}[A-Za-z]?\s+(?:[A-Z][\w'-]*\s+){{1,4}}(?:{STREET_TYPES})\b\.?"
    r"(?:,?\s+(?:Apt|Suite|Unit|Ste)\.?\s*#?\w+)?"
    r"|\b[A-Z][\w'-]*(?:strasse|straße|str\.|weg|gasse|platz)\s+\d{1,4}[a-z]?\b"
)
PLACEHOLDER = re.compile(r"\[(?:EMAIL|PHONE|ADDRESS|URL)_\d+\]")
YEAR = re.compile(r"(?:19|20)\d\d")
THOUSANDS = re.compile(r"\d{1,3}(?:[ .,]\d{3})+")
KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("EMAIL", EMAIL),
    ("URL", URL),
    ("ADDRESS", ADDRESS),
    ("PHONE", PHONE),
)


def _is_phone(match: str) -> bool:
    """Phone-shaped numbers that are not dates, years or ranges ("2019 - 2023")."""
    digits = sum(char.isdigit() for char in match)
    # "+1 555 0100": a country code makes a short number a phone number too
    if not (9 if not match.startswith("+") else 7) <= digits <= 15:
        return False
    if THOUSANDS.fullmatch(match):  # 12 000 000: an amount, not a number to call
        return False
    groups = re.findall(r"\d+", match)
    return not all(YEAR.fullmatch(group) or len(group) <= 2 for group in groups)


class Redactor:
    """Replaces personal details with numbered placeholders and restores them.

    With `enabled=False` both directions return their input unchanged.
    """

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._by_value: dict[str, str] = {}
        self._by_placeholder: dict[str, str] = {}
        self._counts: dict[str, int] = {}
        self._lock = threading.Lock()
        self._literals: dict[str, str] = {}
        self._literal_pattern: re.Pattern[str] | None = None

    @property
    def replaced(self) -> int:
        """How many distinct values were replaced so far."""
        return len(self._by_value)

    def protect(self, values: Iterable[tuple[str, str]]) -> None:
        """Contact details known from the CV itself, as (kind, value): replaced wherever they
        appear, whatever their shape ("+1 555 0100", "leiblog.wang")."""
        with self._lock:
            for kind, value in values:
                value = value.strip()
                if value and len(value) >= 4 and value not in self._literals:
                    self._literals[value] = kind
        self._literal_pattern = (
            re.compile("|".join(re.escape(v) for v in sorted(self._literals, key=len)[::-1]))
            if self._literals
            else None
        )

    def redact(self, text: str) -> str:
        if not self.enabled or not text:
            return text
        if self._literal_pattern is not None:
            text = self._literal_pattern.sub(
                lambda m: self._swap(m, kind=self._literals[m.group(0)], known=True), text
            )
        for kind, pattern in KINDS:
            text = pattern.sub(partial(self._swap, kind=kind), text)
        return text

    def _swap(self, match: re.Match[str], kind: str, known: bool = False) -> str:
        value = match.group(0)
        if PLACEHOLDER.fullmatch(value) or (kind == "PHONE" and not known and not _is_phone(value)):
            return value
        with self._lock:
            placeholder = self._by_value.get(value)
            if placeholder is None:
                self._counts[kind] = self._counts.get(kind, 0) + 1
                placeholder = f"[{kind}_{self._counts[kind]}]"
                self._by_value[value] = placeholder
                self._by_placeholder[placeholder] = value
            return placeholder

    def restore(self, text: str) -> str:
        """Put the real values back; unknown placeholders stay as they are."""
        if not self.enabled or "[" not in text:
            return text
        return PLACEHOLDER.sub(lambda m: self._by_placeholder.get(m.group(0), m.group(0)), text)

    def stream_restorer(self) -> StreamRestorer:
        return StreamRestorer(self)


class StreamRestorer:
    """Restores placeholders in streamed text, where one may be split across chunks.

    Text that could be the start of a placeholder is held back until it is complete.
    """

    HOLD = 16  # longer than any placeholder

    def __init__(self, redactor: Redactor) -> None:
        self._redactor = redactor
        self._pending = ""

    def feed(self, chunk: str) -> str:
        self._pending += chunk
        start = self._pending.rfind("[")
        if start == -1 or "]" in self._pending[start:] or len(self._pending) - start > self.HOLD:
            ready, self._pending = self._pending, ""
        else:
            ready, self._pending = self._pending[:start], self._pending[start:]
        return self._redactor.restore(ready)

    def flush(self) -> str:
        ready, self._pending = self._pending, ""
        return self._redactor.restore(ready)
