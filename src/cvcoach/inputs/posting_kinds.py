"""What each part of a posting is: section kinds from headings, and the shapes of sentences.

`section_kind` names a section from its heading (about, responsibilities, requirements,
nice-to-have, benefits, legal/EEO, how to apply). `ignore_reason` is the one function that
decides whether a line is a requirement, for the CLI, the API and the UI alike: text
addressed to a model, legal text, application rules and pay or benefits never are, in any
section; outside requirement sections only a sentence shaped like a requirement is.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_asks import (
    ABOUT_US,
    APPLICATION_STEP,
    INVITES_TO_APPLY,
    KEY_TO,
    NOT_NEEDED,
    NOTHING_ASKED,
    PERK,
    POINTER,
    SENIORITY_FIELD,
    SUBSTITUTES_EDUCATION,
    TERMS_OF_POST,
    describes_by_question,
)
from cvcoach.inputs.posting_candidate import (
    OPENS_AS_REQUIREMENT,
    SOUGHT_TO_APPLY,
    asks_of_candidate,
    does_the_work,
)
from cvcoach.inputs.posting_conditions import names_a_condition, states_a_condition
from cvcoach.inputs.posting_headings import HEADINGS
from cvcoach.inputs.posting_meta import about_the_list, names_qualifications, softens_a_list
from cvcoach.inputs.posting_post_requires import post_requires
from cvcoach.inputs.posting_role_sought import names_the_role_sought
from cvcoach.inputs.posting_words import YEARS_COUNT, YEARS_WORD
from cvcoach.inputs.role_text import addresses_a_model
from cvcoach.model.role import SectionKind

_LINK = re.compile(r"!?\[([^\[\]]*)\]\([^()]*\)")
# A page template's tags (Jinja, Liquid, Tera, Django): `{% extends "base.html" %}`,
# `{{ site.baseurl }}`, `{# a comment #}` are the site generator's, never the posting's text.
# a page template's tags: Jinja/Liquid (`{% ... %}`, `{{ ... }}`), and a server page's
# directives and scriptlets (JSP, ASP, ERB: `<%@ page import="..." %>`, `<%= name %>`)
# and a Blade view's directives (`@extends('layouts.front')`, `@section('content')`)
TEMPLATE_TAG = re.compile(
    r"\{%.*?%\}|\{\{.*?\}\}|\{#.*?#\}|<%.*?%>|"
    r"(?<![\w@.])@(?:extends|section|endsection|yield|include|stop|show|push|endpush|php|endphp)"
    r"\b(?:\([^()\n]*\))?",
    re.S,
)

# The shapes of sentences that are not requirements, wherever they stand.
_LEGAL = re.compile(
    r"equal (?:employment )?opportunit|without regard to|protected (?:veteran|class|status)|"
    r"accommodation|\b(?:have|any) accessibility requirements|(?:reasonable|request) adjustments|"
    r"\bEEO\b|"
    r"affirmative action|e-verify|sexual orientation|"
    r"gender identity|national origin|background check|right to work in|privacy (?:notice|policy)"
    r"|applicable (?:law|laws)|pay transparency",
    re.I,
)
_APPLY = re.compile(
    # "to apply" for the job, not "to apply your skills", "to apply innovative tools", and
    # not who may ("U.S. citizens are eligible to apply": a condition)
    r"\b(?:(?<!eligible )to apply\b(?!\s+(?!(?:for|online|by|via|through|now|here|today|at|"
    r"to|with|in|as|using|please|and|or)\b)\w)|"
    r"apply (?:now|here|today|via|through|online)|"
    r"submit (?:your|a) "
    r"(?:cv|resume|résumé|application|portfolio)|send (?:us )?your|during the interview|"
    # the process the reader goes through, not a recruiter's work "throughout the hiring
    # process"
    r"(?<!throughout the )(?:interview|hiring) process|"
    r"part of the (?:hiring|interview|application)|"
    r"invited (?:to|for) (?:an? )?interview|"
    r"grounds for (?:rejection|disqualification)|recruit(?:er|ing) agenc|"
    r"applications? (?:will|are|must|should)|please (?:note|apply|include|send)|"
    r"(?:e-?mail|send|forward) (?:us |them )?(?:your|their|a|this) (?:cv|resume|résumé|"
    r"cover letter|posting|job)|application form)",
    re.I,
)
_BENEFIT = re.compile(
    # a sum of money, but not millions or billions ("a ~$1 million annual budget", "$20M ARR"):
    # a budget, revenue or funding, not pay
    r"(?:[$€£]|\b(?:USD|EUR|GBP|CA\$))\s?\d[\d,.]*+(?!\s?(?:million|billion|bn|[MB])\b)|"
    r"\b401\(?k\)?|"
    r"\b(?:salary|compensation|base pay|pay range|equity|stock options?|bonus(?:es)? "
    r"(?:plan|program)|(?:health|dental|vision|life) (?:insurance|benefits|care|plan)|pto|"
    r"paid time off|vacation|"
    r"parental leave|holidays?|wellness|stipend|allowance|pension|retirement|perks?|wages?|"
    r"snacks|lunch(?:es)?|gym)\b",
    re.I,
)
# the candidate's own availability: "Availability to work full time", "Able to work weekends"
_AVAILABLE = re.compile(
    r"^(?:availability|available|able|willing(?:ness)?|flexibility) to work\b", re.I
)
# Where and how the work is done: an offer, not something asked of the candidate.
_ARRANGEMENT = re.compile(
    r"\bwork(?:ing)? (?:remote(?:ly)?|from (?:home|anywhere))\b|\bremote(?:ly)?\b[^.]{0,60}"
    r"\b(?:fine|possib\w*|welcome|option\w*|anywhere)\b|\b(?:start|work) (?:part|full)[- ]time\b|"
    r"\bworking (?:hours|preferences)\b|\bwork mode\b",
    re.I,
)
# A sentence shaped like a requirement: it asks for experience, a skill, years or a degree.
_REQUIREMENT_SHAPE = re.compile(
    rf"\b{YEARS_COUNT}(?:[-–]\s*\d+\s*\+?\s*)?{YEARS_WORD}|"
    r"\b\d+\s*(?:[-–]\s*\d+\s*)?months?\b[^.]{0,25}\bexperience\b|"  # "6-12 months experience"
    r"\b(?:experience|proficiency|expertise|fluency|familiarity|knowledge|understanding|"
    r"background|track record|skills?) (?:with|in|of|using|building|designing|writing)\b|"
    # a degree, not "a high degree of autonomy"
    r"\b(?:degree(?! of (?!\w+ in\b))|bachelor'?s?|master'?s?|ph\.?d|doctorate|B\.?S\.?c?|"
    r"M\.?S\.?c?|B\.?A\.?)\b|"
    r"\b(?:you have|you've|you bring|must have|must be|should have|required|proficient|"
    r"fluent|skilled|comfortable with|familiar with|ability to|able to)\b|"
    r"\b(?:knowledgeable|experienced|well[- ]versed) (?:in|with|about|of|at)\b|"
    r"\bAO[SC]\b|\bareas? of (?:speciali[sz]ation|competence)\b|"  # an academic post's fields
    # a licence held: "licensed as a registered nurse", "Valid Driver's License"
    r"\b(?:licen[cs]ed|certified) (?:as|in|to|by)\b|\b(?:valid|current|active|unencumbered)\b"
    r"[^.;]{0,40}?\b(?:licen[cs]e|licensure|certificat(?:e|ion)|registration)\b",
    re.I,
)
ASKS_YEARS = re.compile(rf"\b{YEARS_COUNT}(?:[-–]\s*\d+\s*\+?\s*)?{YEARS_WORD}", re.I)
# Two items a lost line break ran together: "...and firewalls Must understand the security".
RUN_ON = re.compile(r"(?<=[a-z]) (?=Must (?:have|be|understand|know|possess|demonstrate)\b)")
_REQUIREMENT_KINDS = ("requirements", "nice")
# A field whose value says nothing is asked: "Education: n/a", "Clearance: None".
_EMPTY_FIELD = re.compile(
    r"^[\w&/' -]{1,30}:\s*(?:n/?a|none|nil|not (?:required|applicable|needed)|-+|—)\W*$", re.I
)


# "Requisition Number: 0412345", "Hours Per Week: 40", "Bargaining Unit: Local 12": a field of
# the posting's record, a label in title case and a value of a few words
_RECORD = re.compile(r"^(?P<label>[A-Z][\w/&'-]*(?: [A-Z][\w/&'-]*){1,3})\s*:\s*(?P<value>\S.*)$")


def _record_field(text: str) -> bool:
    """True for a line of a posting's record: a label of two to four capitalised words that
    names no requirement, and a value of four words or fewer that asks for nothing."""
    found = _RECORD.match(text.strip())
    if found is None or len(found["value"].split()) > 4:
        return False
    if section_kind(found["label"]) in ("requirements", "nice"):
        return False
    return not is_requirement_shaped(found["value"])


def without_template_tags(text: str) -> str:
    """A page without its template's tags (`TEMPLATE_TAG`); line breaks inside one kept."""
    return TEMPLATE_TAG.sub(lambda tag: "\n" * tag.group().count("\n"), text)


def words(text: str) -> frozenset[str]:
    """The words of a space-separated list, as a set."""
    return frozenset(text.split())


def clean_inline(text: str) -> str:
    """Markdown inline syntax removed: links keep their text, emphasis and code marks go."""
    text = re.sub(r"\\(?=\s|$)", " ", text)  # pandoc's hard line breaks
    text = re.sub(r"\\([\\`*_{}\[\]()#+\-.!$'\"])", r"\1", text)  # escaped characters
    text = _LINK.sub(r"\1", text)
    text = re.sub(r"<[^<>]+>", " ", text)
    text = text.replace("**", "").replace("__", "").replace("`", "")
    text = re.sub(r"(?<![\w*])[*_](\S(?:[^*_]*\S)?)[*_](?![\w*])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def section_kind(heading: str) -> SectionKind:
    """What a section is, from its heading ("Nice to have" → nice); `other` when unknown."""
    h = re.sub(r"[^\w' -]", " ", heading.lower().replace("’", "'"))
    h = re.sub(r"\s+", " ", h).strip()
    for kind, pattern in HEADINGS:
        if re.search(pattern, h):
            return kind
    return "other"


def heading_in_item(content: str, raw: str) -> str | None:
    """The heading a list item is, written in capitals or as a bold or colon label
    ("· **Qualifications:**", "· QUALIFICATIONS"), when it names a section of the posting
    (a record of labelled items, "- **Requirements:**" then "- **Duties:**", is one list
    whose labels open its sections)."""
    label = content.rstrip(" :;")
    kind = section_kind(label) if 0 < len(label.split()) <= 3 else "other"
    shaped = label.isupper() or raw.rstrip().endswith((":", "**", "__"))
    named = ("requirements", "nice", "responsibilities", "benefits", "apply")
    return label if kind in named and shaped else None


def is_requirement_shaped(sentence: str) -> bool:
    """True when a sentence asks for experience, a skill, years or a degree."""
    return _REQUIREMENT_SHAPE.search(sentence) is not None


_SECTION_REASONS = {
    "about": "about the company",
    "responsibilities": "a responsibility, not a requirement",
    "benefits": "pay or benefits",
    "legal": "legal/EEO text",
    "apply": "how to apply",
    "other": "not shaped like a requirement",
    "title": "the posting's title",
}
# A line that is a skill's name and nothing else: "Project management experience".
_NAMES_A_SKILL = re.compile(r"^(?:[\w/&+.-]+ ){1,4}(?:experience|skills|expertise)\.?$", re.I)
# Prose of a requirement section that describes the person sought: "An experienced financial
# manager who specializes in nonprofit finance", "A detail-oriented planner who...".
_DESCRIBES_PERSON = re.compile(
    r"^an? (?:[\w-]+ ){1,5}?(?:who|that) (?:can|has|have|is|are|will|knows?|brings?|"
    r"speciali[sz]es?|loves?|enjoys?|thrives?|understands?|appreciates?)\b",
    re.I,
)


# A sentence naming the tools the work is done in: "We work in Go, Python, Scala and React",
# "Our stack: ..." — a list of three or more names after a "we use"-style phrase or a
# phrase naming our stack or our technologies (up to two words before the noun; "the
# latest technologies" names none of the team's).
_STACK = re.compile(
    r"\b(?:we|the team|our team)\s+(?:mostly |mainly |currently |primarily )?"
    r"(?:use|work (?:in|with)|build (?:with|in|on)|develop (?:in|with)|code in|write)\b|"
    # "our stack", "Our current stack is ...", "Our core technologies are ...", "we have a
    # modern javascript stack (Typescript, React, ...)"
    r"\b(?:our|a)\s+(?:[\w-]+\s+){0,2}(?:stack|technologies)\b|\bthe (?:tech(?:nology)? )?stack\b",
    re.I,
)
_NAME_LIST = re.compile(r"(?:\b[A-Z][\w.+#/-]*,\s+){2,}")


# A lead-in to a list of the tools the team uses: "Technologies we use include:", "Our
# stack runs on Azure and currently includes", "We use:" (the lead-in's last words announce
# the list)
_STACK_LEAD = re.compile(
    r"(?:\b(?:our|the) (?:[\w-]+ ){0,2}(?:stack|technologies|tools|tooling)\b|"
    r"\b(?:technologies|tools|languages) (?:we|our team|the team) (?:use|work with)\b|"
    r"\bwe (?:currently |mostly |mainly )?(?:use|work with|build (?:with|on))\b)"
    r"[^.!?]{0,60}?(?:\binclud(?:e|es|ing)|\bare|\bis|\buse|\bwith|\bon)?\s*:?$",
    re.I,
)


def leads_the_stack(text: str) -> bool:
    """True for a lead-in to the list of tools the team uses ("Technologies we use
    include:"): what the work is done with, context unless a requirements section opens
    with it."""
    return _STACK_LEAD.search(text.strip()) is not None


def names_the_stack(text: str) -> bool:
    """True for a sentence that names the tools the work uses ("We work in Go, Python, Node,
    Scala"): it asks for them as a field line (`Stack: ...`) does."""
    return _STACK.search(text) is not None and _NAME_LIST.search(text) is not None


def _asks_nothing(text: str) -> str | None:
    """Why a line asks nothing of the candidate whatever its section, or None."""
    if NOTHING_ASKED.match(text) or NOT_NEEDED.match(text):
        return "says what is not required"
    if SUBSTITUTES_EDUCATION.match(text):
        return "lets experience stand in for the education asked, asks nothing more"
    if INVITES_TO_APPLY.match(text):
        return "an invitation to apply, asks nothing itself"
    if _EMPTY_FIELD.match(text):
        return "a field left empty, it asks for nothing"
    if _record_field(text):
        return "a field of the posting's record (a date, a number, a schedule), asks for nothing"
    if names_the_role_sought(text):
        return "names the role sought: a summary, not a requirement"
    if POINTER.search(text):
        return "points the reader to more about the employer"
    if SENIORITY_FIELD.match(text):
        return "the seniority of the post, not an ask"
    if APPLICATION_STEP.match(text):
        return "how to apply: what the application form must hold"
    asks = _asks(text) and not KEY_TO.search(text)
    if TERMS_OF_POST.match(text) and not asks:
        return "the terms of the post (its length, hours, pay), not an ask"
    if ABOUT_US.match(text):
        return "about the employer, not the candidate"
    if PERK.search(text) and not is_requirement_shaped(text):
        return "pay or benefits"
    return None


def _condition(text: str, section: SectionKind, bullet: bool) -> bool:
    """A condition of hire: "Background check required.", or "Right to work in Australia" as
    a requirement list's item (the list says it is asked)."""
    listed = section in _REQUIREMENT_KINDS and bullet and names_a_condition(text)
    return listed or states_a_condition(text)


def _asks(text: str) -> bool:
    """A sentence that asks of the candidate or says what the post requires of them."""
    return asks_of_candidate(text) or post_requires(text)


def ignore_reason(
    text: str, section: SectionKind, *, bullet: bool = True, sections: bool = True
) -> str | None:
    """Why a line of a posting is no requirement, or None when it is one.

    The one place that decides, for the CLI, the API and the UI: text addressed to a model,
    legal text, application rules and pay or benefits are never requirements, in any
    section. A requirement section's list items are requirements, its prose only when
    shaped like one; elsewhere only a sentence that asks something of the candidate is one
    (and, in a posting with no requirement section (`sections` False), any sentence shaped
    like a requirement). A lead-in ("You should have:") is none.
    """
    if addresses_a_model(text):
        return "addressed to a model, not to a candidate"
    if _LEGAL.search(text) and not _condition(text, section, bullet):
        return "legal/EEO text"
    if states_a_condition(text) and not (section == "responsibilities" and bullet):
        return None  # a condition of hire, wherever it stands (under Compensation, Location)
    if _APPLY.search(text) and not SOUGHT_TO_APPLY.search(text):
        return "how to apply"
    if _BENEFIT.search(text) and not is_requirement_shaped(text):
        return "pay or benefits"
    available = _AVAILABLE.match(text) is not None  # "Availability to work nights": an ask
    if _ARRANGEMENT.search(text) and not (
        is_requirement_shaped(text) or asks_of_candidate(text) or available
    ):
        return "work arrangement (remote work, hours, contract)"
    if (reason := _asks_nothing(text)) is not None:
        return reason
    if not bullet and text.rstrip().endswith(":") and not ASKS_YEARS.search(text):
        return "a lead-in, not a requirement"  # unless it asks years itself
    if not bullet and about_the_list(text):
        return "tells how to read the requirements, asks nothing itself"
    if text.rstrip().endswith("?") and (bullet is False or describes_by_question(text)):
        return (
            None if describes_by_question(text) else "a question to the reader, not a requirement"
        )
    if section in _REQUIREMENT_KINDS:
        if (
            bullet
            or is_requirement_shaped(text)
            or _asks(text)
            or _DESCRIBES_PERSON.match(text)
            or _NAMES_A_SKILL.match(text)  # "Relevant professional experience."
        ):
            return None
        return "not shaped like a requirement"
    if section in ("about", "other", "responsibilities", "title"):
        if section != "responsibilities" and names_the_stack(text):
            return None
        if _asks(text) and (section != "responsibilities" or not bullet):
            return None  # a duty list's items are duties; its prose may ask of the candidate
        if section == "responsibilities" and OPENS_AS_REQUIREMENT.match(text):
            return None
        shaped = is_requirement_shaped(text) and not does_the_work(text)
        if not sections and section != "responsibilities" and shaped:
            return None
        if section != "responsibilities" and bullet and _NAMES_A_SKILL.match(text):
            return None
    return _SECTION_REASONS[section]


# A lead-in announcing what the hire will do: "Potential candidates will support the
# following groups:", "You will work on:" (not "You will need:", "You will have:").
_DUTY_LEAD = re.compile(
    r"\b(?:you|candidates?|the (?:successful )?(?:candidate|hire|person)|they) will "
    r"(?!(?:also )?(?:need|have|bring|be expected|possess|ideally)\b)(?:\w+ ){1,2}"
    r"(?:the following|on|with|in)\b",
    re.I,
)


def lead_in_kind(lead: str, section: SectionKind) -> SectionKind:
    """The kind of list a lead-in line opens ("Nice to have:", "You will need to:"), read in
    the section it stands in: a "helpful to have:" list of a requirement section is still
    what the role asks for, one announcing duties is duties."""
    kind = section_kind(lead)
    if kind == "nice" and section == "requirements" and softens_a_list(lead):
        return "requirements"  # "the skillset we think is very helpful to have:"
    if kind == "other" and _DUTY_LEAD.search(lead):
        return "responsibilities"  # "Potential candidates will support the following groups:"
    if section == "apply" and kind in _REQUIREMENT_KINDS and not names_qualifications(lead):
        return "apply"  # "Before you start, you should have:" (a resume, a cover letter)
    return kind
