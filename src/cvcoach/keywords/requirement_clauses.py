"""The clauses of a requirement line: a split outside parentheses (`split_top`), the
predicate a clause says how much it is asked with (`OWN_PREDICATE`: "is required", "would be
a plus"), and a list written with semicolons whose items each ask (`semicolon_list`)."""

from __future__ import annotations

import re

OWN_PREDICATE = re.compile(
    r"\b(?:is|are|would be|will be)(?: \w+){0,2} (?:required|a must|essential|mandatory|"
    r"helpful|(?:a )?nice to have|great to have|useful|(?:a )?plus|valued|preferred|beneficial)\b",
    re.I,
)


def split_top(text: str, sep: str) -> list[str]:
    """`text` split at `sep` outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
    parts.append(text[start:])
    return [p.strip(" ;,") for p in parts if p.strip(" ;,")]


# the lead-in of a list of asks: "The director will have: X; Y; Z"
_HAVE_LEAD = re.compile(r"\b(?:have|possess|bring|need|require)\s*$", re.I)


def semicolon_list(parts: list[str]) -> bool:
    """True for a sentence's parts that are the items of a list written with semicolons
    ("... experience with X; a grounding in Y; strong writing; and experience with Z"): three
    or more, each of three words or more; not the options or examples a colon leads into
    ("one or more of the following: X; Y; Z", "This could be: X; Y") unless the lead-in
    asks the reader to have them, nor items a predicate at the end asks for together ("X;
    Y; Z are all essential")."""
    if len(parts) < 3 or any(len(part.split()) < 3 for part in parts):
        return False
    lead, colon, _ = parts[0].partition(":")
    if colon and not _HAVE_LEAD.search(lead):
        return False
    together = OWN_PREDICATE.search(parts[-1])
    return not (together and re.match(r"are\b", together.group(0), re.I))
