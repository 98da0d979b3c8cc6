"""The public Python API: what `import cvcoach` exports, typed results, and lazy imports."""

from __future__ import annotations

import datetime as dt
import importlib
import re
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


def test_dir_lists_the_exports_before_they_are_read() -> None:
    """`dir()`, `help()` and completion see the API, not the helpers the package imports."""
    code = (
        "import cvcoach, cvcoach.inputs\n"
        "print(sorted(set(cvcoach.__all__) - set(dir(cvcoach))),"
        " 'polish' in vars(cvcoach), 'lazy_exports' in dir(cvcoach),"
        " set(cvcoach.inputs.__all__) <= set(dir(cvcoach.inputs)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["[]", "False", "False", "True"]


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


# -- docs/api.md: every example runs ----------------------------------------------------------

DOC = ROOT / "docs" / "api.md"
FENCE = re.compile(r"^```python\n(.*?)^```", re.M | re.S)


def doc_examples() -> list[str]:
    return FENCE.findall(DOC.read_text(encoding="utf-8"))


def test_the_api_doc_has_examples() -> None:
    assert len(doc_examples()) >= 8


@pytest.mark.parametrize("number", range(len(doc_examples())), ids=lambda n: f"example-{n + 1}")
def test_every_example_in_the_api_doc_runs(
    number: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "CVCOACH_MODEL"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "cv.yaml").write_bytes((ROOT / "evals/profiles/runyu-lu.yaml").read_bytes())
    (tmp_path / "role.md").write_bytes(
        (ROOT / "evals/roles/llm-inference-engineer.md").read_bytes()
    )
    monkeypatch.chdir(tmp_path)
    code = doc_examples()[number]
    exec(compile(code, f"{DOC.name} example {number + 1}", "exec"), {"__name__": "__doc__"})
    assert (tmp_path / "cv.yaml").read_bytes() == (
        ROOT / "evals/profiles/runyu-lu.yaml"
    ).read_bytes()


def test_every_public_result_is_a_dataclass_with_to_dict() -> None:
    import dataclasses

    for name in (
        "CheckResult", "Finding", "Summary", "PolishResult", "Change", "Rejection",
        "Question", "CoverageFigures", "ImportResult", "Usage",
    ):  # fmt: skip
        kind = getattr(cvcoach, name)
        assert dataclasses.is_dataclass(kind), name


def test_every_error_raised_on_purpose_is_a_cvcoach_error() -> None:
    for name in ("InputError", "LLMError", "RenderError", "ModelImportUnavailable"):
        assert issubclass(getattr(cvcoach, name), cvcoach.CvcoachError), name
    from cvcoach.llm.errors import LLMConfigError, LLMUnavailable

    assert issubclass(LLMUnavailable, cvcoach.CvcoachError)
    assert issubclass(LLMConfigError, ValueError)  # still caught where a ValueError was


def test_check_never_imports_pydantic() -> None:
    code = (
        "import sys, cvcoach\n"
        "cvcoach.check(cvcoach.parse_profile(open(sys.argv[1]).read()))\n"
        "print('pydantic' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(PROFILE)], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"%PDF-1.7\n", "pdf"),
        (b"PK\x03\x04rest", "docx"),
        (b'{"basics": {}}', "json"),
        (b"basics:\n  name: Ada\n", "yaml"),
        (b"# comment\ncv:\n  name: Ada\n", "yaml"),
        (b"# Ada Example\n\n## Experience\n- Built things\n", "text"),
        (b"Ada Example\nEngineer: Example Ltd, 2021\n", "text"),
    ],
)
def test_parse_profile_tells_the_format_from_the_content(content: bytes, expected: str) -> None:
    from cvcoach.api import sniff

    assert sniff(content) == expected


def test_a_str_is_content_in_parse_and_an_unknown_format_is_an_input_error() -> None:
    with pytest.raises(cvcoach.InputError, match="unknown format"):
        cvcoach.parse_profile("basics: {}", format="toml")  # type: ignore[arg-type]
    role = cvcoach.parse_role("We need MLIR and CUDA experience.")
    assert "MLIR" in role.text
