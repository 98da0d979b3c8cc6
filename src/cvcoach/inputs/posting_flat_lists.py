"""Lists a copy flattened: their items run into one paragraph, or their markers cut off.

A job board that strips line breaks writes "Requirements: - At least 3 years of experience.
- Knowledge of React. Other perks: - Free snacks" on one line; a copy from a rich-text
editor leaves each list marker on a line of its own with the item's text a blank line
below ("-", "", "2+ years in a product role."). `with_lists_restored` writes both back as
the Markdown list they were, so that the list's lead-in and items are read as such.
"""

from __future__ import annotations

import re

# a marker alone on its line, the item's text after at most one blank line
# (not a lead-in or heading after an empty item: "*", "What we look for:")
_LONE_MARKER = re.compile(
    r"^([ \t]*(?:[-*+•]|\d{1,2}[.)]))[ \t]*\n(?:[ \t]*\n)?[ \t]*(?=\w[^\n]*[^:\s][ \t]*$)", re.M
)
# "Requirements: - At least ..." inside a paragraph: a short label, a colon, a dash item
_INLINE_LEAD = re.compile(r"(?:(?<=^)|(?<=[.!?] ))([A-Z][\w'’/&() -]{0,40}?): - (?=[A-Z0-9])")
# the next item of such a list: " - " after a sentence's end, before a capital or a digit
_INLINE_ITEM = re.compile(r"(?<=[.!?]) - (?=[A-Z0-9])")


def _unflattened(line: str) -> str:
    """One line whose lists were run together, as a lead-in line and item lines."""
    if len(line) < 60 or not _INLINE_LEAD.search(line):
        return line
    out: list[str] = []
    leads = list(_INLINE_LEAD.finditer(line))
    if line[: leads[0].start()].strip():
        out.append(line[: leads[0].start()].strip())
    for lead, after in zip(leads, [*leads[1:], None], strict=True):
        body = line[lead.end() : after.start() if after else len(line)].strip()
        out.append("")
        out.append(f"{lead.group(1)}:")
        out += [f"- {item.strip()}" for item in _INLINE_ITEM.split(body) if item.strip()]
    return "\n".join(out)


def with_lists_restored(text: str) -> str:
    """The Markdown text with flattened lists written as lists again (see the module doc);
    a text with none as it is."""
    text = _LONE_MARKER.sub(r"\1 ", text)
    return "\n".join(_unflattened(line) for line in text.split("\n"))
