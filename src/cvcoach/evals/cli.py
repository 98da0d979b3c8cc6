"""`cvcoach eval`: run the suite, print the scores, write the results, guard the baseline.

Exit codes: 0 no score fell below the baseline by more than its tolerance (or no baseline
was given, or it was rewritten); 1 a score fell; 2 the suite could not run (no cases, no
engine, an unreadable baseline) or a case raised instead of answering.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from cvcoach.evals.results import Baseline, Comparison, RunResult


class _CannotRun(Exception):
    """The suite cannot run (no cases, no engine, an unreadable baseline): exit 2."""


def run_eval(args: argparse.Namespace) -> int:
    from cvcoach.evals.results import compare

    started = time.perf_counter()
    console = Console(file=sys.stdout, soft_wrap=True, emoji=False)
    err = Console(file=sys.stderr, soft_wrap=True, emoji=False)
    evals_dir = Path(args.evals_dir)
    if getattr(args, "roles", False) or (evals_dir / "roles-heldout").is_dir():
        from cvcoach.evals.roles_report import run_and_print_roles

        run_and_print_roles(console, evals_dir, getattr(args, "split", "both"))
        if getattr(args, "roles", False):
            return 0
    try:
        run, baseline = _run(args, evals_dir, err)
    except _CannotRun as exc:
        err.print(f"cvcoach eval: {exc}", markup=False)
        return 2
    comparison = compare(run, baseline) if baseline is not None else None
    out = evals_dir / "results"
    _write_results(out, run, comparison)
    print_run(console, run, comparison)
    console.print(f"Wrote {out / run.stem}.json and .md", markup=False, highlight=False)
    code = 0
    if run.errors():
        for unit in run.errors():
            err.print(f"cvcoach eval: {unit.name}: {unit.error}", markup=False)
        code = 2
    if args.update_baseline:
        _update_baseline(console, args, evals_dir, run, baseline)
    elif comparison is not None and comparison.drops and code == 0:
        code = 1
    console.print(f"eval took {time.perf_counter() - started:.1f} s", highlight=False)
    return code


def _run(
    args: argparse.Namespace, evals_dir: Path, err: Console
) -> tuple[RunResult, Baseline | None]:
    """Load the cases and the baseline, then run the suite with the chosen engine."""
    from cvcoach.engines.select import EngineOptions, get_engine
    from cvcoach.evals.cases import load_suite
    from cvcoach.evals.runner import run_suite
    from cvcoach.llm.errors import LLMUnavailable

    try:
        suite = load_suite(evals_dir, args.cases)
    except (FileNotFoundError, ValueError) as exc:
        raise _CannotRun(exc) from None
    baseline = _baseline(args)
    options = EngineOptions(
        model=args.model, base_url=args.base_url, cache=not args.no_cache, redact=not args.no_redact
    )
    try:
        engine = get_engine(args.engine, options)
        progress = None if engine.name == "offline" else _progress(err)
        run = run_suite(suite, engine, progress=progress)
    except LLMUnavailable as exc:
        raise _CannotRun(exc) from None
    run.cases_pattern = args.cases
    return run, baseline


def _baseline(args: argparse.Namespace) -> Baseline | None:
    """The baseline to compare with; None when there is none yet and it is to be written."""
    from cvcoach.evals.results import read_baseline

    if args.baseline and Path(args.baseline).is_file():
        try:
            return read_baseline(args.baseline)
        except ValueError as exc:
            raise _CannotRun(f"{args.baseline} is not a baseline: {exc}") from None
    if args.baseline and not args.update_baseline:
        raise _CannotRun(f"no baseline at {args.baseline}; create it with --update-baseline")
    return None


def _write_results(out: Path, run: RunResult, comparison: Comparison | None) -> None:
    """The run as JSON and as a Markdown report in `out`."""
    from cvcoach.evals.report import render_report
    from cvcoach.evals.results import write_json

    write_json(run, out / f"{run.stem}.json")
    (out / f"{run.stem}.md").write_text(render_report(run, comparison), encoding="utf-8")


def _update_baseline(
    console: Console,
    args: argparse.Namespace,
    evals_dir: Path,
    run: RunResult,
    baseline: Baseline | None,
) -> None:
    from cvcoach.evals.results import write_json

    target = Path(args.baseline) if args.baseline else evals_dir / f"baseline-{_key(run)}.json"
    previous = baseline if args.cases != "*" else None  # a subset keeps the other cases
    write_json(Baseline.of(run, previous), target)
    console.print(f"Baseline written to {target}", markup=False, highlight=False)


def _key(run: RunResult) -> str:
    return run.engine if run.engine == "offline" else run.stem


def _progress(console: Console) -> Callable[[str], None]:
    """One line per case on stderr: model runs are slow enough to want it."""

    def report(line: str) -> None:
        console.print(line, markup=False, highlight=False)

    return report


def print_run(console: Console, run: RunResult, comparison: Comparison | None) -> None:
    """The aggregate table, per-kind check scores and whatever fell below the baseline."""
    from cvcoach.evals.report import METRICS, check_kinds, headline_graders

    table = Table(title=f"cvcoach eval: {run.engine} ({run.model})", title_justify="left")
    table.add_column("grader")
    table.add_column("score", justify="right")
    table.add_column("passed", justify="right")
    if comparison is not None:
        table.add_column("baseline", justify="right")
        table.add_column("change", justify="right")
    dropped = {d.grader for d in comparison.drops} if comparison is not None else set()
    for name in headline_graders(run):
        passed, total = run.passed.get(name, [0, 0])
        row = [name, f"{run.aggregate[name]:.3f}", f"{passed}/{total}"]
        if comparison is not None:
            base = comparison.baseline.get(name)
            change = "" if base is None else f"{run.aggregate[name] - base:+.3f}"
            row += ["" if base is None else f"{base:.3f}", change]
        table.add_row(*row, style="red" if name in dropped else None)
    console.print(table)
    kinds = check_kinds(run)
    if kinds:
        by_kind = Table(title="checks per finding kind", title_justify="left")
        by_kind.add_column("kind")
        for metric in METRICS:
            by_kind.add_column(metric, justify="right")
        for kind in kinds:
            cells = [run.aggregate.get(f"check.{m}.{kind}") for m in METRICS]
            by_kind.add_row(
                kind,
                *("–" if c is None else f"{c:.3f}" for c in cells),
                style="red" if any(f"check.{m}.{kind}" in dropped for m in METRICS) else None,
            )
        console.print(by_kind)
    for note in run.notes:
        console.print(f"note: {note}", markup=False, highlight=False)
    if comparison is None:
        return
    for note in comparison.notes:
        console.print(f"note: {note}", markup=False, highlight=False)
    if not comparison.drops:
        console.print(
            f"No score fell below the baseline by more than {comparison.tolerance}.",
            highlight=False,
        )
    for d in comparison.drops:
        units = ", ".join(d.units[:5]) + (
            f" (+{len(d.units) - 5} more)" if len(d.units) > 5 else ""
        )
        console.print(
            f"DROPPED {d.grader}: {d.baseline:.3f} -> {d.current:.3f} ({d.delta:+.3f}, "
            f"tolerance {comparison.tolerance}); units: {units or '–'}",
            style="bold red",
            markup=False,
            highlight=False,
        )
