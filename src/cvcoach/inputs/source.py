"""A located document tree: every scalar remembers its exact span in the user's file.

YAML is read event by event by PyYAML's parser (libyaml; no constructor runs, so no tag
can execute code and no alias can expand); JSON with a small parser of our own that keeps
positions.
Every scalar is kept as the string the user wrote: `2024.10` stays "2024.10", `NO` stays
"NO", `2021-09-01` stays a string. Writers replace scalar spans in the original text, so
comments, key order, quoting and line endings of everything else are kept byte for byte.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Literal

from cvcoach.inputs.json_source import parse_json
from cvcoach.inputs.limits import MAX_BYTES, MAX_DEPTH, MAX_NODES, ParseError
from cvcoach.model.findings import input_problem
from cvcoach.model.source import MappingNode, Node, Scalar, ScalarStyle, SequenceNode, SourceDoc

__all__ = [
    "MAX_BYTES", "MAX_DEPTH", "MAX_NODES", "NULLS", "ParseError", "parse_json", "parse_yaml",
    "read_source", "to_plain",
]  # fmt: skip

NULLS = {"", "~", "null", "Null", "NULL"}


def _line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    col = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, col


# ---------------------------------------------------------------- YAML


_SAFE_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:seq",
    "!",
}


def _yaml_events(text: str) -> Iterator[Any]:
    """YAML parser events (libyaml's C parser when PyYAML has it: 20x faster than pure Python).

    Only the parser runs: no constructor, so no tag is resolved and no alias expanded.
    """
    import yaml

    loader = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
    events: Iterator[Any] = yaml.parse(text, Loader=loader)
    return events


def _problem(msg: str, mark: object) -> ParseError:
    """A ParseError located at a libyaml mark (0-based line and column)."""
    line = getattr(mark, "line", None)
    col = getattr(mark, "column", None)
    return ParseError(
        [
            input_problem(
                msg,
                line=line + 1 if isinstance(line, int) else None,
                column=col + 1 if isinstance(col, int) else None,
            )
        ]
    )


_SCALAR_STYLES: dict[str | None, ScalarStyle] = {
    None: "plain",
    "'": "single",
    '"': "double",
    "|": "literal",
    ">": "folded",
}


class _YamlTree:
    """Builds the located tree from parser events, refusing what a CV must not hold."""

    def __init__(self, text: str) -> None:
        from yaml.events import ScalarEvent

        self.text = text
        self.stack: list[tuple[Node, Scalar | None]] = []  # (container, pending mapping key)
        self.keys: list[set[str]] = []  # the keys of each open container (a list's: none)
        self.root: Node | None = None
        self.nodes = 0
        self.documents = 0
        self._scalar_event = ScalarEvent

    def event(self, event: Any) -> None:
        if type(event) is self._scalar_event:  # most events: what `refuse_unsafe` asks of one
            tag = event.tag
            if tag and tag not in _SAFE_TAGS:
                raise _problem(f"YAML tag {tag!r} is not accepted in a CV", event.start_mark)
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise _problem(f"too many values (more than {MAX_NODES})", event.start_mark)
            self.attach(self.scalar(event), event.start_mark)
            return
        from yaml import events as ev

        if isinstance(event, ev.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise _problem(
                    "expected one YAML document, found several ('---')", event.start_mark
                )
            return
        self.refuse_unsafe(event)
        mark = event.start_mark
        if isinstance(event, ev.ScalarEvent):
            self.attach(self.scalar(event), mark)
        elif isinstance(event, (ev.MappingStartEvent, ev.SequenceStartEvent)):
            if len(self.stack) >= MAX_DEPTH:
                raise _problem(f"nested more than {MAX_DEPTH} levels deep", mark)
            container: Node = (
                MappingNode(mark.line + 1, mark.column + 1)
                if isinstance(event, ev.MappingStartEvent)
                else SequenceNode(mark.line + 1, mark.column + 1)
            )
            self.attach(container, mark)
            self.stack.append((container, None))
            self.keys.append(set())
        elif isinstance(event, (ev.MappingEndEvent, ev.SequenceEndEvent)):
            self.stack.pop()
            self.keys.pop()

    def refuse_unsafe(self, event: Any) -> None:
        """Aliases, tags other than the core ones, and more than MAX_NODES values."""
        from yaml import events as ev

        if isinstance(event, ev.AliasEvent):
            raise _problem(
                f"YAML aliases (*{event.anchor}) are not accepted in a CV: write the value out",
                event.start_mark,
            )
        tag = getattr(event, "tag", None)
        if tag and tag not in _SAFE_TAGS:
            raise _problem(f"YAML tag {tag!r} is not accepted in a CV", event.start_mark)
        if isinstance(event, (ev.ScalarEvent, ev.MappingStartEvent, ev.SequenceStartEvent)):
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise _problem(f"too many values (more than {MAX_NODES})", event.start_mark)

    def scalar(self, event: Any) -> Scalar:
        """The scalar as written: a plain null word is None, a block scalar ends at its text."""
        style = _SCALAR_STYLES.get(event.style, "plain")
        value: str | None = event.value
        if style == "plain" and event.value in NULLS and not event.tag:
            value = None
        start, end = event.start_mark.index, event.end_mark.index
        if style in ("literal", "folded"):
            while end > start and self.text[end - 1] in "\r\n":
                end -= 1
        mark = event.start_mark
        return Scalar(value, start, end, mark.line + 1, mark.column + 1, style)

    def attach(self, node: Node, mark: object) -> None:
        """Put a node in its parent: a list item, a mapping key, or the value of a pending key."""
        if not self.stack:
            self.root = node
            return
        parent, key = self.stack[-1]
        if isinstance(parent, SequenceNode):
            parent.items.append(node)
        elif isinstance(parent, MappingNode) and key is not None:
            parent.items.append((key, node))
            self.stack[-1] = (parent, None)
        elif isinstance(parent, MappingNode):
            self.stack[-1] = (parent, self.new_key(self.keys[-1], node, mark))

    @staticmethod
    def new_key(keys: set[str], node: Node, mark: object) -> Scalar:
        """`node` as the next key of a mapping that has `keys`: plain text, not already there."""
        if not isinstance(node, Scalar) or node.value is None:
            raise _problem("mapping keys must be plain text", mark)
        if node.value in keys:
            raise _problem(f"duplicate key '{node.value}'", mark)
        keys.add(node.value)
        return node


def _yaml_syntax_error(exc: Any) -> ParseError:
    """libyaml's error in plain words; an unclosed quote or bracket is placed where it opened."""
    mark = exc.problem_mark or exc.context_mark
    if "maximum nesting depth" in (exc.problem or ""):  # PyYAML 6.0.4's own limit (1000)
        return _problem(f"nested more than {MAX_DEPTH} levels deep", mark)
    msg = (exc.problem or exc.context or "invalid YAML").strip()
    if exc.context and exc.problem:
        msg = f"{exc.problem.strip()} ({exc.context.strip()})"
    if exc.context_mark and exc.problem_mark and "end of stream" in (exc.problem or ""):
        # an unclosed quote or bracket: the parser's context mark is where it opened
        end = exc.problem_mark
        mark = exc.context_mark
        what = re.sub(r"^while (?:scanning|parsing) ", "", exc.context.strip())
        msg = f"{what} starts here and is never closed (the file ends at line {end.line + 1})"
    return _problem(f"YAML syntax error: {msg}", mark)


def _reader_error(text: str, exc: Any) -> ParseError:
    """A character YAML does not allow (a control character such as ESC), at its place."""
    position = exc.position if isinstance(exc.position, int) else 0
    line, column = _line_col(text, min(position, len(text)))
    character = exc.character
    what = f"U+{character:04X}" if isinstance(character, int) else repr(character)
    return ParseError(
        [
            input_problem(
                f"YAML syntax error: the control character {what} is not allowed in YAML "
                "text; remove it",
                line=line,
                column=column,
            )
        ]
    )


def parse_yaml(text: str) -> Node:
    """Build the located tree from the YAML event stream; refuse aliases and unsafe tags."""
    from yaml.error import MarkedYAMLError, YAMLError
    from yaml.reader import ReaderError

    tree = _YamlTree(text)
    try:
        for event in _yaml_events(text):
            tree.event(event)
    except ParseError:
        raise
    except MarkedYAMLError as exc:
        raise _yaml_syntax_error(exc) from None
    except ReaderError as exc:
        raise _reader_error(text, exc) from None
    except YAMLError as exc:
        raise ParseError([input_problem(f"YAML syntax error: {exc}")]) from None
    except RecursionError:
        raise ParseError([input_problem(f"nested more than {MAX_DEPTH} levels deep")]) from None
    if tree.root is None:
        raise ParseError([input_problem("the file holds no data")])
    return tree.root


# ---------------------------------------------------------------- reading


def read_source(data: bytes, *, syntax: Literal["yaml", "json"] | None) -> SourceDoc:
    """Decode bytes and parse them; raise ParseError with located problems."""
    if len(data) > MAX_BYTES:
        raise ParseError(
            [
                input_problem(
                    f"the file is {len(data):,} bytes; a CV is expected to be under "
                    f"{MAX_BYTES:,} bytes"
                )
            ]
        )
    if b"\x00" in data[:8192]:
        raise ParseError([input_problem("this is a binary file, expected YAML or JSON text")])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = _line_col(data[: exc.start].decode("utf-8", "replace"), exc.start)
        raise ParseError(
            [input_problem("the file is not UTF-8 text (save it as UTF-8)", line=line, column=col)]
        ) from None
    bom = text.startswith("\ufeff")
    body = text[1:] if bom else text
    if not body.strip():
        raise ParseError([input_problem("the file is empty, expected a CV in YAML or JSON")])
    if syntax is None:
        syntax = "json" if body.lstrip().startswith(("{", "[")) else "yaml"
    root = parse_json(body) if syntax == "json" else parse_yaml(body)
    newline = "\r\n" if "\r\n" in body else "\n"
    return SourceDoc(body, root, syntax, bom, newline)


def to_plain(node: Node) -> object:
    """The tree as plain Python values (strings, None, lists, dicts)."""
    if isinstance(node, Scalar):
        return node.value
    if isinstance(node, SequenceNode):
        return [to_plain(n) for n in node.items]
    return {k.value: to_plain(v) for k, v in node.items}
