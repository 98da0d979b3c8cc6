"""`cvcoach role` and `cvcoach match`: the JSON contract, the text view, and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvcoach.cli import main

ROLE = Path(__file__).parents[2] / "evals" / "roles" / "llm-inference-engineer.md"
PROFILES = Path(__file__).parents[2] / "evals" / "profiles"


def test_role_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["role", str(ROLE), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["title"], data["company"]) == ("LLM Inference Engineer", "Halcyon Labs")
    assert set(data["requirements"][0]) == {"text", "level", "skills", "years", "degree"}
    assert data["requirements"][0]["years"] == 3
    skills = {s for r in data["requirements"] for s in r["skills"]}
    assert {"Python", "PyTorch", "Kubernetes"} <= skills
    assert "MIT" not in skills and "PhD" not in skills  # the injected line
    assert any(i["why"].startswith("addressed to a model") for i in data["ignored"])


def test_role_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["role", str(ROLE)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("LLM Inference Engineer — Halcyon Labs")
    assert "Must have:" in out and "Nice to have:" in out


def test_match_ranks_a_folder(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["match", str(ROLE), str(PROFILES), "--format", "json", "--today", "2026-11-01"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    ranks = [item["rank_score"] for item in data["ranking"]]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)
    scores = [item["score"] for item in data["ranking"]]
    assert len(set(scores)) == len(scores)  # each CV's own score: no ties
    assert data["ranking"][0]["score"] == max(scores)
    assert "_words" not in data["ranking"][0]
    first = data["ranking"][0]["requirements"][0]
    assert set(first) == {"text", "level", "status", "evidence", "years", "degree"}
    assert first["status"] in ("met", "partial", "missing")


def test_match_text_and_bad_cv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("work: [\n", encoding="utf-8")
    assert main(["match", str(ROLE), str(PROFILES / "lei-wang.yaml"), str(bad)]) == 2
    captured = capsys.readouterr()
    assert "lei-wang.yaml" in captured.out and "bad.yaml" in captured.err


def test_missing_role_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["role", str(tmp_path / "nope.md")]) == 2
    assert "file not found" in capsys.readouterr().err


def test_check_without_role_never_loads_the_skill_table() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from cvcoach.cli import main\n"
        f"main(['check', {str(PROFILES / 'lei-wang.yaml')!r}, '--format', 'json'])\n"
        "sys.stderr.write(str('cvcoach.keywords.skills' in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stderr.strip().endswith("False")
