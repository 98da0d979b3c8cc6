"""How words relate: edits, typing slips and derivations, for the spelling check.

Which English words are one or two edits from a word, whether one typing slip explains
the difference (`is_slip`), and what a word may be built from: a regular derivation
(`lossless`), a British spelling (`behaviour`), a prefixed word or two common words run
together (`datetime`). The words and their counts are `cvcoach.language.wordlist`'s.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from cvcoach.language.wordlist import COMMON_FREQUENCY, word_table

__all__ = ["COMMON_FREQUENCY", "SUFFIXES"]

# -- words near a word ----------------------------------------------------------------

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def edits1(word: str) -> set[str]:
    """Every string one deletion, adjacent swap, replacement or insertion (a-z) from `word`."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    result = {a + b[1:] for a, b in splits if b}
    result.update(a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1)
    result.update(a + c + b[1:] for a, b in splits if b for c in _ALPHABET)
    result.update(a + c + b for a, b in splits for c in _ALPHABET)
    result.discard(word)
    return result


def distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (an adjacent swap counts 1), capped at limit + 1."""
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


def words_one_edit_from(word: str) -> list[tuple[str, int]]:
    """English words one edit from lower-case `word`, most frequent first."""
    table = word_table()
    found = [(w, table.frequency(w)) for w in edits1(word)]
    return sorted(((w, f) for w, f in found if f), key=lambda pair: (-pair[1], pair[0]))


def common_words_two_edits_from(word: str) -> list[tuple[str, int]]:
    """Common words (count >= COMMON_FREQUENCY) exactly two edits from `word`, same first letter.

    Scans the few hundred common words that share the first letter and a similar length,
    instead of generating the ~300k strings two edits away.
    """
    table = word_table()
    letters = set(word)
    found = []
    for candidate in table.common_words(word[:1]):
        if abs(len(candidate) - len(word)) > 2 or len(letters ^ set(candidate)) > 4:
            continue
        if distance(word, candidate, 2) == 2:
            found.append((candidate, table.frequency(candidate)))
    return sorted(found, key=lambda pair: (-pair[1], pair[0]))


def letters_apart(word: str, candidate: str) -> int:
    """Letters one has and the other lacks (distrubtions: distributions 1, distractions 4)."""
    a, b = Counter(word), Counter(candidate)
    return sum(((a - b) + (b - a)).values())


# -- typing slips -----------------------------------------------------------------------------

_VOWELS = frozenset("aeiou")
_KEYS = {
    key: (row, column + row / 2)
    for row, keys in enumerate(("qwertyuiop", "asdfghjkl", "zxcvbnm"))
    for column, key in enumerate(keys)
}


def neighbouring_keys(a: str, b: str) -> bool:
    """True when keys `a` and `b` touch on a QWERTY keyboard."""
    if a not in _KEYS or b not in _KEYS:
        return False
    (row_a, x_a), (row_b, x_b) = _KEYS[a], _KEYS[b]
    return (row_a == row_b and abs(x_a - x_b) == 1) or (
        abs(row_a - row_b) == 1 and abs(x_a - x_b) <= 0.5
    )


def is_slip(word: str, target: str, *, strict: bool = False) -> bool:
    """True when one typing slip turns `target` into `word` (both lower case, one edit apart).

    Slips: two neighbouring letters swapped; a letter doubled, dropped or added inside the
    word; a letter replaced by a neighbouring key (or, unless `strict`, a vowel by a vowel
    inside the word). A different first letter or an extra or missing last letter is not
    a slip: `distro`/`bistro` and `param`/`para` are different words. Short words (four
    letters or fewer) only count swaps and replacements.
    """
    n, m = len(word), len(target)
    first = next(
        (i for i, (a, b) in enumerate(zip(word, target, strict=False)) if a != b), min(n, m)
    )
    if n == m:
        rest = [i for i in range(first + 1, n) if word[i] != target[i]]
        if rest == [first + 1]:
            return word[first] == target[first + 1] and word[first + 1] == target[first]
        if rest or first == 0:
            return False
        a, b = word[first], target[first]
        if neighbouring_keys(a, b):
            return True
        return not strict and first < n - 1 and a in _VOWELS and b in _VOWELS
    if min(n, m) <= 4:
        return False
    longer = word if n > m else target  # the letter at `first` is the extra/missing one
    doubled = (first > 0 and longer[first] == longer[first - 1]) or (
        first + 1 < len(longer) and longer[first] == longer[first + 1]
    )
    return doubled or 0 < first < len(longer) - 1


# -- words built from words ---------------------------------------------------------------------

# fmt: off
SUFFIXES = (
    "s", "es", "d", "ed", "ing", "er", "ers", "r", "rs", "or", "ors", "ly", "ness", "less", "ful",
    "able", "ability", "ible", "ibility", "ment", "ments", "ize", "izes", "ized", "izing",
    "ization", "ise", "ised", "isation", "al", "ally", "ity", "ist", "ists", "ism",
)
_PREFIXES = (
    "re", "un", "pre", "co", "de", "multi", "sub", "inter", "intra", "micro", "non", "over",
    "under", "auto", "cross", "hyper", "semi", "super", "mis", "out",
)
# fmt: on
# British spellings, rewritten to the American ones the dictionary lists.
_BRITISH = [
    (re.compile(pattern), american)
    for pattern, american in [
        (r"our", "or"),
        (r"is(?=(?:e|es|ed|ing|er|ers|able|ation|ations)$)", "iz"),
        (r"ys(?=(?:e|es|ed|ing)$)", "yz"),
        (r"tre(?=s?$)", "ter"),
        (r"ll(?=(?:ed|ing|er|ers)$)", "l"),
        (r"ence(?=s?$)", "ense"),
        (r"ogue(?=s?$)", "og"),
        (r"mme(?=s?$)", "m"),
    ]
]
RUN_TOGETHER_FREQUENCY = 1000  # both halves of a run-together word (datetime) at least this common


def stems(word: str) -> list[str]:
    """What `word` may be derived from: lossless (loss), tensorize (tensor), compiler (compile).

    A silent e drops before a vowel ending (compiling) and stays before a consonant one
    (management, so `managment` derives from nothing).
    """
    found = []
    for suffix in SUFFIXES:
        stem = word[: -len(suffix)]
        if not word.endswith(suffix) or len(stem) < 3:
            continue
        if suffix in ("d", "r", "rs"):
            found += [stem] if stem.endswith("e") else []
        elif suffix in ("or", "ors"):  # validator, extractor, editor; not compilor
            found += [stem + "e"] if stem.endswith(("at", "ut")) else []
            found += [stem] if stem.endswith(("ct", "ss", "it", "ut")) else []
        elif suffix[0] in _VOWELS:
            found += [stem, stem + "e"]
        else:
            found.append(stem)
        if stem.endswith("i") and suffix != "s":  # universities, applied; not universitis
            found.append(stem[:-1] + "y")
    return found


def base_forms(word: str) -> Iterator[str]:
    """`word` and the words it may be built from, nearest first (lazily).

    Its stems, its American spelling (behaviour -> behavior) and that spelling's stems,
    and what follows a prefix (reimplemented -> implemented) with its stems.
    """
    yield word
    yield from stems(word)
    for pattern, american in _BRITISH:
        spelled = pattern.sub(american, word)
        if spelled != word and (american != "l" or _single_l_stem(word)):
            yield spelled
            yield from stems(spelled)
    for prefix in _PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= 4:
            yield rest
            yield from stems(rest)


def _single_l_stem(word: str) -> bool:
    """travelled, modeller: the British double l follows a word ending in one l (travel,
    model); scheduller does not (schedule ends in -le), so it is no British spelling."""
    at = word.rfind("ll")
    return at > 0 and word[: at + 1] in word_table()


def is_run_together(word: str) -> bool:
    """datetime, changelog, keyfile: two common words written as one technical word."""
    table = word_table()
    return any(
        table.frequency(word[:i]) >= RUN_TOGETHER_FREQUENCY
        and table.frequency(word[i:]) >= RUN_TOGETHER_FREQUENCY
        for i in range(3, len(word) - 2)
    )
