"""What the LLM engine spends: an output cap per request.

Every request carries `max_tokens` sized to the answer it expects, so a model that runs
on (a small local one repeating itself, say) stops there instead of filling its context,
and a paid endpoint never bills for more than an answer is worth.
"""

from __future__ import annotations

from collections.abc import Sequence

REWRITE_BASE_TOKENS = 40  # the JSON envelope of a rewrite reply
REWRITE_TOKENS_PER_BULLET = 90  # its id, targets and reasons
REWRITE_TOKENS_PER_WORD = 2.5  # the rewrite itself: room for a longer text than the original
REWRITE_MAX_TOKENS = 2048
LETTER_TOKENS = 700  # an opening, three short paragraphs and a closing, as JSON
REVIEW_TOKENS = 600  # a handful of contradictions with their quotes


def rewrite_tokens(bullets: Sequence[str]) -> int:
    """The output cap for rewriting these bullets of one entry: sized by their length, so a
    long summary gets room and a one-line bullet does not invite a ramble."""
    need = REWRITE_BASE_TOKENS + sum(
        REWRITE_TOKENS_PER_BULLET + REWRITE_TOKENS_PER_WORD * max(len(b.split()), 12)
        for b in bullets
    )
    return min(REWRITE_MAX_TOKENS, int(need))


def letter_tokens() -> int:
    return LETTER_TOKENS


def review_tokens() -> int:
    return REVIEW_TOKENS
