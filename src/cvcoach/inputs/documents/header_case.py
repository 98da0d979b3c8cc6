"""Titles and names told apart by their case: a name is capitalised in every language,
a title often is not ("specialist for digital access" beside "Hooli Access Foundation").
Used where the vocabulary knows neither side's words."""

from __future__ import annotations

from cvcoach.inputs.documents.header_pieces import Block
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import sentence_like, strip_emphasis
from cvcoach.inputs.documents.vocab import has_org_word, has_title_word
from cvcoach.language.places import place_names

_MIN_ENTRIES = 2
_PIECE_MAX = 10  # words of a title (as `entries` counts them)


def lower_words(text: str) -> int:
    """Words of four letters or more written all in lower case ("spraw", "projet")."""
    return sum(1 for w in text.split() if len(w) >= 4 and w.isalpha() and w.islower())


def case_reading(title: str, org: str) -> bool:
    """A title written as a phrase, some of its longer words in lower case, beside a name
    whose every longer word is capitalised; neither side names the other's kind by its
    words (no job word in the name, no organisation's word in the title)."""
    if not title or not org or has_title_word(org) or has_org_word(title):
        return False
    return lower_words(title) > 0 and lower_words(org) == 0 and org[:1].isupper()


def titles_by_case(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries with an organisation and no title, whose title's line was left in the
    summary or read as the place (`_in_header`: "specjalista do spraw szkoleń" under no
    job word the vocabulary knows): when two
    or more entries of the section have such a phrase that reads as a title by its case
    (`case_reading`) and is no sentence nor place, it is the title."""
    found: list[tuple[Imported, str, str]] = []
    for entry, block in zip(entries, blocks, strict=True):
        key = "name" if entry.section == "work" else "organization"
        org = entry.fields.get(key, "")
        if not org or entry.fields.get("position"):
            continue
        headers = {strip_emphasis(t).strip() for x in block.header for t in [x.text, *x.cells]}
        if block.date is not None:
            headers.add(strip_emphasis(block.date.before).strip(" ;,|·•:"))
        for field in ("summary", "location"):
            text = entry.fields.get(field, "").split("\n")[0]
            if _in_header(text, headers) and _title_phrase(text, org):
                found.append((entry, field, text))
                break
    if len(found) < _MIN_ENTRIES:
        return
    for entry, field, text in found:
        entry.fields["position"] = text
        lines = entry.fields[field].split("\n")[1:]
        if lines:
            entry.fields[field] = "\n".join(lines)
        else:
            del entry.fields[field]
        entry.uncertain.append("position")


def _in_header(text: str, headers: set[str]) -> bool:
    """A header line, a cell of one, the words before the dates, or one side of a header
    line's comma ("specialist for training, Hooli Foundation")."""
    return bool(text) and any(
        t == text or t.startswith(f"{text}, ") or t.endswith(f", {text}") for t in headers
    )


def _title_phrase(text: str, org: str) -> bool:
    if not text or len(text.split()) > _PIECE_MAX or sentence_like(text):
        return False
    if is_place(text) or text.lower() in place_names():
        return False
    return case_reading(text, org)


def swap_by_case(entries: list[Imported]) -> None:
    """Entries read with the title as the organisation and the organisation as the title,
    as their case says ("Hooli Access Foundation" as the title, "specialist for digital
    access" as the organisation), the vocabulary knowing neither side: when two or more
    entries of the section read so and none reads the other way by its case, each is
    swapped."""
    swapped: list[Imported] = []
    for entry in entries:
        key = "name" if entry.section == "work" else "organization"
        org, title = entry.fields.get(key, ""), entry.fields.get("position", "")
        if case_reading(title, org):
            return
        if case_reading(org, title) and not has_title_word(org) and not has_org_word(title):
            swapped.append(entry)
    if len(swapped) < _MIN_ENTRIES:
        return
    for entry in swapped:
        key = "name" if entry.section == "work" else "organization"
        entry.fields[key], entry.fields["position"] = entry.fields["position"], entry.fields[key]
