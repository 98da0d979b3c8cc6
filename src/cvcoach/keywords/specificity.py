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

# specificity is rarity cubed: a common word counts far less than a name (fitted with the title
# and context weights, scripts/fit_match_weights.py: 1 / 1.5 / 2 / 3 tried, docs/roles.md)
SPEC_POWER = 3.0
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


def surface_forms(word: str) -> tuple[str, ...]:
    """A word and the words whose `stem` it is: "softwar" is the stem of "software", "servic"
    of "service" and "services", "query" of "queries" (the forms `stem` folds together)."""
    low = word.lower()
    forms = [low + "e", low + "s", low + "es"]
    if low.endswith("y"):
        forms.append(low[:-1] + "ies")
    return (low, *(form for form in forms if stem(form) == low))


@lru_cache(maxsize=8192)
def rarity(word: str) -> float:
    """0..1: how rarely English text uses a word (its corpus count on a log scale); a word
    no English word list counts ("Kubernetes", "GraphQL") is 1. A stem is as common as its
    commonest surface form: "softwar" (of "software") is as common as "software", not a
    word no list counts."""
    count = max(frequency(form) for form in surface_forms(word)) if word.isalpha() else 0
    return min(1.0, max(0.0, math.log(_TOP / (1 + count)) / math.log(_TOP)))


def emphasised(value: float) -> float:
    """A rarity as a weight (`SPEC_POWER`): a common word counts far less than a name."""
    return float(value**SPEC_POWER)


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
    return SPEC_FLOOR + emphasised(value)
