"""Section headings: the words that open a JSON Resume section ("Experience", "Honors and
Awards") and the words that usually go with them ("Selected", "Research")."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.vocab import fold, word_set

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
    (" work ", "work"),
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
# ("training": the Europass CV's heading "Education and training", set as a line of
# text where a class prints its headings in the body's type)
HEADING_FILLERS = word_set(
    """
    and & of selected research academic industrial professional work relevant technical
    other additional key personal my recent core previous companies honors honours prizes
    activities extracurricular leadership service open source training
    """
)


def section_of(heading: str) -> str | None:
    """The section a heading opens, or None when it is not a section heading. Matched on
    the folded heading (`vocab.fold`): "Expérience", "ÉDUCATION" open theirs."""
    value = re.sub(r"[^\w&' -]", " ", fold(heading.replace("**", ""))).strip()
    words = value.split()
    if not words or len(words) > 6:
        return None
    if len(words[0]) == 1 and len(words) > 1 and words[0] not in ("a",):
        value = " ".join(words[1:])  # an icon glyph read as a letter: "i TEACHING"
    lower = " " + value + " "
    for word, section in SECTION_WORDS:
        if word in lower:
            return section
    return None


def only_heading_words(text: str) -> bool:
    """Every word is a section word or a usual companion ("Selected", "and", "Research"):
    a line like "Bachelor in Information Technology" is not a heading."""
    words = re.sub(r"[^\w&' -]", " ", fold(text)).split()
    if words and len(words[0]) == 1 and len(words) > 1:
        words = words[1:]  # an icon glyph read as a letter
    stems = [word for word, _ in SECTION_WORDS]
    return bool(words) and all(
        w in HEADING_FILLERS
        or any(stem in w or w in stem for stem in stems if " " not in stem)
        or any(w in stem.split() for stem in stems if " " in stem)
        for w in words
    )
