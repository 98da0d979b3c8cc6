"""Named entities and titles a CV sentence states, in a form that compares across spellings.

"GPUs" == "GPU", "PyTorch's" == "pytorch", "TensorFlow Lite" == "TensorFlowLite",
"Ph.D." == "PhD". `scan_entities` finds names (lexicon terms, acronyms, CamelCase, words
with digits, words that are not English, capitalised words inside a sentence) and titles
and degrees; `normalise_entity`, `title_key` and `initials` give the keys the guard compares.

Decisions worth knowing:
- Digits glued to a name ("A100", "ResNet50", "CET-6", "avx512") belong to that name and
  are compared as an entity.
- Numbers, number words, months and weekdays are never names; `cvcoach.grounding.quantities` reads
  the numbers and dates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvcoach.grounding.quantities import ORDINALS, SMALL_NUMBERS
from cvcoach.language.dates import month_number
from cvcoach.language.lexicon import load_lexicon
from cvcoach.language.markup import EMPHASIS, strip_markup
from cvcoach.language.thresholds import EVERYDAY_WORD
from cvcoach.language.word_rules import englishish
from cvcoach.language.wordlist import frequency, is_english_word

# A word; names keep their symbols whole: "C++", "C#", "Node.js", ".NET", and capitals joined
# by slashes ("CI/CD", "A/B", "I/O"), which are one name however they are written.
_TOKEN = re.compile(
    r"(?<![\w/])[A-Z]{1,5}(?:/[A-Z]{1,5})+(?![\w/+#])"
    r"|(?<![\w.])\.(?=[^\W\d_]{2})[^\W\d_]+(?:\.[^\W\d_]+)*"
    r"|[^\W_](?:\w|-(?=[^\W_])|[.'](?=[^\W\d_]))*(?:\+\+|\+|#)?"
)
_SYMBOL_NAME = re.compile(r"[^\W\d_][\w.-]*(?:\+\+|\+|#)|\.[^\W\d_].*|[A-Z]+(?:/[A-Z]+)+")
_POSSESSIVE = re.compile(r"(?<=\w)'s\b|(?<=s)'(?!\w)")
_SEPARATORS = re.compile(r"[\s\-–—_./']+")
_SENTENCE_END = set("\n.!?:;|•")
# Words about the documents themselves ("my CV") state nothing about the candidate.
_NOT_NAMES = {"i", "e.g", "i.e", "etc", "vs", "cf", "al", "aka", "cv", "resume", "résumé",
              "present", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
              "sunday"}  # fmt: skip
_NOT_NAMES.update(SMALL_NUMBERS, ORDINALS, ("hundred", "thousand", "million", "billion", "dozen"))
# Function words are never names, even capitalised mid-sentence ("for This Project").
_NOT_NAMES.update(("a", "an", "the", "this", "that", "these", "those", "our", "my", "his",
                   "her", "their", "its", "we", "you", "he", "she", "it", "they", "and", "or",
                   "of", "in", "on", "at", "to", "for", "with", "by", "from", "as"))  # fmt: skip
_CONNECTORS = {"of", "and", "for", "the", "in", "on", "at", "&", "de", "to"}

# Titles and degrees: checked although they are English words. Canonical forms group
# spellings of the same claim ("Ph.D." == "PhD", "MSc" == "M.S." == "Master's").
_TITLE_CANON = {
    "senior": "senior", "sr": "senior", "phd": "phd", "doctorate": "phd", "dphil": "phd",
    "msc": "master", "mse": "master", "meng": "master", "mphil": "master", "mba": "mba",
    "bsc": "bachelor", "beng": "bachelor", "bachelor": "bachelor", "bachelors": "bachelor",
    "professor": "professor", "prof": "professor", "dr": "dr", "cto": "cto", "ceo": "ceo",
    "cfo": "cfo", "coo": "coo", "cio": "cio", "vp": "vp", "svp": "vp", "evp": "vp",
    "founder": "founder", "cofounder": "cofounder", "postdoc": "postdoc",
}  # fmt: skip
# Only in capitals: "MS", "B.S." (lower-case "ms" is milliseconds).
_TITLE_CAPS = {"ms": "master", "ma": "master", "bs": "bachelor", "ba": "bachelor"}
# Only capitalised ("Tech Lead", "Engineering Manager"); lower-case they are ordinary
# words ("lead the migration", "memory manager", "principal component").
_TITLE_CAPITALISED = {
    "staff": "staff", "principal": "principal", "lead": "lead", "leader": "leader",
    "manager": "manager", "director": "director", "head": "head", "chief": "chief",
    "master": "master", "masters": "master", "president": "president", "fellow": "fellow",
    "architect": "architect", "distinguished": "distinguished",
}  # fmt: skip
HONORIFICS = frozenset({"dr", "professor"})


def title_key(word: str) -> str | None:
    """The canonical title or degree `word` names, whatever its case, or None."""
    w = _POSSESSIVE.sub("", word).lower().replace(".", "").replace("-", "")
    if w in _TITLE_CANON:
        return _TITLE_CANON[w]
    if w in _TITLE_CAPS and word.replace(".", "").isupper():
        return _TITLE_CAPS[w]
    return _TITLE_CAPITALISED.get(w)


def _singular(part: str) -> str:
    return part[:-1] if len(part) >= 4 and part.endswith("s") and not part.endswith("ss") else part


def normalise_entity(e: str) -> str:
    """Comparable form of a name: lower case, no markup, possessive, plural, spaces or hyphens.

    "**PyTorch's**" -> "pytorch", "GPUs" -> "gpu", "TensorFlow Lite" == "TensorFlowLite",
    "Lite-HRNet" == "Lite HRNet", "Ph.D." -> "phd".
    """
    s = _POSSESSIVE.sub("", EMPHASIS.sub("", e.replace("’", "'"))).lower()
    dot = "dot" if s.startswith(".") and s[1:2].isalpha() else ""  # ".NET" is "dotnet", not "net"
    return dot + "".join(_singular(p) for p in _SEPARATORS.split(s) if p)


def _lexicon_name(word: str, initial: bool) -> bool:
    """A lexicon term that names something (its canonical spelling has capitals, digits or
    symbols). A common English word ("go", "spark", "Relax" opening a sentence) counts only
    when capitalised inside a sentence; rare ones ("python", "docker") count anywhere."""
    lexicon = load_lexicon()
    canonical = lexicon.canonical_of(word) or lexicon.canonical_of(_singular(word))
    if canonical is None or (canonical.isalpha() and canonical.islower()):
        return False
    common = is_english_word(word) and frequency(word) >= EVERYDAY_WORD
    return not (common and (initial or word.islower()))


@dataclass(frozen=True)
class Part:
    """One word of a mention: as written, its key, and why it is a name.

    kind: "lexicon", "acronym", "mixed" (CamelCase), "ident" (letters and digits),
    "foreign" (not an English word), "capital" (a capitalised English word) or "title".
    """

    text: str
    key: str
    kind: str


@dataclass(frozen=True)
class Mention:
    """A named entity or title as written in a text, with its comparable key."""

    text: str
    key: str
    parts: tuple[Part, ...]
    title: bool = False


@dataclass
class _Tok:
    text: str
    start: int
    end: int
    initial: bool
    kind: str | None = None


def _classify(word: str, initial: bool) -> str | None:
    core = _POSSESSIVE.sub("", word)
    letters = [c for c in core if c.isalpha()]
    if not letters or core[0].isdigit() or core.lower() in _NOT_NAMES or month_number(core):
        return None  # numbers, abbreviations, months: quantities and dates cover them
    if _lexicon_name(core, initial):
        return "lexicon"
    if _SYMBOL_NAME.fullmatch(core):
        return "symbol"  # "C++", "F#", ".NET", "CI/CD", "A/B": a name by its symbols
    if len(letters) == 1 and not any(c.isdigit() for c in core):
        return None  # a stray letter or initial, not a name
    if any(c.isdigit() for c in core):
        return "ident"
    uppers = sum(c.isupper() for c in letters)
    if uppers == len(letters) and len(letters) >= 2:
        return "acronym"
    if any(c.isupper() for c in letters[1:]) and any(c.islower() for c in letters):
        return "mixed"
    if not englishish(core):
        return "foreign"
    return "capital" if core[0].isupper() and not initial else None


def tokens(text: str) -> list[str]:
    """The words of `text` (markup removed), as written; names like "C++" stay whole."""
    return [m.group(0) for m in _TOKEN.finditer(strip_markup(text))]


def token_spans(text: str) -> tuple[str, list[tuple[int, int]]]:
    """`text` without markup, and the (start, end) of each of its words in it."""
    clean = strip_markup(text)
    return clean, [m.span() for m in _TOKEN.finditer(clean)]


def _scan_tokens(clean: str) -> list[_Tok]:
    toks = []
    for m in _TOKEN.finditer(clean):
        i = m.start() - 1
        while i >= 0 and clean[i] in " \t":
            i -= 1
        toks.append(_Tok(m.group(0), m.start(), m.end(), i < 0 or clean[i] in _SENTENCE_END))
    return toks


def _is_title(toks: list[_Tok], i: int) -> str | None:
    tok = toks[i]
    key = title_key(tok.text)
    if key is None:
        return None
    plain = _POSSESSIVE.sub("", tok.text).lower().replace(".", "").replace("-", "")
    if plain in _TITLE_CANON or plain in _TITLE_CAPS:
        return key
    if not tok.text[0].isupper():
        return None
    if not tok.initial:
        return key
    nxt = toks[i + 1].text if i + 1 < len(toks) else ""
    return key if nxt[:1].isupper() or (plain == "head" and nxt == "of") else None


def _mark_lexicon_phrases(clean: str, toks: list[_Tok]) -> None:
    index = load_lexicon().index
    for i in range(len(toks)):
        for n in (4, 3, 2):
            j = i + n - 1
            phrase = clean[toks[i].start : toks[j].end] if j < len(toks) else "\n"
            if "\n" not in phrase and phrase.lower() in index:
                for t in toks[i : j + 1]:
                    t.kind = t.kind or "lexicon"
                break


def scan_entities(text: str) -> list[Mention]:
    """Named entities and titles of `text`, as `Mention`s in order of appearance.

    Entities: lexicon names, acronyms, CamelCase, words with digits, words not in the
    English dictionary, and capitalised words that do not start a sentence; adjacent
    ones form one mention ("Microsoft Research Asia", "TensorFlow XLA"). Titles and degrees
    ("Senior", "PhD") are mentions of their own; a capitalised word that starts a sentence
    ("Developed", "Led") is not a name.
    """
    clean = strip_markup(text)
    toks = _scan_tokens(clean)
    titles: dict[int, str] = {}
    for i, tok in enumerate(toks):
        key = _is_title(toks, i)
        if key is not None:
            titles[i] = key
        else:
            tok.kind = _classify(tok.text, tok.initial)
    _mark_lexicon_phrases(clean, toks)
    mentions: list[Mention] = []
    run: list[_Tok] = []

    def flush() -> None:
        if run:
            parts = tuple(Part(t.text, normalise_entity(t.text), t.kind or "") for t in run)
            written = clean[run[0].start : run[-1].end]
            mentions.append(Mention(written, "".join(p.key for p in parts), parts))
            run.clear()

    for i, tok in enumerate(toks):
        if i in titles:
            flush()
            mentions.append(
                Mention(tok.text, titles[i], (Part(tok.text, titles[i], "title"),), title=True)
            )
            continue
        if tok.kind is None:
            flush()
            continue
        if run and (
            clean[run[-1].end : tok.start].strip(" \t") or _POSSESSIVE.search(run[-1].text)
        ):
            flush()
        run.append(tok)
    flush()
    return mentions


def extract_entities(text: str) -> list[str]:
    """The named entities, titles and degrees of `text`, as written."""
    return [m.text for m in scan_entities(text)]


def initials(words: list[str], *, capitalised_only: bool) -> set[str]:
    """Acronyms spelled by runs of consecutive words ("Large Language Models" -> "llm"),
    skipping connectors ("Massachusetts Institute of Technology" -> "mit")."""
    letters: list[str] = []
    for word in words:
        if word.lower() in _CONNECTORS:
            continue
        pieces = [p for p in re.split(r"[-/]", word) if p]
        if capitalised_only and not all(p[0].isupper() for p in pieces):
            letters.append("")
            continue
        letters.extend(p[0].lower() for p in pieces if p[0].isalpha())
    found: set[str] = set()
    for i in range(len(letters)):
        for n in range(2, 7):
            chunk = letters[i : i + n]
            if len(chunk) == n and all(chunk):
                found.add("".join(chunk))
    return found
