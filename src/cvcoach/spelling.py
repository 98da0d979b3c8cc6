"""The spelling check: misspelled words in CV prose, each with a correction when one is sure.

A CV is full of words no dictionary knows: names of people, places, companies and
products, acronyms, identifiers. The check therefore reads words in layers:

1. `cvcoach.tokens` drops what is not prose (URLs, code, identifiers, numbers...);
2. the technical lexicon (`data/lexicon.txt` plus the user's allowlist) knows product
   names and their exact capitalisation (`Javascript` -> `JavaScript`, as info);
3. the English dictionary (`cvcoach.wordlist`) knows ordinary words and offers
   corrections one or two edits away, ranked by frequency;
4. the CV's own vocabulary: a lower-case word one edit from a term the CV uses
   elsewhere is a slip of that term (`tvn` where the CV says `TVM`).

An unknown word is only reported with a confident correction. Capitalised words are
usually names, so they need a long word, a small edit and a common correction; a name
the CV uses twice is taken as written. Split compounds (`copy right`) and two
real-word slips (`First Price` for an award, `util` before a date) are caught too.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from cvcoach.lexicon import Lexicon, load_lexicon
from cvcoach.tokens import Token, mask, tokenize, words_as_written
from cvcoach.wordlist import WordTable, word_table

__all__ = ["Misspelling", "Speller", "Token", "Vocabulary", "build_vocabulary", "tokenize"]

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_ASCII_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
# Word parts written before a hyphen that no dictionary lists on their own (multi-agent).
_PREFIXES = frozenset(
    "anti bi co cross de inter intra macro meta micro mid multi non post pre pseudo re "
    "self semi sub super tri ultra un uni".split()
)
# Endings and beginnings that make new words from known ones (committer, lossless, reimplement).
_SUFFIXES = (
    "s es d ed ing er ers r rs or ors ly ness less ful able ability ment ments ize izes ized "
    "izing ization ise ised isation al ally ity ist ists ism"
).split()
_DERIVING_PREFIXES = (
    "re un pre co de multi sub inter intra micro non over under auto cross hyper semi super mis "
    "out"
).split()
_UNTIL_CONTEXT = re.compile(
    r"[\s`(\[*_\"']*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\d|(?:now|present|today|then|graduation)\b)",
    re.IGNORECASE,
)
_PRIZE_SLIP = re.compile(
    r"\b(?:First|Second|Third|Fourth|Fifth|Grand|Special|1st|2nd|3rd|4th|5th)[ \t]+(Price)\b"
)
_NEXT_WORD = re.compile(r"(?<![\w'’-])([A-Za-z]+)(?=[ \t]+([A-Za-z]+)\b(?![-'’]))")

# Thresholds on pyspellchecker's corpus counts (the rarest words count 50, "until" 760k).
_COMMON = 500  # a correction two edits away, or for a short word, must be this common
_COMMON_FOR_NAMES = 1000  # a capitalised word is corrected only to a word this common
_VERY_COMMON = 50_000  # three- and four-letter words: only a swap to a word this common


@dataclass(frozen=True)
class Misspelling:
    """A misspelled word: text[start:end] == word."""

    word: str
    start: int
    end: int
    suggestion: str | None
    reason: str
    severity: str  # "warning" for misspellings, "info" for the capitalisation of a product name


class Vocabulary:
    """The words a CV uses, as written, with their counts (built by `build_vocabulary`)."""

    def __init__(self, counts: Counter[str] | None = None) -> None:
        self._counts: Counter[str] = counts if counts is not None else Counter()
        self._by_lower: dict[str, dict[str, int]] = {}
        for word, count in self._counts.items():
            self._by_lower.setdefault(word.lower(), {})[word] = count

    def __contains__(self, word: object) -> bool:
        return word in self._counts

    def __iter__(self) -> Iterator[str]:
        return iter(self._counts)

    def __len__(self) -> int:
        return len(self._counts)

    def count(self, word: str) -> int:
        """How often the CV writes `word` exactly so."""
        return self._counts.get(word, 0)

    def forms(self, word: str) -> dict[str, int]:
        """Every way the CV writes `word` ignoring case, with counts (`{'TVM': 3, 'tvm': 1}`)."""
        return dict(self._by_lower.get(word.lower(), {}))


def build_vocabulary(texts: Iterable[str]) -> Vocabulary:
    """The vocabulary of all the texts of one CV (URLs, e-mails and code left out)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(word.replace("’", "'") for word in words_as_written(text))
    return Vocabulary(counts)


@dataclass(frozen=True)
class _Terms:
    """The lexicon arranged for lookups."""

    index: dict[str, str]  # lower-case spelling -> canonical term
    exact: frozenset[str]  # canonical terms as written
    parts: frozenset[str]  # lower-case words of multi-word terms (Hugging Face -> hugging, face)


def _terms_of(lexicon: Lexicon) -> _Terms:
    parts = {
        word.lower()
        for spelling in lexicon.index
        if " " in spelling or "-" in spelling
        for word in re.split(r"[ \-]+", spelling)
    }
    return _Terms(dict(lexicon.index), frozenset(lexicon.canonical), frozenset(parts))


@lru_cache(maxsize=1)
def _split_compounds() -> dict[tuple[str, str], str]:
    """`data/split_compounds.txt`: one compound per line, written with the space people put in it."""
    text = resources.files("cvcoach").joinpath("data/split_compounds.txt").read_text("utf-8")
    pairs = {}
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            first, second = line.split()
            pairs[(first, second)] = first + second
    return pairs


def _shape(word: str) -> str:
    letters = word.replace("'", "").replace("’", "")
    if letters.islower():
        return "lower"
    if letters.isupper():
        return "upper"
    if letters[:1].isupper() and letters[1:].islower():
        return "title"
    return "mixed"


def _has_inner_capital(term: str) -> bool:
    """PyTorch, cuBLAS, GitHub: a capital after a lower-case letter."""
    return any(a.islower() and b.isupper() for a, b in zip(term, term[1:]))


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


def _edits1(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    swaps = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in _ALPHABET]
    inserts = [a + c + b for a, b in splits for c in _ALPHABET]
    result = set(deletes + swaps + replaces + inserts)
    result.discard(word)
    return result


def _swaps(word: str) -> set[str]:
    return {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)} - {word}


def _distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (adjacent swaps count 1), or limit + 1 beyond limit."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        before, row = row, current
    return row[-1]


def _only_number_differs(word: str, candidate: str) -> bool:
    """Sooners/sooner: a name that is a plural (or singular) of a word is not a typo of it."""
    return word == candidate + "s" or candidate == word + "s"


class Speller:
    """Finds misspelled words in CV texts; see the module docstring for the rules."""

    def __init__(self, lexicon: Lexicon | None = None) -> None:
        self._lexicon = lexicon
        self._terms_cache: _Terms | None = None

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
        found = self._split_compounds(text, masked) + self._prize_slips(masked)
        verdicts: dict[str, tuple[str | None, str, str] | None] = {}
        for token in tokenize(text):
            word = token.text
            lower = word.lower()
            if lower in _PREFIXES and text[token.end : token.end + 1] == "-":
                continue
            if word == "util" and _UNTIL_CONTEXT.match(text, token.end):
                verdict: tuple[str | None, str, str] | None = (
                    "until", "'util' is not a word; before a date it stands for 'until'", "warning",
                )  # fmt: skip
            else:
                if word not in verdicts:
                    verdicts[word] = self._verdict(word, vocabulary)
                verdict = verdicts[word]
            if verdict is not None:
                found.append(Misspelling(word, token.start, token.end, *verdict))
        return sorted(found, key=lambda m: m.start)

    def suggest(self, word: str) -> str | None:
        """The correction `check` would give for `word` on its own, or None."""
        verdict = self._verdict(word, Vocabulary())
        return verdict[0] if verdict else None

    # -- one word -----------------------------------------------------------------------

    def _verdict(self, word: str, vocabulary: Vocabulary) -> tuple[str | None, str, str] | None:
        """(suggestion, reason, severity) for a misspelled word, None for a word to leave alone."""
        word = word.replace("’", "'")
        if len(word) < 2 or not _ASCII_WORD.fullmatch(word):
            return None  # single letters; accented and non-Latin words are names here
        lower = word.lower()
        terms = self._terms
        if lower in terms.index:
            return self._capitalisation(word, terms.index[lower])
        shape = _shape(word)
        if shape == "mixed" or "'" in word or self._known(lower):
            return None
        if any(form != word and _shape(form) == "mixed" for form in vocabulary.forms(word)):
            return None  # RenderCV written rendercv or RENDERCV: the same name
        if shape == "upper" and len(word) <= 5:
            return None  # an acronym
        if shape != "lower" and vocabulary.count(word) >= 2:
            return None  # a capitalised word the CV uses twice is a name
        if shape == "lower" and len(word) >= 3:
            target = self._cv_near_miss(lower, vocabulary)
            if target:
                return target, f"one letter away from '{target}', used elsewhere in this CV", "warning"
        if len(word) >= 6:
            term = self._lexicon_near_miss(lower)
            if term:
                reason = f"one letter away from the technical term '{term}'"
                return _cased_like(term, word), reason, "warning"
        candidate = self._dictionary_candidate(lower, shape)
        if candidate:
            return _cased_like(candidate, word), "not in the dictionary", "warning"
        return None

    def _capitalisation(self, word: str, canonical: str) -> tuple[str | None, str, str] | None:
        """Javascript -> JavaScript (info); lower case, capitals and listed aliases are fine."""
        terms = self._terms
        if word in terms.exact or word.lower() != canonical.lower():
            return None  # the term itself, a user allowlist entry, or an alias
        if word.islower() or word.isupper() or canonical.islower():
            return None  # package names (pytorch), headings (PYTORCH), plain words (Softmax)
        if not _has_inner_capital(canonical) and word.lower() in self._words:
            return None  # Cutlass, Triton: also ordinary words
        return canonical, f"written '{canonical}' by its makers", "info"

    def _known(self, lower: str) -> bool:
        """An English word, a lexicon word, or a word regularly derived from one."""
        if self._known_base(lower) or self._derived(lower):
            return True
        for prefix in _DERIVING_PREFIXES:
            rest = lower[len(prefix) :]
            if lower.startswith(prefix) and len(rest) >= 4:
                if self._known_base(rest) or self._derived(rest):
                    return True
        return False

    def _known_base(self, lower: str) -> bool:
        return lower in self._words or lower in self._terms.index or lower in self._terms.parts

    def _derived(self, lower: str) -> bool:
        """committer (commit), lossless (loss), tensorize (tensor), quantized (quantize)."""
        for suffix in _SUFFIXES:
            stem = lower[: -len(suffix)]
            if not lower.endswith(suffix) or len(stem) < 3:
                continue
            stems = [stem, stem + "e"]
            if stem.endswith("i"):
                stems.append(stem[:-1] + "y")
            if suffix[0] in "aeiou" and len(stem) > 3 and stem[-1] == stem[-2]:
                stems.append(stem[:-1])  # a doubled consonant before a vowel: committer
            if any(self._known_base(s) for s in stems):
                return True
        return False

    def _cv_near_miss(self, lower: str, vocabulary: Vocabulary) -> str | None:
        """A term of this CV one edit from `lower`: a lexicon term, or a name used more often."""
        own = sum(vocabulary.forms(lower).values())
        best: tuple[int, str] | None = None
        for edit in _edits1(lower):
            forms = vocabulary.forms(edit)
            if not forms:
                continue
            total = sum(forms.values())
            if edit in self._terms.index:
                target = self._terms.index[edit]
            elif edit in self._words or edit in self._terms.parts:
                continue  # ordinary words are the dictionary's business
            else:
                written = max(forms, key=lambda f: (forms[f], f))
                if written.islower() or total < 2 or total <= own:
                    continue
                target = written
            if best is None or total > best[0]:
                best = (total, target)
        return best[1] if best else None

    def _lexicon_near_miss(self, lower: str) -> str | None:
        matches = sorted({self._terms.index[e] for e in _edits1(lower) if e in self._terms.index})
        return matches[0] if len(matches) == 1 else None

    def _dictionary_candidate(self, lower: str, shape: str) -> str | None:
        """The most frequent English word one (or two) edits away, if the correction is safe."""
        words = self._words
        length = len(lower)
        if shape == "lower" and length <= 4:
            swaps = [w for w in _swaps(lower) if words.frequency(w) >= _VERY_COMMON]
            return max(swaps, key=words.frequency) if swaps else None
        if shape != "lower" and length < 7:
            return None
        floor = 1 if shape == "lower" and length >= 7 else _COMMON
        if shape != "lower":
            floor = _COMMON_FOR_NAMES
        ranked = sorted(
            ((words.frequency(e), e) for e in _edits1(lower)),
            key=lambda pair: (-pair[0], pair[1]),
        )
        for count, candidate in ranked:
            if count < floor:
                break
            if shape == "lower" or not _only_number_differs(lower, candidate):
                return candidate
        if length >= (7 if shape == "lower" else 9):
            return self._two_edits(lower, _COMMON if shape == "lower" else _COMMON_FOR_NAMES)
        return None

    def _two_edits(self, lower: str, floor: int) -> str | None:
        """The most frequent common word two edits away that starts with the same letter."""
        words = self._words
        letters = set(lower)
        best: tuple[int, str] | None = None
        for candidate in words.common_words(lower[0]):
            if abs(len(candidate) - len(lower)) > 2 or len(letters ^ set(candidate)) > 4:
                continue
            if _distance(lower, candidate, 2) <= 2:
                count = words.frequency(candidate)
                if count >= floor and (best is None or (count, candidate) > best):
                    best = (count, candidate)
        return best[1] if best else None

    # -- phrases --------------------------------------------------------------------------

    def _split_compounds(self, text: str, masked: str) -> list[Misspelling]:
        """`copy right` -> `copyright`: a compound written as two words."""
        pairs = _split_compounds()
        found = []
        for match in _NEXT_WORD.finditer(masked):
            first, second = match.group(1), match.group(2)
            key = (first.lower(), second.lower())
            plural = ""
            if key not in pairs and key[1].endswith("s"):
                key, plural = (key[0], key[1][:-1]), "s"
            if key not in pairs:
                continue
            start, end = match.start(1), match.end(2)
            suggestion = _cased_like(pairs[key] + plural, first)
            found.append(
                Misspelling(text[start:end], start, end, suggestion, "written as one word", "warning")
            )
        return found

    def _prize_slips(self, masked: str) -> list[Misspelling]:
        """`First Price of 2019 NUEDC`: an award is a prize."""
        return [
            Misspelling(
                "Price", m.start(1), m.end(1), "Prize",
                "a price is what something costs; an award is a prize", "warning",
            )  # fmt: skip
            for m in _PRIZE_SLIP.finditer(masked)
        ]
