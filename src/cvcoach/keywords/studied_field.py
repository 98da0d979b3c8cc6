"""Whether a CV's degree is in a field a requirement names (`studied_field`).

"A BS in Statistics, Economics or a related field" names fields of study: a finished degree
whose area is one of them meets the skills it names (`fit.FIELD_CREDIT`).
"""

from __future__ import annotations

import re

from cvcoach.keywords.experience import Experience
from cvcoach.keywords.specificity import content_stems

_FIELD_SPLIT = re.compile(r"\s+[-–—]\s+|[,;/&()]|\band\b|\bwith\b")


def studied_field(text: str, exp: Experience) -> bool:
    """Whether one of the CV's finished degrees is in a field the requirement names: each
    part of the degree's area ("Computer Science - School of Engineering", "Physics &
    Astronomy" split at dashes, commas, "and") whose content words the requirement all uses."""
    wanted = content_stems(text)
    for degree in exp.degrees:
        if not degree.finished:
            continue
        for part in _FIELD_SPLIT.split(degree.area):
            stems = content_stems(part)
            if stems and stems <= wanted:
                return True
    return False
