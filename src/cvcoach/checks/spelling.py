"""The spelling check: misspelled words in CV prose, each with a correction when one is sure.

A CV is full of words no dictionary knows (names, places, companies, products, acronyms,
identifiers), so the check reads words in layers: what is not prose is dropped
(`cvcoach.language.tokens`); technical terms know their makers' spelling and their slips
(`cvcoach.language.terms`, `cvcoach.language.places`); the English dictionary offers
corrections ranked by frequency and how likely the slip is (`cvcoach.language.candidates`),
and the scored model reads lower-case words it lacks (`cvcoach.checks.spelling_scored`);
the CV's own vocabulary makes a word one slip from a name it uses more often a slip of it
(`cvcoach.language.names`); the letters decide capitalised words nothing else explains
(`cvcoach.language.letter_odds`). CamelCase and all-capital words have their own rules
(`cvcoach.checks.camel_slips`); phrases come from data files (`cvcoach.language.phrases`).

An unknown word is reported only with a confident correction: capitalised words may be
names, so they need a common correction and a plain slip. docs/architecture.md ("The
spelling layers") gives each layer with examples.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from cvcoach.checks.camel_slips import CamelSlips
from cvcoach.checks.spelling_scored import MODEL_LETTERS, built_verdict, model_verdict, why_of
from cvcoach.checks.spelling_why import Explanation, explain_phrase
from cvcoach.language.affixes import PREFIXES
from cvcoach.language.candidates import dictionary_candidate, lost_first_letter_candidate
from cvcoach.language.casing import capitals
from cvcoach.language.known import MEMO_LIMIT, KnownWords, regular_form
from cvcoach.language.letter_odds import odd_spelling_candidate
from cvcoach.language.lexicon import Lexicon, load_lexicon
from cvcoach.language.names import (
    beside_a_name,
    capital_expected,
    capital_surely_due,
    cased_like,
    cv_near_miss,
    cv_slip,
    handle_near_miss,
    has_inner_capital,
    sentence_start,
    shape,
)
from cvcoach.language.phrases import phrase_slips, split_compounds
from cvcoach.language.places import place_names, place_near_miss
from cvcoach.language.sentences import counted
from cvcoach.language.terms import Terms, people_names, term_near_miss, term_verdict, terms_of
from cvcoach.language.tokens import (
    Token,
    Vocabulary,
    build_vocabulary,
    mask,
    neighbours,
    tokenize,
    tokenize_with_code,
)
from cvcoach.language.word_edits import MAX_WORD_LETTERS
from cvcoach.language.wordlist import word_table

__all__ = [
    "Explanation", "Misspelling", "Speller", "Token", "Vocabulary", "build_vocabulary", "tokenize",
]  # fmt: skip

_ASCII_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")

Verdict = tuple[str | None, str, str]  # suggestion, reason, severity
_ALONE, _PLAIN, _ASK = 0, 1, 2  # how `Speller.check` reads a word (`Speller._left_alone`)
_USED_ELSEWHERE = "one letter away from '{}', used elsewhere in this CV"


def _listed_name(lower: str) -> bool:
    return lower in people_names()


def _line_kind(tokens: list[Token]) -> tuple[bool, bool]:
    """Whether the words are an all-capitals line, and prose: a sentence has lower-case
    words; a name or title ("Veridian Dynamics") has none, and there a capital says more."""
    words = [t.text for t in tokens if len(t.text) > 1]
    return sum(map(str.isupper, words)) * 2 > len(words), any(map(str.islower, words))


@dataclass(frozen=True)
class Misspelling:
    """A misspelled word: text[start:end] == word; `why`: with `Speller(explain=True)`."""

    word: str
    start: int
    end: int
    suggestion: str | None
    reason: str
    severity: str  # "warning" for misspellings, "info" for the capitalisation of a product name
    why: Explanation | None = field(default=None, compare=False)


class _Context(NamedTuple):
    """What the text around a word says about it (a key of the verdicts remembered)."""

    beside_name: bool = False  # next to an unknown capitalised word
    heading: bool = False  # in an all-capitals line
    initial: bool = False  # the first word of a sentence in prose
    capital: bool = False  # a lower-case word where a capital is due (`capital_expected`)
    surely: bool = False  # ... and surely due (`capital_surely_due`)
    counted: bool = False  # after a number other than one (`counted`): maybe a plural
    left: str | None = None  # for a word the model reads: the word before it
    right: str | None = None  # ... and the word after it (`tokens.neighbours`)


def _with_lost_capital(fixed: str, lower: str, context: _Context) -> str:
    """`fixed` with the capital its lost first letter took, where one is due (nhanced)."""
    return fixed[:1].upper() + fixed[1:] if context.capital and fixed[1:] == lower else fixed


class Speller:
    """Finds misspelled words in CV texts; see the module docstring for the rules.

    Loads nothing until the first check. It remembers its verdicts on words between calls
    (for one vocabulary at a time, so one Speller checks many CVs in turn); one per thread.
    """

    def __init__(self, lexicon: Lexicon | None = None, *, explain: bool = False) -> None:
        self._lexicon = lexicon
        self._explain = explain
        self._terms_cache: Terms | None = None
        self._known_words: KnownWords | None = None
        self._camel_slips: CamelSlips | None = None
        # Verdicts depend on the vocabulary, so they are kept for the last vocabulary only.
        self._verdict_memo: dict[tuple[str, _Context], Verdict | None] = {}
        self._memo_vocabulary: Vocabulary | None = None
        self._candidates: dict[tuple[str, str, bool, bool], str | None] = {}
        self._alone: dict[str, int] = {}  # word -> _ALONE, _PLAIN or _ASK (`_left_alone`)

    @property
    def _terms(self) -> Terms:
        if self._terms_cache is None:
            self._terms_cache = terms_of(self._lexicon or load_lexicon())
        return self._terms_cache

    @property
    def _camel(self) -> CamelSlips:
        if self._camel_slips is None:
            self._camel_slips = CamelSlips(self._terms, self._known, self._candidate)
        return self._camel_slips

    @property
    def _known(self) -> KnownWords:
        if self._known_words is None:
            self._known_words = KnownWords(self._terms.known)
        return self._known_words

    def check(self, text: str, vocabulary: Vocabulary | None = None) -> list[Misspelling]:
        """Misspellings in `text`; `vocabulary` is the whole CV's (default: this text's)."""
        vocabulary = vocabulary if vocabulary is not None else build_vocabulary([text])
        masked = mask(text)
        found = [
            Misspelling(p.word, p.start, p.end, p.suggestion, p.reason, p.severity)
            for p in split_compounds(text, masked) + phrase_slips(text, masked)
        ]
        if self._explain:
            found = [replace(m, why=explain_phrase(m.word, m.reason)) for m in found]
        covered = {i for m in found for i in range(m.start, m.end)}
        words_read, code_words = tokenize_with_code(text, masked)
        tokens = [t for t in words_read if t.start not in covered] if covered else words_read
        line: tuple[bool, bool] | None = None  # (heading, prose), read at the first word asked
        if vocabulary is not self._memo_vocabulary or len(self._verdict_memo) > MEMO_LIMIT:
            self._verdict_memo, self._memo_vocabulary = {}, vocabulary
        verdicts, alone_memo = self._verdict_memo, self._alone
        for i, token in enumerate(tokens):
            word = token.text
            if (alone := alone_memo.get(word)) == _ALONE or len(word) > MAX_WORD_LETTERS:
                continue  # most words, known at once; a hash, a key or glued text (no slip)
            if word.lower() in PREFIXES and text[token.end : token.end + 1] == "-":
                continue
            if alone is None:
                alone = alone_memo[word] = self._left_alone(word)
            if alone == _ALONE or (alone == _PLAIN and not capital_surely_due(text, tokens, i)):
                continue  # most words: no context needed (but a built word where a capital
                # is surely due may have lost its first letter with it: xtended)
            heading, prose = line = line or _line_kind(tokens)
            capital = word.islower() and capital_expected(text, tokens, i)
            context = _Context(
                beside_a_name(text, tokens, i, self._known_or_term, _listed_name),
                heading,
                prose and sentence_start(text, token.start),
                capital,
                capital and capital_surely_due(text, tokens, i),
                counted(text, token.start),
                # (the words beside one the model may read: `spelling_model.judge`)
                *(neighbours(text, tokens, i) if len(word) >= MODEL_LETTERS else ()),
            )
            key = (word, context)
            if key not in verdicts:
                verdicts[key] = self._verdict(word, vocabulary, context)
            verdict = verdicts[key]
            if verdict is not None:
                explained = self._explain and (word, verdict[1], context, vocabulary)
                why = why_of(*explained, self._known) if explained else None
                found.append(Misspelling(word, token.start, token.end, *verdict, why=why))
        for token in code_words:  # ovaDesk: NovaDesk lost its first capital
            if token.start in covered:
                continue
            verdict = self._camel.lost_capital(token.text, vocabulary)
            if verdict is not None:
                found.append(Misspelling(token.text, token.start, token.end, *verdict))
        return sorted(found, key=lambda m: m.start) if len(found) > 1 else found

    def _left_alone(self, word: str) -> int:
        """Whether `word` is left alone wherever it stands (_ALONE), unless a capital is
        surely due there (_PLAIN), or only as its context says (_ASK). Remembered per
        word: the context of each place a word stands is read only for the words
        `_verdict` may report."""
        if len(self._alone) > MEMO_LIMIT:
            self._alone.clear()
        if self._plain_word(word):
            if self._known.base(word):
                return _ALONE
            return _ASK if len(word) >= MODEL_LETTERS else _PLAIN  # (built: `_built_verdict`)
        # what `_verdict` returns None for before it reads the context
        word = word.replace("’", "'")
        if len(word) < 2 or not _ASCII_WORD.fullmatch(word) or "'" in word:
            return _ALONE
        lower = word.lower()
        return _ALONE if self._known.base(lower) and not self.is_term(lower) else _ASK

    def _plain_word(self, word: str) -> bool:
        """A lower-case word the check accepts wherever it stands (a known word or term)."""
        if not (word.islower() and word.isalpha() and word.isascii()):
            return False
        terms = self._terms
        if word in terms.joined:
            return False  # tensorflowlite: reported in any case
        return self.is_term(word) or self._known(word)

    def suggest(self, word: str) -> str | None:
        """The correction `check` would give for `word` on its own, or None."""
        verdict = self._verdict(word, Vocabulary(), _Context())
        return verdict[0] if verdict else None

    def knows(self, word: str) -> bool:
        """Whether the check accepts `word` as written: an English word (the test the
        grounding guard uses, `cvcoach.language.known.is_english`) or a technical term."""
        return self._known_or_term(word.lower())

    def is_term(self, word: str) -> bool:
        """Whether `word` is a listed technical term, product or Python package name, in any
        case."""
        lower, terms = word.lower(), self._terms
        return (
            lower in terms.index
            or lower in terms.products
            or lower in terms.joined
            or lower in terms.accepted
        )

    def _known_or_term(self, lower: str) -> bool:
        return lower in self._terms.index or lower in self._terms.accepted or self._known(lower)

    # -- one word -----------------------------------------------------------------------

    def _verdict(self, word: str, vocabulary: Vocabulary, context: _Context) -> Verdict | None:
        """(suggestion, reason, severity) for a misspelled word, None for a word to leave alone."""
        word = word.replace("’", "'")
        if len(word) < 2 or not _ASCII_WORD.fullmatch(word) or "'" in word:
            return None  # single letters; accented and non-Latin words are names here
        lower = word.lower()
        terms = self._terms
        if self.is_term(lower):
            return term_verdict(word, self._terms, heading=context.heading)
        form = shape(word)
        if context.surely and not self._known.base(lower) and vocabulary.count(word) < 2:
            lost = lost_first_letter_candidate(lower, self._known.built(lower))
            if lost:  # (a word the CV writes twice so is no slip)
                fixed = _with_lost_capital(lost, lower, context)
                return fixed, f"'{fixed}' with its first letter missing", "warning"
        if form != "lower" and len(word) >= 5 and not self._known.base(lower):
            named = self._camel.named(word, vocabulary)  # NovaDsek beside NovaDesk
            if named:
                return named
        if self._known(lower):
            base = self._known.base(lower)
            if form != "title" or base:
                return None if base or form != "lower" else self._built(word, vocabulary, context)
            target = cv_slip(word, vocabulary, self._known, bases=self._known.bases(lower))
            return (target, _USED_ELSEWHERE.format(target), "warning") if target else None
        forms = vocabulary.forms(word)
        if any(shape(f) == "mixed" for f in forms if f != word) or (
            form == "lower" and sum(n for f, n in forms.items() if f != word) >= 2
        ):
            return None  # RenderCV written rendercv; coursera beside Coursera, Coursera: a name
        if form == "upper" and len(word) <= 5:
            return self._camel.short_capitals(word)  # an acronym, or SIMOD for SIGMOD
        target = cv_near_miss(
            word,
            vocabulary,
            terms.index,
            self._known_or_term,
            _listed_name,
            beside_name=context.beside_name,
        )
        if target and (form in ("lower", "title") or capitals(word) == capitals(target)):
            # (SystemVeerilog for SystemVerilog; CPython beside Cython is two names)
            return target, _USED_ELSEWHERE.format(target), "warning"
        if form == "mixed":
            return self._camel.verdict(word, vocabulary)
        if form != "lower" and vocabulary.count(word) >= 2:
            return None  # a capitalised word used twice: a name
        own = handle_near_miss(word, vocabulary) if form == "title" else None
        if own:  # Vandermeeer where the address says vandermeer
            fixed = cased_like(own, word)
            return fixed, f"one letter away from '{fixed}' in this CV's e-mail or links", "warning"
        verdict = self._slip_verdict(word, form, context, vocabulary)
        if verdict is None and form in ("lower", "title") and not _listed_name(lower):
            target = cv_slip(word, vocabulary, self._known)  # Seveloper
            if target:  # beside Developer; no dictionary word was near enough
                target = _with_lost_capital(target, lower, context)
                return target, _USED_ELSEWHERE.format(target), "warning"
            if form == "title" and len(word) >= 5 and lower not in place_names():
                return self._odd_spelling(word)  # Hqrvard: far unlikelier letters than Harvard
        return verdict

    def _built(self, word: str, cv: Vocabulary, ctx: _Context) -> Verdict | None:
        """`built_verdict` of a lower-case word read as built from known words."""
        built, excess = self._known.built_and_excess(word) or (None, 0.0)
        by = ctx.left, ctx.right
        scored = built_verdict(word, cv, self._as_term, ctx.counted, built, by, excess)
        return (_with_lost_capital(scored[0], word, ctx), *scored[1:]) if scored else None

    def _odd_spelling(self, word: str) -> Verdict | None:
        """A capitalised word whose letters are far less likely than those of a listed
        spelling one slip away (`cvcoach.language.letter_odds`), as a slip of it."""
        target = odd_spelling_candidate(word.lower())
        if target is None:
            return None
        fixed = self._as_term(target, word)
        reason = f"an unlikely spelling, one letter away from '{fixed}'"
        return fixed, reason, "warning"

    def _slip_verdict(self, word: str, form: str, ctx: _Context, cv: Vocabulary) -> Verdict | None:
        """`_verdict` for a word the CV does not explain: a slip of a place, a term or a
        dictionary word, or a name."""
        lower, terms = word.lower(), self._terms
        regular = regular_form(lower) if form in ("lower", "title") else None
        if regular:  # seeked: sought; commited: committed
            fixed = _with_lost_capital(cased_like(regular[0], word), lower, ctx)
            return fixed, regular[1], "warning"
        listed_name = form != "lower" and lower in people_names()  # Boland: no slip of Goland
        if form != "lower" and not listed_name:
            if lower in place_names():
                return None
            place = place_near_miss(word)
            if place:  # Yagon, even beside another name: a place few names are a slip from
                reason = f"one letter away from the place name '{place}'"
                return (place.upper() if form == "upper" else place), reason, "warning"
        written = word.islower()  # (a plain slip of a rarer word is sure only so: `bar_for`)
        if form == "title" and ctx.initial and not ctx.beside_name:
            form = "lower"  # the capital of a sentence's first word says nothing
        name = form != "lower" and ((ctx.beside_name and not ctx.initial) or listed_name)
        short = len(word) == 5 and form != "lower"  # Azyre: only the lexicon's terms
        if (len(word) >= 6 or short) and not listed_name:
            strict = form != "lower"
            term = term_near_miss(lower, terms, strict=strict, written=word, lexicon_only=short)
            # a term the list writes as a plain word (iterated) weighs no more than the
            # dictionary's candidate (integrated, for itegrated)
            plain = term == term.lower() and term in word_table() if term else False
            if term and not (plain and self._candidate(lower, form, name, written)):
                reason = f"one letter away from the technical term '{term}'"
                if word.islower() and not has_inner_capital(term):
                    return term.lower(), reason, "warning"  # wepack: webpack, as written
                return cased_like(term, word), reason, "warning"
        by = ctx.left, ctx.right
        if scored := model_verdict(word, form, cv, self._as_term, ctx.counted, by, listed_name):
            return _with_lost_capital(scored[0], lower, ctx), *scored[1:]
        candidate = self._candidate(lower, form, name, written)
        if candidate:
            fixed = _with_lost_capital(self._as_term(candidate, word), lower, ctx)
            return fixed, "not in the dictionary", "warning"
        return None

    def _candidate(self, lower: str, form: str, name: bool, written: bool = False) -> str | None:
        """`dictionary_candidate`, remembered across CVs (it needs no vocabulary);
        `written`: the word is written in lower case."""
        key = (lower, form, name, written)
        if key not in self._candidates:
            if len(self._candidates) > MEMO_LIMIT:
                self._candidates.clear()
            derived = self._known.derived_count
            self._candidates[key] = dictionary_candidate(
                lower, form, name_evidence=name, derived=derived, written_lower=written
            )
        return self._candidates[key]

    def _as_term(self, candidate: str, word: str) -> str:
        """A correction in a term's own casing (Javascrip -> JavaScript), else in `word`'s."""
        terms = self._terms
        casings = terms.products.get(candidate, ())
        term = terms.index.get(candidate) or (casings[0] if len(casings) == 1 else None)
        if term and has_inner_capital(term):
            return term
        return cased_like(candidate, word)
