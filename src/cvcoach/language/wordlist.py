"""English words: two packaged sources combined, loaded fast, and how words relate.

The word list is pyspellchecker's English dictionary (160k words) joined with the words
of symspellpy's frequency dictionary (82k words: SCOWL's spell-checker list, the source of
the Hunspell dictionaries, counted in the Google Books n-grams). The counts come from
symspellpy's list, rank-mapped onto pyspellchecker's scale so that thresholds keep their
meaning; words only pyspellchecker lists (many are names, rare forms or its corpus's own
misspellings) get the rarest count, except the American spellings of words symspellpy
counts in British spelling (modeling: modelling), which take that count. This was chosen
by measurement on the generated-typo benchmark (docs/evals.md): symspellpy's counts found
more slips, with better suggestions, than pyspellchecker's own counts or wordfreq's, at no
false flag.

How words relate to each other (edits, typing slips, derivations) is `cvcoach.language.word_edits`.

Decoding the sources takes ~200 ms and turning them into a Python dict or set costs ~45 ms
however it is stored, because that many string objects have to be created. The spelling
check only asks about a few thousand words per CV, so this module keeps the dictionary as
one compact open-addressing hash table in bytes instead: loading it maps one file,
and a lookup hashes the word with crc32 and compares a few bytes.

The table is built once from the packages' files and cached in `$XDG_CACHE_HOME/cvcoach`
(or `~/.cache/cvcoach`; `CVCOACH_CACHE_DIR` overrides both: `language.data_cache`), keyed
by both packages' versions and file sizes. It is written atomically and rebuilt when it is
missing, stale or corrupt; when the cache directory is not writable it is built in memory.

Nothing is loaded at import time.
"""

from __future__ import annotations

import contextlib
import mmap
import re
import struct
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

from cvcoach.language.data_cache import CACHE_ENV as CACHE_ENV  # re-exported
from cvcoach.language.data_cache import cache_dir as cache_dir  # re-exported
from cvcoach.language.data_cache import write_atomically
from cvcoach.language.thresholds import COMMON_FREQUENCY

_MAGIC = b"CVCWLST7"
_HEADER = struct.Struct("<8sIIIIIII")  # magic, key, words, slots, pool, common, checksum, 0
_EMPTY = 0


class WordTable:
    """Lower-case English words and two counts for each, in a read-only hash table.

    `frequency` is the spelling check's count (symspellpy's ranking on pyspellchecker's
    scale); `corpus_count` is pyspellchecker's own count, which the other word rules of
    cvcoach were written against.

    `common_words(letter)` lists the frequent words (count >= COMMON_FREQUENCY) that
    start with `letter`: the candidates for corrections two edits away.
    """

    def __init__(self, blob: bytes | mmap.mmap, key: str) -> None:
        header = _HEADER.unpack_from(blob)
        magic, key_len, n_words, n_slots, pool_len, common_len, checksum, _ = header
        pos = _HEADER.size
        stored_key = blob[pos : pos + key_len].decode("utf-8")
        pos += _pad4(key_len)
        body_len = 4 * n_slots + 4 * (n_words + 1) + 8 * n_words + _pad4(pool_len) + common_len
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
        self._corpus = view[pos : pos + 4 * n_words].cast("I")
        pos += 4 * n_words
        self._pool = view[pos : pos + pool_len]
        pos += _pad4(pool_len)
        self._common_text = bytes(view[pos : pos + common_len]).decode("utf-8")
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

    def frequencies(self, words: Iterable[str]) -> list[tuple[str, int]]:
        """(word, frequency) for those of `words` in the table: `frequency` for many words
        at once (a correction looks up hundreds of edits, most of them no word)."""
        slots, offsets, pool, freqs, mask = (
            self._slots,
            self._offsets,
            self._pool,
            self._freqs,
            self._mask,
        )
        crc32, found = zlib.crc32, []
        for word in words:
            data = word.encode("utf-8")
            slot = crc32(data) & mask
            while entry := slots[slot]:
                start, end = offsets[entry - 1], offsets[entry]
                if end - start == len(data) and pool[start:end] == data:
                    found.append((word, int(freqs[entry - 1])))
                    break
                slot = (slot + 1) & mask
        return found

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._index(word) >= 0

    def frequency(self, word: str) -> int:
        index = self._index(word)
        return int(self._freqs[index]) if index >= 0 else 0

    def corpus_count(self, word: str) -> int:
        index = self._index(word)
        return int(self._corpus[index]) if index >= 0 else 0

    def items(self) -> Iterator[tuple[str, int]]:
        pool, offsets, freqs = self._pool, self._offsets, self._freqs
        for i in range(self._size):
            yield bytes(pool[offsets[i] : offsets[i + 1]]).decode("utf-8"), freqs[i]

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


def build_table(
    frequencies: dict[str, int], key: str, corpus: dict[str, int] | None = None
) -> bytes:
    """Serialise `frequencies` (and `corpus` counts, default the same) for WordTable."""
    corpus = frequencies if corpus is None else corpus
    words = list(frequencies)
    # A load factor under 0.5: a word that is not in the table (most of the edits a
    # correction tries) ends its probe after two slots on average, not six.
    n_slots = 1 << max(4, (2 * len(words)).bit_length())
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
            struct.pack(f"={len(words)}I", *(min(corpus.get(w, 0), 2**32 - 1) for w in words)),
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


def package_dir(name: str) -> Path:
    """An installed package's folder, found without importing it (only its data is read)."""
    spec = find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"{name} is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def _version(path: Path) -> str:
    try:
        match = re.search(r"__version__\s*=\s*['\"]([^'\"]+)", path.read_text(encoding="utf-8"))
    except OSError:
        return "unknown"
    return match.group(1) if match else "unknown"


def _source() -> tuple[Path, str]:
    """pyspellchecker's dictionary file and a cache key naming both sources (not imported)."""
    package = package_dir("spellchecker")
    source = package / "resources" / "en.json.gz"
    counts = _symspell_file()
    key = (
        f"pyspellchecker-{_version(package / 'info.py')}-{source.stat().st_size}"
        f"-symspell-{counts.stat().st_size}-{sys.byteorder}"
    )
    return source, key


def table_key() -> str:
    """The key naming the word table's sources (tables derived from it include it in theirs)."""
    return _source()[1]


def _symspell_file() -> Path:
    return package_dir("symspellpy") / "frequency_dictionary_en_82_765.txt"


def _read_json() -> dict[str, int]:
    """pyspellchecker's words with their own counts."""
    import gzip  # only needed to (re)build the cache
    import json
    from importlib import resources

    data = resources.files("spellchecker").joinpath("resources/en.json.gz").read_bytes()
    loaded: dict[str, int] = json.loads(gzip.decompress(data))
    return loaded


def _read_frequencies() -> dict[str, int]:
    """Both word lists joined, counted by symspellpy's list on pyspellchecker's scale."""
    return _rank_mapped(_read_json())


def _rank_mapped(words: dict[str, int]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for line in _symspell_file().read_text(encoding="utf-8").splitlines():
        word, _, count = line.partition(" ")
        if word.isalpha() and count.isdigit():
            counts[word.lower()] = max(counts.get(word.lower(), 0), int(count))
    scale = sorted(words.values(), reverse=True)
    floor = scale[-1] if scale else 1
    ranked = sorted(counts, key=lambda w: (-counts[w], w))
    mapped = {w: scale[i] if i < len(scale) else floor for i, w in enumerate(ranked)}
    joined = {**{w: floor for w in words}, **mapped}
    return {**joined, **_american_counts(mapped, joined, floor)}


def _american_counts(counted: dict[str, int], words: dict[str, int], floor: int) -> dict[str, int]:
    """The American spellings symspellpy's list lacks though it counts their British ones
    (modeling, analyze, favorite: modelling, analyse, favourite), at the British count: a
    spelling is no rarer for being American, and at the rarest count a slip of such a word
    would never be corrected."""
    from cvcoach.language.british import american_spellings  # (only when a table is built)

    found: dict[str, int] = {}
    for british, count in counted.items():
        for american in american_spellings(british, words):
            if words.get(american) == floor:
                found[american] = max(found.get(american, 0), count)
    return found


@lru_cache(maxsize=1)
def word_table() -> WordTable:
    """The English dictionary as a WordTable, from the cache when it is valid."""
    _, key = _source()

    def build() -> bytes:
        spell = _read_json()
        ranked = _rank_mapped(spell)
        floor = min(spell.values(), default=1)
        return build_table(ranked, key, {w: spell.get(w, floor) for w in ranked})

    return cached_table("words", key, build)


def cached_table(name: str, key: str, build: Callable[[], bytes]) -> WordTable:
    """The WordTable kept in the cache dir as `name-key.bin`, mapped when it is valid; when
    it is missing, stale or corrupt, `build()`'s table, written there atomically (the
    tables of other keys, from other sources, removed)."""
    path = cache_dir() / f"{name}-{key}.bin"
    try:
        return WordTable(_mapped(path), key)
    except (OSError, ValueError, struct.error, TypeError, UnicodeDecodeError):
        pass  # missing, stale or corrupt: rebuild below
    blob = build()
    with contextlib.suppress(OSError):  # a read-only home: keep the table in memory only
        write_atomically(path, blob)
        for stale in path.parent.glob(f"{name}-*.bin"):
            if stale != path:
                stale.unlink(missing_ok=True)
    return WordTable(blob, key)


def _mapped(path: Path) -> mmap.mmap:
    """The file mapped read-only: the pages a lookup touches are read, nothing is copied."""
    with path.open("rb") as handle:
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)


@lru_cache(maxsize=1)
def word_frequencies() -> dict[str, int]:
    """Lower-case English words and pyspellchecker's counts (see `frequency`).

    Builds a full dict (~45 ms); prefer `is_english_word` and `frequency` for lookups.
    """
    table = word_table()
    return {word: table.corpus_count(word) for word, _ in table.items()}


def is_english_word(word: str) -> bool:
    return word.lower() in word_table()


def frequency(word: str) -> int:
    """pyspellchecker's count of `word` (the rarest count for words only SCOWL lists)."""
    return word_table().corpus_count(word.lower())
