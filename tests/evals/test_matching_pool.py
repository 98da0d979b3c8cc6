"""The matching task's CV pool is the same wherever the stage runs, or it gives no figure."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cvcoach.evals.matching_pool import SAMPLES_ENV, absent, cv_paths, samples_dir
from cvcoach.evals.roles_stage import run_roles_stage

POSTING = """# Data Engineer — Initech

## Requirements
- 5+ years of Python
- Experience with Airflow
"""
LABEL = {"title": "Data Engineer", "company": "Initech", "requirements": []}
CV = (
    "basics:\n  name: {name}\nwork:\n  - name: Globex\n    position: Engineer\n"
    "    startDate: 2015-01\n    endDate: 2024-01\n    highlights:\n"
    "      - Built pipelines in {skill}.\n"
)


def _project(base: Path) -> Path:
    """A project whose judged best CV for its one tune posting is a shared sample."""
    evals = base / "project" / "evals"
    heldout = evals / "roles-heldout"
    for folder in ("postings", "labels"):
        (heldout / folder).mkdir(parents=True)
    (heldout / "postings" / "a.md").write_text(POSTING, encoding="utf-8")
    (heldout / "labels" / "a.json").write_text(json.dumps(LABEL), encoding="utf-8")
    (heldout / "split.json").write_text('{"tune": ["a"], "test": []}', encoding="utf-8")
    profiles = evals / "profiles"
    profiles.mkdir()
    for name, skill in (("js", "JavaScript"), ("go", "Go and gRPC")):
        (profiles / f"{name}.yaml").write_text(CV.format(name=name, skill=skill), "utf-8")
    judged = {"tune": {"a": {"best": ["../shared/samples/jane-doe.yaml"], "ranking_notes": ""}}}
    (heldout / "matching.json").write_text(json.dumps(judged), encoding="utf-8")
    return evals


def _samples(folder: Path) -> Path:
    folder.mkdir(parents=True)
    text = CV.format(name="Jane Doe", skill="Python and Airflow")
    (folder / "jane-doe.yaml").write_text(text, encoding="utf-8")
    return folder


def test_a_pool_without_the_judged_sample_gives_no_figure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(SAMPLES_ENV, raising=False)
    evals = _project(tmp_path)  # no ../shared/samples beside this checkout
    with pytest.warns(UserWarning, match="pool lacks 1 judged CV"):
        report = run_roles_stage(evals, tmp_path / "shared" / "samples", splits=("tune",))
    assert report.matching["match (tune)"]["postings"] == 0
    assert "jane-doe.yaml" in report.notes["tune pool"][0]


def test_the_same_pool_and_ranks_wherever_the_checkout_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(SAMPLES_ENV, raising=False)
    first = _project(tmp_path / "here")
    _samples(tmp_path / "here" / "shared" / "samples")  # beside the checkout
    beside = run_roles_stage(first, tmp_path / "here" / "shared" / "samples", splits=("tune",))
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(tmp_path / "here" / "project", elsewhere / "project")
    monkeypatch.setenv(SAMPLES_ENV, str(tmp_path / "here" / "shared" / "samples"))
    moved = run_roles_stage(
        elsewhere / "project" / "evals", elsewhere / "shared" / "samples", splits=("tune",)
    )
    assert beside.matching["match (tune)"] == {"postings": 1, "best first": 1.0, "MRR": 1.0}
    assert moved.matching == beside.matching
    assert moved.notes["tune ranks"] == beside.notes["tune ranks"]
    assert "tune pool" not in moved.notes


def test_samples_dir_is_the_environment_s_else_the_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(SAMPLES_ENV, raising=False)
    assert samples_dir(tmp_path / "a") == tmp_path / "a"
    monkeypatch.setenv(SAMPLES_ENV, str(tmp_path / "b"))
    assert samples_dir(tmp_path / "a") == tmp_path / "b"


def test_pool_keys_name_samples_as_the_judgments_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(SAMPLES_ENV, raising=False)
    evals = _project(tmp_path)
    pool = cv_paths(evals.parent, _samples(tmp_path / "anywhere" / "samples"))
    assert list(pool) == [
        "evals/profiles/go.yaml",
        "evals/profiles/js.yaml",
        "../shared/samples/jane-doe.yaml",
    ]
    assert absent({"a": ["../shared/samples/jane-doe.yaml"]}, pool) == []
    assert absent({"a": ["../shared/samples/hooli.yaml"]}, pool) == ["../shared/samples/hooli.yaml"]
