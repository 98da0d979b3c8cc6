"""Build the counts of the word table's rarest words (`data/rare_word_counts.txt`).

The word table (`cvcoach.language.wordlist`) counts the words of symspellpy's list; the
words only pyspellchecker lists all share its lowest count, `floor`, so that among them
the spelling model cannot tell a word people write (`foresee`, `maneuver`) from one they
never do. This table gives each such word a count on the word table's scale from a
maintained frequency list: wordfreq's English list (`large_en.msgpack.gz` in the wordfreq
wheel, version WORDFREQ below; code Apache-2.0, data CC BY-SA 4.0, Robyn Speer and
contributors: https://github.com/rspeer/wordfreq), which gives each word its frequency in
centibels (cB: -100 times log10 of the frequency, its bin in the list).

On the word table's scale, a count is a frequency times a constant: the constant is the
median, over the words both lists count in the band `BAND` of centibels (common enough
that the word table's counts are not bunched at its floor), of log10(count) + cB / 100.
A floor word wordfreq lists gets that count for its frequency; the one it lacks, the
count of the list's last bin plus one (wordfreq keeps words down to a frequency of 1e-8),
written as `unlisted` in the header. Only words of a-z letters are kept, at least
`MIN_LETTERS` long.

Run from the repository root (needs `pip` and the network the first time):
`python scripts/build_rare_words.py`. The output is committed; nothing is fetched at run
time, and wordfreq is no dependency of cvcoach.
"""

from __future__ import annotations

import gzip
import math
import statistics
import struct
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src" / "cvcoach" / "data" / "rare_word_counts.txt"
WORDFREQ = "3.1.1"
MEMBER = "wordfreq/data/large_en.msgpack.gz"
BAND = (400, 600)  # centibels: from "until"-like words to ones a CV may write once
MIN_LETTERS = 3  # shorter words are no spelling model candidates' concern
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

from build_skills import wheel_bytes  # noqa: E402  (pip download of a wheel's data)


def unpack(data: bytes, i: int = 0) -> tuple[object, int]:
    """One msgpack value of `data` at `i` and the index after it: the types wordfreq's
    files use (arrays, maps, strings, small integers), so no msgpack package is needed."""
    head = data[i]
    if head <= 0x7F:
        return head, i + 1
    if 0x80 <= head <= 0x8F or head == 0xDE:
        n, i = (head & 0x0F, i + 1) if head != 0xDE else (_u16(data, i + 1), i + 3)
        found: dict[object, object] = {}
        for _ in range(n):
            key, i = unpack(data, i)
            found[key], i = unpack(data, i)
        return found, i
    if 0x90 <= head <= 0x9F or head in (0xDC, 0xDD):
        if head == 0xDC:
            n, i = _u16(data, i + 1), i + 3
        elif head == 0xDD:
            n, i = struct.unpack_from(">I", data, i + 1)[0], i + 5
        else:
            n, i = head & 0x0F, i + 1
        items = []
        for _ in range(n):
            item, i = unpack(data, i)
            items.append(item)
        return items, i
    if 0xA0 <= head <= 0xBF or head in (0xD9, 0xDA):
        if head == 0xD9:
            n, i = data[i + 1], i + 2
        elif head == 0xDA:
            n, i = _u16(data, i + 1), i + 3
        else:
            n, i = head & 0x1F, i + 1
        return data[i : i + n].decode("utf-8"), i + n
    if head == 0xCC:
        return data[i + 1], i + 2
    raise ValueError(f"msgpack type {head:#x} at {i}")


def _u16(data: bytes, i: int) -> int:
    value: int = struct.unpack_from(">H", data, i)[0]
    return value


def centibels(blob: bytes) -> tuple[dict[str, int], int]:
    """word -> its bin (centibels) of wordfreq's cBpack file, and the number of bins."""
    value, _ = unpack(gzip.decompress(blob))
    assert isinstance(value, list) and value[0] == {"format": "cB", "version": 1}
    found: dict[str, int] = {}
    for cb, words in enumerate(value[1:]):
        assert isinstance(words, list)
        for word in words:
            found.setdefault(str(word), cb)
    return found, len(value) - 1


def main() -> int:
    from cvcoach.language.wordlist import word_table

    with tempfile.TemporaryDirectory() as tmp:
        cb, bins = centibels(wheel_bytes(Path(tmp), f"wordfreq=={WORDFREQ}", MEMBER))
    table = word_table()
    counts = dict(table.items())
    floor = min(counts.values())
    constant = statistics.median(
        math.log10(n) + cb[w] / 100
        for w, n in counts.items()
        if n > floor and w in cb and BAND[0] <= cb[w] < BAND[1]
    )

    def count(centibel: int) -> int:
        return max(1, round(10 ** (constant - centibel / 100)))

    groups: dict[int, list[str]] = {}
    for word, n in counts.items():
        if n == floor and word in cb and _kept(word):
            groups.setdefault(count(cb[word]), []).append(word)
    lines = [
        "# The word table's floor words (those only pyspellchecker lists, all counted as its",
        "# rarest) with a count on the table's scale from their frequency in wordfreq's",
        f"# English list (wordfreq {WORDFREQ}, large_en.msgpack.gz; code Apache-2.0, data",
        "# CC BY-SA 4.0, Robyn Speer and contributors, https://github.com/rspeer/wordfreq).",
        "# Built by scripts/build_rare_words.py; a line: a count, then its words.",
        f"# floor {floor}",
        f"# unlisted {count(bins)}",
    ]
    lines += [f"{n} {' '.join(sorted(ws))}" for n, ws in sorted(groups.items(), reverse=True)]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    kept = sum(map(len, groups.values()))
    print(f"{kept} words, constant {constant:.3f}, unlisted {count(bins)}", file=sys.stderr)
    return 0


def _kept(word: str) -> bool:
    return len(word) >= MIN_LETTERS and word.isascii() and word.isalpha() and word.islower()


if __name__ == "__main__":
    sys.exit(main())
