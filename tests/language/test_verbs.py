"""The verb table: regular forms, its file format, the bundled data, and a cheap import."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from cvcoach.language.verbs import encode_verb_line, load_verb_forms, parse_verb_line, regular_forms
from tests.conftest import ROOT


@pytest.mark.parametrize(
    ("base", "forms"),
    [
        ("develop", ("developed", "develops", "developing")),
        ("optimize", ("optimized", "optimizes", "optimizing")),
        ("deploy", ("deployed", "deploys", "deploying")),
        ("study", ("studied", "studies", "studying")),
        ("agree", ("agreed", "agrees", "agreeing")),
        ("patch", ("patched", "patches", "patching")),
    ],
)
def test_regular_forms(base: str, forms: tuple[str, str, str]) -> None:
    assert regular_forms(base) == forms


@pytest.mark.parametrize(
    "forms",
    [
        ("develop", "developed", "develops", "developing", False),
        ("build", "built", "builds", "building", False),
        ("remap", "remapped", "remaps", "remapping", False),
        ("speed", "sped", "speeds", "speeding", True),
        ("cut", "cut", "cuts", "cutting", False),
    ],
)
def test_verb_lines_round_trip(forms: tuple[str, str, str, str, bool]) -> None:
    line = encode_verb_line(*forms)
    assert parse_verb_line(line) == forms
    assert len(line) <= len(" ".join(map(str, forms)))


def test_the_bundled_table_knows_common_and_derived_verbs() -> None:
    table = load_verb_forms()
    assert len(table.by_base) > 3000
    assert table.by_base["build"].past == "built"
    assert table.by_base["remap"].past == "remapped"  # derived from "map"
    assert table.by_base["speed"].weak and not table.by_base["detect"].weak
    assert table.by_gerund["optimizing"].base == "optimize"
    assert "football" not in table.by_base and "full" not in table.by_base


def test_the_bundled_table_is_what_the_generator_writes() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_verb_forms", ROOT / "scripts" / "build_verb_forms.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bundled = (ROOT / "src" / "cvcoach" / "data" / "verbs.txt").read_text(encoding="utf-8")
    lines = [line for line in bundled.splitlines() if line and not line.startswith("#")]
    assert lines == module.build(), "run scripts/build_verb_forms.py and commit verbs.txt"


def test_checking_does_not_import_lemminflect() -> None:
    code = (
        "import sys\n"
        "from cvcoach.checks.writing import check_bullet\n"
        "check_bullet('Duties included: Optimizing the LLVM backend', finished=True)\n"
        "check_bullet('Build an algorithm for artist', finished=True)\n"
        "assert 'lemminflect' not in sys.modules, 'lemminflect imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_indexes_find_every_form_and_nothing_else() -> None:
    from cvcoach.language.data_cache import package_data
    from cvcoach.language.verbs import _decode, load_verb_forms

    table = load_verb_forms()
    rows = _decode(package_data("verbs.txt").decode("utf-8"))
    for base, past, third, gerund, weak in rows[::7]:
        assert table.by_base[base].base == base
        assert table.by_base[base].weak == weak
        assert past in table.by_past and third in table.by_third and gerund in table.by_gerund
    assert len(table.by_base) == len({row[0] for row in rows})
    for missing in ("", "a", "zzzz", "Go", "go ", "\t", "went\tgo"):
        assert missing not in table.by_base
        assert table.by_base.get(missing) is None
