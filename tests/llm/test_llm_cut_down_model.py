"""The whole CLI against a scripted model that cuts bullets down and writes broken letters
(`tests.llm.scripted_models.cut_down_model`): on every sample and held-out CV, no polished
bullet is cut down, a fragment or short of a fact, every "why" and keyword of the report is
true, and no letter sentence names a skill the CV lacks, stops mid-sentence or says "we"."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from cvcoach.cli import main
from cvcoach.inputs.role import load_role
from tests.llm.outcomes import letter_problems, polished_problems
from tests.llm.scripted_models import cut_down, cut_down_model
from tests.llm.scripted_openai_server import ScriptedServer

ROOT = Path(__file__).resolve().parents[2]
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml")) + sorted(
    (ROOT / "evals" / "heldout" / "profiles").glob("*.yaml")
)
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"


@pytest.fixture
def model(server: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> ScriptedServer:
    server.model = cut_down_model
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")
    monkeypatch.setenv("CVCOACH_MODEL", "cut-down-model")
    return server


def test_the_scripted_model_cuts_down() -> None:
    assert cut_down("Designed A/B tests that lifted basket size by 4.2%") == "4.2%"
    assert cut_down("Built a Python library for causal inference") == "Built a Python"


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.stem)
def test_nothing_cut_down_reaches_the_files(
    model: ScriptedServer, profile: Path, tmp_path: Path
) -> None:
    cv = tmp_path / profile.name
    shutil.copyfile(profile, cv)
    args = ["polish", str(cv), "--role", str(ROLE), "--engine", "openai", "--no-cache"]
    assert main(args) == 0
    polished = tmp_path / f"{cv.stem}.polished.yaml"
    assert polished_problems(cv, polished) == []
    report = (tmp_path / f"{cv.stem}.polish-report.md").read_text(encoding="utf-8")
    # no copied "why": the model's reason, a line of the job description, is left out (a
    # requirement the new text addresses may be named, quoted, as what it evidences)
    named = r"evidences the role's requirement '[^'\n]*'(?:; '[^'\n]*')?"
    changes = re.sub(named, "", report.split("## Rewrites refused")[0])
    assert "Hands-on" not in changes
    for block in re.findall(
        r"After:\n\n((?:> .*\n)+)\n(?:Why: .*\n\n)?Role keywords it carries: (.*)", report
    ):
        after = block[0].replace("> ", "")
        for keyword in block[1].split(", "):
            assert keyword.lower() in after.lower(), (keyword, after)
    assert any(r.body.get("messages") for r in model.requests)
    assert "drops" in report or "cut off" in report or "half as long" in report

    letter_args = ["cover-letter", str(cv), "--role", str(ROLE), "--engine", "openai"]
    assert main([*letter_args, "--no-cache", "-o", str(tmp_path / "letter.md")]) == 0
    letter = (tmp_path / "letter.md").read_text(encoding="utf-8")
    role = load_role(ROLE)
    addressed = [x for x in (role.title, role.company) if x]
    assert letter_problems(letter, cv, role.text, addressed) == [], letter
    assert "We " not in letter and "high-risk patient" not in letter
