"""Input text is data: the escaping helpers on hostile text, and a reading of the UI's code
that fails on any way of putting a value into a page other than through `cvcoach.ui.safe`."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from cvcoach.ui import safe

UI = Path(__file__).resolve().parents[2] / "src" / "cvcoach" / "ui"
SAFE_CALLS = {"text", "md", "name", "code", "quote"}
HOSTILE = [
    '<svg><a href="javascript:alert(1)"><text>Apply</text></a></svg>',
    "<img src=x onerror=alert(1)>",
    "&#106;avascript:alert(1)",
    "[click](javascript:alert(1)) ![x](http://127.0.0.1:9/x.png)",
    "<http://127.0.0.1:9/> www.example.com user@example.com http://127.0.0.1:9/a",
    "**bold** _em_ `code` # heading\n- list\n> quote\n<div style='position:fixed'>x</div>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "$$\\href{javascript:alert(1)}{x}$$",
]


@pytest.mark.parametrize("payload", HOSTILE)
def test_text_leaves_no_markup(payload: str) -> None:
    out = safe.text(payload)
    assert "<" not in out and ">" not in out and '"' not in out and "'" not in out
    assert "&#106;" not in out  # the entity is shown, not decoded


def _markdown_html(source: str) -> str:
    """CommonMark with raw HTML and autolinks, as a Markdown renderer would treat them."""
    markdown = pytest.importorskip("markdown_it")
    md = markdown.MarkdownIt("commonmark", {"html": True, "linkify": False})
    return str(md.render(source))


@pytest.mark.parametrize("payload", HOSTILE)
def test_md_renders_as_the_text_itself(payload: str) -> None:
    rendered = _markdown_html(safe.md(payload))
    assert re.fullmatch(r"<p>[^<]*</p>\s*", rendered), rendered
    import html

    assert html.unescape(rendered[3:].rsplit("</p>", 1)[0]) == " ".join(payload.split())


@pytest.mark.parametrize("payload", [*HOSTILE, "```\n<b>x</b>\n````"])
def test_code_and_name_are_verbatim(payload: str) -> None:
    import html

    block = _markdown_html(safe.code(payload))
    assert block.startswith("<pre><code") and block.count("<") == 4, block
    assert html.unescape(re.sub(r"<[^>]+>", "", block)).strip("\n") == payload
    inline = _markdown_html(safe.name(payload))
    assert inline.count("<") == 4, inline  # <p><code>…</code></p>


# ---------------------------------------------------------------------------------------------
# The UI's code: one way in


def _is_safe(node: ast.expr) -> bool:
    """A value that may be put into page text: an escaped call, a number, a fragment."""
    if isinstance(node, ast.Call):
        f = node.func
        constant_args = all(isinstance(a, ast.Constant) for a in node.args)
        if isinstance(f, ast.Attribute) and f.attr == "replace" and constant_args:
            return _is_safe(f.value)  # a fragment with constant text replaced
        if isinstance(f, ast.Attribute) and f.attr == "join" and isinstance(f.value, ast.Constant):
            return all(_is_safe(a) for a in node.args)  # fragments joined by a constant
        if isinstance(f, ast.Attribute) and f.attr.endswith("_html"):
            return True  # a function that returns escaped HTML, by its name
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
            return f.value.id == "safe" and f.attr in SAFE_CALLS
        if isinstance(f, ast.Name):
            return f.id in {"len", "int"} or f.id.endswith("_html") or f.id.startswith("safe_")
        return False
    if isinstance(node, ast.Name | ast.Attribute):
        last = node.id if isinstance(node, ast.Name) else node.attr
        # built from escaped parts (by convention), or a module constant (a literal)
        return last.endswith(("_html", "_md")) or (last.isupper() and isinstance(node, ast.Name))
    if isinstance(node, ast.BinOp):
        return _is_safe(node.left) and _is_safe(node.right)
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float | str)
    if isinstance(node, ast.BoolOp | ast.IfExp):
        parts = node.values if isinstance(node, ast.BoolOp) else [node.body, node.orelse]
        return all(_is_safe(p) for p in parts)
    return False


def _numeric_spec(value: ast.FormattedValue) -> bool:
    spec = value.format_spec
    if not isinstance(spec, ast.JoinedStr) or not spec.values:
        return False
    text = "".join(str(v.value) for v in spec.values if isinstance(v, ast.Constant))
    return bool(re.search(r"[,dfe%]$", text))


def _plain_text_calls(tree: ast.AST) -> set[int]:
    """f-strings given straight to `input_problem` (shown only through `safe.code`)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "input_problem"
        ):
            out.update(id(a) for a in node.args)
    return out


def offences(source: str) -> list[str]:
    tree = ast.parse(source)
    plain = _plain_text_calls(tree)
    found = []
    for node in ast.walk(tree):
        where = f"line {getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.JoinedStr) and id(node) not in plain:
            for v in node.values:
                if isinstance(v, ast.FormattedValue) and not (
                    _is_safe(v.value) or _numeric_spec(v)
                ):
                    found.append(f"{where}: f-string puts {ast.unparse(v.value)!r} in unescaped")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "format" and isinstance(node.func.value, ast.Constant):
                found.append(f"{where}: str.format")
            if node.func.attr == "escape" and ast.unparse(node.func.value) == "html":
                found.append(f"{where}: html.escape outside cvcoach.ui.safe")
            first = node.args[0] if node.args else None
            if node.func.attr in {"Markdown", "HTML"} and first is not None and not _is_safe(first):
                found.append(f"{where}: gr.{node.func.attr} of {ast.unparse(node.args[0])}")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            if isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
                found.append(f"{where}: %-formatting")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            sides = (node.left, node.right)
            markup = any(
                isinstance(s, ast.Constant)
                and isinstance(s.value, str)
                and re.search(r"[<*`]", s.value)
                for s in sides
            )
            if markup and not all(
                _is_safe(s) or isinstance(s, ast.JoinedStr | ast.BinOp) for s in sides
            ):
                found.append(f"{where}: markup joined to {ast.unparse(node)!r}")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names]
            module = getattr(node, "module", None)
            if "html" in names or (module == "html"):
                found.append(f"{where}: imports html (escape with cvcoach.ui.safe)")
    return found


def test_the_ui_puts_input_into_pages_only_through_safe() -> None:
    problems = {
        path.name: offences(path.read_text())
        for path in sorted(UI.glob("*.py"))
        if path.name not in {"safe.py", "csp.py", "style.py"}
    }
    assert {k: v for k, v in problems.items() if v} == {}


@pytest.mark.parametrize(
    "bad",
    [
        'x = f"<b>{name}</b>"',
        'x = "<b>" + name',
        'x = "<b>%s</b>" % name',
        'x = "<b>{}</b>".format(name)',
        "import html\nx = html.escape(name)",
        "gr.Markdown(message)",
        'x = f"Added: {after}"',
    ],
)
def test_the_reading_catches_each_way_in(bad: str) -> None:
    assert offences(bad)


@pytest.mark.parametrize(
    "good",
    [
        'x = f"<b>{safe.text(name)}</b>"',
        'x = f"{len(items)} change(s), {ratio:.0%}"',
        'x = "<b>" + safe.text(name) + "</b>"',
        'x = f"{body_html}{safe_tip(m)}"',
        'input_problem(f"the file is {size} bytes")',
    ],
)
def test_the_reading_passes_escaped_code(good: str) -> None:
    assert offences(good) == []
