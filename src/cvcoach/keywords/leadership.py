"""Whether a posting asks someone to lead people, and whether a CV shows having led them.

A recruiter filling a lead, head-of or manager post, or one whose duties are to manage,
mentor or coach a team, screens for a CV that has done so: a "Head of Engineering" who
"managed a 5-person team" over an engineer of the same tools who led none. Neither a title's
seniority nor its years say it ("Senior" is no team), so the match score has a part of its
own for it (`fit.LEAD_WEIGHT`, `lead_part`), present only where the posting asks.

- The posting asks (`lead_asked`): its title's seniority is lead, manager or director
  (`Posting.seniority`), or (`LEAD_ASKS` 2) a requirement or a line describing the role says
  to manage, lead, mentor, coach or supervise people ("mentor and coach junior team
  members", "managing a team of 4 developers"; not "manage data pipelines").
- The CV shows it (`led_people`): a position whose title names a leading post (lead, head,
  manager, director, chief, founder, CTO, supervisor), or a bullet saying it led people as
  above ("Managed a 5-person development team", "Mentored juniors"). Shown in a regular
  role it counts 1; only in an internship, a student's, volunteer or project role
  (`experience.side_role`'s words) it counts `LEAD_SIDE`, as the years of such roles count
  half (`experience.SIDE_WEIGHT`): a student club's "Project Lead" led no staff.
"""

from __future__ import annotations

import re

from cvcoach.keywords.experience import SIDE_WEIGHT, Experience, side_position
from cvcoach.keywords.requirements import Requirements
from cvcoach.model.profile import Text

# what asks for leading people: 1 the title's seniority only, 2 its duties and requirements
# too (scripts/fit_match_weights.py)
LEAD_ASKS = 2
LEAD_SIDE = SIDE_WEIGHT  # leading shown only in a side role (a student club, an internship)
_ASKING_SENIORITY = frozenset(("lead", "manager", "director"))
_DESCRIBES_ROLE = (
    "about the company",
    "a responsibility, not a requirement",
    "not shaped like a requirement",
)
_LEAD_TITLE = re.compile(
    r"\b(?:lead|leader|head|manager|director|chief|cto|ceo|cio|vp|vice president|"
    r"(?:co-?)?founder|supervisor)\b",
    re.I,
)
# a verb of leading (not "managed by"), up to three small words ("a", "5-person", "and
# guide"), up to three others ("junior"), then the people led ("growing team", "founded to
# make developers" and "an established team" describe an employer, not a lead)
_LEADS_PEOPLE = re.compile(
    r"\b(?:manag(?:e|ed|es|ing)|led|lead(?:s|ing)?|mentor(?:s|ed|ing)?|coach(?:es|ed|ing)?|"
    r"supervis(?:e|ed|es|ing))\s+(?!by\b)"
    r"(?:(?:a|an|the|of|our|my|their|and|guide|guided|grow|develop|\d+|[\w-]+-(?:person|member|"
    r"strong))\s+){0,3}"
    r"(?:[\w-]+\s+){0,3}?"
    r"(?:team|teams|developers|engineers|juniors|staff|people|reports|members|programmers)\b",
    re.I,
)


def leads_people(text: str) -> bool:
    """Whether a text says someone leads or led people ("managed a 5-person team")."""
    return _LEADS_PEOPLE.search(text) is not None


def lead_asked(reqs: Requirements) -> bool:
    """Whether a posting asks for someone who leads people (see the module doc)."""
    if reqs.posting.seniority in _ASKING_SENIORITY:
        return True
    if LEAD_ASKS < 2:
        return False
    texts = [req.text for req in reqs.items]
    texts += [line.text for line in reqs.ignored if line.why in _DESCRIBES_ROLE]
    return any(leads_people(text) for text in texts)


def _entry_of(path: str) -> str:
    """The entry a text's path belongs to ("work[0].highlights[1]" -> "work[0]")."""
    for end in (".position", ".highlights", ".summary", ".name", ".description"):
        if end in path:
            return path[: path.index(end)]
    return path


def led_people(experience: Experience) -> float:
    """1 where a regular role of the CV shows leading people, `LEAD_SIDE` where only a side
    role does (an internship, a student's, volunteer or project role), else 0."""
    side = {_entry_of(p.path) for p in experience.positions if side_position(p)}
    titles = {_entry_of(p.path) for p in experience.positions if _LEAD_TITLE.search(p.value)}
    shown = titles | {_entry_of(t.path) for t in _role_texts(experience) if leads_people(t.value)}
    if any(entry not in side for entry in shown):
        return 1.0
    return LEAD_SIDE if shown else 0.0


def _role_texts(experience: Experience) -> list[Text]:
    """The texts of the CV's roles: those of an entry holding a position, work or volunteer."""
    held = {_entry_of(p.path) for p in experience.positions}
    return [t for t in experience.texts if _entry_of(t.path) in held]


def lead_part(reqs: Requirements, experience: Experience) -> float | None:
    """The lead part's value (0..1), or None where the posting asks for no one to lead."""
    return led_people(experience) if lead_asked(reqs) else None
