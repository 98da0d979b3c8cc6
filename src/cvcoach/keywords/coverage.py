"""How much of a role a CV covers (`coverage`), and which CV texts matter most (`rank_texts`).

`coverage` tells which of a role's keywords a CV mentions, through aliases, plurals and
hyphen/space variants, and the weighted share covered. It is plain string work on
pre-compiled patterns, fast enough for every `cvcoach check --role`. Only `rank_texts`
(BM25 over CV bullets) needs rank_bm25 (and so numpy); it imports it when called.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

from cvcoach.inputs.role import Role
from cvcoach.keywords.extract import Keyword, role_keywords
from cvcoach.keywords.match import (
    GENERIC_WORDS,
    STOP_WORDS,
    VERSIONED,
    keyword_tokens,
    lexicon_matcher,
)


@dataclass(frozen=True)
class Coverage:
    """Which keywords a CV mentions; `ratio` is the weighted share covered (1.0 if none)."""

    covered: list[str]
    missing: list[str]
    ratio: float


class _Index:
    """A CV's text prepared for keyword look-ups: lexicon terms, token stems and their positions."""

    def __init__(self, text: str) -> None:
        matcher = lexicon_matcher()
        toks = keyword_tokens(text)
        self.lexical = {canonical.lower() for canonical, _, _ in matcher.find(toks)}
        self.exact = {w for w, _ in toks}
        self.positions: dict[str, list[int]] = {}
        for i, (word, _) in enumerate(toks):
            self.positions.setdefault(matcher.token_key(word), []).append(i)
            versioned = VERSIONED.match(word) if len(word) <= 40 else None  # "C++17": C++
            if versioned:
                self.positions.setdefault(versioned.group(1).lower(), []).append(i)

    def mentions(self, term: str) -> bool:
        matcher = lexicon_matcher()
        toks = [w for w, _ in keyword_tokens(term)]
        if not toks:
            return False
        canonical = matcher.lookup(toks)
        if canonical:
            if canonical.lower() in self.lexical:
                return True
            if "".join(toks) in matcher.exact:
                return False  # everyday words such as "Go" count only in their exact spelling
        content = [w for w in toks if w.lower() not in STOP_WORDS] or toks
        if len(content) == 1:
            word = content[0]
            return (
                word in self.exact if len(word) <= 2 else matcher.token_key(word) in self.positions
            )
        stems = [matcher.token_key(w) for w in content]
        if any(s not in self.positions for s in stems):
            return False
        # "close together": every content word within a few tokens of the rarest one
        window = len(stems) + 2
        rarest = min(stems, key=lambda s: len(self.positions[s]))
        for pos in self.positions[rarest]:
            nearby = [_nearest(self.positions[s], pos) for s in stems]
            if max(nearby) - min(nearby) <= window:
                return True
        return False


def _nearest(positions: list[int], pos: int) -> int:
    """The position in an ascending list closest to `pos`."""
    i = bisect.bisect_left(positions, pos)
    candidates = positions[max(0, i - 1) : i + 1]
    return min(candidates, key=lambda p: abs(p - pos))


def coverage(keywords: Sequence[Keyword], cv_text: str) -> Coverage:
    """Which keywords the CV mentions (aliases, plurals, hyphen/space variants, "C/C++")."""
    index = _Index(cv_text)
    covered: list[str] = []
    missing: list[str] = []
    total = got = 0.0
    for keyword in keywords:
        total += keyword.weight
        if index.mentions(keyword.term):
            covered.append(keyword.term)
            got += keyword.weight
        else:
            missing.append(keyword.term)
    return Coverage(covered, missing, round(got / total, 4) if total > 0 else 1.0)


def bm25_bag(text: str) -> list[str]:
    """Tokens for BM25: lower-cased, lexicon aliases folded to one spelling, stopwords dropped."""
    matcher = lexicon_matcher()
    out = []
    for word, _ in keyword_tokens(text):
        low = word.lower()
        if low in STOP_WORDS or low in GENERIC_WORDS:
            continue
        out.append(matcher.token_key(word))
    return out


def rank_texts(texts: Sequence[str], role: Role) -> list[float]:
    """Relevance of each text to the role, 0..1 (best = 1.0), by BM25 over the texts."""
    if not texts:
        return []
    from rank_bm25 import BM25Okapi  # numpy is slow to import: only here

    corpus = [bm25_bag(t) for t in texts]
    if not any(corpus):
        return [0.0] * len(texts)
    query: list[str] = []
    for keyword in role_keywords(role):
        query += bm25_bag(keyword.term) * max(1, round(keyword.weight))
    body = [
        role.title or "",
        role.description,
        *role.responsibilities,
        *role.qualifications,
        *role.nice_to_have,
        *role.skills,
    ]
    query += bm25_bag("\n".join(body))
    # Empty padding documents keep every IDF positive: BM25Okapi gives a word found in half
    # of a tiny corpus (two bullets) no weight at all.
    padding: list[list[str]] = [[] for _ in range(len(corpus) + 2)]
    scores = BM25Okapi(corpus + padding).get_scores(query)[: len(corpus)]
    top = max(float(s) for s in scores)
    if top <= 0:
        return [0.0] * len(texts)
    return [round(max(0.0, float(s)) / top, 6) for s in scores]
