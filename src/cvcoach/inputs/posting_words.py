"""The word lists a posting is read with: places, job titles' head nouns, counts of years.

`is_place` knows the spelling check's one-word places and `data/posting_places.txt` (cities
of several words and their initials, regions around them); `names_a_role` the head nouns of
ESCO's occupations (`data/role_nouns.txt`); `YEARS_COUNT`/`YEARS_WORD` how postings write a
number of years ("5+", "five-plus", "five (5)"; not "a four-year degree"); `seniority_of` the
level a title names; `html_body` whether a Markdown page is written in HTML.
"""

from __future__ import annotations

import re

from cvcoach.language.data_cache import package_data
from cvcoach.language.lexicon import tool_spellings

# A count of years as postings write it: "5", "5+", "5-plus", "five", "five (5)".
NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}  # fmt: skip
YEARS_COUNT = (
    r"(?:\d+|"
    + "|".join(NUMBER_WORDS)
    + r")(?:\s*\+|\s*-?\s*plus\b)?\s*(?:\(\s*\d+\s*\+?\s*\)\s*)?"
)
# "years" after a count, not a degree's length ("a four-year degree", "4 year college")
# not a course's length: "a four-year degree", "a 2-year program" (but "5 years programming")
YEARS_WORD = r"(?:years?|yrs)\b(?![- ](?:\w+ )?(?:degree|college|university|program(?:me)?)s?\b)"

_REMOTE = re.compile(r"^(?:remote|anywhere|worldwide|hybrid|on-?site)\b", re.I)


def _places() -> frozenset[str]:
    """The lower-cased place names of data/places.txt (the spelling check's list, read here,
    not through `cvcoach.language.places`, whose spelling helpers take 0.2 s to import) and
    of data/posting_places.txt (cities of several words and their initials, "NYC", "San
    Francisco", and cities of half a million people; `scripts/build_places.py`)."""
    global _PLACES
    if _PLACES is None:
        lines = [
            line
            for table in ("places.txt", "posting_places.txt")
            for line in package_data(table).decode("utf-8").splitlines()
        ]
        _PLACES = frozenset(w.lower() for w in lines if w and not w.startswith("#"))
    return _PLACES


_PLACES: frozenset[str] | None = None


def _role_nouns() -> frozenset[str]:
    global _ROLE_NOUNS
    if _ROLE_NOUNS is None:
        lines = [  # ESCO's head nouns, the English ones two classifications agree on, and
            # O*NET's one-word titles of a practitioner ("evangelist": role_nouns_onet.txt)
            *package_data("role_nouns.txt").decode("utf-8").splitlines(),
            *package_data("role_nouns_en.txt").decode("utf-8").splitlines(),
            *package_data("role_nouns_onet.txt").decode("utf-8").splitlines(),
        ]
        _ROLE_NOUNS = frozenset(w for w in lines if w and not w.startswith("#"))
    return _ROLE_NOUNS


_ROLE_NOUNS: frozenset[str] | None = None


# the practice a skill's name ends in, and the agent noun of one who practises it
# ("engineering" → engineer, "management" → manager, "administration" → administrator)
_AGENTS = (
    (r"opment$", "oper"), (r"ering$", "er"), (r"ment$", "er"), (r"ation$", "ator"),
    (r"ysis$", "yst"), (r"ytics$", "yst"), (r"ence$", "ist"), (r"ign$", "igner"), (r"ing$", "er"),
)  # fmt: skip


def agent_noun(word: str) -> str | None:
    """The job title's head noun of one who practises what `word` names ("management" →
    manager, "engineering" → engineer, "design" → designer), or None when no role noun is."""
    low = word.lower()
    agents = {re.sub(p, a, low) for p, a in _AGENTS if re.search(p, low)}
    agents |= {a.replace("eer", "er") for a in agents if not low.endswith("eering")}  # manager
    return next((a for a in sorted(agents) if a in _role_nouns()), None)


def _role_acronyms() -> frozenset[str]:
    """Acronyms of data/skills.txt whose spelled-out name is a practice that a role noun
    practises, its initials the acronym's ("SRE": site reliability engineering, whose
    practitioner is an engineer): an acronym a job title may be written as ("Senior SRE")."""
    global _ACRONYMS
    if _ACRONYMS is None:
        nouns, found = _role_nouns(), set()
        for line in package_data("skills.txt").decode("utf-8").splitlines():
            canonical, *aliases = [part.strip() for part in line.split("|")]
            if line.startswith("#") or not aliases:
                continue
            words = re.split(r"[\s-]+", canonical.lower())
            agents = {re.sub(p, a, words[-1]) for p, a in _AGENTS if re.search(p, words[-1])}
            initials = "".join(w[0] for w in words if w)
            found |= {
                a for a in aliases if agents & nouns and a.isupper() and a.lower() == initials
            }
        _ACRONYMS = frozenset(found)
    return _ACRONYMS


_ACRONYMS: frozenset[str] | None = None


# the genders a German-language advert names its post for ("Werkstudent (m/w/d)", "(all
# genders)"): the law asks it of a job title, and of nothing else a page heads
_GENDERS = re.compile(r"\((?:[mwfdx]\s*/\s*){2,3}[mwfdx]\*?\)|\(all genders\)|\(gn\*?\)", re.I)


def names_a_post(text: str) -> bool:
    """`names_a_role`, or a title written as a practice's acronym ("Senior SRE", "SRE
    (m/f/d)"; `_role_acronyms`), or one written for the genders ("Werkstudent IT (m/w/d)"):
    for a title candidate, not for any line of prose."""
    tokens = re.findall(r"\b([A-Z]{2,5})s?\b", text)
    return (
        names_a_role(text)
        or any(t in _role_acronyms() for t in tokens)
        or _GENDERS.search(text) is not None
    )


def names_tools(text: str) -> bool:
    """True for a list of two or more tools and nothing else ("Django, React", "Go/Rust"):
    the stack a title names after a dash ("Senior Software Engineer - Django, React")."""
    items = [i for i in re.split(r"\s*(?:,|/|&|\band\b)\s*", text.strip()) if i]
    return len(items) >= 2 and all(i.lower() in tool_spellings() for i in items)


# a short phrase naming a kind of post by its adjective ("Postdoctoral Position", "Faculty
# Positions", "Research Post"), not a page's list of them ("Open Positions", "Other posts")
_POST_PHRASE = re.compile(
    r"^(?!(?:open|current|currently|available|other|all|vacant|new|our|your|these|related|similar|"
    r"remote|contract|full-time|part-time|temporary|permanent|paid|unpaid|volunteer|"
    r"recent|job|jobs|list|no)\b)(?:[A-Za-z-]+\s+){1,3}(?:position|post)s?"
    r"(?:\s+(?:at|with|in)\s+\S.*)?$",
    re.I,
)


def names_a_role(text: str, *, plural: bool = True) -> bool:
    """True when a phrase has a job title's head noun ("Machine Learning Engineer");
    `plural=False`: a head noun in the singular only (one job, where "Operating Engineers"
    names the people an organisation is of)."""
    if _POST_PHRASE.match(text.strip()):
        return True  # "Postdoctoral Position", "Research posts": a kind of post named
    nouns = _role_nouns()
    for word in re.findall(r"[A-Za-z]+", text):
        low = word.lower()
        if low in nouns or (plural and low.endswith("s") and low[:-1] in nouns):
            return True
    return False


_REGION = re.compile(
    r"^(?:greater|metro(?:politan)?)\s+(?=\S)|\s+(?:bay\s+)?area$|"
    r"\s+metro(?:politan)?(?:\s+area)?$|\s+region$",
    re.I,
)


def is_place(text: str) -> bool:
    """A location: a listed place, a US-state-style code ("Chicago, IL"), or remote work."""
    places = _places()
    text = re.sub(r"\s*\(.*$", "", text)
    for piece in re.split(r"\s*(?:,|/|;|\bor\b)\s*", text.strip()):
        piece = _REGION.sub("", piece) or piece  # "SF Bay Area", "Greater London", "NYC Metro"
        if piece.lower() in places or re.fullmatch(r"[A-Z]{2}", piece) or _REMOTE.match(piece):
            return True
    return False


def is_only_place(text: str) -> bool:
    """A text that is a place and nothing else ("Atlanta, GA (In Person)", "Remote (EU)"),
    unlike `is_place`, which a title holding a place or a two-letter word passes ("UX/UI
    Designer")."""
    pieces = re.split(r"\s*(?:,|/|;|\bor\b)\s*", re.sub(r"\s*\(.*$", "", text).strip())
    return any(pieces) and all(is_place(p) for p in pieces if p)


# A title's seniority, the first of these its words name.
_SENIORITY = (
    ("intern", r"\bintern(?:ship)?\b"),
    ("junior", r"\b(?:junior|jr\.?|entry[- ]level|graduate|associate)\b"),
    ("principal", r"\b(?:principal|distinguished|fellow)\b"),
    ("staff", r"\bstaff\b"),
    ("lead", r"\b(?:lead|head of|team lead)\b"),
    ("director", r"\b(?:director|vp|vice president|chief)\b"),
    ("manager", r"\bmanager\b"),
    ("senior", r"\b(?:senior|sr\.?)\b"),
    ("mid", r"\b(?:mid[- ]level|intermediate)\b"),
)


def seniority_of(title: str | None) -> str | None:
    if not title:
        return None
    for level, pattern in _SENIORITY:
        if re.search(pattern, title, re.I):
            return level
    return None


_HTML_PAGE = 200  # characters of block-tagged lines that make a page of HTML
_HTML_BLOCK_LINE = re.compile(r"^\s*</?(?:p|li|ul|ol|div|h[1-6]|section|table|tr|td|br)\b", re.I)


def html_body(text: str) -> bool:
    """Whether a Markdown text is HTML: half of its non-blank lines open or close a block tag,
    or lines that do hold half of its text (a page pasted as one line of `<p>`s and `<ul>`s)."""
    lines = [line for line in text.split("\n") if line.strip()]
    tagged = [line for line in lines if _HTML_BLOCK_LINE.match(line)]
    if len(lines) >= 4 and len(tagged) * 2 >= len(lines):
        return True
    size = sum(len(line) for line in tagged)
    return size >= _HTML_PAGE and size * 2 >= sum(len(line) for line in lines)


# A list marker: a typed one or a bullet glyph (the round, square, diamond, arrow and check
# marks of word processors' bullet libraries), a Markdown one an editor escaped ("\\* item"),
# or one of Word's bullet glyphs pasted without their symbol font (Wingdings' arrow, square and
# check mark come out as "Ø", "§", "ü", or as the private-use characters they are), before a word
_GLYPHS = "•·▪◦–—●○■□◆◇►▸‣⁃∙➢➤✓✔❖"
BULLET = re.compile(
    # Word's bullets pasted without their symbol font: "Ø", "§", "ü", private-use glyphs, and
    # the hollow bullet of its second level, a lower-case "o" before a capitalised item; a
    # glyph a lost character set turned into question marks or U+FFFD ("???       Participate")
    rf"^(?:[-*+{_GLYPHS}]|\?{{2,4}}(?=\s{{2,}}\S)|\ufffd{{1,3}}(?=\s)|"
    r"\\[-*+]|\d{1,2}[.)]|[Ø§ü\uf0a7\uf0b7\uf0d8\uf0fc](?=\s+[^\W\d])|o(?=\s+[A-Z]))\s+"
    r"(?:\[[ xX]\]\s+)?"
)
