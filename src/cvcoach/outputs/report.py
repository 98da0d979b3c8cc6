"""Render check results: compiler-style text, JSON for machines, Markdown for people.

Plain writes with ANSI colour codes: `cvcoach check` loads no terminal library.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import asdict
from functools import lru_cache
from json.encoder import encode_basestring
from operator import attrgetter
from typing import IO, NamedTuple

from cvcoach.language.markup import inert
from cvcoach.model.findings import CheckResult, Finding, InputError, Severity

# ANSI styles: bold red, yellow, cyan; dim and bold
_STYLE = {Severity.ERROR: "1;31", Severity.WARNING: "33", Severity.INFO: "36"}
_DIM, _BOLD = "2", "1"
# Control characters from the user's file (an escape sequence, a carriage return) never
# reach the terminal; tabs and newlines stay.
_CONTROLS = {c: None for c in (*range(9), *range(11, 32), 127)}


# The keys of a finding in the JSON report, in their order (`finding_dict`, `_finding_json`).
_FINDING_KEYS = (
    "kind", "severity", "path", "line", "column", "text", "suggestion", "message", "related_path",
)  # fmt: skip
_finding_values = attrgetter(*_FINDING_KEYS)


def finding_dict(f: Finding) -> dict[str, object]:
    found = dict(zip(_FINDING_KEYS, _finding_values(f), strict=True))
    found["severity"] = f.severity.value
    return found


def result_dict(r: CheckResult) -> dict[str, object]:
    return _result(r, [finding_dict(f) for f in r.findings])


def _result(r: CheckResult, findings: object) -> dict[str, object]:
    return {"file": r.file, "format": r.format, "findings": findings, "summary": asdict(r.summary)}


class _Findings(NamedTuple):
    """Findings that `_write_json` writes as the list of their `finding_dict`s."""

    items: Sequence[Finding]


def render_json(results: Sequence[CheckResult], errors: Sequence[InputError] = ()) -> str:
    items: list[dict[str, object]] = [_result(r, _Findings(r.findings)) for r in results]
    items += [
        {
            "file": e.file,
            "error": True,
            "findings": [finding_dict(p) for p in e.problems],
            "summary": {"errors": len(e.problems)},
        }
        for e in errors
    ]
    payload: object = items[0] if len(items) == 1 else items
    out: list[str] = []
    _write_json(payload, "\n", out)
    return "".join(out)


_SCALARS = {str, int, float, bool, type(None)}
_STR = {str}


def _write_json(value: object, newline: str, out: list[str]) -> None:
    """Append `json.dumps(value, indent=2, ensure_ascii=False)` to `out`: the same text, but
    a list of flat dicts (the findings) written in one call of the standard library's C
    encoder, not by its pure-Python indenting encoder, which took most of the report's time
    (0.5 s of 30,000 findings). `newline` is a line break and the indent of `value`."""
    if isinstance(value, _Findings):
        text = _findings_json(value.items, newline)
        if text is not None:
            out.append(text)
            return
        value = [finding_dict(f) for f in value.items]
    inner = newline + "  "
    if isinstance(value, list) and value and all(type(v) is dict and _flat(v) for v in value):
        # Written with the dicts' line break and indent as the item separator; a raw line
        # break is never inside a JSON string, and "}" + separator + "{" only between
        # dicts (a dict's separator is followed by a key's quote).
        deeper = inner + "  "
        text = _encoder(deeper)(value)
        body = text[2:-2].replace("}," + deeper + "{", f"{inner}}},{inner}{{{deeper}")
        out.append(f"[{inner}{{{deeper}{body}{inner}}}{newline}]")
    elif isinstance(value, (dict, list)) and _nested(value):
        opening = "{" if isinstance(value, dict) else "["
        pairs = value.items() if isinstance(value, dict) else ((None, item) for item in value)
        for key, item in pairs:
            label = "" if key is None else json.dumps(key, ensure_ascii=False) + ": "
            out.append(f"{opening}{inner}{label}")
            _write_json(item, inner, out)
            opening = ","
        out.append(newline + ("}" if isinstance(value, dict) else "]"))
    else:  # a plain value, a flat or empty container, a dict with keys other than strings
        out.append(json.dumps(value, indent=2, ensure_ascii=False).replace("\n", newline))


def _findings_json(findings: Sequence[Finding], newline: str) -> str | None:
    """The findings' list as `_write_json` writes their `finding_dict`s, one format per
    finding, with no dict built and walked for each (30,000 findings of 15,000 bullets).
    None for no findings, or when a field holds a value of a type it does not declare (the
    general writer then writes them)."""
    if not findings:
        return None
    template = _finding_template(newline)
    try:
        rows = [template % _finding_json(f) for f in findings]
    except TypeError:  # `encode_basestring` of something other than a string
        return None
    inner = newline + "  "
    return f"[{inner}{(',' + inner).join(rows)}{newline}]"


def _finding_json(f: Finding) -> tuple[str, ...]:
    """The JSON text of each value of `finding_dict(f)`, in its order."""
    text = encode_basestring  # the standard library's C function its encoder calls
    line, column, suggestion, related = f.line, f.column, f.suggestion, f.related_path
    return (
        text(f.kind),
        text(f.severity.value),
        text(f.path),
        "null" if line is None else int.__repr__(line) if type(line) is int else _json(line),
        "null"
        if column is None
        else int.__repr__(column)
        if type(column) is int
        else _json(column),
        text(f.text),
        "null" if suggestion is None else text(suggestion),
        text(f.message),
        "null" if related is None else text(related),
    )


def _json(value: object) -> str:
    """A bool or a float where a number is declared, as the encoder writes it."""
    if type(value) not in (bool, float):
        raise TypeError(f"not a number: {value!r}")
    return json.dumps(value)


@lru_cache(maxsize=16)
def _finding_template(newline: str) -> str:
    """`finding_dict`'s keys as `json.dumps(indent=2)` writes them inside a list indented by
    `newline`, with a `%s` for each value."""
    inner, deeper = newline + "  ", newline + "    "
    fields = f",{deeper}".join(f"{json.dumps(key)}: %s" for key in _FINDING_KEYS)
    return f"{{{deeper}{fields}{inner}}}"


def _nested(value: dict[object, object] | list[object]) -> bool:
    """A list, or a dict with string keys, holding a non-empty list or dict."""
    if isinstance(value, dict) and not _STR.issuperset(map(type, value)):
        return False
    return bool(value) and not _flat(value)


def _flat(value: object) -> bool:
    """A non-empty dict with string keys, or a list, holding only strings, numbers, None."""
    if isinstance(value, dict):
        return (
            bool(value)
            and _STR.issuperset(map(type, value))
            and _SCALARS.issuperset(map(type, value.values()))
        )
    return isinstance(value, list) and _SCALARS.issuperset(map(type, value))


@lru_cache(maxsize=16)
def _encoder(separator: str) -> Callable[[object], str]:
    """The C encoder with `","` + `separator` between items."""
    return json.JSONEncoder(ensure_ascii=False, separators=("," + separator, ": ")).encode


def render_text(results: Sequence[CheckResult], out: IO[str], *, color: bool | None = None) -> None:
    """One compiler-style line per finding and a summary line per file.

    Colour (ANSI) when `color` is True, or when it is None and `out` is a terminal that
    allows it (`NO_COLOR` unset, `TERM` not dumb; `FORCE_COLOR` forces it).
    """
    paint = _painter(_wants_color(out) if color is None else color)
    for r in results:
        for f in r.findings:
            where = _plain(f.location(r.file))
            field = _plain(f" {f.path}:") if f.path else ""
            fix = " " + paint(_DIM, f"→ {_plain(f.suggestion)}") if f.suggestion else ""
            severity = paint(_STYLE[f.severity], f.severity.value)
            kind = paint(_DIM, f"[{_plain(f.kind)}]")
            out.write(f"{where}: {severity}{kind}{field} {_plain(f.message)}{fix}\n")
        s = r.summary
        cov = ""
        if s.role_coverage is not None:
            cov = f"; role keywords covered: {s.role_coverage:.0%}"
        out.write(
            f"{paint(_BOLD, _plain(r.file))}: {s.errors} error(s), {s.warnings} warning(s), "
            f"{s.info} info{cov}\n"
        )


def _plain(text: str) -> str:
    return text.translate(_CONTROLS)


def _wants_color(out: IO[str]) -> bool:
    if os.environ.get("FORCE_COLOR"):
        return True
    if "NO_COLOR" in os.environ or os.environ.get("TERM") in ("dumb", "unknown"):
        return False
    isatty = getattr(out, "isatty", None)
    return bool(isatty and isatty())


def _painter(color: bool) -> Callable[[str, str], str]:
    def paint(style: str, text: str) -> str:
        return f"\x1b[{style}m{text}\x1b[0m" if color and text else text

    return paint


def render_input_errors(errors: Sequence[InputError], out: IO[str]) -> None:
    for e in errors:
        out.write(e.render() + "\n")


def render_markdown(results: Sequence[CheckResult]) -> str:
    lines = ["# cvcoach check report", ""]
    for r in results:
        s = r.summary
        lines += [
            f"## {_cell(r.file)}",
            "",
            f"Format: {r.format}. {s.errors} error(s), {s.warnings} warning(s), {s.info} info.",
            "",
        ]
        if s.role_coverage is not None:
            lines += [
                f"Role keywords covered: **{s.role_coverage:.0%}**"
                f" ({len(s.role_covered)} covered, {len(s.role_missing)} missing).",
                "",
            ]
            if s.role_missing:
                lines += ["Missing: " + "; ".join(_cell(m) for m in s.role_missing), ""]
        if not r.findings:
            lines += ["Nothing to report.", ""]
            continue
        lines += [
            "| Where | Severity | Kind | Text | Suggestion | Message |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for f in r.findings:
            where = f"`{f.path}`" if f.path else "the role"
            where = f"{f.line}:{f.column} {where}" if f.line else where
            lines.append(
                f"| {where} | {f.severity.value} | {f.kind} | {_cell(f.text)} | "
                f"{_cell(f.suggestion or '')} | {_cell(f.message)} |"
            )
        lines.append("")
    return "\n".join(lines)


def _cell(text: str) -> str:
    """Text for a table cell: on one line, its pipes escaped, its markup inert."""
    return inert(text).replace("|", "\\|").replace("\n", " ")
