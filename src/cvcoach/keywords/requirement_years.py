"""How many years of experience a requirement asks for (`years_asked`).

The least count written ("5+ years", "3-5 years", "five years", "At least2–4 years" where a
page's markup was stripped), months as a share of a year, a year or a decade written out;
the least of "Minimum 4, preferably 6 years"; not the years a degree stands in for (nor those
standing in for a missing degree), the window the experience must fall in, the term of the
post ("for a period of 4 years"), nor the years of a condition of hire.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_conditions import states_a_condition
from cvcoach.inputs.posting_words import NUMBER_WORDS, YEARS_WORD

_NUM = r"(\d{1,2}(?:\.\d)?|" + "|".join(NUMBER_WORDS) + r")"
_PLUS = r"(?:\s*\+|\s*-?\s*plus\b)?"  # "5+", "5-plus", "five plus"
# not a span of time ("within the last 5 years", "over the next two years") nor an age
# ("18 years of age", "18 years or older")
_YEARS = re.compile(
    r"(?<!the last )(?<!the past )(?<!the next )(?<!the first )"
    # a count glued to the word before it where a page's markup was stripped ("At least2–4
    # years") counts as written apart
    rf"(?:\b|(?<=[a-z])(?=\d)){_NUM}{_PLUS}\s*(?:(?:-|–|to|or(?=\s))\s*{_NUM}{_PLUS}\s*)?"
    rf"(?:\(\s*\d+\s*\+?\s*\){_PLUS}\s*)?"
    rf"(?:or more\s+)?(?:full[- ]time\s+)?{YEARS_WORD}(?!\s+old|\s+of age|\s+or\s+older)",
    re.I,
)
# "at least a year of experience", "a decade of experience": one year, ten years
_A_YEAR = re.compile(
    r"\b(?:at least |a minimum of |over |more than )?(?:a|one) (?P<unit>year|decade)['’]?s? "
    r"(?:of |in |working )?(?:\w+ ){0,3}?experience\b",
    re.I,
)
# "6-12 months experience", "at least 6 months of experience" (not "a 6-month contract")
_MONTHS = re.compile(
    rf"\b{_NUM}{_PLUS}\s*(?:(?:-|–|to)\s*{_NUM}{_PLUS}\s*)?months?\b(?=[^.]{{0,25}}\bexperience\b)",
    re.I,
)

# a range that starts in months and ends in years: "Six months to one year of experience",
# "6 months - 2 years experience" (the least is the months)
_MONTHS_TO_YEARS = re.compile(
    rf"\b{_NUM}\s*months?\s*(?:-|–|to)\s*{_NUM}\s*{YEARS_WORD}(?=[^.]{{0,25}}\bexperience\b)",
    re.I,
)

# the years a degree stands in for ("may be substituted for two (2) years of the required
# experience"): a measure of the degree, not years asked
_SUBSTITUTED = re.compile(
    r"\bsubstitut\w* (?:for|with) (?:up to |a maximum of )?[^.;,]{0,20}?\byears?\b|"
    # "Each extra year of experience can substitute for a year of study."
    rf"\b{_NUM}{_PLUS}\s*(?:additional\s+)?years?\b[^.;]{{0,40}}?\b(?:can|may|will|could)\s+"
    r"(?:be\s+)?(?:substitut\w*|replace)\b|"
    # the years that stand in for a missing degree: "In the absence of such a degree, ...
    # experience of minimum 11 years", "10 years of experience in lieu of a degree"
    r"\b(?:in the absence of|in lieu of|instead of) (?:such |a |an |the )?(?:\w+ )?degree\b"
    rf"[^.;]*|\b{_NUM}{_PLUS}\s*years?\b[^.;]{{0,60}}?\b(?:in lieu|instead) of (?:a |the )?"
    r"(?:\w+ )?degree\b",
    re.I,
)
# the least years a range written with a preference asks: "Minimum 4, preferably 6 years"
_PREFERRED_MORE = re.compile(
    rf"\b(?:minimum(?: of)?|at least)\s+{_NUM}\s*,?\s+(?:but\s+)?(?:preferably|ideally)\s+"
    rf"{_NUM}{_PLUS}\s*{YEARS_WORD}",
    re.I,
)


# how recent the experience must be ("patient contact within the past three years", "2 years
# of experience in the last 5 years"): a window of time, not the years asked
_WINDOW = re.compile(
    r"\b(?:within|in|during|over) (?:the )?(?:past|last|previous|preceding) "
    r"(?:\w+|\d+(?:\.\d+)?) years?\b|"
    # how long something took, not experience: "grew a team to 100 people in 2 years or
    # less", "certified within two years of hire", "in under three years"
    rf"\b(?:within|in (?:under|less than)) {_NUM} years?\b|\bin {_NUM} years? or (?:less|fewer)\b|"
    # how long the hire is to stay, not experience: "stay with us for at least two years",
    # "plans to be with us for 2 years or more", "commit to the role for three years"
    rf"\b(?:work here|stay(?: here| with us| on)?|be with us|remain(?: with us)?|commit(?:ted)?"
    rf"(?: to (?:the|this) (?:role|post|position))?)(?: for)?(?: at least| a minimum of)?"
    rf" {_NUM}{_PLUS} years?\b|"
    # the term of the post: "a role for a period of 4 years", "a 2-year fixed-term contract"
    rf"\bfor a (?:period|term) of {_NUM} years?\b|"
    rf"\b{_NUM}[- ]years?[- ](?:fixed[- ]term |full[- ]time )?"
    # (not "5 years post-qualification experience")
    r"(?:contract|term|post(?![-‐])|appointment)\b|"
    # the length of a course, not experience: "complete a 4 year specialization training
    # program", "a three-year apprenticeship"
    rf"\b(?:an?|the)\s+{_NUM}[- ]years?[- ](?:[\w-]+\s+){{0,2}}?(?:training|programmes?|programs?|"
    r"courses?|degree|residency|apprenticeship|curriculum)\b",
    re.I,
)
# the years offered as the other route to a degree named before them, no years between: "A
# Master's degree or equivalent in education, or 5 years of relevant professional experience"
_ROUTE_INSTEAD = re.compile(
    # (no count between: "a degree and 3 or 4 years" asks 3)
    r"\b(?:degree|bachelor['’]?s?|master['’]?s?|ph\.?\s?d)\b"
    rf"(?:(?!\byears?\b|\b{_NUM}\b)[^.;])*?,?\s+or\s+"
    rf"(?:at\s+least\s+|a\s+minimum\s+of\s+)?{_NUM}{_PLUS}\s*years?\b[^.;]*",
    re.I,
)


def years_asked(text: str) -> float | None:
    """The least years of experience a requirement asks for, or None; months of experience
    as a share of a year ("6-12 months experience" → 0.5); not the years a degree may stand
    in for, nor the window the experience must fall in."""
    text = _WINDOW.sub(" ", _SUBSTITUTED.sub(" ", _ROUTE_INSTEAD.sub(" ", text)))
    if months_first := _MONTHS_TO_YEARS.search(text):  # "six months to one year": the months
        value = months_first.group(1).lower()
        return round(float(NUMBER_WORDS.get(value, 0) or float(value)) / 12, 2)
    found = _PREFERRED_MORE.search(text) or _YEARS.search(text)
    if not found:
        one = _A_YEAR.search(text)
        if one:
            return 10.0 if one.group("unit").lower() == "decade" else 1.0
        months = _MONTHS.search(text)
        if months is None:
            return None
        value = months.group(1).lower()
        return round(float(NUMBER_WORDS.get(value, 0) or float(value)) / 12, 2)
    value = found.group(1).lower()
    return float(NUMBER_WORDS.get(value, 0) or float(value))


# years that say they are experience: "at least three years experience as a forklift operator"
_OF_EXPERIENCE = re.compile(
    rf"\b{_NUM}{_PLUS}\s*{YEARS_WORD}\s+(?:of\s+)?(?:[\w-]+\s+){{0,2}}?experience\b", re.I
)


def experience_years(text: str) -> float | None:
    """The years a requirement asks of experience: none in a condition of hire (the right to
    work, residence, hours), whose years count residence or time ("must have lived in the UK
    for the past 5 years"), not experience, unless the years are said to be experience ("a
    valid driving licence and two years experience as a driver")."""
    if states_a_condition(text) and not _OF_EXPERIENCE.search(text):
        return None
    return years_asked(text)
