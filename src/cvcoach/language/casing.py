"""A name or title written in capitals, as prose writes it.

CV templates set headings in capitals ("SENIOR ENGINEER, GITLAB RUNNER TEAM"), and
a document imported from one keeps them. Quoted in a sentence of a letter they shout;
`prose_case` writes them as a sentence would, each word in a casing someone chose, never
one made up:

- its makers' casing, when the product list has exactly one with an inner capital
  ("GitLab");
- else a casing with an inner capital the CV itself writes the word in elsewhere ("McBride"
  in a bullet);
- else the short words that join a title ("of", "and", "at") in lower case, and an English
  word of `MIN_TITLE_LETTERS` letters or more with a capital ("Engineer", "Harbor");
- else a capitalised casing the CV writes it in ("Initech");
- else the word stays in capitals: an acronym or a name nobody wrote otherwise ("SRE",
  "HTTP").

Text with a lower-case letter anywhere is left as it is: its writer chose its casing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping

MIN_TITLE_LETTERS = 4
_JOINING = frozenset({"a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the"})
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def capitals(word: str) -> str:
    """The capital letters of `word` (SystemVerilog: SV), to compare two spellings' casing."""
    return "".join(c for c in word if c.isupper())


def casings(texts: Iterable[str]) -> dict[str, str]:
    """Lower case -> the casing the texts write a word in most often, among those with a
    capital that are not all capitals ("McBride", "Initech"; not "team" or "TEAM")."""
    seen: dict[str, Counter[str]] = {}
    for text in texts:
        for word in _WORD.findall(text):
            if not word.isupper() and not word.islower():
                seen.setdefault(word.lower(), Counter())[word] += 1
    return {low: counts.most_common(1)[0][0] for low, counts in seen.items()}


def prose_case(text: str, written: Mapping[str, str]) -> str:
    """`text` as a sentence writes it when it is all capitals (see the module doc); `written`
    is `casings` of the CV's texts."""
    if not any(c.isalpha() for c in text) or any(c.islower() for c in text):
        return text
    first = True

    def word_case(match: re.Match[str]) -> str:
        nonlocal first
        word, low = match.group(0), match.group(0).lower()
        leading, first = first, False
        maker = _maker_casing(low)
        if maker is not None:
            return maker
        own = written.get(low, "")
        if any(c.isupper() for c in own[1:]):
            return own
        if low in _JOINING and not leading:
            return low
        if len(low) >= MIN_TITLE_LETTERS and _english(low):
            return word[:1] + low[1:]
        return own or word

    return _WORD.sub(word_case, text)


def _maker_casing(low: str) -> str | None:
    from cvcoach.language.names import has_inner_capital
    from cvcoach.language.terms import product_names

    cased = [c for c in product_names().get(low, ()) if has_inner_capital(c) and not c.isupper()]
    return cased[0] if len(cased) == 1 else None


def _english(low: str) -> bool:
    from cvcoach.language.wordlist import is_english_word

    return is_english_word(low)
