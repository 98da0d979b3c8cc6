"""Facts of English spelling that need no word list: vowels, the prefixes a word may be
built with, and which one-syllable stems double their last consonant (plan, planned).

A leaf module: the word table (`wordlist`, through `british`) and the spelling rules
(`word_edits`) both read it, so neither depends on the other for these.
"""

from __future__ import annotations

import re

VOWELS = frozenset("aeiou")
# fmt: off
# Word parts that may stand before a word, joined (reimplemented) or with a hyphen
# (multi-agent, anti-pattern): the one list for the spelling check and the grounding guard.
PREFIXES = (
    "anti", "auto", "bi", "co", "cross", "de", "hyper", "inter", "intra", "macro", "meta",
    "micro", "mid", "mis", "multi", "non", "out", "over", "post", "pre", "pseudo", "re", "self",
    "semi", "sub", "super", "tri", "ultra", "un", "under", "uni",
)
# fmt: on


def one_syllable_doubles(stem: str) -> bool:
    """One syllable ending in one vowel and one consonant (lap, plan, not wax or play): its
    last consonant doubles before -ed, -ing, -er (lapped)."""
    groups = re.findall(r"[aeiouy]+", stem[1:])  # a first y is a consonant (yet)
    groups = re.findall(r"[aeiou]+", stem[:1]) + groups
    return (
        len(groups) == 1
        and len(stem) >= 3
        and stem[-1] not in "aeiouwxy"
        and stem[-2] in VOWELS
        and stem[-3] not in VOWELS
    )
