"""The Markdown report written beside a polished CV: what changed, what was refused, and why.

Every text from the CV, the posting or a model goes in through `inert`: a viewer shows it,
and no HTML or image in it acts (a CV from someone else is input too)."""

from __future__ import annotations

from cvcoach.language.markup import inert
from cvcoach.model.usage import Usage
from cvcoach.rewriting.polish import QUESTION_NOTE, PolishResult


def _quote(text: str) -> str:
    return "> " + inert(text).replace("\n", "\n> ")


def model_failures(r: PolishResult) -> str:
    """One line on the entries the model failed on, and what stood in for them."""
    text = f"The model failed on {r.entries_failed} of {r.entries} entries"
    if r.fallback:
        return text + f"; the offline rules rewrote {len(r.fallback)} of them instead"
    return text + "; their text is kept as it is"


def coverage_change(r: PolishResult, arrow: str = "→") -> str:
    """The share of the role's keywords the CV covers, before and after: "40% → 65%"."""
    return f"{r.coverage_before.ratio:.0%} {arrow} {r.coverage_after.ratio:.0%}"


def polish_report(result: PolishResult, polished_path: str) -> str:
    """The report as Markdown, section by section."""
    return "\n".join(
        [
            *_summary(result, polished_path),
            *_usage(result.usage),
            *_notes(result),
            *_changes(result),
            *_reordered(result),
            *_rejected(result),
            *_entry_errors(result),
            *_questions(result),
            *_findings_left(result),
            *_requirements(result),
            *_role_keywords(result),
        ]
    )


def _summary(r: PolishResult, polished_path: str) -> list[str]:
    before, after = r.coverage_before, r.coverage_after
    return [
        f"# Polish report: {inert(r.source)}",
        "",
        f"- Target role: {inert(r.role_title or '(untitled)')}"
        + (f" at {inert(r.role_company)}" if r.role_company else ""),
        f"- Engine: **{r.engine}**",
        f"- Polished CV: `{polished_path}` (your file was not modified)",
        f"- Changes applied: {len(r.changes)}; rewrites refused by the grounding guard: "
        f"{len(r.rejected)}",
        f"- Role keywords covered: {before.ratio:.0%} before → {after.ratio:.0%} after",
        "",
    ]


def _usage(u: Usage) -> list[str]:
    """What the model cost, and its notes."""
    lines: list[str] = []
    if u.requests or u.cached:
        cost = f", estimated cost ${u.cost_usd:.4f}" if u.cost_usd is not None else ""
        approx = " (approximate)" if u.tokens_approximate else ""
        lines += [
            f"- Model requests: {u.requests} (+{u.cached} from cache); tokens: "
            f"{u.prompt_tokens} in, {u.completion_tokens} out{approx}{cost}",
            "",
        ]
    lines += [f"- Note: {inert(note)}" for note in u.notes]
    if u.notes:
        lines.append("")
    return lines


def _notes(r: PolishResult) -> list[str]:
    """Model failures, offline additions and second-attempt rescues."""
    lines: list[str] = []
    if r.entries_failed:
        lines += [f"- **{model_failures(r)}**", ""]
    if r.offline_added:
        lines += [
            f"- {r.offline_added} change(s) come from the offline rules, on text the model left "
            "as it was (typos, tense, weak openings)",
            "",
        ]
    if r.rescued:
        lines += [
            f"- {r.rescued} rewrite(s) passed the guard at the second attempt, after the model "
            "was told what its first one stated that the CV does not",
            "",
        ]
    return lines


def _no_change_reason(r: PolishResult) -> list[str]:
    """Why nothing changed, when nothing did."""
    if r.changes:
        return []
    if r.entries_failed:
        return [
            "No change was applied: the model gave no usable answer for "
            f"{r.entries_failed} of {r.entries} entries (see below). Your text is kept as it is.",
            "",
        ]
    if r.rejected:
        return ["No rewrite passed the grounding guard: your text is kept as it is.", ""]
    return [
        f"The {r.engine} engine found nothing it could improve without guessing: your text "
        "is kept as it is. The questions and findings below are what is left to do.",
        "",
    ]


def _changes(r: PolishResult) -> list[str]:
    lines = ["## Changes", "", *_no_change_reason(r)]
    for c in r.changes:
        lines += [f"### {inert(c.entry)} — `{c.path}`", ""]
        lines += ["Before:", "", _quote(c.before), "", "After:", "", _quote(c.after), ""]
        if c.reasons:
            lines += ["Why: " + inert("; ".join(c.reasons)), ""]
        if c.targets:
            lines += ["Role keywords it carries: " + inert(", ".join(c.targets)), ""]
    return lines


def _reordered(r: PolishResult) -> list[str]:
    if not r.reordered:
        return []
    lines = ["## Bullets reordered by relevance to the role", ""]
    for path, order in r.reordered.items():
        lines.append(f"- `{path}`: new order of the original bullets {order}")
    return [*lines, ""]


def _rejected(r: PolishResult) -> list[str]:
    if not r.rejected:
        return []
    lines = ["## Rewrites refused (your text is kept)", ""]
    for j in r.rejected:
        lines += [f"### {inert(j.entry)} — `{j.path}`", "", "Proposed:", "", _quote(j.proposed), ""]
        lines += ["Refused because:", "", *(f"- {inert(why)}" for why in j.why), ""]
    return lines


def _entry_errors(r: PolishResult) -> list[str]:
    if not r.entry_errors:
        return []
    errors = [f"- {inert(e)}" for e in r.entry_errors]
    return ["## Entries the engine could not rewrite", "", *errors, ""]


def _questions(r: PolishResult) -> list[str]:
    """Spelling cvcoach is not sure of, then numbers only the user knows."""
    lines: list[str] = []
    guesses = [q for q in r.questions if q.kind == "spelling"]
    if guesses:
        from cvcoach.grounding.corrections import PROPOSAL_NOTE

        lines += ["## Questions for you: spelling cvcoach is not sure of", "", PROPOSAL_NOTE, ""]
        lines += [f"- `{q.path}`: {inert(q.question)}" for q in guesses]
        lines.append("")
    numbers = [q for q in r.questions if q.kind != "spelling"]
    if numbers:
        lines += [
            "## Questions for you: numbers only you know",
            "",
            "These bullets have no number. " + QUESTION_NOTE,
            "",
        ]
        lines += [f"- `{q.path}`: “{inert(q.text)}” — {inert(q.question)}" for q in numbers]
        lines.append("")
    return lines


def _findings_left(r: PolishResult) -> list[str]:
    lines = ["## Findings left for you", ""]
    if not r.findings_left:
        lines += ["None.", ""]
    for f in r.findings_left:
        where = f"line {f.line}" if f.line else "—"
        fix = f" (suggestion: {inert(f.suggestion)})" if f.suggestion else ""
        lines.append(f"- {where} `{f.path}` [{f.kind}] {inert(f.message)}{fix}")
    return lines


STATUS_WORDS = {"met": "met", "partial": "in part", "missing": "not in your CV"}


def _requirements(r: PolishResult) -> list[str]:
    """The posting's requirements, unmet first, each with its status and the CV texts that
    show it: what the rewrites could speak to, and what only the user can add."""
    if not r.requirements:
        return []
    lines = ["", "## The posting's requirements", ""]
    for req in sorted(r.requirements, key=lambda q: (q.status == "met", q.status == "partial")):
        level = "" if req.level == "must" else " (nice to have)"
        shown = f" — shown by {', '.join(f'`{p}`' for p in req.evidence)}" if req.evidence else ""
        status = STATUS_WORDS.get(req.status, req.status)
        lines.append(f"- **{status}**: {inert(req.text)}{level}{shown}")
    lines += ["", "Add a requirement the CV does not show only if it is true of you."]
    return lines


def _role_keywords(r: PolishResult) -> list[str]:
    if r.requirements:  # the posting's requirements, above, say it requirement by requirement
        return []
    after = r.coverage_after
    return [
        "",
        "## Role keywords",
        "",
        "Covered: " + (inert(", ".join(after.covered)) or "none"),
        "",
        "Not in your CV (add only what is true): " + (inert(", ".join(after.missing)) or "none"),
        "",
    ]
