"""What a CV shows of experience: years overall and per skill, and degrees (`cv_experience`).

Years come from the dates of the CV's work, volunteer and project entries. Months are
counted once however many entries cover them (overlapping jobs are not double-counted), each
month at the weight of the fullest role that covers it: a regular job counts in full, an
internship, a student, part-time or volunteer role at `SIDE_WEIGHT`, a dated project at
`PROJECT_WEIGHT`. A skill's years are the months of the entries whose texts name it (or name
a kind of it by its acronym: "LLM inference" shows large language models).
Degrees are read from the education entries (study type, degree name, area), by
`degree_levels`, the same reading as a posting's: the words and abbreviations below, and the
names and abbreviations of `data/degrees.txt` ("MPP", "JD", "PharmD", "Doctor of Pharmacy";
built by scripts/build_degrees.py from persontitles' lists of US degrees, MIT licence).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from functools import lru_cache

from cvcoach.inputs.posting_words import is_place
from cvcoach.keywords.skills import broader_skills, canonical_skill, find_skills, skill_family
from cvcoach.language.data_cache import package_data
from cvcoach.language.dates import DateError, month_span, parse_range
from cvcoach.model.profile import Entry, Profile, Text

SIDE_WEIGHT = 0.5
PROJECT_WEIGHT = 0.25
DEGREES = ("associate", "bachelor", "master", "phd")
_SIDE_ROLE = re.compile(
    r"\b(?:intern(?:ship)?|trainee|apprentice(?:ship)?|co-?op|student|working student|"
    r"research assistant|teaching assistant|part[- ]time|volunteer|summer)\b",
    re.I,
)
# Per level: its words (any case: "College degree") and its abbreviations (as written:
# "MS", "B.A." but not "ms" or "ba").
_DEGREE_PATTERNS = (
    ("phd", r"\b(?:ph\.?\s?d\.?|doctorate|doctoral|doctor of)(?![\w-])", r"(?!)"),
    (
        "master",
        # "a master of operational logistics" is no degree: bare "master" only before
        # "degree", "in" or "of" and a capital ("Master of Science")
        r"\b(?:master(?:['’]?s(?![\w-])|\s+(?:degree|in)\b|\s+of\s+(?-i:[A-Z]))|"
        r"(?:post-?graduate|graduate|advanced) degree(?![\w-]))",
        # not a state after a city ("Boston, MA"), nor Microsoft's "MS" before one of its
        # products ("MS Office": `microsoft_products`, filled in by `_degree_patterns`)
        r"(?<![a-z], )\b(?:M\.?S\.?c?\.?|M\.?Eng\.?|MBA|M\.?A\.?|M\.?Phil)(?![\w-])"
        r"(?!\s*(?:{products})(?![\w-]))",
    ),
    (
        "bachelor",
        r"\b(?:bachelor['’]?s?|baccalaureate|undergrad(?:uate)? degree|"
        r"(?:four|4)[- ]year (?:college |university |undergraduate )?degree|college degree|"
        r"university degree)(?![\w-])",
        r"(?<![a-z], )\b(?:B\.?S\.?c?\.?|B\.?A\.?|B\.?Eng\.?|B\.?Tech|BSE)(?![\w-])",
    ),
    (
        "associate",
        # "associate's" alone names the degree as "bachelor's" does ("Associate's Information
        # Technology"), but not a job's possessive ("the associate's duties", "a Sales
        # Associate's shift"): after no word but "an", "or", "and"
        r"\bassociate['’]?s? degree\b|"
        r"(?:(?<!\w )|(?<=\ban )|(?<=\bor )|(?<=\band ))\bassociate['’]s(?![\w-])",
        r"\bA\.A\.S?\b",
    ),
)


@lru_cache(maxsize=1)
def microsoft_products() -> frozenset[str]:
    """What "Microsoft" or "MS" is written before: the product names of
    `data/microsoft_products.txt` (from ESCO, by scripts/build_skills.py) and of the skill
    table's own "Microsoft X" / "MS X" spellings ("MS Office", "Microsoft Azure")."""
    lines = package_data("microsoft_products.txt").decode("utf-8").splitlines()
    names = {line.strip() for line in lines if line.strip() and not line.startswith("#")}
    for line in package_data("skills.txt").decode("utf-8").splitlines():
        if not line.startswith("#"):
            for spelling in line.split(" | "):
                named = re.match(r"(?:Microsoft|MS) (\S+)", spelling.strip())
                if named:
                    names.add(named.group(1))
    return frozenset(names)


@lru_cache(maxsize=1)
def microsoft_alternation() -> str:
    """`microsoft_products` as a regular expression's alternation, longest name first."""
    return "|".join(sorted((re.escape(n) for n in microsoft_products()), key=len)[::-1])


@lru_cache(maxsize=1)
def _degree_patterns() -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    products = microsoft_alternation()
    return tuple(
        (level, re.compile(named, re.I), re.compile(abbreviated.replace("{products}", products)))
        for level, named, abbreviated in _DEGREE_PATTERNS
    )


@lru_cache(maxsize=1)
def _degree_table() -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    """Per level, the names (any case) and abbreviations (as written) of data/degrees.txt."""
    spelled: dict[str, dict[str, list[str]]] = {}
    for line in package_data("degrees.txt").decode("utf-8").splitlines():
        if line and not line.startswith("#"):
            level, kind, items = line.split("\t")
            spelled.setdefault(level, {})[kind] = [i for i in items.split("|") if i]

    def alternation(items: list[str]) -> str:
        return "|".join(re.escape(i) for i in sorted(items, key=len, reverse=True))

    return tuple(
        (
            level,
            re.compile(rf"\b(?:{alternation(kinds.get('names', []))})\b", re.I),
            re.compile(rf"(?<![\w.])(?:{alternation(kinds.get('abbreviations', []))})(?![\w-])"),
        )
        for level, kinds in spelled.items()
    )


def _abbreviation_named(text: str, start: int) -> bool:
    """False for an abbreviation that is a field ("a degree in MIS") or a state after its
    city ("Baltimore, MD", "Washington D.C.")."""
    before = text[:start]
    if re.search(r"(?:\bin|[a-z],)\s$", before):
        return False
    word = re.search(r"([A-Z][a-z]+),?\s$", before)
    return not (word and is_place(word.group(1)))


# Two capitals with no dots ("DP", "DS", "BD", "MP") are as often another initialism ("IB
# MYP/DP", "DS/ML", "BD experience", "an MP's office") as a degree: one names a degree only
# beside a word of education ("a JD from an accredited law school", "DP degree")
_BARE_PAIR = re.compile(r"[A-Z]{2}")
_EDUCATION_WORD = re.compile(
    r"\b(?:degree|diploma|graduat\w*|accredited|universit\w*|college|school|programme|program)\b",
    re.I,
)


def _table_levels(text: str, education: bool = False) -> tuple[set[str], str]:
    """The levels data/degrees.txt's names and abbreviations give, and the text with the
    names taken out (a "Doctor of Pharmacy" is no research doctorate's "doctor of")."""
    found: set[str] = set()
    educational = education or _EDUCATION_WORD.search(text) is not None
    for level, names, abbreviations in _degree_table():
        if names.search(text):
            found.add(level)
            text = names.sub(" ", text)
        if any(
            _abbreviation_named(text, m.start())
            and (educational or not _BARE_PAIR.fullmatch(m.group()))
            for m in abbreviations.finditer(text)
        ):
            found.add(level)
    return found, text


def degree_levels(text: str, education: bool = False) -> list[str]:
    """Every degree level a text names, lowest first ("BS/MS" → bachelor, master);
    `education` for a text known to name a degree (a CV's education entry), where a bare
    "JD" needs no word of education beside it."""
    table, text = _table_levels(text, education)
    found = [
        level
        for level, named, abbreviated in _degree_patterns()
        if level in table or named.search(text) or abbreviated.search(text)
    ]
    if not found and re.search(r"\bdegree in\b", text, re.I):
        found = ["bachelor"]  # "a degree in Computer Science", no level named: a first degree
    return sorted(found, key=DEGREES.index)


# a degree named as a measure of knowledge, not asked for: "familiarity with astronomy
# equivalent to that gained from an undergraduate degree"
_DEGREE_AS_MEASURE = re.compile(
    r"\b(?:equivalent|comparable|similar) to (?:that |what is |the (?:knowledge|level) )?"
    r"(?:gained|obtained|acquired|learned|taught|expected)? ?(?:from|in|through|with|of|at) "
    r"(?:an? |the )?[\w' -]{0,40}?degree\b[^.;]*|"
    r"\bat the level of (?:an? |the )?[\w'’ -]{0,40}?degree\b",
    re.I,
)


def degree_asked(text: str) -> str | None:
    """The least degree level a requirement names ("BS/MS" → bachelor), or None; a degree
    named only as a measure of knowledge ("equivalent to that gained from an undergraduate
    degree") is not asked for."""
    text = _DEGREE_AS_MEASURE.sub(" ", text)
    levels = degree_levels(text)
    if not levels and _FIRST_DEGREE.search(text):
        return "bachelor"  # "an appropriate degree": no level named, a first degree
    return levels[0] if levels else None


# a degree asked without its level: "an appropriate degree", "a relevant degree or ..."
_FIRST_DEGREE = re.compile(
    r"\ban? (?:appropriate|relevant|related|suitable|first|undergraduate) degree(?! of\b)", re.I
)


@dataclass(frozen=True)
class Degree:
    level: str
    area: str
    path: str
    finished: bool


@dataclass
class Experience:
    """Years overall and per skill (canonical name), degrees, and where each skill is named."""

    years: float
    skill_years: dict[str, float] = field(default_factory=dict)
    degrees: list[Degree] = field(default_factory=list)
    evidence: dict[str, list[str]] = field(default_factory=dict)  # skill -> text paths
    texts: list[Text] = field(default_factory=list)
    # the positions held (work and volunteer entries), in the CV's order: the titles a
    # recruiter reads first, whatever the file calls its sections
    positions: list[Text] = field(default_factory=list)
    # the title the CV gives its author ("Senior Developer" under the name), if any
    headline: Text | None = None
    # the paths of the headings of the CV's skill lists ("Cloud & DevOps" over "Docker,
    # AWS"): labels of the items under them, no claim of their own (`skill_headings`)
    labels: frozenset[str] = frozenset()

    def best_degree(self) -> Degree | None:
        done = [d for d in self.degrees if d.finished] or []
        return max(done, key=lambda d: DEGREES.index(d.level), default=None)


def side_position(position: Text) -> bool:
    """Whether a position held is a side role: a volunteer entry's, or a title naming an
    internship, a student's, part-time or volunteer post (what `_weight` counts at
    `SIDE_WEIGHT`); the lead and level parts of the match read the CV's posts by it."""
    return position.path.startswith("volunteer") or _SIDE_ROLE.search(position.value) is not None


def _weight(entry: Entry) -> float:
    if entry.section == "projects":
        return PROJECT_WEIGHT
    if entry.section == "volunteer":
        return SIDE_WEIGHT
    words = " ".join(t.value for t in (entry.position, entry.summary) if t is not None)
    return SIDE_WEIGHT if _SIDE_ROLE.search(words) else 1.0


def _span(entry: Entry, today: dt.date) -> tuple[int, int] | None:
    if entry.start is None:
        return None
    try:
        start, _ = parse_range(entry.start.value, today=today)
        end = parse_range(entry.end.value, today=today)[0] if entry.end else None
    except DateError:
        return None
    if end is None and entry.end is None and entry.section == "work":
        return None  # a start alone says nothing of how long
    return month_span(start, end, today)


def _shown(text: str) -> list[str]:
    """The skills a CV's text shows: those it names and those they are a kind of
    ("LLM inference" shows large language models too, `broader_skills`), and the language a
    name of several words names ("Ruby on Rails" shows Ruby, `named_language`)."""
    named = find_skills(text)
    broader = [b for s in named for b in (*broader_skills(s), *named_language(s))]
    return list(dict.fromkeys([*named, *broader]))


LANGUAGES = "compilers, languages, toolchains"  # the skill table's section of languages
NAMED_LANGUAGE = 1  # a framework named after its language shows the language (1) or not (0)


@lru_cache(maxsize=4096)
def named_language(name: str) -> tuple[str, ...]:
    """The programming languages a skill name of several words names as a word of its own
    ("Ruby on Rails": Ruby, "Common Lisp": Lisp): a framework or dialect of a language shows
    the language. Only languages (`skill_family`): "Apache Airflow" shows no Apache."""
    words = name.split()
    if not NAMED_LANGUAGE or len(words) < 2:
        return ()
    found = (s for w in words if (s := canonical_skill(w)) and s != name)
    return tuple(dict.fromkeys(s for s in found if skill_family(s) == LANGUAGES))


def _years(months: dict[int, float]) -> float:
    return round(sum(months.values()) / 12, 2)


def cv_experience(profile: Profile, today: dt.date | None = None) -> Experience:
    """Years overall and per skill, degrees and skill evidence of a CV (see the module doc)."""
    today = today or dt.date.today()
    overall: dict[int, float] = {}
    per_skill: dict[str, dict[int, float]] = {}
    evidence: dict[str, list[str]] = {}
    texts = list(profile.texts())
    named_in: dict[str, list[str]] = {}  # text -> skills, each text read once
    for text in texts:
        if text.value not in named_in:
            named_in[text.value] = _shown(text.value)
        for skill in named_in[text.value]:
            evidence.setdefault(skill, []).append(text.path)
    for entry in profile.entries:
        if entry.section not in ("work", "volunteer", "projects"):
            continue
        span = _span(entry, today)
        if span is None:
            continue
        weight = _weight(entry)
        months = range(span[0], min(span[1], today.year * 12 + today.month - 1) + 1)
        if entry.section != "projects":
            for month in months:
                overall[month] = max(overall.get(month, 0.0), weight)
        named = {s for t in entry.texts() for s in named_in.get(t.value) or _shown(t.value)}
        for skill in named:
            table = per_skill.setdefault(skill, {})
            for month in months:
                table[month] = max(table.get(month, 0.0), weight)
    degrees = []
    for entry in profile.section("education"):
        words = " ".join(t.value for t in (entry.position, entry.area) if t is not None)
        finished = True
        if entry.end is not None:
            try:
                end, _ = parse_range(entry.end.value, today=today)
                finished = not (end.date and end.date.start_index() > today.year * 12 + today.month)
            except DateError:
                finished = True
        for level in degree_levels(words, education=True)[-1:]:
            area = entry.area.value if entry.area else ""
            degrees.append(Degree(level, area, entry.path, finished))
    return Experience(
        years=_years(overall),
        skill_years={skill: _years(months) for skill, months in per_skill.items()},
        degrees=degrees,
        evidence=evidence,
        texts=texts,
        positions=[
            e.position for e in profile.entries if e.section in ("work", "volunteer") and e.position
        ],
        headline=profile.basics.label,
        labels=skill_headings(profile),
    )


def skill_headings(profile: Profile) -> frozenset[str]:
    """The paths of the names of the CV's skill groups that head a list of items
    ("Cloud & DevOps: Docker, Kubernetes, AWS"): a heading sorts the items under it, as a
    shelf label does; the items are what the CV claims. A group name with no items under it
    is itself the item ("Skills: DevOps")."""
    return frozenset(
        entry.position.path
        for entry in profile.entries
        if entry.section == "skills" and entry.position is not None and entry.keywords
    )
