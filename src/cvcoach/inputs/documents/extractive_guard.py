"""The extractive guard: an imported value must be the document's own text.

Every field value (and every line of a multi-line value) must occur in the text read from
the document, after the normalising the readers do (white space, ligatures, hyphenation)
and ignoring Markdown emphasis markers. A value that does not is refused: the import
leaves it out and says so, whichever engine produced it.
"""

from __future__ import annotations

import re

from cvcoach.inputs.documents.lines import Line, normalise
from cvcoach.inputs.documents.model import ImportDraft

_MARKERS = re.compile(r"[*`]")


def canonical(text: str) -> str:
    return " ".join(_MARKERS.sub("", normalise(text)).split())


class ExtractiveGuard:
    """Knows the document's text; `allows(value)` says whether a value is taken from it."""

    def __init__(self, lines: list[Line]) -> None:
        parts = [line.text for line in lines]
        parts += [v for line in lines for v in line.extras.values()]
        self._text = "\n".join(canonical(p) for p in parts)

    def allows(self, value: str) -> bool:
        return all(self._has(canonical(part)) for part in value.split("\n") if part.strip())

    def _has(self, part: str) -> bool:
        """`part` occurs in the text, not as a piece of a longer word ("talk" in "talks").

        A plain substring search (no pattern is compiled from the value, whose length is
        the document's to choose), then a look at the character on either side.
        """
        text = self._text
        start = text.find(part)
        while start >= 0:
            end = start + len(part)
            if not (part[:1].isalnum() and start > 0 and _is_word(text[start - 1])) and not (
                part[-1:].isalnum() and end < len(text) and _is_word(text[end])
            ):
                return True
            start = text.find(part, start + 1)
        return False

    def unsupported_words(self, value: str) -> list[str]:
        """Words of `value` that the document never uses (for the eval's invented-word count)."""
        words = set(re.findall(r"[^\W\d_][\w'’.-]*", self._text))
        lower = {w.lower().strip(".") for w in words}
        found = re.findall(r"[^\W\d_][\w'’.-]*", canonical(value))
        return [w for w in found if w.lower().strip(".") not in lower]


def _is_word(char: str) -> bool:
    """What `\\w` matches: letters, digits and the underscore."""
    return char.isalnum() or char == "_"


def enforce(draft: ImportDraft, guard: ExtractiveGuard) -> None:
    """Drop every value the guard refuses (recorded in `draft.refused`)."""
    for key in list(draft.basics):
        if not guard.allows(draft.basics[key]):
            draft.refused.append(f"basics.{key}: {draft.basics.pop(key)!r}")
    draft.profiles = [p for p in draft.profiles if _keep(guard, draft, "basics.profiles", p)]
    draft.summary = [s for s in draft.summary if _keep(guard, draft, "basics.summary", s)]
    for entry in draft.entries:
        for key in list(entry.fields):
            if not guard.allows(entry.fields[key]):
                draft.refused.append(
                    f"{entry.section} ({entry.where}) {key}: {entry.fields.pop(key)!r}"
                )
        label = f"{entry.section} ({entry.where})"
        entry.highlights = [h for h in entry.highlights if _keep(guard, draft, label, h)]
        entry.keywords = [k for k in entry.keywords if _keep(guard, draft, label, k)]


def _keep(guard: ExtractiveGuard, draft: ImportDraft, where: str, value: str) -> bool:
    if guard.allows(value):
        return True
    draft.refused.append(f"{where}: {value!r}")
    return False
