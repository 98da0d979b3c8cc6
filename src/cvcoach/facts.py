"""The facts a CV sentence states: quantities (numbers, money, dates...) and named entities.

The grounding guard (`cvcoach.guard`) refuses any rewrite that states a fact the CV does
not; this module finds those facts and puts them in a form that compares across spellings:
"1,200" == "1.2k" == "twelve hundred" by value, "GPUs" == "GPU", "PyTorch's" == "pytorch".
The word-level rules (what is a name, what is English, what is a title) live here too, so
that the guard and its tests share one definition.

Decisions worth knowing:
- Ordinals are facts of their own kind ("ordinal"): "3rd", "17th" anywhere, and "first"...
  "tenth" only in a ranking context ("First Prize", "third author", "ranked second").
- The bare word "one" is a determiner, not a claim ("one of the", "one project"); it counts
  only with a unit or scale ("one year", "one million").
- Digits glued to a name ("A100", "ResNet50", "CET-6", "avx512") belong to that name and are
  compared as an entity; glued to an English word ("Top15") they are a number.
- "O(1)" and citation markers ("[1]") are not claims; URLs, e-mails and markup are ignored.
- A two-digit year after a month abbreviation or apostrophe ("Dec. 21", "FSE'24") is 20xx.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

from cvcoach.lexicon import load_lexicon
from cvcoach.wordlist import frequency, is_english_word

# --------------------------------------------------------------------------- markup

_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_URL = re.compile(r"\b(?:https?://|www\.)\S+", re.I)
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
_HTML_TAG = re.compile(r"</?[A-Za-z!][^<>]{0,300}>")
_HTML_ENTITY = re.compile(r"&(?:[A-Za-z]+|#\d+);")
_CITATION = re.compile(r"\[\d+(?:\s*[,–-]\s*\d+)*\]")
_BIG_O = re.compile(r"\b[OΘΩ]\([^()]*\)")
_LIST_MARKER = re.compile(r"^[ \t]*(?:[-*+•▪◦·>]+|\d{1,2}[.)]|#{1,6})[ \t]+", re.M)
_EMPHASIS = re.compile(r"\*+|`+|~~|(?<!\w)_+|_+(?!\w)")


def strip_markup(text: str) -> str:
    """Text without markdown/HTML markup, URLs, e-mails, citation markers and big-O terms."""
    text = text.replace("’", "'").replace("‘", "'")
    text = _HTML_COMMENT.sub(" ", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _URL.sub(" ", text)
    text = _EMAIL.sub(" ", text)
    text = _HTML_TAG.sub(" ", text)
    text = _HTML_ENTITY.sub(" ", text)
    text = _CITATION.sub(" ", text)
    text = _BIG_O.sub(" ", text)
    text = _LIST_MARKER.sub("", text)
    return _EMPHASIS.sub("", text)


# ----------------------------------------------------------------------- quantities

KINDS = ("number", "percent", "money", "multiplier", "duration", "year", "date", "ordinal")


@dataclass(frozen=True)
class Quantity:
    """A quantity stated in a text, normalised for comparison.

    `value` is in base units: seconds for durations, a plain year for "year", and
    year*10000 + month*100 + day (day 0 when absent) for "date". `at_least` marks "40+",
    "more than 10x"; `vague` marks plurals like "thousands of" (value = the least they
    can mean, 2000). `unit` is the currency code of money ("" when unknown), or "co" for
    a shared rank ("co-first author").
    """

    value: float
    kind: str
    raw: str
    at_least: bool = False
    unit: str = ""
    vague: bool = False


_SMALL = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_BIG = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_SCALE = {"k": 1e3, "m": 1e6, "mm": 1e6, "mn": 1e6, "b": 1e9, "bn": 1e9, **_BIG}
_SECONDS = {
    "ns": 1e-9, "µs": 1e-6, "μs": 1e-6, "ms": 1e-3, "s": 1, "sec": 1, "second": 1,
    "min": 60, "minute": 60, "h": 3600, "hr": 3600, "hour": 3600, "day": 86400,
    "week": 604800, "wk": 604800, "month": 2629800, "year": 31557600, "yr": 31557600,
}  # fmt: skip
_CURRENCY = {
    "$": "USD", "us$": "USD", "usd": "USD", "dollar": "USD", "€": "EUR", "eur": "EUR",
    "euro": "EUR", "£": "GBP", "gbp": "GBP", "rmb": "CNY", "cny": "CNY",
    "yuan": "CNY", "hk$": "HKD", "a$": "AUD", "c$": "CAD", "s$": "SGD", "¥": "",
}  # fmt: skip
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip
_VAGUE_UNITS = {"tens": 10, "dozens": 12, "hundreds": 100, "thousands": 1e3,
                "millions": 1e6, "billions": 1e9}  # fmt: skip
_CHANGE_WORDS = {"doubl": 2.0, "tripl": 3.0, "quadrupl": 4.0, "halv": 0.5}

_WORD = "|".join(sorted(_SMALL, key=len, reverse=True))
_WNUM = (
    r"\ba\s+(?:dozen|hundred|thousand|million|billion)\b"
    rf"|\b(?:{_WORD}|dozen)(?:[ \t-]+(?:{_WORD}|dozen|hundred|thousand|million|billion))*\b"
)
_NUM = r"(?<!\d)(?<!\d\.)(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_QTY = re.compile(
    r"(?P<atl>\b(?:more\s+than|over|above|at\s+least|upwards\s+of|in\s+excess\s+of"
    r"|greater\s+than|exceeding)\s+|[>≥]\s?)?"
    r"(?P<cur>\b(?:USD|EUR|GBP|CNY|RMB)\s?|(?:\b(?:US|HK|A|C|S))?[$€£¥]\s?)?"
    rf"(?:(?P<num>{_NUM})|(?P<wnum>{_WNUM}))"
    r"(?P<scale>(?:k|mm|mn|m|bn|b)(?![a-z0-9])|\s+(?:thousand|million|billion|trillion)\b)?"
    r"(?P<plus>\s?\+)?"
    r"(?:(?P<pct>\s?%|\s?per\s?cent\b)"
    r"|(?P<mul>\s?[x×](?![a-z0-9])(?:\s+times\b)?|\s+times\b|[\s-]?fold\b)"
    r"|(?P<ord>(?<=\d)(?:st|nd|rd|th)\b)"
    r"|(?P<dur>[\s-]?(?:ns|[µμ]s|ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?"
    r"|weeks?|wks?|months?|years?|yrs?)\b)"
    r"|(?P<curw>\s?(?:usd|eur|gbp|rmb|cny|dollars?|euros?|yuan)\b))?"
    r"(?P<plus2>\+)?",
    re.I,
)
_GLUED_WORD = re.compile(r"([A-Za-z]+)-?\Z")
_MONTH_TOKEN = r"(?P<mon>[A-Za-z]{3,9})\.?"
_YEAR4 = r"(?P<year>(?:19|20)\d{2})(?![\d%]|\.\d)"
_DATES = (
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH_TOKEN},?\s+{_YEAR4}"),
    re.compile(rf"\b{_MONTH_TOKEN}\s*(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+)?{_YEAR4}"),
    re.compile(r"\b(?P<mon>[A-Za-z]{3,9})(?:\.\s*|\s*')(?P<yy>\d{2})(?![\d%]|\.\d|st|nd|rd|th)"),
    re.compile(
        r"(?<![\d.])(?P<year>(?:19|20)\d{2})[./-](?P<month>1[0-2]|0?[1-9])"
        r"(?:[./-](?P<day>3[01]|[12]\d|0?[1-9]))?(?![\d%]|\.\d)"
    ),
    re.compile(r"(?<![\d./])(?P<month>1[0-2]|0?[1-9])/(?P<year>(?:19|20)\d{2})(?!\d)"),
    re.compile(r"(?<=[A-Za-z\s(])'(?P<yy>\d{2})(?![\d%])"),
)
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december")  # fmt: skip
_ORD_WORD = "|".join(_ORDINALS)
_ORDINAL_IN_CONTEXT = re.compile(
    rf"\b(?:(?P<co>co)[\s-]?)?(?P<w>{_ORD_WORD})(?=[\s-]+(?:prize|price|place|author|award|class|rank|runner"
    r"|position|honou?r|winner|year)s?\b)"
    rf"|\b(?:ranked|ranking|rank|placed|finished|came|won)\s+(?P<w2>{_ORD_WORD})\b",
    re.I,
)
_VAGUE = re.compile(
    r"\b(?P<p1>tens|dozens|hundreds|thousands|millions|billions)"
    r"(?:\s+of\s+(?P<p2>thousands|millions|billions))?\b",
    re.I,
)
_CHANGE = re.compile(r"\b(?P<w>doubl|tripl|quadrupl|halv)(?:ed|ing)\b", re.I)
_RANGE_GAP = re.compile(r"\s*(?:-|–|—|~|to)\s*")


def month_number(word: str) -> int | None:
    """1-12 when `word` is a month name or an abbreviation of one ("Sept", "Augu"), else None."""
    w = word.lower().rstrip(".")
    if len(w) < 3:
        return None
    for i, name in enumerate(_MONTHS):
        if name.startswith(w):
            return i + 1
    return None


def _two_digit_year(yy: str) -> int:
    return 2000 + int(yy) if int(yy) < 70 else 1900 + int(yy)


def _date(m: re.Match[str]) -> Quantity | None:
    groups = m.groupdict()
    month = int(groups["month"]) if groups.get("month") else 0
    if groups.get("mon"):
        month = month_number(groups["mon"]) or 0
        if not month:
            return None
    year = int(groups["year"]) if groups.get("year") else _two_digit_year(groups["yy"])
    day = int(groups["day"]) if groups.get("day") else 0
    raw = m.group(0).strip()
    if not month:
        return Quantity(float(year), "year", raw)
    return Quantity(float(year * 10000 + month * 100 + day), "date", raw)


def _words_value(words: str) -> float:
    total, current = 0.0, 0.0
    for w in re.split(r"[\s-]+", words.lower()):
        if w in _SMALL:
            current += _SMALL[w]
        elif w == "dozen":
            current = (current or 1) * 12
        elif w == "hundred":
            current = (current or 1) * 100
        elif w in _BIG:
            total += (current or 1) * _BIG[w]
            current = 0
    return total + current


@dataclass
class _Hit:
    start: int
    end: int
    base: float
    scale: float | None
    kind: str
    factor: float
    raw: str
    at_least: bool
    unit: str
    has_unit: bool


def _hit(m: re.Match[str], text: str) -> _Hit | None:
    g = m.groupdict()
    if g["num"]:
        glued = _GLUED_WORD.search(text[max(0, m.start("num") - 40) : m.start("num")])
        if glued and not (len(glued.group(1)) >= 2 and englishish(glued.group(1))):
            return None  # digits of a name: "A100", "CET-6", "avx512"
        base = float(g["num"].replace(",", ""))
    else:
        base = _words_value(g["wnum"])
    scale = _SCALE[g["scale"].strip().lower()] if g["scale"] else None
    unit_text = next((g[k] for k in ("pct", "mul", "ord", "dur", "curw") if g[k]), None)
    if g["wnum"] and g["wnum"].lower() == "one" and not (scale or unit_text):
        return None
    kind, factor, unit = "number", 1.0, ""
    if g["pct"]:
        kind = "percent"
    elif g["mul"]:
        kind = "multiplier"
    elif g["ord"] and not scale:
        kind = "ordinal"
    elif g["dur"]:
        word = g["dur"].strip(" -").lower()
        if word == "s" and g["num"] and re.fullmatch(r"\d{3}0", g["num"]):
            kind = "year"  # a decade: "the 1990s"
        else:
            kind = "duration"
            stem = word if word in _SECONDS else word.rstrip("s")
            factor = _SECONDS.get(stem, _SECONDS.get(stem[:3], 1.0))
    if g["cur"] or g["curw"]:
        kind = "money"
        code = (g["cur"] or g["curw"] or "").strip().lower().rstrip("s")
        unit = _CURRENCY.get(code, _CURRENCY.get(code[-1:], ""))
    at_least = bool(g["atl"] or g["plus"] or g["plus2"])
    if (
        kind == "number"
        and g["num"]
        and re.fullmatch(r"(?:19|20)\d{2}", g["num"])
        and not (scale or at_least)
    ):
        kind = "year"
    return _Hit(m.start(), m.end(), base, scale, kind, factor, m.group(0).strip(),
                at_least, unit, unit_text is not None)  # fmt: skip


def _propagate_ranges(hits: list[_Hit], text: str) -> None:
    """In "5-10%", "2 to 3x", "$1-2M" the unit written once applies to both ends."""
    for a, b in pairwise(hits):
        if not _RANGE_GAP.fullmatch(text[a.end : b.start]):
            continue
        if a.kind in ("number", "year") and not a.has_unit and b.has_unit:
            a.kind, a.factor, a.unit = b.kind, b.factor, b.unit
        elif a.kind == "money" and b.kind in ("number", "year") and not b.has_unit:
            b.kind, b.unit = "money", a.unit
        else:
            continue
        if a.scale is None:
            a.scale = b.scale


def _overlaps(span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    return any(span[0] < e and s < span[1] for s, e in taken)


def extract_quantities(text: str) -> list[Quantity]:
    """Every quantity `text` states, in order of appearance."""
    clean = strip_markup(text)
    found: list[tuple[int, Quantity]] = []
    taken: list[tuple[int, int]] = []

    def add(span: tuple[int, int], q: Quantity | None) -> None:
        if q is not None and not _overlaps(span, taken):
            taken.append(span)
            found.append((span[0], q))

    for pattern in _DATES:
        for m in pattern.finditer(clean):
            add(m.span(), _date(m))
    for m in _VAGUE.finditer(clean):
        least = (
            2 * _VAGUE_UNITS[m["p1"].lower()] * (_VAGUE_UNITS[m["p2"].lower()] if m["p2"] else 1)
        )
        add(m.span(), Quantity(least, "number", m.group(0), at_least=True, vague=True))
    for m in _ORDINAL_IN_CONTEXT.finditer(clean):
        word = m["w"] or m["w2"]
        value = float(_ORDINALS[word.lower()])
        if m["co"]:  # "co-first author" is a different claim from "first author"
            add(m.span(), Quantity(value, "ordinal", m.group(0), unit="co"))
        else:
            add(m.span("w" if m["w"] else "w2"), Quantity(value, "ordinal", word))
    for m in _CHANGE.finditer(clean):
        add(m.span(), Quantity(_CHANGE_WORDS[m["w"].lower()], "multiplier", m.group(0)))
    hits = []
    for m in _QTY.finditer(clean):
        span = m.span("num") if m["num"] else m.span("wnum")
        if not _overlaps(span, taken) and (h := _hit(m, clean)) is not None:
            hits.append(h)
    _propagate_ranges(hits, clean)
    for h in hits:
        value = h.base * (h.scale or 1.0) * h.factor
        add((h.start, h.end), Quantity(value, h.kind, h.raw, h.at_least, h.unit))
    return [q for _, q in sorted(found, key=lambda item: item[0])]


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _numeric(kind: str) -> bool:
    return kind in ("number", "year")


def supports(source: Quantity, claim: Quantity) -> bool:
    """True when a source saying `source` backs a text saying `claim`.

    Values must match exactly after normalisation (rounding changes a fact) and kinds must
    agree (money is not a plain number), except that plain numbers and years compare with
    each other and a year is backed by a date in that year. A claim may say less than its
    source ("10x" from "more than 10x") but not more: "40+" needs a source "40+" too, and
    a vague "thousands of" needs a source value of at least 2,000.
    """
    if claim.kind == "date":
        if source.kind != "date":
            return False
        s, c = int(source.value), int(claim.value)
        return s // 100 == c // 100 and (c % 100 == 0 or s % 100 == c % 100)
    if claim.kind == "year" and source.kind == "date":
        return int(source.value) // 10000 == int(claim.value)
    if source.kind != claim.kind and not (_numeric(source.kind) and _numeric(claim.kind)):
        return False
    if claim.kind == "money" and source.unit and claim.unit and source.unit != claim.unit:
        return False
    if claim.kind == "ordinal" and source.unit != claim.unit:
        return False
    if claim.vague:
        return source.value >= claim.value or _close(source.value, claim.value)
    if claim.at_least and not source.at_least:
        return False
    return _close(source.value, claim.value)


def restates(later: Quantity, earlier: Quantity) -> bool:
    """True when a rewrite stating `later` keeps the fact `earlier` (the dropped-fact check)."""
    plain = replace(earlier, at_least=False, vague=False)
    if supports(replace(later, at_least=False, vague=False), plain):
        return True
    dated = {"date", "year"}
    return earlier.kind in dated and later.kind in dated and _year(earlier) == _year(later)


def _year(q: Quantity) -> int:
    return int(q.value) // 10000 if q.kind == "date" else int(q.value)


# ------------------------------------------------------------------------- entities

_TOKEN = re.compile(r"[^\W_](?:\w|-(?=[^\W_])|[.'](?=[^\W\d_]))*(?:\+\+|\+|#)?")
_POSSESSIVE = re.compile(r"(?<=\w)'s\b|(?<=s)'(?!\w)")
_SEPARATORS = re.compile(r"[\s\-–—_./']+")
_SENTENCE_END = set("\n.!?:;|•")
# Words about the documents themselves ("my CV") state nothing about the candidate.
_NOT_NAMES = {"i", "e.g", "i.e", "etc", "vs", "cf", "al", "aka", "cv", "resume", "résumé",
              "present", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
              "sunday"}  # fmt: skip
_NOT_NAMES.update(_SMALL, _ORDINALS, ("hundred", "thousand", "million", "billion", "dozen"))
# Function words are never names, even capitalised mid-sentence ("for This Project").
_NOT_NAMES.update(("a", "an", "the", "this", "that", "these", "those", "our", "my", "his",
                   "her", "their", "its", "we", "you", "he", "she", "it", "they", "and", "or",
                   "of", "in", "on", "at", "to", "for", "with", "by", "from", "as"))  # fmt: skip
_COMMON_WORD = 2100  # corpus count above which a lexicon term is also an everyday word
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
    s = _POSSESSIVE.sub("", _EMPHASIS.sub("", e.replace("’", "'"))).lower()
    return "".join(_singular(p) for p in _SEPARATORS.split(s) if p)


def crude_stem(word: str) -> str:
    """A rough stem so that "Match" meets "matching" and "Optimize" meets "optimization"."""
    w = word.lower()
    for suffix in ("ations", "ation", "ings", "ing", "ions", "ion", "ers", "er", "ed", "es",
                   "s", "e"):  # fmt: skip
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    return w[:-1] if len(w) >= 4 and w[-1] == w[-2] else w


_PREFIXES = ("re", "un", "pre", "non", "co", "de", "sub", "multi", "inter", "auto", "cross",
             "self", "semi", "hyper", "micro", "over", "post", "super", "meta", "mis")  # fmt: skip
_INFLECTIONS = (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""),
                ("ing", "e"), ("ly", ""), ("ized", "ize"), ("ised", "ise"), ("ized", ""),
                ("ised", ""), ("ize", ""), ("ise", ""), ("ization", ""), ("isation", ""),
                ("er", ""), ("ers", ""))  # fmt: skip


def _inflected(w: str) -> bool:
    if is_english_word(w):
        return True
    for suffix, repl in _INFLECTIONS:
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            base = w[: -len(suffix)] + repl
            if is_english_word(base) or (base[-1:] == base[-2:-1] and is_english_word(base[:-1])):
                return True
    return False


def _common(w: str) -> bool:
    return len(w) >= 3 and frequency(w) >= 100


@lru_cache(maxsize=65536)
def englishish(word: str) -> bool:
    """True for English words, their inflections, prefixed forms and compounds of common
    words ("remapped", "multi-backend", "toolchain"); False for names and typos."""
    w = word.lower().replace("’", "'")
    if is_english_word(w):
        return True
    parts = [p for p in re.split(r"[-.'_]", w) if p]
    if len(parts) > 1:
        return all(p.isdigit() or p in _PREFIXES or englishish(p) for p in parts)
    if not w.isalpha():
        return False
    if _inflected(w):
        return True
    for prefix in _PREFIXES:
        if w.startswith(prefix) and len(w) - len(prefix) >= 3 and _inflected(w[len(prefix) :]):
            return True
    return any(_common(w[:i]) and _inflected(w[i:]) and len(w) - i >= 3 for i in range(3, len(w)))


def _lexicon_name(word: str, initial: bool) -> bool:
    """A lexicon term that names something (its canonical spelling has capitals, digits or
    symbols). A common English word ("go", "spark", "Relax" opening a sentence) counts only
    when capitalised inside a sentence; rare ones ("python", "docker") count anywhere."""
    lexicon = load_lexicon()
    canonical = lexicon.canonical_of(word) or lexicon.canonical_of(_singular(word))
    if canonical is None or (canonical.isalpha() and canonical.islower()):
        return False
    common = is_english_word(word) and frequency(word) >= _COMMON_WORD
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


def edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance between `a` and `b`, or `limit + 1` when larger."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def typo_limit(word: str) -> int:
    """How many edits a spelling fix of `word` may make (0: too short to tell)."""
    return 0 if len(word) < 5 else 1 if len(word) < 8 else 2
