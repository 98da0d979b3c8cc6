"""Positions grouped under one employer: a layout that names the organisation once, on a
line of its own above the first position's title, and lists the later positions there by
title only (JSON Resume's even theme, LinkedIn's export, many hand-made CVs)."""

from __future__ import annotations

from cvcoach.inputs.documents.header_pieces import Block
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.text_rules import strip_emphasis
from cvcoach.inputs.documents.vocab import has_org_word, has_title_word
from cvcoach.language.places import place_names


def grouped_positions(entries: list[Imported], blocks: list[Block]) -> None:
    """An entry with a title and no organisation, whose header opens with its title on a
    line of the same kind as the title line of the entry above, takes that entry's
    organisation when the entry above set it on a line of its own over its title; so do
    the entries after it while they read the same way. Marked for the reader to confirm."""
    group: tuple[str, Line] | None = None  # the organisation, the group's first title line
    for entry, block in zip(entries, blocks, strict=True):
        key = "name" if entry.section == "work" else "organization"
        org, title = entry.fields.get(key, ""), entry.fields.get("position", "")
        head = block.header[0] if block.header else None
        at_level = (
            group is not None
            and head is not None
            and has_title_word(title)
            and (head.kind, head.level) == (group[1].kind, group[1].level)
        )
        if group is not None and head is not None and at_level and _dash_split(head, title, org):
            # "Technical Marketing Manager - Service Providers" at the group's title level:
            # the part after the dash names no organisation, it is the title's own
            title, org = _plain(head.text), ""
            entry.fields["position"] = title
            entry.fields.pop(key, None)
        if org:
            line = _title_under_org(block, org, title)
            group = (org, line) if line is not None else None
            continue
        if group is not None and head is not None and at_level and _plain(head.text) == title:
            entry.fields[key] = group[0]
            if key not in entry.uncertain:
                entry.uncertain.append(key)
        else:
            group = None


def _dash_split(head: Line, title: str, org: str) -> bool:
    """The organisation was cut off the head line's title at a dash and names no kind of
    organisation or place: "Service Providers" of "Technical Marketing Manager - Service
    Providers"."""
    text = _plain(head.text)
    if not org or not any(text == f"{title}{d}{org}" for d in (" - ", " – ", " — ")):
        return False
    return not has_org_word(org) and not is_place(org) and org.lower() not in place_names()


def _title_under_org(block: Block, org: str, title: str) -> Line | None:
    """The title's line, when the header sets the organisation alone on a line above it."""
    texts = [_plain(line.text) for line in block.header]
    if not title or org not in texts or title not in texts:
        return None
    above, below = texts.index(org), texts.index(title)
    return block.header[below] if above < below else None


def _plain(text: str) -> str:
    return strip_emphasis(text).strip(" ;,|·•:")
