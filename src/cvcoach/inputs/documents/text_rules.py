"""Small text rules shared by the importers: emphasis markers, sentences."""

from __future__ import annotations

import re

_EMPHASIS = re.compile(r"\*\*|__|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])")
_NO_BREAK = re.compile(
    r"(?:\b(?:Dr|Prof|Mr|Ms|Mrs|St|Jr|Sr|vs|etc|No|Vol|Fig|al|e\.g|i\.e)"
    r"|\b[A-Z])\.$"
)


def strip_emphasis(text: str) -> str:
    """Text without Markdown bold/italic markers (words and code spans untouched)."""
    return " ".join(_EMPHASIS.sub("", text).split())


def sentences(text: str) -> list[str]:
    """A paragraph's sentences, split after . ! ? before a capital (not after "Inc." or "Dr.")."""
    parts: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if parts and _NO_BREAK.search(parts[-1]):
            parts[-1] = f"{parts[-1]} {piece}"
        else:
            parts.append(piece)
    return [p.strip() for p in parts if p.strip()]


def all_caps(text: str) -> bool:
    """Words in capitals only ("SENIOR ENGINEER, INITECH INDO-PACIFIC RESEARCH LTD"): at
    least two words of two letters or more, and no lower-case letter."""
    words = [w for w in text.split() if sum(ch.isalpha() for ch in w) >= 2]
    return len(words) >= 2 and not any(ch.islower() for ch in text)
