"""The held-out split: CVs written elsewhere, scored apart from the tuning profiles.

`evals/heldout/profiles/` holds the CVs and `evals/heldout/expected/` the findings a
reviewer circled in them, written before any rule was tuned (see evals/heldout/README.md).
Their check scores are reported under `heldout.*`, next to the tuning profiles' `check.*`,
so that a rule fitted to the tuning profiles shows up as a gap between the two. Each is
also polished with the offline engine, and `heldout.rewrite.justified` counts the texts
whose every change a finding of the check names: the offline rules must not touch correct
text in CVs nobody here wrote.
"""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

from cvcoach.evals.cases import ProfileCase, load_heldout
from cvcoach.evals.change_graders import grade_offline_polish
from cvcoach.evals.graders import Grade, check_grades
from cvcoach.evals.results import UnitResult

PREFIX = "heldout."
# The overall check scores and the spelling ones (the held-out split's main subject).
_KEPT = ("check.f1", "check.precision", "check.recall", "check.suggestions")
# The role the held-out CVs are polished for: the offline rules change a text for what
# check found in it, not for the role, so any role of the suite serves.
POLISH_ROLE = "llm-inference-engineer.md"

__all__ = ["POLISH_ROLE", "PREFIX", "grade_heldout", "load_heldout"]


def _kept(grade: Grade) -> bool:
    return (
        grade.name in _KEPT or grade.name.endswith(".spelling") or grade.name.startswith("rewrite.")
    )


def grade_heldout(
    profiles: list[ProfileCase], today: dt.date, role: Path | None = None
) -> list[UnitResult]:
    """One unit per held-out profile: its check grades renamed `heldout.check.*` and, given
    a `role`, the offline polish's `heldout.rewrite.justified`."""
    from cvcoach.checks.run import check
    from cvcoach.inputs.profile_loader import load_profile

    units = []
    for case in profiles:
        unit = UnitResult(name=f"heldout/{case.name}", kind="heldout")
        t0 = time.perf_counter()
        try:
            result = check(load_profile(case.path), today=today)
            grades = check_grades(case.expected or [], result.findings)
            if role is not None:
                grades.append(grade_offline_polish(case.path, role, today))
            unit.grades = [
                g.model_copy(update={"name": PREFIX + g.name}) for g in grades if _kept(g)
            ]
            unit.metrics = {"findings": len(result.findings)}
        except Exception as exc:  # recorded, like every unit's error
            unit.error = f"{type(exc).__name__}: {exc}"
        unit.seconds = round(time.perf_counter() - t0, 3)
        units.append(unit)
    return units
