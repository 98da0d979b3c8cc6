"""Deterministic fixes for one CV bullet: the offline engine of `cvcoach polish`.

Every rule fixes only what it can fix without adding a fact: numbers, names and technical terms
pass through unchanged, and no rule claims more than the text does.

- spelling: the caller's `corrections` (exact word -> fix), whole words only; also the
  capital at the start of a bullet, when the first word is an ordinary English word (not
  "ncnn" or "mlc-llm", which are spelled that way on purpose).
- broken_text / duplicate_word: the suggestions of `cvcoach.checks.writing.check_prose`.
- pronoun: a leading "I" (and "I have" before a past form) is left out. "We" and "our" stay:
  removing them would claim a team's work for one person.
- weak_verb: see data/weak_openings.txt. A duty becomes the verb it names ("Responsible for
  testing X" -> "Tested X", "Responsible for X" -> "Owned X"); help stays help ("Helped to
  deploy X" -> "Contributed to deploying X", never "Deployed X"); an opening that adds nothing
  ("Duties included:") is dropped; anything else is left for the person to rewrite.
- tense: the opening verb of a finished entry goes to the past tense. A current entry keeps
  its verbs: "Profiled the bottleneck" in a current role is a finished achievement, and
  turning it into "Profile" would claim the work is still going on. Verbs this module writes
  itself (replacing a weak opening) follow the entry: past when finished or unknown, present
  when current.

Rules run until none changes the text, so `apply_rules` is idempotent: applying it to its own
output changes nothing (as long as no correction's fix contains its own misspelling).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from cvcoach.checks.writing import (
    TextIssue,
    check_prose,
    check_tense,
    find_weak_openings,
    gerund_in_table,
)
from cvcoach.language.verbs import VerbForms, in_tense, load_verb_forms

MAX_PASSES = 5
_NO_CORRECTIONS: Mapping[str, str] = MappingProxyType({})
_LEADING_I = re.compile(r"([\s*_]*)(I\s+(?:have\s+)?)(?=([a-z]+)\b)")
_FIRST_LOWER_WORD = re.compile(r"[\s*_]*([a-z]+)(?![\w'-]|[./+&#]\w)")


@dataclass(frozen=True)
class Edit:
    """One change a rule made: `before` became `after`, for the reason given."""

    rule: str  # "weak_verb" | "pronoun" | "tense" | "broken_text" | "duplicate_word" | "spelling"
    before: str
    after: str
    reason: str


Rule = Callable[[str, bool | None], tuple[str, list[Edit]]]


def apply_rules(
    text: str,
    *,
    finished: bool | None,
    corrections: Mapping[str, str] = _NO_CORRECTIONS,
    subject: str | None = None,
) -> tuple[str, list[Edit]]:
    """Fix what is safe to fix in one bullet; return the new text and the edits made.

    `finished`: True when the entry has ended (past tense), False when current, None unknown.
    `subject`: the CV owner's name; a bullet written about them ("Leon designed X") loses it.
    """
    text, edits = _spelling(text, corrections)
    if subject:
        text, made, past = _third_person(text, subject)
        edits.extend(made)
        if past:  # "Leon was responsible for X": written in the past, whatever the entry's dates
            finished = True
    for _ in range(MAX_PASSES):
        before = text
        for rule in _RULES:
            text, made = rule(text, finished)
            edits.extend(made)
        if text == before:
            break
    return text, edits


def _spelling(text: str, corrections: Mapping[str, str]) -> tuple[str, list[Edit]]:
    if not corrections:
        return text, []
    words = sorted(corrections, key=len, reverse=True)
    pattern = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, words)) + r")(?!\w)")
    edits: list[Edit] = []

    def fix(match: re.Match[str]) -> str:
        wrong, right = match.group(0), corrections[match.group(0)]
        same = wrong.lower() == right.lower()  # a name's case: "Techcrunch" for "TechCrunch"
        why = f"'{wrong}' is written '{right}'" if same else f"'{wrong}' is misspelled"
        edits.append(Edit("spelling", wrong, right, why))
        return right

    return pattern.sub(fix, text), edits


def _apply_issues(text: str, issues: list[TextIssue], rule: str) -> tuple[str, list[Edit]]:
    """Replace each issue's span by its suggestion, right to left, skipping overlaps."""
    edits: list[Edit] = []
    limit = len(text)
    for issue in sorted(issues, key=lambda i: i.start, reverse=True):
        if issue.kind != rule or issue.suggestion is None or issue.end > limit:
            continue
        text = text[: issue.start] + issue.suggestion + text[issue.end :]
        edits.append(Edit(rule, issue.text, issue.suggestion, issue.message))
        limit = issue.start
    return text, edits[::-1]


def _broken_text(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    return _apply_issues(text, check_prose(text), "broken_text")


def _duplicate_words(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    return _apply_issues(text, check_prose(text), "duplicate_word")


@lru_cache(maxsize=1)
def _past_forms() -> frozenset[str]:
    return frozenset(forms.past for forms in load_verb_forms().by_base.values())


def _third_person(text: str, subject: str) -> tuple[str, list[Edit], bool]:
    """A profile written about its owner: "Leon was responsible for X" -> "Responsible for
    X", "Leon also designed X" -> "Designed X". Only the owner's name (first name, full name)
    or he/she/they is left out, and only before a duty or a past-tense verb. The flag is
    True when a past "was"/"were" went with the subject: the verb that replaces the duty
    keeps that tense ("Owned X", not "Own X" in an entry with no end date)."""
    names = {subject.strip(), subject.split()[0], "He", "She", "They"}
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    match = re.match(
        rf"^((?:{alternatives})\s+(?:also\s+)?)"
        r"(?:(?:was|were|is|are)\s+(?=responsible for|in charge of|currently\b)"
        r"|(?=[a-z][a-z-]*ed\b))",
        text,
    )
    if match is None:
        return text, [], False
    rest = text[match.end() :]
    reason = "CV bullets leave out the subject: the whole CV is about you"
    past = re.search(r"\b(?:was|were)\s*$", match.group(0)) is not None
    return rest[0].upper() + rest[1:], [Edit("pronoun", match.group(1).strip(), "", reason)], past


def _pronoun(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    """Leave out a leading "I" ("I helped" -> "helped"; "I have built" -> "built"). The word
    after "I" is a verb whatever else it may be, so in a finished entry a present one takes
    the past as the "I" goes ("I help students" -> "helped students"): without its subject,
    "help students" could be read as a noun phrase and keep its tense."""
    match = _LEADING_I.match(text)
    if match is None:
        return text, []
    subject, following = match.group(2), match.group(3)
    if subject.split()[-1] == "have" and following not in _past_forms():
        return text, []  # "I have a patent": nothing to drop safely
    if following in ("am", "have"):
        return text, []
    rest = text[match.end() :]
    reason = "CV bullets leave out the first-person subject"
    edits = [Edit("pronoun", subject.strip(), "", reason)]
    forms = load_verb_forms().by_base.get(following)
    if finished and forms is not None and subject.strip() == "I" and forms.past != following:
        rest = forms.past + rest[len(following) :]
        why = f"'{following}' is present tense in a role that has ended; write '{forms.past}'"
        edits.append(Edit("tense", following, forms.past, why))
    return match.group(1) + rest, edits


def _gerund_forms(word: str) -> VerbForms | None:
    """The verb of an -ing word, from the table or else from lemminflect's rules ("refactoring")."""
    forms = gerund_in_table(word)
    lower = word.lower()
    if forms is not None or not lower.endswith("ing") or len(lower) < 6:
        return forms
    from lemminflect import getInflection, getLemma  # ~200 ms: only when the table has no answer

    lemmas = getLemma(lower, "VERB")
    if not lemmas or lemmas[0] == lower:
        return None
    base = lemmas[0]
    past = getInflection(base, "VBD", inflect_oov=True)
    third = getInflection(base, "VBZ", inflect_oov=True)
    if not past or not third:
        return None
    return VerbForms(base, past[0], third[0], lower)


def _weak_verb(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    fixes = find_weak_openings(text, finished, _gerund_forms)
    if not fixes or fixes[0].replacement is None:
        return text, []
    fix = fixes[0]
    if fix.replacement:
        reason = f"'{fix.phrase}' hides what was done; '{fix.replacement}' says it"
        rest = text[fix.end :]
        second = re.match(r"\s+and\s+([a-z]+ing)\b", rest)  # "designing and developing"
        forms = _gerund_forms(second.group(1)) if second else None
        if second and forms is not None and fix.replacement.lower() != "contributed to":
            verb = in_tense(forms, finished)
            rest = rest[: second.start(1)] + verb + rest[second.end(1) :]
        return text[: fix.start] + fix.replacement + rest, [
            Edit("weak_verb", fix.phrase, fix.replacement, reason)
        ]
    if not any(c.isalnum() for c in text[fix.end :]):
        return text, []  # "Duties included:" and nothing after: dropped, no text would be left
    reason = f"'{fix.phrase}' adds nothing; the bullet starts with what was done"
    return text[: fix.start] + text[fix.end :].lstrip(), [Edit("weak_verb", fix.phrase, "", reason)]


def _tense(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    return _apply_issues(text, check_tense(text, finished=finished), "tense")


def _extraction_and_participles(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    """Remove a stray icon glyph ("PRs to **O** apache/tvm"), fix "N: M" and "Proven X",
    each only where the text cannot mean what it says (see `_surely_debris`,
    `_finite_participle`)."""
    from cvcoach.checks.grammar import extraction_issues, participle_issues

    debris = [i for i in extraction_issues(text) if _surely_debris(text, i)]
    text, edits = _apply_issues(text, debris, "broken_text")
    text = re.sub(r"  +", " ", text).strip() if edits else text
    slips = [i for i in participle_issues(text, finished) if _finite_participle(text, i)]
    fixed, more = _apply_issues(text, slips, "tense")
    return fixed, edits + more


_ARTICLE_OR_PRONOUN = re.compile(r"[AI]\s+[a-z]")  # "Plan B: A fallback", "Step 2: I wrote"
_DETERMINERS = frozenset({"the", "this", "that", "these", "those", "its", "their", "our", "my"})


def _surely_debris(text: str, issue: TextIssue) -> bool:
    """An extraction slip that cannot be meant. A lone "O" goes only when it is bold (an
    icon) or sits between a lowercase word and a path or name ("to O apache/tvm"), never in
    "Big O notation"; "N: M" closes only before a hyphen, a bracket or the end ("N: M-Sparse"),
    never before a word ("Plan B: A fallback")."""
    if issue.suggestion == "":
        if issue.text.startswith("**"):
            return True
        before = text[: issue.start].split()
        after = text[issue.end :].split()
        if not before or not after or not before[-1].islower():
            return False
        from cvcoach.language.wordlist import is_english_word

        nxt = after[0].strip("*_`")
        return not (nxt.isalpha() and is_english_word(nxt.lower()))
    rest = text[issue.end - 1 :]
    return not _ARTICLE_OR_PRONOUN.match(rest) and re.match(r".(?:[-)]|$)", rest) is not None


def _finite_participle(text: str, issue: TextIssue) -> bool:
    """True when an opening participle is used as a past verb ("Proven the value of X"): an
    object follows it at once, and no past verb after a comma makes it the phrase before a
    main clause. "Given a deadline, shipped X", "Driven by research", "Shown to work" are
    participle phrases and stay as written."""
    rest = text[issue.end :]
    nxt = re.match(r"[\s*_]+([A-Za-z]+)", rest)
    if nxt is None or nxt.group(1).lower() not in _DETERMINERS:
        return False
    _, comma, after = rest.partition(",")
    return not comma or not any(w.lower() in _past_forms() for w in re.findall(r"\w+", after))


def _tense_after_label(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    """The verb right after a label: "GELU: Implement X" -> "GELU: Implemented X"."""
    from cvcoach.checks.grammar import after_lead_issues

    issues = [i for i in after_lead_issues(text, finished) if i.kind == "tense"]
    return _apply_issues(text, issues, "tense")


def _capital(text: str, finished: bool | None) -> tuple[str, list[Edit]]:
    """Capitalise the first word when it is an ordinary English word."""
    match = _FIRST_LOWER_WORD.match(text)
    if match is None:
        return text, []
    from cvcoach.language.lexicon import load_lexicon
    from cvcoach.language.wordlist import is_english_word

    word = match.group(1)
    if word in load_lexicon() or not is_english_word(word):
        return text, []
    fixed = word[0].upper() + word[1:]
    start = match.start(1)
    edit = Edit("spelling", word, fixed, "A bullet starts with a capital letter")
    return text[:start] + fixed + text[match.end(1) :], [edit]


_RULES: tuple[Rule, ...] = (
    _broken_text,
    _duplicate_words,
    _pronoun,
    _weak_verb,
    _tense,
    _tense_after_label,
    _extraction_and_participles,
    _capital,
)
