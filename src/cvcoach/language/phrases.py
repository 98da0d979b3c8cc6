"""Slips that span or hide in phrases, read from data files with the reason for each.

- `data/split_compounds.txt`: compounds split in two (`copy right` -> `copyright`);
- `data/phrase_slips.txt`: words joined or split against usage (`alot`), case-sensitive
  identifiers in prose (`threadidx`), and real-word slips their context gives away (an
  award called a "First Price"). Each line carries its correction, severity and reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from cvcoach.language.data_cache import package_data


@dataclass(frozen=True)
class PhraseSlip:
    """A slip found in a text: text[start:end] == word."""

    word: str
    start: int
    end: int
    suggestion: str
    reason: str
    severity: str


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    right: str
    severity: str
    reason: str
    plain: bool  # a listed phrase (any case), not a regular expression
    lower: str | None = None  # a plain phrase written in ASCII, lower-cased (`phrase_slips`)


@dataclass(frozen=True)
class _Compounds:
    split: dict[tuple[str, str], str]  # ("copy", "right") -> "copyright"
    pattern: re.Pattern[str]  # any listed first word, then any listed second word
    cues: re.Pattern[str]  # any listed second word: a text without one has no split compound


def _lines(name: str) -> list[str]:
    text = package_data(name).decode("utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and line[0] != "#"]


def _either(words: Iterable[str]) -> str:
    longest_first = sorted(set(words), key=lambda word: (-len(word), word))  # the same every run
    return "|".join(map(re.escape, longest_first)) or "(?!)"


@lru_cache(maxsize=1)
def _compounds() -> _Compounds:
    split = {}
    for line in _lines("split_compounds.txt"):
        first, second = line.lower().split()
        split[(first, second)] = first + second
    firsts, seconds = _either(a for a, _ in split), _either(b for _, b in split)
    pattern = re.compile(rf"(?<![\w'’-])({firsts})[ \t]+({seconds})(s?)\b(?![-'’])", re.I)
    return _Compounds(split, pattern, re.compile(seconds))


def parse_rule(line: str) -> _Rule:
    """One line of phrase_slips.txt: `wrong -> right | severity | reason`."""
    wrong, _, rest = line.partition(" -> ")
    right, severity, reason = (part.strip() for part in rest.split(" | ", 2))
    if severity not in ("warning", "info") or not right or not reason:
        raise ValueError(f"bad phrase slip line: {line!r}")
    if wrong.startswith("/") and wrong.endswith("/") and len(wrong) > 2:
        return _Rule(re.compile(wrong[1:-1]), right, severity, reason, plain=False)
    phrase = wrong.strip()
    pattern = re.compile(rf"(?<![\w.-]){re.escape(phrase)}(?![\w(-])", re.I)
    lower = phrase.lower() if phrase.isascii() else None
    return _Rule(pattern, right, severity, reason, plain=True, lower=lower)


@lru_cache(maxsize=1)
def _rules() -> tuple[_Rule, ...]:
    return tuple(parse_rule(line) for line in _lines("phrase_slips.txt"))


def _cased(right: str, written: str) -> str:
    return right[0].upper() + right[1:] if written[:1].isupper() else right


def split_compounds(text: str, masked: str) -> list[PhraseSlip]:
    """`copy right` -> `copyright`; `masked` is `text` with non-prose blanked."""
    compounds = _compounds()
    lowered = masked.lower()
    if compounds.cues.search(lowered) is None:
        return []
    found = []
    for match in compounds.pattern.finditer(masked):
        joined = compounds.split.get((match.group(1).lower(), match.group(2).lower()))
        if joined:
            start, end = match.start(1), match.end(3)
            suggestion = _cased(joined + match.group(3).lower(), match.group(1))
            reason = "written as one word"
            found.append(PhraseSlip(text[start:end], start, end, suggestion, reason, "warning"))
    return found


def phrase_slips(text: str, masked: str) -> list[PhraseSlip]:
    """The slips of `data/phrase_slips.txt` in the prose of `text` (`masked`: non-prose
    blanked). A rule's context may look into code (`util `Nov.2022``); its slip may not."""
    found = []
    # In ASCII text an ASCII phrase matches, in any case, only where the lower-cased text
    # holds it: most texts hold none, and each rule's pattern is not run over them.
    lowered = masked.lower() if masked.isascii() else None
    for rule in _rules():
        if lowered is not None and rule.lower is not None and rule.lower not in lowered:
            continue
        for match in rule.pattern.finditer(masked if rule.plain else text):
            group = 1 if rule.pattern.groups else 0
            written, start, end = match.group(group), match.start(group), match.end(group)
            if masked[start:end] != written:
                continue  # inside code or a link
            if rule.plain:
                if written == rule.right:
                    continue
                right = (
                    rule.right if rule.right != rule.right.lower() else _cased(rule.right, written)
                )
            else:
                right = rule.right
            found.append(PhraseSlip(written, start, end, right, rule.reason, rule.severity))
    return found
