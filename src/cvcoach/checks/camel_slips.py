"""Slips in CamelCase and all-capital names: `NovaDsek` for `NovaDesk`.

A CamelCase name is built of parts (`camel_parts`: `OrbitMetric` -> `Orbit`, `Metric`):
words, acronyms and names. The evidence that one is misspelled, strongest first:

1. the CV writes the name elsewhere, one slip away in the same capitals (`NovaDsek` beside
   `NovaDesk`, `KORBO` beside `KORVO`): few CVs name two things so alike. The names must
   not differ in an ending (`ParserError`, `ParseError`: two forms of a word); on a tie,
   a name of words is no slip of one with a part that is no word;
2. the word lost its first capital, so that it reads as code (`ixelForge`), or swapped it
   with the next letter (`iPxelForge`): a name the CV writes, a listed term, or (swapped)
   a name of words;
3. a listed term one slip away (`TensorClow`), a capital typed twice (`VMMware`,
   `GGitHub`), or a capital swapped with a letter beside it (`OrbiMtetric`): put back,
   every part is a word;
4. one part a plain slip of a word, beside parts that are words, acronyms or a name
   (`OrbitMasp`, `MLForeg`, `ZorvaSchoil`), or of a word the CV writes in another
   CamelCase name (`LumnDesk` beside `LumenForge`).

A part that is a first name or surname makes a username (`FlorianSW`), left alone; so are
acronyms of five letters or fewer, unless a lexicon term in capitals lost a letter inside
(`SIMOD`). A capital typed twice inside a word is no evidence on its own: `UnixCCompiler`
and `TestMMapWrapper` are real names.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from cvcoach.language.known import MEMO_LIMIT, KnownWords
from cvcoach.language.names import cased_like, has_inner_capital, shape
from cvcoach.language.terms import (
    Terms,
    camel_parts,
    one_cased_slip,
    people_names,
    term_near_miss,
)
from cvcoach.language.thresholds import COMMON_FOR_NAMES, COMMON_FREQUENCY, VERY_COMMON
from cvcoach.language.tokens import Vocabulary
from cvcoach.language.word_edits import edits1, is_slip, neighbouring_keys, words_one_edit_from
from cvcoach.language.wordlist import word_table

Verdict = tuple[str | None, str, str]  # suggestion, reason, severity
Candidate = Callable[[str, str, bool], str | None]  # (lower, shape, name evidence) -> word

# A title-case word with its first two letters both capitals or swapped: CConducted, xEtension.
_SHIFT_SLIP = re.compile(r"[A-Za-z][A-Z][a-z]{3,}")
_NAME_SHAPES = ("mixed", "upper")
_ENDINGS = "sdr"  # of inflected forms: Parse, Parser, Parsed, Parses


def _capitals(word: str) -> str:
    return "".join(c for c in word if c.isupper())


def _slip(lower: str, edit: str) -> bool:
    """A typing slip (`is_slip`), a neighbouring key's first letter (bovadesk), the last
    letter dropped (novades) or, in four letters, one dropped inside (lumn)."""
    if len(lower) == len(edit) and lower[1:] == edit[1:]:
        return neighbouring_keys(lower[0], edit[0])
    if edit[:-1] == lower:
        return True
    if len(lower) == 4 and len(edit) == 5:  # Qunt: a letter dropped inside
        return any(edit[:i] + edit[i + 1 :] == lower for i in range(1, 4))
    return is_slip(lower, edit, strict=True)


def _first_key(lower: str, word: str) -> bool:
    """`word` but for its first letter, a neighbouring key's (bixel for pixel)."""
    return lower[1:] == word[1:] and neighbouring_keys(lower[0], word[0])


def _four_letters(lower: str) -> str | None:
    """The one common word a four-letter part is a neighbouring key or a swap from (maos:
    maps), when that word is very common; not in the first letter."""
    near = [
        word
        for word, count in words_one_edit_from(lower)
        if count >= COMMON_FREQUENCY and len(word) == 4 and word[0] == lower[0]
        if _slip(lower, word)
    ]
    if len(near) == 1 and word_table().frequency(near[0]) >= VERY_COMMON:
        return near[0]
    return None


class CamelSlips:
    """The spelling check's rules for words with inner capitals (see the module docstring).

    `candidate(lower, shape, name_evidence)` is the dictionary's correction of a word.
    """

    def __init__(self, terms: Terms, known: KnownWords, candidate: Candidate) -> None:
        self._terms = terms
        self._known = known
        self._candidate = candidate
        self._parts_of: tuple[Vocabulary, Counter[str]] | None = None
        self._names_of: tuple[Vocabulary, list[tuple[str, int]]] | None = None
        self._capitals_memo: dict[str, Verdict | None] = {}

    # -- the CV's own names -------------------------------------------------------------------

    def named(self, word: str, vocabulary: Vocabulary) -> Verdict | None:
        """A CamelCase or all-capital name the CV writes elsewhere one slip from `word`
        (`NovaDsek` beside `NovaDesk`), in the same capitals but for the slip, at least as
        often as `word`. On a tie, a name whose parts are words is no slip of one whose
        parts are not (`NovaDesk` is not reported for `NovaDsek`)."""
        lower = word.lower()
        own = vocabulary.count(word)
        best: tuple[int, str] | None = None
        for form, count in self._cv_names(vocabulary):
            if count < own or abs(len(form) - len(word)) > 1 or not one_cased_slip(word, form):
                continue
            if not _slip(lower, form.lower()) or self._other_word(word, form):
                continue
            if count == own and self._unknown_parts(form) > self._unknown_parts(word):
                continue
            if best is None or count > best[0]:
                best = (count, form)
        if best is None:
            return None
        return best[1], f"one letter away from '{best[1]}', used elsewhere in this CV", "warning"

    def _cv_names(self, vocabulary: Vocabulary) -> list[tuple[str, int]]:
        """The CamelCase and all-capital words of `vocabulary`, with their counts."""
        if self._names_of is None or self._names_of[0] is not vocabulary:
            names = [(w, vocabulary.count(w)) for w in vocabulary if shape(w) in _NAME_SHAPES]
            self._names_of = (vocabulary, names)
        return self._names_of[1]

    def _other_word(self, word: str, target: str) -> bool:
        """`word` and `target` differ in the ending of a part (ParserError, ParseError;
        NovaDesks, NovaDesk): two forms of a word, two names."""
        ours = [p for p, _ in camel_parts(word)]
        theirs = [p for p, _ in camel_parts(target)]
        if len(ours) != len(theirs):
            return False
        changed = [(a, b) for a, b in zip(ours, theirs, strict=True) if a != b]
        if len(changed) != 1:
            return False
        a, b = sorted(changed[0], key=len)
        return b[:-1] == a and b[-1] in _ENDINGS

    def _unknown_parts(self, word: str) -> int:
        """How many parts of `word` (not acronyms) are neither a word nor a term."""
        return sum(
            1
            for part, _ in camel_parts(word)
            if not part.isupper() and not self._known.base(part.lower())
        )

    def lost_capital(self, word: str, vocabulary: Vocabulary) -> Verdict | None:
        """A lowerCamel word (`ovaDesk`, read as code) that is a CamelCase name of the CV or
        a listed term but for its first capital, dropped or swapped with the next letter
        (`oNvaDesk`), or a slip of a listed term written so (`nGrpah` for `nGraph`)."""
        lower = word.lower()
        if len(word) < 4 or self._known(lower) or lower in self._terms.products:
            return None  # getData, iPad: an identifier or a term as written
        for target in self._cased_near(lower, vocabulary):
            if not has_inner_capital(target):
                continue
            if target[0].isupper():  # the first capital dropped or swapped: ovaDesk, oNvaDesk
                if target[1:] == word or target[1] + target[0] + target[2:] == word:
                    return target, f"'{target}' without its first capital", "warning"
            elif (  # a lexicon term written so: nGrpah
                target in self._terms.exact
                and target[0] == word[0]
                and one_cased_slip(word, target)
                and _slip(lower, target.lower())
            ):
                return target, f"one letter away from the technical term '{target}'", "warning"
        if word[1].isupper() and self._swapped_capital(word):
            return word[1] + word[0] + word[2:], "a capital out of place", "warning"
        return None

    def _swapped_capital(self, word: str) -> bool:
        """`word` (oNvaDesk) is a CamelCase name of words with its first two letters
        swapped: the part after the first letter (Nva) is no word (iDeMarker is a name)."""
        parts = [p for p, _ in camel_parts(word)]
        if len(parts) < 2 or self._known.base(parts[1].lower()):
            return False
        return self._parts_are_words(word[1] + word[0] + word[2:])

    def _parts_are_words(self, word: str) -> bool:
        """`word` is a word of three letters or more and more words or acronyms."""
        parts = [p for p, _ in camel_parts(word)]
        return (
            len(parts) > 1
            and len(parts[0]) >= 3
            and word_table().frequency(parts[0].lower()) >= COMMON_FREQUENCY
            and all(
                len(p) > 1
                and ((shape(p) == "title" and self._known.base(p.lower())) or p.isupper())
                for p in parts[1:]
            )
        )

    def _cased_near(self, lower: str, vocabulary: Vocabulary) -> list[str]:
        """Names one edit from `lower` as the CV writes them (more often first), then listed
        terms in their makers' casing."""
        found: list[str] = []
        for edit in edits1(lower):
            forms = vocabulary.forms(edit)
            found += sorted(forms, key=lambda f: -forms[f])
        for edit in edits1(lower):
            if edit in self._terms.index:
                found.append(self._terms.spelled.get(edit) or self._terms.index[edit])
            found += self._terms.products.get(edit, ())
        return found

    def short_capitals(self, word: str) -> Verdict | None:
        """An acronym of five letters or fewer is left alone, unless it is a lexicon term
        its makers write in capitals with a letter dropped inside (SIMOD for SIGMOD)."""
        if word not in self._capitals_memo:
            if len(self._capitals_memo) > MEMO_LIMIT:
                self._capitals_memo.clear()
            term = term_near_miss(word.lower(), self._terms, strict=True, lexicon_only=True)
            found = term and term.isupper() and len(term) == len(word) + 1
            reason = f"one letter away from the technical term '{term}'"
            self._capitals_memo[word] = (term, reason, "warning") if found else None
        return self._capitals_memo[word]

    # -- the word alone -----------------------------------------------------------------------

    def verdict(self, word: str, vocabulary: Vocabulary) -> Verdict | None:
        """A slip in a word with inner capitals the CV does not explain, or None."""
        lost = self.lost_capital(word, vocabulary) if word[0].islower() else None
        if lost:  # yTorch, read as a word (iPhone)
            return lost
        twice = self._capital_twice(word)
        if twice:  # VMMware, TensorFFlow
            return twice, "a capital typed twice", "warning"
        lower = word.lower()
        long = len(word) >= 5  # CamelCase: few names are written so (MyQSL)
        term = term_near_miss(lower, self._terms, strict=True, written=word) if long else None
        if term and len(_capitals(term)) == len(_capitals(word)):  # TensorClow
            return term, f"one letter away from the technical term '{term}'", "warning"
        if _SHIFT_SLIP.fullmatch(word):
            return self._shifted(word)  # else iPhone, CPython, XInclude: a name
        return self._doubled_first(word) or self._moved(word) or self._part_slip(word, vocabulary)

    def _capital_twice(self, word: str) -> str | None:
        """A listed term, as its makers write it, with one of its capitals typed twice."""
        for i in range(1, len(word)):
            if word[i].isupper() and word[i - 1] == word[i]:
                term = word[:i] + word[i + 1 :]
                casings = self._terms.products.get(term.lower(), ())
                if term in self._terms.exact or term in casings:
                    return term
        return None

    def _doubled_first(self, word: str) -> Verdict | None:
        """A capital typed twice before a word or a term (GGitHub, MMentored)."""
        rest = word[1:]
        twice = word[0] == rest[0] and rest[1].islower() and len(rest) >= 5
        if twice and self._known(rest.lower()):
            return rest, "a capital typed twice", "warning"
        return None

    def _shifted(self, word: str) -> Verdict | None:
        """A title-case word with its first two letters both capitals or swapped: a capital
        typed twice or swapped in before a word (CConducted, xEtension)."""
        twice = self._doubled_first(word)
        if twice:
            return twice
        lower = word.lower()
        fixed = self._candidate(lower, "title", False)
        if fixed in (lower[1:], lower[1] + lower[0] + lower[2:]) and (
            lower[0] == lower[1] or fixed != lower[1:]
        ):  # CConducted: a capital typed twice; xEtension: two letters swapped
            return fixed[:1].upper() + fixed[1:], "not in the dictionary", "warning"
        return None

    def _moved(self, word: str) -> Verdict | None:
        """A capital swapped with a letter beside it (OrbiMtetric, PixeFlorge): swapped
        back in one place only, every part is a word, where before one was not."""
        parts = camel_parts(word)
        if any(len(p) < 2 for p, _ in parts) or all(
            p.isupper() or self._known(p.lower()) for p, _ in parts
        ):
            return None
        fixes = [
            word[:i] + word[i + 1] + word[i] + word[i + 2 :]
            for i in range(1, len(word) - 1)
            if word[i].isupper() != word[i + 1].isupper() and word[i - 1].islower()
        ]
        good = {fix for fix in fixes if self._words(fix, parts)}
        if len(good) != 1:
            return None
        return good.pop(), "a capital out of place", "warning"

    def _words(self, word: str, before: list[tuple[str, int]]) -> bool:
        """Every part of `word` is a word: one of the parts `before`, or a dictionary word
        of four letters or more (not a term: GooglMeals is no fix of GoogleMals)."""
        kept = {p for p, _ in before}
        words = word_table()
        return all(
            shape(p) == "title"
            and (self._known.base(p.lower()) if p in kept else len(p) >= 4 and p.lower() in words)
            for p, _ in camel_parts(word)
        )

    def _part_slip(self, word: str, vocabulary: Vocabulary) -> Verdict | None:
        """One part a plain slip of a word, beside words, acronyms or a name (see the module
        docstring)."""
        parts = camel_parts(word)
        if any(len(p) < 2 or self._username(p) for p, _ in parts):
            return None  # FlorianS, JonathanWindell: a username (AI is an acronym)
        unknown = [(p, at) for p, at in parts if not p.isupper() and not self._known(p.lower())]
        if not unknown or any(shape(p) != "title" for p, _ in unknown):
            return None
        # Beside a two-capital part, which may be initials (FlorianSW), or another unknown
        # part, which may be a name (ZorvaSchoil), a part is corrected as beside a name.
        initials = any(len(p) == 2 and p.isupper() for p, _ in parts)
        several = len(unknown) > 1
        if any(self._cv_parts(vocabulary)[p.lower()] > 1 for p, _ in unknown):
            return None  # PaintColrGlyph beside PaintColrLayers: a part written so on purpose
        found = []
        for part, at in unknown:
            fixed = self._part_candidate(part, vocabulary, initials=initials, name=several)
            if fixed:
                found.append((part, at, fixed))
        if len(found) != 1:
            return None
        part, at, fixed = found[0]
        suggestion = word[:at] + cased_like(fixed, part) + word[at + len(part) :]
        return suggestion, f"'{part}' is not a word: '{fixed}'?", "warning"

    def _username(self, part: str) -> bool:
        """A first name or surname (Florian), not an acronym (AI)."""
        return not part.isupper() and part.lower() in people_names()

    def _part_candidate(
        self, part: str, vocabulary: Vocabulary, *, initials: bool, name: bool
    ) -> str | None:
        """The word an unknown part is a slip of, or None: a word the CV writes in another
        CamelCase name, else the dictionary's correction (of a part of four letters, as of
        a word in lower case or `_four_letters`; of a longer one, as of a capitalised word;
        a first letter changed only for a neighbouring key's)."""
        lower = part.lower()
        if len(lower) < 4:
            return None
        fixed = self._cv_part(lower, vocabulary)
        if fixed is None:
            short = len(lower) == 4 and not (initials or name)
            fixed = self._candidate(lower, "lower" if short else "title", name)
            if fixed and fixed[0] != lower[0] and not _first_key(lower, fixed):
                fixed = None  # Isclose is no slip of disclose
            if fixed is None and short:
                fixed = _four_letters(lower)
        if fixed is None or (
            fixed in people_names() and word_table().frequency(fixed) < COMMON_FOR_NAMES
        ):
            return None  # a name, not a word (Baker is a surname too, but a common word)
        return fixed

    def _cv_part(self, lower: str, vocabulary: Vocabulary) -> str | None:
        """The one word the CV writes as a part of a CamelCase name one slip from `lower`
        (lumn beside LumenForge)."""
        near = [e for e in edits1(lower) & self._cv_parts(vocabulary).keys() if _slip(lower, e)]
        if len(near) != 1 or not self._known.base(near[0]):
            return None
        return near[0]

    def _cv_parts(self, vocabulary: Vocabulary) -> Counter[str]:
        """How often the CV writes each part of its CamelCase words (lower case)."""
        if self._parts_of is None or self._parts_of[0] is not vocabulary:
            parts: Counter[str] = Counter()
            for word in vocabulary:
                if has_inner_capital(word):
                    for part, _ in camel_parts(word):
                        if not part.isupper():
                            parts[part.lower()] += vocabulary.count(word)
            self._parts_of = (vocabulary, parts)
        return self._parts_of[1]
