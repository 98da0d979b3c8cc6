"""The spelling check: misspelled words in CV prose, each with a correction when one is sure.

A CV is full of words no dictionary knows: names of people, places, companies and
products, acronyms, identifiers. The check therefore reads words in layers:

1. `cvcoach.tokens` drops what is not prose (URLs, code, identifiers, numbers...);
2. the technical lexicon (`data/lexicon.txt` plus the user's allowlist) knows product
   names and their makers' spelling (`Javascript` -> `JavaScript`, `TensorFlowLite` ->
   `TensorFlow Lite`, reported as info);
3. the English dictionary (`cvcoach.wordlist`, American spelling; British spellings,
   regular derivations such as `lossless` and run-together words such as `datetime` are
   accepted) offers corrections;
4. the CV's own vocabulary: a lower-case word one slip from a term the CV uses
   elsewhere is a slip of that term (`tvn` where the CV says `TVM`), and a name the CV
   also writes in mixed case (`rendercv`, `RenderCV`) is that name.

An unknown word is reported only with a confident correction: one that a typing slip
explains (a swapped, missing, doubled or neighbouring-key letter, not a different
first letter) and, for longer edits, a common word. Capitalised words are usually
names, so they need a long word, a common correction and a clear slip; a capitalised
word the CV uses twice, or next to another unknown capitalised word, is a name.

Phrases are checked too: compounds split in two or otherwise miswritten
(`data/split_compounds.txt`: `copy right`, `national-wide`), miscased CUDA built-ins
(`threadidx`), and two real-word slips (`First Price` for an award, `util` before a date).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import pairwise

from cvcoach.lexicon import Lexicon, load_lexicon
from cvcoach.tokens import Token, Vocabulary, build_vocabulary, mask, tokenize
from cvcoach.wordlist import (
    WordTable,
    base_forms,
    common_words_two_edits_from,
    edits1,
    is_run_together,
    is_slip,
    letters_apart,
    word_table,
    words_one_edit_from,
)

__all__ = ["Misspelling", "Speller", "Token", "Vocabulary", "build_vocabulary", "tokenize"]

_ASCII_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
# Word parts written before a hyphen that no dictionary lists on their own (multi-agent).
# fmt: off
_PREFIXES = frozenset((
    "anti", "bi", "co", "cross", "de", "inter", "intra", "macro", "meta", "micro", "mid", "multi",
    "non", "post", "pre", "pseudo", "re", "self", "semi", "sub", "super", "tri", "ultra", "un",
    "uni",
))
# fmt: on
_UNTIL_CONTEXT = re.compile(
    r"[\s`(\[*_\"']*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\d|(?:now|present|today|then|graduation)\b)",
    re.IGNORECASE,
)
_PRIZE_SLIP = re.compile(
    r"\b(?:First|Second|Third|Fourth|Fifth|Grand|Special|1st|2nd|3rd|4th|5th)[ \t]+(Price)\b"
)
_CUDA_BUILTINS = {
    name.lower(): name for name in ("threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize")
}
_CUDA_BUILTIN = re.compile(rf"(?<![\w.])(?:{'|'.join(_CUDA_BUILTINS)})(?![\w(])", re.IGNORECASE)

# Thresholds on pyspellchecker's corpus counts (the rarest words count 50, "until" 760k).
_COMMON = 500  # a correction two edits away, or for a five- or six-letter word
_COMMON_FOR_NAMES = 1000  # a capitalised word is corrected only to a word this common
_VERY_COMMON = 50_000  # a three- or four-letter word is only corrected to a word this common

_DERIVED_RATIO = 4  # a slip target this many times more common than a derivation's base wins
_MEMO_LIMIT = 50_000  # words remembered per Speller before the memos start over

Verdict = tuple[str | None, str, str]  # suggestion, reason, severity


@dataclass(frozen=True)
class Misspelling:
    """A misspelled word: text[start:end] == word."""

    word: str
    start: int
    end: int
    suggestion: str | None
    reason: str
    severity: str  # "warning" for misspellings, "info" for the capitalisation of a product name


@dataclass(frozen=True)
class _Terms:
    """The lexicon arranged for lookups."""

    index: dict[str, str]  # lower-case spelling -> canonical term
    exact: frozenset[str]  # terms and aliases as written
    parts: frozenset[str]  # lower-case words of multi-word terms (Hugging Face -> hugging, face)
    joined: dict[str, str]  # multi-word terms run together: tensorflowlite -> TensorFlow Lite


def _terms_of(lexicon: Lexicon) -> _Terms:
    parts: set[str] = set()
    joined: dict[str, str] = {}
    for spelling, canonical in lexicon.index.items():
        pieces = [p for p in re.split(r"[ \-]+", spelling) if p]
        if len(pieces) > 1:
            parts.update(pieces)
            if " " in canonical:
                joined.setdefault("".join(pieces), canonical)
    joined = {k: v for k, v in joined.items() if k not in lexicon.index}
    # Every spelling as written in the file, aliases included (Pytorch in `PyTorch | Pytorch`).
    written: dict[str, tuple[str, ...]] = getattr(lexicon, "written", {})
    exact = frozenset(lexicon.canonical).union(*written.values())
    return _Terms(dict(lexicon.index), exact, frozenset(parts), joined)


@dataclass(frozen=True)
class _Compounds:
    """`data/split_compounds.txt`: compounds split in two, and other phrase slips."""

    split: dict[tuple[str, str], str]  # ("copy", "right") -> "copyright"
    split_pattern: re.Pattern[str]  # any listed first word, then any listed second word
    slips: dict[str, str]  # "national-wide" -> "nationwide"
    slip_pattern: re.Pattern[str]
    cues: frozenset[str]  # a text without any of these (second words, slips) has nothing to find


@lru_cache(maxsize=1)
def _compounds() -> _Compounds:
    text = resources.files("cvcoach").joinpath("data/split_compounds.txt").read_text("utf-8")
    split, slips = {}, {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "->" in line:
            wrong, right = (part.strip() for part in line.split("->"))
            slips[wrong.lower()] = right
        else:
            first, second = line.lower().split()
            split[(first, second)] = first + second

    def either(words: Iterable[str]) -> str:
        return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) or "(?!)"

    firsts, seconds = either(a for a, _ in split), either(b for _, b in split)
    split_pattern = re.compile(rf"(?<![\w'’-])({firsts})[ \t]+({seconds})(s?)\b(?![-'’])", re.I)
    slip_pattern = re.compile(rf"(?<![\w-])(?:{either(slips)})(?![\w-])", re.I)
    cues = frozenset(b for _, b in split) | frozenset(slips)
    return _Compounds(split, split_pattern, slips, slip_pattern, cues)


_SENTENCE_END = tuple(".!?:;([{\"'*•·|–—-")


def _sentence_start(text: str, start: int) -> bool:
    """True when the word at `start` opens the text, a sentence, a clause after a colon or
    a bullet: its capital letter is grammar, not a sign of a name."""
    before = text[:start].rstrip()
    return not before or before.endswith(_SENTENCE_END)


def _shape(word: str) -> str:
    letters = word.replace("'", "")
    if letters.islower():
        return "lower"
    if letters.isupper():
        return "upper"
    if letters[:1].isupper() and letters[1:].islower():
        return "title"
    return "mixed"


def _has_inner_capital(term: str) -> bool:
    """PyTorch, cuBLAS, GitHub: a capital after a lower-case letter."""
    return any(a.islower() and b.isupper() for a, b in pairwise(term))


def _cased_like(suggestion: str, word: str) -> str:
    """Give a lower-case suggestion the case of the word it replaces; keep a term's own case."""
    if suggestion != suggestion.lower():
        return suggestion
    shape = _shape(word)
    if shape == "upper":
        return suggestion.upper()
    if shape == "title":
        return suggestion[:1].upper() + suggestion[1:]
    return suggestion


class Speller:
    """Finds misspelled words in CV texts; see the module docstring for the rules.

    Loads nothing until the first check. It remembers its verdicts on words between
    calls (for one vocabulary at a time, so one Speller can check many CVs in turn);
    use one per thread.
    """

    def __init__(self, lexicon: Lexicon | None = None) -> None:
        self._lexicon = lexicon
        self._terms_cache: _Terms | None = None
        # Memos: a CV repeats its words across texts. Verdicts depend on the vocabulary,
        # so they are kept for the last vocabulary only.
        self._known_memo: dict[str, bool] = {}
        self._verdict_memo: dict[tuple[str, bool, bool, bool], Verdict | None] = {}
        self._memo_vocabulary: Vocabulary | None = None

    @property
    def _terms(self) -> _Terms:
        if self._terms_cache is None:
            self._terms_cache = _terms_of(self._lexicon or load_lexicon())
        return self._terms_cache

    @property
    def _words(self) -> WordTable:
        return word_table()

    def check(self, text: str, vocabulary: Vocabulary | None = None) -> list[Misspelling]:
        """Misspellings in `text`; `vocabulary` is the whole CV's (default: this text's)."""
        vocabulary = vocabulary if vocabulary is not None else build_vocabulary([text])
        masked = mask(text)
        phrases = self._compound_slips(text, masked) + self._prize_slips(masked)
        phrases += self._code_identifiers(masked)
        covered = {i for m in phrases for i in range(m.start, m.end)}
        tokens = [t for t in tokenize(text, masked) if t.start not in covered]
        words = [t.text for t in tokens if len(t.text) > 1]
        heading = sum(w.isupper() for w in words) * 2 > len(words)  # an all-capitals line
        # A sentence has lower-case words; a name or title ("Veridian Dynamics") has none, and
        # there a first capital is no mere grammar.
        prose = any(w.islower() for w in words)
        found = list(phrases)
        if vocabulary is not self._memo_vocabulary or len(self._verdict_memo) > _MEMO_LIMIT:
            self._verdict_memo, self._memo_vocabulary = {}, vocabulary
        verdicts = self._verdict_memo
        for i, token in enumerate(tokens):
            word = token.text
            if word.lower() in _PREFIXES and text[token.end : token.end + 1] == "-":
                continue
            verdict: Verdict | None
            if word == "util" and _UNTIL_CONTEXT.match(text, token.end):
                verdict = (
                    "until",
                    "'util' is not a word; before a date it means 'until'",
                    "warning",
                )
            else:
                initial = prose and _sentence_start(text, token.start)
                key = (word, self._beside_a_name(text, tokens, i), heading, initial)
                if key not in verdicts:
                    verdicts[key] = self._verdict(
                        word, vocabulary, beside_name=key[1], heading=heading, initial=initial
                    )
                verdict = verdicts[key]
            if verdict is not None:
                found.append(Misspelling(word, token.start, token.end, *verdict))
        return sorted(found, key=lambda m: m.start)

    def suggest(self, word: str) -> str | None:
        """The correction `check` would give for `word` on its own, or None."""
        verdict = self._verdict(word, Vocabulary())
        return verdict[0] if verdict else None

    # -- one word -----------------------------------------------------------------------

    def _verdict(
        self,
        word: str,
        vocabulary: Vocabulary,
        *,
        beside_name: bool = False,
        heading: bool = False,
        initial: bool = False,
    ) -> Verdict | None:
        """(suggestion, reason, severity) for a misspelled word, None for a word to leave alone."""
        word = word.replace("’", "'")
        if len(word) < 2 or not _ASCII_WORD.fullmatch(word):
            return None  # single letters; accented and non-Latin words are names here
        lower = word.lower()
        terms = self._terms
        if lower in terms.index:
            return self._capitalisation(word, terms.index[lower], heading=heading)
        if lower in terms.joined:  # TensorFlowLite: a two-word product name run together
            canonical = terms.joined[lower]
            return canonical, f"written '{canonical}' by its makers", "info"
        shape = _shape(word)
        if shape == "mixed" or "'" in word or self._known(lower):
            return None
        forms = vocabulary.forms(word)
        if any(_shape(form) == "mixed" for form in forms):
            return None  # RenderCV written rendercv or RENDERCV: the same name
        if shape == "lower" and sum(n for f, n in forms.items() if f != word) >= 2:
            return None  # coursera where the CV writes Coursera again and again: that name
        if shape == "upper" and len(word) <= 5:
            return None  # an acronym
        if shape != "lower" and vocabulary.count(word) >= 2:
            return None  # a capitalised word used twice: a name
        if shape != "lower" and beside_name and not initial:
            return None  # part of a run of capitalised words (Sebastien Eustace): a name
        if shape == "title" and initial and not beside_name:
            shape = "lower"  # the capital of a sentence's first word says nothing
        if shape == "lower" and len(word) >= 3:
            target = self._cv_near_miss(lower, vocabulary)
            if target:
                return (
                    target,
                    f"one letter away from '{target}', used elsewhere in this CV",
                    "warning",
                )
        if len(word) >= 6:
            term = self._lexicon_near_miss(lower, strict=shape != "lower")
            if term:
                reason = f"one letter away from the technical term '{term}'"
                return _cased_like(term, word), reason, "warning"
        candidate = self._dictionary_candidate(lower, shape)
        if candidate:
            return _cased_like(candidate, word), "not in the dictionary", "warning"
        return None

    def _capitalisation(self, word: str, canonical: str, *, heading: bool) -> Verdict | None:
        """Javascript -> JavaScript (info); lower case, listed spellings and aliases are fine.

        Capitals (PYTORCH) are fine in an all-capitals heading; in prose ROCM is reported
        as ROCm. A term that is also an ordinary word (Cutlass, TRITON) is left alone
        unless its makers' spelling has an inner capital.
        """
        if word in self._terms.exact or word.lower() != canonical.lower():
            return None  # the term itself, another listed spelling (ARM), or an alias
        if word.islower() or canonical.islower() or (heading and word.isupper()):
            return None  # package names (pytorch), plain words (Softmax), headings
        if not _has_inner_capital(canonical) and word.lower() in self._words:
            return None
        return canonical, f"written '{canonical}' by its makers", "info"

    def _beside_a_name(self, text: str, tokens: list[Token], i: int) -> bool:
        """A capitalised token next to an unknown capitalised word (Sebastien Eustace)."""
        if _shape(tokens[i].text) != "title":
            return False
        for j in (i - 1, i + 1):
            if 0 <= j < len(tokens):
                near, (a, b) = tokens[j], sorted((i, j))
                between = text[tokens[a].end : tokens[b].start]
                if between.strip() == "" and _shape(near.text) in ("title", "mixed"):
                    lower = near.text.lower()
                    if lower not in self._terms.index and not self._known(lower):
                        return True
        return False

    def _known(self, lower: str) -> bool:
        """An English word (British spellings included), a lexicon word, or one derived from one."""
        known = self._known_memo.get(lower)
        if known is None:
            if len(self._known_memo) > _MEMO_LIMIT:
                self._known_memo.clear()
            known = self._known_memo[lower] = self._known_uncached(lower)
        return known

    def _known_uncached(self, lower: str) -> bool:
        if self._known_base(lower):
            return True
        # A derivation (inter+grated) or two common words run together (soft+are) is a
        # word unless one slip turns it into a word much more common than what it would be
        # built from: intergrated is a slip of integrated, softare of software.
        # Suffixes are trusted (sharded is shard + ed, not a slip of shared); prefixes and
        # run-together words are checked.
        words = self._words
        for form in base_forms(lower):
            if form != lower and self._known_base(form):
                if lower.startswith(form[:3]):
                    return True  # the same start: an inflection or a British spelling
                base = words.frequency(form) if form in words else _VERY_COMMON
                return not self._slip_of_common_word(lower, _DERIVED_RATIO * base)
        return is_run_together(lower) and not self._slip_of_common_word(lower, 0)

    def _slip_of_common_word(self, lower: str, above: int) -> bool:
        floor = max(_COMMON, above)
        return any(
            count >= floor and is_slip(lower, word) for word, count in words_one_edit_from(lower)
        )

    def _known_base(self, lower: str) -> bool:
        return lower in self._words or lower in self._terms.index or lower in self._terms.parts

    def _cv_near_miss(self, lower: str, vocabulary: Vocabulary) -> str | None:
        """A term of this CV one slip from `lower`: a lexicon term, or a name used more often."""
        own = sum(vocabulary.forms(lower).values())
        best: tuple[int, str] | None = None
        for edit in edits1(lower):
            forms = vocabulary.forms(edit)
            if not forms or not is_slip(lower, edit):
                continue
            total = sum(forms.values())
            if edit in self._terms.index:
                target = self._terms.index[edit]
            elif self._known(edit):
                continue  # ordinary words are the dictionary's business
            else:
                written = max(forms, key=lambda f: (forms[f], f))
                if written.islower() or total < 2 or total <= own:
                    continue
                target = written
            if best is None or total > best[0]:
                best = (total, target)
        return best[1] if best else None

    def _lexicon_near_miss(self, lower: str, *, strict: bool) -> str | None:
        index = self._terms.index
        matches = {
            index[e] for e in edits1(lower) if e in index and is_slip(lower, e, strict=strict)
        }
        return matches.pop() if len(matches) == 1 else None

    def _dictionary_candidate(self, lower: str, shape: str) -> str | None:
        """The most frequent English word one slip (or two edits) away, if that is safe."""
        length = len(lower)
        name_like = shape != "lower"
        if length < (7 if name_like else 3):
            return None
        if length <= 4:  # short words: only two swapped letters (teh), into a very common word
            swaps = [(c, n) for c, n in words_one_edit_from(lower) if n >= _VERY_COMMON]
            return next(
                (c for c, _ in swaps if c[0] == lower[0] and sorted(c) == sorted(lower)), None
            )
        floor = _COMMON_FOR_NAMES if name_like else 1 if length >= 7 else _COMMON
        for candidate, count in words_one_edit_from(lower):
            if count < floor:
                break
            if is_slip(lower, candidate, strict=name_like) and not (
                name_like and (candidate + "s" == lower or lower + "s" == candidate)
            ):
                return candidate  # (Sooners is a team, not a typo of sooner)
        if length < (9 if name_like else 8):
            return None
        candidates = common_words_two_edits_from(lower)
        if lower.endswith("s"):  # plurals are rarer than their singulars in the corpus
            singulars = common_words_two_edits_from(lower[:-1])
            candidates += [(c + "s", n) for c, n in singulars if c + "s" in self._words]
        ranked = sorted(
            (letters_apart(lower, candidate), -count, candidate)
            for candidate, count in candidates
            if count >= (_COMMON_FOR_NAMES if name_like else _COMMON)
            and candidate[:2] == lower[:2]
            and candidate[-1] == lower[-1]
            and not (name_like and len(candidate) == length and sorted(candidate) != sorted(lower))
        )  # (two letters replaced in a name make a different name, not a slip)
        return ranked[0][2] if ranked else None

    # -- phrases --------------------------------------------------------------------------

    def _compound_slips(self, text: str, masked: str) -> list[Misspelling]:
        """`copy right` -> `copyright`, `national-wide` -> `nationwide`."""
        compounds = _compounds()
        found: list[Misspelling] = []
        lowered = masked.lower()
        if not any(word in lowered for word in compounds.cues):
            return found
        for match in compounds.split_pattern.finditer(masked):
            joined = compounds.split.get((match.group(1).lower(), match.group(2).lower()))
            if joined:
                start, end = match.start(1), match.end(3)
                suggestion = _cased_like(joined + match.group(3).lower(), match.group(1))
                found.append(
                    Misspelling(
                        text[start:end], start, end, suggestion, "written as one word", "warning"
                    )
                )
        for match in compounds.slip_pattern.finditer(masked):
            right = compounds.slips[match.group().lower()]
            if match.group()[0].isupper():
                right = right[0].upper() + right[1:]
            reason = f"usually written '{right}'"
            found.append(
                Misspelling(match.group(), match.start(), match.end(), right, reason, "warning")
            )
        return found

    def _code_identifiers(self, masked: str) -> list[Misspelling]:
        """`threadidx` -> `threadIdx`: CUDA built-ins are case-sensitive, even outside backticks."""
        found: list[Misspelling] = []
        lowered = masked.lower()
        if "idx" not in lowered and "dim" not in lowered and "warpsize" not in lowered:
            return found
        for match in _CUDA_BUILTIN.finditer(masked):
            written = match.group()
            canonical = _CUDA_BUILTINS[written.lower()]
            if written != canonical:
                reason = f"a CUDA built-in, written '{canonical}'"
                found.append(
                    Misspelling(written, match.start(), match.end(), canonical, reason, "info")
                )
        return found

    def _prize_slips(self, masked: str) -> list[Misspelling]:
        """`First Price of 2019 NUEDC`: an award is a prize."""
        reason = "a price is what something costs; an award is a prize"
        return [
            Misspelling("Price", m.start(1), m.end(1), "Prize", reason, "warning")
            for m in _PRIZE_SLIP.finditer(masked)
        ]
