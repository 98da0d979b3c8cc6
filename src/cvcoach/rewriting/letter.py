"""`draft_cover_letter`: a letter for the role built from the CV's most relevant entries.

Every sentence passes the grounding guard against the whole CV (the role's title and the
company name may appear: the letter is addressed to them); a sentence that states
something the CV does not support is removed, and the result says which and why.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cvcoach.engines.base import (
    BulletInput,
    Engine,
    LetterInput,
    LetterParts,
    RequirementEvidence,
    Usage,
)
from cvcoach.inputs.role import Role
from cvcoach.keywords import coverage, rank_texts
from cvcoach.model.profile import Entry, Profile, Text
from cvcoach.model.results import Result
from cvcoach.rewriting.polish import REWRITE_SECTIONS
from cvcoach.rewriting.tailoring import RequirementStatus

EVIDENCE = 4  # bullets quoted in the letter


@dataclass(kw_only=True)
class RemovedSentence(Result):
    """A sentence of a draft the guards refused, and why."""

    sentence: str
    why: list[str]


@dataclass(kw_only=True)
class CoverLetter(Result):
    """What `draft_cover_letter` returns: the letter's text, the CV texts it draws on, the
    sentences the guards removed and why, and what the engine spent."""

    text: str
    engine: str
    role_title: str | None
    company: str | None
    author: str = ""  # the CV owner's name as the CV writes it: the letter's signature
    evidence: list[str] = field(default_factory=list)  # paths of the CV texts it draws on
    removed: list[RemovedSentence] = field(default_factory=list)
    sentences_checked: int = 0
    usage: Usage = field(default_factory=Usage)
    rescued: int = 0  # sentences a second request got past the guard
    filled_from_offline: bool = False  # the offline letter's sentences completed the body
    model_failed: bool = False  # the model gave no usable letter: the offline one stands in
    notes: list[str] = field(default_factory=list)


def _plain(text: str) -> str:
    """A name without Markdown: '[FlashInfer](https://...)' -> 'FlashInfer', '**X**' -> 'X'."""
    return re.sub(r"\*\*|__|`", "", re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)).strip()


def _as_phrase(
    entry: Entry,
    fixes: dict[str, dict[str, str]] | None = None,
    written: Mapping[str, str] | None = None,
) -> str:
    """How the letter introduces an entry by what it is: 'As Research Intern at UIUC PLSE',
    'At Tencent', 'On the Ladder project' (a project's name is not a job title). The
    check's confident corrections (`fixes`, per path) are applied to the names, and a name
    in capitals is written as prose writes it (`prose_case`, with the CV's own casings
    `written`): 'As Senior Engineer, GitLab Runner Team at Initech'."""
    from cvcoach.language.casing import prose_case

    def fixed(text: Text | None) -> str:
        if text is None:
            return ""
        value, path = _plain(text.value), text.path
        for wrong, right in (fixes or {}).get(path, {}).items():
            value = re.sub(rf"(?<!\w){re.escape(wrong)}(?!\w)", right, value)
        return prose_case(value, written or {})

    org, pos = fixed(entry.organisation), fixed(entry.position)
    if entry.section == "projects":
        name = pos or org
        at = f" at {org}" if pos and org else ""
        return f"On the {name} project{at}" if name else "In a project"
    if pos and org:
        return f"As {pos} at {org}"
    return f"At {org}" if org else f"As {pos}" if pos else "In my work"


def _background(profile: Profile, written: Mapping[str, str]) -> list[str]:
    """Work entries with both a position and an organisation, in the CV's order (names in
    capitals as prose writes them: `prose_case`)."""
    from cvcoach.language.casing import prose_case

    return [
        f"{prose_case(e.position.value, written)} at {prose_case(e.organisation.value, written)}"
        for e in profile.section("work")
        if e.position and e.organisation
    ][:4]


def _skills(profile: Profile, covered: list[str]) -> list[str]:
    """Covered role keywords that name a skill: a lexicon term or one of the CV's keywords."""
    from cvcoach.language.lexicon import load_lexicon

    lexicon = load_lexicon()
    cv_keywords = {k.value.lower() for e in profile.entries for k in e.keywords}
    return [k for k in covered if k in lexicon or k.lower() in cv_keywords]


def _evidenced(
    pairs: list[tuple[RequirementStatus, str]], kept: dict[str, str]
) -> list[RequirementEvidence]:
    """The met requirements whose bullet the letter quotes (`kept`: path -> its text), each
    with the skills of the requirement that bullet itself names."""
    from cvcoach.keywords.skills import find_skills

    return [
        RequirementEvidence(
            requirement=req.text,
            level=req.level,
            evidence=path,
            skills=[s for s in req.skills if s in find_skills(kept[path])],
        )
        for req, path in pairs
        if path in kept
    ]


def _chosen(
    candidates: list[tuple[str, str, str]], ranked: list[int], paired: list[str]
) -> list[tuple[str, str, str]]:
    """The letter's evidence: the bullets that evidence met requirements (`paired`, must-haves
    first), then the most relevant ones (`ranked`); at most two from one entry, in the CV's
    order."""
    index = {c[0]: i for i, c in enumerate(candidates)}
    order: list[int] = []
    per_entry: dict[str, int] = {}
    for i in [index[p] for p in dict.fromkeys(paired)] + ranked:
        heading = candidates[i][2]
        if i not in order and per_entry.get(heading, 0) < 2 and len(order) < EVIDENCE:
            order.append(i)
            per_entry[heading] = per_entry.get(heading, 0) + 1
    return [candidates[i] for i in sorted(order)]


def letter_input(profile: Profile, role: Role, company: str | None, today: dt.date) -> LetterInput:
    """The most role-relevant action bullets (typos fixed and tense set by the offline rules),
    and the role's skills the CV names."""
    from cvcoach.checks.run import check
    from cvcoach.checks.text_checks import entry_finished
    from cvcoach.checks.writing import opens_with_action_verb
    from cvcoach.engines.offline_letter import clause
    from cvcoach.engines.rewrite_rules import apply_rules
    from cvcoach.language.casing import casings
    from cvcoach.rewriting.polish import corrections_by_path, role_brief
    from cvcoach.rewriting.tailoring import read_role, role_fit

    fixes = corrections_by_path(check(profile, today=today).findings)
    candidates: list[tuple[str, str, str]] = []  # (path, text, phrase)
    acts: list[bool] = []  # opens with an action verb: preferred among equally relevant
    owner = profile.basics.name.value if profile.basics.name else None
    written = casings(t.value for t in profile.texts())  # the CV's own casings of its words
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
                candidates.append((bullet.path, text, _as_phrase(entry, fixes, written)))
                acts.append(opens_with_action_verb(text))
    scores = rank_texts([c[1] for c in candidates], role)
    ranked = sorted(range(len(candidates)), key=lambda i: (-scores[i], not acts[i], i))
    reading = read_role(role)  # the posting read and the keywords extracted once
    fit = role_fit(profile, reading, today)
    pairs = fit.pairs([candidates[i][0] for i in ranked])
    chosen = _chosen(candidates, ranked, [path for _, path in pairs])
    kept = {c[0]: c[1] for c in chosen}
    cov = coverage(reading.keywords, profile.plain_text())
    name = profile.basics.name.value if profile.basics.name else "The candidate"
    brief = role_brief(reading)
    brief.title = fit.title or role.title
    brief.company = company or fit.company or role.company
    return LetterInput(
        candidate=name,
        role=brief,
        company=brief.company,
        pairs=_evidenced(pairs, kept),
        summary=profile.basics.summary.value if profile.basics.summary else None,
        evidence=[BulletInput(id=p, text=t) for p, t, _ in chosen],
        evidence_headings={p: h for p, _, h in chosen},
        skills=_skills(profile, list(cov.covered))[:8],
        headings=list(dict.fromkeys(h for _, _, h in chosen)),
        background=_background(profile, written),
    )


def draft_cover_letter(
    profile: Profile | str | Path,
    role: Role | str | Path,
    *,
    company: str | None = None,
    engine: Engine | str | Any = "auto",
    today: dt.date | None = None,
    on_text: Callable[[str], None] | None = None,
) -> CoverLetter:
    """A letter for the role. `engine` is a name, an `Engine` or a langchain-core chat
    model. A model's letter is assembled from its structured parts (see
    `cvcoach.rewriting.letter_assembly`); the offline letter is guarded sentence by sentence."""
    from cvcoach.checks.run import check
    from cvcoach.engines.select import protect_contacts, resolve_engine
    from cvcoach.grounding.copy_guard import CopyGuard
    from cvcoach.grounding.guard import Guard
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.inputs.role import load_role
    from cvcoach.rewriting.letter_assembly import apply_corrections, sentence_check
    from cvcoach.rewriting.polish import corrections_by_path

    if not isinstance(profile, Profile):
        profile = load_profile(profile)
    if not isinstance(role, Role):
        role = load_role(role)
    today = today or dt.date.today()
    eng = resolve_engine(engine)
    protect_contacts(eng, profile)
    data = letter_input(profile, role, company, today)
    fixes = {
        w: f
        for by_word in corrections_by_path(check(profile, today=today).findings).values()
        for w, f in by_word.items()
    }
    title = data.role.title
    addressed = [x for x in (title, role.title, data.company, data.candidate) if x]
    guard = Guard([t.value for t in profile.texts()], role_text=role.text, allowed=addressed)
    checker = sentence_check(
        guard.check_sentence, CopyGuard(role.text), data.company, title, data.candidate
    )
    parts_of = getattr(eng, "draft_letter_parts", None)
    if callable(parts_of):
        letter = _model_letter(eng, parts_of, data, checker, on_text)
    else:
        letter = _guarded_text(eng.draft_cover_letter(data, on_text), checker)
    letter.text = apply_corrections(letter.text, fixes)
    letter.engine, letter.role_title, letter.company = eng.name, title, data.company
    letter.author = profile.basics.name.value if profile.basics.name else ""
    letter.evidence = [b.id for b in data.evidence]
    letter.usage = eng.usage
    return letter


def _guarded_text(draft: str, checker: Callable[[str], list[str]]) -> CoverLetter:
    """A free-text letter with every sentence that fails a check removed."""
    from cvcoach.grounding.guard import split_sentences
    from cvcoach.language.sentences import CLOSING, GREETING

    kept_lines: list[str] = []
    removed: list[RemovedSentence] = []
    checked = 0
    for line in draft.splitlines():
        kept: list[str] = []
        for sentence in split_sentences(line) if line.strip() else []:
            plain = sentence.strip()
            if CLOSING.match(plain) or (GREETING.match(plain) and plain.endswith(",")):
                kept.append(sentence)
                continue
            checked += 1
            why = checker(sentence)
            if why:
                removed.append(RemovedSentence(sentence=sentence, why=why))
            else:
                kept.append(sentence)
        if line.strip() and not kept:
            continue
        kept_lines.append(" ".join(kept) if line.strip() else "")
    text = "\n".join(kept_lines).strip() + "\n"
    return CoverLetter(
        text=text,
        engine="",
        role_title=None,
        company=None,
        removed=removed,
        sentences_checked=checked,
    )


def _model_letter(
    eng: Engine,
    parts_of: Callable[..., LetterParts],
    data: LetterInput,
    checker: Callable[[str], list[str]],
    on_text: Callable[[str], None] | None,
) -> CoverLetter:
    from cvcoach.engines.offline import OfflineEngine
    from cvcoach.grounding.guard import split_sentences
    from cvcoach.language.sentences import CLOSING, GREETING
    from cvcoach.llm.errors import LLMError
    from cvcoach.rewriting.letter_assembly import assemble

    def offline_body() -> list[str]:
        text = OfflineEngine().draft_cover_letter(data)
        lines = [
            line
            for line in text.splitlines()
            if line.strip()
            and not GREETING.match(line.strip())
            and not CLOSING.match(line.strip())
            and line.strip() != data.candidate
        ]
        return [s for line in lines for s in split_sentences(line)]

    def draft(feedback: Sequence[str]) -> LetterParts:
        if not feedback:
            return parts_of(data, feedback)
        try:
            return parts_of(data, feedback)
        except LLMError:  # the second request only had a chance to improve the first
            return LetterParts()

    try:
        result = assemble(data, draft, checker, split_sentences, offline_body)
    except LLMError as err:
        offline = _guarded_text(OfflineEngine().draft_cover_letter(data), checker)
        offline.model_failed = True
        offline.notes.append(f"the model failed ({err}): this is the offline engine's letter")
        return offline
    if on_text is not None:
        on_text(result.text)
    return CoverLetter(
        text=result.text,
        engine="",
        role_title=None,
        company=None,
        removed=[RemovedSentence(sentence=s, why=why) for s, why in result.removed],
        sentences_checked=result.checked,
        rescued=result.rescued,
        filled_from_offline=result.filled,
        notes=result.notes,
    )
