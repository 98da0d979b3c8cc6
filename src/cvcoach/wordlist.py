"""English word list and frequencies from pyspellchecker's bundled dictionary, loaded once."""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def word_frequencies() -> dict[str, int]:
    """Lower-case English words and their corpus counts (pyspellchecker's `en` dictionary)."""
    data = resources.files("spellchecker").joinpath("resources/en.json.gz").read_bytes()
    loaded: dict[str, int] = json.loads(gzip.decompress(data))
    return loaded


def is_english_word(word: str) -> bool:
    return word.lower() in word_frequencies()


def frequency(word: str) -> int:
    return word_frequencies().get(word.lower(), 0)
