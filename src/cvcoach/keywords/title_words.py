"""A posting's title against the titles a CV holds: the title and occupation parts of the
match score (`cvcoach.keywords.fit`), and the skills a title asks for.

Titles are compared as a recruiter reads them:
- by their content words, each weighed by its rarity (`title_part`): "Systems Administrator"
  and a "Database Administrator" share the rare word, "Senior ... Engineer" and any engineer
  only common ones; the CV's headline counts as a title held (`TITLE_HEADLINE`), a word the
  CV uses only outside its titles `TITLE_TEXT` of one held, but for a level word ("Lead the
  migration" claims no Team Lead title);
- with the skills a title names spelled out (`TITLE_SKILLS`: "SRE" is site reliability
  engineering, "ML" machine learning);
- with a team or field named by its activity meeting the worker's title (`TITLE_FOLD`):
  "Director of Site Reliability Engineering" and a "Reliability Engineer" share "engineer";
- with an abbreviated word ("Sr.", "Eng.", "Mgr.") meeting the word of the other title it
  contracts (`TITLE_ABBREVIATIONS`): its first letter first and every letter in order;
- by occupation (`occupation_nearness`): how deep an O*NET-SOC group the posting title's
  occupations share with those of the CV's positions and headline
  (`cvcoach.keywords.occupations`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from cvcoach.keywords.experience import Experience
from cvcoach.keywords.occupations import LEVELS, fold_title_word, nearness, occupations_of
from cvcoach.keywords.requirements import Requirements
from cvcoach.keywords.skills import find_skills
from cvcoach.keywords.specificity import content_stems, emphasised, rarity
from cvcoach.model.profile import Text

# the title's and the positions' skills spelled out in words ("SRE", "ML"): 1 on, 0 off
# (chosen on the tune judgments with scripts/fit_match_weights.py)
TITLE_SKILLS = 1
TITLE_HEADLINE = 1  # the CV's own headline ("Senior Developer") counts as a title held (1) or not
# a title word's "-ing" form meets the word ("Reliability Engineering", "Reliability
# Engineer": `fold_title_words`): 1 on, 0 off
TITLE_FOLD = 1
TITLE_TEXT = 0.5  # a title word the CV uses only outside the titles it held
# an abbreviated title word ("Sr.", "Eng.") meets the word it contracts: 1 on, 0 off
TITLE_ABBREVIATIONS = 1
OCCUPATION_DEPTH = 1  # the least group depth credited (1 major .. 5 the same occupation)
# a CV none of whose titles places ("Research Intern", "Co-Founder & CTO"): its occupation
# part absent (1), as its occupation is unknown, or 0 (0), as if it were far from the
# posting's (leaving one employer out chose 1: docs/roles.md)
OCCUPATION_UNKNOWN = 1
# the words of a title that name a level and read as a verb or an adjective in a bullet
# ("Lead the migration", "senior leadership", "staff meetings"): such a bullet claims no title
# ("manager" and "director" stay: of the tune judgments, one ranked lower without them)
_LEVEL_WORDS = frozenset(
    ("lead", "senior", "sr", "junior", "jr", "staff", "principal", "intermediate", "mid")
)
_ABBREVIATED = re.compile(r"\b([A-Za-z]{2,4})\.")


def fold_title_words(stems: Iterable[str]) -> set[str]:
    """`fold_title_word` of each stem."""
    return {fold_title_word(w) for w in stems}


def title_stems(title: str) -> set[str]:
    """A title's content words, and (`TITLE_SKILLS`) the words of the skills it names spelled
    out: "Senior SRE" is also site reliability engineering, "ML Engineer" machine learning."""
    stems = content_stems(title)
    if TITLE_SKILLS:
        stems |= content_stems(" ".join(find_skills(title)))
    return fold_title_words(stems) if TITLE_FOLD else stems


def contracts(short: str, word: str) -> bool:
    """Whether `short` ("sr", "eng", "mgr") is a contraction of `word` ("senior", "engineer",
    "manager"): the same first letter, every letter of it in order in a longer word."""
    if len(word) <= len(short) or short[0] != word[0]:
        return False
    rest = iter(word[1:])
    return all(letter in rest for letter in short[1:])


def abbreviations(title: str) -> set[str]:
    """The words a title abbreviates with a full stop ("Sr. Software Eng." -> sr, eng)."""
    return {word.lower() for word in _ABBREVIATED.findall(title)}


def _contracted(shorts: Iterable[str], words: Iterable[str]) -> set[str]:
    """The words of `words` that one of `shorts` contracts."""
    shorts = tuple(shorts)
    return {w for w in words if any(contracts(s, w) for s in shorts)}


def title_part(
    title: str, experience: Experience, cv_stems: set[str]
) -> tuple[float, float] | None:
    """(the mean weight of the posting title's words, the weighted share of them the CV's
    titles hold), or None where the title has no content word (see the module doc)."""
    wanted = title_stems(title)
    if not wanted:
        return None
    titles: list[Text] = list(experience.positions)
    if TITLE_HEADLINE and experience.headline is not None:
        titles.append(experience.headline)
    held = set().union(*(title_stems(t.value) for t in titles))
    if TITLE_ABBREVIATIONS:
        # "Sr. Developer" asked, "Senior Developer" held; "Software Eng." held, "Engineer" asked
        shorts = set().union(*(abbreviations(t.value) for t in titles))
        held |= _contracted(shorts, wanted)
        held |= {s for s in abbreviations(title) if _contracted([s], held)}
    weights = {w: emphasised(rarity(w)) for w in wanted}
    # a title word the CV uses only elsewhere (its bullets, its skills) counts TITLE_TEXT
    folded = fold_title_words(cv_stems) if TITLE_FOLD else set(cv_stems)
    elsewhere = folded - _LEVEL_WORDS  # "Lead the project": no Lead title
    credit = {w: 1.0 if w in held else TITLE_TEXT if w in elsewhere else 0.0 for w in wanted}
    total = sum(weights.values()) or 1.0
    return total / len(weights), sum(weights[w] * credit[w] for w in wanted) / total


def occupation_nearness(title: str, experience: Experience) -> float | None:
    """How near the occupations of the CV's titles (its positions and headline) come to the
    posting title's, 0..1 by the depth of the O*NET-SOC group they share (the same
    occupation 1, the same major group only 1/5); None where the title places in none, or
    (`OCCUPATION_UNKNOWN`) where no title of the CV does."""
    wanted = occupations_of(title)
    if not wanted:
        return None
    titles: Sequence[Text] = [*experience.positions, *filter(None, [experience.headline])]
    held = frozenset().union(*(occupations_of(t.value) for t in titles))
    if not held and OCCUPATION_UNKNOWN:
        return None  # no title of the CV places: its occupation is unknown, not far
    found = nearness(wanted, held)
    return found / LEVELS if found >= OCCUPATION_DEPTH else 0.0


def title_asks(reqs: Requirements) -> tuple[str, ...]:
    """The skills the posting's title names and no requirement does ("C++ Unix Developer",
    "Ruby on Rails Engineer"): the title asks for them as a must requirement would."""
    asked = {s for req in reqs.items for s in req.skills}
    return tuple(s for s in find_skills(reqs.posting.title or "") if s not in asked)
