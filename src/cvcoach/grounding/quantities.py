"""Quantities a CV sentence states, normalised so that they compare across spellings.

Numbers, percentages, money, multipliers, durations, years, dates and ordinals:
"1,200" == "1.2k" == "twelve hundred" by value. `extract_quantities` finds them;
`supports` and `restates` decide whether one quantity backs, or keeps, another.

Decisions worth knowing:
- Ordinals are facts of their own kind ("ordinal"): "3rd", "17th" anywhere, and "first"...
  "tenth" only in a ranking context ("First Prize", "third author", "ranked second").
- The bare word "one" is a determiner, not a claim ("one of the", "one project"); it counts
  only with a unit or scale ("one year", "one million").
- Digits glued to a name ("A100", "ResNet50", "CET-6", "avx512") belong to that name and are
  compared as an entity (`cvcoach.grounding.entities`); glued to an English word ("Top15")
  they are a number.
- A two-digit year after a month abbreviation or apostrophe ("Dec. 21", "FSE'24") is 20xx.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from itertools import pairwise

from cvcoach.language.dates import month_number
from cvcoach.language.markup import strip_markup
from cvcoach.language.word_rules import englishish

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


SMALL_NUMBERS = {
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
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip
_VAGUE_UNITS = {"tens": 10, "dozens": 12, "hundreds": 100, "thousands": 1e3,
                "millions": 1e6, "billions": 1e9}  # fmt: skip
_CHANGE_WORDS = {"doubl": 2.0, "tripl": 3.0, "quadrupl": 4.0, "halv": 0.5}

_WORD = "|".join(sorted(SMALL_NUMBERS, key=len, reverse=True))
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
_ORD_WORD = "|".join(ORDINALS)
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
        if w in SMALL_NUMBERS:
            current += SMALL_NUMBERS[w]
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
        value = float(ORDINALS[word.lower()])
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
