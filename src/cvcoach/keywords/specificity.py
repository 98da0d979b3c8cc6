"""How much a requirement's words say about a CV: a word's rarity in English, a skill name's,
and a requirement's specificity from them. The match score (`keywords.fit`) weighs each
requirement by it, so that "Kubernetes" met tells more than "communication" met."""

from __future__ import annotations

import math
from functools import lru_cache

from cvcoach.keywords.match import GENERIC_WORDS, STOP_WORDS, keyword_tokens, stem
from cvcoach.keywords.skills import tokens
from cvcoach.language.wordlist import frequency
from cvcoach.model.role import Requirement

SPEC_POWER = 2.0  # specificity is rarity squared: a common word counts far less than a name
SPEC_FLOOR = 0.05
_TOP = 76_138_318  # the count of "the", the commonest English word


def content_words(text: str) -> list[str]:
    """A text's content words, lower-cased (no stopwords, no generic job-ad words)."""
    out = []
    for word, _ in keyword_tokens(text):
        low = word.lower()
        if len(low) > 1 and low not in STOP_WORDS and low not in GENERIC_WORDS:
            out.append(low)
    return out


def content_stems(text: str) -> set[str]:
    """The stems of a text's content words (no stopwords, no generic job-ad words)."""
    return {stem(word) for word in content_words(text)}


@lru_cache(maxsize=8192)
def rarity(word: str) -> float:
    """0..1: how rarely English text uses a word (its corpus count on a log scale); a word
    no English word list counts ("Kubernetes", "GraphQL") is 1."""
    count = frequency(word.lower()) if word.isalpha() else 0
    return min(1.0, max(0.0, math.log(_TOP / (1 + count)) / math.log(_TOP)))


def skill_rarity(name: str) -> float:
    """A skill name's rarity: a name of several words is rarer than each of them."""
    common = 1.0
    for word in tokens(name):
        common *= 1 - rarity(word)
    return 1 - common


def specificity(req: Requirement) -> float:
    """How much meeting a requirement tells about a CV: the rarity of the skills it names,
    or of its content words when it names none (soft skills and generic asks are common
    words), plus a floor so that nothing weighs nothing."""
    if req.skills:
        value = sum(skill_rarity(s) for s in req.skills) / len(req.skills)
    else:
        words = content_words(req.text)
        value = sum(rarity(w) for w in words) / len(words) if words else 0.0
    return SPEC_FLOOR + float(value**SPEC_POWER)
