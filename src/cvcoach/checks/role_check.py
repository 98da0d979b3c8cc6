"""`role_gap`: each requirement of the target role that the CV does not (fully) meet.

The role is read as a posting (`cvcoach.inputs.posting`): only its requirements count, one
finding per requirement not met, saying what is missing (a skill, years, a degree). The
coverage figure is the match score of `cvcoach match` (`cvcoach.keywords.fit`), so `check
--role`, `match` and the UI agree. Text addressed to a model is never a requirement.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cvcoach.inputs.role import Role
from cvcoach.keywords import Coverage
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Profile
from cvcoach.model.role import Posting

SHORT = 80


def posting_of(role: Role) -> Posting:
    """The posting a loaded role is: its text read again as a posting, or its JSON fields."""
    from cvcoach.inputs.posting import posting_from_role, posting_from_text
    from cvcoach.inputs.posting_html import html_to_text

    if not role.text or (role.source and Path(role.source).suffix.lower() == ".json"):
        return posting_from_role(role)
    text = role.text
    if role.source and Path(role.source).suffix.lower() in (".html", ".htm"):
        text = html_to_text(text)
    return posting_from_text(text, source=role.source)


def _short(text: str) -> str:
    return text if len(text) <= SHORT else text[: SHORT - 1].rstrip() + "…"


def _gap(status: str, skills_missing: list[str], years: dict[str, float]) -> str:
    parts = []
    if skills_missing:
        parts.append("it never names " + ", ".join(skills_missing))
    if years and years["shown"] < years["asked"]:
        parts.append(f"its dates show {years['shown']:g} of the {years['asked']:g} years asked")
    if not parts:
        parts.append("it shows only part of it" if status == "partial" else "it shows none of it")
    return "; ".join(parts)


def check_role(
    profile: Profile, role: Role, today: dt.date | None = None
) -> tuple[list[Finding], Coverage]:
    from cvcoach.keywords.experience import cv_experience
    from cvcoach.keywords.fit import match_experience
    from cvcoach.keywords.requirements import requirements

    reqs = requirements(posting_of(role))
    experience = cv_experience(profile, today)
    match = match_experience(experience, reqs, profile.source)
    where = f" ({role.source})" if role.source else ""
    findings: list[Finding] = []
    covered: list[str] = []
    missing: list[str] = []
    for item in match.requirements:
        req = item.requirement
        if item.status == "met":
            covered.append(_short(req.text))
            continue
        missing.append(_short(req.text))
        absent = [s for s in req.skills if s not in experience.evidence]
        findings.append(
            Finding(
                kind="role_gap",
                severity=Severity.INFO,
                path="",
                text=req.text,
                message=f"the role{where} asks for '{_short(req.text)}'"
                f"{'' if req.level == 'must' else ' (nice to have)'}; on the CV "
                f"{_gap(item.status, absent, item.years)}. Add it only if it is true.",
            )
        )
    return findings, Coverage(covered, missing, match.score)
