"""Degree names and abbreviations from data/degrees.txt (scripts/build_degrees.py): read the
same way in a posting's requirement and in a CV's education, and not where the letters are
something else (a state after its city, a field after "in", an area of specialisation)."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords.experience import cv_experience, degree_levels
from cvcoach.keywords.requirements import degree_asked
from tests.keywords.test_fit import TODAY, cv


def test_professional_and_graduate_abbreviations_have_a_level() -> None:
    assert degree_asked("A JD/MPP or an extensive background in legal or privacy work") == "master"
    assert degree_asked("Strongly preferred: MLS or significant experience") == "master"
    assert degree_asked("MSW required") == "master"
    assert degree_asked("EdD in education leadership") == "phd"
    # a first-professional doctorate is at master's level (ISCED 2011 level 7)
    assert degree_levels("PharmD") == ["master"]
    assert degree_levels("Doctor of Pharmacy") == ["master"]
    assert degree_levels("Juris Doctor") == ["master"]


def test_letters_that_are_something_else_are_no_degree() -> None:
    assert degree_levels("Baltimore, MD") == []
    assert degree_levels("our Washington D.C. office") == []
    assert degree_levels("Bachelor's degree in MIS") == ["bachelor"]
    assert degree_levels("AOS: Philosophy of Science") == []
    assert degree_levels("MS Office and LLM tooling") == []


EDUCATION = """\
  - institution: State University
    studyType: JD
    area: Law
    startDate: 2014-09
    endDate: 2017-06
"""
WORK = """\
  - name: Firm
    position: Associate
    startDate: 2018-01
    endDate: 2020-01
"""


def test_a_cv_education_reads_the_same_abbreviations(tmp_path: Path) -> None:
    exp = cv_experience(load_profile(cv(tmp_path, "jd", WORK, EDUCATION)), TODAY)
    best = exp.best_degree()
    assert best is not None and best.level == "master"
