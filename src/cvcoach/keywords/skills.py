"""Skill names in text, normalised to one canonical name each (`find_skills`).

The table is `data/skills.txt` (built by `scripts/build_skills.py` from ESCO, the cspell
software-terms lists, the lexicon and acronym/alias pairs). It is read on first use only, so
`cvcoach check` without `--role` never pays for it.

Matching is over word tokens, longest name first. A short or everyday-looking name ("Go",
"Swift", "Excel", "R") counts only in the case its makers write it; other names in any case.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cvcoach.keywords.match import AMBIGUOUS
from cvcoach.language.data_cache import package_data
from cvcoach.language.lexicon import tool_rows, tool_spellings

# A token: a word with inner `.+#/-` ("Node.js", "C++", "CI/CD", "TensorRT-LLM") or `.NET`.
_TOKEN = re.compile(r"\.?[^\W_][\w+#.'/-]*")
MAX_WORDS = 5


class SkillTable:
    """Canonical skill names keyed by their spellings' token sequences.

    `longest` maps a lower-cased first token to the most tokens a name starting with it has,
    so that a look-up tries only the lengths some name has.
    """

    def __init__(self, lines: list[str]) -> None:
        self.folded: dict[tuple[str, ...], str] = {}
        self.exact: dict[tuple[str, ...], str] = {}
        self.canonical: set[str] = set()
        self.longest: dict[str, int] = {}
        for raw in lines:
            if not raw or raw.startswith("#"):
                continue
            parts = [p.strip() for p in raw.split(" | ") if p.strip()]
            self.canonical.add(parts[0])
            for spelling in parts:
                self._add(spelling, parts[0])

    def _add(self, spelling: str, canonical: str) -> None:
        words = tuple(tokens(spelling))
        if not words or len(words) > MAX_WORDS:
            return
        if _case_sensitive(words):
            self.exact.setdefault(words, canonical)
            if _rare_in_english(words[0]):  # "git", "php": a tool's, no English word's spelling
                self.folded.setdefault((words[0].lower(),), canonical)
        else:
            self.folded.setdefault(tuple(w.lower() for w in words), canonical)
        first = words[0].lower()
        self.longest[first] = max(self.longest.get(first, 0), len(words))

    def lookup(self, words: tuple[str, ...], lower: tuple[str, ...] | None = None) -> str | None:
        lower = lower if lower is not None else tuple(w.lower() for w in words)
        found = self.exact.get(words) or self.folded.get(lower)
        if found is None and words and len(words[-1]) > 3 and words[-1][-1] == "s":
            found = self.exact.get((*words[:-1], words[-1][:-1])) or self.folded.get(
                (*lower[:-1], lower[-1][:-1])
            )
        return found

    def find(self, text: str) -> list[str]:
        """The canonical names of the skills `text` names, in order, each once; a one-letter
        name ("C", "R") only alone (a skill list's item), beside another skill, beside a word of
        programming (`_PROGRAMMING`) or after a preposition ("analysis in R")."""
        found = self._find(_AMPERSAND.sub(" ", text))
        letters = [name for name in found if len(name) == 1]
        alone = len(text.split()) == 1  # a skill list's item: "C"
        if letters and len(letters) == len(found) and not (alone or _PROGRAMMING.search(text)):
            # "analysis in R", "written in C": after a preposition; "Grade C", "Section R":
            # a letter, no language
            return [n for n in letters if re.search(_AFTER_PREPOSITION.format(n), text)]
        return found

    def _find(self, text: str) -> list[str]:
        words = [part for word in tokens(text) for part in self._parts(word)]
        lower = [w.lower() for w in words]
        found: list[str] = []
        i = 0
        while i < len(words):
            longest = min(self.longest.get(lower[i], 0), len(words) - i)
            for n in range(longest, 0, -1):
                name = self.lookup(tuple(words[i : i + n]), tuple(lower[i : i + n]))
                if name:
                    if name not in found:
                        found.append(name)
                    i += n - 1
                    break
            i += 1
        return found

    def _parts(self, word: str) -> list[str]:
        """`word`, or what it is made of when the table lacks it: two names an acronym's
        slash joins ("HTML/CSS", where "CI/CD" is one name) and a name with its version
        ("HTML5", "CSS3", "Python3")."""
        if self.lookup((word,)):
            return [word]
        if "/" in word:
            return [p for part in word.split("/") if part for p in self._parts(part)]
        base = _VERSION.sub("", word)
        versioned = base != word and len(base) >= 2  # "D3" is no version of D
        return [base] if versioned and self.lookup((base,)) else [word]


_VERSION = re.compile(r"(?<=[A-Za-z])v?\d+(?:\.\d+)?$")
_AFTER_PREPOSITION = r"\b(?:in|with|using|of|like|as|including)\s+{}(?![\w&+#])"
# letters joined by "&" are an abbreviation ("R&D", "Q&A", "M&A"), not names
_AMPERSAND = re.compile(r"\b[A-Z]&[A-Z]\b")
# what says a one-letter name is a programming language ("C programming", "in C or Rust")
_PROGRAMMING = re.compile(
    r"\b(?:programming|programmer|language|languages|code|coding|compil\w+|embedded|"
    r"kernel|firmware)\b",
    re.I,
)


def tokens(text: str) -> list[str]:
    """Word tokens; a trailing sentence dot or slash is no part of a name."""
    out = []
    for match in _TOKEN.finditer(text):
        word = match.group().rstrip(".'/-")
        if word.endswith(("'s", "’s")):
            word = word[:-2]
        if "/" in word and not re.fullmatch(r"[A-Z]{1,4}/[A-Z]{1,4}", word):
            out += [w for w in word.split("/") if w]  # "Python/Go": two names
        elif word:
            out.append(word)
    return out


# How often English may write a short name's lower-case spelling (pyspellchecker's counts)
# for the name to count in lower case too: "git" (1106) and "php" (0) do, "excel" (1726, "you
# will excel"), "go" and "swift" do not.
RARE_IN_ENGLISH = 1500


def _rare_in_english(word: str) -> bool:
    """A tool of the lexicon (not an acronym of everyday words: "DEV", "ADMIN") whose
    lower-case spelling English writes rarely."""
    from cvcoach.language.wordlist import frequency

    low = word.lower()
    return (
        len(low) >= 2
        and low in tool_spellings()
        and low not in AMBIGUOUS
        and frequency(low) < RARE_IN_ENGLISH
    )


def _case_sensitive(words: tuple[str, ...]) -> bool:
    """Short or everyday-looking single names count only as written ("Go", not "go")."""
    if len(words) != 1:
        return False
    word = words[0]
    if word.lower() in AMBIGUOUS:
        return True
    if word.isupper():
        return True  # "R", "SQL", "LESS", "HTTPS": an acronym only as an acronym
    return len(word) <= 6 and word[:1].isupper() and word[1:] == word[1:].lower()


@lru_cache(maxsize=1)
def skill_table() -> SkillTable:
    """The bundled skill table, read once."""
    return SkillTable(package_data("skills.txt").decode("utf-8").splitlines())


def find_skills(text: str) -> list[str]:
    """Canonical names of the skills `text` names ("JS and k8s" → JavaScript, Kubernetes)."""
    return skill_table().find(text)


def broader_skills(name: str) -> tuple[str, ...]:
    """The skills a name of several words is a kind of by naming their acronym ("LLM
    inference" → large language models, "AWS Lambda" → AWS, "SQL Server" → SQL): a CV
    naming it shows them too."""
    words = tokens(name)
    if len(words) < 2:
        return ()
    table = skill_table()
    found = (table.lookup((w,)) for w in words if len(w) >= 2 and w.isupper())
    return tuple(dict.fromkeys(s for s in found if s and s != name))


def canonical_skill(name: str) -> str:
    """The canonical spelling of a skill name, or the name itself when the table lacks it."""
    words = tuple(tokens(name))
    return skill_table().lookup(words) or name.strip()


@lru_cache(maxsize=1)
def _families() -> dict[str, str]:
    """Each tool's lexicon section: two tools of one section are siblings ("React, Vue or
    similar" and a CV naming Angular)."""
    return {canonical_skill(names[0]): section for section, names in tool_rows()}


def skill_family(name: str) -> str | None:
    """The lexicon section a tool is listed in ("web, cloud, operations"), or None."""
    return _families().get(name)
