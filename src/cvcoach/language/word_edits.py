"""How words relate: edits, typing slips and derivations, for the spelling check.

Which English words are one or two edits from a word, whether one typing slip explains
the difference (`is_slip`), and what a word may be built from: a regular derivation
(`lossless`), a British spelling (`behaviour`), a prefixed word or two common words run
together (`datetime`). The words and their counts are `cvcoach.language.wordlist`'s.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterator
from functools import lru_cache

from cvcoach.language.affixes import PREFIXES, VOWELS, one_syllable_doubles
from cvcoach.language.british import respellings
from cvcoach.language.thresholds import RUN_TOGETHER_FREQUENCY, SPELLED_OTHERWISE_COUNT
from cvcoach.language.wordlist import WordTable, word_table

__all__ = ["PREFIXES", "SUFFIXES", "VOWELS", "one_syllable_doubles"]

# -- words near a word ----------------------------------------------------------------

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
# The longest word of the major English dictionaries has 45 letters. A longer token (a hash,
# a key, glued text) is no word a person misspelled, and its edits cost time and memory in
# its length squared: a 5,000-letter token took 1.3 GB.
MAX_WORD_LETTERS = 45


@lru_cache(maxsize=64)  # the check asks for one word's edits several times in a row
def edits1(word: str) -> frozenset[str]:
    """Every string one deletion, adjacent swap, replacement or insertion (a-z) from `word`;
    none for a token longer than any word (`MAX_WORD_LETTERS`)."""
    if len(word) > MAX_WORD_LETTERS:
        return frozenset()
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    result = {a + b[1:] for a, b in splits if b}
    result.update(a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1)
    result.update(a + c + b[1:] for a, b in splits if b for c in _ALPHABET)
    result.update(a + c + b for a, b in splits for c in _ALPHABET)
    result.discard(word)
    return frozenset(result)


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
    return list(_words_one_edit_from(word_table(), word))


@lru_cache(maxsize=4096)  # the table is part of the key: a rebuilt table starts afresh
def _words_one_edit_from(table: WordTable, word: str) -> tuple[tuple[str, int], ...]:
    found = table.frequencies(edits1(word))
    return tuple(sorted(((w, f) for w, f in found if f), key=lambda pair: (-pair[1], pair[0])))


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
        return not strict and first < n - 1 and a in VOWELS and b in VOWELS
    if min(n, m) <= 4:
        return False
    longer = word if n > m else target  # the letter at `first` is the extra/missing one
    doubled = (first > 0 and longer[first] == longer[first - 1]) or (
        first + 1 < len(longer) and longer[first] == longer[first + 1]
    )
    return doubled or 0 < first < len(longer) - 1


# -- words built from words ---------------------------------------------------------------------

# Endings a word may be built with (lossless, tensorize, compiler).
# fmt: off
SUFFIXES = (
    "s", "es", "d", "ed", "ing", "er", "ers", "r", "rs", "or", "ors", "ly", "ness", "less", "ful",
    "able", "ability", "ible", "ibility", "ment", "ments", "ize", "izes", "ized", "izing",
    "ization", "ise", "ised", "isation", "al", "ally", "ity", "ist", "ists", "ism",
)
# fmt: on
_AFTER_I = ("ly", "ness", "ful", "less", "ment", "ments", "able", "ability", "al", "ally")
_SIBILANT = ("s", "x", "z", "ch", "sh")  # take -es, never -s (buses, not buss)
_KEEPS_E = {"ing": ("ee", "oe", "ye"), "able": ("ce", "ge"), "ability": ("ce", "ge")}


def _spelled_right(stem: str, suffix: str) -> bool:
    """Whether `stem` + `suffix` follows English spelling: no -s after a sibilant (bosss), no
    -es after a silent e (pipelinees), no vowel ending after a silent e (integrateed, but
    agreeing, manageable), none after a consonant and y but -ing (copyed, companys), and a
    one-syllable word ending in one vowel and one consonant doubles it (lapped, not laped)."""
    vowel_ending = suffix[0] in VOWELS
    if suffix == "s":
        return not stem.endswith(_SIBILANT) and not _consonant_y(stem)
    if suffix == "es":
        return stem.endswith((*_SIBILANT, "o"))
    if vowel_ending and stem.endswith("e"):
        return stem.endswith(_KEEPS_E.get(suffix, ()))
    if vowel_ending and suffix != "ing" and _consonant_y(stem):
        return False
    if vowel_ending and suffix in ("ed", "ing", "er", "ers"):
        return not _doubles(stem)
    return True


def _consonant_y(stem: str) -> bool:
    return stem.endswith("y") and len(stem) > 1 and stem[-2] not in VOWELS


def _takes_or(verb: str) -> bool:
    """A verb of three syllables or more in -ate names its doer in -or (generator)."""
    return verb.endswith("ate") and len(verb) > 6


def _doubles(stem: str) -> bool:
    """One syllable ending in one vowel and one consonant (lap, plan), or a word of four
    letters or more before one (roundtrip: round + trip): doubled before -ed."""
    if one_syllable_doubles(stem):
        return True
    words = word_table()
    return any(
        stem[:i] in words and one_syllable_doubles(stem[i:]) for i in range(4, len(stem) - 2)
    )


def _wrong_ending(stem: str, suffix: str) -> bool:
    """An ending English puts otherwise: the doer in -er of a verb whose doer the
    dictionary spells -or (creater, superviser, conducter: creator, supervisor,
    conductor), or a plural -s after a past tense (developeds: developed + s)."""
    table = word_table()
    if suffix in ("r", "rs", "er", "ers"):
        return stem.removesuffix("e") + "or" + suffix[len(suffix.rstrip("s")) :] in table
    if suffix == "s" and stem.endswith("ed") and len(stem) > 5:
        return stem[:-2] in table or stem[:-1] in table  # developed, created: a past tense
    return False


def stems(word: str, endings: Collection[str] = SUFFIXES) -> list[str]:
    """What `word` may be derived from: lossless (loss), tensorize (tensor), compiler (compile).

    A silent e drops before a vowel ending (compiling) and stays before a consonant one
    (management, so `managment` derives from nothing), and -ble takes -ity as -bility
    (`availablity` derives from nothing); an ending that English spelling would not join
    so (`_spelled_right`: integrateed, modelss) derives from nothing either.
    """
    found = []
    for suffix in endings:
        if not word.endswith(suffix):
            continue
        stem = word[: -len(suffix)]
        if len(stem) < 3 or _wrong_ending(stem, suffix):
            continue
        agent = suffix in ("r", "rs", "er", "ers")
        if suffix in ("d", "r", "rs"):
            found += [stem] if stem.endswith("e") and not (agent and _takes_or(stem)) else []
        elif suffix in ("or", "ors"):  # validator, extractor, editor; not compilor
            found += [stem + "e"] if stem.endswith(("at", "ut")) else []
            found += [stem] if stem.endswith(("ct", "ss", "it", "ut")) else []
        elif suffix[0] in VOWELS:
            found += [stem] if _spelled_right(stem, suffix) else []
            doubled = stem[-1] == stem[-2] and _doubles(stem[:-1])
            found += [stem[:-1]] if doubled and suffix in ("ed", "ing", "er", "ers") else []
            silent_e = suffix != "es" and not stem.endswith(("e", "y"))
            silent_e = silent_e and not (suffix == "ity" and stem.endswith("bl"))  # usability
            found += [stem + "e"] if silent_e and not (agent and _takes_or(stem + "e")) else []
        elif _spelled_right(stem, suffix):
            found.append(stem)
        if stem.endswith("i") and (suffix[0] == "e" or suffix in _AFTER_I):
            found.append(stem[:-1] + "y")  # universities, applied; not universitis, maior
    return found


# The SUFFIXES that keep a word in its family (match, matching; recommend, recommender), as
# against those that make another word of it (apply is no app + ly): regular enough to build
# a correction from. -ation and -ion join a family for `stem_key` too (optimize,
# optimization), but build no word the dictionary lacks (extention is no extent + ion).
INFLECTIONS = frozenset((
    "s", "es", "d", "ed", "ing", "er", "ers", "r", "rs", "or", "ors", "ment", "ments", "able",
    "ability", "ize", "izes", "ized", "izing", "ization", "ise", "ised", "isation",
))  # fmt: skip
_NOUN_ENDINGS = ("ation", "ations", "ion", "ions")


@lru_cache(maxsize=65536)
def stem_key(word: str) -> str:
    """One key for a word and its inflections: the shortest dictionary word its
    inflections lead back to (`stems`, again and again; a word the dictionary lacks,
    GPUs or remapped, takes one step to any stem), without a final e or a doubled last
    letter. Match and matching, Optimize and optimization meet; a name is its own key."""
    table = word_table()
    best = lower = word.lower()
    todo, seen = [lower], {lower}
    while todo:
        form = todo.pop()
        for stem in stems(form, INFLECTIONS):
            if stem not in seen and (stem in table or (form == lower and form not in table)):
                seen.add(stem)
                todo.append(stem)
                best = min(best, stem, key=lambda form: (len(form), form))
    key = best[:-1] if len(best) > 3 and best.endswith("e") else best
    return key[:-1] if len(key) >= 4 and key[-1] == key[-2] else key


def base_forms(word: str) -> Iterator[str]:
    """`word` and the words it may be built from, nearest first (lazily): see `readings`."""
    yield word
    for form, _ in readings(word):
        yield form


def readings(word: str) -> Iterator[tuple[str, str]]:
    """The words `word` may be built from, nearest first (lazily), each with how:
    "inflection" (a regular ending, `INFLECTIONS`: compiler), "derivation" (another of
    `SUFFIXES`: lossless), "british" (behaviour -> behavior, and that spelling's
    inflections), "prefix" (reimplemented -> implemented, and its inflections) or
    "prefix+derivation" (a prefix and another ending: unhelpfully -> helpful)."""
    yield from _endings(word)
    yield from _british(word)
    for prefix in PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= 4:  # a word of four letters or more
            yield rest, "prefix"
            for form, how in _endings(rest):
                if len(form) >= 4:
                    yield form, "prefix" if how == "inflection" else "prefix+derivation"


def _endings(word: str) -> Iterator[tuple[str, str]]:
    regular = stems(word, INFLECTIONS)
    yield from ((stem, "inflection") for stem in regular)
    yield from ((stem, "derivation") for stem in stems(word) if stem not in regular)


def _british(word: str) -> Iterator[tuple[str, str]]:
    """`readings`' British spellings: the American spelling and its inflections, or for a
    doubled l (travelled) the American spelling and the word with one l (travel)."""
    for spelled, single in respellings(word, word_table()):
        yield spelled, "british"
        if single:
            yield single, "british"
        else:
            yield from ((form, "british") for form, how in _endings(spelled) if how == "inflection")


# Endings where English spelling changes the join (`spelled_otherwise`), and the
# endings one sound spells two ways (accessible, capable).
_JOINS = (
    "ed", "ing", "er", "ers", "able", "ably", "ability", "ible", "ibly", "ibility", "ment",
    "ments", "ly", "ness", "ful", "less", "al", "ally", "ity",
)  # fmt: skip
_SAME_SOUND = {"able": "ible", "ably": "ibly", "ability": "ibility"}
_SAME_SOUND |= {b: a for a, b in _SAME_SOUND.items()}


def spelled_otherwise(word: str, common: int = SPELLED_OTHERWISE_COUNT) -> str | None:
    """The dictionary word (counted `common` or more) that `word`, a word the dictionary
    lacks, differs from only where its ending joins its stem: a last consonant doubled
    after a stem of two syllables or more (commited: committed, occuring: occurring) or
    not, a silent e kept or dropped (noteable: notable, arguement: argument; kept after c
    and g before -able: rechargable), -able for -ible (accessable: accessible), y for i
    (lonelyness), -ly for -ally after -ic (automaticly), -ity for -ty (certainity) or -er
    for -or (creater). The dictionary lists the real forms of common words, so a built form
    it spells otherwise is a slip of that form, not a word built from the stem. A doubled l
    is a British spelling, not a slip (modelling); None when no such word is counted
    `common` or more."""
    table, variants = word_table(), []
    for ending in _JOINS:
        stem = word[: -len(ending)]
        if not word.endswith(ending) or len(stem) < 3:
            continue
        if ending in _SAME_SOUND:
            variants.append(stem + _SAME_SOUND[ending])
        if ending == "ly" and stem.endswith("ic"):  # an adjective in -ic: -ically
            variants.append(stem + "ally")
        if ending == "ity":  # certain, certainty: -ty after a word that stands alone
            variants.append(stem + "ty")
        if ending in ("er", "ers"):  # the doer the dictionary spells -or (creater: creator)
            variants.append(stem + "or" + ending[2:])
        if ending[0] in VOWELS and stem[-1] not in VOWELS:
            if stem[-2] in VOWELS and stem[-1] not in "wxy" and _syllables(stem) >= 2:
                variants.append(stem + stem[-1] + ending)
            if stem[-1] == stem[-2] and _syllables(stem[:-1]) >= 2:
                variants.append(stem[:-1] + ending)
        if stem.endswith("e"):
            variants.append(stem[:-1] + ending)
        elif stem.endswith(("c", "g")) and ending.startswith("abl"):  # changeable
            variants.append(stem + "e" + ending)
        if stem[-1] == "y" and stem[-2] not in VOWELS:
            variants.append(stem[:-1] + "i" + ending)
    for form in variants:
        british = form.replace("ll", "l") == word.replace("ll", "l")
        if form != word and not british and table.frequency(form) >= common:
            return form
    return None


def _syllables(stem: str) -> int:
    """Vowel groups, a first y a consonant (commit 2, plan 1)."""
    return len(re.findall(r"[aeiou]+", stem[:1])) + len(re.findall(r"[aeiouy]+", stem[1:]))


def run_together_count(word: str) -> int:
    """datetime, changelog, keyfile: two common words (RUN_TOGETHER_FREQUENCY) written as one
    technical word; the count of the rarer one at the best split, 0 when none."""
    table = word_table()
    best = max(
        (
            min(table.frequency(word[:i]), table.frequency(word[i:]))
            for i in range(3, len(word) - 2)
        ),
        default=0,
    )
    return best if best >= RUN_TOGETHER_FREQUENCY else 0
