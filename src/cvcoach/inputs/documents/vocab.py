"""Words that tell what a CV line is: section headings, job titles, organisations, places,
degrees. General CV vocabulary, not tuned to any one document."""

from __future__ import annotations

import re

# Heading words -> the JSON Resume section they open (first match in the heading wins).
SECTION_WORDS: tuple[tuple[str, str], ...] = (
    ("teaching", "volunteer"),
    ("volunteer", "volunteer"),
    ("education", "education"),
    ("academic background", "education"),
    ("qualification", "education"),
    ("publication", "publications"),
    ("papers", "publications"),
    ("patent", "publications"),
    ("talks", "talks"),
    ("presentations", "talks"),
    ("project", "projects"),
    ("award", "awards"),
    ("honor", "awards"),
    ("honour", "awards"),
    ("scholarship", "awards"),
    ("competition", "awards"),
    ("achievement", "awards"),
    ("certificat", "certificates"),
    ("skill", "skills"),
    ("technolog", "skills"),
    ("tools", "skills"),
    ("language", "languages"),
    ("interest", "interests"),
    ("hobbies", "interests"),
    ("hobby", "interests"),
    ("reference", "references"),
    ("experience", "work"),
    ("employment", "work"),
    ("work history", "work"),
    ("career", "work"),
    ("positions", "work"),
    ("internship", "work"),
    ("timeline", "timeline"),
    ("summary", "summary"),
    ("about", "summary"),
    ("biography", "summary"),
    ("profile", "summary"),
    ("objective", "summary"),
    ("links", "other"),
    ("contact", "other"),
    ("previous companies", "other"),
)

TITLE_WORDS = frozenset(
    [
        "intern",
        "internship",
        "engineer",
        "developer",
        "programmer",
        "manager",
        "scientist",
        "researcher",
        "assistant",
        "associate",
        "professor",
        "lecturer",
        "lead",
        "leader",
        "director",
        "consultant",
        "analyst",
        "architect",
        "designer",
        "officer",
        "student",
        "fellow",
        "postdoc",
        "head",
        "founder",
        "cofounder",
        "co-founder",
        "chair",
        "president",
        "administrator",
        "specialist",
        "technician",
        "coordinator",
        "owner",
        "committer",
        "maintainer",
        "contributor",
        "ta",
        "tutor",
        "instructor",
        "teacher",
        "llvmer",
        "swe",
        "sde",
        "mts",
        "staff",
        "principal",
        "vp",
        "cto",
        "ceo",
        "cfo",
        "coo",
        "professional",
        "expert",
        "advisor",
        "adviser",
        "editor",
        "writer",
        "member",
        "partner",
    ]
)
ORG_WORDS = frozenset(
    [
        "university",
        "college",
        "school",
        "institute",
        "institution",
        "academy",
        "lab",
        "labs",
        "laboratory",
        "laboratories",
        "company",
        "corp",
        "corporation",
        "inc",
        "inc.",
        "ltd",
        "ltd.",
        "llc",
        "gmbh",
        "co",
        "co.",
        "group",
        "team",
        "center",
        "centre",
        "foundation",
        "technologies",
        "technology",
        "systems",
        "research",
        "hospital",
        "bank",
        "agency",
        "department",
        "ministry",
        "council",
        "society",
        "association",
        "organization",
        "organisation",
        "studio",
        "studios",
        "solutions",
        "services",
        "ventures",
        "capital",
        "partners",
    ]
)
STRONG_ORG_WORDS = frozenset(
    [
        "university",
        "college",
        "school",
        "institute",
        "academy",
        "lab",
        "labs",
        "laboratory",
        "laboratories",
        "company",
        "corp",
        "corporation",
        "inc",
        "ltd",
        "llc",
        "gmbh",
        "foundation",
        "hospital",
    ]
)
COUNTRIES = frozenset(
    [
        "china",
        "usa",
        "us",
        "u.s.",
        "u.s.a.",
        "uk",
        "u.k.",
        "united states",
        "united kingdom",
        "canada",
        "germany",
        "france",
        "japan",
        "korea",
        "south korea",
        "india",
        "singapore",
        "australia",
        "netherlands",
        "switzerland",
        "sweden",
        "norway",
        "denmark",
        "finland",
        "italy",
        "spain",
        "portugal",
        "ireland",
        "israel",
        "taiwan",
        "hong kong",
        "brazil",
        "mexico",
        "russia",
        "austria",
        "belgium",
        "poland",
        "czech republic",
        "new zealand",
        "vietnam",
        "thailand",
        "malaysia",
        "indonesia",
        "philippines",
        "turkey",
        "greece",
        "egypt",
        "nigeria",
        "kenya",
        "south africa",
        "argentina",
        "chile",
        "colombia",
        "pakistan",
        "bangladesh",
        "iran",
        "uae",
        "saudi arabia",
        "qatar",
        "luxembourg",
        "hungary",
        "romania",
        "ukraine",
        "england",
        "scotland",
        "wales",
    ]
)
US_STATES = frozenset(
    [
        "AL",
        "AK",
        "AZ",
        "AR",
        "CA",
        "CO",
        "CT",
        "DE",
        "FL",
        "GA",
        "HI",
        "ID",
        "IL",
        "IN",
        "IA",
        "KS",
        "KY",
        "LA",
        "ME",
        "MD",
        "MA",
        "MI",
        "MN",
        "MS",
        "MO",
        "MT",
        "NE",
        "NV",
        "NH",
        "NJ",
        "NM",
        "NY",
        "NC",
        "ND",
        "OH",
        "OK",
        "OR",
        "PA",
        "RI",
        "SC",
        "SD",
        "TN",
        "TX",
        "UT",
        "VT",
        "VA",
        "WA",
        "WV",
        "WI",
        "WY",
        "DC",
        "ON",
        "QC",
        "BC",
        "AB",
    ]
)
STATE_NAMES = frozenset(
    [
        "california",
        "new york",
        "washington",
        "texas",
        "massachusetts",
        "illinois",
        "pennsylvania",
        "new jersey",
        "georgia",
        "florida",
        "oregon",
        "colorado",
        "michigan",
        "ohio",
        "virginia",
        "maryland",
        "north carolina",
        "arizona",
        "minnesota",
        "wisconsin",
        "indiana",
        "utah",
        "ontario",
        "quebec",
        "british columbia",
    ]
)
PLACE_WORDS = frozenset({"remote", "online", "hybrid", "worldwide"})

DEGREE = re.compile(
    r"^(?P<degree>(?:bachelor|master|doctor)(?:'s)? of (?:applied |fine |computer |political )?"
    r"(?:science|arts|engineering|philosophy|business administration|laws|technology|education)s?"
    r"|ph\.?\s?d\.?|d\.?\s?phil\.?|m\.?\s?phil\.?|m\.?\s?sc\.?|b\.?\s?sc\.?|m\.?\s?eng\.?"
    r"|b\.?\s?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|m\.?\s?b\.?\s?a\.?|b\.\s?[saef]\.|m\.\s?[saef]\."
    r"|bs|ms|ba|ma|bsc|msc|meng|beng|mba|phd"
    r"|(?:bachelor|master|associate)(?:'s|s)?(?: degree)?|doctorate|diploma)"
    r"(?=$|[\s,.;:•·|(])(?:\s+(?:in|of)\s+(?P<area>[^.;•·|(]+?))?(?=$|[.;•·|(]\s|[.;]$|\s[•·|(])",
    re.I,
)
GPA = re.compile(r"\b(?:gpa|cgpa|grade|score)\b\s*[:=]?\s*\**\s*(?P<score>\d[\d.]*\s*/\s*\d[\d.]*)",
                 re.I)  # fmt: skip


def _phrase_words(text: str) -> set[str]:
    return {w.strip(".,;:()").lower() for w in text.split()}


def has_title_word(text: str) -> bool:
    words = [w.strip(".,;:()*").lower() for w in re.split(r"[\s/]+", text)]
    return any(w in TITLE_WORDS for w in words)


def has_org_word(text: str) -> bool:
    return bool(_phrase_words(text) & ORG_WORDS) or text.lstrip().startswith("@")


def is_place(text: str) -> bool:
    """`Beijing, China`, `Menlo Park, CA`, `Ithaca, New York`, `Remote`, `China`."""
    value = text.strip(" ;,|·•").replace("**", "")
    if not value or len(value) > 50 or any(ch.isdigit() for ch in value) or has_org_word(value):
        return False
    parts = [p.strip() for p in value.split(",")]
    last = parts[-1]
    if last.lower() in PLACE_WORDS or last.lower() in COUNTRIES:
        return len(parts) <= 3 and all(0 < len(p.split()) <= 3 for p in parts)
    if len(parts) >= 2 and (last in US_STATES or last.lower() in STATE_NAMES):
        return all(0 < len(p.split()) <= 3 for p in parts)
    return False


def section_of(heading: str) -> str | None:
    """The section a heading opens, or None when it is not a section heading."""
    value = re.sub(r"[^\w&' -]", " ", heading.replace("**", "")).strip()
    words = value.split()
    if not words or len(words) > 6:
        return None
    if len(words[0]) == 1 and len(words) > 1 and words[0].lower() not in ("a",):
        value = " ".join(words[1:])  # an icon glyph read as a letter: "i TEACHING"
    lower = " " + value.lower() + " "
    for word, section in SECTION_WORDS:
        if word in lower:
            return section
    return None


HEADING_FILLERS = frozenset(
    [
        "and",
        "&",
        "of",
        "selected",
        "research",
        "academic",
        "industrial",
        "professional",
        "work",
        "relevant",
        "technical",
        "other",
        "additional",
        "key",
        "personal",
        "my",
        "recent",
        "core",
        "previous",
        "companies",
        "honors",
        "honours",
        "prizes",
        "activities",
        "extracurricular",
        "leadership",
        "service",
        "open",
        "source",
    ]
)


def only_heading_words(text: str) -> bool:
    """Every word is a section word or a usual companion ("Selected", "and", "Research"):
    a line like "Bachelor in Information Technology" is not a heading."""
    words = re.sub(r"[^\w&' -]", " ", text).lower().split()
    if words and len(words[0]) == 1 and len(words) > 1:
        words = words[1:]  # an icon glyph read as a letter
    stems = [word for word, _ in SECTION_WORDS]
    return bool(words) and all(
        w in HEADING_FILLERS
        or any(stem in w or w in stem for stem in stems if " " not in stem)
        or any(w in stem.split() for stem in stems if " " in stem)
        for w in words
    )
