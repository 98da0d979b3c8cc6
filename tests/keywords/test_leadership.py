"""A posting that asks someone to lead people, and a CV that shows having led them
(`cvcoach.keywords.leadership`, the match score's lead part `fit.LEAD_WEIGHT`)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit, leadership
from cvcoach.keywords.experience import cv_experience
from cvcoach.keywords.requirements import requirements
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)


def _led(tmp_path: Path, position: str, bullet: str) -> float:
    path = one_job_cv(tmp_path, "jane-doe", position=position, bullet=bullet)
    return leadership.led_people(cv_experience(load_profile(path), TODAY))


def test_a_bullet_that_managed_a_team_shows_leading(tmp_path: Path) -> None:
    assert _led(tmp_path, "Developer", "Managed a 5-person development team at Initech.") == 1.0
    assert _led(tmp_path, "Developer", "Mentored and guided junior engineers.") == 1.0


def test_a_leading_title_shows_it(tmp_path: Path) -> None:
    assert _led(tmp_path, "Head of Engineering", "Built the billing service.") == 1.0
    assert _led(tmp_path, "Co-Founder & CTO", "Built the billing service.") == 1.0


def test_work_beside_a_team_or_a_lead_of_a_project_is_no_lead(tmp_path: Path) -> None:
    assert _led(tmp_path, "Developer", "Worked closely with back-end developers.") == 0.0
    assert _led(tmp_path, "Developer", "Led the migration of the billing service.") == 0.0
    assert _led(tmp_path, "Developer", "Managed data pipelines used by three teams.") == 0.0
    assert _led(tmp_path, "Developer", "Was managed by the platform team lead.") == 0.0


def test_leading_in_an_internship_counts_half(tmp_path: Path) -> None:
    assert _led(tmp_path, "Software Intern", "Led a team of 4 interns.") == leadership.LEAD_SIDE


def _asked(text: str) -> bool:
    return leadership.lead_asked(requirements(posting_from_text(text)))


def test_a_lead_title_or_a_duty_to_mentor_asks() -> None:
    assert _asked("# Engineering Manager\n\n## Requirements\n- Python\n")
    assert _asked("# Developer\n\n## Requirements\n- Experience mentoring junior developers\n")


def test_a_growing_team_or_being_mentored_asks_nothing() -> None:
    assert not _asked("# Developer\n\n## Requirements\n- Python\n")
    assert not _asked(
        "# Developer\n\n## Requirements\n- Python\n- Happy to be mentored by senior engineers\n"
    )
    assert not _asked("# Developer\n\nJoin our growing team.\n\n## Requirements\n- Python\n")


def test_the_duty_asks_only_at_lead_asks_2(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(leadership, "LEAD_ASKS", 1)
    assert not _asked("# Developer\n\n## Requirements\n- Experience mentoring junior developers\n")


def test_the_lead_part_puts_the_cv_that_led_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "LEAD_WEIGHT", 0.5)
    reqs = requirements(
        posting_from_text("# Lead Developer at Hooli\n\n## Requirements\n- Python\n")
    )
    led = one_job_cv(tmp_path, "jane-doe", position="Python Developer",
                     bullet="Managed a team of four Python developers.")  # fmt: skip
    alone = one_job_cv(tmp_path, "john-roe", position="Python Developer",
                       bullet="Built Python services for the billing system.")  # fmt: skip
    a = fit.match_cv(load_profile(led), reqs, TODAY)
    b = fit.match_cv(load_profile(alone), reqs, TODAY)
    assert a.parts["lead"][1] == 1.0 and b.parts["lead"][1] == 0.0
    assert a.score > b.score


def test_no_lead_part_where_none_is_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fit, "LEAD_WEIGHT", 0.5)
    reqs = requirements(posting_from_text("# Python Developer\n\n## Requirements\n- Python\n"))
    led = one_job_cv(tmp_path, "jane-doe", bullet="Managed a team of four developers.")
    assert "lead" not in fit.match_cv(load_profile(led), reqs, TODAY).parts
