"""Alternative routes into a post, written as one sentence: "Bachelor's degree in biology with
2+ years of experience, or Master's degree with at least 1 year of experience", "PhD and 5
years of research OR Master's and 8 years". Each route asks its own degree and its own years,
so a recruiter screens them as two requirements (a CV meets one or the other); the posting's
labelling guide counts them so too.

A route is one only when both sides name a degree and a number of years and differ in either:
"Bachelor's degree or equivalent experience" (no degree on the right), "a degree in Physics or
Mathematics with 3 years" (a field, no second route) and a condition in parentheses ("(or MSc
with 3 years)", which qualifies the one requirement) stay whole.
"""

from __future__ import annotations

import re

from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirement_years import years_asked

__all__ = ["alternatives"]

# ", or Master's degree with ...", " OR Masters and 10 years ...": where a second route opens
# (", or, MSc degree ...": a comma after the "or" too)
# (or a count: "7 years with a Bachelor's degree, or 5 years with a Master's")
_OR = re.compile(r"(?:,\s*|\s+)(?:or|OR),?\s+(?=(?:an?\s+|alternatively\s+)?[A-Z0-9])")


def _depth_at(text: str, index: int) -> int:
    return text[:index].count("(") - text[:index].count(")")


def alternatives(text: str) -> list[str]:
    """The routes a requirement sentence offers, each with its own degree and years; the
    sentence whole when it offers one."""
    for found in _OR.finditer(text):
        if _depth_at(text, found.start()) != 0:
            continue
        left, right = text[: found.start()].strip(" ,;"), text[found.end() :].strip()
        asks = [(posting_degree(side), years_asked(side)) for side in (left, right)]
        if all(d is not None and y is not None for d, y in asks) and asks[0] != asks[1]:
            return [left, right]
    return [text]
