"""The user's decisions on polish's changes, as plain functions run in a worker: accept
(through the grounding guard) or reject one, accept all, add a figure only the user knows."""

from __future__ import annotations

from typing import Any

from cvcoach.model.findings import InputError
from cvcoach.ui import review
from cvcoach.ui import workspace as ws


def context(text: str, name: str, role_file: str | None, role_text: str | None) -> Any:
    """The profile, its findings and the role's text: what the guard weighs a change against."""
    from cvcoach.checks.run import check

    profile = ws.profile_of(text, name)
    role = ws.role_of(role_file, role_text)
    return profile, check(profile, role).findings, role.text if role else ""


def with_problem(items: list[dict[str, Any]], index: int, problem: str) -> list[dict[str, Any]]:
    """The proposals with `problem` shown on card `index` (when there is one)."""
    items = [dict(p) for p in items]
    if 0 <= index < len(items):
        items[index]["problem"] = problem
    return items


def decide(
    index: int,
    action: str,
    items: list[dict[str, Any]],
    text: str,
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str | None,
) -> list[dict[str, Any]]:
    """Accept (after the guard) or reject change `index`."""
    if not 0 <= index < len(items):
        return items
    try:
        profile, findings, role = context(cv, name, role_file, role_text)
    except InputError as exc:
        return with_problem(items, index, ws.friendly(exc))
    return review.decide(items, index, action, text, profile, findings, role)


def accept_all(
    items: list[dict[str, Any]], cv: str, name: str, role_file: str | None, role_text: str | None
) -> list[dict[str, Any]]:
    """Every change still proposed, accepted through the guard."""
    profile, findings, role = context(cv, name, role_file, role_text)
    for i, p in enumerate(items):
        if p["status"] == "proposed":
            items = review.decide(items, i, "accept", p["text"], profile, findings, role)
    return items


def answer(
    items: list[dict[str, Any]],
    question: dict[str, str],
    figure: str,
    cv: str,
    name: str,
    role_file: str | None,
    role_text: str | None,
) -> tuple[list[dict[str, Any]], str]:
    """The user's figure added to a bullet, through the guard."""
    profile, findings, role = context(cv, name, role_file, role_text)
    return review.answer_question(items, question, figure, profile, findings, role)
