"""The package layout: one direction of imports, no circles, no borrowed private names.

Read the imports of every module under src/cvcoach (an AST walk, so imports inside
functions and `TYPE_CHECKING` blocks count too) and hold them to the layers of
docs/architecture.md:

    cli, ui, evals -> rewriting -> {engines, grounding, checks, keywords}
                   -> {inputs, outputs, language, llm} -> model

A package may import its own layer or any layer below, never one above; the packages of
one layer import each other without a circle; only `engines` talks to `llm` (the layers
above may catch its exception types, `cvcoach.llm.errors`). And every module stays small
enough to read in one sitting: at most 400 lines, no function over 60.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "src" / "cvcoach"

LAYERS: dict[str, int] = {
    "model": 0,
    "language": 1,
    "inputs": 1,
    "outputs": 1,
    "llm": 1,
    "engines": 2,
    "grounding": 2,
    "checks": 2,
    "keywords": 2,
    "rewriting": 3,
    "cli": 4,
    "ui": 4,
    "evals": 4,
}
# Top-level modules: the public API (`cvcoach`, `cvcoach.api`) imports lazily from every
# layer; `python -m cvcoach`.
TOP_LEVEL = {"__init__", "__main__", "api"}
LLM_USERS = {"engines"}
LLM_ERRORS = "cvcoach.llm.errors"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_of(module: str) -> str:
    """`cvcoach.checks.run` -> `checks`; a top-level module is its own name."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


@cache
def imports() -> dict[str, list[tuple[str, list[str], int]]]:
    """Each module's imports of cvcoach: (module, imported names, line)."""
    found: dict[str, list[tuple[str, list[str], int]]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        module = module_name(path)
        edges: list[tuple[str, list[str], int]] = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert node.level == 0, f"{module}: relative import"
                target = node.module or ""
                names = [alias.name for alias in node.names]
                if target == "cvcoach":  # `from cvcoach import x`: x may be a subpackage
                    edges += [(f"cvcoach.{n}", [], node.lineno) for n in names if n in LAYERS]
                elif target.startswith("cvcoach."):
                    edges.append((target, names, node.lineno))
            elif isinstance(node, ast.Import):
                edges += [
                    (alias.name, [], node.lineno)
                    for alias in node.names
                    if alias.name.startswith("cvcoach.")
                ]
            elif (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == "import_module"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and str(node.args[0].value).startswith("cvcoach.")
            ):
                edges.append((str(node.args[0].value), [], node.lineno))
        found[module] = edges
    return found


def package_edges() -> Iterator[tuple[str, str, str, str, int]]:
    """(importing package, imported package, importing module, imported module, line)."""
    for module, edges in imports().items():
        for target, _, line in edges:
            yield package_of(module), package_of(target), module, target, line


def test_every_package_has_a_layer() -> None:
    packages = {package_of(m) for m in imports()}
    assert packages - TOP_LEVEL <= set(LAYERS), sorted(packages - TOP_LEVEL - set(LAYERS))


def test_no_import_runs_upward() -> None:
    upward = [
        f"{module}:{line} imports {target} ({source} is below {dest})"
        for source, dest, module, target, line in package_edges()
        if source not in TOP_LEVEL and LAYERS[dest] > LAYERS[source]
    ]
    assert upward == []


def test_model_imports_nothing_else_of_cvcoach() -> None:
    outside = [
        f"{module}:{line} imports {target}"
        for source, dest, module, target, line in package_edges()
        if source == "model" and dest != "model"
    ]
    assert outside == []


def test_packages_import_each_other_without_a_circle() -> None:
    graph: dict[str, set[str]] = {}
    for source, dest, *_ in package_edges():
        if source != dest and source not in TOP_LEVEL:
            graph.setdefault(source, set()).add(dest)
    done: set[str] = set()

    def visit(package: str, trail: tuple[str, ...]) -> None:
        assert package not in trail, " -> ".join((*trail, package))
        if package in done:
            return
        for dest in sorted(graph.get(package, ())):
            visit(dest, (*trail, package))
        done.add(package)

    for package in sorted(graph):
        visit(package, ())


def test_only_engines_use_the_llm_stack() -> None:
    users = [
        f"{module}:{line} imports {target}"
        for source, dest, module, target, line in package_edges()
        if dest == "llm"
        and source not in {"llm", *LLM_USERS, *TOP_LEVEL}
        and not (target == LLM_ERRORS and LAYERS.get(source, 0) > LAYERS["engines"])
    ]
    assert users == []


def test_no_module_imports_another_modules_private_names() -> None:
    private = [
        f"{module}:{line} imports {name} from {target}"
        for module, edges in imports().items()
        for target, names, line in edges
        for name in names
        if name.startswith("_") and not name.startswith("__") and target != module
    ]
    assert private == []


MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60


def test_modules_and_functions_stay_small_enough_to_read_in_one_sitting() -> None:
    too_long = []
    for path in sorted(ROOT.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        name = module_name(path)
        if source.count("\n") > MAX_MODULE_LINES:
            too_long.append(f"{name}: {source.count(chr(10))} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    too_long.append(f"{name}.{node.name}: {length} lines")
    assert too_long == []


def module_circles() -> set[tuple[str, ...]]:
    """Every import circle between modules (each once, from its smallest module)."""
    graph: dict[str, set[str]] = {}
    for module, edges in imports().items():
        for target, names, _ in edges:
            # `from cvcoach.x import y` may import the module cvcoach.x.y
            candidates = [f"{target}.{n}" for n in names if f"{target}.{n}" in imports()]
            for dest in candidates or [target]:
                if dest != module and dest in imports():
                    graph.setdefault(module, set()).add(dest)
    found: set[tuple[str, ...]] = set()

    def walk(start: str, node: str, trail: tuple[str, ...]) -> None:
        for dest in sorted(graph.get(node, ())):
            if dest == start:
                found.add(trail)
            elif dest not in trail and dest > start:
                walk(start, dest, (*trail, dest))

    for start in sorted(graph):
        walk(start, start, (start,))
    return found


def test_modules_import_each_other_without_a_circle() -> None:
    circles = module_circles()
    assert sorted(circles) == []
