"""The embedded offline engine: deterministic rewrites and a template cover letter.

It needs no model and no network. It fixes what the checks found with a confident
suggestion, strengthens weak openings, removes first-person pronouns and sets the tense,
and builds a cover letter only from sentences made of the CV's own bullets.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from cvcoach.engines.base import (
    BulletRewrite,
    EntryInput,
    EntryRewrite,
    LetterInput,
    ReviewItem,
    RoleBrief,
    Usage,
)
from cvcoach.rewrite_rules import apply_rules


class OfflineEngine:
    """Rule-based rewriting; labelled 'offline' in every output."""

    name = "offline"

    def __init__(self) -> None:
        self.usage = Usage(notes=["offline engine: rule-based rewrites, no model, no network"])

    def rewrite_entries(self, entries: Sequence[EntryInput], role: RoleBrief) -> list[EntryRewrite]:
        keywords = [k for k in role.keywords if k]
        out = []
        for entry in entries:
            rewrites = []
            for bullet in entry.bullets:
                finished = entry.finished if not bullet.id.endswith("summary") else None
                text, edits = apply_rules(
                    bullet.text,
                    finished=finished,
                    corrections=bullet.corrections,
                    subject=entry.owner,
                )
                if text == bullet.text:
                    continue
                rewrites.append(
                    BulletRewrite(
                        source_id=bullet.id,
                        text=text,
                        targets=[k for k in keywords if _mentions(text, k)],
                        reasons=[e.reason for e in edits],
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


def _as_clause(bullet: str) -> str:
    """'Detected 96 bugs in LLVM.' -> 'detected 96 bugs in LLVM' (to follow 'I')."""
    text = re.sub(r"\*\*|__|`", "", bullet.strip()).rstrip(".;: ")
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)  # markdown links -> their text
    first = text.split(" ", 1)[0]
    if first.isupper() or any(c.isupper() for c in first[1:]):
        return text  # an acronym or a name: keep as written
    return text[:1].lower() + text[1:]


def template_letter(letter: LetterInput) -> str:
    """A letter assembled from the CV's own sentences: nothing in it is new."""
    role = letter.role
    company = letter.company or role.company
    title = role.title or "the advertised"
    lines = [f"Dear {company} hiring team," if company else "Dear hiring manager,", ""]
    at = f" at {company}" if company else ""
    lines += [f"I am writing to apply for the {title} role{at}."]
    if letter.background:
        roles = letter.background
        listed = "; ".join(roles[:-1]) + f"; and {roles[-1]}" if len(roles) > 1 else roles[0]
        lines.append(f"My experience includes work as {listed.rstrip('.')}.")
    lines.append("")
    seen: set[str] = set()
    for bullet in letter.evidence:
        heading = letter.evidence_headings.get(bullet.id, "")
        if heading and heading not in seen:
            seen.add(heading)
            lines.append(f"{heading}, I {_as_clause(bullet.text)}.")
        else:
            lines.append(f"I also {_as_clause(bullet.text)}.")
    if letter.evidence:
        lines.append("")
    if letter.skills:
        skills = letter.skills
        listed = ", ".join(skills[:-1]) + f" and {skills[-1]}" if len(skills) > 1 else skills[0]
        lines += [f"My work has involved {listed}, which the role asks for.", ""]
    lines += [
        "I would welcome the chance to discuss how this experience fits your team.",
        "",
        "Sincerely,",
        letter.candidate,
    ]
    return "\n".join(lines) + "\n"
