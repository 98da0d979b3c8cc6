"""Biographies in running text ("In 2014, they moved on to work at Meitu, where they worked
as a Linux Kernel and Driver Developer."): a paragraph that says when and where someone
worked or studied becomes an entry; its sentences, as written, are the highlights."""

from __future__ import annotations

import re

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import ImportDraft, Imported
from cvcoach.inputs.documents.text_rules import sentences

_YEAR = r"(?:19|20)\d\d"
_WHEN = re.compile(
    rf"\b(?:from|between)\s+(?P<start>{_YEAR})\s+(?:to|until|and|-|–)\s+(?P<end>{_YEAR}|present)\b"
    rf"|\b(?:in|since)\s+(?P<year>{_YEAR})\b",
    re.I,
)
_ORG = r"[A-Z][\w&.'’ -]*?(?:,? (?:Inc|Ltd|LLC|Co|Corp|GmbH)\.?)*"
_ORG_END = (
    r"(?=(?<=\.)\s+[A-Z]|(?<=\.)$|,|\s+as\s|\s+where\b|\s+from\s|\.\s|\.$|\s+in\s+(?:19|20)\d\d)"
)
_WORK_AT = re.compile(
    rf"\b(?:work(?:ed|ing)?|employed|started|joined|moved on to work|positions?)\b[^.]*?"
    rf"(?:\bat\s+|\bjoined\s+)(?P<org>{_ORG}){_ORG_END}"
)
_JOINED = re.compile(rf"\bjoined\s+(?P<org>{_ORG}){_ORG_END}")
_AS = re.compile(r"\bas an?\s+(?P<title>[A-Za-z][\w&/' -]*?)(?=\s+at\s|,|\.\s|\.$|\s+for\s)")
_STUDY = re.compile(
    r"\b(?:attended|studied at|graduated from)\s+(?:the\s+)?"
    r"(?P<org>[A-Z][\w&.'’ -]*?)(?=\s+from\s|,|\.\s|\.$|\s+in\s)"
)
_DEGREE = re.compile(
    r"\b(?:obtained|earned|received|completed)\s+an?\s+(?P<degree>[\w'’ .-]*?degree)"
    r"(?:\s+in\s+(?P<area>[A-Z][\w&' -]*?))?(?=[,.]|$)"
)


def read_biography(lines: list[Line], draft: ImportDraft) -> list[Line]:
    """Entries from biography paragraphs; returns the lines that are not one."""
    rest: list[Line] = []
    for line in lines:
        entry = _paragraph(line)
        if entry is None:
            rest.append(line)
        else:
            draft.entries.append(entry)
    return rest


def _paragraph(line: Line) -> Imported | None:
    text = line.text
    if line.kind != "text" or len(text.split()) < 12:
        return None
    first = sentences(text)[0] if sentences(text) else text
    when = _WHEN.search(first)
    study = _STUDY.search(first)
    if study:
        entry = Imported("education", {"institution": study.group("org").strip()}, where=line.where)
        degree = _DEGREE.search(text)
        if degree:
            entry.fields["studyType"] = degree.group("degree").strip()
            if degree.group("area"):
                entry.fields["area"] = degree.group("area").strip()
        when = _WHEN.search(text)
    else:
        org = _WORK_AT.search(first) or _JOINED.search(first)
        if org is None or when is None:
            return None
        entry = Imported("work", {"name": org.group("org").strip(" ,")}, where=line.where)
        title = _AS.search(first)
        if title:
            entry.fields["position"] = title.group("title").strip()
    entry.highlights = sentences(text)  # the paragraph as written: none of its words lost
    if when is not None:
        if when.group("year"):
            entry.fields["startDate"] = when.group("year")
        else:
            entry.fields["startDate"] = when.group("start")
            entry.fields["endDate"] = when.group("end")
    entry.uncertain.extend(["name" if entry.section == "work" else "institution", "dates"])
    return entry
