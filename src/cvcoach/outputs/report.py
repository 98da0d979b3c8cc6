"""Render check results: compiler-style text, JSON for machines, Markdown for people."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import IO

from cvcoach.model.findings import CheckResult, Finding, InputError, Severity

_STYLE = {Severity.ERROR: "bold red", Severity.WARNING: "yellow", Severity.INFO: "cyan"}


def finding_dict(f: Finding) -> dict[str, object]:
    return {
        "kind": f.kind,
        "severity": f.severity.value,
        "path": f.path,
        "line": f.line,
        "column": f.column,
        "text": f.text,
        "suggestion": f.suggestion,
        "message": f.message,
        "related_path": f.related_path,
    }


def result_dict(r: CheckResult) -> dict[str, object]:
    return {
        "file": r.file,
        "format": r.format,
        "findings": [finding_dict(f) for f in r.findings],
        "summary": r.summary.model_dump(),
    }


def render_json(results: Sequence[CheckResult], errors: Sequence[InputError] = ()) -> str:
    items: list[dict[str, object]] = [result_dict(r) for r in results]
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
    return json.dumps(payload, indent=2, ensure_ascii=False)


def render_text(results: Sequence[CheckResult], out: IO[str], *, color: bool | None = None) -> None:
    from rich.console import Console
    from rich.markup import escape

    console = Console(
        file=out,
        highlight=False,
        emoji=False,
        force_terminal=color,
        no_color=color is False,
        soft_wrap=True,
    )
    for r in results:
        for f in r.findings:
            where = f.location(r.file)
            field = f" {f.path}:" if f.path else ""
            fix = f" [dim]→ {escape(f.suggestion)}[/dim]" if f.suggestion else ""
            console.print(
                f"{escape(where)}: [{_STYLE[f.severity]}]{f.severity.value}[/]"
                f"[dim]\\[{f.kind}][/dim]{escape(field)} {escape(f.message)}{fix}"
            )
        s = r.summary
        cov = ""
        if s.role_coverage is not None:
            cov = f"; role keywords covered: {s.role_coverage:.0%}"
        console.print(
            f"[bold]{escape(r.file)}[/bold]: {s.errors} error(s), {s.warnings} warning(s), "
            f"{s.info} info{cov}"
        )


def render_input_errors(errors: Sequence[InputError], out: IO[str]) -> None:
    for e in errors:
        out.write(e.render() + "\n")


def render_markdown(results: Sequence[CheckResult]) -> str:
    lines = ["# cvcoach check report", ""]
    for r in results:
        s = r.summary
        lines += [
            f"## {r.file}",
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
                lines += ["Missing: " + ", ".join(f"`{m}`" for m in s.role_missing), ""]
        if not r.findings:
            lines += ["Nothing to report.", ""]
            continue
        lines += [
            "| Where | Severity | Kind | Text | Suggestion | Message |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for f in r.findings:
            where = f"{f.line}:{f.column} `{f.path}`" if f.line else f"`{f.path}`"
            lines.append(
                f"| {where} | {f.severity.value} | {f.kind} | {_cell(f.text)} | "
                f"{_cell(f.suggestion or '')} | {_cell(f.message)} |"
            )
        lines.append("")
    return "\n".join(lines)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
