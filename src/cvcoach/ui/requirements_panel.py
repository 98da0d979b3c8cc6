"""The posting's requirements beside the CV: the match score, each requirement's status and
the CV texts that evidence it.

`check --role` gives one `role_gap` per requirement the CV does not meet and its match
score (`cvcoach.checks.role_check`); with the role's fit (`cvcoach.rewriting.tailoring`)
this panel lists every requirement, unmet ones first, each a `<details>` element: clicking
it opens the list of the CV texts that evidence it (where they are in the CV, and their
words, the requirement's skills marked in them), so no script is needed. Every text is
escaped (`cvcoach.ui.safe`): a posting is data, never markup.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from cvcoach.rewriting.tailoring import RequirementStatus, RoleFit
from cvcoach.ui import safe

STATUS = {"met": "met", "partial": "in part", "missing": "not in the CV"}
STATUS_CLASS = {"met": "ok", "partial": "gap", "missing": "gap"}
SHOWN = 80  # characters of an evidence text shown under its requirement


def requirements_panel(
    score: float | None,
    met: Sequence[str],
    not_met: Sequence[str],
    *,
    fit: RoleFit | None = None,
    texts: Mapping[str, str] | None = None,
    labels: Mapping[str, str] | None = None,
) -> str:
    """HTML for the requirements panel (a prompt to add a posting when there is none).

    With `fit`, each requirement is listed with its status and, when clicked, the CV texts
    that evidence it (`texts`: path -> text; `labels`: path -> where it is in the CV)."""
    if score is None:
        return "<p>Add a job description to see which of its requirements the CV meets.</p>"
    pct = round(score * 100)
    head = (
        f'<div class="cvc-meter" role="meter" aria-valuenow="{int(pct)}" aria-valuemin="0" '
        f'aria-valuemax="100" aria-label="match score"><div style="width:{int(pct)}%"></div></div>'
        f"<p>Match score <b>{int(pct)}%</b>: {len(met)} of {len(met) + len(not_met)} requirements "
        f"met (must-haves weigh twice as much as nice-to-haves).</p>"
    )
    if fit is not None and fit.requirements:
        return head + detailed_html(fit, texts or {}, labels or {})

    def items_html(items: Sequence[str], cls: str) -> str:
        rows_html = "".join(
            f'<li class="cvc-chip {safe.text(cls)}">{safe.text(t)}</li>' for t in items
        )
        return f"<ul>{rows_html}</ul>" if rows_html else "<p>—</p>"

    return (
        head + f"<p><b>Not in the CV</b> or only in part ({len(not_met)}):</p>"
        f"{items_html(not_met, 'gap')}<p><small>Add one only if it is true of you.</small></p>"
        f"<p><b>Met</b> ({len(met)}):</p>{items_html(met, 'ok')}"
    )


def detailed_html(fit: RoleFit, texts: Mapping[str, str], labels: Mapping[str, str]) -> str:
    unmet = [r for r in fit.requirements if r.status != "met"]
    met = [r for r in fit.requirements if r.status == "met"]
    return (
        f"<p><b>Not in the CV</b> or only in part ({len(unmet)}):</p>"
        f"{rows_html(unmet, texts, labels)}<p><small>Add one only if it is true of you.</small></p>"
        f"<p><b>Met</b> ({len(met)}):</p>{rows_html(met, texts, labels)}"
        "<p><small>Click a requirement to see the lines of your CV that show it.</small></p>"
    )


def rows_html(
    reqs: Sequence[RequirementStatus], texts: Mapping[str, str], labels: Mapping[str, str]
) -> str:
    if not reqs:
        return "<p>—</p>"
    each_html = "".join(row_html(r, texts, labels) for r in reqs)
    return f'<div class="cvc-requirements">{each_html}</div>'


def row_html(req: RequirementStatus, texts: Mapping[str, str], labels: Mapping[str, str]) -> str:
    """One requirement: its status, level and text; opened, the CV texts that evidence it."""
    level = "" if req.level == "must" else " (nice to have)"
    lines_html: list[str] = []
    for path in req.evidence:
        words = texts.get(path, "")
        shown = words if len(words) <= SHOWN else words[: SHOWN - 1].rstrip() + "…"
        lines_html.append(
            f'<li class="cvc-evidence" data-path="{safe.text(path)}"><b>'
            f"{safe.text(labels.get(path, path))}</b>: {marked_html(shown, req.skills)}</li>"
        )
    body_html = (
        f"<ul>{''.join(lines_html)}</ul>" if lines_html else "<p>No line of the CV shows it.</p>"
    )
    cls = STATUS_CLASS.get(req.status, "gap")
    return (
        f'<details class="cvc-requirement" data-status="{safe.text(req.status)}"><summary>'
        f'<span class="cvc-chip {safe.text(cls)}">{safe.text(STATUS.get(req.status, req.status))}'
        f"</span> {safe.text(req.text)}{safe.text(level)}</summary>{body_html}</details>"
    )


def marked_html(words: str, skills: Sequence[str]) -> str:
    """`words` as HTML text with each of `skills` it names (whole, in any case) in a `<mark>`:
    what makes the line evidence of the requirement."""
    names = sorted({s.strip() for s in skills if s.strip()}, key=len, reverse=True)
    if not names:
        return safe.text(words)
    pattern = re.compile("|".join(re.escape(n) for n in names), re.I)
    out, start = [], 0
    for m in pattern.finditer(words):
        if not _whole(words, m.start(), m.end()):
            continue
        out.append(safe.text(words[start : m.start()]))
        out.append(f'<mark class="cvc-evidence-term">{safe.text(m.group(0))}</mark>')
        start = m.end()
    out.append(safe.text(words[start:]))
    return "".join(out)


def _whole(words: str, start: int, end: int) -> bool:
    """True when words[start:end] is not part of a longer word ("Go" in "Gopher")."""
    before = words[start - 1] if start else " "
    after = words[end] if end < len(words) else " "
    return not (before.isalnum() or before in "_+#.") and not (after.isalnum() or after in "_+#")
