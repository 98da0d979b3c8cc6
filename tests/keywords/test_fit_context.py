"""The role's own tools (named where the posting describes the work, asked nowhere) weigh
enough to put a CV that uses them ahead of one meeting a little more of the asked list
(`fit.CONTEXT_WEIGHT`); a posting whose description names no tool has no context part."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.requirements import requirements

TODAY = dt.date(2026, 11, 1)


def _cv(tmp_path: Path, name: str, skills: str) -> fit.Experience:
    path = tmp_path / f"{name}.yaml"
    path.write_text(
        f"basics:\n  name: {name}\nwork:\n  - name: Initech\n    position: Backend Developer\n"
        "    startDate: 2020-01\n    endDate: 2026-10\n    highlights:\n"
        f"      - Built services with {skills}.\n"
    )
    return fit.cv_experience(load_profile(path), TODAY)


def _posting(duties: str) -> str:
    return (
        "# Backend Developer at Globex\n\n## What you will do\n"
        f"- {duties}\n\n## Requirements\n- Python\n- PostgreSQL\n\n## Nice to have\n- Django\n"
    )


def test_the_roles_own_tools_put_their_user_first(tmp_path: Path) -> None:
    reqs = requirements(
        posting_from_text(_posting("Run our Kafka and Kubernetes platform for billing."))
    )
    assert fit._context_skills(reqs)  # the duties name tools no requirement asks for
    asked = fit.match_experience(_cv(tmp_path, "jane-doe", "Python, Django and PostgreSQL"), reqs)
    tools = fit.match_experience(
        _cv(tmp_path, "john-roe", "Python, PostgreSQL, Kafka and Kubernetes"), reqs
    )
    assert tools.parts["context"][1] == 1.0 and asked.parts["context"][1] == 0.0
    assert tools.score > asked.score


def test_no_tools_in_the_duties_no_context_part(tmp_path: Path) -> None:
    reqs = requirements(posting_from_text(_posting("Build the billing services of the team.")))
    assert not fit._context_skills(reqs)
    asked = fit.match_experience(_cv(tmp_path, "jane-doe", "Python, Django and PostgreSQL"), reqs)
    tools = fit.match_experience(
        _cv(tmp_path, "john-roe", "Python, PostgreSQL, Kafka and Kubernetes"), reqs
    )
    assert "context" not in tools.parts
    assert asked.score > tools.score


def test_at_the_old_weight_the_asked_list_decided(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same pair at the weight before (0.1): the CV meeting the nice-to-have came first."""
    monkeypatch.setattr(fit, "CONTEXT_WEIGHT", 0.1)
    reqs = requirements(
        posting_from_text(_posting("Run our Kafka and Kubernetes platform for billing."))
    )
    asked = fit.match_experience(_cv(tmp_path, "jane-doe", "Python, Django and PostgreSQL"), reqs)
    tools = fit.match_experience(
        _cv(tmp_path, "john-roe", "Python, PostgreSQL, Kafka and Kubernetes"), reqs
    )
    assert asked.score > tools.score
