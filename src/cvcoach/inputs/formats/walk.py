"""Typed access to a located tree that collects every problem instead of stopping at the first."""

from __future__ import annotations

import re

from cvcoach.model.findings import Finding, input_problem
from cvcoach.model.profile import Text
from cvcoach.model.source import MappingNode, Node, Scalar, SequenceNode

_IDENT = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


def join(parent: str, key: str | int) -> str:
    """Path of a child: `work[0].highlights`, `cv.sections["Welcome to RenderCV"][0]`."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    if _IDENT.match(key):
        return f"{parent}.{key}" if parent else key
    quoted = key.replace("\\", "\\\\").replace('"', '\\"')
    return f'{parent}["{quoted}"]'


def describe(node: Node) -> str:
    if isinstance(node, MappingNode):
        return "a mapping (key: value pairs)"
    if isinstance(node, SequenceNode):
        return "a list"
    return "empty" if node.value is None else f"the text '{node.value[:40]}'"


def node_line(node: Node) -> tuple[int, int]:
    return node.line, node.column


class Walker:
    """Reads fields of the expected types; wrong types become located problems."""

    def __init__(self) -> None:
        self.problems: list[Finding] = []

    def problem(self, node: Node, path: str, expected: str) -> None:
        line, col = node_line(node)
        self.problems.append(
            input_problem(
                f"expected {expected}, found {describe(node)}", path=path, line=line, column=col
            )
        )

    def mapping(self, node: Node | None, path: str) -> MappingNode | None:
        if node is None or (isinstance(node, Scalar) and node.value is None):
            return None
        if isinstance(node, MappingNode):
            return node
        self.problem(node, path, "a mapping of fields")
        return None

    def sequence(self, node: Node | None, path: str, expected: str) -> SequenceNode | None:
        if node is None or (isinstance(node, Scalar) and node.value is None):
            return None
        if isinstance(node, SequenceNode):
            return node
        self.problem(node, path, expected)
        return None

    def text(self, node: Node | None, path: str) -> Text | None:
        if node is None:
            return None
        if isinstance(node, Scalar):
            if node.value is None:
                return None
            return Text(value=node.value, path=path, line=node.line, column=node.column)
        self.problem(node, path, "text")
        return None

    def texts(self, node: Node | None, path: str) -> list[Text]:
        seq = self.sequence(node, path, "a list of texts")
        if seq is None:
            return []
        out = []
        for i, item in enumerate(seq.items):
            text = self.text(item, join(path, i))
            if text is not None:
                out.append(text)
        return out


def all_texts(node: Node, path: str) -> list[Text]:
    """Every non-empty string under a node, with its path (for fields cvcoach has no name for)."""
    if isinstance(node, Scalar):
        if node.value is None or node.raw_type != "str":
            return []
        return [Text(value=node.value, path=path, line=node.line, column=node.column)]
    if isinstance(node, SequenceNode):
        return [t for i, item in enumerate(node.items) for t in all_texts(item, join(path, i))]
    return [t for k, v in node.items for t in all_texts(v, join(path, k.value or ""))]
