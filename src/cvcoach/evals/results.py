"""What an eval run produced, its aggregate scores, and the comparison with a baseline.

A run is a list of units: one per profile (its checks), one per case (its polish and
letter) and one for the real-world samples. A grader's aggregate is the mean of its score
over the units where it had something to grade. A baseline keeps every unit's scores, so a
run over a few cases (`--cases`) is compared with the baseline's scores for those same
cases, never with the mean over all of them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from cvcoach.engines.base import Usage
from cvcoach.evals.graders import Grade

TOLERANCE = 0.02  # absolute drop of an aggregate score that fails the run
UnitKind = Literal["check", "case", "samples", "heldout", "import"]


def spent(before: Usage, after: Usage) -> Usage:
    """What an engine spent between two snapshots of its running totals."""
    cost = None
    if after.cost_usd is not None:
        cost = round(after.cost_usd - (before.cost_usd or 0.0), 6)
    return Usage(
        requests=after.requests - before.requests,
        cached=after.cached - before.cached,
        prompt_tokens=after.prompt_tokens - before.prompt_tokens,
        completion_tokens=after.completion_tokens - before.completion_tokens,
        cost_usd=cost,
        tokens_approximate=after.tokens_approximate,
    )


def added(one: Usage, other: Usage) -> Usage:
    """Two spendings together (their notes are left out)."""
    cost = None
    if one.cost_usd is not None or other.cost_usd is not None:
        cost = round((one.cost_usd or 0.0) + (other.cost_usd or 0.0), 6)
    return Usage(
        requests=one.requests + other.requests,
        cached=one.cached + other.cached,
        prompt_tokens=one.prompt_tokens + other.prompt_tokens,
        completion_tokens=one.completion_tokens + other.completion_tokens,
        cost_usd=cost,
        tokens_approximate=one.tokens_approximate or other.tokens_approximate,
    )


class UnitResult(BaseModel):
    """The grades of one unit; `error` is set when cvcoach raised instead of answering."""

    name: str
    kind: UnitKind
    grades: list[Grade] = Field(default_factory=list)
    seconds: float = 0.0  # wall time of cvcoach's work (grading not included)
    usage: Usage = Field(default_factory=Usage)
    metrics: dict[str, float] = Field(default_factory=dict)  # counts shown in the report
    error: str | None = None

    def failed(self) -> list[Grade]:
        return [g for g in self.grades if g.items and not g.passed]


class RunResult(BaseModel):
    """One `cvcoach eval` run: written to evals/results/<engine>-<model>.json."""

    engine: str
    model: str
    today: str
    cases_pattern: str = "*"
    seconds: float = 0.0
    notes: list[str] = Field(default_factory=list)
    units: list[UnitResult] = Field(default_factory=list)
    aggregate: dict[str, float] = Field(default_factory=dict)
    passed: dict[str, list[int]] = Field(default_factory=dict)  # grader -> [passed, graded]
    usage: Usage = Field(default_factory=Usage)

    @property
    def stem(self) -> str:
        """File name without suffix: 'offline-none', 'openai-gpt-4o-mini'."""
        return f"{self.engine}-{safe_name(self.model)}"

    def errors(self) -> list[UnitResult]:
        return [u for u in self.units if u.error]

    def finish(self) -> RunResult:
        """Fill in the aggregates and totals from the units."""
        self.aggregate = aggregate(self.units)
        counts: dict[str, list[int]] = {}
        for unit in self.units:
            for g in unit.grades:
                if g.items:
                    pair = counts.setdefault(g.name, [0, 0])
                    pair[0] += g.passed
                    pair[1] += 1
        self.passed = dict(sorted(counts.items()))
        total = Usage()
        for unit in self.units:
            total = added(total, unit.usage)
        self.usage = total
        return self


def safe_name(text: str) -> str:
    """A model name usable in a file name ('org/model:tag' -> 'org_model_tag')."""
    return "".join(c if c.isalnum() or c in "-._" else "_" for c in text) or "none"


def unit_scores(units: Iterable[UnitResult]) -> dict[str, dict[str, float]]:
    """unit -> grader -> score, for the grades that had something to grade."""
    return {u.name: {g.name: g.score for g in u.grades if g.items} for u in units}


def mean_by_grader(scores: dict[str, dict[str, float]]) -> dict[str, float]:
    collected: dict[str, list[float]] = {}
    for by_grader in scores.values():
        for name, score in by_grader.items():
            collected.setdefault(name, []).append(score)
    return {name: round(sum(v) / len(v), 4) for name, v in sorted(collected.items())}


def aggregate(units: Sequence[UnitResult]) -> dict[str, float]:
    """Each grader's mean score over the units where it graded something."""
    return mean_by_grader(unit_scores(units))


class Baseline(BaseModel):
    """The scores a change must not lower: committed as evals/baseline-<engine>.json."""

    engine: str
    model: str
    today: str
    tolerance: float = TOLERANCE
    aggregate: dict[str, float] = Field(default_factory=dict)
    units: dict[str, dict[str, float]] = Field(default_factory=dict)

    @classmethod
    def of(cls, run: RunResult, previous: Baseline | None = None) -> Baseline:
        """The baseline of a run; units the run did not cover are kept from `previous`."""
        units = dict(previous.units) if previous is not None else {}
        units.update(unit_scores(run.units))
        units = {name: dict(sorted(units[name].items())) for name in sorted(units)}
        return cls(
            engine=run.engine,
            model=run.model,
            today=run.today,
            tolerance=previous.tolerance if previous is not None else TOLERANCE,
            aggregate=mean_by_grader(units),
            units=units,
        )


class Drop(BaseModel):
    """A grader whose score fell below the baseline by more than the tolerance."""

    grader: str
    baseline: float
    current: float
    units: list[str] = Field(default_factory=list)  # the units that fell, worst first

    @property
    def delta(self) -> float:
        return round(self.current - self.baseline, 4)


class Comparison(BaseModel):
    """A run against a baseline, over the units both graded."""

    tolerance: float
    baseline: dict[str, float] = Field(default_factory=dict)  # grader -> baseline mean
    drops: list[Drop] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


def compare(run: RunResult, baseline: Baseline, tolerance: float | None = None) -> Comparison:
    """Compare each grader's mean with the baseline's mean over the same units."""
    tol = baseline.tolerance if tolerance is None else tolerance
    current = unit_scores(run.units)
    result = Comparison(tolerance=tol)
    names = sorted({g for scores in current.values() for g in scores})
    for name in names:
        pairs = [
            (unit, scores[name], baseline.units[unit][name])
            for unit, scores in current.items()
            if name in scores and name in baseline.units.get(unit, {})
        ]
        if not pairs:
            continue
        base = round(sum(p[2] for p in pairs) / len(pairs), 4)
        now = round(sum(p[1] for p in pairs) / len(pairs), 4)
        result.baseline[name] = base
        if base - now > tol + 1e-9:
            fell = sorted((p for p in pairs if p[1] < p[2]), key=lambda p: p[1] - p[2])
            result.drops.append(
                Drop(grader=name, baseline=base, current=now, units=[p[0] for p in fell])
            )
    missing = sorted({g for unit in current for g in baseline.units.get(unit, {})} - set(names))
    if missing:
        result.notes.append("graded in the baseline but not in this run: " + ", ".join(missing))
    new = sorted(set(current) - set(baseline.units))
    if new:
        result.notes.append("not in the baseline (not compared): " + ", ".join(new))
    if baseline.engine != run.engine:
        result.notes.append(
            f"the baseline is for engine {baseline.engine!r}, this run {run.engine!r}"
        )
    return result


def write_json(model: BaseModel, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = model.model_dump(mode="json")
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def read_run(path: str | Path) -> RunResult:
    return RunResult.model_validate_json(Path(path).read_text(encoding="utf-8"))


def read_baseline(path: str | Path) -> Baseline:
    return Baseline.model_validate_json(Path(path).read_text(encoding="utf-8"))
