"""A framework or dialect named after its language shows the language (invented CVs)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords.experience import cv_experience, named_language

TODAY = dt.date(2026, 11, 1)


def test_named_language() -> None:
    assert named_language("Ruby on Rails") == ("Ruby",)  # must fire
    assert named_language("Common Lisp") == ("Lisp",)
    assert named_language("Apache Airflow") == ()  # must not fire: Apache is no language
    assert named_language("Python") == ()  # one word: the skill itself


def test_a_cv_naming_rails_shows_ruby(tmp_path: Path) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(
        "basics:\n  name: Jane Doe\nwork:\n  - name: Initech\n    position: Developer\n"
        "    startDate: 2019-01\n    endDate: 2024-06\n    highlights:\n"
        "      - Built the billing app in Ruby on Rails.\n"
        "  - name: Globex\n    position: Developer\n    startDate: 2015-01\n"
        "    endDate: 2018-12\n    highlights:\n      - Scheduled jobs with Apache Airflow.\n"
    )
    exp = cv_experience(load_profile(path), TODAY)
    assert "Ruby" in exp.evidence  # must fire
    assert "Apache" not in exp.evidence  # must not fire
