"""A skill list's heading ("Cloud & DevOps" over "Docker, AWS") is a label of the items under
it: it shows no skill and no title word of its own (`fit.HEADINGS_AS_LABELS`); an item of
the list, or a group name with no items, still does (invented CVs and posting)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.experience import Experience, cv_experience
from cvcoach.keywords.requirements import requirements
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)
POSTING = (
    "# DevOps Engineer at Globex\n\n## Requirements\n"
    "- Experience with DevOps\n- Experience with Terraform\n"
)


def _cv(tmp_path: Path, name: str, skills: str) -> Experience:
    path = one_job_cv(
        tmp_path,
        name,
        position="Web Developer",
        bullet="Built the checkout pages.",
        extra=f"skills:\n{skills}",
    )
    return cv_experience(load_profile(path), TODAY)


HEADING = "  - name: Cloud & DevOps\n    keywords: [Docker, AWS]\n"
ITEM = "  - name: Operations\n    keywords: [DevOps, Docker, AWS]\n"
ALONE = "  - name: DevOps\n"


def _devops(match: fit.Match) -> fit.RequirementMatch:
    return next(r for r in match.requirements if "DevOps" in r.requirement.skills)


def test_a_heading_of_a_skill_list_shows_no_skill_and_no_title_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "HEADINGS_AS_LABELS", 1)
    reqs = requirements(posting_from_text(POSTING))
    exp = _cv(tmp_path, "jane-doe", HEADING)
    assert exp.labels and "DevOps" in exp.evidence  # named, but only as a heading
    match = fit.match_experience(exp, reqs)
    assert _devops(match).status == "missing"
    monkeypatch.setattr(fit, "HEADINGS_AS_LABELS", 0)
    before = fit.match_experience(exp, reqs)
    assert _devops(before).status == "met"
    assert before.parts["title"][1] > match.parts["title"][1]


@pytest.mark.parametrize("skills", [ITEM, ALONE])
def test_an_item_of_a_skill_list_or_a_group_of_no_items_still_shows_the_skill(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, skills: str
) -> None:
    monkeypatch.setattr(fit, "HEADINGS_AS_LABELS", 1)
    reqs = requirements(posting_from_text(POSTING))
    match = fit.match_experience(_cv(tmp_path, "john-doe", skills), reqs)
    assert _devops(match).status == "met"
