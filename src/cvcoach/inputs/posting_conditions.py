"""Conditions of hire a recruiter screens for: the right to work, where the person lives, the
hours they keep, a vehicle or driving licence, a background check or clearance
(`states_a_condition`).

"Applicants must be eligible for employment in the United States", "we can only hire someone
who is a resident / citizen or holds a valid work permit", "you have to be based in Berlin",
"candidates must be able to meet regularly with staff in U.S. Pacific Time" rule candidates in or
out; an offer ("you can reside anywhere in the world"), the law's non-discrimination text
("without regard to ... citizenship") and the employer's own place ("We are based in
Manchester.") do not. A condition's years count residence, not experience (`requirements`).
`ignore_reason` reads a condition as a requirement wherever it stands (under Compensation,
under Location, beside EEO text), but in a list of duties.
"""

from __future__ import annotations

import re

# what the condition is about: the right to work, residence, place or working hours
_SUBJECT = re.compile(
    r"\b(?:eligib(?:le|ility) (?:for employment|to work|to be employed)|"
    r"(?:authori[sz]ed|permitted|entitled|legally able|\b[Tt]he right|\b[Rr]ight) to work|"
    r"\bwork(?:ing)? rights\b|"
    r"work(?:ing)? (?:permit|authori[sz]ation|visa)|residen(?:t|ce|cy)|citizen(?:ship)?|"
    # "candidates who don't require a visa to work in the UK" (lower case: not the card brand;
    # the person's visa, not the employer's offer of sponsorship)
    r"\b(?:candidates?|applicants?|you|who|those|people|someone)\b[^.]{0,40}\bvisas?\b|"
    r"(?:liv(?:e|ed|ing)|located|based|resid(?:e|ed|ing)|be) "
    r"(?:in|within|out of|near) (?:the )?[A-Z]|"
    r"time ?zones?\b|working hours (?:are |that )?(?:aligned|overlap)|"
    # getting to the work: "OWN VEHICLE REQUIRED", "a clean driving licence", "a driver's
    # license and access to transport" (not a company car offered: "a vehicle is provided")
    r"(?i:\bown (?:vehicle|car|transport)\b|\bdriv(?:ing|er['’]?s?) licen[cs]e\b|"
    r"\bclean licen[cs]e\b)|"
    r"(?:Pacific|Eastern|Central|Mountain) (?:Time|US)|"
    r"\b(?:[A-Z]{3,4}|UTC|GMT) ?[+-] ?\d|"
    # what the employer checks before hiring: "Background check required."
    r"(?i:background (?:check|screening)|security clearance|drug (?:test|screen)|"
    # a criminal-records check by its national names (the UK's DBS and its former CRB,
    # Scotland's PVG, a police check) and the checks a safe recruitment makes
    r"(?:criminal )?records? check|\b(?:DBS|CRB|PVG)\b|police (?:check|clearance|vetting)|"
    r"(?:pre-employment|safeguarding|right to work|employment history)\b[^.]{0,40}\bchecks?))",
)
# that it restricts who is hired: must, only, required, as long as, preferred
_RESTRICTS = re.compile(
    r"\b(?:must|only|required?|requires|need(?:s|ed)? to|have to|has to|should|able to|"
    r"(?:as|so) long as|prefer(?:s|red|ence)?|we can(?:not|['’]t)|unable to|pre-?requisite|"
    r"conditional (?:up)?on|conditional pending|contingent (?:up)?on|subject to)\b",
    re.I,
)
# an offer or the law's non-discrimination text, not a condition
_NO_CONDITION = re.compile(
    # ("you can be based anywhere so long as your working day overlaps with ..." still is)
    r"\b(?:without regard|regardless of|"
    r"anywhere(?! in the (?!world))(?![^.]*\b(?:so|as) long as\b))\b|"
    # "does not discriminate on the basis of ... citizenship", "is not subject to residency
    # requirements": the law's text and a rule that does not apply
    r"\bdiscriminat|\b(?:not|nor) (?:be )?subject to\b|"
    r"\bno (?:geographic(?:al)? |location )?restrictions?\b(?![^.]*\bbut\b)",
    re.I,
)


# the employer declines to sponsor a visa: only those with the right to work are hired
# ("Please note that Hooli does not offer sponsorship", "we are unable to sponsor visas");
# not an offer of sponsorship
_NO_SPONSORSHIP = re.compile(
    r"\b(?:(?:does|do|can|will)\s*(?:not|n['’]t)|cannot|unable to|no)\s+(?:offer\s+|provide\s+)?"
    r"(?:visa\s+)?sponsor(?:ship|s)?\b",
    re.I,
)


# who may be hired at all: the right to work, a permit, citizenship, residence
_ELIGIBILITY = re.compile(
    r"\b(?:eligib(?:le|ility) (?:for employment|to work|to be employed)|"
    r"(?:authori[sz]ed|permitted|entitled|legally able|right) to work|"
    r"work(?:ing)? (?:rights|permit|authori[sz]ation|visa)|citizen(?:ship)?|residen(?:t|cy))\b",
    re.I,
)


def names_a_condition(text: str) -> bool:
    """True for a line that names who may be hired without saying it restricts ("Right to
    work in Australia", a requirement list's item: the list says it is asked); not the law's
    non-discrimination text."""
    return _ELIGIBILITY.search(text) is not None and _NO_CONDITION.search(text) is None


def states_a_condition(text: str) -> bool:
    """True for a sentence that restricts who can be hired by their right to work, where
    they live or the hours they keep ("Applicants must be eligible for employment in the
    United States"; "We also prefer that you live in the United States")."""
    if _NO_SPONSORSHIP.search(text):
        return True
    if _NO_CONDITION.search(text):
        return False
    return _SUBJECT.search(text) is not None and _RESTRICTS.search(text) is not None
