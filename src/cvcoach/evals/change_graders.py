"""Grader for offline rewrites: every changed word is justified by a finding of the check.

The offline engine may only fix what `cvcoach check` found (a misspelling, a weak opening, a
pronoun, a tense, text run together...). A change anywhere else is damage to correct text:
"for cafes" -> "for cares", "Big O notation" -> "Big notation". The grader diffs each
changed text word by word and looks for a finding of the same text that covers each changed
stretch; it reads the user's output, not the engine's own account of its edits.

A change is justified when it
- overlaps, or touches, the words of a finding on that text (a finding's fix may take the
  words next to it: "I have built" -> "Built" for the pronoun "I");
- only inflects a verb of a text whose opening the check found weak or in the wrong tense
  ("designing and developing" -> "Designed and developed");
- only capitalises the first word of the text (a bullet starts with a capital letter);
- leaves out the CV owner as the subject of a bullet written about them ("Leon also
  designed X" -> "Designed X": the whole CV is about its owner).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from pathlib import Path

from cvcoach.evals.graders import Grade, counted, share
from cvcoach.evals.rewrite_graders import Bullet
from cvcoach.model.findings import Finding

_TOKEN = re.compile(r"\S+")
# Finding kinds whose fix the offline rules apply.
_FIXED_KINDS = frozenset(
    {"spelling", "grammar", "duplicate_word", "weak_verb", "pronoun", "tense", "broken_text"}
)
_VERB_KINDS = frozenset({"weak_verb", "tense"})
_SUBJECT_GLUE = frozenset({"also", "was", "were", "is", "are", "he", "she", "they"})


def _spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _TOKEN.finditer(text)]


def _finding_ranges(before: str, findings: Sequence[Finding]) -> list[tuple[int, int]]:
    """Character ranges of `before` that the findings point at (every occurrence)."""
    ranges = []
    for f in findings:
        if f.kind not in _FIXED_KINDS or not f.text:
            continue
        ranges += [(m.start(), m.end()) for m in re.finditer(re.escape(f.text), before)]
    return ranges


def _is_inflection(before: Sequence[str], after: Sequence[str]) -> bool:
    """True when each word of `after` is another form of the verb in `before` at its place."""
    from cvcoach.language.verbs import load_verb_forms

    if len(before) != len(after):
        return False
    table = load_verb_forms()
    for old, new in zip(before, after, strict=True):
        o, n = old.lower().strip(".,;:"), new.lower().strip(".,;:")
        forms = (
            table.by_base.get(o) or table.by_gerund.get(o) or table.by_third.get(o)
        ) or table.by_past.get(o)
        if o != n and (forms is None or n not in (forms.base, forms.past, forms.third)):
            return False
    return True


def _drops_owner(old: Sequence[str], new: Sequence[str], owner: set[str]) -> bool:
    """True when `old` is the owner's name (and "also", "was"...) before `new`, recased."""
    k = len(old) - len(new)
    if k <= 0 or not owner or old[0].lower() not in owner | {"he", "she", "they"}:
        return False
    if any(w.lower() not in owner | _SUBJECT_GLUE for w in old[:k]):
        return False
    return [w.lower() for w in old[k:]] == [w.lower() for w in new]


def unjustified_changes(
    bullet: Bullet, findings: Sequence[Finding], owner: str | None = None
) -> list[str]:
    """The changed stretches of `bullet` that no finding justifies, as "before -> after";
    `owner` is the CV owner's name."""
    names = {w.lower() for w in (owner or "").split()}
    own = [f for f in findings if f.path == bullet.path]
    before, after = bullet.before, bullet.after
    spans_b = _spans(before)
    toks_b = [before[s:e] for s, e in spans_b]
    toks_a = [after[s:e] for s, e in _spans(after)]
    ranges = _finding_ranges(before, own)
    verbs = any(f.kind in _VERB_KINDS for f in own)
    bad: list[str] = []
    matcher = SequenceMatcher(None, toks_b, toks_a, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        old, new = toks_b[i1:i2], toks_a[j1:j2]
        # the stretch in `before`, widened by one word each side ("touches")
        lo = spans_b[max(i1 - 1, 0)][0] if spans_b else 0
        hi = spans_b[min(i2, len(spans_b) - 1)][1] if spans_b else 0
        if any(s < hi and e > lo for s, e in ranges):
            continue
        if verbs and _is_inflection(old, new):
            continue
        if i1 == 0 and j1 == 0 and len(old) == len(new) == 1 and old[0].lower() == new[0].lower():
            continue  # the first word capitalised
        if i1 == 0 and j1 == 0 and _drops_owner(old, new, names):
            continue
        bad.append(f"{' '.join(old)!r} -> {' '.join(new)!r}")
    return bad


def grade_justified_changes(
    bullets: Sequence[Bullet], findings: Sequence[Finding], owner: str | None = None
) -> Grade:
    """Share of changed texts whose every change is justified by a finding of the check."""
    changed = [b for b in bullets if b.changed]
    bad = []
    for b in changed:
        wrong = unjustified_changes(b, findings, owner)
        if wrong:
            bad.append(f"{b.path}: " + ", ".join(wrong))
    if not changed:
        return share("rewrite.justified", 0, 0, "no text changed")
    said = "changed texts change only what a finding names"
    return counted(
        "rewrite.justified", len(changed) - len(bad), len(changed), said, bad, "unjustified"
    )


def grade_offline_polish(profile_path: Path, role_path: Path, today: dt.date) -> Grade:
    """Polish one CV with the offline engine and grade its changes against its check's
    findings (for CVs that have no role case, such as the held-out split)."""
    from cvcoach.checks.run import check
    from cvcoach.inputs.profile_loader import load_profile, profile_from_bytes
    from cvcoach.rewriting.polish import REWRITE_SECTIONS, polish

    profile = load_profile(profile_path)
    result = polish(profile, role_path, engine="offline", today=today)
    after = {
        t.path: t.value
        for t in profile_from_bytes(result.polished_text.encode(), profile.source).texts()
    }
    bullets = [
        Bullet(path=t.path, before=t.value, after=after.get(t.path, t.value))
        for entry in profile.entries
        if entry.section in REWRITE_SECTIONS
        for t in entry.prose()
    ]
    if profile.basics.summary:
        s = profile.basics.summary
        bullets.append(Bullet(path=s.path, before=s.value, after=after.get(s.path, s.value)))
    owner = profile.basics.name.value if profile.basics.name else None
    return grade_justified_changes(bullets, check(profile, today=today).findings, owner)
