"""The public Python API: what `import cvcoach` exports, typed results, and lazy imports."""

from __future__ import annotations

import datetime as dt
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import cvcoach

ROOT = Path(__file__).resolve().parents[1]
PROFILE = ROOT / "evals" / "profiles" / "zhijing-li.yaml"
ROLE = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"


def test_the_api_end_to_end() -> None:
    from cvcoach import Role, check, draft_cover_letter, load_profile, load_role, polish

    profile = load_profile(PROFILE)
    role = load_role(ROLE)
    assert isinstance(role, Role) and role.title == "AI Compiler Engineer"
    today = dt.date(2026, 11, 21)
    result = check(profile, role, today=today)
    assert isinstance(result, cvcoach.CheckResult) and result.summary.role_coverage is not None
    polished = polish(profile, role, engine="offline", today=today)
    assert isinstance(polished, cvcoach.PolishResult) and polished.changes
    assert PROFILE.read_text(encoding="utf-8") != polished.polished_text
    letter = draft_cover_letter(profile, role, engine="offline", today=today)
    assert isinstance(letter, cvcoach.CoverLetter) and "Zhijing Li" in letter.text


def test_every_export_resolves() -> None:
    for name in cvcoach.__all__:
        assert getattr(cvcoach, name) is not None


def test_import_is_light() -> None:
    code = (
        "import sys, cvcoach; from cvcoach import check, load_profile\n"
        "print([m for m in ('openai', 'langchain_core', 'gradio', 'numpy', 'pydantic', 'rich')"
        " if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("module", "name"),
    [
        ("cvcoach.llm.config", "LLMConfig"),
        ("cvcoach.llm.errors", "LLMError"),
        ("cvcoach.engines.llm_engine", "LLMEngine"),
        ("cvcoach.cli", "main"),
        ("cvcoach.ui", "build_app"),
    ],
)
def test_documented_deep_paths_stay_importable(module: str, name: str) -> None:
    assert callable(getattr(importlib.import_module(module), name))


def test_usage_is_one_type_wherever_it_is_imported_from() -> None:
    from cvcoach.engines.base import Usage as EngineUsage
    from cvcoach.model.usage import Usage

    assert EngineUsage is Usage
