"""`role_gap`: what the target role asks for that the CV never mentions."""

from __future__ import annotations

from cvcoach.inputs.role import Role
from cvcoach.keywords import Coverage, coverage, role_keywords
from cvcoach.model.findings import Finding, Severity
from cvcoach.model.profile import Profile


def check_role(profile: Profile, role: Role) -> tuple[list[Finding], Coverage]:
    keywords = role_keywords(role)
    cov = coverage(keywords, profile.plain_text())
    required = {k.term for k in keywords if k.required}
    where = f" ({role.source})" if role.source else ""
    findings = [
        Finding(
            kind="role_gap",
            severity=Severity.INFO,
            path="",
            text=term,
            message=f"the role{where} asks for '{term}'"
            f"{'' if term in required else ' (nice to have)'}; the CV never "
            "mentions it. Add it only if it is true.",
        )
        for term in cov.missing
    ]
    return findings, cov
