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
