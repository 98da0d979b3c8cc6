"""What a model's structured answer may hold, and how it is normalised before use.

A grammar-enforcing server can answer nothing but the ids the schema lists; any other
server may still drift (a stray space, an id twice, an id it made up), so every reply is
normalised here as well: the first rewrite of a bullet wins, unknown ids are dropped, and
only a reply with nothing usable is sent back as invalid.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cvcoach.llm.schemas import EntryRewriteReply, LetterReply, strict_schema, with_choices
from cvcoach.llm.structured import Check

SPACES = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Whitespace runs as one space, ends stripped."""
    return SPACES.sub(" ", text).strip()


def rewrite_schema(ids: Sequence[str]) -> dict[str, Any]:
    """The reply schema whose `source_id` may only be one of the entry's bullet ids."""
    return with_choices(
        strict_schema(EntryRewriteReply), ("rewrites", "[]", "source_id"), list(ids)
    )


def sources_in(ids: Sequence[str]) -> Check:
    """Normalise a reply: ids stripped of stray whitespace, a missing or made-up id read as
    the one bullet when one was asked about (the guard still compares the text with it), a
    second rewrite of one bullet and rewrites of unknown bullets dropped. Only a reply with
    nothing usable is invalid."""
    known = set(ids)

    def check(reply: Any) -> EntryRewriteReply:
        kept = []
        seen: set[str] = set()
        unknown = []
        for item in reply.rewrites:
            source = normalise(item.source_id)
            if len(known) == 1:  # one bullet asked about: any rewrite is of that one
                source = next(iter(known))
            if source not in known:
                unknown.append(item.source_id)
            elif source not in seen:
                seen.add(source)
                kept.append(item.model_copy(update={"source_id": source}))
        if unknown and not kept:
            raise ValueError(f"source_id {unknown[0]!r} is not one of: {', '.join(sorted(known))}")
        return EntryRewriteReply(rewrites=kept)

    return check


def known_evidence(ids: Sequence[str]) -> Check:
    """Drop evidence ids the letter input does not have (a prompt-only server may invent)."""
    known = set(ids)

    def check(reply: Any) -> LetterReply:
        paragraphs = [
            p.model_copy(update={"evidence": [e for e in map(normalise, p.evidence) if e in known]})
            for p in reply.paragraphs
            if p.text.strip()
        ]
        if not paragraphs and not reply.opening.strip():
            raise ValueError("the letter has no text")
        return LetterReply(opening=reply.opening, paragraphs=paragraphs, closing=reply.closing)

    return check
