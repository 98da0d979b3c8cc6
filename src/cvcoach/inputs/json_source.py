"""JSON with positions: every value's line, column and span, for the located tree.

Read by the one position-keeping parser (`parse_json`); strings are decoded by Python's own
scanner, and a `\\u` escape that names half of a UTF-16 pair is refused, as YAML refuses it.
"""

from __future__ import annotations

import bisect
import json
import re

from cvcoach.inputs.limits import MAX_DEPTH, MAX_NODES, ParseError
from cvcoach.model.findings import input_problem
from cvcoach.model.source import MappingNode, Node, Scalar, SequenceNode


class _Lines:
    """Line and column of an offset, by bisection over where the lines start: a parser asks
    for every value's, and counting from the start each time made reading quadratic."""

    def __init__(self, text: str) -> None:
        self.starts = [0, *(m.end() for m in re.finditer("\n", text))]

    def at(self, index: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, index)
        return line, index - self.starts[line - 1] + 1


_WS = re.compile(r"[ \t\n\r]*")
_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)")
SURROGATE_MESSAGE = (
    "a \\u escape names half of a UTF-16 pair (a lone surrogate), which is no character; "
    "remove it or write the character itself"
)


def lone_surrogate(text: str, start: int = 0, end: int | None = None) -> int | None:
    """Where the first `\\uD800`-`\\uDFFF` escape of JSON text that is not half of a pair is:
    such an escape reads as no character, and no UTF-8 file can hold it. (YAML refuses it.)"""
    high: int | None = None
    for m in _ESCAPE.finditer(text, start, len(text) if end is None else end):
        code = int(m.group(1), 16) if m.group(1) else -1
        if high is not None:
            if 0xDC00 <= code <= 0xDFFF and m.start() == high + 6:
                high = None
                continue
            return high
        if 0xD800 <= code <= 0xDBFF:
            high = m.start()
        elif 0xDC00 <= code <= 0xDFFF:
            return m.start()
    return high


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
        if _SURROGATE.search(value):
            at = lone_surrogate(self.text, i, end)
            raise self.fail(SURROGATE_MESSAGE, i if at is None else at)
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
