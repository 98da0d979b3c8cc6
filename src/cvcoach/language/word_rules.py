"""Word-level rules shared by the fact finders and the grounding guard.

`englishish` tells an English word (with its inflections, prefixes and compounds) from a
name or a typo, by the spelling check's own test (`cvcoach.language.known.is_english`);
`crude_stem` lets "Match" meet "matching"; `edit_distance` and `typo_limit` decide when two
spellings are one word with a slip. Each is the one copy in `cvcoach.language`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cvcoach.language.affixes import PREFIXES
from cvcoach.language.known import is_english
from cvcoach.language.word_edits import distance as edit_distance
from cvcoach.language.word_edits import stem_key

__all__ = ["crude_stem", "edit_distance", "englishish", "typo_limit"]


def crude_stem(word: str) -> str:
    """A rough stem so that "Match" meets "matching" and "Optimize" meets "optimization"."""
    return stem_key(word)


@lru_cache(maxsize=65536)
def englishish(word: str) -> bool:
    """True for English words, their inflections, prefixed forms and compounds of common
    words ("remapped", "multi-backend", "toolchain"); False for names and typos."""
    w = word.lower().replace("’", "'")
    if is_english(w):
        return True
    parts = [p for p in re.split(r"[-.'_]", w) if p]
    return len(parts) > 1 and all(p.isdigit() or p in PREFIXES or englishish(p) for p in parts)


def typo_limit(word: str) -> int:
    """How many edits a spelling fix of `word` may make (0: too short to tell)."""
    return 0 if len(word) < 5 else 1 if len(word) < 8 else 2
