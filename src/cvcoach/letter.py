"""`draft_cover_letter`: a letter for the role built from the CV's most relevant entries.

Every sentence passes the grounding guard against the whole CV (the role's title and the
company name may appear: the letter is addressed to them); a sentence that states
something the CV does not support is removed, and the result says which and why.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, Field

from cvcoach.engines.base import BulletInput, Engine, LetterInput, Usage
from cvcoach.keywords import coverage, rank_texts, role_keywords
from cvcoach.polisher import REWRITE_SECTIONS
from cvcoach.profile import Entry, Profile, Text
from cvcoach.role import Role

EVIDENCE = 4  # bullets quoted in the letter


class RemovedSentence(BaseModel):
    sentence: str
    why: list[str]


class CoverLetter(BaseModel):
    text: str
    engine: str
    role_title: str | None
    company: str | None
    evidence: list[str] = Field(default_factory=list)  # paths of the CV texts it draws on
    removed: list[RemovedSentence] = Field(default_factory=list)
    sentences_checked: int = 0
    usage: Usage = Field(default_factory=Usage)


def _plain(text: str) -> str:
    """A name without Markdown: '[FlashInfer](https://...)' -> 'FlashInfer', '**X**' -> 'X'."""
    return re.sub(r"\*\*|__|`", "", re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)).strip()


def _as_phrase(entry: Entry, fixes: dict[str, dict[str, str]] | None = None) -> str:
    """How the letter introduces an entry by what it is: 'As Research Intern at UIUC PLSE',
    'At Tencent', 'On the Ladder project' (a project's name is not a job title). The
    check's confident corrections (`fixes`, per path) are applied to the names."""

    def fixed(text: Text | None) -> str:
        if text is None:
            return ""
        value, path = _plain(text.value), text.path
        for wrong, right in (fixes or {}).get(path, {}).items():
            value = re.sub(rf"(?<!\w){re.escape(wrong)}(?!\w)", right, value)
        return value

    org, pos = fixed(entry.organisation), fixed(entry.position)
    if entry.section == "projects":
        name = pos or org
        at = f" at {org}" if pos and org else ""
        return f"On the {name} project{at}" if name else "In a project"
    if pos and org:
        return f"As {pos} at {org}"
    return f"At {org}" if org else f"As {pos}" if pos else "In my work"


def _background(profile: Profile) -> list[str]:
    """Work entries with both a position and an organisation, in the CV's order."""
    return [
        f"{e.position.value} at {e.organisation.value}"
        for e in profile.section("work")
        if e.position and e.organisation
    ][:4]


def _skills(profile: Profile, covered: list[str]) -> list[str]:
    """Covered role keywords that name a skill: a lexicon term or one of the CV's keywords."""
    from cvcoach.lexicon import load_lexicon

    lexicon = load_lexicon()
    cv_keywords = {k.value.lower() for e in profile.entries for k in e.keywords}
    return [k for k in covered if k in lexicon or k.lower() in cv_keywords]


def letter_input(profile: Profile, role: Role, company: str | None, today: dt.date) -> LetterInput:
    """The most role-relevant action bullets (typos fixed and tense set by the offline rules),
    and the role's skills the CV names."""
    from cvcoach.checker import check
    from cvcoach.checks.text_checks import entry_finished
    from cvcoach.engines.offline_letter import clause
    from cvcoach.polisher import corrections_by_path, role_brief
    from cvcoach.rewrite_rules import apply_rules
    from cvcoach.writing import opens_with_action_verb

    fixes = corrections_by_path(check(profile, today=today).findings)
    candidates: list[tuple[str, str, str]] = []  # (path, text, phrase)
    acts: list[bool] = []  # opens with an action verb: preferred among equally relevant
    owner = profile.basics.name.value if profile.basics.name else None
    for entry in profile.entries:
        if entry.section not in REWRITE_SECTIONS:
            continue
        finished = entry_finished(entry, today)
        for bullet in entry.highlights:
            text, _ = apply_rules(
                bullet.value,
                finished=finished,
                corrections=fixes.get(bullet.path, {}),
                subject=owner,
            )
            if clause(text) is not None:
                candidates.append((bullet.path, text, _as_phrase(entry, fixes)))
                acts.append(opens_with_action_verb(text))
    scores = rank_texts([c[1] for c in candidates], role)
    ranked = sorted(range(len(candidates)), key=lambda i: (-scores[i], not acts[i], i))
    order: list[int] = []
    per_entry: dict[str, int] = {}
    for i in ranked:  # the most relevant bullets, at most two from one entry
        heading = candidates[i][2]
        if per_entry.get(heading, 0) < 2 and len(order) < EVIDENCE:
            order.append(i)
            per_entry[heading] = per_entry.get(heading, 0) + 1
    chosen = [candidates[i] for i in sorted(order)]  # keep the CV's order in the letter
    cov = coverage(role_keywords(role), profile.plain_text())
    name = profile.basics.name.value if profile.basics.name else "The candidate"
    return LetterInput(
        candidate=name,
        role=role_brief(role),
        company=company or role.company,
        summary=profile.basics.summary.value if profile.basics.summary else None,
        evidence=[BulletInput(id=p, text=t) for p, t, _ in chosen],
        evidence_headings={p: h for p, _, h in chosen},
        skills=_skills(profile, list(cov.covered))[:8],
        headings=list(dict.fromkeys(h for _, _, h in chosen)),
        background=_background(profile),
    )


def draft_cover_letter(
    profile: Profile | str | Path,
    role: Role | str | Path,
    *,
    company: str | None = None,
    engine: Engine | str = "auto",
    today: dt.date | None = None,
    on_text: Callable[[str], None] | None = None,
) -> CoverLetter:
    from cvcoach.engines.select import get_engine
    from cvcoach.guard import Guard, split_sentences
    from cvcoach.profile_loader import load_profile
    from cvcoach.role import load_role

    if not isinstance(profile, Profile):
        profile = load_profile(profile)
    if not isinstance(role, Role):
        role = load_role(role)
    today = today or dt.date.today()
    eng = get_engine(engine) if isinstance(engine, str) else engine
    data = letter_input(profile, role, company, today)
    draft = eng.draft_cover_letter(data, on_text)
    addressed = [x for x in (role.title, data.company, data.candidate) if x]
    guard = Guard([t.value for t in profile.texts()], role_text=role.text, allowed=addressed)
    kept_lines: list[str] = []
    removed: list[RemovedSentence] = []
    checked = 0
    for line in draft.splitlines():
        kept: list[str] = []
        for sentence in split_sentences(line) if line.strip() else []:
            checked += 1
            violations = guard.check_sentence(sentence)
            if violations:
                removed.append(
                    RemovedSentence(sentence=sentence, why=[v.message for v in violations])
                )
            else:
                kept.append(sentence)
        if line.strip() and not kept:
            continue
        kept_lines.append(" ".join(kept) if line.strip() else "")
    text = "\n".join(kept_lines).strip() + "\n"
    return CoverLetter(
        text=text,
        engine=eng.name,
        role_title=role.title,
        company=data.company,
        evidence=[b.id for b in data.evidence],
        removed=removed,
        sentences_checked=checked,
        usage=eng.usage,
    )
