"""Markdown views of an eval run: the full report and the aggregate table for the README.

`python -m cvcoach.evals.report evals/results/offline-none.json` prints the aggregate
scores of a results file as a Markdown table, ready to paste.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from cvcoach.evals.results import Comparison, RunResult, UnitResult, read_run

METRICS = ("precision", "recall", "f1")


def check_kinds(run: RunResult) -> list[str]:
    """The finding kinds with a per-kind check score in the run."""
    kinds = {
        name.split(".", 2)[2]
        for name in run.aggregate
        if name.startswith("check.") and name.count(".") == 2
    }
    return sorted(kinds)


def headline_graders(run: RunResult) -> list[str]:
    """Every grader except the per-kind check scores (those get their own table)."""
    return [
        name for name in run.aggregate if not (name.startswith("check.") and name.count(".") == 2)
    ]


def _fmt(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_scores_markdown(run: RunResult, comparison: Comparison | None = None) -> str:
    """The aggregate score of every grader, and precision/recall/F1 per finding kind."""
    with_base = comparison is not None
    head = "| grader | score | passed |" + (" baseline | change |" if with_base else "")
    rule = "| --- | ---: | ---: |" + (" ---: | ---: |" if with_base else "")
    lines = [head, rule]
    for name in headline_graders(run):
        passed, total = run.passed.get(name, [0, 0])
        row = f"| `{name}` | {run.aggregate[name]:.3f} | {passed}/{total} |"
        if comparison is not None:
            base = comparison.baseline.get(name)
            change = None if base is None else run.aggregate[name] - base
            row += f" {_fmt(base)} | {'–' if change is None else f'{change:+.3f}'} |"
        lines.append(row)
    kinds = check_kinds(run)
    if kinds:
        lines += ["", "| finding kind | precision | recall | F1 |", "| --- | ---: | ---: | ---: |"]
        for kind in kinds:
            cells = [_fmt(run.aggregate.get(f"check.{m}.{kind}")) for m in METRICS]
            lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def _usage_table(units: Sequence[UnitResult]) -> list[str]:
    lines = [
        "| case | seconds | requests | cached | prompt tokens | completion tokens | cost (USD) "
        "| changes | rejected |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for u in units:
        cost = "–" if u.usage.cost_usd is None else f"{u.usage.cost_usd:.4f}"
        lines.append(
            f"| {u.name} | {u.seconds:.2f} | {u.usage.requests} | {u.usage.cached} "
            f"| {u.usage.prompt_tokens} | {u.usage.completion_tokens} | {cost} "
            f"| {int(u.metrics.get('changes', 0))} | {int(u.metrics.get('rejected', 0))} |"
        )
    return lines


def render_report(run: RunResult, comparison: Comparison | None = None) -> str:
    """The full Markdown report: scores, what dropped, and every failed grade with its reason."""
    lines = [
        f"# cvcoach eval: {run.engine} ({run.model})",
        "",
        f"Cases `{run.cases_pattern}`, {sum(u.kind == 'case' for u in run.units)} cases, "
        f"{sum(u.kind == 'check' for u in run.units)} profiles checked; date checks against "
        f"{run.today}; {run.seconds:.1f} s.",
    ]
    usage = run.usage
    if usage.requests or usage.cached:
        cost = "not estimated" if usage.cost_usd is None else f"${usage.cost_usd:.4f}"
        approx = " (approximate)" if usage.tokens_approximate else ""
        lines.append(
            f"Model use: {usage.requests} requests, {usage.cached} cached, "
            f"{usage.prompt_tokens} prompt and {usage.completion_tokens} completion "
            f"tokens{approx}; cost {cost}."
        )
    lines += [f"- {note}" for note in run.notes]
    lines += ["", "## Scores", "", render_scores_markdown(run, comparison).rstrip()]
    if comparison is not None:
        lines += ["", "## Against the baseline", ""]
        if comparison.drops:
            for d in comparison.drops:
                lines.append(
                    f"- **{d.grader}** fell {d.baseline:.3f} -> {d.current:.3f} "
                    f"({d.delta:+.3f}, tolerance {comparison.tolerance}); "
                    f"units: {', '.join(d.units[:8]) or '–'}"
                )
        else:
            lines.append(f"No score fell by more than {comparison.tolerance}.")
        lines += [f"- {note}" for note in comparison.notes]
    cases = [u for u in run.units if u.kind == "case"]
    if cases:
        lines += ["", "## Time and model use per case", "", *_usage_table(cases)]
    lines += ["", "## Failed grades", ""]
    any_failed = False
    for unit in run.units:
        failed = unit.failed()
        if not failed and not unit.error:
            continue
        any_failed = True
        lines += [f"### {unit.name}", ""]
        if unit.error:
            lines.append(f"- **error**: {_cell(unit.error)}")
        lines += [f"- `{g.name}` {g.score:.3f}: {_cell(g.reason)}" for g in failed]
        lines.append("")
    if not any_failed:
        lines.append("Every grade passed.")
    return "\n".join(lines).rstrip() + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Print the aggregate table of a results file (for the README)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        sys.stderr.write("usage: python -m cvcoach.evals.report RESULTS.json\n")
        return 2
    sys.stdout.write(render_scores_markdown(read_run(args[0])))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
