"""Degree fields, "OR" alternatives and the CV's own headline, on invented CVs and postings."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords.experience import Degree, Experience, cv_experience
from cvcoach.keywords.fit import RequirementMatch, alternatives, match_cv
from cvcoach.keywords.requirements import requirements
from cvcoach.keywords.studied_field import studied_field
from cvcoach.model.role import Requirement
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)


def _experience(area: str, finished: bool = True) -> Experience:
    return Experience(years=3.0, degrees=[Degree("bachelor", area, "education[0]", finished)])


def test_a_degree_in_a_named_field_meets_it() -> None:
    asked = "Bachelor's degree in Statistics, Economics, Computer Science or a related field"
    assert studied_field(asked, _experience("Computer Science"))
    # a part of the area is enough: "Economics - Globex School of Business"
    assert studied_field(asked, _experience("Economics - Globex School of Business"))


def test_a_degree_in_another_field_or_unfinished_does_not() -> None:
    asked = "Bachelor's degree in Statistics, Economics, Computer Science or a related field"
    assert not studied_field(asked, _experience("Medieval History"))
    assert not studied_field(asked, _experience("Computer Science", finished=False))
    # "Science" alone is a word of the ask, "Political Science" is not a field it names
    assert not studied_field(asked, _experience("Political Science"))


def _result(text: str, credit: float) -> RequirementMatch:
    return RequirementMatch(Requirement(text=text, level="must"), "met", credit)


def test_a_requirement_opening_with_or_is_an_alternative_to_the_one_before() -> None:
    results = [
        _result("Bachelor's degree and 6+ years of experience", 0.2),
        _result("OR Master's degree and 4+ years of experience", 1.0),
        _result("or a PhD and 2+ years", 0.5),
        _result("Fluent in Python", 1.0),
    ]
    groups = alternatives(results)
    assert [len(group) for group in groups] == [3, 1]


def test_a_requirement_merely_containing_or_stands_on_its_own() -> None:
    results = [
        _result("Python or Go", 1.0),
        _result("Orchestration with Kubernetes", 0.0),
        _result("Postgres, MySQL or similar", 1.0),
    ]
    assert [len(group) for group in alternatives(results)] == [1, 1, 1]


def _cv(tmp_path: Path, name: str, label: str, bullet: str) -> Path:
    return one_job_cv(tmp_path, name, start="2020-01", end="2024-01", bullet=bullet, label=label)


POSTING = "# Firmware Developer\n\n## Requirements\n- Excellent communication\n"


def test_the_cv_headline_counts_as_a_title_held(tmp_path: Path) -> None:
    reqs = requirements(posting_from_text(POSTING))
    bullet = "Shipped releases on time."
    with_label = load_profile(_cv(tmp_path, "jane", "Firmware Developer", bullet))
    assert cv_experience(with_label, TODAY).headline is not None
    labelled = match_cv(with_label, reqs, TODAY)
    plain = match_cv(load_profile(_cv(tmp_path, "john", "", bullet)), reqs, TODAY)
    assert labelled.parts["title"][1] > plain.parts["title"][1]


def test_a_title_word_used_only_in_a_bullet_counts_in_part(tmp_path: Path) -> None:
    reqs = requirements(posting_from_text(POSTING))
    wrote = match_cv(
        load_profile(_cv(tmp_path, "jane", "", "Wrote firmware for Hooli routers.")), reqs, TODAY
    )
    other = match_cv(load_profile(_cv(tmp_path, "john", "", "Shipped releases.")), reqs, TODAY)
    held = match_cv(
        load_profile(_cv(tmp_path, "joan", "Firmware Developer", "Shipped releases.")), reqs, TODAY
    )
    assert other.parts["title"][1] < wrote.parts["title"][1] < held.parts["title"][1]


def test_a_level_word_in_a_bullet_claims_no_title(tmp_path: Path) -> None:
    text = "# Compiler Team Lead\n\n## Requirements\n- Excellent communication\n"
    reqs = requirements(posting_from_text(text))
    led_cv = _cv(tmp_path, "jane", "", "Lead the Hooli migration.")
    led = match_cv(load_profile(led_cv), reqs, TODAY)
    other = match_cv(load_profile(_cv(tmp_path, "john", "", "Shipped releases.")), reqs, TODAY)
    assert led.parts["title"][1] == other.parts["title"][1]
    # a role word in a bullet still counts in part
    wrote = match_cv(load_profile(_cv(tmp_path, "joan", "", "Wrote a compiler.")), reqs, TODAY)
    assert wrote.parts["title"][1] > other.parts["title"][1]
