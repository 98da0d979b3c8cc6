"""What a target role asks for: `role_keywords`, weighted and de-duplicated.

Keywords come from four places, strongest first: the skills a JSON job file declares;
terms of the technical lexicon found in the role (aliases matched, case-insensitive,
on token boundaries); technical-looking tokens (acronyms such as MLIR, mixed case such
as vLLM, symbols such as C++ or Node.js, capitalised tool names in a technical context
such as Triton); and a few short noun phrases from the duty and requirement bullets.
Generic words, the company, the location and the salary are never keywords.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from cvcoach.inputs.role import Role
from cvcoach.inputs.role_text import addresses_a_model, without_model_directed
from cvcoach.keywords.match import (
    GENERIC_WORDS,
    STOP_WORDS,
    VERSIONED,
    LexiconMatcher,
    keyword_tokens,
    lexicon_matcher,
    stem,
    word_set,
)
from cvcoach.language.dates import MONTHS

MAX_KEYWORDS = 40
MAX_PHRASES = 8


@dataclass(frozen=True)
class Keyword:
    """A skill or topic the role asks for; `required` is False when only a nice-to-have names it."""

    term: str
    weight: float
    required: bool


_VERBS = word_set("""
develop design build maintain implement write collaborate ensure optimize optimise lead drive
own ship deploy scale improve debug profile partner contribute mentor architect create define
deliver support manage analyze analyse research evaluate integrate test review operate run
monitor help work join grow enable extend port tune benchmark prototype investigate identify
diagnose reduce increase communicate document translate apply use leverage bring have know
understand shape champion establish set make take participate engage coordinate plan conduct
perform author publish hire stay keep explore adopt automate configure install
migrate refactor secure troubleshoot validate verify fix solve collect fine-tune
accelerate speed push sustain own lower land
""")
_PREPOSITIONS = word_set("""
the a an our your their its this that these those of in on with for from by into about across
using including like via at per over under between such
""")
_ACRONYM_STOP = word_set("""
US USA UK EU EEA EMEA APAC NYC SF LA CEO CTO CFO COO VP SVP EVP HR PTO FAQ OK EOE EEO AM PM ET
PT PST PDT EST EDT CET CEST UTC GMT ID TBD ASAP ETC BS BA MS MA BSC MSC MBA FTE WFH OTE USD EUR
GBP CHF CAD AUD INR JPY CNY CV IT OR AND THE WE YOU NOT NO IN ON AT TO OF IS DE FR NL CH NY CA
WA TX MA LLC INC LTD GMBH AG SA BV RSU RSUS KPI KPIS OKR OKRS FAANG
""")
_CAP_STOP = word_set("""
monday tuesday wednesday thursday friday saturday sunday english german french spanish italian
dutch mandarin chinese japanese korean portuguese hindi senior staff junior lead principal engineer
engineers engineering developer developers scientist scientists researcher researchers manager
managers director head intern interns internship computer science sciences mathematics math
physics statistics electrical remote hybrid onsite office full part contract contractor
equal opportunity employer please note nice bonus plus required preferred inc ltd llc gmbh corp
university college institute north south east west america europe asia africa research
product design sales marketing finance legal operations support recruiting people leadership
platform infrastructure data security business customer customers partners community
""") | frozenset(MONTHS)
# Employers named in passing ("partners like Google") are not skills; hardware vendors
# (NVIDIA, AMD, Intel) are, as platforms one can know.
_ORGANISATIONS = word_set("""
google deepmind microsoft meta facebook amazon apple netflix uber airbnb linkedin tiktok bytedance
alibaba tencent baidu huawei xiaomi meituan netease sensetime megvii iflytek techcrunch openai
anthropic
""")
_NON_TECH = word_set(
    "full-time part-time on-site onsite remote hybrid contract freelance internship"
)
_TOOL_LEAD = word_set("with using via including like use")


_SYMBOL = re.compile(
    r"^(?:[A-Za-z][A-Za-z0-9]*(?:\+\+|#)|[A-Za-z][A-Za-z0-9]*\.[jJ][sS]"
    r"|[A-Za-z]*\.NET)$"
)
_ALNUM = re.compile(r"^[A-Za-z]{1,8}[0-9][A-Za-z0-9]*$")
_CAPITAL = re.compile(r"^[A-Z][a-z]{2,}[0-9]*$")
_NOT_WORDS = re.compile(r"(?<!\S)(?:https?://|www\.)\S+|(?<!\S)[^\s@]+@\S+")  # URLs, e-mails
_ALNUM_STOP = word_set("q1 q2 q3 q4 w2 h1b k1 o1 l1 covid19 y2k")
_SENTENCE_END = re.compile(r"[.!?]\s|\n")
_CLAUSE_END = re.compile(r"[.!?;:()\[\]\n]|\s[-–—]\s")


_GENERIC_STEMS = frozenset(stem(w) for w in GENERIC_WORDS)


def _tech_form(word: str) -> str | None:
    """The keyword spelling of a token that looks technical by its shape alone, else None."""
    low = word.lower()
    if (
        len(word) > 40
        or not any(c.isalpha() for c in word)
        or low in STOP_WORDS
        or low in GENERIC_WORDS
    ):
        return None
    if _SYMBOL.match(word):
        return word
    versioned = VERSIONED.match(word)
    if versioned and _SYMBOL.match(versioned.group(1)):
        return versioned.group(1)  # "C++17" asks for C++
    if "." in word or "'" in word or "’" in word or word.upper() in _ACRONYM_STOP:
        return None
    bare = word[:-1] if word.endswith("s") and len(word) > 1 else word
    if (
        bare[0].isupper()
        and bare.isalnum()
        and not any(c.islower() for c in bare)
        and (sum(c.isupper() for c in bare) >= 2)
    ):
        return bare  # an acronym: MLIR, TPU, FP8; "GPUs" asks for GPU
    if word.isalnum() and any(c.islower() for c in word) and any(c.isupper() for c in word[1:]):
        return word
    if _ALNUM.match(word) and low not in _ALNUM_STOP:
        return word
    return None


def _key(term: str) -> str:
    """The identity of a keyword for de-duplication and matching: lexicon-canonical, stemmed."""
    toks = [w for w, _ in keyword_tokens(term)]
    canonical = lexicon_matcher().lookup(toks) if toks else None
    if canonical:
        toks = [w for w, _ in keyword_tokens(canonical)]
    return " ".join(stem(w) for w in toks)


@dataclass
class _Found:
    term: str
    kind: int  # 0 declared skill, 1 lexicon, 2 technical token, 3 phrase
    order: int
    count: int = 0
    required: bool = False
    in_title: bool = False


_BASE = ((3.0, 0.5), (2.0, 0.5), (1.5, 0.5), (1.0, 0.25))  # (base weight, per extra mention)


class _Tally:
    """The terms found so far, by key: the strongest kind each was found as, and where."""

    def __init__(self, excluded: set[str]) -> None:
        self.excluded = excluded  # the stems of the company's and the location's words
        self.found: dict[str, _Found] = {}

    def add(self, term: str, kind: int, section: str) -> None:
        key = _key(term)
        if (
            not key
            or set(key.split()) <= self.excluded
            or term.lower() in _NON_TECH
            or term.lower() in GENERIC_WORDS
            or term.lower() in _ORGANISATIONS
            or stem(term) in _GENERIC_STEMS
        ):
            return
        entry = self.found.get(key)
        if entry is None:
            entry = self.found[key] = _Found(term, kind, len(self.found))
        elif kind < entry.kind:
            entry.term, entry.kind = term, kind
        entry.count += 1
        entry.required |= section != "nice"
        entry.in_title |= section == "title"

    def keywords(self) -> list[Keyword]:
        """Weighted by kind, mentions and the title; halved when only a nice-to-have."""
        keywords = []
        for entry in self.found.values():
            base, extra = _BASE[entry.kind]
            weight = base + extra * min(entry.count - 1, 3) + (0.5 if entry.in_title else 0.0)
            if not entry.required:
                weight *= 0.5
            keywords.append((entry.order, Keyword(entry.term, round(weight, 2), entry.required)))
        keywords.sort(key=lambda item: (-item[1].weight, item[0]))
        return [k for _, k in keywords[:MAX_KEYWORDS]]


def _sections(role: Role) -> list[tuple[str, str]]:
    """The role's texts, each with the section it comes from."""
    pieces = [("title", role.title or ""), ("desc", role.description)]
    pieces += [("resp", t) for t in role.responsibilities]
    pieces += [("qual", t) for t in role.qualifications]
    pieces += [("nice", t) for t in role.nice_to_have]
    return pieces


def role_keywords(role: Role) -> list[Keyword]:
    """The skills and topics the role asks for, heaviest first, de-duplicated case-insensitively."""
    matcher = lexicon_matcher()
    excluded = {
        stem(w) for part in (role.company, role.location) if part for w, _ in keyword_tokens(part)
    }
    tally = _Tally(excluded)
    for skill in [s for s in role.skills if not addresses_a_model(s)]:
        tally.add(matcher.lookup([w for w, _ in keyword_tokens(skill)]) or skill, 0, "skill")
    phrases: dict[str, list[tuple[str, str]]] = {}
    for section, text in _sections(role):
        # a sentence addressed to a model is an injection, never a requirement
        toks = keyword_tokens(_NOT_WORDS.sub(" ", without_model_directed(text)))
        lexical = matcher.find(toks)
        used = {i for _, start, n in lexical for i in range(start, start + n)}
        for canonical, _, _ in lexical:
            tally.add(canonical, 1, section)
        for term in _shaped_terms(toks, used, lexical, capitals=section != "title"):
            tally.add(term, 2, section)
        if section != "title":
            for phrase in _phrases(toks, matcher, excluded):
                phrases.setdefault(_key(phrase), []).append((section, phrase))
    _add_phrases(tally, phrases)
    return tally.keywords()


def _add_phrases(tally: _Tally, phrases: dict[str, list[tuple[str, str]]]) -> None:
    """The phrases mentioned most, as the bullets first wrote them; a mention in the
    description only adds weight."""
    candidates = [m for m in phrases.values() if any(s != "desc" for s, _ in m)]
    candidates.sort(key=len, reverse=True)
    for mentions in candidates[:MAX_PHRASES]:
        first = next(p for s, p in mentions if s != "desc")
        for section, _ in mentions:
            tally.add(first, 3, section)


def _shaped_terms(
    toks: Sequence[tuple[str, str]],
    used: set[int],
    lexical: Sequence[tuple[str, int, int]],
    *,
    capitals: bool,
) -> list[str]:
    """Tokens technical by shape (MLIR, vLLM, C++, H100), hyphen compounds of them (GPT-4,
    TensorRT-LLM), and capitalised names (Triton) in a clause that is already technical."""
    shaped = [None if i in used else _tech_form(w) for i, (w, _) in enumerate(toks)]
    terms: list[str] = []
    i = 0
    while i < len(toks):
        j = i
        while j + 1 < len(toks) and _compound(toks, shaped, i, j + 1):
            j += 1
        if j > i and any(shaped[i : j + 1]):
            parts = toks[i : j + 1]
            terms.append(parts[0][0] + "".join(gap + word for word, gap in parts[1:]))
        elif shaped[i]:
            terms.append(str(shaped[i]))
        i = j + 1
    if not capitals:
        return terms
    starts = {start for _, start, _ in lexical}
    clause: list[int] = []
    for i, (_, gap) in enumerate([*toks, ("", ".")]):
        if i == len(toks) or _CLAUSE_END.search(gap):
            names = [k for k in clause if _capital_candidate(toks, k, used)]
            if any(shaped[k] or k in starts for k in clause) or any(
                toks[k - 1][0].lower() in _TOOL_LEAD for k in names
            ):
                terms += [toks[k][0] for k in names]
            clause = []
        if i < len(toks):
            clause.append(i)
    return terms


def _compound(
    toks: Sequence[tuple[str, str]], shaped: Sequence[str | None], first: int, nxt: int
) -> bool:
    """Whether token `nxt` continues a compound such as "GPT-4", "TensorRT-LLM" or "UI/UX"."""
    word, gap = toks[nxt]
    if gap == "/":
        return all(toks[k][0].isupper() and len(toks[k][0]) <= 4 for k in (nxt - 1, nxt))
    return gap == "-" and bool(shaped[first]) and bool(shaped[nxt] or word.isdigit())


def _capital_candidate(toks: Sequence[tuple[str, str]], k: int, used: set[int]) -> bool:
    """A capitalised word inside a sentence that is not part of a Title Case name or a stopword."""

    def inside(i: int) -> bool:  # capitalised and not the first word of a sentence
        return i > 0 and toks[i][0][:1].isupper() and not _SENTENCE_END.search(toks[i][1])

    word = toks[k][0]
    low = word.lower()
    if k in used or not _CAPITAL.match(word) or not inside(k):
        return False
    if low in STOP_WORDS or low in GENERIC_WORDS or low in _CAP_STOP:
        return False
    before = toks[k][1] == " " and inside(k - 1) and toks[k - 1][0][1:].islower()
    after = k + 1 < len(toks) and toks[k + 1][1] == " " and _CAPITAL.match(toks[k + 1][0])
    return not (before or after)  # "New York", "Hugging Face": a name, not a tool


def _is_verb(word: str) -> bool:
    """A bullet-opening verb in a simple form: "build", "builds", "building", "designed"."""
    w = word.lower()
    forms = {w}
    if w.endswith("s"):
        forms |= {w[:-1], w[:-2]}
    if w.endswith("ed"):
        forms |= {w[:-1], w[:-2], w[:-3]}
    if w.endswith("ing"):
        forms |= {w[:-3], w[:-3] + "e", w[:-4]}
    return bool(forms & _VERBS)


def _display(word: str, matcher: LexiconMatcher) -> str:
    """A phrase word as shown: lexicon and technical words in their canonical spelling."""
    parts = re.split(r"([-/])", word)
    return "".join(matcher.lookup([p]) or _tech_form(p) or p if p not in "-/" else p for p in parts)


def _phrases(
    toks: Sequence[tuple[str, str]], matcher: LexiconMatcher, excluded: set[str]
) -> list[str]:
    """Short noun phrases (2-3 words) such as "distributed systems" or "KV cache".

    A phrase is a run of content words between stopwords and punctuation, without the
    verb that opens a bullet ("Build ...") and without generic words at either end.
    """
    words: list[tuple[str, str]] = []  # hyphen/slash compounds merged: "high-performance", "UI/UX"
    for i, (word, gap) in enumerate(toks):
        if words and gap in ("-", "/"):
            words[-1] = (f"{words[-1][0]}{gap}{word}", words[-1][1])
        elif i == 0 or _SENTENCE_END.search(gap):
            words.append((word if _tech_form(word) else word.lower(), gap))  # sentence case
        else:
            words.append((word, gap))
    out: list[str] = []
    run: list[str] = []
    verb_ok = True  # a run opening a bullet or following "and" may start with a verb
    for word, gap in [*words, ("", ".")]:
        low = word.lower()
        content = (
            low not in STOP_WORDS
            and any(c.isalpha() for c in word)
            and "'" not in word
            and "’" not in word
        )
        if content and run and not gap.strip():
            run.append(word)
            continue
        phrase = _trim(run, verb_ok)
        if phrase and _keep_phrase(phrase, matcher, excluded):
            out.append(" ".join(_display(w, matcher) for w in phrase))
        run = [word] if content else []
        verb_ok = low not in _PREPOSITIONS
    return out


def _keep_phrase(words: list[str], matcher: LexiconMatcher, excluded: set[str]) -> bool:
    """Whether a trimmed run is worth a keyword of its own."""
    technical = [bool(_tech_form(w) or matcher.lookup([w])) for w in words]
    if all(technical) or any(stem(w) in excluded for w in words):
        return False  # "PyTorch JAX" is two keywords already; a company or place is never one
    # Title Case without a technical word is a name (a city, a company, a degree), not a skill.
    return any(technical) or not all(w[:1].isupper() for w in words)


def _trim(run: list[str], verb_ok: bool) -> list[str] | None:
    """A run of content words without leading verbs and generic edges, if 2-3 words remain."""
    words = list(run)
    while words and (words[0].lower() in GENERIC_WORDS or (verb_ok and _is_verb(words[0]))):
        if words[0].lower() in GENERIC_WORDS:
            verb_ok = True
        words.pop(0)
    while words and words[-1].lower() in GENERIC_WORDS:
        words.pop()
    if not 2 <= len(words) <= 3 or any(w.lower() in GENERIC_WORDS or len(w) < 2 for w in words):
        return None
    return words
