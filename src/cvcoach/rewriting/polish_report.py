"""The Markdown report written beside a polished CV: what changed, what was refused, and why."""

from __future__ import annotations

from cvcoach.rewriting.polish import QUESTION_NOTE, PolishResult


def _quote(text: str) -> str:
    return "> " + text.replace("\n", "\n> ")


def model_failures(r: PolishResult) -> str:
    """One line on the entries the model failed on, and what stood in for them."""
    text = f"The model failed on {r.entries_failed} of {r.entries} entries"
    if r.fallback:
        return text + f"; the offline rules rewrote {len(r.fallback)} of them instead"
    return text + "; their text is kept as it is"


def polish_report(result: PolishResult, polished_path: str) -> str:
    r = result
    before, after = r.coverage_before, r.coverage_after
    lines = [
        f"# Polish report: {r.source}",
        "",
        f"- Target role: {r.role_title or '(untitled)'}"
        + (f" at {r.role_company}" if r.role_company else ""),
        f"- Engine: **{r.engine}**",
        f"- Polished CV: `{polished_path}` (your file was not modified)",
        f"- Changes applied: {len(r.changes)}; rewrites refused by the grounding guard: "
        f"{len(r.rejected)}",
        f"- Role keywords covered: {before.ratio:.0%} before → {after.ratio:.0%} after",
        "",
    ]
    u = r.usage
    if u.requests or u.cached:
        cost = f", estimated cost ${u.cost_usd:.4f}" if u.cost_usd is not None else ""
        approx = " (approximate)" if u.tokens_approximate else ""
        lines += [
            f"- Model requests: {u.requests} (+{u.cached} from cache); tokens: "
            f"{u.prompt_tokens} in, {u.completion_tokens} out{approx}{cost}",
            "",
        ]
    for note in u.notes:
        lines.append(f"- Note: {note}")
    if u.notes:
        lines.append("")
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
    lines += ["## Changes", ""]
    if not r.changes and r.entries_failed:
        lines += [
            "No change was applied: the model gave no usable answer for "
            f"{r.entries_failed} of {r.entries} entries (see below). Your text is kept as it is.",
            "",
        ]
    elif not r.changes and r.rejected:
        lines += ["No rewrite passed the grounding guard: your text is kept as it is.", ""]
    elif not r.changes:
        lines += [
            f"The {r.engine} engine found nothing it could improve without guessing: your text "
            "is kept as it is. The questions and findings below are what is left to do.",
            "",
        ]
    for c in r.changes:
        lines += [
            f"### {c.entry} — `{c.path}`",
            "",
            "Before:",
            "",
            _quote(c.before),
            "",
            "After:",
            "",
            _quote(c.after),
            "",
        ]
        if c.reasons:
            lines += ["Why: " + "; ".join(c.reasons), ""]
        if c.targets:
            lines += ["Role keywords it carries: " + ", ".join(c.targets), ""]
    if r.reordered:
        lines += ["## Bullets reordered by relevance to the role", ""]
        for path, order in r.reordered.items():
            lines.append(f"- `{path}`: new order of the original bullets {order}")
        lines.append("")
    if r.rejected:
        lines += ["## Rewrites refused (your text is kept)", ""]
        for j in r.rejected:
            lines += [
                f"### {j.entry} — `{j.path}`",
                "",
                "Proposed:",
                "",
                _quote(j.proposed),
                "",
                "Refused because:",
                "",
            ]
            lines += [f"- {why}" for why in j.why]
            lines.append("")
    if r.entry_errors:
        lines += ["## Entries the engine could not rewrite", ""]
        lines += [f"- {e}" for e in r.entry_errors]
        lines.append("")
    guesses = [q for q in r.questions if q.kind == "spelling"]
    if guesses:
        from cvcoach.grounding.corrections import PROPOSAL_NOTE

        lines += ["## Questions for you: spelling cvcoach is not sure of", "", PROPOSAL_NOTE, ""]
        lines += [f"- `{q.path}`: {q.question}" for q in guesses]
        lines.append("")
    numbers = [q for q in r.questions if q.kind != "spelling"]
    if numbers:
        lines += [
            "## Questions for you: numbers only you know",
            "",
            "These bullets have no number. " + QUESTION_NOTE,
            "",
        ]
        for q in numbers:
            lines.append(f"- `{q.path}`: “{q.text}” — {q.question}")
        lines.append("")
    lines += ["## Findings left for you", ""]
    if not r.findings_left:
        lines += ["None.", ""]
    for f in r.findings_left:
        where = f"line {f.line}" if f.line else "—"
        fix = f" (suggestion: {f.suggestion})" if f.suggestion else ""
        lines.append(f"- {where} `{f.path}` [{f.kind}] {f.message}{fix}")
    lines += [
        "",
        "## Role keywords",
        "",
        "Covered: " + (", ".join(after.covered) or "none"),
        "",
        "Not in your CV (add only what is true): " + (", ".join(after.missing) or "none"),
        "",
    ]
    return "\n".join(lines)
