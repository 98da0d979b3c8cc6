"""The pieces of an education entry's header: a line cut at the commas around a degree,
each part placed as degree and field, score, place or school, and the school found where a
header names it as a place or after the degree's field (used by `entries.build_education`)."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.header_pieces import COLON, Block, split_place
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import strip_emphasis
from cvcoach.inputs.documents.vocab import (
    DEGREE,
    GPA,
    has_org_word,
    has_strong_org_word,
    has_title_word,
)
from cvcoach.language.places import place_names


def school_named_as_place(entry: Imported, block: Block) -> None:
    """An education entry that names no school but opens with a place alone on its line
    or first cell names its school so ("Instituto Norte, Mexico" over "MSc in IT Management"):
    a school is named first, and the place is the document's text either way."""
    place = entry.fields.get("location")
    if "institution" in entry.fields or not place or not block.header:
        return
    first = block.header[0]
    opening = first.cells[0] if first.cells else first.text
    if strip_emphasis(opening).strip(" ,;") == place:
        entry.fields["institution"] = entry.fields.pop("location")


def school_after_field(entry: Imported) -> None:
    """An education entry that names no school but whose degree's field ends in a name no
    gazetteer knows as a town and its country or region ("MSc in IT Management, Instituto
    Norte, Mexico"): the name and its place are the school, as `school_named_as_place`
    reads them on a line of their own ("MSc in Physics, Lima, Peru", a city, is left alone)."""
    area = entry.fields.get("area", "")
    if (
        "institution" in entry.fields
        or "studyType" not in entry.fields
        or "location" in entry.fields
    ):
        return
    field, place = split_place(area)
    name = place.split(", ")[0]
    if field and ", " in place and name.lower() not in place_names() and _bare_name(name):
        entry.fields["area"], entry.fields["institution"] = field, place


def _score(entry: Imported, part: str, gpa: re.Match[str], extra: list[str]) -> None:
    """The score with its label ("Overall GPA: 3.95/4.0"); a part that says more keeps its
    score and stays whole among the entry's lines."""
    text = strip_emphasis(part).strip(" .;,")
    other = len(text.split()) - len(strip_emphasis(gpa.group()).split())
    if other <= 2:
        entry.fields["score"] = text
    else:
        entry.fields["score"] = gpa.group("score")
        extra.append(part)


def education_parts(text: str) -> list[str]:
    """Split "B.S. in Lyon, Some University" at commas around a degree; "Information
    Technology, University of Reading" where only the last part names a kind of school;
    "Engineer degree Computer Science, EFREI" where a degree comes before a bare name;
    "BSc Physics (University of Leeds)" where brackets close the line round a school, or
    round a degree after one (`_bracketed`)."""
    bracketed = _bracketed(text)
    if bracketed:
        return bracketed
    parts = text.split(", ")
    if len(parts) < 2:
        return [text]
    if any(DEGREE.match(p) for p in parts) and any(has_org_word(p) for p in parts):
        return parts
    if _strong(parts[-1]) and not any(_strong(p) for p in parts[:-1]):
        return [", ".join(parts[:-1]), parts[-1]]
    if _degree_only(parts[0]) and all(_bare_name(p) for p in parts[1:]):
        return parts
    return [text]


_CLOSING_BRACKETS = re.compile(r"(?P<head>.*\S)\s*\((?P<inner>[^()]+)\)")


def _bracketed(text: str) -> list[str]:
    """A line closed by brackets round a school that the words before them do not name
    ("BSc Physics (University of Leeds)"; a degree's field may hold an organisation word,
    "BSc Information Technology"), or round a degree after a school ("Globex
    Institute (MSc Chemistry)"): the two are its parts. Brackets round a remark stay
    ("BSc Physics (with honours)", "Initech University (Springfield campus)")."""
    found = _CLOSING_BRACKETS.fullmatch(text.strip())
    if not found:
        return []
    head, inner = found.group("head").strip(" ,"), found.group("inner").strip()
    if _strong(inner) and not _strong(head) and (DEGREE.match(head) or not has_org_word(head)):
        return [head, inner]
    if _strong(head) and _degree_only(inner) and not _strong(inner):
        return [head, inner]
    return []


def _degree_only(text: str) -> bool:
    """A degree and its field, no sentence or label after it ("Bachelor in Computer Science.
    Advisor: ..." is a degree and a remark)."""
    return bool(DEGREE.match(text)) and not COLON.search(text) and ". " not in text


def _strong(text: str) -> bool:
    """A part naming a kind of school: University, Institute, School, College..."""
    return has_strong_org_word(text)


def _bare_name(text: str) -> bool:
    """A short name every word of which is capitalised ("EFREI", "Instituto Norte"), no
    place, no job word: not "minor in Mathematics"."""
    words = text.split()
    return (
        0 < len(words) <= 5
        and all(w[:1].isupper() or w[:1].isdigit() for w in words)
        and not is_place(text)
        and not has_title_word(text)
    )


def place_education_part(entry: Imported, part: str, extra: list[str], rest: list[str]) -> None:
    degree = DEGREE.match(part)
    gpa = GPA.search(part)
    text, place = split_place(part)
    if degree and "studyType" not in entry.fields:
        entry.fields["studyType"] = degree.group("degree")
        if degree.group("area"):
            entry.fields["area"] = degree.group("area").strip()
        tail = part[degree.end() :].strip(" .;,")
        if tail:
            extra.append(tail)
    elif gpa and "score" not in entry.fields:
        _score(entry, part, gpa, extra)
    elif place and not text and "location" not in entry.fields:
        entry.fields["location"] = place
    elif has_org_word(text) and "institution" not in entry.fields:
        entry.fields["institution"] = text
        if place and "location" not in entry.fields:
            entry.fields["location"] = place
        elif place:
            extra.append(place)
    else:
        rest.append(part)


_COURSE_WORDS = 12  # a course's long title; a sentence of running text is not one


def course_title(entry: Imported, text: str) -> bool:
    """A line under the school naming what was studied when the school's entry names no
    degree nor field: a training course's long title, with its colon or comma ("Docker:
    build and run containers", "Training React, advanced React") is the field, not a
    highlight. Not a sentence, a score, a place, nor a line with digits (a date or a
    grade stays in the highlights)."""
    if "institution" not in entry.fields or "area" in entry.fields or "studyType" in entry.fields:
        return False
    words = text.split()
    return (
        0 < len(words) <= _COURSE_WORDS
        and not text.rstrip().endswith((".", "!", "?"))
        and not any(ch.isdigit() for ch in text)
        and not GPA.search(strip_emphasis(text))
        and not is_place(text)
        and text[:1].isalpha()
    )
