"""Scalars of the user's file: find one by its path, quote one as YAML.

`scalar_at` is how a check locates a finding and how the writer finds what to replace;
`yaml_double_quoted` is the one YAML quoting both the writer and the importer use.
"""

from __future__ import annotations

import re

from cvcoach.model.source import MappingNode, Node, Scalar, SequenceNode


def scalar_at(root: Node, path: str) -> Scalar | None:
    """Find the scalar at a path such as `work[0].highlights[1]` or `cv.sections["A b"][0]`."""
    node = node_at(root, path)
    return node if isinstance(node, Scalar) else None


def node_at(root: Node, path: str) -> Node | None:
    """The node (a scalar, a mapping or a list) at `path`, or None."""
    node: Node | None = root
    for key in _split_path(path):
        if isinstance(key, int):
            node = item_at(node, key)
        elif isinstance(node, MappingNode):
            node = node.get(key)
        else:
            node = None
        if node is None:
            return None
    return node


def item_at(node: Node | None, index: int) -> Node | None:
    """Item `index` of `node` when it is a list that long, else None."""
    return node.items[index] if isinstance(node, SequenceNode) and index < len(node.items) else None


_SEGMENT = re.compile(r'\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]')


# A path with no quoted key, read in one pass (a check locates a finding in each of 15,000
# bullets): checked whole, then split by `_PLAIN_SEGMENT` exactly as `_SEGMENT` splits it.
_PLAIN_PATH = re.compile(r"(?:\.?[A-Za-z_$][A-Za-z0-9_$]*|\[\d+\])*")
_PLAIN_SEGMENT = re.compile(r"\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]")


def _split_path(path: str) -> list[str | int]:
    if '"' not in path and _PLAIN_PATH.fullmatch(path):
        return [name or int(index) for name, index in _PLAIN_SEGMENT.findall(path)]
    keys: list[str | int] = []
    pos = 0
    while pos < len(path):
        m = _SEGMENT.match(path, pos)
        if not m:
            raise ValueError(f"bad path {path!r}")
        if m.group(1) is not None:
            keys.append(m.group(1))
        elif m.group(2) is not None:
            keys.append(int(m.group(2)))
        else:
            keys.append(re.sub(r"\\(.)", r"\1", m.group(3)))
        pos = m.end()
    return keys


def yaml_double_quoted(value: str) -> str:
    """A YAML double-quoted scalar; characters YAML does not accept raw are escaped."""
    out = []
    for ch in value:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch.isprintable() and ch not in "\ufeff\u2028\u2029\x85":
            out.append(ch)
        else:
            code = ord(ch)
            out.append(
                f"\\x{code:02x}"
                if code < 0x100
                else f"\\u{code:04x}"
                if code < 0x10000
                else f"\\U{code:08x}"
            )
    return '"' + "".join(out) + '"'
