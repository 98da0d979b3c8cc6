"""Hand-written engines for the rewriting tests (fixtures, not recordings): each answers
every bullet with `mutate` of its text, so a test decides what a "model" writes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cvcoach.engines.base import (
    BulletRewrite,
    EntryInput,
    EntryRewrite,
    LetterInput,
    ReviewItem,
    RoleBrief,
)
from cvcoach.model.usage import Usage


class InventingEngine:
    """A fake model whose rewrites are `mutate` of each bullet and whose letter invents facts
    (a PhD from MIT, a 35% cut at Google using Kubernetes)."""

    name = "fake:inventor"

    def __init__(self, mutate: Callable[[str], str]) -> None:
        self.mutate = mutate
        self.usage = Usage()

    def rewrite_entries(
        self, entries: Sequence[EntryInput], role: RoleBrief, progress: object = None
    ) -> list[EntryRewrite]:
        return [
            EntryRewrite(
                entry_id=e.id,
                rewrites=[
                    BulletRewrite(source_id=b.id, text=self.mutate(b.text)) for b in e.bullets
                ],
            )
            for e in entries
        ]

    def draft_cover_letter(
        self, letter: LetterInput, on_text: Callable[[str], None] | None = None
    ) -> str:
        return (
            f"Dear {letter.company} team,\n\nI am applying for the {letter.role.title} role.\n"
            "I hold a PhD from MIT. I cut serving costs by 35% at Google using Kubernetes.\n"
            f"\nSincerely,\n{letter.candidate}\n"
        )

    def review(self, cv_text: str) -> list[ReviewItem]:
        return []
