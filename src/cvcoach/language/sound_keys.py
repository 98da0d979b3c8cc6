"""A key shared by words that sound alike (`sound_key`), Metaphone-like: `necasery` and
`necessary` read `nsr` give or take a letter. The spelling model reads candidates three
edits away only when they sound alike, and scores a candidate that sounds as the typo
does higher (`cvcoach.language.spelling_model`)."""

from __future__ import annotations

import re

VOWELS = frozenset("aeiouy")
_DIGRAPHS = (
    (r"^[kgp](?=n)|^w(?=r)|^p(?=s)", ""),  # a silent first letter
    (r"ph", "f"),
    (r"tch|sch(?=[eiy])", "x"),
    (r"sch", "sk"),
    (r"ck|q", "k"),
    (r"ti(?=[ao])|sh|ch|si(?=[ao]n)", "x"),
    (r"c(?=[eiy])", "s"),
    (r"c", "k"),
    (r"dg(?=[eiy])", "j"),
    (r"g(?=[eiy])", "j"),
    (r"gh(?![aeiou])", ""),
    (r"x", "ks"),
    (r"z", "s"),
    (r"wh", "w"),
)
_SOUND = [(re.compile(p), f) for p, f in _DIGRAPHS]


def sound_key(word: str) -> str:
    """A key shared by words that sound alike: consonant sounds, repeats collapsed, vowels
    dropped but the first (written `a`); `h` and `w` kept only at the start."""
    text = word.lower()
    for pattern, replace in _SOUND:
        text = pattern.sub(replace, text)
    if not text:
        return ""
    key = ["a" if text[0] in VOWELS else text[0]]
    for c in text[1:]:
        if c in VOWELS or c in "hw" or not c.isalpha():
            key.append("")
            continue
        if c != key[-1]:
            key.append(c)
    return "".join(key)
