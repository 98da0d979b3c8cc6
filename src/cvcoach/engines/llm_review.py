"""A model's consistency review of a whole CV: contradictions rules cannot see, each
backed by quotes that must occur in the CV as written, or the item is dropped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.engines.base import ReviewItem, ReviewQuote
from cvcoach.engines.llm_budget import review_tokens
from cvcoach.engines.llm_replies import normalise
from cvcoach.llm.prompts import load_prompt
from cvcoach.llm.schemas import ReviewReply

if TYPE_CHECKING:
    from cvcoach.engines.llm_session import LLMSession


def review_cv(engine: LLMSession, cv_text: str) -> list[ReviewItem]:
    """Contradictions whose every quote occurs in the CV (whitespace-normalised).

    A failed request or an invalid answer raises: a review that did not run is
    reported as such, never as "no contradictions".
    """
    spec = load_prompt("review")
    try:
        reply = engine.answer(spec, {"cv_text": engine.data(cv_text)}, max_tokens=review_tokens())
    finally:
        engine.finish_notes()
    if not isinstance(reply, ReviewReply):
        raise TypeError(f"expected ReviewReply, got {type(reply).__name__}")
    restore = engine.redactor.restore
    haystack = normalise(cv_text)
    items: list[ReviewItem] = []
    dropped = 0
    for finding in reply.items:
        quotes = [restore(q) for q in finding.quotes]
        if not quotes or not all(normalise(q) and normalise(q) in haystack for q in quotes):
            dropped += 1
            continue
        items.append(
            ReviewItem(
                message=restore(finding.message),
                severity=finding.severity,
                quotes=[ReviewQuote(text=q) for q in quotes],
            )
        )
    if dropped:
        engine.meter.note(
            f"review: dropped {dropped} item(s) whose quotes are not found verbatim in the CV"
        )
    return items
