"""A posting that states no requirement but names the tools of its work asks for them: the
share of them a CV names is its requirements part (`fit.TOOLS_ASKED`); a posting that states
requirements keeps the tools of its description as the light context part."""

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
NO_REQUIREMENTS = (
    "# Platform Engineer at Globex\n\n## About the role\n"
    "You will keep our broadcasting service running. We run Linux, Puppet and AWS.\n"
)
WITH_REQUIREMENTS = NO_REQUIREMENTS + "\n## Requirements\n- Experience with Python\n"


def _cv(tmp_path: Path, name: str, position: str, tools: str) -> Experience:
    bullet = f"Ran production services with {tools}."
    return cv_experience(
        load_profile(one_job_cv(tmp_path, name, position=position, bullet=bullet)), TODAY
    )


def test_the_tools_are_the_requirements_of_a_posting_stating_none(tmp_path: Path) -> None:
    reqs = requirements(posting_from_text(NO_REQUIREMENTS))
    assert not reqs.items and fit._context_skills(reqs)
    ops = fit.match_experience(
        _cv(tmp_path, "jane-doe", "Database Administrator", "Linux, Puppet and AWS"), reqs
    )
    other = fit.match_experience(
        _cv(tmp_path, "john-roe", "Platform Engineer", "Java and React"), reqs
    )
    assert ops.parts["requirements"] == (1.0, 1.0) and "context" not in ops.parts
    assert other.parts["requirements"] == (1.0, 0.0)
    assert ops.score > other.score  # by its title alone the other came first (TOOLS_ASKED 0)


def test_a_posting_with_requirements_keeps_its_tools_as_context(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "CONTEXT_WEIGHT", 0.5)  # the context part on (shipped: off)
    reqs = requirements(posting_from_text(WITH_REQUIREMENTS))
    assert reqs.items
    ops = fit.match_experience(
        _cv(tmp_path, "jane-doe", "Database Administrator", "Linux, Puppet and AWS"), reqs
    )
    assert "context" in ops.parts and ops.parts["context"][0] < 1.0
    assert ops.parts["requirements"][1] == 0.0  # it names no Python
