"""Claims a CV sentence makes beyond its facts: leadership, scope, recognition, outcomes, praise.

The grounding guard compares numbers, dates and names; a rewrite can still inflate a bullet
with none of those ("Led the migration", "award-winning app", "cut the build time in half").
This module reads the claims a text makes as word families, so that the guard can refuse a
rewrite or letter sentence that makes a claim its source does not.

A family matches every inflection of its words ("lead", "leads", "leading", "led"; "manage",
"managed", "manager", "management"). Families sit in groups of near-synonyms: a claim is
supported when its source makes a claim of the same group ("in charge of" backs "managed",
"cut" backs "reduced"), never merely of the same category ("mentored two interns" does not back
"led a team"). Superlatives are compared word by word: "fastest" backs "fastest", not "best".

The opposite inflation is a dropped hedge: "Helped deploy X" -> "Deployed X" claims all of a
shared piece of work, "Tasked with getting X under 10 min" -> "Got X under 10 min" turns a task
into a result (a task or duty before a verb of result: "tasked with testing X" -> "Tested X" is
the same claim). `hedges` finds those words so that a rewrite must keep one of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

CATEGORY_LABELS = {
    "leadership": "a leadership claim",
    "scope": "a claim of scope or sole credit",
    "recognition": "a recognition claim",
    "outcome": "an outcome claim",
    "superlative": "a superlative",
}

_NOT_AFTER_POSSESSIVE = "".join(
    f"(?<!{p} )" for p in ("my", "our", "its", "his", "her", "your", "their", "own")
)

# The word families of each category, in groups of near-synonyms: category -> group ->
# families (each a regular expression matched as whole words, any case).
_FAMILIES: dict[str, dict[str, tuple[str, ...]]] = {
    "leadership": {
        "lead": (
            r"(?:co-?)?lead(?:s|ing|ers?|ership)?|(?:co-?)?led",
            r"spearhead(?:s|ed|ing)?|head(?:ed|ing)\s+(?:up\s+)?\w+|head\s+of",
            r"direct(?:s|ed|ing)|directors?|steer(?:s|ed|ing)",
            r"champion(?:s|ed|ing)|drove\s+the\s+\w+\s+(?:effort|initiative)",
        ),
        "manage": (
            r"manag(?:e|es|ed|ing|ers?|ement)|in\s+charge|line\s+manag\w+",
            r"supervis(?:e|es|ed|ing|ors?|ion)|overs(?:ee|ees|aw|een|eeing|ight)",
            r"direct\s+reports?|report(?:s|ed)?\s+to\s+me|recruit(?:s|ed|ing)",
        ),
        "own": (
            _NOT_AFTER_POSSESSIVE + r"own(?:s|ed|ing)?|owners?(?:hip)?",
            r"responsib(?:le|ility|ilities)|accountab(?:le|ility)|in\s+charge",
        ),
        "mentor": (
            r"mentor(?:s|ed|ing|ship)?|mentees?|coach(?:es|ed|ing)?",
            r"tutor(?:s|ed|ing)?",
        ),
        "found": (r"(?:co-?)?found(?:s|ed|ing|ers?)",),
    },
    # scope and sole credit
    "scope": {
        "sole": (
            r"single[- ]?handed(?:ly)?|sole(?:ly)?|alone|by\s+(?:myself|himself|herself)",
            r"on\s+(?:my|his|her|their)\s+own|independently|unaided|solo|one-(?:wo)?man",
        ),
        "team": (
            r"teams?\s+of|\w+[- ](?:person|people|member|engineer)\s+teams?",
            r"cross[- ]functional|(?:multiple|several|many|all)\s+teams",
        ),
        "breadth": (
            r"(?:company|org|organi[sz]ation|enterprise|industry|department|division|firm|team"
            r"|site|nation|world|country|campus|group)[- ]wide|globally|worldwide|internationally",
            r"global\s+(?:team|company|scale|users?|customers?|markets?|rollout|launch|reach)"
            r"|end[- ]to[- ]end|entire(?:ly)?|across\s+(?:the\s+)?(?:whole\s+)?(?:company|business"
            r"|organi[sz]ation|firm|enterprise|industry)|every\s+(?:team|product|service|customer)",
        ),
        "central": (
            r"(?:key|pivotal|central|critical|crucial|instrumental|vital|major|leading|driving)"
            r"\s+(?:role|part|contributor|member|player|force)|instrumental|indispensable",
        ),
    },
    "recognition": {
        "award": (
            r"award(?:s|ed|ing)?(?:[- ]winning)?|prize(?:s|d)?(?:[- ]winning)?",
            r"medal(?:s|l?ists?)?|won|wins?|winning|winners?|finalists?",
            r"honou?r(?:s|ed|ees?)?|nominat(?:ed|ions?)|distinction",
            r"recogni[sz]ed\s+(?:as|for|by|with)|acclaim(?:ed)?|renowned",
            r"celebrated|scholarships?|fellowships?",
        ),
        "patent": (r"patent(?:s|ed|ing)?(?:[- ]pending)?",),
        "publication": (
            r"publish(?:es|ed|ing)?|publications?|papers?|journals?",
            r"proceedings|peer[- ]reviewed|cited|citations?|keynotes?",
            r"invited\s+talks?|featured\s+(?:in|on|by)",
        ),
        "top": (
            r"(?:top|premier|flagship|leading)[- ](?:tier|venues?|conferences?|journals?)"
            r"|top[- ](?:rated|ranked|performing|performers?)|elite|prestigious",
        ),
        "first": (
            r"first[- ]ever|(?:world|industry|company|nation|country)(?:['’]s)?[- ]first"
            r"|first\s+(?:to|of\s+its\s+kind)|first-of-its-kind|pioneer(?:s|ed|ing)?",
            r"novel|innovative|ground-?breaking|revolutionary|trailblaz\w+",
        ),
    },
    "outcome": {
        "change": (
            r"increas(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|boost(?:s|ed|ing)?|gr(?:ow|ows|ew|own"
            r"|owing|owth)|improv(?:e|es|ed|ing|ements?)|enhanc(?:e|es|ed|ing|ements?)"
            r"|accelerat(?:e|es|ed|ing|ion)|sp(?:eed|ed|eeds|eeding)[- ]?ups?|faster|quicker"
            r"|maximi[sz](?:e|es|ed|ing)|optimi[sz](?:e|es|ed|ing|ations?)|better|outperform\w*",
            r"decreas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing|tions?)|cut(?:s|ting)?|lower(?:s|ed|ing)"
            r"|shr(?:ink|inks|ank|unk|inking)|minimi[sz](?:e|es|ed|ing)|eliminat(?:e|es|ed|ing|ion)"
            r"|slash(?:es|ed|ing)?|sav(?:e|es|ed|ing|ings)|streamlin(?:e|es|ed|ing)",
        ),
        "magnitude": (
            r"doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|quadrupl(?:e|es|ed|ing)|halv(?:e|es|ed|ing)"
            r"|(?:in|by)\s+half|(?:two|three|four|five|ten|hundred)[- ]?fold"
            r"|orders?\s+of\s+magnitude",
        ),
        "business": (
            r"revenues?|profit(?:s|able|ability)?|sales|roi|return\s+on\s+investment|bottom[- ]line"
            r"|market\s+share|cost[- ]savings?",
        ),
        "result": (
            r"achiev(?:e|es|ed|ing|ements?)|succeed(?:s|ed)?|success(?:ful|fully)?|exceed(?:s|ed|ing)"
            r"|surpass(?:es|ed|ing)?|(?:got|gotten|brought|get|getting)\s+(?:\w+\s+){1,3}?"
            r"(?:under|below|down|up|to|within)",
        ),
    },
    # superlatives and emphasis (words ending in -est are read by `_superlatives`)
    "superlative": {
        "degree": (
            r"significant(?:ly)?|dramatic(?:ally)?|substantial(?:ly)?|drastic(?:ally)?|vastly"
            r"|huge(?:ly)?|greatly|considerabl[ey]|remarkabl[ey]|exceptional(?:ly)?|outstanding"
            r"|extraordinar(?:y|ily)|tremendous(?:ly)?|unprecedented|unparalleled|unmatched"
            r"|unrivall?ed|immense(?:ly)?|enormous(?:ly)?",
        ),
        "peak": (
            r"world[- ]class|best[- ]in[- ]class|(?:industry|market|world)[- ]leading"
            r"|state[- ]of[- ]the[- ]art|sota|cutting[- ]edge|leading[- ]edge"
            r"|record[- ](?:breaking|setting|high|low)",
        ),
    },
}

# A claim in the key group is also backed by a source claim in one of these groups.
_BACKED_BY = {
    "change": {"magnitude", "result", "metric"},
    "result": {"change", "magnitude", "metric"},
    "lead": {"found"},
}
# Quantity kinds that state a measured result ("by 35%", "3x", "$2M"): they back "achieved".
_RESULT_KINDS = frozenset({"percent", "multiplier", "money"})

_SUPERLATIVE_WORDS = frozenset({"best", "worst", "foremost", "utmost"})
# Words ending in -est that are no superlative, or one that claims nothing ("latest version").
_NOT_SUPERLATIVE = frozenset(
    {
        "interest", "honest", "modest", "earnest", "request", "digest", "ingest", "manifest",
        "suggest", "contest", "protest", "invest", "arrest", "attest", "harvest", "forest",
        "conquest", "quest", "inquest", "bequest", "behest", "detest", "divest", "pretest",
        "retest", "unittest", "pytest", "latest", "earliest", "nearest", "guest", "chest",
        "priest", "unrest", "backtest", "alongside",
    }
)  # fmt: skip
_MOST = re.compile(
    r"\b(?:the\s+)?(?:most|least)\s+(?!of\b|in\b|on\b|at\b|for\b)([a-z]{3,})\b", re.I
)
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")

# Verbs that state a result, a changed amount ("improved", "cut", "got X under"): a task or
# duty naming one ("Tasked with reducing X") states no result, and a rewrite may not either.
_RESULT_VERBS = (
    r"increas(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|boost(?:s|ed|ing)?|grow(?:s|ing)?|grew"
    r"|improv(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|cut(?:s|ting)?"
    r"|lower(?:s|ed|ing)|halv(?:e|es|ed|ing)|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)"
    r"|sav(?:e|es|ed|ing)|eliminat(?:e|es|ed|ing)|minimi[sz](?:e|es|ed|ing)"
    r"|maximi[sz](?:e|es|ed|ing)|accelerat(?:e|es|ed|ing)|speed(?:ing)?\s+up"
    r"|get(?:s|ting)?|got|achiev(?:e|es|ed|ing)|reach(?:es|ed|ing)?|deliver(?:s|ed|ing)?"
    r"|win(?:s|ning)?|won|fix(?:es|ed|ing)?|resolv(?:e|es|ed|ing)|solv(?:e|es|ed|ing)"
)
# Hedges: a share of the work, or a task that states no result.
_HEDGES = (
    r"help(?:s|ed|ing)?|assist(?:s|ed|ing|ance)?|contribut(?:e|es|ed|ing|ions?|ors?)"
    r"|participat(?:e|es|ed|ing|ion)|involv(?:ed|ement)|collaborat(?:e|es|ed|ing|ion)"
    r"|(?:as|was|were|am|is)\s+(?:a\s+)?part\s+of|part\s+of\s+(?:a|the|our|my)\s+(?:\w+\s+)?team"
    r"|jointly|together\s+with|alongside|co-\w+"
    r"|with\s+(?:the|a|my|our|\w+['’]s)\s+(?:\w+\s+)?team|supported\s+(?:the|a|our)\s+\w+"
    r"|aim(?:s|ed|ing)?\s+(?:to|at)|goals?|objectives?|attempt(?:s|ed|ing)?|tr(?:y|ied|ying)\s+to"
    r"|(?:work(?:s|ed|ing)?|push(?:ed|ing)?)\s+towards?|in\s+progress|ongoing|planned"
    r"|expected\s+to|intended\s+to"
)
_TASK_BEFORE_RESULT = (
    r"(?:task(?:ed|s)?\s+with|assigned\s+to|work(?:s|ed|ing)?\s+on|responsible\s+for"
    r"|in\s+charge\s+of)\s+"
)


@dataclass(frozen=True)
class Claim:
    """A claim as written in a text: its category, the groups that back it, and where it is."""

    category: str
    groups: frozenset[str]
    text: str
    start: int
    end: int

    @property
    def label(self) -> str:
        return CATEGORY_LABELS[self.category]


def _bounded(pattern: str) -> str:
    return rf"(?<![\w'’])(?:{pattern})(?![\w'’]|-\w)"


@lru_cache(maxsize=1)
def _compiled() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    return tuple(
        (category, group, re.compile(_bounded(family), re.I))
        for category, groups in _FAMILIES.items()
        for group, families in groups.items()
        for family in families
    )


@lru_cache(maxsize=1)
def _task_before_result() -> re.Pattern[str]:
    """A task or duty before a result verb: "Tasked with getting", "Worked on reducing"."""
    return re.compile(_bounded(_TASK_BEFORE_RESULT + rf"(?:{_RESULT_VERBS})"), re.I)


@lru_cache(maxsize=1)
def _result_verb() -> re.Pattern[str]:
    return re.compile(rf"(?:{_RESULT_VERBS})", re.I)


@lru_cache(maxsize=1)
def _hedge_pattern() -> re.Pattern[str]:
    return re.compile(_bounded(_HEDGES), re.I)


def _superlative_stem(word: str) -> bool:
    """True when `word` ("fastest", "biggest", "easiest") is an adjective's superlative."""
    from cvcoach.language.wordlist import is_english_word

    w = word.lower()
    if w in _SUPERLATIVE_WORDS:
        return True
    if len(w) < 6 or not w.endswith("est") or w in _NOT_SUPERLATIVE or "-" in w:
        return False
    stem = w[:-3]
    candidates = [stem, stem + "e"]
    if len(stem) >= 3 and stem[-1] == stem[-2]:
        candidates.append(stem[:-1])  # biggest -> big
    if stem.endswith("i"):
        candidates.append(stem[:-1] + "y")  # easiest -> easy
    return any(len(c) >= 3 and is_english_word(c) for c in candidates)


def _superlatives(text: str) -> list[Claim]:
    found = []
    for m in _WORD.finditer(text):
        if _superlative_stem(m.group(0)):
            word = m.group(0).lower()
            found.append(Claim("superlative", frozenset({f"est:{word}"}), m.group(0), *m.span()))
    for m in _MOST.finditer(text):
        key = f"most:{m.group(1).lower()}"
        found.append(Claim("superlative", frozenset({key}), m.group(0), *m.span()))
    return found


def find_claims(text: str) -> list[Claim]:
    """The claims of `text` in order; where two overlap, the one starting first (then the
    longer) is kept: "industry-leading" is praise, not leadership."""
    matches: list[tuple[int, int, str, str, str]] = []
    for category, group, pattern in _compiled():
        for m in pattern.finditer(text):
            matches.append((m.start(), m.end(), category, group, m.group(0)))
    for claim in _superlatives(text):
        (group,) = claim.groups
        matches.append((claim.start, claim.end, claim.category, group, claim.text))
    matches.sort(key=lambda m: (m[0], -m[1]))
    claims: list[Claim] = []
    for start, end, category, group, written in matches:
        if claims and start < claims[-1].end:
            last = claims[-1]
            if (start, end, category) == (last.start, last.end, last.category):
                claims[-1] = Claim(category, last.groups | {group}, written, start, end)
            continue
        claims.append(Claim(category, frozenset({group}), written, start, end))
    return claims


def claim_groups(text: str, *, results: bool = False) -> set[str]:
    """Every group `text` makes a claim of; `results` adds "metric" (it states a measured
    result: a percentage, a multiplier or an amount of money)."""
    groups = {g for claim in find_claims(text) for g in claim.groups}
    if results:
        groups.add("metric")
    return groups


def states_result(text: str) -> bool:
    """True when `text` states a measured result ("by 35%", "3x faster", "$2M")."""
    from cvcoach.grounding.quantities import extract_quantities

    return any(q.kind in _RESULT_KINDS for q in extract_quantities(text))


def backed(claim: Claim, groups: set[str]) -> bool:
    """True when a source making claims of `groups` backs `claim`."""
    return any(g in groups or groups & _BACKED_BY.get(g, set()) for g in claim.groups)


def hedges(text: str) -> list[str]:
    """The hedges of `text` as written: words that share the credit ("helped", "contributed
    to", "with the team") or state a task rather than its result ("tasked with", "aimed to",
    "worked on reducing")."""
    found = [m.group(0) for m in _hedge_pattern().finditer(text)]
    found += [m.group(0) for m in _task_before_result().finditer(text)]
    return found


def names_result_verb(word: str) -> bool:
    """True when `word` is a form of a verb that states a result ("improve", "reducing",
    "got"): a task or duty naming it is not the result itself."""
    return _result_verb().fullmatch(word) is not None
