"""Whether a rewrite keeps its bullet's substance: the action, what it acted on, the outcome.

The fact checks of `cvcoach.grounding.guard` pass a rewrite that keeps a bullet's numbers and
names and drops the rest ("Designed A/B tests for a recommender that lifted basket size by
4.2%" -> "4.2%"), or one cut off after its first words ("Built a Python library for").
`lost_substance` reads both texts with the word knowledge cvcoach already has (the verb forms
of `cvcoach.language.verbs`, English function words, the guard's stems) and says why a
rewrite says less than its bullet:

- it is no sentence or phrase of a CV bullet: no word, only figures and names' symbols;
- it is cut off: it ends on a word no English clause ends on (an article, a preposition
  that is not a verb's particle, a conjunction, a determiner, "to"), or on a comma, a
  colon or an open bracket, where its bullet does not;
- it drops the action: the bullet has a verb, the rewrite none;
- it drops what the action was done to: none of the words of the bullet's object (the
  words after its verb, up to the first preposition or punctuation) is left;
- it is half as long as its bullet or less (its weak opening left out);
- it drops most of the content: fewer than half of the bullet's content words (not
  function words, not the verb, which a rewrite may change) are left, by stem.

Measured on the suites of `tests/grounding/test_substance.py`: honest rewrites (the claim
suite's, and the offline engine's on every eval and held-out CV) pass, cut-downs are refused.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import lru_cache

from cvcoach.grounding.entities import initials, tokens
from cvcoach.keywords.match import STOP_WORDS
from cvcoach.language.data_cache import package_data
from cvcoach.language.dates import month_number
from cvcoach.language.markup import strip_markup
from cvcoach.language.verbs import load_verb_forms
from cvcoach.language.word_rules import crude_stem


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


KEPT_SHARE = 0.5  # a rewrite keeps at least this share of its bullet's content words

# Words no clause of a bullet ends on. The particles of phrasal verbs ("set up", "rolled
# out", "signed off", "took over", "logged in", "built on") are left out: they may end one.
CUT_ENDINGS = _set(
    """a an the and or but nor of to for from by with without as into onto via per than
    that which who whom whose this these those its their our your my his her such
    any each every both either neither some if while because whether is are was were be
    been being am do does did have has had will would shall should can could may might
    must not no at across among between toward towards upon within during including like
    using"""
)
# What a verb's object stops at: prepositions, conjunctions and relative words.
_OBJECT_ENDS = (STOP_WORDS - {"a", "an", "the", "this", "these", "those", "its", "their",
                              "our", "your", "my", "his", "her", "all", "each", "every",
                              "both", "some", "more", "most", "own", "other", "such"})  # fmt: skip
_COPULAS = _set("was were is are am be been")
_PRONOUNS = _set("i we you he she they")
_TRAILING_CUT = re.compile(r"[,:;(\[–—-]\s*$|\(\s*[^)]*$")
_WORD = re.compile(r"[^\W\d_]")


@dataclass(frozen=True)
class Reading:
    """What a bullet says, word by word: its words, the verb's position, its object (the
    content words after the verb, as written)."""

    words: list[str]
    verb: int | None
    object: list[str]


def _content(word: str) -> bool:
    """A content word: not a function word, a figure or a month (the guard's quantity
    check compares numbers and dates)."""
    return (
        _WORD.search(word) is not None
        and not any(c.isdigit() for c in word)
        and word.lower() not in STOP_WORDS
        and month_number(word) is None
    )


def _is_verb(word: str, first: bool) -> bool:
    """A word that reads as the verb of a bullet: a past form anywhere ("built", "designed"),
    a base, present or -ing form where a bullet's verb stands (its first word)."""
    w = word.lower()
    table = load_verb_forms()
    if w in _COPULAS:
        return True
    past = table.by_past.get(w)
    if past is not None and past.past != past.base:
        return True
    if first:
        return w in table.by_base or w in table.by_third or w in table.by_gerund
    return False


@lru_cache(maxsize=1)
def _weak_opening() -> re.Pattern[str]:
    """The weak openings of data/weak_openings.txt ("Responsible for", "Duties included:"),
    after an optional subject ("Leon was", "I have been"): wording a rewrite replaces."""
    data = package_data("weak_openings.txt").decode("utf-8")
    phrases = sorted(
        (line.split("|")[0].strip() for line in data.splitlines() if line.strip()[:1].isalpha()),
        key=len,
        reverse=True,
    )
    alternation = "|".join(r"\s+".join(map(re.escape, p.split())) for p in phrases)
    return re.compile(
        r"[\s*_]*(?:[A-Z][\w.-]*\s+){0,2}?(?:(?:I|we)\s+)?"
        r"(?:(?:was|were|am|is|are|ha(?:ve|s) been)\s+)?"
        rf"(?:{alternation})\b[\s:–—-]*",
        re.IGNORECASE,
    )


_LABEL = re.compile(r"[\s*_]*[^\W\d_][\w /&-]{0,24}:\s+")  # "Role: ...", "Stack: ..."


def _without_opening(text: str) -> str:
    """`text` after its weak openings and a leading label: wording, not substance."""
    label = _LABEL.match(text)
    pos = label.end() if label and _weak_opening().match(text) is None else 0
    while (match := _weak_opening().match(text, pos)) is not None and match.end() > pos:
        pos = match.end()
    return text[pos:]


def read(text: str) -> Reading:
    """The words of `text`, the position of its verb (after any weak opening) and its object."""
    words = tokens(_without_opening(text))
    verb = None
    for i, word in enumerate(words):
        lower = word.lower()
        first = i == 0 or (i <= 2 and all(w.lower() in _PRONOUNS or w.endswith("ly")
                                          for w in words[:i]))  # fmt: skip
        if lower in _PRONOUNS:
            continue
        if _is_verb(word, first):
            verb = i
            break
    obj: list[str] = []
    if verb is not None:
        for word in words[verb + 1 :]:
            lower = word.lower()
            if lower in _OBJECT_ENDS and obj:
                break
            if _content(word):
                obj.append(word)
            if len(obj) >= 4:
                break
    return Reading(words, verb, obj)


def _stems_meet(a: str, b: str) -> bool:
    """Stems of one word family: equal, or one the start of the other ("collaborat",
    "collaboration")."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short)


class _Words:
    """The words of a rewrite, for asking whether it keeps a word of its bullet: by stem, or
    by an acronym spelled by the bullet's words ("pull requests" -> "PRs"), or the words an
    acronym of the bullet is spelled by ("PRs" -> "pull requests")."""

    def __init__(self, reading: Reading) -> None:
        self.stems = [crude_stem(w) for w in reading.words if _content(w)]
        self.acronyms = {_acronym_key(w) for w in reading.words if _acronym_key(w)}
        self.spelled = initials(reading.words, capitalised_only=False)

    def keeps(self, word: str, spelled_by: AbstractSet[str] = frozenset()) -> bool:
        stem = crude_stem(word)
        if any(_stems_meet(stem, s) for s in self.stems):
            return True
        key = _acronym_key(word)
        return bool(key and key in self.spelled) or bool(spelled_by & self.acronyms)


def _acronym_key(word: str) -> str:
    core = word[:-1] if word.endswith("s") else word
    return core.lower() if len(core) >= 2 and core.isalpha() and core.isupper() else ""


def _spelled_by(words: list[str]) -> list[set[str]]:
    """For each word, the acronyms a run of words through it spells ("pull requests": "pr")."""
    found: list[set[str]] = [set() for _ in words]
    letters = [w[0].lower() if w[:1].isalpha() else "" for w in words]
    for i in range(len(words)):
        for n in range(2, 6):
            run = letters[i : i + n]
            if len(run) == n and all(run):
                for j in range(i, i + n):
                    found[j].add("".join(run))
    return found


def _base(word: str) -> str | None:
    """The verb a form belongs to ("helped" -> "help"), or None for no verb form."""
    table = load_verb_forms()
    w = word.lower()
    for index in (table.by_base, table.by_past, table.by_third, table.by_gerund):
        forms = index.get(w)
        if forms is not None:
            return forms.base
    return None


def _opens_with(rewrite: str, verb: str) -> bool:
    """True when the rewrite opens with the bullet's own `verb` in another form ("I help
    students" -> "Helped students"): the verb is kept, though as a weak opening ("helped")
    `read` passes over it."""
    words = [w for w in tokens(rewrite) if w.lower() not in _PRONOUNS]
    base = _base(verb)
    return bool(words) and base is not None and _base(words[0]) == base


def cut_off(text: str) -> str | None:
    """Why `text` reads as cut off, or None: the last word or mark it stops on ("for",
    "the", ",")."""
    plain = strip_markup(text).strip().rstrip(".!?\"'’”)*_ ")
    if _TRAILING_CUT.search(strip_markup(text).strip()):
        return strip_markup(text).strip()[-1]
    words = tokens(plain)
    if words and words[-1].lower() in CUT_ENDINGS:
        return words[-1]
    return None


def lost_substance(original: str, rewrite: str) -> list[str]:
    """Why `rewrite` says less than `original` (empty when it keeps its substance)."""
    before, after = read(original), read(rewrite)
    if not any(_content(w) for w in after.words) and any(_content(w) for w in before.words):
        return ["is not a sentence or phrase of a CV bullet: it keeps no words of it"]
    reasons = []
    cut = cut_off(rewrite)
    if cut is not None and cut_off(original) is None:
        reasons.append(f"is cut off: it ends on '{cut}', mid-sentence")
    verb = before.words[before.verb] if before.verb is not None else None
    if verb is not None and after.verb is None and not _opens_with(rewrite, verb):
        reasons.append(f"drops the bullet's action (the verb '{verb}'): it is no longer a sentence")
    if 2 * len(after.words) <= len(before.words):
        reasons.append(
            f"is half as long as its bullet or less ({len(after.words)} of "
            f"{len(before.words)} words)"
        )
    kept_words = _Words(after)
    spelled = _spelled_by(before.words)
    if before.object and not any(kept_words.keeps(w) for w in before.object):
        reasons.append(f"drops what the bullet acted on ('{' '.join(before.object)}')")
    content = [
        (w, spelled[i]) for i, w in enumerate(before.words) if i != before.verb and _content(w)
    ]
    if content:
        kept = sum(kept_words.keeps(w, by) for w, by in content)
        if kept / len(content) < KEPT_SHARE:
            reasons.append(
                f"drops most of the bullet's content: {kept} of its {len(content)} content "
                "words are left"
            )
    return reasons
