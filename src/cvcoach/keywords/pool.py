"""Ranking many CVs for one posting: what each meets, and what sets it apart from the others.

`match_experience` scores one CV against a posting's requirements, the same figure whatever
other CVs are read beside it (the one `check --role` shows). Ranking a pile of CVs asks a
second question a recruiter asks too: of the words this posting uses (its duties, its tools,
its field), which CVs use the ones the rest of the pile does not? BM25 over the pool answers
it: a word every CV uses (engineer, team) weighs nothing, one only two CVs use (PLC, hospice,
Verilog) much. A requirement score and BM25 each miss what the other sees; ranked by both,
the tune split's judged best CVs come first more often than by either alone.

`pool_order` blends the two, each scaled to 0..1 across the pool (lowest to highest), with
`POOL_WEIGHT` on the words. A pool of one CV, or one whose texts share no word of the
posting, is ranked by the requirement score alone. The score each CV reports stays its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from cvcoach.keywords.coverage import bm25_bag

# the share of the pool's words in the ranking, fitted on the tune split's judged best CVs
# (scripts/fit_match_weights.py; 0 / 0.1 / 0.2 / 0.3 / 0.4 / 0.5 tried)
POOL_WEIGHT = 0.3


def _scaled(values: Sequence[float]) -> list[float]:
    low, high = min(values), max(values)
    if high <= low:
        return [0.0] * len(values)
    return [(v - low) / (high - low) for v in values]


def word_scores(posting_text: str, bags: Sequence[Sequence[str]]) -> list[float]:
    """BM25 of each CV's words (`bm25_bag` of its text) for the posting, over this pool."""
    if len(bags) < 2:
        return [0.0] * len(bags)
    from rank_bm25 import BM25Okapi  # numpy: only when a pile of CVs is ranked

    query = bm25_bag(posting_text)
    scores = BM25Okapi([list(bag) or [""] for bag in bags]).get_scores(query)
    return [float(s) for s in scores]


def pool_order(scores: Sequence[float], words: Sequence[float]) -> list[float]:
    """The value each CV is ranked by: its requirement score and its pool word score, each
    scaled across the pool, blended POOL_WEIGHT to the words; higher ranks first."""
    if len(scores) < 2 or max(words, default=0.0) <= min(words, default=0.0):
        return [float(s) for s in scores]
    return [
        (1 - POOL_WEIGHT) * s + POOL_WEIGHT * w
        for s, w in zip(_scaled(scores), _scaled(words), strict=True)
    ]


def ranked(keys: Sequence[str], scores: Sequence[float], words: Sequence[float]) -> list[str]:
    """The keys best first by `pool_order` (ties by key, so the order is stable)."""
    values = pool_order(scores, words)
    return [key for _, key in sorted(zip((-v for v in values), keys, strict=True))]
