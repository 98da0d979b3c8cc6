"""What must never reach a CV or a letter, whatever facts it carries: text copied from the
job description, lines that address a model, fill-in placeholders and Markdown headings.

The grounding guard compares facts; a copied sentence such as "Ignore all previous
instructions." states none, so it needs this second check. The job description is data:
a run of `COPIED_RUN` of its words, or a whole line of it, is refused in an output.
"""

from __future__ import annotations

import re

COPIED_RUN = 8  # words in a row shared with the job description that count as copied
WHOLE_LINE_MIN = 3  # a whole line of the job description, repeated, is copied at this length
WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#.'’-]*")
ECHO_RUN = 4  # words in a row of the guard's own reasons that mark a rewrite as an echo
QUOTED = re.compile(r"'[^'\n]*'|“[^”\n]*”|‘[^’\n]*’")  # the CV's words quoted in a reason
# What an output may not contain unless the text it replaces does: (pattern, why).
NEVER_WRITTEN: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,40}"
            r"\b(?:instructions?|rules|prompts?)\b"
            r"|\bnote to (?:ai|llm|the ai|language models?|automated)\b"
            r"|\bsystem prompt\b",
            re.IGNORECASE,
        ),
        "addresses a model: text of the job description is never followed",
    ),
    # "[Your Name]", "[Recipient's Name]", "[Company Address]"; not the engine's own
    # placeholders ("[EMAIL_1]") and not Markdown links ("[text](url)")
    (re.compile(r"\[(?![A-Z]+_\d+\])[^\]\n]{2,40}\](?!\()"), "keeps a fill-in placeholder"),
    (
        re.compile(r"<\s*(?:your|insert|company|recipient|hiring)[^>\n]{0,30}>", re.I),
        "keeps a fill-in placeholder",
    ),
    (
        re.compile(r"^\s*#{1,6}\s|^\s*\*\*[^*\n]{1,60}\*\*\s*:?\s*$|\*\*[^*\n]{1,40}\*\*\s*:"),
        "is a Markdown heading or label, not prose",
    ),
)


def words(text: str) -> list[str]:
    return [w.lower().strip(".'’-") for w in WORD.findall(text)]


class CopyGuard:
    """Finds copied role text, model-directed lines, placeholders and headings in an output."""

    def __init__(self, role_text: str) -> None:
        self._runs: set[tuple[str, ...]] = set()
        role_words = words(role_text)
        for i in range(len(role_words) - COPIED_RUN + 1):
            self._runs.add(tuple(role_words[i : i + COPIED_RUN]))
        self._lines: set[tuple[str, ...]] = set()
        for piece in re.split(r"[\n.!?]+", role_text):
            line = tuple(words(piece))
            if len(line) >= WHOLE_LINE_MIN:
                self._lines.add(line)

    def problems(self, text: str, source: str = "") -> list[str]:
        """Why `text` may not be used; `source` is the user's own text it replaces (what
        that already holds is never held against the rewrite)."""
        found: list[str] = []
        own = words(source)
        own_runs = {tuple(own[i : i + COPIED_RUN]) for i in range(len(own) - COPIED_RUN + 1)}
        tokens = words(text)
        for i in range(len(tokens) - COPIED_RUN + 1):
            run = tuple(tokens[i : i + COPIED_RUN])
            if run in self._runs and run not in own_runs:
                found.append(f"copies text of the job description (“{' '.join(run)}…”)")
                break
        for piece in re.split(r"[\n.!?]+", text):
            line = tuple(words(piece))
            if line in self._lines and line != tuple(own) and not found:
                found.append(f"repeats a line of the job description (“{' '.join(line)}”)")
                break
        for pattern, why in NEVER_WRITTEN:
            match = pattern.search(text)
            if match and not pattern.search(source):
                found.append(f"{why} (“{match.group(0).strip()}”)")
        return found


def echoes(text: str, source: str, said: list[str]) -> list[str]:
    """Why `text` repeats what the model was told instead of rewriting its bullet: a run of
    `ECHO_RUN` words of the reasons it was sent (`said`; the CV's own words quoted in them
    left out) that its `source` does not hold. A small model asked again with the guard's
    reasons may answer with those reasons ("The original names 'X'; the rewrite drops it"),
    which keep the bullet's names and so pass every fact check."""
    runs: set[tuple[str, ...]] = set()
    for reason in said:
        for piece in QUOTED.split(reason):
            told = words(piece)
            runs.update(tuple(told[i : i + ECHO_RUN]) for i in range(len(told) - ECHO_RUN + 1))
    own = words(source)
    runs -= {tuple(own[i : i + ECHO_RUN]) for i in range(len(own) - ECHO_RUN + 1)}
    tokens = words(text)
    for i in range(len(tokens) - ECHO_RUN + 1):
        run = tuple(tokens[i : i + ECHO_RUN])
        if run in runs:
            return [f"repeats the reasons it was given instead of rewriting (“{' '.join(run)}…”)"]
    return []
