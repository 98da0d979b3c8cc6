"""Lazy public names: a package exports names that its modules define, imported on first use.

A package's `__getattr__` (PEP 562) made by `lazy_exports` imports a name's module only
when the name is first read, so that importing the package (`import cvcoach`,
`cvcoach.inputs`) loads nothing the caller does not use; its `__dir__` made by `lazy_dir`
lists those names before they are read, for `dir()`, `help()` and an editor's completion.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_exports(package: str, exports: Mapping[str, str]) -> Callable[[str], Any]:
    """The module `__getattr__` of `package`: `exports` maps each public name to the module
    that defines it; a name's value is imported when first read and kept in the package."""
    namespace = vars(sys.modules[package])

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module), name)
        namespace[name] = value
        return value

    return __getattr__


def lazy_dir(package: str, exports: Mapping[str, str]) -> Callable[[], list[str]]:
    """The module `__dir__` of `package`: its exported names, read or not, and its modules'
    dunder names (`__version__`), not the helpers it imports for itself."""
    namespace = vars(sys.modules[package])

    def __dir__() -> list[str]:
        dunders = [name for name in namespace if name.startswith("__")]
        return sorted({*exports, *dunders})

    return __dir__
