"""Run cvcoach over the eval suite and grade every output.

Checks run once per profile (they do not depend on the role) and on the real-world
samples; `polish` and `draft_cover_letter` run once per case with the engine given. Every
date check uses the suite's fixed date (`cases.TODAY`), so a run gives the same scores on
any day. A case that raises is recorded with its error and the run goes on; only an engine
that cannot be used at all (`LLMUnavailable`) stops it.
"""

from __future__ import annotations

import datetime as dt
import time
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from cvcoach.checks.run import check
from cvcoach.checks.text_checks import entry_finished
from cvcoach.engines.base import Engine
from cvcoach.evals.cases import TODAY, Case, ExpectedFinding, RoleCase, Sample, Suite
from cvcoach.evals.change_graders import grade_justified_changes
from cvcoach.evals.graders import Grade, check_grades, grade_false_alarms, grade_known_slips
from cvcoach.evals.heldout import POLISH_ROLE, grade_heldout
from cvcoach.evals.letter_graders import (
    grade_letter_grounding,
    grade_letter_length,
    grade_mention,
    grade_placeholders,
)
from cvcoach.evals.results import RunResult, UnitResult, spent
from cvcoach.evals.rewrite_graders import (
    FIXABLE_KINDS,
    TYPO_KINDS,
    Bullet,
    grade_action_verbs,
    grade_changed,
    grade_coverage,
    grade_grounding,
    grade_length,
    grade_tense,
    grade_typo_free,
)
from cvcoach.grounding.guard import Guard
from cvcoach.inputs.profile_loader import load_profile, profile_from_bytes
from cvcoach.inputs.role import Role, load_role
from cvcoach.llm.errors import LLMUnavailable
from cvcoach.model.findings import CheckResult
from cvcoach.model.profile import Profile
from cvcoach.rewriting.letter import CoverLetter, draft_cover_letter
from cvcoach.rewriting.polish import REWRITE_SECTIONS, PolishResult, corrections_by_path, polish

Progress = Callable[[str], None]


def split_engine_name(name: str) -> tuple[str, str]:
    """'offline' -> ('offline', 'none'); 'openai:gpt-4o-mini' -> ('openai', 'gpt-4o-mini')."""
    engine, _, model = name.partition(":")
    return engine, model or "none"


def run_suite(
    suite: Suite, engine: Engine, *, today: dt.date = TODAY, progress: Progress | None = None
) -> RunResult:
    """Grade checks, samples and every case of `suite`; the result has its aggregates."""
    started = time.perf_counter()
    engine_name, model = split_engine_name(engine.name)
    run = RunResult(
        engine=engine_name, model=model, today=today.isoformat(), notes=list(suite.notes)
    )
    profiles: dict[str, tuple[Profile, CheckResult]] = {}
    for pc in suite.profiles:
        unit = UnitResult(name=pc.name, kind="check")
        try:
            t0 = time.perf_counter()
            profile = load_profile(pc.path)
            result = check(profile, today=today)
            unit.seconds = round(time.perf_counter() - t0, 3)
            profiles[pc.name] = (profile, result)
            if pc.expected is not None:
                unit.grades = check_grades(pc.expected, result.findings)
            unit.metrics = {"findings": len(result.findings)}
        except Exception as exc:
            unit.error = _describe(exc)
        run.units.append(unit)
    if suite.samples:
        run.units.append(grade_samples(suite.samples, today))
    if suite.heldout:  # CVs written elsewhere, scored apart (heldout.*)
        role = suite.evals_dir / "roles" / POLISH_ROLE
        run.units.extend(grade_heldout(suite.heldout, today, role if role.is_file() else None))
    from cvcoach.evals.import_stage import run_import_stage

    run.units.extend(run_import_stage(suite.evals_dir))  # raw seed documents (import.*)
    from cvcoach.evals.import_corpus import run_corpus_stage

    run.units.extend(run_corpus_stage(suite.evals_dir))  # other tools' documents (corpus.*)
    roles: dict[str, Role] = {}
    for number, case in enumerate(suite.cases, 1):
        if progress is not None:
            progress(f"[{number}/{len(suite.cases)}] {case.name}")
        run.units.append(_run_case(case, engine, profiles, roles, today))
    run.seconds = round(time.perf_counter() - started, 2)
    return run.finish()


def grade_samples(samples: list[Sample], today: dt.date) -> UnitResult:
    """False alarms (and known slips found) on CVs written outside the project."""
    unit = UnitResult(name="samples", kind="samples")
    t0 = time.perf_counter()
    try:
        for sample in samples:
            found = check(sample.path, today=today).findings
            stem = sample.name.split(".", 1)[0]
            unit.grades.append(grade_false_alarms(stem, found, sample.known))
            if sample.known:
                unit.grades.append(grade_known_slips(stem, found, sample.known))
    except Exception as exc:
        unit.error = _describe(exc)
    unit.seconds = round(time.perf_counter() - t0, 3)
    return unit


def _run_case(
    case: Case,
    engine: Engine,
    profiles: dict[str, tuple[Profile, CheckResult]],
    roles: dict[str, Role],
    today: dt.date,
) -> UnitResult:
    unit = UnitResult(name=case.name, kind="case")
    loaded = profiles.get(case.profile.name)
    if loaded is None:
        unit.error = "the profile could not be read (see its check unit)"
        return unit
    profile, checked = loaded
    try:
        role = roles.get(case.role.name) or load_role(case.role.path)
        roles[case.role.name] = role
        before = replace(engine.usage)
        t0 = time.perf_counter()
        polished = polish(profile, role, engine=engine, today=today)
        letter = draft_cover_letter(profile, role, engine=engine, today=today)
        unit.seconds = round(time.perf_counter() - t0, 3)
        unit.usage = spent(before, engine.usage)
        unit.grades = grade_case(
            case.role, profile, role, checked, polished, letter, case.profile.expected or [], today
        )
        unit.metrics = {
            "changes": len(polished.changes),
            "rejected": len(polished.rejected),
            "letter_words": len(letter.text.split()),
            "letter_removed": len(letter.removed),
        }
    except LLMUnavailable:
        raise
    except Exception as exc:
        unit.error = _describe(exc)
    return unit


def grade_case(
    case: RoleCase,
    profile: Profile,
    role: Role,
    checked: CheckResult,
    polished: PolishResult,
    letter: CoverLetter,
    expected: list[ExpectedFinding],
    today: dt.date,
) -> list[Grade]:
    """Every rewrite and letter grade of one case (`case`: the role as its file names it)."""
    after = profile_from_bytes(polished.polished_text.encode("utf-8"), profile.source)
    bullets = rewritable(profile, after, today)
    cv_texts = [t.value for t in profile.texts()]
    fixes = {
        w: f
        for by_word in corrections_by_path(checked.findings).values()
        for w, f in by_word.items()
    }
    # the owner's name as polish's guard takes it: a bullet may leave out its subject
    owner = profile.basics.name.value if profile.basics.name else None
    subject = [owner] if owner else []
    rewrite_guard = Guard(cv_texts, role_text=role.text, corrections=fixes, subject=subject)
    paths = {b.path for b in bullets}
    typos: dict[str, list[str]] = {}
    for e in expected:
        if e.kind in TYPO_KINDS and e.text and e.path in paths:
            typos.setdefault(e.path, []).append(e.text)
    fixable = {e.path for e in expected if e.kind in FIXABLE_KINDS and e.path in paths}
    title = case.title or role.title
    company = case.company or letter.company or role.company
    addressed = {
        x for x in (case.title, case.company, role.title, role.company, letter.company) if x
    }
    letter_guard = Guard(cv_texts, role_text=role.text, allowed=addressed)
    offline = polished.engine == "offline"  # only rule-based rewrites must trace to findings
    return [
        grade_grounding(bullets, rewrite_guard),
        grade_typo_free(bullets, typos),
        grade_action_verbs(bullets),
        grade_tense(bullets),
        grade_length(bullets),
        grade_coverage(polished.coverage_before.ratio, polished.coverage_after.ratio),
        grade_changed(bullets, fixable),
        *([grade_justified_changes(bullets, checked.findings, owner)] if offline else []),
        grade_letter_grounding(letter.text, letter_guard),
        grade_mention(letter.text, title, "role"),
        grade_mention(letter.text, company, "company"),
        grade_letter_length(letter.text),
        grade_placeholders(letter.text, profile.plain_text()),
    ]


def rewritable(before: Profile, after: Profile, today: dt.date) -> list[Bullet]:
    """The texts `polish` may rewrite (the CV's summary, the summaries and bullets of work,
    projects and volunteering), as they were and as the polished file has them."""
    now = {t.path: t.value for t in after.texts()}
    bullets: list[Bullet] = []
    if before.basics.summary:
        s = before.basics.summary
        bullets.append(
            Bullet(
                path=s.path,
                before=s.value,
                after=now.get(s.path, s.value),
                summary=True,
                context=[s.value],
            )
        )
    for entry in before.entries:
        if entry.section not in REWRITE_SECTIONS:
            continue
        finished = entry_finished(entry, today)
        context = [t.value for t in entry.texts()]
        for text in entry.prose():
            bullets.append(
                Bullet(
                    path=text.path,
                    before=text.value,
                    after=now.get(text.path, text.value),
                    summary=entry.summary is not None and text.path == entry.summary.path,
                    finished=finished,
                    context=context,
                )
            )
    return bullets


def _describe(exc: BaseException) -> str:
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    where = f" ({Path(frame.filename).name}:{frame.lineno})" if frame else ""
    return f"{type(exc).__name__}: {exc}{where}"
