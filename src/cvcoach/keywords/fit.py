"""How well a CV meets a posting's requirements, each explained (`match_cv`).

Each requirement is `met`, `partial` or `missing`, with the CV texts that evidence it (their
paths) and, where it asks for years or a degree, the figure computed from the CV. Its
credit (0..1) is the mean of what it asks: the share of its skills the CV names (times the
years of work shown over the years asked, where it asks years of them: "3+ years of Rails"
is met by the years of work of a CV that names Rails, not by Java years), the years shown
over those asked where it names no skill, the degree held against the degree asked; a
requirement that asks for none of these is credited by how many of its content words the
CV's texts share, each word weighed by its rarity. The skills a degree requirement names
are fields of study ("a BS in Statistics, Economics or a related field"): a finished degree
in one of them meets them (`studied_field`). Requirements that open with "OR" ("OR a
Master's degree and 4+ years") are alternatives to the one before: the best met counts,
weighed once (`alternatives`).

The score blends parts, each on 0..1, by fixed weights (fitted on the tune split's judged
best CVs, leave-one-out: docs/roles.md), so that no part's share depends on how many
requirements a posting happens to list:
- requirements (weight 1): the mean credit, each requirement weighed MUST_WEIGHT to 1 for
  must over nice and by its `specificity`, how rarely English uses the skills it names (or,
  naming none, its words): a requirement every CV meets ("excellent communication") moves
  it little, one naming Kubernetes or PHP much. Years asked weigh at least a fully specific
  requirement (a recruiter screens them first) and count squared against those asked; a
  requirement naming no skill, years or degree is credited by shared words only and weighs
  half; a skill the posting's title names and no requirement does ("C++ Unix Developer")
  can count as a must naming it (`TITLE_ASKS`, off: docs/roles.md);
- title (`TITLE_WEIGHT` times the mean rarity of the title's words): the share of the
  posting's title words the titles the CV holds share (`cvcoach.keywords.title_words`: its
  positions and headline, a word it uses only elsewhere in part, acronyms spelled out, a
  field's "-ing" meeting its worker, abbreviations meeting the words they contract);
- occupation (`OCCUPATION_WEIGHT`): how deep an O*NET-SOC group the posting title's
  occupations share with those of the CV's positions and headline
  (`cvcoach.keywords.occupations`: a Web Developer and a Frontend Developer the same
  occupation, a Software Developer the same broad group), where the title places anywhere;
- years (`YEARS_WEIGHT`): where no requirement states years, those a title's seniority
  implies ("Senior", "Staff", "Lead": the median the tune postings of that seniority ask);
  for a junior or intern post, the years it is written for at most (`JUNIOR_YEARS`): a
  recruiter filling a junior post passes over a CV of a decade;
- context (`CONTEXT_WEIGHT`): the share of the skills the role's description names and no
  requirement asks that the CV names; a posting stating no requirement asks for them
  (`TOOLS_ASKED`: its requirements part);
- lead (`LEAD_WEIGHT`), where the posting asks someone to lead people: whether the CV shows
  having led them; level (`LEVEL_WEIGHT`): the posting title's level against the level of
  the posts the CV held (`cvcoach.keywords.career_level`).
A tie-break under 1/1000 adds the rarity-weighted share of the posting's words the CV uses
and how often, so two different CVs hardly ever tie; a posting that states no requirement
is matched on these words alone, from the lines that describe the role.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from cvcoach.keywords.career_level import career_parts
from cvcoach.keywords.experience import DEGREES, Experience, cv_experience
from cvcoach.keywords.requirements import Requirements
from cvcoach.keywords.skills import find_skills, skill_family
from cvcoach.keywords.specificity import (
    SPEC_FLOOR,
    content_stems,
    emphasised,
    rarity,
    skill_rarity,
    specificity,
)
from cvcoach.keywords.studied_field import studied_field
from cvcoach.keywords.title_words import occupation_nearness, title_asks, title_part
from cvcoach.keywords.years_range import over_range
from cvcoach.model.profile import Profile
from cvcoach.model.role import Requirement

MUST_WEIGHT = 2.0  # fitted (scripts/fit_match_weights.py): 1 / 1.5 / 2 / 3 / 4 tried
# A recruiter's weights, fitted on the tune split's judged best CVs (docs/roles.md):
SOFT_WEIGHT = 0.5  # a requirement naming no skill, years or degree: shared words are weak evidence
YEARS_POWER = 2.0  # years shown over years asked, squared: four years of five is not 80 % of it
YEARS_FLOOR = 1.0  # a requirement asking years weighs at least a fully specific one
# the years a title's seniority implies (no requirement stating years), a junior post's cap:
# a part weighed YEARS_WEIGHT (1: back as a part since a fifth fresh sample, docs/roles.md;
# 0 from the fourth) or, at 0, a tie-break of YEARS_TIE
YEARS_WEIGHT = 1.0
YEARS_TIE = 0.0001  # below the shared words' TIE_BREAK
# The least years of work the tune postings of each seniority ask for (their median).
SENIORITY_YEARS = {
    "senior": 5.0, "staff": 5.0, "principal": 6.5, "director": 5.0, "lead": 3.5,
    "manager": 3.0, "mid": 3.0,
}  # fmt: skip
# the years a title's seniority implies read as asked where no requirement states years (1),
# or not (0: a "Senior" title is no count of years; the junior cap below stays)
SENIORITY_ASKS = 1
# a junior or intern post: the years of work it is written for at most; a CV of more is
# credited JUNIOR_YEARS / its years in the years part (0: off; docs/roles.md)
JUNIOR_YEARS = 5.0
_EARLY_CAREER = ("junior", "intern")
TITLE_WEIGHT = 1.0  # the posting's title against the CV's positions (2 before the simpler score)
# people led, where the posting asks for it; the level of the posts held against the
# posting's (chosen on 152 judged tune postings, shipped by a sixth fresh sample: round 32)
LEAD_WEIGHT = 0.25
LEVEL_WEIGHT = 0.25
OCCUPATION_WEIGHT = 0.5  # the posting's occupation against the CV titles' (O*NET-SOC); 0..1 tried
# a skill the title names and no requirement does, weighed TITLE_ASKS of a must naming it
# (1 lifted the tune ranking but lowered its leave-one-out figures: off)
TITLE_ASKS = 0.0
# the role's own tools: the share of them the CV names (0.5 once; 0 since a fourth fresh
# sample: docs/roles.md)
CONTEXT_WEIGHT = 0.0
# a posting stating no requirement: the tools its work names count as its requirements (1)
# or as the context part only (0)
TOOLS_ASKED = 1
# a lower degree held, or none where "or equivalent" experience counts: set by what such a
# posting says, not fitted (see scripts/fit_match_weights.py)
DEGREE_PARTIAL = 0.5
# "X, Y or similar tools" and a CV naming a sibling of X (`skill_family`): half of a tool
# named (leave-one-out on the tune judgments chose 0.5 of 0 / 0.25 / 0.5 every time once
# degree fields and alternatives were read; 1 ranked in sample a little higher and out of
# sample lower: docs/roles.md)
SIMILAR_CREDIT = 0.5
_OPEN_LIST = re.compile(
    r"\bor (?:similar|other|equivalent|comparable)\b|\bsuch as\b|\be\.g\.|\betc\b"
)
# a degree in a field a degree requirement names ("a BS in Statistics, Economics or a related
# field") meets the skills it names (the fields), FIELD_CREDIT of them
FIELD_CREDIT = 1.0
ALTERNATIVES = 1  # requirements opening with "OR" met as alternatives (1) or each on its own (0)
# a skill list's heading ("Cloud & DevOps" over "Docker, AWS") read as a label (1): it shows
# no skill and no title word of its own; 0 as any other text (leaving one employer out: 0)
HEADINGS_AS_LABELS = 0
MET = 0.75
PARTIAL = 0.2
TIE_BREAK = 0.001
_DESCRIBES_ROLE = (
    "about the company",
    "a responsibility, not a requirement",
    "not shaped like a requirement",
)


@dataclass(frozen=True)
class RequirementMatch:
    requirement: Requirement
    status: str  # met | partial | missing
    credit: float
    evidence: tuple[str, ...] = ()
    years: dict[str, float] = field(default_factory=dict)
    degree: str | None = None


@dataclass(frozen=True)
class Match:
    source: str
    score: float
    requirements: tuple[RequirementMatch, ...]
    years: float
    # each part of the score: (its weight, its value 0..1), to explain the score
    parts: dict[str, tuple[float, float]] = field(default_factory=dict)


def weight_of(req: Requirement) -> float:
    """A requirement's weight in the score: must over nice, times its specificity; one that
    asks years weighs at least YEARS_FLOOR of a fully specific one (the years a recruiter
    screens first), one that names no skill, years or degree SOFT_WEIGHT of its own."""
    level = MUST_WEIGHT if req.level == "must" else 1.0
    weight = level * specificity(req)
    if req.years is not None:
        return max(weight, level * YEARS_FLOOR)
    if not req.skills and req.degree is None:
        return weight * SOFT_WEIGHT
    return weight


def shown_in(skill: str, exp: Experience) -> list[str]:
    """The paths of the CV texts that show a skill: those naming it, but for the headings of
    skill lists (`HEADINGS_AS_LABELS`: "Cloud & DevOps" sorts the items under it)."""
    paths = exp.evidence.get(skill, [])
    return [p for p in paths if p not in exp.labels] if HEADINGS_AS_LABELS else paths


class _CvIndex:
    def __init__(self, experience: Experience) -> None:
        self.experience = experience
        self.stems: dict[str, set[str]] = {}
        for text in experience.texts:
            self.stems[text.path] = content_stems(text.value)
        self.all_stems = set().union(*self.stems.values()) if self.stems else set()
        labels = experience.labels if HEADINGS_AS_LABELS else frozenset()
        # the words a CV uses outside its skill lists' headings (for the title part)
        self.claimed_stems = set().union(
            *(stems for path, stems in self.stems.items() if path not in labels)
        )
        self.counts: dict[str, int] = {}
        for stems in self.stems.values():
            for word in stems:
                self.counts[word] = self.counts.get(word, 0) + 1


def _match_one(req: Requirement, cv: _CvIndex) -> RequirementMatch:
    exp = cv.experience
    parts: list[float] = []
    evidence: list[str] = []
    years: dict[str, float] = {}
    named: list[str] = []
    studied = False  # a degree in a field the requirement names
    if req.skills:
        named = [s for s in req.skills if shown_in(s, exp)]
        # "one of: TVM, Triton or XLA" asks for any of them, not all
        either = " or " in req.text.lower() or "one of" in req.text.lower()
        share = 1.0 if either and named else len(named) / len(req.skills)
        if req.degree is not None and FIELD_CREDIT and studied_field(req.text, exp):
            # "a degree in Statistics, Economics or Computer Science": the skills named are
            # fields of study, met by a degree in one of them
            share = max(share, FIELD_CREDIT)
            studied = True
        if not named and SIMILAR_CREDIT and _OPEN_LIST.search(req.text):
            families = {skill_family(s) for s in req.skills} - {None}
            if any(skill_family(k) in families for k in exp.evidence if shown_in(k, exp)):
                share = max(share, SIMILAR_CREDIT)  # a sibling of the tools listed as examples
        parts.append(share)
        for skill in named:
            evidence += [p for p in shown_in(skill, exp) if p not in evidence]
    if req.years is not None:
        # "3+ years of Rails": the years of work of a CV that names Rails, none of one that
        # does not (a recruiter does not count Java years as Rails years)
        shown = exp.years if named or studied or not req.skills else 0.0
        years = {"asked": req.years, "shown": shown}
        fits = min(1.0, shown / req.years) ** YEARS_POWER if req.years > 0 else 1.0
        fits *= over_range(req.text, exp.years, JUNIOR_YEARS)  # "1-2 years": not 12
        if req.skills:
            parts[-1] *= fits  # (the skill named, and its years: their mean ranked lower)
        else:
            parts.append(fits)
    held = exp.best_degree()
    degree = None
    if req.degree is not None:
        degree = held.level if held else None
        if held and DEGREES.index(held.level) >= DEGREES.index(req.degree):
            parts.append(1.0)
            evidence.append(held.path)
        elif held or "equivalent" in req.text.lower():
            parts.append(DEGREE_PARTIAL)
        else:
            parts.append(0.0)
    if not parts:
        wanted = content_stems(req.text)
        if wanted:
            best = sorted(cv.stems.items(), key=lambda item: len(wanted & item[1]), reverse=True)[
                :3
            ]
            weights = {w: rarity(w) for w in wanted}
            total = sum(weights.values()) or 1.0
            parts.append(sum(weights[w] for w in wanted & cv.all_stems) / total)
            evidence += [path for path, stems in best if len(wanted & stems) >= 2]
    credit = sum(parts) / len(parts) if parts else 0.0
    status = "met" if credit >= MET else "partial" if credit > PARTIAL else "missing"
    return RequirementMatch(req, status, round(credit, 4), tuple(evidence[:5]), years, degree)


_ALTERNATIVE = re.compile(r"^\W*(?:or|alternatively)\b", re.I)


def alternatives(results: Sequence[RequirementMatch]) -> list[list[RequirementMatch]]:
    """The requirements in groups of alternatives: one that opens with "OR" ("OR a Master's
    degree and 4 years") offers another way to meet the one before it, and joins its group."""
    groups: list[list[RequirementMatch]] = []
    for result in results:
        if groups and ALTERNATIVES and _ALTERNATIVE.match(result.requirement.text):
            groups[-1].append(result)
        else:
            groups.append([result])
    return groups


def match_experience(experience: Experience, reqs: Requirements, source: str = "") -> Match:
    """Match an already-read CV against a posting's requirements."""
    cv = _CvIndex(experience)
    results = tuple(_match_one(req, cv) for req in reqs.items)
    parts: dict[str, tuple[float, float]] = {}  # part -> (weight, value 0..1)
    total = got = 0.0
    for group in alternatives(results):
        # "a BS and 6 years, OR an MS and 4 years": the best-met alternative, weighed once
        weight = max(weight_of(result.requirement) for result in group)
        total += weight
        got += weight * max(result.credit for result in group)
    for skill in title_asks(reqs) if TITLE_ASKS else ():
        # "C++ Developer" asks for C++ as a must does, whatever the requirements list says
        weight = TITLE_ASKS * MUST_WEIGHT * (SPEC_FLOOR + emphasised(skill_rarity(skill)))
        total += weight
        got += weight * (1.0 if shown_in(skill, experience) else 0.0)
    if total:
        # each part on 0..1, the requirements weighing 1 whatever their number
        parts["requirements"] = (1.0, got / total)
    title = title_part(reqs.posting.title or "", experience, cv.claimed_stems)
    if title is not None and TITLE_WEIGHT:
        parts["title"] = (TITLE_WEIGHT * title[0], title[1])
    if OCCUPATION_WEIGHT:
        near = occupation_nearness(reqs.posting.title or "", experience)
        if near is not None:
            parts["occupation"] = (OCCUPATION_WEIGHT, near)
    years = _years_part(reqs, experience)
    if years is not None and YEARS_WEIGHT:
        parts["years"] = (YEARS_WEIGHT, years)
    parts.update(_context_part(reqs, experience))
    parts.update(career_parts(reqs, experience, LEAD_WEIGHT, LEVEL_WEIGHT))
    total = sum(weight for weight, _ in parts.values())
    got = sum(weight * value for weight, value in parts.values())
    score = got / total if total else 0.0
    if years is not None and not YEARS_WEIGHT:
        score += YEARS_TIE * years
    score += TIE_BREAK * shared_words(reqs, cv)
    return Match(source, round(min(score, 1.0), 6), results, experience.years, parts)


def shared_words(reqs: Requirements, cv: _CvIndex) -> float:
    """The tie-break's value (0..1): how many of the posting's words the CV uses, and how
    often (1 - 1/(1+n) per word), each weighed by its rarity."""
    posting_words: set[str] = set()
    for req in reqs.items:
        posting_words |= content_stems(req.text)
    if not reqs.items:
        # a posting that states no requirement is matched on what it says of the role
        for line in reqs.ignored:
            if line.why in _DESCRIBES_ROLE:
                posting_words |= content_stems(line.text)
    if not posting_words:
        return 0.0
    weights = {w: emphasised(rarity(w)) for w in posting_words}
    total = sum(weights.values()) or 1.0
    shared = sum(weights[w] for w in posting_words & cv.all_stems) / total
    depth = sum(weights[w] * (1 - 1 / (1 + cv.counts.get(w, 0))) for w in posting_words) / total
    return (shared + depth) / 2


def _context_part(reqs: Requirements, experience: Experience) -> dict[str, tuple[float, float]]:
    """The share of the role's own tools the CV names: the context part, or the requirements
    part of a posting that states no requirement (`TOOLS_ASKED`: "We run Linux, Puppet and
    AWS" asks for them, as a recruiter screens for them)."""
    context = _context_skills(reqs)
    if not context:
        return {}
    named = sum(1 for s in context if shown_in(s, experience)) / len(context)
    if not reqs.items and TOOLS_ASKED:
        return {"requirements": (1.0, named)}
    if not CONTEXT_WEIGHT:
        return {}
    rare = [emphasised(skill_rarity(s)) for s in context]
    return {"context": (CONTEXT_WEIGHT * sum(rare) / len(rare), named)}


def _years_part(reqs: Requirements, experience: Experience) -> float | None:
    """The years part's value on 0..1, or None where the posting screens no years beside its
    requirements."""
    asked = _years_asked(reqs)
    if asked:
        # "Senior Data Engineer" asks years it does not state
        return float(min(1.0, experience.years / asked) ** YEARS_POWER)
    if JUNIOR_YEARS and reqs.posting.seniority in _EARLY_CAREER:
        # "Junior Developer" is written for the early years of a career, not for a decade
        return min(1.0, JUNIOR_YEARS / max(experience.years, 1e-9))
    return None


def _years_asked(reqs: Requirements) -> float | None:
    """The years of work a posting screens for beside its requirements: those its title's
    seniority implies where no requirement states years (the most a must asks, screened
    here too, was tried and ranked the tune judgments lower: docs/roles.md)."""
    if not SENIORITY_ASKS or any(req.years for req in reqs.items):
        return None
    return SENIORITY_YEARS.get(reqs.posting.seniority or "")


def _context_skills(reqs: Requirements) -> tuple[str, ...]:
    """Skills the posting names where it describes the role (its title, duties, the team's
    tools) and no requirement names: what the work uses, asked of no one in so many words."""
    asked = {s for req in reqs.items for s in req.skills}
    if TITLE_ASKS:
        asked |= set(title_asks(reqs))
    texts = [reqs.posting.title or ""] + [
        line.text for line in reqs.ignored if line.why in _DESCRIBES_ROLE
    ]
    found: dict[str, None] = {}
    for text in texts:
        for skill in find_skills(text):
            if skill not in asked:
                found[skill] = None
    return tuple(found)


def match_cv(profile: Profile, reqs: Requirements, today: dt.date | None = None) -> Match:
    """How well one CV meets a posting's requirements (see the module doc)."""
    return match_experience(cv_experience(profile, today), reqs, profile.source)
