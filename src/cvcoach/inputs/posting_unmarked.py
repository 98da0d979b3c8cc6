"""A list that lost its markers and was hard-wrapped: its items told apart by their lines.

A posting pasted as plain text keeps each list item on lines of its own but drops the "-";
when the items were wrapped too, an item runs over several lines ("Experience building web
applications with" / "Django or Flask" / "Strong written English"). `wrapped_items` groups
such lines back into items: a line opens an item when it opens with a capital or a count and
the line before it ends a phrase (not on "and", "with", a comma, nor a name in a run of them:
"Statistics, Computer" / "Science"); any other line continues the item before it.
Hard-wrapped prose is not taken for such a list: its sentences start in the middle of lines,
a list's items at the start of one.
"""

from __future__ import annotations

import re

# a line that ends in the middle of a phrase: the next line continues it
_RUNS_ON = re.compile(
    r"(?:[,(/&+–—-]|\b(?:and|or|of|the|a|an|to|in|on|with|for|as|at|by|from|our|your|their|"
    r"including|such|like|e\.g\.|i\.e\.|is|are|be|that|which|who)|,\s*[A-Z][\w-]*)\s*$",
    re.I,
)
_OPENS = re.compile(r"[A-Z0-9]")
# a sentence that starts in the middle of a line: prose, not a list's item
_MID_SENTENCE = re.compile(r"[a-z0-9)][.!?]\s+[A-Z]")


def wrapped_items(lines: list[str]) -> list[tuple[str, int]] | None:
    """(item, index of its first line) for a paragraph's lines that are three or more list
    items which lost their markers, at least one of them wrapped over several lines; else
    None (see the module doc)."""
    if len(lines) < 4 or not _OPENS.match(lines[0]):
        return None
    if any(_MID_SENTENCE.search(line) for line in lines):
        return None
    items: list[tuple[list[str], int]] = []
    for i, line in enumerate(lines):
        # an item opens with a capital or a count ("3+ years of ...")
        opens = _OPENS.match(line) is not None and (i == 0 or not _RUNS_ON.search(lines[i - 1]))
        if opens:
            items.append(([line], i))
        else:
            items[-1][0].append(line)
    if len(items) < 3 or all(len(parts) == 1 for parts, _ in items):
        return None
    return [(" ".join(parts), start) for parts, start in items]
