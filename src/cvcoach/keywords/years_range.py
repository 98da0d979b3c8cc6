"""The most years a requirement's range of years asks for ("3-5 years", "4 to 7 years").

A range says whom the post is written for: "1-2 years of experience" is a post for the early
years of a career, as a junior post is, and a recruiter filling it passes over a CV of a
decade. `keywords.fit` credits a CV of more years than `RANGE_SLACK` times the range's top (or
than the years a junior post is written for, the larger) by the share those years are of the
CV's (`over_range`). The least years of the range are the requirement's `years`
(`keywords.requirement_years`); only its top is read here.
"""

from __future__ import annotations

import re

# a range read as the most years the post is written for (1), or for its least only (0)
RANGE_TOP = 1
# how far past the top a CV's years go before they count against it: 3 times the top (1 /
# 1.5 / 2 / 3 / 4 tried on 109 tune postings: below 3 a 2-6 years post passed over the judged
# CV of 15; docs/roles.md, 2026-11-29, ranking: ranges of years)
RANGE_SLACK = 3.0

# "1-2 years", "3 – 5 years", "4 to 7 years", "2-4+ years" (a plus on the top: no top)
_RANGE = re.compile(
    r"(?<![\d.])(\d{1,2})\s*(?:-|–|—|to)\s*(\d{1,2})(?!\s*\+)\s*(?:\(\s*\d+\s*\)\s*)?"
    r"(?:full[- ]time\s+)?years?\b",
    re.I,
)


def years_top(text: str) -> float | None:
    """The top of the first range of years the text writes, or None: a range only (its top
    above its start), not "5+ years" nor "2-4+ years"."""
    for found in _RANGE.finditer(text):
        low, high = int(found.group(1)), int(found.group(2))
        if high > low:
            return float(high)
    return None


def over_range(text: str, years: float, floor: float) -> float:
    """1 for a CV of at most max(RANGE_SLACK x the top of the text's range of years, `floor`)
    years, that over its years beyond; 1 where the text writes no range (`RANGE_TOP`)."""
    top = years_top(text) if RANGE_TOP else None
    if top is None or years <= 0:
        return 1.0
    return min(1.0, max(RANGE_SLACK * top, floor) / years)
