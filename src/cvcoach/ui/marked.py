"""The CV as HTML with each finding marked where it is, and the findings around it.

A finding on part of a text (a misspelt word) marks that part; one about the whole text
(a bullet with no number, an odd date) underlines the whole text. Each mark carries its
message and suggestion in a tooltip that opens on hover, focus or tap, and a finding with
a confident suggestion gets an Apply button (`data-fix` is the finding's index). Every
text is escaped with `cvcoach.ui.safe`; a link in the CV is shown as its words, never as a
link (its target comes from the input).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cvcoach.model.findings import Finding, Severity
from cvcoach.outputs.render.html import cv_fragment
from cvcoach.outputs.render.layout import CvLayout, Field, Run, inline_runs
from cvcoach.ui import safe

SEVERITY_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
KIND_NAMES = {
    "spelling": "Spelling",
    "duplicate_word": "Repeated word",
    "date_overlap": "Overlapping dates",
    "date_order": "Date order",
    "date_future": "Date in the future",
    "date_format": "Date format",
    "chronology": "Chronology",
    "weak_verb": "Weak opening",
    "pronoun": "Pronoun",
    "tense": "Tense",
    "no_metric": "No number",
    "length": "Long bullet",
    "broken_text": "Broken text",
    "grammar": "Grammar",
    "role_gap": "Role keyword",
}


@dataclass(frozen=True)
class Mark:
    index: int  # the finding's index in the list the page holds
    finding: Finding
    start: int | None  # span in the field's text; None for the whole field


def applicable(f: Finding) -> bool:
    """A fix the UI may apply in one click: a suggestion that replaces located text."""
    return bool(f.suggestion and f.text and f.path and f.kind != "role_gap")


def sorted_findings(findings: Sequence[Finding]) -> list[Finding]:
    """Errors first, then warnings, then info; role-keyword gaps are shown apart."""
    rest = [f for f in findings if f.kind != "role_gap"]
    return sorted(rest, key=lambda f: (SEVERITY_ORDER[f.severity], f.kind == "no_metric"))


def _marks_for(field: Field, findings: Sequence[Finding]) -> list[Mark]:
    marks = []
    for i, f in enumerate(findings):
        if f.path != field.path:
            continue
        pos = field.text.find(f.text) if f.text else -1
        whole = pos < 0 or (pos == 0 and len(f.text) >= len(field.text.rstrip(". ")))
        marks.append(Mark(i, f, None if whole else pos))
    return marks


def safe_tip(mark: Mark) -> str:
    f = mark.finding
    kind = KIND_NAMES.get(f.kind, f.kind.replace("_", " "))
    tip_html = f"<b>{safe.text(kind)}</b> · {safe.text(f.message)}"
    if f.suggestion:
        tip_html += (
            f'<br><span class="cvc-suggestion">Suggestion: <i>{safe.text(f.suggestion)}</i></span>'
        )
        if applicable(f):
            tip_html += (
                f' <button type="button" class="cvc-apply" data-fix="{int(mark.index)}">'
                "Apply fix</button>"
            )
    return f'<span class="cvc-tip" role="tooltip">{tip_html}</span>'


def runs_html(runs: list[Run]) -> str:
    """Styled runs as HTML: bold and code kept, a link's words without the link."""
    parts = []
    for r in runs:
        run_html = safe.text(r.text)
        if r.code:
            run_html = "<code>" + run_html + "</code>"
        if r.bold:
            run_html = "<strong>" + run_html + "</strong>"
        parts.append(run_html)
    return "".join(parts)


def _segment(text: str) -> str:
    return runs_html(inline_runs(text))


def field_html(field: Field, findings: Sequence[Finding]) -> str:
    """One field's HTML with its findings marked (spans first, then whole-field marks)."""
    marks = _marks_for(field, findings)
    spans = sorted(((m.start, m) for m in marks if m.start is not None), key=lambda p: p[0])
    out, pos = [], 0
    for start, m in spans:
        if start < pos:
            continue  # overlapping marks: the first one shown wins, the list has all
        end = start + len(m.finding.text)
        out.append(_segment(field.text[pos:start]))
        out.append(
            f'<mark class="cvc-mark sev-{safe.text(m.finding.severity.value)}" tabindex="0" '
            f'data-finding="{int(m.index)}">{safe.text(m.finding.text)}{safe_tip(m)}</mark>'
        )
        pos = end
    out.append(_segment(field.text[pos:]))
    body_html = "".join(out)
    for m in (m for m in marks if m.start is None):
        body_html = (
            f'<span class="cvc-mark cvc-whole sev-{safe.text(m.finding.severity.value)}" '
            f'tabindex="0" data-finding="{int(m.index)}">{body_html}{safe_tip(m)}</span>'
        )
    return body_html


def marked_cv(cv: CvLayout, findings: Sequence[Finding]) -> str:
    """The CV as HTML with findings (indexed as in `findings`) marked in place."""
    return cv_fragment(cv, lambda f: field_html(f, findings))


def findings_list(findings: Sequence[Finding], labels: dict[str, str]) -> str:
    """The findings as a list, errors first; each names where it is in words."""
    shown = sorted_findings(findings)
    if not shown:
        return '<p class="cvc-none">No problems found.</p>'
    index = {id(f): i for i, f in enumerate(findings)}
    items_html = []
    for f in shown:
        where = labels.get(f.path, f.path) or "the CV"
        kind = KIND_NAMES.get(f.kind, f.kind)
        fix_html = ""
        if f.suggestion:
            fix_html = f" → <i>{safe.text(f.suggestion)}</i>"
            if applicable(f):
                fix_html += (
                    f' <button type="button" class="cvc-apply" data-fix="{int(index[id(f)])}">'
                    "Apply</button>"
                )
        quote_html = f" “{safe.text(_short(f.text))}”" if f.text else ""
        items_html.append(
            f'<li class="sev-{safe.text(f.severity.value)}"><span class="cvc-badge">'
            f"{safe.text(f.severity.value)}</span> <b>{safe.text(kind)}</b> · "
            f"{safe.text(where)}{quote_html}{fix_html}<br><small>{safe.text(f.message)}</small></li>"
        )
    return '<ul class="cvc-findings">' + "".join(items_html) + "</ul>"


def _short(text: str, limit: int = 70) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def gaps_panel(ratio: float | None, covered: Sequence[str], missing: Sequence[str]) -> str:
    """Role keywords: a coverage meter, what the CV covers and what it never mentions."""
    if ratio is None:
        return "<p>Add a job description to see which of its keywords the CV covers.</p>"
    pct = round(ratio * 100)

    def chips_html(terms: Sequence[str], cls: str) -> str:
        return "".join(
            f'<span class="cvc-chip {safe.text(cls)}">{safe.text(t)}</span>' for t in terms
        )

    return (
        f'<div class="cvc-meter" role="meter" aria-valuenow="{int(pct)}" aria-valuemin="0" '
        f'aria-valuemax="100" aria-label="role keywords covered"><div style="width:{int(pct)}%">'
        f"</div></div><p><b>{int(pct)}%</b> of the role's keywords appear in the CV "
        f"({len(covered)} of {len(covered) + len(missing)}).</p>"
        f"<p><b>Not in the CV</b> ({len(missing)}): {chips_html(missing, 'gap') or '—'}</p>"
        f"<p><small>Add one only if it is true of you.</small></p>"
        f"<p><b>Covered</b> ({len(covered)}): {chips_html(covered, 'ok') or '—'}</p>"
    )
