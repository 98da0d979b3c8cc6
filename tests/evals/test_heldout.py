"""The held-out split in the eval: check scores and the offline polish's justified changes."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.evals import change_graders
from cvcoach.evals.cases import ProfileCase
from cvcoach.evals.heldout import POLISH_ROLE, grade_heldout, load_heldout
from cvcoach.evals.rewrite_graders import Bullet
from tests.conftest import ROOT

TODAY = dt.date(2026, 11, 1)
CV = """basics:
  name: Sam Rivera
work:
  - name: Northwind
    position: Data Engineer
    startDate: 2019-01
    endDate: 2022-06
    highlights:
      - Develped the nightly export pipeline
      - Built dashboards for the sales team
      - Developed a reporting API
"""


def case(tmp_path: Path) -> ProfileCase:
    cv = tmp_path / "sam-rivera.yaml"
    cv.write_text(CV, encoding="utf-8")
    return ProfileCase(name="sam-rivera", path=cv, expected=[])


def test_every_heldout_profile_is_polished_and_its_changes_traced_to_findings() -> None:
    profiles = load_heldout(ROOT / "evals")
    assert len(profiles) >= 10
    units = grade_heldout(profiles, TODAY, ROOT / "evals" / "roles" / POLISH_ROLE)
    grades = [g for u in units for g in u.grades if g.name == "heldout.rewrite.justified"]
    assert len(grades) == len(profiles) and all(u.error is None for u in units)
    assert sum(g.items for g in grades) > 0  # the offline rules changed something
    assert all(g.score == 1.0 for g in grades), [g.reason for g in grades if g.score < 1]


def test_a_typo_fix_is_justified(tmp_path: Path) -> None:
    """The CV writes "Developed" elsewhere, so polish applies the correction of "Develped"."""
    [unit] = grade_heldout([case(tmp_path)], TODAY, ROOT / "evals" / "roles" / POLISH_ROLE)
    [grade] = [g for g in unit.grades if g.name == "heldout.rewrite.justified"]
    assert grade.score == 1.0 and grade.items >= 1


def test_a_change_no_finding_names_lowers_the_score(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Injected: the polished text also changes a correct word, which no finding names."""
    real = change_graders.grade_justified_changes

    def tampered(bullets: list[Bullet], *args: object, **kwargs: object) -> object:
        damaged = [
            Bullet(path=b.path, before=b.before, after=b.after.replace("sales", "sale"))
            for b in bullets
        ]
        return real(damaged, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(change_graders, "grade_justified_changes", tampered)
    [unit] = grade_heldout([case(tmp_path)], TODAY, ROOT / "evals" / "roles" / POLISH_ROLE)
    [grade] = [g for g in unit.grades if g.name == "heldout.rewrite.justified"]
    assert grade.score < 1.0 and "'sales' -> 'sale'" in grade.reason + str(grade)


def test_without_a_role_only_check_is_scored(tmp_path: Path) -> None:
    [unit] = grade_heldout([case(tmp_path)], TODAY)
    assert all(g.name.startswith("heldout.check.") for g in unit.grades)
