"""`check --review`: the model-backed review added to a check's result."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from cvcoach.checks.run import sort_findings
from cvcoach.cli.commands import make_engine, report_model_error
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.model.findings import CheckResult, Severity
from cvcoach.rewriting.review import review


def add_review(result: CheckResult, path: Path, args: argparse.Namespace) -> CheckResult:
    engine = make_engine(args)
    if engine.name == "offline":
        sys.stderr.write(
            "cvcoach: --review needs a model (set OPENAI_API_KEY or OPENAI_BASE_URL); "
            "the rule-based checks ran without it\n"
        )
        return result
    extra = review(load_profile(path), engine)
    findings = sort_findings(result.findings + extra)
    summary = replace(result.summary)
    summary.by_kind = {**summary.by_kind, **({"review": len(extra)} if extra else {})}
    summary.warnings += sum(f.severity == Severity.WARNING for f in extra)
    summary.errors += sum(f.severity == Severity.ERROR for f in extra)
    summary.info += sum(f.severity == Severity.INFO for f in extra)
    return replace(result, findings=findings, summary=summary)


Checked = list[tuple[Path, CheckResult]]


def add_reviews(checked: Checked, args: argparse.Namespace) -> tuple[Checked, bool] | None:
    """Each file's result with the review added, and whether a review failed (its file keeps
    the rule-based findings); None when no model is set up (said on stderr)."""
    from cvcoach.llm.errors import LLMError

    reviewed: Checked = []
    failed = False
    for path, result in checked:
        try:
            result = add_review(result, path, args)
        except LLMError as exc:
            advice = "cvcoach: the rule-based findings are complete; the review's are missing"
            if report_model_error(exc, f"the model review of {path} failed", advice):
                return None
            failed = True
        reviewed.append((path, result))
    return reviewed, failed
