"""What reached the files, checked as a reader would: each polished bullet against its
source, each letter sentence against the CV. Used by the scripted-model tests and the
real-model tier.

The checks are written apart from the guard's own rules where they can be: word counts, the
last word of a sentence, its final mark, the pronouns it speaks with. Facts and skills are
looked up with the guard's fact index (the one reading of "names" the project has).
"""

from __future__ import annotations

import re
from pathlib import Path

from cvcoach.grounding.guard import Guard, split_sentences
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.language.sentences import CLOSING, GREETING

WORDS = re.compile(r"[^\W_][\w+#.'/-]*")
# words no sentence or bullet ends on (articles, prepositions, conjunctions, determiners)
UNFINISHED_ENDINGS = frozenset(
    re.findall(
        r"\w+",
        "a an the and or but of to for from by with as into via than that which this these "
        "those its their our your my his her at on in if while",
    )
)
WE = re.compile(r"\b(?:[Ww]e|us|[Oo]urs?)\b")
READER = re.compile(r"\b(?:you|your|together)\b", re.I)
# a text about the rewriting, not the candidate: "the rewrite drops it", "this bullet should"
ABOUT_THE_TASK = re.compile(
    r"\b(?:the|this) (?:rewrite|original|bullet|candidate)\b|\bshould not be rewritten\b", re.I
)


def bullet_problems(source: str, polished: str, guard: Guard) -> list[str]:
    """What a polished bullet lost against its source: half its words, its end, a fact; or
    what it says instead of the bullet (talk about the rewriting)."""
    if polished == source:
        return []
    found = []
    before, after = WORDS.findall(source), WORDS.findall(polished)
    if 2 * len(after) <= len(before):
        found.append(f"cut down: {len(after)} of {len(before)} words")
    if not any(w[0].isalpha() for w in after):
        found.append("a fragment: no word")
    elif after[-1].lower() in UNFINISHED_ENDINGS and before[-1].lower() != after[-1].lower():
        found.append(f"a fragment: ends on '{after[-1]}'")
    talk = ABOUT_THE_TASK.search(polished)
    if talk and not ABOUT_THE_TASK.search(source):
        found.append(f"talks about the rewriting, not the candidate: '{talk.group(0)}'")
    lost = [
        v.message
        for v in guard.check_rewrite(source, polished, [source])
        if v.kind.startswith("dropped_")
    ]
    return found + lost


def polished_problems(source: Path, polished: Path) -> list[tuple[str, str, list[str]]]:
    """(path, polished text, problems) for each text of the polished CV that lost something."""
    from cvcoach import check

    profile = load_profile(source)
    before = {t.path: t.value for t in profile.texts()}
    after = {t.path: t.value for t in load_profile(polished).texts()}
    fixes = {f.text: f.suggestion for f in check(profile).findings if f.text and f.suggestion}
    guard = Guard(before.values(), corrections=fixes)
    out = []
    for path, text in after.items():
        problems = bullet_problems(before.get(path, text), text, guard)
        if problems:
            out.append((path, text, problems))
    return out


def letter_problems(
    letter: str, cv: Path, role_text: str, addressed: list[str]
) -> list[tuple[str, list[str]]]:
    """(sentence, problems) for each sentence of a letter that names a skill or name the CV
    lacks, does not end, or speaks as "we" about the candidate."""
    profile = load_profile(cv)
    guard = Guard([t.value for t in profile.texts()], role_text=role_text, allowed=addressed)
    name = profile.basics.name.value if profile.basics.name else ""
    out = []
    for sentence in split_sentences(letter):
        plain = sentence.strip()
        if CLOSING.match(plain) or GREETING.fullmatch(plain) or plain == name:
            continue
        if plain.startswith(("Sincerely", "Best regards")):
            continue
        found = [
            f"names '{v.text}', which the CV does not"
            for v in guard.check_sentence(plain)
            if v.kind in ("entity", "role_leak")
        ]
        words = WORDS.findall(plain)
        if not re.search(r"[.!?][\"'’”)]*$", plain):
            found.append("does not end")
        elif words and words[-1].lower() in UNFINISHED_ENDINGS:
            found.append(f"stops on '{words[-1]}'")
        if WE.search(plain) and not READER.search(plain):
            found.append("speaks as 'we'")
        if found:
            out.append((plain, found))
    return out
