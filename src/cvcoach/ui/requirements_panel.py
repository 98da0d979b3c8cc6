"""The posting's requirements beside the CV: the match score and each requirement's status.

`check --role` gives one `role_gap` per requirement the CV does not meet and its match
score (`cvcoach.checks.role_check`); this panel shows the score as a meter, the unmet
requirements first and the met ones after. Every text is escaped (`cvcoach.ui.safe`): a
posting is data, never markup.
"""

from __future__ import annotations

from collections.abc import Sequence

from cvcoach.ui import safe


def requirements_panel(score: float | None, met: Sequence[str], not_met: Sequence[str]) -> str:
    """HTML for the requirements panel (a prompt to add a posting when there is none)."""
    if score is None:
        return "<p>Add a job description to see which of its requirements the CV meets.</p>"
    pct = round(score * 100)

    def items_html(texts: Sequence[str], cls: str) -> str:
        rows_html = "".join(
            f'<li class="cvc-chip {safe.text(cls)}">{safe.text(t)}</li>' for t in texts
        )
        return f"<ul>{rows_html}</ul>" if rows_html else "<p>—</p>"

    return (
        f'<div class="cvc-meter" role="meter" aria-valuenow="{int(pct)}" aria-valuemin="0" '
        f'aria-valuemax="100" aria-label="match score"><div style="width:{int(pct)}%"></div></div>'
        f"<p>Match score <b>{int(pct)}%</b>: {len(met)} of {len(met) + len(not_met)} requirements "
        f"met (must-haves weigh twice as much as nice-to-haves).</p>"
        f"<p><b>Not in the CV</b> or only in part ({len(not_met)}):</p>"
        f"{items_html(not_met, 'gap')}<p><small>Add one only if it is true of you.</small></p>"
        f"<p><b>Met</b> ({len(met)}):</p>{items_html(met, 'ok')}"
    )
