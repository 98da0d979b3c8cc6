"""A located document tree: every scalar remembers its exact span in the user's file.

YAML is read event by event by PyYAML's parser (libyaml; no constructor runs, so no tag
can execute code and no alias can expand); JSON with a small parser of our own that keeps
positions.
Every scalar is kept as the string the user wrote: `2024.10` stays "2024.10", `NO` stays
"NO", `2021-09-01` stays a string. Writers replace scalar spans in the original text, so
comments, key order, quoting and line endings of everything else are kept byte for byte.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Iterator
from typing import Any, Literal

from cvcoach.model.findings import Finding, input_problem
from cvcoach.model.source import MappingNode, Node, Scalar, ScalarStyle, SequenceNode, SourceDoc

MAX_BYTES = 1_000_000  # a CV is kilobytes; a megabyte is already absurd
MAX_DEPTH = 40
MAX_NODES = 50_000

NULLS = {"", "~", "null", "Null", "NULL"}


class ParseError(Exception):
    def __init__(self, problems: list[Finding]) -> None:
        self.problems = problems
        super().__init__(problems[0].message if problems else "cannot parse")


def _line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    col = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, col


class _Lines:
    """Line and column of an offset, by bisection over where the lines start: a parser asks
    for every value's, and counting from the start each time made reading quadratic."""

    def __init__(self, text: str) -> None:
        self.starts = [0, *(m.end() for m in re.finditer("\n", text))]

    def at(self, index: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, index)
        return line, index - self.starts[line - 1] + 1


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
        self.text = text
        self.stack: list[tuple[Node, Scalar | None]] = []  # (container, pending mapping key)
        self.keys: list[set[str]] = []  # the keys of each open container (a list's: none)
        self.root: Node | None = None
        self.nodes = 0
        self.documents = 0

    def event(self, event: Any) -> None:
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


def parse_yaml(text: str) -> Node:
    """Build the located tree from the YAML event stream; refuse aliases and unsafe tags."""
    from yaml.error import MarkedYAMLError, YAMLError

    tree = _YamlTree(text)
    try:
        for event in _yaml_events(text):
            tree.event(event)
    except ParseError:
        raise
    except MarkedYAMLError as exc:
        raise _yaml_syntax_error(exc) from None
    except YAMLError as exc:
        raise ParseError([input_problem(f"YAML syntax error: {exc}")]) from None
    except RecursionError:
        raise ParseError([input_problem(f"nested more than {MAX_DEPTH} levels deep")]) from None
    if tree.root is None:
        raise ParseError([input_problem("the file holds no data")])
    return tree.root


# ---------------------------------------------------------------- JSON

_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?")


_LITERALS = (("true", "bool", "true"), ("false", "bool", "false"), ("null", "null", None))
# what Python's json module reads besides: NaN and the infinities
_LENIENT_LITERALS = tuple((word, "number", word) for word in ("NaN", "Infinity", "-Infinity"))


class _JSONParser:
    def __init__(self, text: str, *, lenient: bool = False) -> None:
        self.text = text
        self.lines = _Lines(text)
        self.nodes = 0
        self.lenient = lenient
        self.literals = _LITERALS + _LENIENT_LITERALS if lenient else _LITERALS

    def fail(self, msg: str, index: int) -> ParseError:
        line, col = self.lines.at(index)
        return ParseError([input_problem(f"JSON syntax error: {msg}", line=line, column=col)])

    def skip(self, i: int) -> int:
        m = _WS.match(self.text, i)
        return m.end() if m else i

    def parse(self) -> Node:
        i = self.skip(0)
        node, i = self.value(i, 0)
        i = self.skip(i)
        if i != len(self.text):
            raise self.fail("extra data after the top-level value", i)
        return node

    def value(self, i: int, depth: int) -> tuple[Node, int]:
        if depth > MAX_DEPTH:
            raise self.fail(f"nested more than {MAX_DEPTH} levels deep", i)
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise self.fail(f"too many values (more than {MAX_NODES})", i)
        if i >= len(self.text):
            raise self.fail("unexpected end of file, expected a value", i)
        ch = self.text[i]
        line, col = self.lines.at(i)
        if ch == "{":
            return self.obj(i, depth, line, col)
        if ch == "[":
            return self.arr(i, depth, line, col)
        if ch == '"':
            value, end = self.string(i)
            return Scalar(value, i, end, line, col, "json", "str"), end
        for lit, raw_type, val in self.literals:
            if self.text.startswith(lit, i):
                return Scalar(val, i, i + len(lit), line, col, "json", raw_type), i + len(lit)
        m = _NUMBER.match(self.text, i)
        if m:
            return Scalar(m.group(), i, m.end(), line, col, "json", "number"), m.end()
        raise self.fail(f"unexpected character {ch!r}, expected a value", i)

    def string(self, i: int) -> tuple[str, int]:
        try:
            value, end = json.decoder.scanstring(self.text, i + 1, True)  # type: ignore[attr-defined]
        except json.JSONDecodeError as exc:
            raise self.fail(exc.msg.lower(), exc.pos) from None
        return str(value), int(end)

    def obj(self, i: int, depth: int, line: int, col: int) -> tuple[Node, int]:
        node = MappingNode(line, col)
        keys: set[str] = set()
        i, done = self.open(i, "}")
        while not done:
            key, i = self.key(i, keys)
            value, i = self.value(i, depth + 1)
            node.items.append((key, value))
            i, done = self.after_item(i, "}")
        return node, i

    def arr(self, i: int, depth: int, line: int, col: int) -> tuple[Node, int]:
        node = SequenceNode(line, col)
        i, done = self.open(i, "]")
        while not done:
            value, i = self.value(i, depth + 1)
            node.items.append(value)
            i, done = self.after_item(i, "]")
        return node, i

    def open(self, i: int, closer: str) -> tuple[int, bool]:
        """Past the opening bracket at `i`; True when the container closes at once."""
        i = self.skip(i + 1)
        if self.text.startswith(closer, i):
            return i + 1, True
        return i, False

    def key(self, i: int, keys: set[str]) -> tuple[Scalar, int]:
        """The key at `i` (not one of `keys`, where it is added) and where its value starts,
        past the `:`."""
        if not self.text.startswith('"', i):
            raise self.fail("expected a key in double quotes", i)
        line, col = self.lines.at(i)
        key, end = self.string(i)
        if key in keys and not self.lenient:
            raise self.fail(f"duplicate key '{key}'", i)
        keys.add(key)
        colon = self.skip(end)
        if not self.text.startswith(":", colon):
            raise self.fail("expected ':' after a key", colon)
        return Scalar(key, i, end, line, col, "json"), self.skip(colon + 1)

    def after_item(self, i: int, closer: str) -> tuple[int, bool]:
        """Past the `,` before the next item, or past `closer` (True: the container ends)."""
        i = self.skip(i)
        if self.text.startswith(",", i):
            return self.skip(i + 1), False
        if self.text.startswith(closer, i):
            return i + 1, True
        raise self.fail(f"expected ',' or '{closer}'", i)


def parse_json(text: str, *, lenient: bool = False) -> Node:
    """The located tree of a JSON text. `lenient` also reads what Python's json module
    does (NaN, Infinity, a repeated key, every occurrence kept), to locate the problems of
    a text `json.loads` has already read."""
    return _JSONParser(text, lenient=lenient).parse()


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
