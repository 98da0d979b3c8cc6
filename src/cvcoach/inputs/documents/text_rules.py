"""Small text rules shared by the importers: emphasis markers, sentences."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.vocab import has_title_word, unaccented
from cvcoach.language.dates import MONTHS

_EMPHASIS = re.compile(r"\*\*|__|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])")
_NO_BREAK = re.compile(
    r"(?:\b(?:Dr|Prof|Mr|Ms|Mrs|St|Jr|Sr|vs|etc|No|Vol|Fig|al|e\.g|i\.e)"
    r"|\b[A-Z])\.$"
)


def strip_emphasis(text: str) -> str:
    """Text without Markdown bold/italic markers (words and code spans untouched)."""
    return " ".join(_EMPHASIS.sub("", text).split())


def sentences(text: str) -> list[str]:
    """A paragraph's sentences, split after . ! ? before a capital (not after "Inc." or "Dr.")."""
    parts: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if parts and _NO_BREAK.search(unaccented(parts[-1])):
            parts[-1] = f"{parts[-1]} {piece}"
        else:
            parts.append(piece)
    return [p.strip() for p in parts if p.strip()]


def sentence_like(text: str) -> bool:
    """A sentence of running text, never a name or a title: five words or more closed by a
    full stop, most of them after the first in lower case ("Managed a small team of five
    people."; a summary a layout sets beside an entry's dates), and not a short phrase with
    a job word ("Open source developer on Hooli."). Titles in capitals ("Lead Engineer on
    Payments Platform.") are not sentences."""
    words, end = text.split(), text.rstrip()
    if len(words) < 5 or not end.endswith((".", "!")) or _NO_BREAK.search(unaccented(end)):
        return False
    later = [w for w in words[1:] if w[:1].isalpha()]
    if sum(w[:1].islower() for w in later) * 2 <= len(later):
        return False
    return not (has_title_word(text) and len(words) <= 6)


_LONG_NAME_MAX = 16  # words of a title or a name set as a name, in capitals


def name_cased(text: str) -> bool:
    """A name or a title however long, set as one: no closing full stop, and every word of
    four letters or more opens with a capital ("Senior Principal Engineer for Data
    Platforms and Infrastructure"; "Facultad de Ingeniería de Sistemas"), at most sixteen
    words. Running text has long words in lower case ("Built the billing service")."""
    words = [w.strip("()[]\"'“”‘’,;:&/-") for w in text.split()]
    if not 2 <= len(words) <= _LONG_NAME_MAX or text.rstrip().endswith((".", "!", "?", ":")):
        return False
    long_words = [w for w in words if sum(ch.isalpha() for ch in w) >= 4]
    return bool(long_words) and all(w[:1].isupper() for w in long_words)


def all_caps(text: str) -> bool:
    """Words in capitals only ("SENIOR ENGINEER, INITECH INDO-PACIFIC RESEARCH LTD"): at
    least two words of two letters or more, and no lower-case letter."""
    words = [w for w in text.split() if sum(ch.isalpha() for ch in w) >= 2]
    return len(words) >= 2 and not any(ch.islower() for ch in text)


_MONTH = "|".join(sorted({*MONTHS, *(m[:3] for m in MONTHS)}, key=len, reverse=True))
_DAY_DATE = re.compile(
    rf"(?:(?:{_MONTH})\.? \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}"  # "November 28, 2026"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\.? (?:{_MONTH})\.?,? \d{{4}}"  # "28 November 2026"
    r"|\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})",  # "28.11.2026", "2026-11-28"
    re.I,
)


def day_date(text: str) -> bool:
    """A line that is one calendar date to the day and nothing else: the date a document
    was written or printed ("November 28, 2026", LaTeX's \\today), never an entry's
    dates, which a CV gives as months or years."""
    return bool(_DAY_DATE.fullmatch(" ".join(text.split()).strip(" .")))
