"""pyproject.toml lists every package and every data file, so a non-editable install works.

`pip install .` copies only the packages named in `[tool.setuptools] packages` and the files
that `[tool.setuptools.package-data]` matches: a package left out of the list, or a word
list or prompt left out of the data, is missing from the wheel although every test run from
the source tree passes.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path
from typing import Any

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parents[1]


def setuptools_table() -> dict[str, Any]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    table: dict[str, Any] = config["tool"]["setuptools"]
    return table


def package_folders() -> dict[str, Path]:
    """Every package the build would need: each folder of src/cvcoach and the mapped ones."""
    table = setuptools_table()
    mapped = {name: ROOT / folder for name, folder in table["package-dir"].items() if name}
    found = {
        ".".join(path.relative_to(ROOT / "src").parts): path
        for path in [ROOT / "src" / "cvcoach", *(ROOT / "src" / "cvcoach").rglob("*")]
        if path.is_dir() and path.name != "__pycache__"
    }
    return {**found, **mapped}


def test_every_package_is_listed() -> None:
    listed = set(setuptools_table()["packages"])
    assert set(package_folders()) - listed == set()
    assert listed - set(package_folders()) == set()


def test_every_data_file_is_package_data() -> None:
    data: dict[str, list[str]] = setuptools_table()["package-data"]
    missing = [
        str(path.relative_to(ROOT))
        for package, folder in package_folders().items()
        for path in folder.iterdir()
        if path.is_file()
        and path.suffix not in (".py", ".pyc")
        and not any(fnmatch.fnmatch(path.name, p) for p in data.get(package, []))
    ]
    assert missing == []


# -- the plain install ---------------------------------------------------------------------

LLM_STACK = ("langchain", "openai", "tiktoken", "rich")
MARKDOWN_CV = """# Ada Example

ada@example.org · +44 20 7946 0000

## Experience

### Software Engineer, Example Ltd (Jan 2021 - Present)

- Built a Python service that serves model predictions
- Wrote the test suite for the billing pipeline

## Skills

Python, SQL, Docker
"""
# Sockets refused in the installed cvcoach: the offline commands must not need one.
NO_SOCKETS = """import socket
def _refuse(*args, **kwargs):
    raise OSError("the offline install tried to open a socket")
socket.socket.connect = _refuse
socket.create_connection = _refuse
"""


def copy_source(target: Path) -> Path:
    """What the build reads (pyproject, README, LICENSE, src, prompts), so it writes its
    build folders outside the working tree."""
    import shutil

    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, target / name)
    for name in ("src", "prompts"):
        shutil.copytree(ROOT / name, target / name, ignore=ignore)
    return target


def pip_environment() -> dict[str, str]:
    """The environment for pip: the real user's pip cache (the tests' HOME is a temporary
    folder), and `--no-index` with `CVCOACH_WHEELHOUSE` when a folder of wheels is given."""
    import os
    import pwd

    env = dict(os.environ)
    home = pwd.getpwuid(os.getuid()).pw_dir
    env.setdefault("PIP_CACHE_DIR", str(Path(home) / ".cache" / "pip"))
    wheelhouse = os.environ.get("CVCOACH_WHEELHOUSE")
    if wheelhouse:
        env.update(PIP_NO_INDEX="1", PIP_FIND_LINKS=wheelhouse)
    return env


@pytest.mark.slow
@pytest.mark.install
def test_the_plain_install_runs_every_offline_command_without_the_llm_stack(
    tmp_path: Path,
) -> None:
    import os
    import subprocess
    import sys

    source = tmp_path / "source"
    source.mkdir()
    copy_source(source)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    installed = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", str(source)],
        env=pip_environment(),
        capture_output=True,
        text=True,
        timeout=900,
    )
    if installed.returncode != 0 and "Could not find a version" in installed.stderr:
        pytest.skip(f"no index or wheelhouse to install from: {installed.stderr[-300:]}")
    assert installed.returncode == 0, installed.stderr[-2000:]

    listed = subprocess.run(
        [str(python), "-m", "pip", "list", "--format=freeze"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.lower()
    names = [line.split("==")[0] for line in listed.splitlines()]
    assert "cvcoach" in names
    assert [n for n in names if any(n.startswith(stack) for stack in LLM_STACK)] == []

    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(site) / "sitecustomize.py").write_text(NO_SOCKETS, encoding="utf-8")
    work = tmp_path / "work"
    work.mkdir()
    cv, role = work / "cv.yaml", work / "role.md"
    cv.write_bytes((ROOT / "evals" / "profiles" / "runyu-lu.yaml").read_bytes())
    role.write_bytes((ROOT / "evals" / "roles" / "llm-inference-engineer.md").read_bytes())
    (work / "old-cv.md").write_text(MARKDOWN_CV, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "CVCOACH_"))}
    env["OPENAI_API_KEY"] = "sk-set-but-the-llm-extra-is-not-installed"  # auto: offline
    cvcoach = str(venv / "bin" / "cvcoach")
    commands = [
        [cvcoach, "check", "cv.yaml", "--role", "role.md", "--fail-on", "error"],
        [cvcoach, "polish", "cv.yaml", "--role", "role.md", "-o", "out/cv.yaml"],
        [cvcoach, "cover-letter", "cv.yaml", "--role", "role.md", "-o", "out/letter.md"],
        [cvcoach, "import", "old-cv.md", "-o", "out/imported.yaml"],
        [cvcoach, "render", "cv.yaml", "--to", "html", "-o", "out/cv.html"],
        [cvcoach, "render", "cv.yaml", "--to", "docx", "-o", "out/cv.docx"],
    ]
    for command in commands:
        run = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True)
        assert run.returncode in (0, 1), f"{command[1:]}: {run.stderr[-1500:]}"  # 1: findings
    for made in ("cv.yaml", "cv.polish-report.md", "letter.md", "imported.yaml", "cv.html"):
        assert (work / "out" / made).stat().st_size > 0, made

    asked = subprocess.run(
        [cvcoach, "polish", "cv.yaml", "--role", "role.md", "--engine", "openai"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
    )
    assert asked.returncode == 2 and "pip install 'cvcoach[llm]'" in asked.stderr
    assert "Traceback" not in asked.stderr
