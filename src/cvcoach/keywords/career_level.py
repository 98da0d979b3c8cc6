"""A posting's level against the level of the posts a CV has held (the match's level part).

A recruiter reads a "Senior" or "Lead" post against the titles a CV held: an "Associate
Software Engineer" is no lead, a "Head of Engineering" no junior. The years part counts the
years; this part reads the level the titles state, on one scale:

    intern 0, junior 1, mid 2 (a title stating none), senior 3, lead / staff / principal /
    manager / head 4, director / chief / founder 5.

The posting's level is its title's seniority (`Posting.seniority`: none gives no part). The
CV's is the highest level among the positions it held in regular roles (an internship,
student, part-time or volunteer role says nothing of the level reached; a CV holding only
those is at 0). A CV whose regular roles name no level reads by its years: junior (1) under
`JUNIOR_BELOW`, mid (2) under `SENIOR_FROM`, senior (3) from then; one of under
`JUNIOR_BELOW` years reads as junior whatever its titles say (a student club's "Project Lead",
a founder of a year). "Staff" is a level before a worker's noun ("Staff Engineer"), not
otherwise ("Staff IT", "IT Staff"). The part's value is 1 less the levels apart over `LEVEL_SPAN`
(0 at that many or more), a level above the posting's counting `LEVEL_ABOVE` of one
below (1: a director for a junior post as far off as a junior for a lead post; 0: no post
is too low for a CV).
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import seniority_of
from cvcoach.keywords.experience import Experience, side_position
from cvcoach.keywords.leadership import lead_part
from cvcoach.keywords.requirements import Requirements

LEVEL_SPAN = 3.0  # levels apart at which the part is 0
LEVEL_ABOVE = 1.0  # a level above the posting's counts this much of one below (1: the same)
JUNIOR_BELOW = 2.0  # years under which a CV reads as junior
SENIOR_FROM = 5.0  # years from which a CV whose titles state no level reads as senior
LEVELS = {
    "intern": 0, "junior": 1, "mid": 2, "senior": 3, "staff": 4, "lead": 4, "principal": 4,
    "manager": 4, "director": 5,
}  # fmt: skip
_TOP = re.compile(r"\b(?:cto|ceo|cio|coo|president|(?:co-?)?founder)\b", re.I)
_HEAD = re.compile(r"\bhead\b", re.I)
_STAFF_WORKER = re.compile(
    r"\bstaff\s+(?:[\w-]+\s+){0,2}?(?:engineer|developer|scientist|designer|architect|analyst|"
    r"researcher|programmer|consultant)s?\b",
    re.I,
)


def title_level(title: str) -> int | None:
    """The level a position's title states, or None where it states none."""
    if _TOP.search(title):
        return LEVELS["director"]
    level = seniority_of(title)
    if level == "staff" and not _STAFF_WORKER.search(title):
        level = None  # "Staff IT": a member of staff, no level
    if level is not None:
        return LEVELS[level]
    return LEVELS["lead"] if _HEAD.search(title) else None


def cv_level(experience: Experience) -> int:
    """The highest level among the positions the CV held in regular roles (module doc)."""
    regular = [p for p in experience.positions if not side_position(p)]
    if not regular:
        return LEVELS["intern"] if experience.positions else _unstated(experience)
    stated = [lv for p in regular if (lv := title_level(p.value)) is not None]
    if not stated:
        return _unstated(experience)
    return min(max(stated), LEVELS["junior"]) if experience.years < JUNIOR_BELOW else max(stated)


def _unstated(experience: Experience) -> int:
    """The level of a CV whose regular roles name none: by its years."""
    if experience.years < JUNIOR_BELOW:
        return LEVELS["junior"]
    return LEVELS["mid"] if experience.years < SENIOR_FROM else LEVELS["senior"]


def level_part(seniority: str | None, experience: Experience) -> float | None:
    """The level part's value (0..1), or None where the posting's title states no level."""
    if seniority not in LEVELS:
        return None
    above = cv_level(experience) - LEVELS[seniority]
    apart = above * LEVEL_ABOVE if above > 0 else -above
    return max(0.0, 1.0 - apart / LEVEL_SPAN)


def career_parts(
    reqs: Requirements, experience: Experience, lead_weight: float, level_weight: float
) -> dict[str, tuple[float, float]]:
    """The lead and level parts of the match score, (weight, value) each, where weighed and
    where the posting gives them (`leadership.lead_part`, `level_part`)."""
    parts: dict[str, tuple[float, float]] = {}
    lead = lead_part(reqs, experience) if lead_weight else None
    if lead is not None:
        parts["lead"] = (lead_weight, lead)
    level = level_part(reqs.posting.seniority, experience) if level_weight else None
    if level is not None:
        parts["level"] = (level_weight, level)
    return parts
