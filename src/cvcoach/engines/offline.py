"""The embedded offline engine: deterministic rewrites and a template cover letter.

It needs no model and no network. It fixes what the checks found with a confident
suggestion, strengthens weak openings, removes first-person pronouns and sets the tense,
says which of the posting's requirements a changed bullet speaks to, and builds a cover
letter only from sentences made of the CV's own bullets.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from cvcoach.engines.base import (
    BulletRewrite,
    EntryInput,
    EntryRewrite,
    LetterInput,
    Progress,
    ReviewItem,
    RoleBrief,
    Usage,
    requirement_reason,
)
from cvcoach.engines.offline_letter import template_letter
from cvcoach.engines.rewrite_rules import apply_rules

__all__ = ["OfflineEngine", "template_letter"]


class OfflineEngine:
    """Rule-based rewriting; labelled 'offline' in every output."""

    name = "offline"

    def __init__(self) -> None:
        self.usage = Usage(notes=["offline engine: rule-based rewrites, no model, no network"])

    def rewrite_entries(
        self, entries: Sequence[EntryInput], role: RoleBrief, progress: Progress | None = None
    ) -> list[EntryRewrite]:
        keywords = [k for k in role.keywords if k]
        out = []
        for entry in entries:
            rewrites = []
            for bullet in entry.bullets:
                # a summary or description (not an item of a list) is prose: like the
                # check, no tense rule applies to it ("projects[3].description")
                finished = entry.finished if bullet.id.endswith("]") else None
                text, edits = apply_rules(
                    bullet.text,
                    finished=finished,
                    corrections=bullet.corrections,
                    subject=entry.owner,
                )
                if text == bullet.text:
                    continue
                reasons = [e.reason for e in edits]
                # the requirements the bullet evidences that its new text still speaks to
                speaks = [r.text for r in bullet.requirements if r.addressed_by(text)]
                if speaks:
                    reasons.append(requirement_reason(speaks))
                rewrites.append(
                    BulletRewrite(
                        source_id=bullet.id,
                        text=text,
                        targets=[k for k in keywords if _mentions(text, k)],
                        reasons=reasons,
                    )
                )
            out.append(EntryRewrite(entry_id=entry.id, rewrites=rewrites))
        return out

    def draft_cover_letter(
        self, letter: LetterInput, on_text: Callable[[str], None] | None = None
    ) -> str:
        text = template_letter(letter)
        if on_text:
            on_text(text)
        return text

    def review(self, cv_text: str) -> list[ReviewItem]:
        return []


def _mentions(text: str, term: str) -> bool:
    return re.search(rf"(?<![\w+]){re.escape(term)}(?![\w+])", text, re.I) is not None
