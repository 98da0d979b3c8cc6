"""Write a changed copy of the user's file: only the changed scalars are re-rendered.

Each change replaces the exact source span of one scalar, so comments, key order, quoting
style, indentation and line endings of everything else stay byte for byte; with no
changes the output is the input.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from cvcoach.inputs.scalars import scalar_at, yaml_double_quoted
from cvcoach.model.source import Scalar, SourceDoc

# Plain YAML scalars that a YAML reader would turn into something other than this string.
_NOT_PLAIN = re.compile(
    r"""^(?:[-?:,\[\]{}#&*!|>'"%@`]|\s)|[\s]$|: |:$| \#|[\r\n\t]"""
    r"""|^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF"""
    r"""|null|Null|NULL|~|[-+]?[0-9][0-9_.:eE+-]*|\.inf|\.nan|[0-9]{4}-[0-9]{2}-[0-9]{2}.*)$"""
)


def render_yaml_scalar(value: str, original: Scalar) -> str:
    """Render `value` as a YAML scalar in the original's style where that is safe."""
    if original.style == "plain" and value.isprintable() and value and not _NOT_PLAIN.search(value):
        return value
    if original.style in ("plain", "single") and "\n" not in value and value.isprintable():
        return "'" + value.replace("'", "''") + "'"
    return yaml_double_quoted(value)


def render_json_scalar(value: str, original_source: str) -> str:
    return json.dumps(value, ensure_ascii="\\u" in original_source)


def apply_changes(doc: SourceDoc, changes: Mapping[str, str]) -> str:
    """The document text with the scalars at these paths replaced by new values."""
    spans: list[tuple[int, int, str]] = []
    for path, value in changes.items():
        scalar = scalar_at(doc.root, path)
        if scalar is None:
            raise KeyError(f"no text at {path}")
        if scalar.value == value:
            continue
        original = doc.text[scalar.start : scalar.end]
        rendered = (
            render_json_scalar(value, original)
            if doc.syntax == "json"
            else render_yaml_scalar(value, scalar)
        )
        spans.append((scalar.start, scalar.end, rendered))
    text = doc.text
    for start, end, rendered in sorted(spans, reverse=True):
        text = text[:start] + rendered + text[end:]
    return ("\ufeff" if doc.bom else "") + text
