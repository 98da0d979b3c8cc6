"""A letter's body from a model, as structured parts: an opening, two or three evidence
paragraphs that cite the CV bullets they rest on (their ids pinned by the schema), and a
closing. `cvcoach.rewriting.letter_assembly` writes the rest and guards every sentence."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from langchain_core.messages import BaseMessage, HumanMessage

from cvcoach.engines.base import LetterInput, LetterParagraph, LetterParts, short
from cvcoach.engines.llm_budget import letter_tokens
from cvcoach.engines.llm_replies import known_evidence
from cvcoach.llm.prompts import load_prompt
from cvcoach.llm.schemas import LetterReply, strict_schema, with_choices

if TYPE_CHECKING:
    from cvcoach.engines.llm_session import LLMSession

NOT_GIVEN = "(not given)"


def letter_values(engine: LLMSession, letter: LetterInput, role: dict[str, str]) -> dict[str, str]:
    """The prompt values of a letter, each redacted and defused: the met requirements are
    paired with the bullets that evidence them (never a missing one)."""
    return {
        "candidate": engine.data(letter.candidate),
        "company": engine.data(letter.company or letter.role.company or NOT_GIVEN),
        "role_title": role["role_title"],
        "role_keywords": role["role_keywords"],
        "role_text": role["role_text"],
        "summary": engine.data(letter.summary or NOT_GIVEN),
        "evidence": "\n".join(f"- {b.id}: {engine.data(b.text)}" for b in letter.evidence)
        or "(none)",
        "pairs": "\n".join(
            f'* "{engine.data(short(p.requirement, 120))}" => {p.evidence}' for p in letter.pairs
        )
        or "(none)",
        "skills": engine.data(", ".join(letter.skills) or NOT_GIVEN),
        "headings": engine.data("; ".join(letter.headings) or NOT_GIVEN),
    }


def letter_parts(
    engine: LLMSession, letter: LetterInput, feedback: Sequence[str] = ()
) -> LetterParts:
    """The body of a letter, each paragraph citing the evidence bullets it rests on.

    `feedback` holds the guard's reasons for refusing an earlier draft: sent back once.
    """
    spec = load_prompt("cover_letter")
    role = engine.role_values(letter.role)
    ids = [b.id for b in letter.evidence]
    values = letter_values(engine, letter, role)
    schema = strict_schema(LetterReply)
    if ids:
        schema = with_choices(schema, ("paragraphs", "[]", "evidence"), ids)
    follow_up: list[BaseMessage] = []
    if feedback:
        listed = "\n".join(f"- {engine.data(f)}" for f in feedback)
        follow_up = [
            HumanMessage(
                content="An earlier draft had sentences refused, each for the reason "
                f"given:\n{listed}\nWrite the body again using only the facts given, in "
                "complete sentences that end with a full stop, speaking as I (never we)."
            )
        ]
    try:
        with engine.gate:
            reply = engine.answer(
                spec,
                values,
                known_evidence(ids),
                schema=schema,
                max_tokens=letter_tokens(),
                follow_up=follow_up,
            )
    finally:
        engine.finish_notes()
    if not isinstance(reply, LetterReply):
        raise TypeError(f"expected LetterReply, got {type(reply).__name__}")
    restore = engine.redactor.restore
    return LetterParts(
        opening=restore(reply.opening),
        paragraphs=[
            LetterParagraph(text=restore(p.text), evidence=list(p.evidence))
            for p in reply.paragraphs
        ],
        closing=restore(reply.closing),
    )
