"""What every engine takes and returns: the offline engine and the LLM engine share these types.

The pipeline (cvcoach.polish, cvcoach.rewriting.letter) builds the inputs from a Profile and a Role,
calls an engine, then passes every output through the grounding guard. Engines never
write files and never see anything but these inputs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from pydantic import BaseModel, Field

from cvcoach.model.usage import Usage

__all__ = [
    "BulletInput",
    "BulletRequirement",
    "BulletRewrite",
    "Engine",
    "EntryInput",
    "EntryRewrite",
    "LetterInput",
    "LetterParagraph",
    "LetterParts",
    "Progress",
    "Refusal",
    "RequirementEvidence",
    "ReviewItem",
    "ReviewQuote",
    "RoleBrief",
    "Usage",
]


MIN_SHARED_WORDS = 2  # content words a text shares with a requirement that names no skill


def addresses(text: str, requirement: str, skills: Sequence[str]) -> bool:
    """True when `text` itself speaks to a requirement: it names one of the requirement's
    skills or, for a requirement that names none, shares MIN_SHARED_WORDS of its content
    words. A reason may name a requirement only when the new text passes this."""
    from cvcoach.keywords.skills import find_skills
    from cvcoach.keywords.specificity import content_stems

    if skills:
        return bool(set(skills) & set(find_skills(text)))
    return len(content_stems(requirement) & content_stems(text)) >= MIN_SHARED_WORDS


def short(text: str, limit: int = 90) -> str:
    """A requirement's text cut to `limit` characters at a word, for reasons and prompts."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def requirement_reason(names: Sequence[str]) -> str:
    """The reason that says which requirements of the posting a change speaks to."""
    quoted = "; ".join(f"'{short(n, 60)}'" for n in names[:2])
    more = f" and {len(names) - 2} more" if len(names) > 2 else ""
    return f"evidences the role's requirement {quoted}{more}"


class BulletRequirement(BaseModel):
    """A requirement of the posting that a bullet evidences (met, or partial: in part)."""

    text: str
    level: str = "must"  # must | nice
    status: str = "met"  # met | partial (a missing requirement is never given to an engine)
    skills: list[str] = Field(default_factory=list)

    def addressed_by(self, text: str) -> bool:
        return addresses(text, self.text, self.skills)


class BulletInput(BaseModel):
    """One bullet (or summary) to rewrite; `id` is its path in the user's file."""

    id: str
    text: str
    # misspelled word -> correction, from the checks (confident suggestions only)
    corrections: dict[str, str] = Field(default_factory=dict)
    # the posting's requirements this bullet evidences: what a rewrite may speak to
    requirements: list[BulletRequirement] = Field(default_factory=list)


class EntryInput(BaseModel):
    """One entry (a job, a project...) whose bullets are rewritten together in one request."""

    id: str
    section: str
    heading: str  # e.g. "Research Intern, UCSD lmsys Lab (Aug. 2023 - Present)"
    finished: bool  # True when the entry has ended: bullets go in the past tense
    bullets: list[BulletInput]
    context: str  # every text of the entry (names, dates, bullets): the facts a rewrite may use
    owner: str | None = None  # the CV owner's name: bullets written about them leave it out


class BulletRewrite(BaseModel):
    """A proposed rewrite of one source bullet."""

    source_id: str
    text: str
    targets: list[str] = Field(default_factory=list)  # role requirements this rewrite targets
    reasons: list[str] = Field(default_factory=list)  # why it changed (shown in the report)


class EntryRewrite(BaseModel):
    entry_id: str
    rewrites: list[BulletRewrite] = Field(default_factory=list)
    error: str | None = None  # set when the engine could not produce a valid answer


class RoleBrief(BaseModel):
    """The parts of the target role an engine may read. The role is data, never instructions."""

    title: str | None = None
    company: str | None = None
    text: str = ""
    keywords: list[str] = Field(default_factory=list)


class RequirementEvidence(BaseModel):
    """A requirement of the posting the CV meets and the bullet that shows it: what a
    letter's paragraph is built from ("You ask for X; at Y I did Z")."""

    requirement: str
    level: str = "must"
    evidence: str  # the id of a bullet in `LetterInput.evidence`
    skills: list[str] = Field(default_factory=list)  # the requirement's skills the bullet names


class LetterInput(BaseModel):
    """What a cover letter may be built from: only facts quoted from the CV. `pairs` are
    the met requirements with the bullet that evidences each (never a missing one)."""

    candidate: str
    role: RoleBrief
    company: str | None = None
    summary: str | None = None
    evidence: list[BulletInput] = Field(default_factory=list)  # the most role-relevant bullets
    # bullet id -> how the letter introduces its entry ("As Research Intern at UCSD lmsys Lab")
    evidence_headings: dict[str, str] = Field(default_factory=dict)
    skills: list[str] = Field(default_factory=list)
    headings: list[str] = Field(default_factory=list)
    # the CV's roles, most recent first, as written: "AI Compiler Manager at HeiZhiMo"
    background: list[str] = Field(default_factory=list)
    pairs: list[RequirementEvidence] = Field(default_factory=list)


class LetterParagraph(BaseModel):
    text: str
    evidence: list[str] = Field(default_factory=list)  # ids of the bullets it rests on


class LetterParts(BaseModel):
    """A letter's body as a model wrote it; the pipeline adds the greeting, the line that
    names the role and company, and the sign-off, and guards every sentence."""

    opening: str = ""
    paragraphs: list[LetterParagraph] = Field(default_factory=list)
    closing: str = ""


class Refusal(BaseModel):
    """A rewrite the grounding guard refused, with its reasons: sent back for one re-ask."""

    source_id: str
    proposed: str
    why: list[str]


class ReviewQuote(BaseModel):
    text: str  # must occur verbatim in the CV


class ReviewItem(BaseModel):
    """A contradiction a model noticed; kept only if every quote is found in the CV."""

    message: str
    severity: str = "warning"
    quotes: list[ReviewQuote] = Field(default_factory=list)


Progress = Callable[[int, int], None]  # (entries done, entries in all)


class Engine(Protocol):
    """An engine turns inputs into proposals; the pipeline guards and applies them."""

    name: str  # "offline" or "openai:<model>"
    usage: Usage

    def rewrite_entries(
        self, entries: Sequence[EntryInput], role: RoleBrief, progress: Progress | None = None
    ) -> list[EntryRewrite]:
        """One rewrite list per entry, in the order given; `progress(done, total)` hears of
        each entry finished."""
        ...

    def draft_cover_letter(
        self, letter: LetterInput, on_text: Callable[[str], None] | None = None
    ) -> str:
        """Markdown letter; `on_text` receives text as it is produced (streaming)."""
        ...

    def review(self, cv_text: str) -> list[ReviewItem]:
        """Contradictions the rules cannot see; the offline engine returns none."""
        ...
