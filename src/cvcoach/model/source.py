"""The user's file as a located tree: every scalar keeps its offsets, line and column.

`cvcoach.inputs.source` builds these from YAML or JSON text; checks locate findings in
them and `cvcoach.outputs.source_write` rewrites single scalars in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union

ScalarStyle = Literal["plain", "single", "double", "literal", "folded", "json"]


@dataclass
class Scalar:
    value: str | None  # None for null (an empty or `null` plain scalar, JSON null)
    start: int  # character offsets of the scalar's source text (quotes included)
    end: int
    line: int  # 1-based
    column: int  # 1-based
    style: ScalarStyle = "plain"
    raw_type: str = "str"  # for JSON: "str", "number", "bool", "null"


@dataclass
class MappingNode:
    line: int
    column: int
    items: list[tuple[Scalar, Node]] = field(default_factory=list)

    def get(self, key: str) -> Node | None:
        for k, v in self.items:
            if k.value == key:
                return v
        return None

    def key_names(self) -> list[str]:
        return [k.value or "" for k, _ in self.items]


@dataclass
class SequenceNode:
    line: int
    column: int
    items: list[Node] = field(default_factory=list)


Node = Union[Scalar, MappingNode, SequenceNode]  # noqa: UP007 (a runtime alias on 3.10)


@dataclass
class SourceDoc:
    """The user's file as text plus its located tree."""

    text: str
    root: Node
    syntax: Literal["yaml", "json"]
    bom: bool = False
    newline: str = "\n"
