"""`fit.SENIORITY_ASKS`: the years a "Senior" title implies are a years part where no
requirement states years (on); off, the title's seniority asks no years, while a junior post
keeps its cap on long careers."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.requirements import requirements

TODAY = dt.date(2026, 11, 1)


def _match(tmp_path: Path, title: str) -> fit.Match:
    cv = tmp_path / "jane-doe.yaml"
    cv.write_text(
        "basics:\n  name: Jane Doe\nwork:\n  - name: Initech\n    position: Go Developer\n"
        "    startDate: 2012-10\n    endDate: 2026-10\n    highlights:\n"
        "      - Built Go services for Globex.\n"
    )
    reqs = requirements(posting_from_text(f"# {title}\n\n## Requirements\n- Go\n"))
    return fit.match_cv(load_profile(cv), reqs, TODAY)


@pytest.fixture(autouse=True)
def _years_a_part(monkeypatch: pytest.MonkeyPatch) -> None:
    """The years read as a part of the score (as shipped: `YEARS_WEIGHT` 1)."""
    monkeypatch.setattr(fit, "YEARS_WEIGHT", 1.0)


def test_on_a_senior_title_asks_years(tmp_path: Path) -> None:
    assert "years" in _match(tmp_path, "Senior Go Developer").parts


def test_off_a_senior_title_asks_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fit, "SENIORITY_ASKS", 0)
    assert "years" not in _match(tmp_path, "Senior Go Developer").parts


def test_off_a_junior_post_keeps_its_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fit, "SENIORITY_ASKS", 0)
    assert _match(tmp_path, "Junior Go Developer").parts["years"][1] < 1.0
