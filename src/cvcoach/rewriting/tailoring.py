"""Which of the posting's requirements each CV text evidences: what tailoring rests on.

`role_fit` reads the role as a posting (`cvcoach.checks.role_check.posting_of`) and matches
the CV against its requirements (`cvcoach.keywords.fit`): each requirement is met, partial
or missing, with the paths of the CV texts that evidence it. Polish uses it three ways:

- the engines hear, per bullet, the requirements that bullet can honestly speak to (met or
  partial ones it evidences), never the missing ones (`speaks_to`);
- a change's reasons name a requirement only when its new text still addresses it
  (`addressed`): the text names one of the requirement's skills, or, for a requirement
  that names none, shares two of its content words;
- `--reorder` puts first the bullets that evidence must-have requirements.

The cover letter pairs met requirements with the bullets that evidence them (`pairs`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from cvcoach.engines.base import BulletRequirement
from cvcoach.engines.base import addresses as base_addresses
from cvcoach.inputs.role import Role
from cvcoach.keywords.experience import Experience
from cvcoach.keywords.fit import Match, RequirementMatch
from cvcoach.model.profile import Profile
from cvcoach.model.results import Result
from cvcoach.model.role import Posting


@dataclass(kw_only=True)
class RequirementStatus(Result):
    """One requirement of the posting and how the CV meets it: `status` is met, partial or
    missing; `evidence` the paths of the CV texts that show it."""

    text: str
    level: str  # must | nice
    status: str  # met | partial | missing
    skills: list[str] = field(default_factory=list)
    evidence: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, found: RequirementMatch) -> RequirementStatus:
        req = found.requirement
        return cls(
            text=req.text,
            level=req.level,
            status=found.status,
            skills=list(req.skills),
            evidence=list(found.evidence),
        )

    @property
    def shown(self) -> bool:
        """Met or partial: something of it is on the CV."""
        return self.status != "missing"

    def brief(self) -> BulletRequirement:
        """The requirement as an engine hears of it."""
        return BulletRequirement(
            text=self.text, level=self.level, status=self.status, skills=list(self.skills)
        )


def addresses(req: RequirementStatus, text: str) -> bool:
    """True when `text` itself speaks to `req` (`cvcoach.engines.base.addresses`)."""
    return base_addresses(text, req.text, req.skills)


@dataclass
class RoleFit:
    """The posting's requirements with their status and evidence, and lookups by CV path."""

    requirements: list[RequirementStatus] = field(default_factory=list)
    score: float | None = None
    title: str | None = None  # from the posting's header, when it states one
    company: str | None = None

    def speaks_to(self, path: str) -> list[RequirementStatus]:
        """The met or partial requirements the text at `path` evidences, must-haves first."""
        found = [r for r in self.requirements if r.shown and path in r.evidence]
        return sorted(found, key=lambda r: (r.level != "must", r.status != "met"))

    def addressed(self, path: str, text: str) -> list[RequirementStatus]:
        """The requirements the text at `path` evidences that `text` still addresses."""
        return [r for r in self.speaks_to(path) if addresses(r, text)]

    @property
    def missing(self) -> list[RequirementStatus]:
        return [r for r in self.requirements if not r.shown]

    def weight(self, path: str) -> tuple[int, int]:
        """(must-haves, nice-to-haves) the text at `path` evidences: the reorder key."""
        found = self.speaks_to(path)
        return (
            sum(1 for r in found if r.level == "must"),
            sum(1 for r in found if r.level == "nice"),
        )

    def pairs(self, paths: list[str]) -> list[tuple[RequirementStatus, str]]:
        """(met requirement, the first of `paths` that evidences it), must-haves first; a
        path not yet used is preferred, so that each requirement gets its own bullet where
        the CV has one: what a cover letter's paragraphs are built from."""
        out: list[tuple[RequirementStatus, str]] = []
        used: set[str] = set()
        ranked = sorted(
            (r for r in self.requirements if r.status == "met"), key=lambda r: r.level != "must"
        )
        for req in ranked:
            shown = [p for p in paths if p in req.evidence]
            path = next((p for p in shown if p not in used), shown[0] if shown else None)
            if path is not None:
                used.add(path)
                out.append((req, path))
        return out


def fit_of(
    match: Match, posting: Posting | None = None, experience: Experience | None = None
) -> RoleFit:
    """The fit of a match. With the CV's `experience`, a shown requirement's evidence is
    every CV text that names one of its skills (the match quotes the first five only), so
    that each bullet knows all it evidences."""
    found = [RequirementStatus.of(r) for r in match.requirements]
    if experience is not None:
        for req in found:
            if req.shown:
                named = [p for s in req.skills for p in experience.evidence.get(s, [])]
                req.evidence = list(dict.fromkeys(req.evidence + named))
    return RoleFit(
        found,
        match.score,
        title=posting.title if posting else None,
        company=posting.company if posting else None,
    )


def role_fit(profile: Profile, role: Role, today: dt.date | None = None) -> RoleFit:
    """How the CV meets the role's requirements (an empty fit for a role with no text)."""
    from cvcoach.checks.role_check import posting_of
    from cvcoach.keywords.experience import cv_experience
    from cvcoach.keywords.fit import match_experience
    from cvcoach.keywords.requirements import requirements

    if not (role.text or role.qualifications or role.skills):
        return RoleFit(title=role.title, company=role.company)
    posting = posting_of(role)
    reqs = requirements(posting)
    experience = cv_experience(profile, today)
    match = match_experience(experience, reqs, profile.source)
    return fit_of(match, posting, experience)
