"""The degree a requirement asks for, as `requirements` reads it: `experience.degree_asked`
(the levels a text names, the same table the CV side reads) with three readings of a posting's
sentence around it.

- A degree the candidate may still be studying for ("Currently pursuing or recently completed
  a degree in design") is not asked for: a student qualifies.
- A degree named by its field or kind, with no level ("a computer science degree", "STEM
  degree or equivalent experience", "2:1 or higher in a scientific degree", "Degree
  required") asks for a first degree, as "a degree in X" does.
- A level of education named as such asks its degree: "Qualified/Educated to degree level"
  (a first degree, the UK's phrase), "graduation from an (accredited) four-year college or
  university" and "Graduate of <field> course" (a bachelor's), a two-year course of study at
  a college, a two-year college or a foundation degree (ISCED 2011 level 5, short-cycle
  tertiary, where the associate degree sits). A school or vocational qualification (GCSE,
  A-levels, NVQ, a Level 3 Diploma) is no degree.
- A diploma offered beside the degree ("Diploma/bachelor degree in Design", "a degree or
  relevant diploma", "Diploma in Nursing or BSc Nursing") is the least accepted, and a
  diploma is no degree level: nothing is asked (not a graduate or postgraduate diploma,
  which follows a degree).
- A school's leaving diploma offered beside the degree ("High school diploma or college
  degree") is the least accepted: nothing is asked.
- A student offered beside the degree ("Upper-level undergraduate or post-bachelor's degree",
  "a bachelor's degree or final-year student") qualifies as a student does: nothing is asked.
- "Undergraduate" names a first degree: "an undergraduate or graduate degree" asks the
  bachelor's, the least it accepts (not "graduate degree", a master's, alone).
- Degree abbreviations the shared table leaves out, as Indian, Bangladeshi and British
  postings write them: B.E., B. Tech, B.Ed, B.Com, BBA (bachelor); M.Tech, MCA, M.Ed and
  "postgraduate in X" (master).
- A higher or national diploma offered beside the degree as the other route ("A first degree/
  HND in Computer Science", "B.Sc or OND"): the Higher National Diploma and Certificate (UK
  RQF levels 5 and 4, Ofqual) and the National Diploma of Nigeria's NBTE are diplomas, and
  a diploma beside the degree asks nothing, as above.
- A degree named without being asked (a programme served, other people's, a benefit, a
  waiver, the condition of some years) is not read, and a qualifications framework's level
  6, 7 or 8 names the first degree, the master's or the doctorate
  (`requirement_degree_context`).
- A capital abbreviation listed beside a role's noun (ESCO's head nouns, `names_a_role`) is
  a role, whatever a degree table lists it as ("the skills of a network engineer and DBA").
"""

from __future__ import annotations

import re
from functools import lru_cache

from cvcoach.inputs.posting_words import names_a_role
from cvcoach.keywords.experience import degree_asked, microsoft_alternation
from cvcoach.keywords.requirement_degree_context import (
    degree_waived,
    first_degree_otherwise,
    framework_level,
    levels_spelled,
    unasked_degrees_removed,
)

# "currently pursuing", "enrolled in", "working towards" a degree: a student qualifies
_PURSUED = re.compile(
    r"\b(?:pursuing|enrolled in|working towards?|studying (?:for|towards?))\b[^.;]{0,60}?"
    r"\bdegree\b",
    re.I,
)
# a level of education named without a degree's name: "educated to degree level", "graduation
# from an accredited four-year college or university", "a two-year course of study at an
# accredited college", "a foundation degree"
_DEGREE_LEVEL = re.compile(r"\b(?:to|at)\s+(?:least\s+)?(?:a\s+|first\s+)?degree[- ]level\b", re.I)
_FOUR_YEAR = re.compile(
    r"\bgraduat\w*\s+from\s+an?\s+(?:accredited\s+)?(?:four|4)[- ]year\s+"
    r"(?:college|university|institution)",
    re.I,
)
# "Graduate of Accounting or Electronics Engineering course": a college's graduate, as
# Philippine postings ask for a bachelor's (not of a two-year course, not of a high school)
_GRADUATE_OF_COURSE = re.compile(
    r"\bgraduate of (?!(?:an? )?(?:two|2)[- ]year\b)(?:an?\s+|any\s+)?(?:[\w&/,-]+\s+){1,8}?"
    r"(?:course|programme|program)\b",
    re.I,
)
_TWO_YEAR = re.compile(
    # "a two-year degree in electronics", "a 2-year technical degree" (not "two years' degree
    # experience": the hyphen or "year" joins the count to the degree)
    r"\b(?:two|2)[- ]year\s+(?:(?:college|technical|vocational|associate)\s+)?degree\b|"
    r"\b(?:two|2)[- ]year\s+(?:college\b|course\s+of\s+study\b[^.;]{0,80}?\bcollege\b)"
    r"|\bfoundation\s+degree\b",
    re.I,
)
# "degree" as a qualification, not a measure ("a high degree of autonomy", "to some degree",
# "90 degrees") nor a school-leaving one ("a secondary diploma degree"): the word before it is
# none of these and no number, "of"/"to" do not follow it, and it is no field's label
# ("Education/Degree: ...")
_NOT_A_FIRST_DEGREE = frozenset(
    [
        "high",
        "higher",
        "great",
        "greater",
        "certain",
        "large",
        "larger",
        "some",
        "varying",
        "significant",
        "considerable",
        "lesser",
        "same",
        "what",
        "which",
        "one",
        "to",
        "secondary",
        "school",
        "diploma",
    ]
)
_DEGREE_WORD = re.compile(r"(?:(?P<before>[\w'’-]+)\s+)?\bdegrees?\b(?!\s*(?:of|to|:)(?!\w))", re.I)
# a degree named as the measure of a knowledge ("equivalent to that gained from an
# undergraduate degree"), which `degree_asked` already reads as no ask
_MEASURED = re.compile(r"\b(?:equivalent|comparable|similar) to\b|\bat the level of\b", re.I)
# an abbreviation in a list of roles: "a network engineer and DBA", "DBA or developer"
_ABBREVIATION = r"(?P<abbr>[A-Z]{2,5})"
_JOINED = r"(?:,|\s+and|\s+or|/)\s*(?:an? )?"
_ROLE_LIST = re.compile(
    rf"\b(?P<a>[a-z]+){_JOINED}{_ABBREVIATION}(?!\w|\.\w)|"
    rf"(?<![\w.]){_ABBREVIATION.replace('abbr', 'abbr2')}{_JOINED}(?P<b>[a-z]+)\b"
)


def _degree_noun(text: str) -> bool:
    """True when "degree" names a qualification ("a computer science degree")."""
    if _MEASURED.search(text):
        return False
    for found in _DEGREE_WORD.finditer(text):
        before = (found.group("before") or "").lower()
        if before in _NOT_A_FIRST_DEGREE or before[:1].isdigit():
            continue
        return True
    return False


def _without_role_abbreviations(text: str) -> str:
    """The text with the abbreviations listed beside a role's noun taken out."""

    def blank(found: re.Match[str]) -> str:
        role = found.group("a") or found.group("b")
        if not names_a_role(role, plural=False):
            return found.group()
        abbr = found.group("abbr") or found.group("abbr2")
        return found.group().replace(abbr, " ")

    return _ROLE_LIST.sub(blank, text)


# the UK's Higher National Diploma and Certificate (RQF levels 5 and 4, Ofqual) and Nigeria's
# (Ordinary) National Diploma (NBTE): diplomas, whatever their level
_NATIONAL_DIPLOMA = (
    r"(?:(?-i:\bHN[DC]\b|\bO?ND\b)|"
    r"\b(?:higher\s+|ordinary\s+)?national\s+(?:diploma|certificate)\b)"
)
_DIPLOMA_BESIDE = re.compile(
    r"(?<!graduate )\bdiploma\s*(?:/|\bor\b|,)\s*(?:an?\s+)?(?:bachelor|(?:university\s+)?degree)"
    # "Diploma in Nursing or BSc Nursing": the diploma's field between it and the degree
    r"|(?<!graduate )\bdiploma (?:in|of) (?:[A-Za-z&-]+ ){1,3}?or (?:an? )?"
    r"(?:B\.?\s?Sc|B\.?S\b|B\.?A\b|bachelor)"
    r"|\b(?:bachelor\w*|degree)\s*(?:/|\bor\b)\s*(?:an?\s+)?(?:relevant\s+|equivalent\s+)?diploma\b"
    # "A first degree/ HND in ...", "HND or B.Sc": a higher or national diploma beside it
    rf"|{_NATIONAL_DIPLOMA}\s*(?:/|\bor\b|,)\s*(?:an?\s+|first\s+)*(?:bachelor|degree|B\.?\s?Sc\b)"
    rf"|\b(?:degree|bachelor\w*|B\.?\s?Sc\.?|B\.?\s?A\.?)\s*(?:/|\bor\b|,)\s*(?:an?\s+)?"
    rf"{_NATIONAL_DIPLOMA}"
    # a school's leaving diploma as the other route: "High school or college graduate",
    # "a bachelor's degree or a high school diploma with 4 years of experience"
    r"|\b(?:high|secondary)\s+school(?:\s+(?:diploma|graduate|certificate|education))?"
    r"\s*(?:,|/|\bor\b)\s*(?:an?\s+)?(?:college|university|associate|bachelor\w*)?\s*"
    r"(?:degree|graduate)"
    r"|\b(?:degree|bachelor\w*)\b[^.;]{0,30}?\bor\s+(?:an?\s+)?(?:high|secondary)\s+school\s+"
    r"(?:diploma|graduate|certificate|education|equivalent)",
    re.I,
)
_MORE_LEVELS = (
    (
        "bachelor",
        re.compile(r"(?<![\w.])(?:B\.\s?E\.(?!\w)|B\.\s?Tech\b|B\.\s?[Ee]d\b|B\.?\s?Com\b|BBA\b)"),
    ),
    (
        "master",
        re.compile(
            r"(?<![\w.])(?:M\.\s?Tech\b|M\.?\s?C\.?\s?A\b\.?|M\.\s?Ed\b)|"
            # "postgraduate qualification in marketing": UK RQF level 7, a master's level
            r"\bpost-?graduate (?:in|degree|qualifications?)\b",
            re.I,
        ),
    ),
)
_ORDER = ("associate", "bachelor", "master", "phd")
# a first degree named by its cycle: "an undergraduate degree", "undergraduate or graduate
# degree", "undergraduate/postgraduate degree in economics"
_UNDERGRADUATE = re.compile(
    r"\bundergraduate\s+(?:(?:or|and|/)\s+(?:post)?graduate\s+)?(?:degree|qualification)"
    r"|\bundergraduate\s*/\s*(?:post)?graduate\s+degree",
    re.I,
)
# a student, offered beside a degree as the other way to qualify: "Upper-level undergraduate or
# post-bachelor's degree", "bachelor's degree or a final-year student"
_STUDENT = (
    # (a degree's name may stand between: "final-year PhD students", "current MSc students")
    r"(?:(?:senior|final[- ]year|third[- ]year|fourth[- ]year|current|upper[- ]level)\s+"
    r"(?:(?:PhD|Ph\.D\.?|doctoral|master['’]?s|MSc|graduate)\s+)?"
    r"(?:undergraduate|(?:college\s+|university\s+)?student)s?|undergraduate\s+students?|"
    r"(?:current(?:ly)?\s+)?enrolled\s+students?)"
)
_STUDENT_BESIDE = re.compile(
    rf"\b{_STUDENT}\s*(?:,|/|\bor\b)\s*[^.;]{{0,60}}?\b(?:degree|graduate)"
    rf"|\b(?:degree|graduate)\b[^.;]{{0,60}}?(?:,|/|\bor\b)\s*(?:an?\s+)?{_STUDENT}\b",
    re.I,
)


def _least(levels: list[str]) -> str | None:
    return min(levels, key=_ORDER.index) if levels else None


@lru_cache(maxsize=1)
def _microsoft() -> re.Pattern[str]:
    """ "MS" before one of Microsoft's products ("MS Office", "MS-Excel"): not a Master of
    Science. The products are `experience.microsoft_products` (ESCO and the skill table)."""
    return re.compile(rf"\bMS[- ](?=(?:{microsoft_alternation()})\b)", re.I)


# Indian usage: "Graduate" a first degree, "Post Graduate"/"Post Graduation" a master's;
# "Graduate & Post Graduate Degree" accepts either, the least a bachelor's
_GRADUATE_OR_POST = re.compile(r"\bgraduate\s*(?:&|and|/|or)\s*post[- ]?graduat(?:e|ion)\b", re.I)
_POST_GRADUATION = re.compile(r"\bpost[- ]?graduation\b", re.I)
# study past a first degree named by its cycle: "an advanced education in physics",
# "graduate study", "graduate studies in economics" (a master's, as "graduate degree" is)
_GRADUATE_STUDY = re.compile(
    r"\b(?P<kind>advanced|(?<![\w-])graduate)\s+(?:education|stud(?:y|ies))\b", re.I
)


def _spelled_out(text: str) -> str:
    text = _microsoft().sub("Microsoft ", text)
    text = _GRADUATE_OR_POST.sub("bachelor's or master's", text)
    text = _POST_GRADUATION.sub("postgraduate", text)
    return _GRADUATE_STUDY.sub(lambda m: f"{m['kind']} degree", text)


def posting_degree(text: str) -> str | None:
    """The least degree level a posting's requirement asks for, or None (see the module doc)."""
    text = levels_spelled(unasked_degrees_removed(_spelled_out(text)))
    if _DIPLOMA_BESIDE.search(text) or _STUDENT_BESIDE.search(text) or degree_waived(text):
        return None
    level = _posting_degree(text) or framework_level(text)
    level = level or ("bachelor" if first_degree_otherwise(text) else None)
    more = [name for name, pattern in _MORE_LEVELS if pattern.search(text)]
    more += ["bachelor"] if _UNDERGRADUATE.search(text) and not _MEASURED.search(text) else []
    return _least([*([level] if level else []), *more])


def _posting_degree(text: str) -> str | None:
    if _PURSUED.search(text):
        return None
    level = degree_asked(_without_role_abbreviations(text))
    if level is None or (level == "bachelor" and _TWO_YEAR.search(text)):
        if _TWO_YEAR.search(text):
            return "associate"
        if (
            _DEGREE_LEVEL.search(text)
            or _FOUR_YEAR.search(text)
            or _GRADUATE_OF_COURSE.search(text)
        ):
            return "bachelor"
        return "bachelor" if _degree_noun(text) else None
    return level
