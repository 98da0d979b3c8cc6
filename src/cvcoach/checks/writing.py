"""Writing checks for one CV text: weak openings, first person, tense, numbers, length, slips.

Pure functions over a string, so the same checks serve `cvcoach check` (findings located in the
user's file) and `cvcoach polish` (`cvcoach.engines.rewrite_rules` fixes what is safe to
fix). Each check
prefers silence to a wrong warning: a word that may be a noun ("Research focus: ...",
"Lead engineer", "Tensor Code Generation") is not taken for a verb.

Verb forms and what reads as a verb are `cvcoach.language.verbs`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from cvcoach.language.data_cache import package_data
from cvcoach.language.verbs import (
    FIRST_WORD,
    NEXT_WORD,
    VerbForms,
    in_tense,
    load_verb_forms,
    match_case,
    verb_at,
)
from cvcoach.model.findings import Severity

MAX_WORDS = 40
MAX_CHARS = 300
MIN_WORDS_FOR_METRIC = 5


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NUMBER_WORDS = _words(
    "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty "
    "fifty hundred hundreds thousand thousands million millions billion billions dozen dozens "
    "twice double doubled triple tripled half percent"
)
_PARTICLES = _words("up out down off")
_AND_VERB = re.compile(r"\s+and\s+([A-Za-z]+)\b")
# Words that begin a sentence; one glued to the end of the previous one ("0.4The") is a slip.
_SENTENCE_STARTERS = (
    "The|This|These|Those|That|It|Its|We|Our|My|In|On|As|At|By|For|From|With|And|But|Also|"
    "Then|Thus|However|Moreover|Furthermore|Finally|Additionally"
)
_DUPLICATES_ALLOWED = _words("had that")  # "had had", "that that" can be correct

_LABEL = re.compile(r"^(?=[^:]*:)[\s*_]*[^\s:]+(?:\s+[^\s:]+){0,2}?\s*:")  # (colon first)
_PRONOUN = re.compile(
    r"(?=[IMmWwuOo])(?<![\w'/&.-])(I|[Mm]e|[Mm]y|[Mm]yself|[Ww]e|us|[Oo]urs?|[Oo]urselves)"
    r"(?![\w/&-]|\.\w)"
)
_DIGIT = re.compile(r"\d")
_DUPLICATE = re.compile(r"\b([A-Za-z][A-Za-z']*+)((?:[:;,]?\s+)\1\b)+", re.I)  # words whole
# (a starter's capital first: the look-behinds are tried only before one)
_GLUED = re.compile(
    rf"(?=[A-Z])(?:(?<=\d)|(?<=[A-Za-z0-9)\]%][.!?;,]))(?:{_SENTENCE_STARTERS})(?=[ \t]+\S)"
)
_MARK = re.compile(r"[:;]")
_TWO_NAMES = re.compile(r"[A-Z][a-z]+ [A-Z][a-z]+")
_LETTER_RUN = re.compile(r"[A-Za-z']+")
_METRIC_WORD = re.compile(r"[\w'+-]+")
_PAIR = re.compile(r"\s+(?:and|&)\s+([A-Z][a-z]+)\b")
_HYPHEN_GAP = re.compile(r"\b([A-Za-z]{2,})-[ \t]+(?!(?:and|or|to|nor|vs|versus)\b)([a-z]{2,})\b")


@dataclass(frozen=True)
class TextIssue:
    """One writing problem: `text[start:end] == self.text`; `suggestion` replaces that span."""

    kind: str
    severity: Severity
    start: int
    end: int
    text: str
    suggestion: str | None
    message: str


# --- weak openings --------------------------------------------------------------------------


class WeakOpening(NamedTuple):
    phrase: str
    takes: str  # "ing", "base" or "any": which verb form may follow
    action: str  # "verb" or "contribute"
    noun: str  # replacement before a noun phrase, "-" to drop the opening, "?" for none


class OpeningFix(NamedTuple):
    """A weak opening at `text[start:end]` and what may replace it (None: nothing safe)."""

    start: int
    end: int
    replacement: str | None
    phrase: str


@lru_cache(maxsize=1)
def _weak_openings() -> tuple[dict[str, WeakOpening], re.Pattern[str]]:
    data = package_data("weak_openings.txt").decode("utf-8")
    entries: dict[str, WeakOpening] = {}
    for line in data.splitlines():
        if line.strip() and not line.startswith("#"):
            opening = WeakOpening(*(part.strip() for part in line.split("|")))
            entries[opening.phrase] = opening
    phrases = sorted(entries, key=len, reverse=True)
    alternation = "|".join(r"\s+".join(map(re.escape, p.split())) for p in phrases)
    pattern = re.compile(
        r"[\s*_]*(?:(?:I|we)\s+)?(?P<open>(?:(?:was|were|am|is|are|ha(?:ve|s) been)\s+)?"
        rf"(?P<phrase>{alternation}))\b[ \t]*[:\-–—]?[ \t]*",
        re.IGNORECASE,
    )
    return entries, pattern


def gerund_in_table(word: str) -> VerbForms | None:
    """The verb whose -ing form is `word`, when the bundled table knows it."""
    return load_verb_forms().by_gerund.get(word.lower())


def find_weak_openings(
    text: str,
    finished: bool | None,
    gerund_forms: Callable[[str], VerbForms | None] = gerund_in_table,
) -> list[OpeningFix]:
    """Weak openings at the start of `text`; more than one when an opening that is dropped
    hides another ("Duties included: Responsible for ...")."""
    entries, pattern = _weak_openings()
    fixes: list[OpeningFix] = []
    pos = 0
    while (match := pattern.match(text, pos)) is not None:
        opening = entries[" ".join(match.group("phrase").lower().split())]
        start, rest = match.start("open"), match.end()
        end = len(text[:rest].rstrip())
        replacement = _noun_replacement(opening, finished)
        word = FIRST_WORD.match(text, rest)
        starts_clause = ":" in text[match.end("phrase") : rest]
        # a capitalised word mid-sentence may be a name: it is only read as a verb after a colon
        if word is not None and (word.group(1).islower() or starts_clause):
            forms, unknown = _verb_after(opening, text, word, gerund_forms)
            if forms is not None and _states_a_result(opening, word.group(1)):
                fixes.append(OpeningFix(start, end, None, text[start:end]))
                break
            if forms is not None:
                end = word.end()
                replacement = in_tense(forms, finished)
                if opening.action == "contribute":
                    replacement = f"{in_tense('contribute to', finished)} {forms.gerund}"
            elif unknown and replacement:
                replacement = None  # an -ing verb we cannot inflect: a noun replacement won't fit
        if replacement is not None:
            replacement = match_case(text[start:], replacement)
        fixes.append(OpeningFix(start, end, replacement, text[start:end]))
        if replacement != "" or rest >= len(text):
            break
        pos = rest
    return fixes


def _verb_after(
    opening: WeakOpening,
    text: str,
    word: re.Match[str],
    gerund_forms: Callable[[str], VerbForms | None],
) -> tuple[VerbForms | None, bool]:
    """The verb that follows a weak opening, and whether the word looked like an unknown verb."""
    name = word.group(1)
    if opening.takes != "base" and name.endswith("ing"):
        following = NEXT_WORD.match(text, word.end())
        if following is not None and following.group(1) == "of":
            return None, False  # a noun: "Responsible for the engineering of"
        forms = gerund_forms(name)
        return forms, forms is None
    if opening.takes == "ing":
        return None, False
    found = verb_at(text, word.start(), expected=opening.takes == "base")
    return (found[1] if found else None), False


def _states_a_result(opening: WeakOpening, verb: str) -> bool:
    """True when putting `verb` first would turn a task into a result: a task or duty whose
    verb names a result ("Tasked with getting X" is no "Got X", "Responsible for improving X"
    no "Improved X"). Help stays help ("Contributed to improving X")."""
    from cvcoach.grounding.claims import names_result_verb

    return opening.action == "verb" and names_result_verb(verb)


def _noun_replacement(opening: WeakOpening, finished: bool | None) -> str | None:
    if opening.noun == "?":
        return None
    return "" if opening.noun == "-" else in_tense(opening.noun, finished)


def _issue(kind: str, text: str, start: int, end: int, fix: str | None, message: str) -> TextIssue:
    """An issue over `text[start:end]`: a missing number is info, every other kind a warning."""
    severity = Severity.INFO if kind == "no_metric" else Severity.WARNING
    return TextIssue(kind, severity, start, end, text[start:end], fix, message)


def _whole(kind: str, text: str, message: str) -> list[TextIssue]:
    """An issue over the whole text, surrounding white space left out."""
    start = len(text) - len(text.lstrip())
    return [_issue(kind, text, start, len(text.rstrip()), None, message)]


def _weak_issues(text: str, finished: bool | None) -> list[TextIssue]:
    issues = []
    for fix in find_weak_openings(text, finished):
        if fix.replacement:
            advice = f"write '{fix.replacement}'"
        elif fix.replacement == "":
            advice = "leave it out and start with what you did"
        else:
            advice = "start with a verb that names what you did"
        message = f"'{fix.phrase}' is a weak opening that hides what you did; {advice}"
        issues.append(
            _issue("weak_verb", text, fix.start, fix.end, fix.replacement or None, message)
        )
    return issues


# --- the other checks -----------------------------------------------------------------------


def pronoun_issues(text: str) -> list[TextIssue]:
    issues = []
    for match in _PRONOUN.finditer(text):
        word = match.group(1)
        before = text[: match.start()].rstrip()
        after_name = re.search(r"[A-Z][a-z]+$", before)
        if word == "I" and after_name and not re.search(r"(^|[.!?:]\s*)[*_]*\w+$", before):
            continue  # a numeral after a name: "Phase I", "World War I"
        message = f"'{word}' is first person; CV bullets leave out the subject"
        issues.append(_issue("pronoun", text, match.start(), match.end(), None, message))
    return issues


def check_tense(
    text: str, *, finished: bool | None, after_subject: bool = False
) -> list[TextIssue]:
    """A present-tense opening verb in a finished entry ("Build" -> "Built", "Write and
    Optimize" -> "Wrote and Optimized"). Current entries are not checked: past
    achievements in a current role are fine."""
    if finished is not True or _LABEL.match(text):
        return []
    found = verb_at(text, third=True, expected=after_subject)
    if found is None:
        opening = FIRST_WORD.match(text)  # "Wrote and Optimize": a past verb, then a base one
        forms_past = load_verb_forms().by_past.get(opening.group(1).lower()) if opening else None
        if opening is None or forms_past is None or not _AND_VERB.match(text, opening.end(1)):
            return []
        match, forms = opening, forms_past
    else:
        match, forms = found
    if _pairs_with_a_name(text, match.end(1)):
        return []  # "Jack and Jill - iOS game": a name, not a verb
    word = match.group(1)
    start, end = match.span(1)
    present = forms.past != word.lower()  # "Set", "Read" look the same in the past
    fixed = match_case(word, forms.past) if present else word
    particle = NEXT_WORD.match(text, end)
    if particle is not None and particle.group(1) in _PARTICLES:
        end, fixed = particle.end(), f"{fixed} {particle.group(1)}"
    second = _AND_VERB.match(text, end)
    if second is not None:
        other = load_verb_forms().by_base.get(second.group(1).lower())
        if other is not None and other.past != second.group(1).lower():
            end, fixed = second.end(), f"{fixed} and {match_case(second.group(1), other.past)}"
            if not present:  # "Wrote and Optimize": only the second verb is wrong
                start = second.start(1)
                fixed = match_case(second.group(1), other.past)
            present = True
    if not present:
        return []
    message = f"'{text[start:end]}' is present tense in a role that has ended; write '{fixed}'"
    return [_issue("tense", text, start, end, fixed, message)]


def _pairs_with_a_name(text: str, end: int) -> bool:
    """True when "and"/"&" and a capitalised word that is no verb follow the word ending at
    `end`: "Jack and Jill", "Salt & Pepper" name something; "Build and Deploy" does not."""
    pair = _PAIR.match(text, end)
    if pair is None:
        return False
    table, other = load_verb_forms(), pair.group(1).lower()
    return not (other in table.by_base or other in table.by_past or other in table.by_third)


def _metric_issues(text: str) -> list[TextIssue]:
    if _DIGIT.search(text):
        return []  # a number is there (the words and the label are not read)
    words = _METRIC_WORD.findall(text)
    label = _LABEL.match(text) and not find_weak_openings(text, None)
    if len(words) < MIN_WORDS_FOR_METRIC or label:
        return []
    if any(w.lower() in _NUMBER_WORDS for w in words):
        return []
    return _whole(
        "no_metric",
        text,
        "No number here; if you have one (how much, how many, how fast), it makes the point",
    )


def _length_issues(text: str) -> list[TextIssue]:
    words, chars = len(text.split()), len(text.strip())
    if words <= MAX_WORDS and chars <= MAX_CHARS:
        return []
    return _whole(
        "length",
        text,
        f"This bullet has {words} words and {chars} characters; keep "
        f"it under about {MAX_WORDS} words: split it or cut what the reader can spare",
    )


def _is_common_word(word: str) -> bool:
    from cvcoach.language.thresholds import REPEATED_WORD_SLIP
    from cvcoach.language.wordlist import frequency

    return frequency(word) >= REPEATED_WORD_SLIP


def _duplicate_issues(text: str) -> list[TextIssue]:
    issues = []
    for match in _DUPLICATE.finditer(text):
        word, phrase = match.group(1), match.group(0)
        if word.lower() in _DUPLICATES_ALLOWED:
            continue
        # across a colon, a label written twice ("Role: Role:"), not a label and then a
        # sentence about it ("Kafka: Kafka streams fed...")
        mark = _MARK.search(phrase)
        if mark and not text.startswith(mark.group(), match.end()):
            continue
        if not phrase.islower() and _TWO_NAMES.fullmatch(phrase) and not _is_common_word(word):
            continue  # a name: "Chen Chen", "Ling Ling"
        runs = [word] if phrase.islower() else _LETTER_RUN.findall(phrase)  # (no capital: one)
        keep = max(runs, key=lambda w: sum(c.isupper() for c in w))  # most capitals: names stay
        message = f"'{word}' is repeated in '{phrase}'; write '{keep}'"
        issues.append(_issue("duplicate_word", text, match.start(), match.end(), keep, message))
    return issues


def _broken_issues(text: str) -> list[TextIssue]:
    issues = []
    for match in _GLUED.finditer(text):
        start = max(text.rfind(c, 0, match.start()) for c in " \t\n") + 1
        joint, end = match.span()
        run = text[start:end]
        if "://" in run or "www." in run:
            continue
        fixed = f"{text[start:joint]} {text[joint:end]}"
        message = f"'{run}' runs two sentences together; write '{fixed}'"
        issues.append(_issue("broken_text", text, start, end, fixed, message))
    for match in _HYPHEN_GAP.finditer(text) if "- " in text or "-\t" in text else ():
        fixed = f"{match.group(1)}-{match.group(2)}"
        message = f"'{match.group(0)}' has a space after the hyphen; write '{fixed}'"
        issues.append(_issue("broken_text", text, match.start(), match.end(), fixed, message))
    return issues


def check_prose(text: str) -> list[TextIssue]:
    """Slips in free text (summaries): repeated words and text run together."""
    return sorted(_duplicate_issues(text) + _broken_issues(text), key=lambda i: (i.start, i.kind))


def check_bullet(text: str, *, finished: bool | None) -> list[TextIssue]:
    """Every writing issue of one bullet; `finished` says whether its entry has ended
    (None: unknown, so the tense is not checked)."""
    issues = (
        check_prose(text)
        + _weak_issues(text, finished)
        + pronoun_issues(text)
        + check_tense(text, finished=finished)
        + _metric_issues(text)
        + _length_issues(text)
    )
    return sorted(issues, key=lambda i: (i.start, i.kind)) if len(issues) > 1 else issues


def opens_with_action_verb(text: str) -> bool:
    """True when a bullet opens with a verb in any tense ("Built", "Build", "Leads"), not a
    label ("Role: ...") or a weak opening ("Responsible for ...")."""
    if _LABEL.match(text) or find_weak_openings(text, None):
        return False
    if verb_at(text, third=True) is not None:
        return True
    opening = FIRST_WORD.match(text)
    if opening is None or opening.group(1).lower() == "based":  # "Based on ...": not an action
        return False
    return opening.group(1).lower() in load_verb_forms().by_past
