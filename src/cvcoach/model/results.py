"""The one style of every public result: a dataclass, read as attributes, with `to_dict()`
(fields marked `metadata={"internal": True}`, such as the profiles a result holds, left out).

`check` builds results by the hundred and must start fast, so no validation library is
involved; `to_dict()` gives the JSON-ready form (enums as their values, paths as strings)
that `--format json` prints.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from enum import Enum
from pathlib import PurePath
from typing import Any


def to_json_ready(value: Any) -> Any:
    """`value` as dicts, lists, strings, numbers, booleans and None."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_json_ready(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if not f.metadata.get("internal")
        }
    if isinstance(value, Enum):
        return to_json_ready(value.value)
    if isinstance(value, PurePath):
        return str(value)
    if isinstance(value, dict):
        return {str(k): to_json_ready(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [to_json_ready(v) for v in value]
    return value


class Result:
    """Mixed into every public result dataclass."""

    def to_dict(self, exclude: Collection[str] = ()) -> dict[str, Any]:
        """The result as JSON-ready data, without the fields named in `exclude`."""
        data: dict[str, Any] = to_json_ready(self)
        return {name: value for name, value in data.items() if name not in exclude}
