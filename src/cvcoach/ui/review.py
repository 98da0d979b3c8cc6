"""Polish, one change at a time: accept, reject or edit each rewrite, answer the questions.

A proposal is a plain dict (it lives in the page's session state): the text's path, its
entry, the text before, the proposed text, the user's current version, the reasons, the
role keywords it carries and a status (`proposed`, `accepted`, `rejected`). Every version
the user accepts passes the grounding guard again; an answer to a metric question is a
fact the user states, so the guard reads it as part of the entry.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import Any

from cvcoach.model.findings import Finding
from cvcoach.model.profile import Profile
from cvcoach.ui import safe

Proposal = dict[str, Any]
_TOKEN = re.compile(r"\s+|[\w'’-]+|[^\w\s]")


def proposals(result: Any) -> list[Proposal]:
    """One proposal per change polish made; the user has decided nothing yet."""
    return [
        {
            "path": c.path,
            "entry": c.entry,
            "before": c.before,
            "after": c.after,
            "text": c.after,
            "reasons": list(c.reasons),
            "targets": list(c.targets),
            "status": "proposed",
            "problem": "",
            "answer": "",
        }
        for c in result.changes
    ]


def diff_html(before: str, after: str) -> str:
    """HTML of a word-level diff: removed words struck through, added words highlighted."""
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(safe.text("".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append("<del>" + safe.text("".join(a[i1:i2])) + "</del>")
        if j2 > j1:
            out.append("<ins>" + safe.text("".join(b[j1:j2])) + "</ins>")
    return "".join(out)


def _entry_texts(profile: Profile, path: str) -> list[str]:
    """The texts of the entry that holds `path` (the context a rewrite may use)."""
    for entry in profile.entries:
        if path.startswith(entry.path + "."):
            return [t.value for t in entry.texts()]
    return [t.value for t in profile.basics.texts()]


def guard_problems(
    profile: Profile,
    findings: Sequence[Finding],
    role_text: str,
    before: str,
    after: str,
    path: str,
    facts: Sequence[str] = (),
) -> list[str]:
    """Why the guard refuses `after` as a rewrite of `before` (empty: it passes)."""
    from cvcoach.grounding.guard import Guard
    from cvcoach.rewriting.polish import corrections_by_path

    fixes = {w: f for per in corrections_by_path(list(findings)).values() for w, f in per.items()}
    owner = [profile.basics.name.value] if profile.basics.name else []
    texts = [t.value for t in profile.texts()] + list(facts)
    guard = Guard(texts, role_text=role_text, corrections=fixes, subject=owner)
    context = _entry_texts(profile, path) + list(facts)
    return [v.message for v in guard.check_rewrite(before, after, context)]


def decide(
    items: list[Proposal],
    index: int,
    action: str,
    text: str,
    profile: Profile,
    findings: Sequence[Finding],
    role_text: str,
) -> list[Proposal]:
    """A new list with proposal `index` accepted (after the guard) or rejected."""
    items = [dict(p) for p in items]
    p = items[index]
    if action == "reject":
        p.update(status="rejected", problem="")
        return items
    text = (text or "").strip()
    if not text:
        p.update(problem="The text is empty: reject the change instead.")
        return items
    facts = [p["answer"]] if p.get("answer") else []
    original = " ".join([p["before"], *facts])
    why = (
        guard_problems(profile, findings, role_text, original, text, p["path"], facts)
        if text != p["before"]
        else []
    )
    if why:
        p.update(text=text, status="proposed", problem="Not accepted: " + "; ".join(why))
    else:
        p.update(text=text, status="accepted", problem="")
    return items


def accepted(items: Sequence[Proposal]) -> dict[str, str]:
    """path -> text for every accepted change."""
    return {p["path"]: p["text"] for p in items if p["status"] == "accepted"}


def with_answer(before: str, answer: str) -> str:
    """The bullet with the user's figure added: 'Cut build time' + 'by 40%'."""
    answer = answer.strip().rstrip(".")
    stop = "." if before.rstrip().endswith(".") else ""
    joiner = " " if re.match(r"(?:by|to|from|for|across|in|with|on|of|\()\b", answer) else ", "
    return before.rstrip().rstrip(".") + joiner + answer + stop


def answer_question(
    items: list[Proposal],
    question: dict[str, str],
    answer: str,
    profile: Profile,
    findings: Sequence[Finding],
    role_text: str,
) -> tuple[list[Proposal], str]:
    """Add the user's figure to a bullet as an accepted change; a message says what happened."""
    answer = (answer or "").strip()
    if not re.search(r"\d", answer):
        return items, "Type the figure itself, with its number (for example: by 40%)."
    path = question["path"]
    current = next((p for p in items if p["path"] == path and p["status"] == "accepted"), None)
    before = question["text"]
    base = current["text"] if current else before
    after = with_answer(base, answer)
    # the user's figure is a fact they state: the guard reads it as part of the original
    why = guard_problems(profile, findings, role_text, before + " " + answer, after, path, [answer])
    if why:
        return items, "Not added: " + safe.md("; ".join(why))
    items = [dict(p) for p in items if p["path"] != path]
    items.append(
        {
            "path": path,
            "entry": question.get("entry", ""),
            "before": before,
            "after": after,
            "text": after,
            "reasons": ["your figure added"],
            "targets": [],
            "status": "accepted",
            "problem": "",
            "answer": answer,
        }
    )
    return items, "Added: " + safe.md(after)
