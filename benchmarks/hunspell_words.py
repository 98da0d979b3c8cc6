"""Hunspell's verdicts on words, for the generated-typo benchmark (`bench_typos.py`).

Hunspell is the spelling checker of LibreOffice, Firefox and most Linux desktops: a word
its dictionary (`en_US`, from SCOWL) neither lists nor builds from its affix rules is
misspelled, whatever its case or context. Needs Debian's `hunspell` and `hunspell-en-us`
(`apt-get install hunspell hunspell-en-us`); without them `available()` is False and the
benchmark leaves Hunspell's columns out.

`flagged` asks `hunspell -l`, which lists the misspelled words (fast: 84,000 words in a
fraction of a second). `first_suggestions` asks its ispell pipe mode (`hunspell -a`), which
also suggests corrections, at about 30 ms a word: the benchmark asks it for a sample.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterable

DICTIONARY = "en_US"


def _run(mode: str, lines: list[str]) -> str:
    command = ["hunspell", "-d", DICTIONARY, mode]
    text = "".join(f"{line}\n" for line in lines)
    return subprocess.run(command, input=text, capture_output=True, text=True, check=True).stdout


def available() -> bool:
    """Whether `hunspell` and its `en_US` dictionary are installed."""
    if shutil.which("hunspell") is None:
        return False
    try:
        return _run("-l", ["speling"]).split() == ["speling"]
    except subprocess.CalledProcessError:
        return False  # (no dictionary: "Can't open affix or dictionary files")


def flagged(words: Iterable[str]) -> set[str]:
    """The words (as written: Hunspell weighs case) that Hunspell finds misspelled."""
    return set(_run("-l", sorted(set(words))).split())


def first_suggestions(words: Iterable[str]) -> dict[str, str | None]:
    """Hunspell's first suggestion for each misspelled word of `words` (None: it has none);
    words it accepts are left out.

    In pipe mode each input line ("^" + word: the caret keeps a word from being read as a
    command) gets one line per word in it, then an empty line: `*`, `+ root` or `-` for a
    word it accepts, `& word count offset: first, second...` or `# word offset` for one it
    does not.
    """
    asked = sorted(set(words))
    out = _run("-a", [f"^{word}" for word in asked]).split("\n")[1:]  # (a version line first)
    groups: list[list[str]] = [[]]
    for line in out:
        if line:
            groups[-1].append(line)
        elif groups[-1]:
            groups.append([])
    suggestions: dict[str, str | None] = {}
    for word, lines in zip(asked, groups, strict=False):
        verdict = lines[0] if len(lines) == 1 else ""  # (a word it split in two: not asked)
        if verdict.startswith("&"):
            suggestions[word] = verdict.split(": ", 1)[1].split(", ")[0]
        elif verdict.startswith("#"):
            suggestions[word] = None
    return suggestions
