"""English words: pyspellchecker's dictionary loaded fast, and how words relate to each other.

The second half of the module answers the spelling check's questions about a word that
is not in the dictionary: which words are one or two edits away, whether one typing slip
explains the difference, and whether it is a regular derivation (`lossless`), a British
spelling (`behaviour`) or two common words run together (`datetime`) of known words.

pyspellchecker ships its English dictionary as gzipped JSON (160k words). Decoding it
takes ~100 ms and turning it into a Python dict or set costs ~45 ms however it is
stored, because that many string objects have to be created. The spelling check only
asks about a few thousand words per CV, so this module keeps the dictionary as one
compact open-addressing hash table in bytes instead: loading it is a single file read,
and a lookup hashes the word with crc32 and compares a few bytes.

The table is built once from the JSON and cached in `$XDG_CACHE_HOME/cvcoach` (or
`~/.cache/cvcoach`; `CVCOACH_CACHE_DIR` overrides both), keyed by the pyspellchecker
version and the size of its dictionary file. It is written atomically and rebuilt when
it is missing, stale or corrupt; when the cache directory is not writable the table is
simply built in memory.

Nothing is loaded at import time.
"""

from __future__ import annotations

import contextlib
import os
import re
import struct
import sys
import zlib
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

CACHE_ENV = "CVCOACH_CACHE_DIR"
_MAGIC = b"CVCWLST3"
_HEADER = struct.Struct("<8sIIIIIII")  # magic, key, words, slots, pool, common, checksum, 0
_EMPTY = 0
COMMON_FREQUENCY = 500  # words at least this frequent are offered as distance-2 corrections


class WordTable:
    """Lower-case English words and their corpus counts, in a read-only hash table.

    `common_words(letter)` lists the frequent words (count >= COMMON_FREQUENCY) that
    start with `letter`: the candidates for corrections two edits away.
    """

    def __init__(self, blob: bytes, key: str) -> None:
        header = _HEADER.unpack_from(blob)
        magic, key_len, n_words, n_slots, pool_len, common_len, checksum, _ = header
        pos = _HEADER.size
        stored_key = blob[pos : pos + key_len].decode("utf-8")
        pos += _pad4(key_len)
        body_len = 4 * n_slots + 4 * (n_words + 1) + 4 * n_words + _pad4(pool_len) + common_len
        if magic != _MAGIC or stored_key != key or len(blob) != pos + body_len:
            raise ValueError("stale or truncated word table")
        if zlib.adler32(memoryview(blob)[pos:]) != checksum:
            raise ValueError("corrupt word table")
        view = memoryview(blob)
        self._slots = view[pos : pos + 4 * n_slots].cast("I")
        pos += 4 * n_slots
        self._offsets = view[pos : pos + 4 * (n_words + 1)].cast("I")
        pos += 4 * (n_words + 1)
        self._freqs = view[pos : pos + 4 * n_words].cast("I")
        pos += 4 * n_words
        self._pool = blob[pos : pos + pool_len]
        pos += _pad4(pool_len)
        self._common_text = blob[pos : pos + common_len].decode("utf-8")
        self._mask = n_slots - 1
        self._size: int = n_words
        self._common: dict[str, tuple[str, ...]] | None = None

    def __len__(self) -> int:
        return self._size

    def _index(self, word: str) -> int:
        data = word.encode("utf-8")
        slot = zlib.crc32(data) & self._mask
        slots, offsets, pool = self._slots, self._offsets, self._pool
        while True:
            entry = slots[slot]
            if entry == _EMPTY:
                return -1
            start, end = offsets[entry - 1], offsets[entry]
            if end - start == len(data) and pool[start:end] == data:
                return int(entry) - 1
            slot = (slot + 1) & self._mask

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._index(word) >= 0

    def frequency(self, word: str) -> int:
        index = self._index(word)
        return int(self._freqs[index]) if index >= 0 else 0

    def items(self) -> Iterator[tuple[str, int]]:
        pool, offsets, freqs = self._pool, self._offsets, self._freqs
        for i in range(self._size):
            yield pool[offsets[i] : offsets[i + 1]].decode("utf-8"), freqs[i]

    def common_words(self, letter: str) -> tuple[str, ...]:
        if self._common is None:
            self._common = {}
            for line in self._common_text.split("\n"):
                if line:
                    head, _, words = line.partition(" ")
                    self._common[head] = tuple(words.split(" "))
        return self._common.get(letter, ())


def _pad4(n: int) -> int:
    return (n + 3) & ~3


def build_table(frequencies: dict[str, int], key: str) -> bytes:
    """Serialise `frequencies` into the byte layout WordTable reads."""
    words = list(frequencies)
    n_slots = 1 << max(4, (len(words) + len(words) // 4).bit_length())  # load factor < 0.8
    mask = n_slots - 1
    slots = [_EMPTY] * n_slots
    offsets = [0]
    encoded: list[bytes] = []
    total = 0
    for number, word in enumerate(words, start=1):
        data = word.encode("utf-8")
        encoded.append(data)
        total += len(data)
        offsets.append(total)
        slot = zlib.crc32(data) & mask
        while slots[slot] != _EMPTY:
            slot = (slot + 1) & mask
        slots[slot] = number
    pool = b"".join(encoded)
    common: dict[str, list[str]] = {}
    for word, count in frequencies.items():
        if count >= COMMON_FREQUENCY and word[:1].isascii() and word[:1].isalpha():
            common.setdefault(word[0], []).append(word)
    common_text = "".join(f"{k} {' '.join(v)}\n" for k, v in sorted(common.items()))
    common_bytes = common_text.encode("utf-8")
    key_bytes = key.encode("utf-8")
    body = b"".join(
        [
            struct.pack(f"={n_slots}I", *slots),
            struct.pack(f"={len(offsets)}I", *offsets),
            struct.pack(f"={len(words)}I", *(min(frequencies[w], 2**32 - 1) for w in words)),
            pool,
            b"\0" * (_pad4(len(pool)) - len(pool)),
            common_bytes,
        ]
    )
    header = _HEADER.pack(
        _MAGIC, len(key_bytes), len(words), n_slots, len(pool), len(common_bytes),
        zlib.adler32(body), 0,
    )  # fmt: skip
    return header + key_bytes + b"\0" * (_pad4(len(key_bytes)) - len(key_bytes)) + body


def cache_dir() -> Path:
    """Where cvcoach keeps rebuildable data.

    $CVCOACH_CACHE_DIR, else $XDG_CACHE_HOME/cvcoach, else ~/.cache/cvcoach.
    """
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "cvcoach"


def _source() -> tuple[Path, str]:
    """pyspellchecker's dictionary file and a cache key naming its version (not imported)."""
    spec = find_spec("spellchecker")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("pyspellchecker is not installed")
    package = Path(next(iter(spec.submodule_search_locations)))
    source = package / "resources" / "en.json.gz"
    try:
        info = (package / "info.py").read_text(encoding="utf-8")
        match = re.search(r"__version__\s*=\s*['\"]([^'\"]+)", info)
        version = match.group(1) if match else "unknown"
    except OSError:
        version = "unknown"
    key = f"pyspellchecker-{version}-{source.stat().st_size}-{sys.byteorder}"
    return source, key


def _read_json() -> dict[str, int]:
    import gzip  # only needed to (re)build the cache
    import json
    from importlib import resources

    data = resources.files("spellchecker").joinpath("resources/en.json.gz").read_bytes()
    loaded: dict[str, int] = json.loads(gzip.decompress(data))
    return loaded


def _write_atomically(path: Path, data: bytes) -> None:
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@lru_cache(maxsize=1)
def word_table() -> WordTable:
    """The English dictionary as a WordTable, from the cache when it is valid."""
    _, key = _source()
    path = cache_dir() / f"words-{key}.bin"
    try:
        return WordTable(path.read_bytes(), key)
    except (OSError, ValueError, struct.error, TypeError, UnicodeDecodeError):
        pass  # missing, stale or corrupt: rebuild below
    blob = build_table(_read_json(), key)
    with contextlib.suppress(OSError):  # a read-only home: keep the table in memory only
        _write_atomically(path, blob)
        for stale in path.parent.glob("words-*.bin"):
            if stale != path:  # tables of other pyspellchecker versions
                stale.unlink(missing_ok=True)
    return WordTable(blob, key)


@lru_cache(maxsize=1)
def word_frequencies() -> dict[str, int]:
    """Lower-case English words and their corpus counts (pyspellchecker's `en` dictionary).

    Builds a full dict (~45 ms); prefer `is_english_word` and `frequency` for lookups.
    """
    return dict(word_table().items())


def is_english_word(word: str) -> bool:
    return word.lower() in word_table()


def frequency(word: str) -> int:
    return word_table().frequency(word.lower())


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


def _neighbouring_keys(a: str, b: str) -> bool:
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
        if _neighbouring_keys(a, b):
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
_SUFFIXES = (
    "s", "es", "d", "ed", "ing", "er", "ers", "r", "rs", "or", "ors", "ly", "ness", "less", "ful",
    "able", "ability", "ment", "ments", "ize", "izes", "ized", "izing", "ization", "ise", "ised",
    "isation", "al", "ally", "ity", "ist", "ists", "ism",
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
    for suffix in _SUFFIXES:
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
        if stem.endswith("i"):
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
