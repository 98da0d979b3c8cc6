"""`check --review`: the model-backed review added to a check's result."""

from __future__ import annotations

import argparse
from pathlib import Path

from cvcoach.checks.run import sort_findings
from cvcoach.cli.commands import make_engine
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.model.findings import CheckResult, Severity
from cvcoach.rewriting.review import review


def add_review(result: CheckResult, path: Path, args: argparse.Namespace) -> CheckResult:

    engine = make_engine(args)
    if engine.name == "offline":
        import sys

        sys.stderr.write(
            "cvcoach: --review needs a model (set OPENAI_API_KEY or OPENAI_BASE_URL); "
            "the rule-based checks ran without it\n"
        )
        return result
    extra = review(load_profile(path), engine)
    findings = sort_findings(result.findings + extra)
    summary = result.summary.model_copy()
    summary.by_kind = {**summary.by_kind, **({"review": len(extra)} if extra else {})}
    summary.warnings += sum(f.severity == Severity.WARNING for f in extra)
    summary.errors += sum(f.severity == Severity.ERROR for f in extra)
    summary.info += sum(f.severity == Severity.INFO for f in extra)
    return result.model_copy(update={"findings": findings, "summary": summary})
