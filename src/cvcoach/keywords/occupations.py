"""Place a job title in the O*NET-SOC occupation classification, and tell how near two
titles' occupations are (`occupations_of`, `nearness`).

The table (`data/occupations_onet.txt`, built by scripts/build_occupations.py from the O*NET
Database, CC BY 4.0) lists each occupation's titles: its own, its alternate titles and the
titles its workers report. A title is placed by, in turn:
1. its words as the table lists them, stemmed ("Software Engineers" is "software engineer"),
   level and term words left out ("Senior", "Lead" before another word, "II", "Intern"),
   and its asides in parentheses;
2. its longest ending the table lists ("Backend Platform Engineer" by "platform engineer");
3. its head noun (the last word) and the most of its modifiers any listed title of that head
   shares ("Python Backend Developer" by the developer titles naming "backend").
A title of several parts ("Summer Intern, Platform Engineer") is placed whole or by its
first part that 1 or 2 place. A title the table cannot place, that only its head places, or that
places in more than MAX_CODES occupations has none: "Engineer" alone names dozens.
A title of the computing field (it names a skill of the skill table, or a word the table's
titles use mostly for computer and mathematical occupations: "data", "cloud") keeps only its
computing occupations where it places in some ("Data Scientist" is listed among astronomers
too), and one placed nowhere is placed by its head among them ("Kotlin Developer")
(`COMPUTING_FIRST`); where the table places it outside them only, that place stands.

Two occupations are as near as the groups their codes share: "15-1252.00" (Software
Developers) is in the detailed occupation 15-1252, the broad group 15-1250, the minor group
15-1200 (Computer Occupations) and the major group 15-0000. The table is read on first use.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from functools import cached_property, lru_cache

from cvcoach.keywords.match import stem
from cvcoach.language.data_cache import package_data

TABLE = "occupations_onet.txt"
MAX_CODES = 4  # a key naming more occupations places nothing
AMBIGUOUS = "?"  # the table's line of titles naming too many occupations
LEVELS = 5  # major, minor, broad, detailed group, O*NET-SOC occupation
_PREFIX = (2, 4, 6, 7, 10)  # "15", "15-1", "15-125", "15-1252", "15-1252.00"
_WORD = re.compile(r"[a-z0-9][a-z0-9+#.']*[a-z0-9+#]|[a-z0-9]")
# level words left out of a title's key; those of _LEVEL_NOUNS only before another word
_LEVEL_WORDS = frozenset(
    [
        "senior",
        "sr",
        "junior",
        "jr",
        "intermediate",
        "mid",
        "level",
        "entry",
        "i",
        "ii",
        "iii",
        "iv",
        "v",
        "intern",
        "internship",
        "apprentice",
        "contract",
        "contractor",
    ]
)
_LEVEL_NOUNS = frozenset(["lead", "staff", "principal", "associate", "graduate", "trainee"])
# the level words as a key's words are stemmed ("intermediate" is keyed "intermediat"): 1 to
# leave them out stemmed, 0 as written (before 2026-11-29: "Intermediate Developer",
# "Graduate Developer", "Apprentice ..." kept their level word and placed nowhere)
LEVEL_STEMS = 1


@lru_cache(maxsize=2)
def _levels(stemmed: int) -> tuple[frozenset[str], frozenset[str]]:
    """The level words and level nouns, stemmed as a key's words are (`LEVEL_STEMS`)."""
    if not stemmed:
        return _LEVEL_WORDS, _LEVEL_NOUNS
    return frozenset(map(stem, _LEVEL_WORDS)), frozenset(map(stem, _LEVEL_NOUNS))


_PARENS = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_SEGMENTS = re.compile(r"\s+[-–—|/]\s+|[,;:|()\[\]]")

# the SOC major group of computer and mathematical occupations, and the share of a word's
# listed titles in it that makes the word a computing word ("data", "database", "cloud")
COMPUTING = "15-"
COMPUTING_SHARE = 0.5
# a computing title (`_computing_title`) is placed among the computing occupations where it
# can be (1), or as any other title (0): docs/roles.md
COMPUTING_FIRST = 1

Key = tuple[str, ...]
Units = frozenset[Key]


def _spans(key: Key, units: Units) -> list[tuple[int, int]]:
    """Where each unit of words occurs in a key: (first index, index past its last)."""
    return [
        (i, i + len(unit))
        for unit in units
        if len(unit) > 1
        for i in range(len(key) - len(unit) + 1)
        if key[i : i + len(unit)] == unit
    ]


def _modifier_groups(modifiers: Key, spans: list[tuple[int, int]]) -> list[frozenset[str]]:
    """A head's modifiers as the groups a listed title must share whole: each unit's words
    (where it ends before the head) one group, every other word its own."""
    groups: list[frozenset[str]] = []
    covered: set[int] = set()
    for a, b in spans:
        if b <= len(modifiers):
            groups.append(frozenset(modifiers[a:b]))
            covered.update(range(a, b))
    groups += [frozenset([w]) for i, w in enumerate(modifiers) if i not in covered]
    return groups


class _Table:
    def __init__(self, text: str) -> None:
        self.exact: dict[Key, set[str]] = {}
        for line in text.splitlines():
            if not line or line.startswith("#"):
                continue
            code, _, titles = line.partition("\t")
            for title in titles.split("|"):
                key = tuple(title.split())  # keyed by title_key when the table was built
                codes = self.exact.get(key)
                if codes is None:
                    self.exact[key] = {code}
                else:
                    codes.add(code)
        for codes in self.exact.values():
            if len(codes) > MAX_CODES or AMBIGUOUS in codes:
                codes.clear()  # a title of too many occupations is known, and places none

    @cached_property
    def vocabulary(self) -> frozenset[str]:
        return frozenset(word for key in self.exact for word in key)

    @cached_property
    def by_head(self) -> dict[str, list[tuple[frozenset[str], str]]]:
        heads: dict[str, list[tuple[frozenset[str], str]]] = defaultdict(list)
        for key, codes in self.exact.items():
            for code in codes:
                heads[key[-1]].append((frozenset(key[:-1]), code))
        return heads

    def split(self, key: Key) -> Key:
        """A word the table never uses split into two it does: "frontend" -> "front end"."""
        out: list[str] = []
        for word in key:
            halves = [
                (word[:i], word[i:])
                for i in range(3, len(word) - 2)
                if word[:i] in self.vocabulary and word[i:] in self.vocabulary
            ]
            out.extend(halves[0] if word not in self.vocabulary and len(halves) == 1 else (word,))
        return tuple(out)

    def place(self, key: Key, by_head: bool = True, units: Units = frozenset()) -> frozenset[str]:
        """The codes of a key as listed, else of its longest listed ending, else (`by_head`)
        of the listed titles of its head sharing the most of its modifiers. A unit of the
        title (`title_units`: "full-stack", "machine learning") is not cut: no ending starts
        inside it ("Full-Stack Engineer" is no "stack engineer") and a listed title shares it
        only whole ("machine operating engineer" shares nothing of "machine learning")."""
        key = self.split(key)
        if key in self.exact:
            return frozenset(self.exact[key])
        spans = _spans(key, units)
        for start in range(1, len(key) - 1):
            if key[start:] in self.exact and not any(a < start < b for a, b in spans):
                return frozenset(self.exact[key[start:]])
        groups = _modifier_groups(key[:-1], spans)
        if not groups or not by_head:
            return frozenset()
        return self.vote(key[-1], groups)

    def vote(self, head: str, groups: list[frozenset[str]], group: str = "") -> frozenset[str]:
        """The codes (of the SOC `group` only, where given) of the listed titles of a head
        that share the most of its modifier groups; where `group` is given and none shares
        one, those the head's titles of the group name most."""
        best = 0
        votes: dict[str, int] = defaultdict(int)
        for listed, code in self.by_head.get(head, ()):
            if not code.startswith(group):
                continue
            shared = sum(1 for g in groups if g <= listed)
            if shared > best:
                best, votes = shared, defaultdict(int)
            if (shared or group) and shared == best:
                votes[code] += 1
        if not votes:
            return frozenset()
        top = max(votes.values())
        found = frozenset(code for code, n in votes.items() if n == top)
        return found if len(found) <= MAX_CODES else frozenset()

    @cached_property
    def computing_share(self) -> dict[str, float]:
        """Each word's share of the listed titles using it that name a computer or
        mathematical occupation (SOC major group 15): "databas" 0.98, "data" 0.59,
        "reliability" 0."""
        uses: dict[str, int] = defaultdict(int)
        computing: dict[str, int] = defaultdict(int)
        for key, codes in self.exact.items():
            it = any(code.startswith(COMPUTING) for code in codes)
            for word in set(key):
                uses[word] += 1
                computing[word] += it
        return {word: computing[word] / n for word, n in uses.items()}


@lru_cache(maxsize=1)
def _table() -> _Table:
    return _Table(package_data(TABLE).decode("utf-8"))


def title_key(title: str) -> Key:
    """A title's words as the table is keyed: lower-cased, stemmed, level words left out
    ("Senior", "II"; "Lead" but as the last word: a "Team Lead" is a lead)."""
    words = [stem(w) for w in _WORD.findall(title.lower().replace("’", "'"))]
    last = len(words) - 1
    levels, nouns = _levels(LEVEL_STEMS)
    kept = [w for i, w in enumerate(words) if w not in levels and (i == last or w not in nouns)]
    return tuple(kept or words)


_HYPHENATED = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")


def title_units(title: str) -> Units:
    """The words of a title that go together, as the title's own spelling and the skill table
    say: a hyphenated compound ("Full-Stack") and a skill named in several words ("Machine
    Learning"), each stemmed as a key is."""
    from cvcoach.keywords.skills import find_skills  # the skill table only where needed

    lowered = title.lower().replace("’", "'")
    phrases = _HYPHENATED.findall(lowered) + [s.lower() for s in find_skills(title)]
    units = (tuple(stem(w) for w in _WORD.findall(p)) for p in phrases)
    return frozenset(unit for unit in units if len(unit) > 1)


# the shortest "-ing" word folded: "testing" (7) folds, "string", "during" (6) do not
MIN_FOLDED = 7


def fold_title_word(word: str) -> str:
    """A stemmed title word with its "-ing" ending dropped ("engineering" -> "engineer")."""
    if len(word) >= MIN_FOLDED and word.endswith("ing") and word.isalpha():
        return word[:-3]
    return word


_ACRONYM = re.compile(r"\b[A-Z][A-Z0-9&]{1,4}\b")
SPELL_OUT = 1  # a title no key places is placed with its acronyms spelled out (1) or not (0)


def _spell(title: str) -> str:
    """A title with its acronyms spelled out as the skill table names them ("Senior SRE":
    "Senior site reliability engineering")."""
    from cvcoach.keywords.skills import find_skills

    def spell(found: re.Match[str]) -> str:
        named = find_skills(found.group())
        return named[0] if len(named) == 1 else found.group()

    return _ACRONYM.sub(spell, title)


def _spelled_key(spelled: str) -> Key:
    """A spelled-out title's key, the field's "-ing" read as its worker ("engineer")."""
    key = title_key(spelled)
    return (*key[:-1], fold_title_word(key[-1]))


def _spelled_out(title: str) -> frozenset[str]:
    """The codes of a title whose acronyms are spelled out (`_spell`: "Senior SRE" is a
    "site reliability engineer"), as listed or by a listed ending only; none where no
    acronym names a skill."""
    spelled = _spell(title)
    if spelled == title:
        return frozenset()
    return _table().place(_spelled_key(spelled), by_head=False, units=title_units(spelled))


LEVEL_ONLY = 1  # a title of level and term words only places nowhere (1) or as listed (0)


def _levels_only(title: str) -> bool:
    """Whether a title's words all name a level or a term ("Intern", "Senior Associate")."""
    words = [stem(w) for w in _WORD.findall(title.lower().replace("’", "'"))]
    levels, nouns = _levels(LEVEL_STEMS)
    return all(w in levels or w in nouns for w in words)


def occupations_of(title: str) -> frozenset[str]:
    """The O*NET-SOC codes a job title places in (none where it cannot be placed). A title
    is placed whole, its parenthesised asides left out ("Developer (WordPress focus)"); one
    of several parts ("Summer Intern, Platform Engineer"), whole or by its first part, as
    listed or by a listed ending only (a part may name a team, not a title); a computing
    title among the computing occupations where it can be (`_computing`)."""
    return _occupations_of(title, (LEVEL_ONLY, SPELL_OUT, COMPUTING_FIRST, LEVEL_STEMS))


@lru_cache(maxsize=8192)
def _occupations_of(title: str, switches: tuple[int, ...]) -> frozenset[str]:
    """`occupations_of`, cached per title and the module's switches (a fit flips them)."""
    table = _table()
    whole = _PARENS.sub(" ", title)
    if LEVEL_ONLY and _levels_only(whole):
        return frozenset()  # "Intern", "Senior": a level, no occupation
    parts = [p for p in _SEGMENTS.split(whole) if p and p.strip()]
    units = title_units(whole)
    found = table.place(title_key(whole), by_head=len(parts) == 1, units=units)
    if not found and SPELL_OUT:
        found = _spelled_out(whole)
    if not found and len(parts) > 1:
        for part in parts:
            key = title_key(part)
            found = table.place(key, by_head=False, units=units) if len(key) > 1 else found
            if found:  # a part of one word ("Director, Data Science") places nothing alone
                break
    if COMPUTING_FIRST and _computing_title(whole):
        spelled = _spell(whole)
        return _computing(table, _spelled_key(spelled), found, title_units(spelled))
    return found


def _computing_title(title: str) -> bool:
    """Whether a title names a computing field: a skill of the skill table ("Golang
    Developer", "Senior SRE") or, but for its head, a word the O*NET titles use mostly for
    computer and mathematical occupations ("Data Reliability Engineer", "Cloud Engineer")."""
    from cvcoach.keywords.skills import find_skills

    if find_skills(title):
        return True
    key = title_key(title)
    shares = _table().computing_share
    return any(shares.get(word, 0.0) >= COMPUTING_SHARE for word in key[:-1])


def _computing(table: _Table, key: Key, found: frozenset[str], units: Units) -> frozenset[str]:
    """A computing title's computing occupations: those it placed in ("Data Scientist" is
    listed among astronomers too), else its head's among the computing occupations, sharing
    the most of its modifiers ("Data Reliability Engineer" by "data engineer", not by
    "reliability engineer", the validation engineers' title), else what it placed."""
    inside = frozenset(code for code in found if code.startswith(COMPUTING))
    if inside or len(key) < 2 or (found and COMPUTING_FIRST < 2):
        return inside or found
    key = table.split(key)
    groups = _modifier_groups(key[:-1], _spans(key, units))
    return table.vote(key[-1], groups, COMPUTING) or found


def depth(a: str, b: str) -> int:
    """How many levels of the hierarchy two O*NET-SOC codes share (0..LEVELS)."""
    return sum(1 for n in _PREFIX if a[:n] == b[:n] and len(a) >= n)


def nearness(wanted: Iterable[str], held: Iterable[str]) -> int:
    """The deepest group any code of one set shares with any of the other (0 for none)."""
    held = tuple(held)
    return max((depth(a, b) for a in wanted for b in held), default=0)
