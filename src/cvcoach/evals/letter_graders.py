"""Graders for a cover letter: grounded sentences, who it is addressed to, length, placeholders.

A letter is graded as the user would receive it: its Markdown text. The grounding guard is
run again over every sentence (salutation and closing aside), with only the role's title
and the company allowed beyond what the CV states.
"""

from __future__ import annotations

import re

from cvcoach.evals.graders import Grade, counted, examples
from cvcoach.grounding.guard import Guard

MIN_WORDS = 120  # shorter reads as a form letter
MAX_WORDS = 450  # longer than a page: nobody reads it

# Template slots nobody filled in: "[Company]", "[Your Name]", "{name}", "{{ role }}",
# "<role>", "XXX", "TODO", and redaction tokens ("[EMAIL_1]") that were never restored.
# A Markdown link's text ("[repo](https://...)") is not a placeholder.
PLACEHOLDER = re.compile(
    r"\[(?:[A-Za-z][A-Za-z']*(?:[ _-][A-Za-z']+)*|[A-Z]+_\d+)\](?!\()"
    r"|\{\{?\s*[A-Za-z_][\w .]*\}\}?"
    r"|<(?!/?(?:br|p|b|i|em|strong|a|ul|ol|li|hr)\b)[A-Za-z_][\w ]*>"
    r"|\bX{3,}\b|\bTODO\b|\bTBD\b|\bFIXME\b"
)
_WORD = re.compile(r"[A-Za-z0-9][\w'’.+-]*")


def grade_letter_grounding(text: str, guard: Guard) -> Grade:
    """Share of the letter's sentences that state nothing the CV does not."""
    checked = guard.check_letter(text)
    bad = [
        f"{sentence!r}: " + ", ".join(v.message for v in violations)
        for sentence, violations in checked
        if violations
    ]
    good, said = len(checked) - len(bad), "sentences grounded in the CV"
    return counted("letter.grounding", good, len(checked), said, bad, "ungrounded")


def mentions(text: str, term: str) -> bool:
    """`term` occurs in `text` as written, ignoring case, spacing and Markdown emphasis."""
    plain = " ".join(re.sub(r"[*_`]", "", text).split()).lower()
    wanted = " ".join(term.split()).lower()
    return re.search(rf"(?<!\w){re.escape(wanted)}(?!\w)", plain) is not None


def grade_mention(text: str, term: str | None, what: str) -> Grade:
    """Whether the letter names `term` (the role's title or the company); `what` says which.

    Nothing to grade (items 0) when the role does not give one.
    """
    name = f"letter.mentions_{what}"
    if not term:
        return Grade(name=name, passed=True, score=1.0, reason=f"the role names no {what}", items=0)
    found = mentions(text, term)
    reason = f"names the {what} {term!r}" if found else f"never names the {what} {term!r}"
    return Grade(name=name, passed=found, score=1.0 if found else 0.0, reason=reason)


def word_count(text: str) -> int:
    return len(_WORD.findall(text))


def grade_letter_length(text: str, low: int = MIN_WORDS, high: int = MAX_WORDS) -> Grade:
    """1.0 within `low`..`high` words; outside, the ratio to the nearer bound."""
    words = word_count(text)
    score = 1.0 if low <= words <= high else (words / low if words < low else high / words)
    reason = f"{words} words (bounds {low}-{high})"
    return Grade(
        name="letter.length", passed=low <= words <= high, score=round(score, 4), reason=reason
    )


def find_placeholders(text: str, cv_text: str = "") -> list[str]:
    """Template slots left in `text`; what `cv_text` itself writes so ("[Lecture Notes]",
    a link that lost its target) is quoted from the CV, not a slot."""
    return [m.group(0) for m in PLACEHOLDER.finditer(text) if m.group(0) not in cv_text]


def grade_placeholders(text: str, cv_text: str = "") -> Grade:
    """Fails when any template slot or redaction token is left in the letter."""
    found = find_placeholders(text, cv_text)
    reason = "unfilled: " + examples([repr(p) for p in found]) if found else "no placeholder left"
    return Grade(
        name="letter.no_placeholders", passed=not found, score=0.0 if found else 1.0, reason=reason
    )
