"""Lazy public names: a package exports names that its modules define, imported on first use.

A package's `__getattr__` (PEP 562) made by `lazy_exports` imports a name's module only
when the name is first read, so that importing the package (`import cvcoach`,
`cvcoach.inputs`) loads nothing the caller does not use.
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
