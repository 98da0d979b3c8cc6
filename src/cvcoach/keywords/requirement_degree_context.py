"""Where a posting names a degree without asking the candidate for it, and where it names a
level of education by a qualifications framework's number (`unasked_degrees_removed`,
`framework_level`). `requirement_degrees.posting_degree` reads the degree of what is left.

A degree is named and not asked:
- as the programme the post serves: "teach courses in the BSc Nursing programme", "supervise
  students of the MSc programme" (not "Graduate of a BSc programme": no "the" before it);
- as other people's: "work alongside PhD scientists", "mentor master's students", "our
  engineers have master's degrees", "reporting to a PhD-level Head of Data" (not "PhD
  graduates" or "PhD holders", who are the candidates, nor "you have a master's degree");
- as a benefit: "tuition reimbursement towards a master's degree", "we will sponsor your MBA",
  "the opportunity to pursue a PhD";
- as waived: "degree in horticulture (all backgrounds considered)", "with or without a degree",
  "no degree required";
- as the condition of a number of years: "3 years of experience for B.E/B.Tech holders" asks
  the years of those who hold the degree, not the degree;
- as one the candidate may still be taking: "PhD in progress or completed".

A degree's level is named with "-level" ("a Master's-level degree" is a master's), and a
first degree without a degree's name: "a relevant tertiary qualification", "a university
graduate", "Graduate in Economics", a British honours class ("2:1 or above in a STEM
subject").

A qualifications framework's level names a degree: levels 6, 7 and 8 are the first degree,
the master's and the doctorate alike in the UK's Regulated Qualifications Framework (Ofqual),
the European Qualifications Framework and UNESCO's ISCED 2011 ("a Level 7 qualification",
"RQF level 6 or above"). Other frameworks number otherwise (South Africa's NQF puts the
bachelor's at 7, Scotland's SCQF at 9 or 10): a level after their names is not read.
"""

from __future__ import annotations

import re

# a degree's name as these rules see it: a level word or a common abbreviation
_DEGREE = (
    r"(?:bachelor['’]?s?|master['’]?s?|doctoral|doctorate|ph\.?\s?d\.?|undergraduate|"
    r"post-?graduate|graduate|"
    # abbreviations as written ("MS", not "ms")
    r"(?-i:(?:B|M)\.?\s?(?:Sc|S|A|Eng|Ed|Tech|Phil)\.?|MBA|MPH|BSN|MSN|B\.?E\.?|M\.?C\.?A\.?))"
)
_PROGRAMME = re.compile(
    rf"\b(?:in|on|for|of|to|within|across|into)\s+(?:the|our|its|their)\s+(?:[\w&'’-]+\s+)?"
    rf"{_DEGREE}(?![\w-])[^.;,]{{0,60}}?\b(?:programmes?|programs?|curricul\w+|modules?)\b",
    re.I,
)
_PEOPLE = (
    r"(?:students?|scientists?|researchers?|engineers?|economists?|statisticians?|"
    r"clinicians?|physicians?|colleagues|faculty|staff|team(?:\s+members)?|fellows?|trainees?)"
)
_OTHERS = re.compile(
    r"\b(?:work(?:ing|s)?\s+(?:with|alongside)|collaborat\w+\s+with|support(?:ing|s)?|"
    r"mentor(?:ing|s)?|supervis\w+|teach(?:ing|es)?|manag\w+|lead(?:ing|s)?|join(?:ing|s)?|"
    r"partner\w*\s+with|advis\w+)\s+(?:an?\s+|the\s+|our\s+|other\s+|a\s+team\s+of\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?{_DEGREE}(?:[- ]level)?\s+{_PEOPLE}\b",
    re.I,
)
# what the team already holds, or whom the post reports to: "Our engineers have master's
# degrees", "We are a team of MSc and PhD graduates", "Reporting to a PhD-level Head of Data"
_OURS = re.compile(
    r"\b(?:our|the)\s+(?:[\w-]+\s+){0,2}?(?:team|engineers|staff|founders|scientists|"
    r"researchers|colleagues|people|members)\s+(?:all\s+)?(?:have|hold)\b"
    rf"[^.;,]{{0,30}}?{_DEGREE}(?![\w-])(?:\s+(?:and|or)\s+{_DEGREE}(?![\w-]))?(?:\s+degrees?)?|"
    r"\bwe\s+(?:all\s+)?(?:are|have)\s+(?:an?\s+)?(?:team|group|mix)\s+of\b"
    rf"[^.;,]{{0,30}}?{_DEGREE}(?![\w-])(?:\s+(?:and|or)\s+{_DEGREE}(?![\w-]))?|"
    r"\breport(?:s|ing)?\s+(?:in)?to\s+(?:an?\s+|the\s+|our\s+)?[^.;,]{0,20}?"
    rf"{_DEGREE}(?:[- ](?:level|qualified))?\s+(?:[\w-]+\s+){{0,2}}?"
    r"(?:head|director|manager|lead|chief|principal)\b",
    re.I,
)
# (the span ends with the degree: "we fund your MBA and ask a BSc" still asks the BSc)
_BENEFIT = re.compile(
    r"\b(?:tuition|education(?:al)?|study)\s+(?:reimbursement|assistance|sponsorship|"
    rf"benefits?)\b[^.;]{{0,60}}?{_DEGREE}(?![\w-])(?:\s+degree)?|"
    r"\b(?:sponsor|fund|reimburse|pay\s+for)\s+(?:your|an?|the)\s+[^.;]{0,40}?"
    rf"{_DEGREE}(?![\w-])(?:\s+degree)?|"
    r"\b(?:opportunit\w+|chance|support|help)\s+(?:for\s+you\s+)?to\s+(?:pursue|earn|obtain|"
    rf"complete|study\s+for)\s+(?:an?\s+|the\s+|your\s+)?[^.;]{{0,30}}?{_DEGREE}(?![\w-])"
    r"(?:\s+degree)?",
    re.I,
)
_WAIVED = re.compile(
    r"\(\s*(?:all|any|other)\s+(?:academic\s+)?backgrounds?\s+(?:are\s+|is\s+)?"
    r"(?:considered|welcome[d]?)[^)]*\)|"
    r"\bwith\s+or\s+without\s+(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,2}?degree\b|"
    r"\bno\s+(?:[\w'’-]+\s+){0,2}?degree\s+(?:is\s+)?(?:required|needed|necessary)\b",
    re.I,
)
# "Experience: 3 years above experience for B.E/B.Tech/MCA": the years of the degree's holders
# (not a degree named with its field, "1 year of experience for a Postgraduate in Engineering",
# which asks it)
_YEARS_FOR = re.compile(
    r"\byears?\b[^.;]{0,40}?\bfor\s+(?:candidates\s+with\s+|those\s+with\s+|holders\s+of\s+)?"
    # the degree and the ones listed with it: "B.E/B.Tech/MCA holders"
    rf"(?:an?\s+)?{_DEGREE}(?![\w-])(?:\s*(?:/|,|\bor\b)\s*{_DEGREE}(?![\w-]))*(?!\s+in\s)",
    re.I,
)
# a degree the candidate may still be taking: "PhD in progress or completed"
_IN_PROGRESS = re.compile(
    rf"{_DEGREE}(?![\w-])[^.;,]{{0,40}}?\b(?:in\s+progress|under\s*way|ongoing)\b", re.I
)
# a degree the employer teaches: "The programme has been offering a Master of Science in
# Geography degree since 2015", "the department runs a BSc in Nursing" (not "we offer a good
# salary to holders of a master's degree": the degree is then asked)
_OFFERED = re.compile(
    r"\b(?:offer(?:s|ing|ed)?|run(?:s|ning)?|launch(?:es|ed|ing)?|award(?:s|ing|ed)?)\s+"
    rf"(?:an?\s+|the\s+|its\s+|our\s+)?(?:[\w-]+\s+){{0,2}}?{_DEGREE}(?![\w-])"
    r"(?:[^.;,]{0,60}?\b(?:degrees?|programmes?|programs?|courses?)\b)?",
    re.I,
)
_UNASKED = (_PROGRAMME, _OTHERS, _OURS, _BENEFIT, _YEARS_FOR, _IN_PROGRESS, _OFFERED)


# a level named with "-level" before the degree: "a Master's-level degree", "PhD-level study"
_HYPHEN_LEVEL = re.compile(
    r"\b(?P<level>bachelor|master|doctoral|ph\.?\s?d)['’]?s?[- ]level\b(?:\s+(?:degree|"
    r"qualification|education|study))?",
    re.I,
)
# a first degree named without a degree's name: "a relevant tertiary qualification", "a
# university graduate", "Graduate in Economics" (a field's capital after "in", not a month)
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_FIRST_DEGREE_OTHERWISE = re.compile(
    r"\btertiary\s+(?:qualifications?|degree|education)\b|"
    r"\b(?:university|college)\s+graduates?\b|"
    rf"\bgraduates?\s+in\s+(?!(?:{_MONTHS})\b)(?-i:[A-Z][a-z])|"
    # a British honours class: "2:1 or above in a STEM subject", "a 2:2 in Law"
    r"(?<![\d:.])\b2\s?:\s?[12]\b(?=\s*(?:or\s+(?:above|higher|better|equivalent)|in\s+(?:an?\s+)?[A-Za-z]))",
    re.I,
)


def levels_spelled(text: str) -> str:
    """The text with a "-level" named degree written as its degree ("a Master's-level
    degree" → "a Master's degree", "PhD-level study" → "PhD")."""

    def spelled(found: re.Match[str]) -> str:
        level = found.group("level").lower()
        return "PhD" if level.startswith(("doc", "ph")) else f"{level}'s degree"

    return _HYPHEN_LEVEL.sub(spelled, text)


def first_degree_otherwise(text: str) -> bool:
    """True when a first degree is named without a degree's name (module doc)."""
    return _FIRST_DEGREE_OTHERWISE.search(text) is not None


def degree_waived(text: str) -> bool:
    """True when the text says its degree is not needed ("all backgrounds considered")."""
    return _WAIVED.search(text) is not None


def unasked_degrees_removed(text: str) -> str:
    """The text without the spans that name a degree without asking for it (module doc)."""
    for pattern in _UNASKED:
        text = pattern.sub(" ", text)
    return text


_FRAMEWORK_LEVEL = re.compile(
    r"(?<!NQF )(?<!SCQF )(?<!NQF-)\b(?:(?:RQF|EQF|ISCED)\s+)?level\s+(?P<n>[678])\b"
    r"(?=\s*(?:qualification|diploma|degree|award|or\s+(?:above|higher|equivalent)|"
    r"equivalent)\b)",
    re.I,
)
_LEVELS = {"6": "bachelor", "7": "master", "8": "phd"}


def framework_level(text: str) -> str | None:
    """The degree a qualifications framework's level names ("Level 7 qualification" → master),
    the least when several are named, or None."""
    found = [_LEVELS[m.group("n")] for m in _FRAMEWORK_LEVEL.finditer(text)]
    return min(found, key=list(_LEVELS.values()).index) if found else None
