"""Ranking many CVs for one posting: what each meets, and what sets it apart from the others.

`match_experience` scores one CV against a posting's requirements, the same figure whatever
other CVs are read beside it (the one `check --role` shows). Ranking a pile of CVs asks a
second question a recruiter asks too: of the words this posting uses (its duties, its tools,
its field), which CVs use the ones the rest of the pile does not? BM25 over the pool answers
it: a word every CV uses (engineer, team) weighs nothing, one only two CVs use (PLC, hospice,
Verilog) much. A requirement score and BM25 each miss what the other sees; ranked by both,
the tune split's judged best CVs come first more often than by either alone.

`pool_order` blends the two, each put on 0..1 by its place in the pool (the share of the
other CVs below it, ties halved), with `POOL_WEIGHT` on the words: a place, unlike the value
scaled from lowest to highest, is not squeezed by one CV far ahead or behind. The words are
those of the posting's lines about the work (`posting_text`): not its pay and benefits, legal
text, application rules, work arrangements or company blurb, which no CV speaks to. A pool of
one CV, or one whose texts share no word of the posting, is ranked by the requirement score
alone. The score each CV reports stays its own.

The three choices (the weight, which lines, place or value) were made together on the tune
split's judged best CVs with `scripts/fit_match_weights.py`, leave-one-out cross-validated.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from cvcoach.keywords.coverage import bm25_bag
from cvcoach.keywords.requirements import Requirements

# the share of the pool's words in the ranking (0 / 0.1 / 0.2 / 0.3 / 0.4 / 0.5 tried; 0.3
# since the score's parts are each on 0..1, docs/roles.md)
POOL_WEIGHT = 0.3
# which of the posting's lines give its words: 0 all of them; 1 not its pay and benefits,
# legal text, application rules and work arrangements (what a CV never speaks to); 2 not the
# company blurb either (the reasons `cvcoach.keywords.requirements` gives those lines)
POOL_TEXT = 2
_NOT_ABOUT_WORK = (
    "pay or benefits",
    "how to apply",
    "legal/EEO text",
    "work arrangement (remote work, hours, contract)",
)


def posting_text(reqs: Requirements) -> str:
    """The posting's words BM25 weighs the pool's CVs by (see `POOL_TEXT`)."""
    if not POOL_TEXT:
        return "\n".join(line.text for line in reqs.posting.lines)
    drop = set(_NOT_ABOUT_WORK) | ({"about the company"} if POOL_TEXT >= 2 else set())
    dropped = {line.text for line in reqs.ignored if line.why in drop}
    return "\n".join(line.text for line in reqs.posting.lines if line.text not in dropped)


# how each figure is put on 0..1 across the pool: 0 by its value (lowest to highest), 1 by
# its place (the share of the others below it), which one far-off CV cannot squeeze
POOL_SCALE = 1


def _scaled(values: Sequence[float]) -> list[float]:
    low, high = min(values), max(values)
    if high <= low:
        return [0.0] * len(values)
    if POOL_SCALE:
        ordered = sorted(values)
        return [
            (bisect_left(ordered, v) + bisect_right(ordered, v) - 1) / 2 / (len(values) - 1)
            for v in values
        ]
    return [(v - low) / (high - low) for v in values]


def word_scores(text: str, bags: Sequence[Sequence[str]]) -> list[float]:
    """BM25 of each CV's words (`bm25_bag` of its text) for the posting, over this pool."""
    if len(bags) < 2:
        return [0.0] * len(bags)
    from rank_bm25 import BM25Okapi  # numpy: only when a pile of CVs is ranked

    query = bm25_bag(text)
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
