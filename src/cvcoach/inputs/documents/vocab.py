"""Words that tell what a piece of a CV header is: job titles, organisations, degrees and
scores. General CV vocabulary, not tuned to any one document (places are in `places`,
section headings in `heading_words`)."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from cvcoach.language.data_cache import package_data


def word_set(text: str) -> frozenset[str]:
    """The words of a white-space separated list."""
    return frozenset(text.split())


def fold(word: str) -> str:
    """The key a word is looked up by in the vocabularies below and in `heading_words`:
    lower case, compatibility forms decomposed (NFKD) and accents dropped, so "Úniversity",
    "UNIVERSITÄT" and a PDF's decomposed "E\u0301cole" find "university", "universitat",
    "ecole". Only the key: what the importer keeps is the document's own text."""
    return word.lower() if word.isascii() else unaccented(word.lower())


def unaccented(text: str) -> str:
    """The text without its accents, in its own case ("Ínc." -> "Inc."): for the patterns
    that match an abbreviation's capitals (`segments._ABBREV_END`, `text_rules._NO_BREAK`)."""
    return text if text.isascii() else _unaccented(text)


@lru_cache(maxsize=8192)
def _unaccented(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def lookup_words(text: str, strip: str = ".,;:()") -> set[str]:
    """The folded keys of a phrase's words, their punctuation stripped."""
    return {fold(w.strip(strip)) for w in text.split()}


def has_school_word(text: str) -> bool:
    """A word that names a kind of school ("University", "Hochschule", "Lycée")."""
    return not lookup_words(text).isdisjoint(SCHOOL_WORDS)


def has_strong_org_word(text: str, strip: str = ".,;:()") -> bool:
    """A word that makes a phrase an organisation on its own ("University", "École")."""
    return not lookup_words(text, strip).isdisjoint(STRONG_ORG_WORDS)


TITLE_WORDS = word_set(
    """
    intern internship engineer developer programmer manager scientist researcher assistant
    associate professor lecturer lead leader director consultant analyst architect
    designer officer student fellow postdoc head founder cofounder co-founder chair
    president administrator specialist technician coordinator owner committer maintainer
    contributor ta tutor instructor teacher llvmer swe sde mts staff principal vp cto ceo
    cfo coo professional expert advisor adviser editor writer member partner
    """
)
# Words that make a phrase an organisation on their own ("... University", "... Inc."),
# and the kinds of school other languages name ("Universidad ...", "... Hochschule"):
# `data/institution_words.txt`, built by scripts/build_institution_words.py from the
# institution names of JetBrains' swot list. Each word folded (`fold`: "ecole"), the key
# the importer looks it up by, and as written in lower case ("école") for readers that
# look words up by `str.lower` (`inputs.posting_names`).
_INSTITUTION_WORDS = " ".join(
    line.lower()
    for line in package_data("institution_words.txt").decode("utf-8").splitlines()
    if not line.startswith("#")
)
# the kinds of school, in English and in other languages
SCHOOL_WORDS = word_set("university college school institute academy") | word_set(
    f"{_INSTITUTION_WORDS} {fold(_INSTITUTION_WORDS)}"
)
STRONG_ORG_WORDS = SCHOOL_WORDS | word_set(
    """
    lab labs laboratory laboratories company corp corporation inc ltd llc gmbh foundation
    hospital
    """
)
ORG_WORDS = STRONG_ORG_WORDS | word_set(
    """
    institution inc. ltd. co co. group team center centre technologies technology systems
    research bank agency department dept ministry council society association organization
    organisation studio studios solutions services ventures capital partners
    """
)
# The kinds of employment a position is held under, as the options of a LinkedIn
# position ("Employment type": full-time, part-time, self-employed, freelance, contract,
# internship, apprenticeship, seasonal) and schema.org's `employmentType` (CC BY-SA 3.0:
# full time, part time, contractor, temporary, intern, volunteer, per diem) name them.
EMPLOYMENT_TYPES = re.compile(
    r"(?:full[- ]?time|part[- ]?time|self[- ]employed|freelance|freelancer|contract|contractor"
    r"|internship|intern|apprenticeship|seasonal|temporary|volunteer|per diem)",
    re.I,
)

# A company's legal form written on its own: "Inc.", "L.P.", "GmbH", "S.A.S." (the common
# forms of ISO 20275's entity legal forms, with or without their dots).
LEGAL_FORM = (
    r"(?:inc|ltd|llc|llp|l\.?l\.?[cp]|l\.?p|plc|corp|co|gmbh|ag|kg|s\.?a\.?s?|s\.?r\.?l|s\.?p\.?a"
    r"|b\.?v|n\.?v|pty\.? ltd|oy|ab|a/?s)\.?"
)


def _degree_spellings() -> str:
    """The degrees of maintained lists as a regular expression's alternatives, longest
    first: the abbreviations of `data/degrees.txt` (US degrees, persontitles, MIT) as
    written ("B.A.Sc.", "MSCS", "LL.B.") and its names that do not open with a level and
    "of" ("Juris Doctor"), and the British, German and Austrian abbreviations of
    `data/degrees_intl.txt` (persontitles, MIT; built by scripts/build_degrees_intl.py:
    "MEng", "BSc(Econ)", "Dipl.-Ing.", "Dr. rer. nat.", "Bakk. techn."). Abbreviations keep
    their case ("MBA", not "mba" inside a sentence); names take any case."""
    abbreviations: set[str] = set()
    names: set[str] = set()
    for line in package_data("degrees.txt").decode("utf-8").splitlines():
        if line.startswith("#") or line.count("\t") != 2:
            continue
        _level, kind, spellings = line.split("\t")
        if kind == "abbreviations":
            abbreviations.update(spellings.split("|"))
        else:
            names.update(
                n
                for n in spellings.split("|")
                if not re.match(r"(?:associate|bachelor|master|doctor)\b", n, re.I)
            )
    for line in package_data("degrees_intl.txt").decode("utf-8").splitlines():
        if line and not line.startswith("#"):
            abbreviations.add(line)
    by_length = sorted(abbreviations, key=lambda a: (-len(a), a))
    named = sorted(names, key=lambda n: (-len(n), n))
    return (
        "(?-i:"
        + "|".join(re.escape(a) for a in by_length)
        + ")|"
        + "|".join(re.escape(n) for n in named)
    )


DEGREE = re.compile(
    r"^(?P<degree>(?:"
    + _degree_spellings()
    + r"|(?:bachelor|master|doctor|associate)(?:['’]s)? of "
    r"(?!(?:in|and|of|at|for)\b)(?-i:[^\W\d_a-z][\w&-]*)"  # "Bachelor of Natural Sciences"
    r"(?: (?!(?:in|and|of|at|for)\b)(?-i:[^\W\d_a-z][\w&-]*)){0,2}"
    r"|ph\.?\s?d\.?|d\.?\s?phil\.?|m\.?\s?phil\.?|m\.?\s?sc\.?|b\.?\s?sc\.?|m\.?\s?eng\.?"
    r"|b\.?\s?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|m\.?\s?b\.?\s?a\.?|b\.\s?[saef]\.|m\.\s?[saef]\."
    r"|bs|ms|ba|ma|bsc|msc|meng|beng|mba|phd"
    r"|(?:bachelor|master|associate)(?:['’]s|s)?(?: degree)?|doctorate|diploma"
    r"|(?-i:[A-Z])[a-z]+(?:['’]s)? degree"  # any kind of degree: "Engineer degree"
    # a diploma named by its level: "High School Diploma", "Graduate Certificate in ..."
    r"|(?:(?-i:[A-Z])[a-z]+ ){1,3}(?:diploma|certificate)(?=$|,|\s+(?:in|of)\s))"
    # its abbreviation or name there, or a one-word qualifier: "(MD)", "(Licenciatura)", "(hons)"
    r"(?:\s\((?:(?-i:[A-Z])[\w.]*|hons|honours|honors)\))?)"
    r"(?=$|[\s,.;:•·|(])(?:,?\s+(?:(?:in|of)\s+)?(?P<area>[^.;•·|(]+?(?:\s\([^()]*\))?))?(?=$|[.;•·|(]\s|[.;]$|\s[•·|(])",
    re.I,
)
GPA = re.compile(r"\b(?:gpa|cgpa|grade|score)\b\s*[:=]?\s*\**\s*(?P<score>\d[\d.]*\s*/\s*\d[\d.]*)",
                 re.I)  # fmt: skip


def has_title_word(text: str) -> bool:
    """A job word ("Engineer", "Ingeniéro", "Desarrollador") among the phrase's words."""
    titles = _title_words()
    for word in re.split(r"[\s/()]+", text):
        lower = word.strip(".,;:*").lower()
        if lower in titles or (not lower.isascii() and fold(lower) in titles):
            return True
    return False


_AGENT = re.compile(r"(?:er|or|ist|ian|ant|ent|ive)$")


@cache
def _title_words() -> frozenset[str]:
    """TITLE_WORDS and the head nouns of ESCO's occupations (`data/role_nouns.txt`: ESCO,
    European Commission, reuse under Commission Decision 2011/833/EU) that name a person
    by what they do ("trainer", "recruiter", "supervisor"): agent nouns only, and none
    that is an organisation or degree word ("school", "master"); and the head nouns of
    the Spanish, Portuguese and French occupation classifications (`data/role_nouns_intl.txt`:
    ISCO-08, CBO 2002, ONISEP, as Faker ships them: "desarrollador", "ingeniero"); and the
    agent nouns that head ESCO's occupation descriptions one at a time (`data/role_heads_esco.txt`,
    by scripts/build_title_heads.py: "mentor", "cashier", "accountant"), since
    `role_nouns.txt` keeps only the nouns that end several occupations' labels. Each word
    as written in lower case and folded (`fold`: "ingeniero" for "ingeniéro"), except a
    folded form that spells an English word ("chargé", "guardián", "maçon": "charge",
    "guardian", "macon" are no job words; the English wordlist decides)."""
    from cvcoach.language.wordlist import is_english_word  # loaded on first use

    lines = package_data("role_nouns.txt").decode("utf-8").splitlines()
    lines += package_data("role_heads_esco.txt").decode("utf-8").splitlines()
    nouns = {w for w in lines if w and not w.startswith("#") and _AGENT.search(w)}
    intl = package_data("role_nouns_intl.txt").decode("utf-8").splitlines()
    nouns |= {w for w in intl if w and not w.startswith("#")}
    nouns -= ORG_WORDS | {"master"}
    folded = {fold(w) for w in nouns if not w.isascii()}
    return TITLE_WORDS | frozenset(nouns) | frozenset(w for w in folded if not is_english_word(w))


def has_org_word(text: str) -> bool:
    """An organisation's word ("Labs", "University"), an "@handle", or a name closed by a
    company's legal form of three letters or more, or with dots ("Initech S.A.S",
    "Globex SRL"; not "Calgary AB")."""
    if not lookup_words(text).isdisjoint(ORG_WORDS) or text.lstrip().startswith("@"):
        return True
    words = text.split()
    last = words[-1].strip(",;:()") if len(words) >= 2 else ""
    return (len(last) >= 3 or "." in last) and re.fullmatch(LEGAL_FORM, last, re.I) is not None


# Profile sites by their address: JSON Resume's `network` names.
NETWORKS = {
    "github.com": "GitHub",
    "gitlab.com": "GitLab",
    "linkedin.com": "LinkedIn",
    "twitter.com": "Twitter",
    "x.com": "X",
    "stackoverflow.com": "Stack Overflow",
    "scholar.google.com": "Google Scholar",
    "medium.com": "Medium",
    "kaggle.com": "Kaggle",
    "bitbucket.org": "Bitbucket",
    "huggingface.co": "Hugging Face",
    "orcid.org": "ORCID",
}
# "LinkedIn: ada", "GitHub: ada-l (https://github.com/ada-l)": a network's name, a user name
# and maybe its address in brackets, as CVs and renderers write a profile out
NAMED_PROFILE = re.compile(
    r"^(?P<network>{})\s*:\s*(?P<user>@?[\w.-]+)(?:\s+\((?P<url>[^\s()]+)\))?$".format(
        "|".join(re.escape(n) for n in sorted(set(NETWORKS.values()), key=len, reverse=True))
    ),
    re.I,
)
_SITE = re.compile(r"^(?:https?://)?(?:www\.)?(?P<site>[\w.-]+)(?P<path>/[^?#]*)?")


def named_profile(text: str) -> tuple[str, str, str] | None:
    """(network as JSON Resume names it, user name, address or "") of a profile written
    "LinkedIn: ada" or "GitHub: ada (https://github.com/ada)", else None."""
    found = NAMED_PROFILE.match(text.strip())
    if found is None:
        return None
    names = {n.lower(): n for n in NETWORKS.values()}
    return names[found["network"].lower()], found["user"], found["url"] or ""


def profile_site(address: str) -> tuple[str | None, str]:
    """The network a profile address belongs to ("GitHub") and the user name in it; None
    and "" for another site."""
    found = _SITE.match(address)
    if found is None:
        return None, ""
    network = NETWORKS.get(found.group("site").lower())
    user = (found.group("path") or "").strip("/").split("/")[-1]
    if network is None or user in ("", "in", "u", "user", "users", "citations"):
        return network, ""
    return network, user
