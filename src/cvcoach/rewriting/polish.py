"""`polish`: check, rewrite for the role, guard every rewrite; the changes, and the polished
CV in memory. Writing them into the source file is a separate step, `apply_to_source`."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from cvcoach.checks.run import check
from cvcoach.engines.base import (
    BulletInput,
    Engine,
    EntryInput,
    EntryRewrite,
    Progress,
    RoleBrief,
)
from cvcoach.inputs.role import Role
from cvcoach.keywords import Keyword, coverage, rank_texts
from cvcoach.model.findings import CheckResult, Finding
from cvcoach.model.profile import Entry, Profile, Text
from cvcoach.rewriting.polish_result import (
    CoverageFigures,
    PolishResult,
    Question,
    apply_to_source,
)
from cvcoach.rewriting.rewrite_review import RewriteReview, fall_back
from cvcoach.rewriting.tailoring import RequirementStatus, RoleFit, RoleReading, read_role, role_fit

if TYPE_CHECKING:
    from cvcoach.checks.spelling import Speller
    from cvcoach.engines.select import EngineChoice
    from cvcoach.grounding.guard import Guard


__all__ = [
    "REWRITE_SECTIONS",
    "CoverageFigures",
    "PolishResult",
    "Question",
    "RequirementStatus",
    "apply_to_source",
    "corrections_by_path",
    "polish",
]

REWRITE_SECTIONS = ("work", "projects", "volunteer")
QUESTIONS = (
    (
        r"improv|accelerat|speed|optimi|reduc|faster|efficien|throughput|latency|utiliz",
        "By how much did it improve (a percentage, a speed-up, a time saved)?",
    ),
    (
        r"lead|led\b|team|manag|mentor|establish|found",
        "How many people, projects or teams were involved?",
    ),
    (
        r"develop|built|build|design|implement|wrote|write|creat|deploy|maintain",
        "How large is it, or how widely is it used (users, models, operators, stars, requests)?",
    ),
    (
        r"test|detect|found|fix|debug|profil|fuzz",
        "How many did you find or cover (bugs, tests, kernels), or what did it change?",
    ),
)
GENERIC_QUESTION = "Is there a number that shows the scale or the result?"
QUESTION_NOTE = "Add it only if you know it: cvcoach never guesses a number."


def corrections_by_path(
    findings: list[Finding], cv_texts: Iterable[str] | None = None
) -> dict[str, dict[str, str]]:
    """Spelling and article fixes from the checks, per text. With `cv_texts` (every text of
    the CV), only the confident ones (`cvcoach.grounding.corrections`): a guess is asked about
    instead."""
    if cv_texts is not None:
        from cvcoach.grounding.corrections import Confidence

        findings = Confidence(cv_texts).split(findings)[0]
    out: dict[str, dict[str, str]] = {}
    for f in findings:
        if f.kind in ("spelling", "grammar") and f.suggestion and f.text:
            out.setdefault(f.path, {})[f.text] = f.suggestion
    return out


def _proposals(findings: list[Finding], cv_texts: list[str]) -> list[Question]:
    """A question for each suggestion too uncertain to apply."""
    from cvcoach.grounding.corrections import Confidence, proposal_question

    return [
        Question(path=f.path, text=f.text, question=proposal_question(f), kind="spelling")
        for f in Confidence(cv_texts).split(findings)[1]
    ]


def entry_heading(entry: Entry) -> str:
    dates = " – ".join(t.value for t in (entry.start, entry.end) if t)
    if not dates and entry.date:
        dates = entry.date.value
    return entry.name() + (f" ({dates})" if dates else "")


def build_inputs(
    profile: Profile, findings: list[Finding], today: dt.date, fit: RoleFit | None = None
) -> list[EntryInput]:
    """One input per entry to rewrite, each bullet with its confident fixes and the
    requirements of the posting it evidences (`fit`; never a missing one)."""
    from cvcoach.checks.text_checks import entry_finished

    fixes = corrections_by_path(findings, [t.value for t in profile.texts()])
    fit = fit or RoleFit()

    def bullet(text: Text) -> BulletInput:
        return BulletInput(
            id=text.path,
            text=text.value,
            corrections=fixes.get(text.path, {}),
            requirements=[r.brief() for r in fit.speaks_to(text.path)],
        )

    inputs: list[EntryInput] = []
    owner = profile.basics.name.value if profile.basics.name else None
    if profile.basics.summary:
        s = profile.basics.summary
        inputs.append(
            EntryInput(
                id="basics",
                section="basics",
                heading="Summary",
                finished=False,
                bullets=[bullet(s)],
                context=s.value,
            )
        )
    for entry in profile.entries:
        if entry.section not in REWRITE_SECTIONS or not entry.prose():
            continue
        finished = entry_finished(entry, today)
        inputs.append(
            EntryInput(
                id=entry.path,
                section=entry.section,
                heading=entry_heading(entry),
                finished=bool(finished),
                bullets=[bullet(t) for t in entry.prose()],
                context="\n".join(t.value for t in entry.texts()),
                owner=owner,
            )
        )
    return inputs


def role_brief(role: Role | RoleReading) -> RoleBrief:
    reading = role if isinstance(role, RoleReading) else read_role(role)
    return RoleBrief(
        title=reading.role.title,
        company=reading.role.company,
        text=reading.role.text,
        keywords=[k.term for k in reading.keywords],
    )


def polish(
    profile: Profile | str | Path,
    role: Role | RoleReading | str | Path,
    *,
    engine: EngineChoice = "auto",
    reorder: bool = False,
    today: dt.date | None = None,
    progress: Progress | None = None,
    fallback: bool | None = None,
    offline_rules: bool = True,
) -> PolishResult:
    """Rewrite the CV's prose for the role. Every rewrite passes the grounding guard or is
    dropped (the user's text is kept and the result says why). Nothing is written to disk;
    any profile will do (read from a file, parsed from text, or built in code).

    `engine` is a name ("auto", "offline", "openai"), an `Engine`, or a langchain-core chat
    model. `progress(done, total)` hears of each entry the engine finishes. With `fallback`
    (the default for "auto"), entries the model fails on get the offline rules instead.
    With `offline_rules`, a model's run also gets the offline rules' fixes on the text the
    model left as it was. Polishing many CVs for one role, pass the role read once
    (`read_role(role)`, a `RoleReading`).
    """
    from cvcoach.checks.spelling import Speller
    from cvcoach.engines.select import protect_contacts, resolve_engine

    profile, reading = _load(profile, role)
    role = reading.role
    today = today or dt.date.today()
    eng = resolve_engine(engine)
    protect_contacts(eng, profile)
    speller = Speller()  # one for both checks: what it loads and learns of words is kept
    before = check(profile, role, today=today, speller=speller)
    fit = role_fit(profile, reading, today)
    inputs = build_inputs(profile, before.findings, today, fit)
    brief = role_brief(reading)
    proposals = eng.rewrite_entries(inputs, brief, progress)
    review = RewriteReview(
        _guard(profile, role, before.findings),
        {t.path: t for t in profile.texts()},
        role.text,
        fit=fit,
    )
    failed = [p for p in proposals if p.error]
    if failed and (fallback if fallback is not None else engine == "auto"):
        proposals = fall_back(proposals, inputs, brief, review)
    _review_proposals(review, eng, proposals, inputs, brief, offline_rules=offline_rules)
    reordered = _reorder(profile, role, review.new_values, fit) if reorder else {}
    return _result(
        profile,
        reading,
        eng,
        before,
        review,
        today,
        speller=speller,
        fit=fit,
        reordered=reordered,
        entries=sum(1 for e in inputs if e.bullets),
        entries_failed=len(failed),
    )


def _load(
    profile: Profile | str | Path, role: Role | RoleReading | str | Path
) -> tuple[Profile, RoleReading]:
    """The profile, and the role read (from its file when given as a path)."""
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.inputs.role import load_role

    if not isinstance(profile, Profile):
        profile = load_profile(profile)
    if isinstance(role, RoleReading):
        return profile, role
    return profile, read_role(role if isinstance(role, Role) else load_role(role))


def _guard(profile: Profile, role: Role, findings: list[Finding]) -> Guard:
    """The grounding guard for this CV: its texts, the role, the confident fixes, its owner."""
    from cvcoach.grounding.guard import Guard

    cv_texts = [t.value for t in profile.texts()]
    all_fixes = {
        w: f for fixes in corrections_by_path(findings, cv_texts).values() for w, f in fixes.items()
    }
    owner = [profile.basics.name.value] if profile.basics.name else []
    return Guard(cv_texts, role_text=role.text, corrections=all_fixes, subject=owner)


def _review_proposals(
    review: RewriteReview,
    eng: Engine,
    proposals: list[EntryRewrite],
    inputs: list[EntryInput],
    brief: RoleBrief,
    *,
    offline_rules: bool,
) -> None:
    """Guard every proposal, re-ask the model about refused ones, then add the offline
    rules' fixes on the text a model left as it was."""
    by_id = {e.id: e for e in inputs}
    review.add_all(proposals, by_id)
    revise = getattr(eng, "revise", None)
    review.reask(revise if callable(revise) else None, by_id, brief)
    if offline_rules and eng.name != "offline":
        from cvcoach.engines.offline import OfflineEngine

        answered = {p.entry_id for p in proposals if not p.error}
        review.complement(OfflineEngine().rewrite_entries(inputs, brief), by_id, answered)


def _coverage(fit: RoleFit, keywords: list[Keyword], profile: Profile) -> CoverageFigures:
    """The figure `check --role` and `match` give (the match score, the requirements met
    and not), or, for a role that states no requirement, the share of its keywords used."""
    if fit.score is None:
        return CoverageFigures.of(coverage(keywords, profile.plain_text()))
    met = [r.text for r in fit.requirements if r.status == "met"]
    rest = [r.text for r in fit.requirements if r.status != "met"]
    return CoverageFigures(ratio=fit.score, covered=met, missing=rest)


def _result(
    profile: Profile,
    reading: RoleReading,
    eng: Engine,
    before: CheckResult,
    review: RewriteReview,
    today: dt.date,
    *,
    speller: Speller,
    fit: RoleFit,
    reordered: dict[str, list[int]],
    entries: int,
    entries_failed: int,
) -> PolishResult:
    """Check the polished CV again and gather what changed, what was refused, what is left.
    The second check needs no role: its role gaps are no finding left (`fit` has them)."""
    polished = _polished(profile, review.new_values)
    after_check = check(polished, today=today, speller=speller)
    keywords = reading.keywords
    role = reading.role
    cv_texts = [t.value for t in profile.texts()]
    return PolishResult(
        source=profile.source,
        format=profile.format,
        engine=eng.name,
        role_title=role.title,
        role_company=role.company,
        changes=review.changes,
        rejected=review.rejected,
        questions=_questions(after_check.findings) + _proposals(before.findings, cv_texts),
        findings_before=before.findings,
        findings_left=[f for f in after_check.findings if f.kind not in ("no_metric", "role_gap")],
        coverage_before=_coverage(fit, keywords, profile),
        coverage_after=_coverage(role_fit(polished, reading, today), keywords, polished),
        reordered=reordered,
        requirements=fit.requirements,
        entry_errors=review.errors,
        usage=eng.usage,
        entries=entries,
        entries_failed=entries_failed,
        proposed=review.proposed,
        rescued=review.rescued,
        fallback=review.fallback,
        offline_added=review.offline_added,
        new_values=dict(review.new_values),
        profile=profile,
        polished=polished,
    )


def _polished(profile: Profile, values: Mapping[str, str]) -> Profile:
    """The profile with the new values: read again from the changed file when it came from
    one (so findings left point at its lines), else changed in memory."""
    if profile.document is None:
        return profile.with_values(values)
    from cvcoach.inputs.profile_loader import profile_from_bytes

    text = apply_to_source(profile, values)
    return profile_from_bytes(text.encode("utf-8"), profile.source)


def _questions(findings: list[Finding]) -> list[Question]:
    return [
        Question(path=f.path, text=f.text, question=metric_question(f.text))
        for f in findings
        if f.kind == "no_metric"
    ]


def metric_question(bullet: str) -> str:
    """A question about the number a bullet is missing, shaped by what the bullet says."""
    low = bullet.lower()
    for pattern, question in QUESTIONS:
        if re.search(pattern, low):
            return question
    return GENERIC_QUESTION


def _reorder(
    profile: Profile, role: Role, new_values: dict[str, str], fit: RoleFit
) -> dict[str, list[int]]:
    """Put first in each entry the bullets that evidence the posting's must-have
    requirements (the most first), then those that evidence nice-to-haves, then the rest by
    relevance to the role (BM25), stable for ties. Nothing is dropped: an order is a
    permutation of the entry's bullets."""
    orders: dict[str, list[int]] = {}
    for entry in profile.entries:
        if entry.section not in REWRITE_SECTIONS or len(entry.highlights) < 2:
            continue
        bullets: list[Text] = entry.highlights
        current = [new_values.get(t.path, t.value) for t in bullets]
        scores = rank_texts(current, role)
        weights = [fit.weight(t.path) for t in bullets]
        order = sorted(
            range(len(current)), key=lambda i: (-weights[i][0], -weights[i][1], -scores[i], i)
        )
        if order == list(range(len(current))):
            continue
        orders[entry.path] = order
        for slot, src in enumerate(order):
            new_values[bullets[slot].path] = current[src]
    return orders
