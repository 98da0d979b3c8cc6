"""Word-level rules shared by the fact finders and the grounding guard.

`englishish` tells an English word (with its inflections, prefixes and compounds) from a
name or a typo; `crude_stem` lets "Match" meet "matching"; `edit_distance` and
`typo_limit` decide when two spellings are one word with a slip.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cvcoach.language.wordlist import frequency, is_english_word


def crude_stem(word: str) -> str:
    """A rough stem so that "Match" meets "matching" and "Optimize" meets "optimization"."""
    w = word.lower()
    for suffix in ("ations", "ation", "ings", "ing", "ions", "ion", "ers", "er", "ed", "es",
                   "s", "e"):  # fmt: skip
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    return w[:-1] if len(w) >= 4 and w[-1] == w[-2] else w


_PREFIXES = ("re", "un", "pre", "non", "co", "de", "sub", "multi", "inter", "auto", "cross",
             "self", "semi", "hyper", "micro", "over", "post", "super", "meta", "mis")  # fmt: skip
_INFLECTIONS = (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""),
                ("ing", "e"), ("ly", ""), ("ized", "ize"), ("ised", "ise"), ("ized", ""),
                ("ised", ""), ("ize", ""), ("ise", ""), ("ization", ""), ("isation", ""),
                ("er", ""), ("ers", ""))  # fmt: skip


def _inflected(w: str) -> bool:
    if is_english_word(w):
        return True
    for suffix, repl in _INFLECTIONS:
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            base = w[: -len(suffix)] + repl
            if is_english_word(base) or (base[-1:] == base[-2:-1] and is_english_word(base[:-1])):
                return True
    return False


def _common(w: str) -> bool:
    return len(w) >= 3 and frequency(w) >= 100


@lru_cache(maxsize=65536)
def englishish(word: str) -> bool:
    """True for English words, their inflections, prefixed forms and compounds of common
    words ("remapped", "multi-backend", "toolchain"); False for names and typos."""
    w = word.lower().replace("’", "'")
    if is_english_word(w):
        return True
    parts = [p for p in re.split(r"[-.'_]", w) if p]
    if len(parts) > 1:
        return all(p.isdigit() or p in _PREFIXES or englishish(p) for p in parts)
    if not w.isalpha():
        return False
    if _inflected(w):
        return True
    for prefix in _PREFIXES:
        if w.startswith(prefix) and len(w) - len(prefix) >= 3 and _inflected(w[len(prefix) :]):
            return True
    return any(_common(w[:i]) and _inflected(w[i:]) and len(w) - i >= 3 for i in range(3, len(w)))


def edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance between `a` and `b`, or `limit + 1` when larger."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def typo_limit(word: str) -> int:
    """How many edits a spelling fix of `word` may make (0: too short to tell)."""
    return 0 if len(word) < 5 else 1 if len(word) < 8 else 2
