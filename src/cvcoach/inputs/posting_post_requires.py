"""A sentence whose subject is the post and whose verb asks: `post_requires`.

"The position requires excellent negotiation and presentation skills.", "This role will
require an inventive approach to troubleshooting", "..., which requires a Ph.D. degree with a
record of publications", "The duties listed above require a great deal of focus": what the
post needs of whoever holds it is asked of the candidate, wherever the sentence stands (an
"About" paragraph as often as a requirement list).

What such a sentence says the post requires is not always a quality of the candidate: the
work itself ("requires working closely with the finance team", "requires collaborating with
industry"), time or place ("requires 8-12 hours per week", "will require work from our
office"), travel, or a clause ("requires that fellows perform ...") describe the job, not the
person, and are left to the other rules.
"""

from __future__ import annotations

import re

_SUBJECT = (
    # "The position", "This role", "The Senior Analyst role", "This job",
    # "a ... position, which"
    r"(?:(?:^|[.!?;] )(?:the|this|our) (?:[\w-]+ ){0,4}?"
    r"(?:position|role|post|job|appointment|work|tasks?|duties)"
    r"(?: (?:described|listed|outlined) (?:above|below))?|"
    r"\b(?:position|role|post|job),? (?:which|that))"
)
_VERB = r" (?:also )?(?:requires|require|will (?:also )?require|demands|calls for)\b"
# what follows the verb when it is no quality of the person: a gerund (the work), a count
# (hours, days), work, travel, a place or a clause
_NOT_A_QUALITY = (
    r"(?! (?:\w+ing\b|(?:an? )?(?:average of|minimum of )?\d|work\b|travel|occasional|"
    # working with others is the work: "requires close collaboration with researchers"
    r"(?:[\w-]+ )?(?:collaboration|coordination|interaction|contact|liaison) with\b|"
    r"(?:regular|frequent|some|extensive|international|domestic) travel|that\b|"
    r"the following|you to (?:work|travel|be (?:on|available|based|located)))|\W*$)"
)
# and what it names is a quality of a person: skills, knowledge, a degree, an approach, a
# level of focus, "an individual to be ..." (not "a jack-of-all-trades, and every day is
# likely to ...", "a strong eagerness to learn as you will be assisting with tasks"; those
# describe the job as much as the person)
_QUALITY = (
    r"[^.;]{0,80}?\b(?:skills?|abilit(?:y|ies)|knowledge|experience|expertise|understanding|"
    r"degree|ph\.?\s?d|qualifications?|foundation|approach|focus|attention to detail|"
    r"individual|candidate|person|someone)\b"
)
_POST_REQUIRES = re.compile(_SUBJECT + _VERB + _NOT_A_QUALITY + _QUALITY, re.I)


def post_requires(text: str) -> bool:
    """True for a sentence saying what the post requires of its holder ("The position
    requires excellent communication skills."), not the work it involves ("The role requires
    collaborating with industry partners.")."""
    return _POST_REQUIRES.search(text) is not None


_WORD = re.compile(r"[a-z]{4,}")


def restates_the_list(text: str, listed: str) -> bool:
    """True for a sentence of `post_requires` that only sums up the requirement list ("This
    role requires strong culinary skills and attention to detail." above the items "Strong
    culinary skills" and "Attention to detail"): every word of four letters or more of what
    it requires is a word of the list's items (`listed`, their text), so it asks nothing new."""
    found = _POST_REQUIRES.search(text)
    if found is None:
        return False
    words = set(_WORD.findall(text[found.end() :].lower()))
    return bool(words) and words <= set(_WORD.findall(listed.lower()))
