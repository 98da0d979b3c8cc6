"""Slips the bullet checks of `writing` do not see on their own.

- the opening checks after a label or a leading "I": "GELU: Implement ...",
  "Duties included: Write and Optimize ...", "I helped to deploy ...";
- duties written as a state: "Leon was responsible for ...", "was in charge of";
- a past participle used as the past tense: "Proven the effectiveness" -> "Proved" (not a
  participle phrase: "Driven by research", "Given a deadline, built ...");
- articles: "a interpreter" -> "an interpreter", "an patent" -> "a patent";
- text broken by PDF extraction: a stray icon glyph (a bold "O", or an "O" alone before a
  text's first word), "N: M" for "N:M" before a hyphen, a bracket or the end.
"""

from __future__ import annotations

import re
from dataclasses import replace

from cvcoach.checks.writing import TextIssue, check_tense, find_weak_openings
from cvcoach.model.findings import Severity

_LEAD = re.compile(r"^[\s*_]*(?:[^\s:]+(?:\s+[^\s:]+){0,2}?\s*:\s*|I\s+)")
_LEAD_I = re.compile(r"^[\s*_]*I\s+")  # `_LEAD` where a text has no colon
_STATE_DUTY = re.compile(r"\b(?:was|were|is|are)\s+(?:responsible for|in charge of)\b", re.I)
# Participles that differ from the past tense, as their past tense.
_PARTICIPLES = {
    "proven": "proved",
    "shown": "showed",
    "done": "did",
    "begun": "began",
    "written": "wrote",
    "taken": "took",
    "given": "gave",
    "driven": "drove",
    "grown": "grew",
    "chosen": "chose",
    "undertaken": "undertook",
    "overseen": "oversaw",
    "rewritten": "rewrote",
    "drawn": "drew",
}
_FIRST = re.compile(r"^[\s*_]*([A-Za-z]+)\b")
_ARTICLE = re.compile(r"\b([Aa]n?)\s+([*_`]*)([A-Za-z][\w-]*)")
# Words whose sound does not follow their first letter.
_AN_CONSONANT_LETTER = ("hour", "honest", "honor", "honour", "heir")
_A_VOWEL_LETTER = ("uni", "use", "usu", "user", "util", "euro", "one", "once", "ubiq", "uran")
# An icon glyph read as a letter: a bold "O" alone, or an "O" alone before the first word
# of a text (a name or link after its icon). In prose a lone O is English ("Big O").
_GLYPH = re.compile(r"(?<![\w*])\*\*O\*\*(?!\w)|^\s*(O)(?=\s+\*{0,2}[A-Za-z])")
# "N: M" for the ratio N:M: two single capitals around ": " and then a hyphen, a bracket
# or the end ("N: M-Sparse"); "Plan B: A fallback" is a label and a sentence.
_LETTER_GAP = re.compile(r"\b([A-Z]): ([A-Z])(?=[-)]|$)")
# After an opening participle, a "by" (Driven by research) or a comma closing the phrase
# within a few words (Given a deadline, built...) shows a participle phrase, not a past tense.
_PARTICIPLE_PHRASE = re.compile(r"\s+by\b|(?:\s+[^\s.;:!?,]+){1,5},")


def _shifted(issues: list[TextIssue], offset: int) -> list[TextIssue]:
    return [replace(i, start=i.start + offset, end=i.end + offset) for i in issues]


def after_lead_issues(text: str, finished: bool | None) -> list[TextIssue]:
    """Tense and weak openings right after a label ("GELU: Implement") or a leading 'I'."""
    lead = _LEAD.match(text) if ":" in text else _LEAD_I.match(text)
    if lead is None or lead.end() >= len(text):
        return []
    rest = text[lead.end() :]
    subject = text[: lead.end()].strip() == "I"
    issues = _shifted(check_tense(rest, finished=finished, after_subject=subject), lead.end())
    if subject:
        for fix in find_weak_openings(rest, finished):
            end = lead.end() + fix.end
            phrase = text[lead.start() : end].strip()
            issues.append(
                TextIssue(
                    "weak_verb",
                    Severity.WARNING,
                    lead.start(),
                    end,
                    phrase,
                    None,
                    f"'{phrase}' is a weak opening; start with a verb that names what you did",
                )
            )
    return issues


def state_duty_issues(text: str) -> list[TextIssue]:
    out: list[TextIssue] = []
    lower = text.lower()
    if "pon" not in lower and "harg" not in lower:
        return out  # no "responsible for", no "in charge of" (no other letter folds to these)
    for m in _STATE_DUTY.finditer(text):
        out.append(
            TextIssue(
                "weak_verb",
                Severity.WARNING,
                m.start(),
                m.end(),
                m.group(0),
                None,
                f"'{m.group(0)}' describes a duty, not what was done; name the action "
                "(designed, led, built...)",
            )
        )
    return out


def participle_issues(text: str, finished: bool | None) -> list[TextIssue]:
    m = _FIRST.match(text)
    if m is None or finished is False:
        return []
    past = _PARTICIPLES.get(m.group(1).lower())
    if past is None or _PARTICIPLE_PHRASE.match(text, m.end(1)):
        return []
    fixed = past.capitalize() if m.group(1)[0].isupper() else past
    return [
        TextIssue(
            "tense",
            Severity.WARNING,
            m.start(1),
            m.end(1),
            m.group(1),
            fixed,
            f"'{m.group(1)}' is a participle; the past tense is '{fixed}'",
        )
    ]


# How an all-capitals word is read decides its article. Spelled letter by letter ("HTML",
# "MLIR", "FBI") it takes the sound of its first letter's name; read as a word ("NASA",
# "UNICEF") it takes the sound of its spelling. A word can be read when it starts with a
# vowel or with a consonant cluster English words start with, and no three consonants stand
# together; otherwise it is spelled. Short readable ones ("LAN", "MIT") are said both ways,
# so an article is flagged only when both readings agree ("an API"). The clusters are
# English's two- and three-consonant syllable onsets (Giegerich, English Phonology, 1992,
# ch. 6), in spelling.
_ACRONYM = re.compile(r"[A-Z]{2,}(?=$|[-\d/]|s\b)")
_ONSETS = frozenset(
    ("bl", "br", "ch", "cl", "cr", "dr", "dw", "fl", "fr", "gl", "gr", "gw", "kl", "kn", "kr",
     "kw", "ph", "pl", "pr", "qu", "sc", "sh", "sk", "sl", "sm", "sn", "sp", "st", "sw", "th",
     "tr", "tw", "wh", "wr", "sch", "scr", "shr", "sph", "spl", "spr", "squ", "str", "thr")
)  # fmt: skip
# Letters whose names start with a vowel sound: "an F", "an H", "an L", "an M", "an N",
# "an R", "an S", "an X"; and the vowels but U ("a U", said "you").
_AN_LETTERS = frozenset("aefhilmnorsx")


def _readable(acronym: str) -> bool:
    low = acronym.lower()
    vowels = "aeiouy"
    first = next((i for i, c in enumerate(low) if c in vowels), None)
    if first is None or (first == 0 and low[0] == "y"):
        return False
    if first > 1 and low[:first] not in _ONSETS:
        return False
    run = 0
    for c in low[first:]:
        run = 0 if c in vowels else run + 1
        if run >= 3:
            return False
    return True


def acronym_wants_an(acronym: str) -> bool | None:
    """The article an all-capitals word takes, or None when it is said both ways."""
    low = acronym.lower()
    spelled = low[0] in _AN_LETTERS
    if not _readable(acronym):
        return spelled
    said = None if low[0] == "u" else low[0] in "aeio"  # "a UNICEF", "an UMBRA"
    if len(acronym) <= 3:  # said either way: an article only when both readings agree
        return said if said == spelled else None
    return said


def _wants_an(word: str) -> bool | None:
    low = word.lower()
    acronym = _ACRONYM.match(word)
    if acronym:
        return acronym_wants_an(acronym.group(0))
    if low.startswith(_AN_CONSONANT_LETTER):
        return True
    if low.startswith(_A_VOWEL_LETTER):
        return False
    return low[0] in "aeiou"


def article_issues(text: str) -> list[TextIssue]:
    out = []
    for m in _ARTICLE.finditer(text):
        article, markup, word = m.groups()
        if len(word) == 1 or word[0].isdigit():
            continue
        wants_an = _wants_an(word)
        has_an = article.lower() == "an"
        if wants_an is None or wants_an == has_an:
            continue
        fix = "an" if wants_an else "a"
        fix = fix.capitalize() if article[0].isupper() else fix
        phrase = m.group(0)
        out.append(
            TextIssue(
                "grammar",
                Severity.WARNING,
                m.start(),
                m.end(),
                phrase,
                f"{fix} {markup}{word}",
                f"'{phrase}': write '{fix} {markup}{word}'",
            )
        )
    return out


def extraction_issues(text: str) -> list[TextIssue]:
    """Leftovers of PDF extraction: an icon read as 'O', a space inside 'N:M'."""
    out: list[TextIssue] = []
    if "O" not in text and ": " not in text:
        return out  # both patterns need one of these
    for m in _GLYPH.finditer(text):
        group = 1 if m.group(1) else 0
        glyph = m.group(group)
        out.append(
            TextIssue(
                "broken_text",
                Severity.WARNING,
                m.start(group),
                m.end(group),
                glyph,
                "",  # the fix: remove it
                f"stray '{glyph}' (an icon left by copying from a PDF?); remove it",
            )
        )
    for m in _LETTER_GAP.finditer(text):
        fixed = f"{m.group(1)}:{m.group(2)}"
        out.append(
            TextIssue(
                "broken_text",
                Severity.WARNING,
                m.start(),
                m.end(),
                m.group(0),
                fixed,
                f"'{m.group(0)}' has a space inside a ratio; write '{fixed}'",
            )
        )
    return out


def grammar_issues(text: str, *, finished: bool | None, bullet: bool) -> list[TextIssue]:
    """Every check of this module for one text; bullets also get the opening checks."""
    issues = article_issues(text) + extraction_issues(text) + state_duty_issues(text)
    if bullet:
        issues += after_lead_issues(text, finished) + participle_issues(text, finished)
    return issues
