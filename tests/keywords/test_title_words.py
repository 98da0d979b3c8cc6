"""Title words compared as a recruiter reads them: a team named by its activity ("Reliability
Engineering") meets the worker's title ("Reliability Engineer"), on invented CVs."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.fit import match_cv
from cvcoach.keywords.occupations import fold_title_word
from cvcoach.keywords.requirements import requirements
from cvcoach.keywords.title_words import abbreviations, contracts, title_asks
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)


def test_fold_title_word() -> None:
    assert fold_title_word("engineering") == "engineer"  # must fire
    assert fold_title_word("testing") == "test"
    assert fold_title_word("string") == "string"  # must not fire: too short to be a field
    assert fold_title_word("engineer") == "engineer"


def _cv(tmp_path: Path, name: str, position: str) -> Path:
    bullet = "Kept the billing service available."
    return one_job_cv(
        tmp_path, name, position=position, start="2018-01", end="2025-06", bullet=bullet
    )


def _title_part(path: Path, posting: str) -> float:
    found = match_cv(load_profile(path), requirements(posting_from_text(posting)), TODAY)
    return found.parts["title"][1]


def test_a_team_named_by_its_activity_meets_the_workers_title(tmp_path: Path) -> None:
    posting = "# Director of Reliability Engineering — Hooli\n\n## Requirements\n- Clear writing\n"
    engineer = _title_part(_cv(tmp_path, "a", "Reliability Engineer"), posting)
    analyst = _title_part(_cv(tmp_path, "b", "Reliability Analyst"), posting)
    assert engineer > analyst  # must fire: "Engineering" met by "Engineer"
    # must not fire: a title that names neither form stays apart
    chef = _title_part(_cv(tmp_path, "c", "Pastry Chef"), posting)
    assert chef < analyst


def _job_cv(tmp_path: Path, name: str, bullet: str) -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(
        f"basics:\n  name: {name}\nwork:\n  - name: Globex\n    position: Developer\n"
        f"    startDate: 2018-01\n    endDate: 2025-06\n    highlights:\n      - {bullet}\n"
    )
    return path


def _requirements_part(path: Path, posting: str) -> float:
    found = match_cv(load_profile(path), requirements(posting_from_text(posting)), TODAY)
    return found.parts["requirements"][1]


def test_a_skill_the_title_names_is_asked_like_a_must(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "TITLE_ASKS", 1.0)  # off by default (docs/roles.md)
    posting = "# Haskell Developer — Initech\n\n## Requirements\n- 3+ years of Kafka\n"
    with_it = _requirements_part(
        _job_cv(tmp_path, "a", "Built Kafka consumers in Haskell."), posting
    )
    without = _requirements_part(_job_cv(tmp_path, "b", "Built Kafka consumers in Scala."), posting)
    assert with_it > without  # must fire: the title asks for Haskell
    assert title_asks(requirements(posting_from_text(posting))) == ("Haskell",)


def test_a_title_skill_a_requirement_names_is_not_asked_twice() -> None:
    posting = "# Haskell Developer — Initech\n\n## Requirements\n- 3+ years of Haskell\n"
    assert title_asks(requirements(posting_from_text(posting))) == ()  # must not fire


def test_contracts() -> None:
    assert contracts("sr", "senior") and contracts("eng", "engineer")  # must fire
    assert contracts("mgr", "manager")
    assert not contracts("sr", "scientist")  # must not fire: no "r" after the "s"
    assert not contracts("eng", "designer")  # nor a different first letter


def test_an_abbreviated_title_word_meets_the_word_it_contracts(tmp_path: Path) -> None:
    posting = "# Sr. Payments Developer — Hooli\n\n## Requirements\n- Clear writing\n"
    senior = _title_part(_cv(tmp_path, "a", "Senior Payments Developer"), posting)
    plain = _title_part(_cv(tmp_path, "b", "Payments Developer"), posting)
    assert senior > plain  # must fire: "Sr." met by "Senior"
    held_short = "# Payments Engineer — Hooli\n\n## Requirements\n- Clear writing\n"
    short = _title_part(_cv(tmp_path, "c", "Payments Eng."), held_short)
    other = _title_part(_cv(tmp_path, "d", "Payments Analyst"), held_short)
    assert short > other  # "Eng." held meets "Engineer" asked
    # must not fire: a full stop after a whole word abbreviates nothing
    assert abbreviations("Payments Developer.") == set()
