"""A model's letter, built to pass the guard rather than cut down by it.

The model writes the body (an opening, evidence paragraphs citing the bullets they rest
on, a closing) as structured data; code writes the greeting, the line that names the role
and the company as the target, and the sign-off. Every sentence of the body passes the
grounding guard (facts and claims), the copy guard (no job-description text, placeholder
or heading), the target check (the role and company are where the candidate is going,
never where they have been) and the form check (a sentence ends, and speaks as "I", never
as "we"). Refused sentences are sent back once with the reasons; when
too little survives, grounded sentences of the offline letter fill the gap, and the letter
says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from cvcoach.engines.base import LetterInput, LetterParts
from cvcoach.grounding.copy_guard import CopyGuard
from cvcoach.grounding.substance import cut_off
from cvcoach.language.markup import strip_markup

MIN_BODY_WORDS = 60  # below this, the offline letter's grounded sentences fill the body
DEFAULT_CLOSING = "I would welcome the chance to discuss how my experience fits this role."

# the line that names the role and company is written once, by `assemble`
TARGET_LINE = re.compile(r"^\W*I am (?:writing|applying) (?:to apply )?for\b", re.I)

SentenceCheck = Callable[[str], list[str]]  # the reasons a sentence may not be used


@dataclass
class Assembly:
    text: str
    removed: list[tuple[str, list[str]]] = field(default_factory=list)
    checked: int = 0
    rescued: int = 0
    filled: bool = False
    notes: list[str] = field(default_factory=list)


def target_claims(sentence: str, company: str | None, title: str | None) -> list[str]:
    """Reasons a sentence claims the target company or role as the candidate's own past."""
    found = []
    verbs = (
        r"(?:work(?:ed|ing)?|serv(?:ed|ing)|employ(?:ed)?|intern(?:ed)?|join(?:ed)?|been|was"
        r"|experience)"
    )
    if company and re.search(
        rf"\b{verbs}\b[^.!?]{{0,40}}\b(?:at|for|with)\s+{re.escape(company)}\b", sentence, re.I
    ):
        found.append(f"says the candidate worked at {company}, the company the letter goes to")
    as_title = rf"\b(?:as|was|am|been)\s+(?:a|an|the)?\s*{re.escape(title)}\b" if title else ""
    applying = re.search(r"\b(?:apply|applying|application)\b", sentence, re.I)
    if as_title and re.search(as_title, sentence, re.I) and not applying:
        found.append(f"gives the candidate the title {title}, the role applied for")
    return found


# "we", "us", "our" about the candidate; "US" the country is in capitals and left alone
_WE = re.compile(r"\b(?:[Ww]e|us|[Oo]urs?|[Oo]urselves|WE|OUR)\b")
# the reader in the same sentence makes "we" the candidate and the company ("how we could
# work together", "talk with you about what we could build")
_READER = re.compile(r"\b(?:you|your|yours|together)\b", re.I)
_ENDED = re.compile(r"[.!?][\"'’”)\]*_]*$")


def form_problems(sentence: str, company: str | None = None) -> list[str]:
    """Why a letter sentence is not a complete sentence in the first person singular: it
    does not end (no full stop, or a last word no clause ends on), or it speaks as "we"
    about the candidate."""
    plain = strip_markup(sentence).strip()
    found = []
    cut = cut_off(plain)
    if not _ENDED.search(plain):
        found.append("does not end: a sentence of a letter ends with a full stop")
    elif cut is not None:
        found.append(f"does not end: it stops on '{cut}'")
    we = _WE.search(plain)
    if we and not _READER.search(plain):
        found.append(
            f"speaks as '{we.group(0)}' about the candidate: the letter is written in the "
            "first person singular (I, my)"
        )
    return found


def sentence_check(
    guard_check: Callable[[str], Sequence[object]],
    copy_guard: CopyGuard,
    company: str | None,
    title: str | None,
    signature: str | None = None,
) -> SentenceCheck:
    """Every check a letter sentence passes: the guard's, the copy guard's, the target
    check and the form check (`signature`, the candidate's name, is a line of its own)."""

    def check(sentence: str) -> list[str]:
        reasons = [str(getattr(v, "message", v)) for v in guard_check(sentence)]
        reasons += copy_guard.problems(sentence)
        reasons += target_claims(sentence, company, title)
        if not signature or sentence.strip() != signature.strip():
            reasons += form_problems(sentence, company)
        return reasons

    return check


def _kept(
    parts: LetterParts, check: SentenceCheck, split: Callable[[str], list[str]]
) -> tuple[list[list[str]], list[tuple[str, list[str]]], int]:
    """Per block (opening, paragraphs..., closing) the sentences that pass, the refused
    ones with reasons, and how many were checked."""
    blocks = [parts.opening, *(p.text for p in parts.paragraphs), parts.closing]
    kept: list[list[str]] = []
    removed: list[tuple[str, list[str]]] = []
    checked = 0
    for block in blocks:
        good = []
        for sentence in split(block) if block.strip() else []:
            checked += 1
            why = check(sentence)
            if why:
                removed.append((sentence, why))
            else:
                good.append(sentence)
        kept.append(good)
    return kept, removed, checked


def _key(sentence: str) -> str:
    return " ".join(re.findall(r"\w+", sentence.lower()))


def _unique(blocks: list[list[str]]) -> list[list[str]]:
    """Each sentence once: a small model often says the same thing in two places."""
    seen: set[str] = set()
    out = []
    for block in blocks:
        kept = []
        for sentence in block:
            if _key(sentence) not in seen and not TARGET_LINE.match(sentence):
                seen.add(_key(sentence))
                kept.append(sentence)
        out.append(kept)
    return out


def _words(blocks: list[list[str]]) -> int:
    return sum(len(s.split()) for block in blocks for s in block)


def assemble(
    data: LetterInput,
    draft: Callable[[Sequence[str]], LetterParts],
    check: SentenceCheck,
    split: Callable[[str], list[str]],
    offline_body: Callable[[], list[str]],
) -> Assembly:
    """The letter: greeting, target line, the guarded body, closing and sign-off."""
    kept, removed, checked = _kept(draft(()), check, split)
    rescued = 0
    if removed:
        feedback = [f"“{s}”: {'; '.join(why)}" for s, why in removed]
        second, removed2, checked2 = _kept(draft(feedback), check, split)
        checked += checked2
        if _words(second) > _words(kept):
            before = {s for block in kept for s in block}
            rescued = sum(1 for block in second for s in block if s not in before)
            kept, removed = second, removed2
    kept = _unique(kept)
    closing = kept[-1] if kept[-1] else [DEFAULT_CLOSING]
    body = [b for b in kept[:-1] if b]
    notes: list[str] = []
    filled = False
    if _words(body) < MIN_BODY_WORDS:
        present = {_key(s) for block in body for s in block}
        extra = [
            s
            for s in offline_body()
            if _key(s) not in present and not TARGET_LINE.match(s) and not check(s)
        ]
        if extra:
            body.append(extra)
            filled = True
            notes.append(
                "the model's letter was too short after the grounding check: "
                f"{len(extra)} sentence(s) of the offline letter were added"
            )
    company = data.company or data.role.company
    title = data.role.title
    greeting = f"Dear Hiring Team at {company}," if company else "Dear Hiring Manager,"
    target = "I am writing to apply for the " + (f"{title} role" if title else "role")
    target += f" at {company}." if company else "."
    paragraphs = [greeting, target + (" " + " ".join(body[0]) if body else "")]
    paragraphs += [" ".join(block) for block in body[1:]]
    paragraphs += [" ".join(closing), f"Sincerely,\n{data.candidate}"]
    return Assembly(
        text="\n\n".join(paragraphs).strip() + "\n",
        removed=removed,
        checked=checked,
        rescued=rescued,
        filled=filled,
        notes=notes,
    )


def apply_corrections(text: str, corrections: dict[str, str]) -> str:
    """The check's corrections applied to a letter: it never repeats a slip check found."""
    for wrong, right in sorted(corrections.items(), key=lambda kv: -len(kv[0])):
        if wrong and right and wrong != right:
            text = re.sub(rf"(?<![\w-]){re.escape(wrong)}(?![\w-])", right, text)
    return text
