"""What a vacancy notice writes after the post's name that is not its name: how many posts
are open ("Lecturer (2 positions)", "Clerk 1 post – residents only"), the term of the
appointment ("Research Fellow (3-year fixed-term contract)", "Consultant (6 Months
Duration)"), that the advert runs again ("(re-advertisement)"). The post's own initials are
kept ("Registered Nurse (RN)": the post as its name is written).

A university's or a public body's notice names the post as its establishment lists it and adds
the number of places, the contract's length and who may apply; the role a CV is written for is
the name before them. An eligibility clause is only cut together with a count it follows ("1
post – residents only"): alone, a dash's tail may be the role's qualifier.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import names_a_role

__all__ = ["without_post_terms"]

_NUMBER = r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
_POSTS = r"(?:positions?|posts?|vacanc(?:y|ies)|openings?|places?)"
# "(3 positions)", "(1 post)", "(two vacancies)"
_COUNT_IN_PARENS = re.compile(rf"\s*\(\s*{_NUMBER}\s+{_POSTS}\s*\)\s*$", re.I)
# "One Position", "1 post – residents only", "- 2 posts": a count and all after it
_COUNT_TAIL = re.compile(rf"\s+(?:[-–—:,]\s*)?{_NUMBER}\s+{_POSTS}\b.*$", re.I)
# "(re-advertisement)", "(Re-advertised)", "(reposted)"
_AGAIN = re.compile(r"\s*\(\s*re-?(?:advertis\w*|posted|opened)\s*\)\s*$", re.I)
# "(3 YEAR FIXED TERM CONTRACT)", "(3 Months Duration)", "(fixed-term)": the appointment's term
_TERM = re.compile(
    rf"\s*\((?:[^()]*\b{_NUMBER}[- ](?:years?|months?|weeks?)\b[^()]*"
    r"|\s*fixed[- ]term[^()]*)\)\s*$",
    re.I,
)


def without_post_terms(title: str) -> str:
    """`title` without the counts, terms and re-advertisement written after the
    post's name (the module doc); the title unchanged when what is left names no role."""
    current = title.strip()
    while True:
        before = current
        for pattern in (_COUNT_IN_PARENS, _AGAIN, _TERM):
            current = pattern.sub("", current).strip()
        counted = _COUNT_TAIL.search(current)
        head = current[: counted.start()] if counted else ""
        if counted and head and not re.search(r"\b(?:of|for|and|to|in|with|&)$", head, re.I):
            current = current[: counted.start()].strip()
        if current == before:
            break
    return current if current and names_a_role(current) else title
