"""The check report as text: compiler-style lines, colour only where it is wanted."""

from __future__ import annotations

import io
import json

import pytest

from cvcoach.model.findings import CheckResult, Finding, Severity, Summary
from cvcoach.outputs.report import _write_json, render_json, render_text, result_dict

FINDING = Finding(
    kind="spelling",
    severity=Severity.WARNING,
    path="work[0].highlights[0]",
    line=4,
    column=20,
    text="Alogrithom",
    suggestion="Algorithm",
    message="'Alogrithom': not in the dictionary",
)
RESULT = CheckResult(
    file="cv.yaml", format="jsonresume-yaml", findings=[FINDING], summary=Summary(warnings=1)
)
PLAIN = (
    "cv.yaml:4:20: warning[spelling] work[0].highlights[0]: 'Alogrithom': not in the "
    "dictionary → Algorithm\ncv.yaml: 0 error(s), 1 warning(s), 0 info\n"
)


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def text(out: io.StringIO, **options: bool | None) -> str:
    render_text([RESULT], out, **options)
    return out.getvalue()


def test_plain_text_when_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert text(io.StringIO()) == PLAIN
    assert text(Terminal(), color=False) == PLAIN


def test_colour_on_a_terminal_unless_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    coloured = text(Terminal())
    assert "\x1b[33mwarning\x1b[0m" in coloured and "\x1b[1mcv.yaml\x1b[0m" in coloured
    monkeypatch.setenv("NO_COLOR", "1")
    assert text(Terminal()) == PLAIN
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\x1b[" in text(io.StringIO())


def test_control_characters_from_the_file_never_reach_the_terminal() -> None:
    sneaky = Finding(
        kind="spelling",
        severity=Severity.WARNING,
        path="basics.name",
        text="x",
        suggestion="fix\x1b]0;title\x07",
        message="'\x1b[2Jx\r': odd",
    )
    result = CheckResult(file="cv\x1b.yaml", format="yaml", findings=[sneaky], summary=Summary())
    out = io.StringIO()
    render_text([result], out, color=False)
    assert not any(c in out.getvalue() for c in "\x1b\x07\r")
    assert "'[2Jx': odd → fix]0;title" in out.getvalue()


def test_json_summary_is_plain_data() -> None:
    assert '"warnings": 1' in render_json([RESULT])
    assert '"severity": "warning"' in render_json([RESULT])


@pytest.mark.parametrize(
    "value",
    [
        [{"kind": "a", "line": 3, "text": 'x"\n\u00e9\ud800', "none": None}, {"b": "},\n      {"}],
        {"findings": [{"a": 1}, {"b": 2.5, "c": True}], "summary": {"by_kind": {}, "n": [1, 2]}},
        [{"a": {}}, {"b": 2}],
        [{"a": 1}, {}],
        [[], [[]], {}, [1, [2]]],
        {1: [1, {2: 3}]},
        [{1: 2}, {"a": 1}],
        {"x": {"y": [{"z": 1, "w": "}, {"}, {"q": float("nan")}]}},
        "text",
        None,
        [],
    ],
)
def test_json_is_the_standard_indented_json(value: object) -> None:
    # the report's writer gives exactly what json.dumps(indent=2) gives, faster
    out: list[str] = []
    _write_json(value, "\n", out)
    assert "".join(out) == json.dumps(value, indent=2, ensure_ascii=False)


def _odd(**fields: object) -> Finding:
    """A finding whose fields may hold what their types do not declare."""
    values: dict[str, object] = {
        "kind": "spelling", "severity": Severity.INFO, "path": "work[0].highlights[1]",
        "message": "m",
    }  # fmt: skip
    values.update(fields)
    return Finding(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "findings",
    [
        [FINDING],
        [FINDING, _odd(line=None, column=None, suggestion=None, related_path="basics.name")],
        [_odd(text='"q" \\ \n\t\x00\x1f \u00e9 \u2028 \ud800 😀', message="%s %(x)s {}", line=0)],
        [_odd(line=True, column=2.5), FINDING],  # numbers of another type
        [FINDING, _odd(text=["a", 1], line="3"), _odd(suggestion={"a": None})],  # not declared
        [_odd(kind=None), _odd(severity=Severity.ERROR, path=7)],
        [],
    ],
)
def test_json_findings_are_the_standard_indented_json(findings: list[Finding]) -> None:
    # findings are written without a dict each, as json.dumps(indent=2) writes their dicts
    for results in ([CheckResult(file="a", format="f", findings=findings, summary=Summary())],
                    [CheckResult(file=f, format="f", findings=findings, summary=Summary())
                     for f in ("a", "b")]):  # fmt: skip
        payload = [result_dict(r) for r in results]
        expected = json.dumps(payload[0] if len(payload) == 1 else payload, indent=2,
                              ensure_ascii=False)  # fmt: skip
        assert render_json(results) == expected
