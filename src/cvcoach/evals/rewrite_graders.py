"""Graders for a polished CV: grounding, typos, openings, tense, length, coverage, change.

Each grader takes the CV's rewritable texts as `Bullet`s (before and after polishing) and
returns a `Grade`. They read the output the user would get, never the polisher's own
bookkeeping, so a grader still catches what a bug in the pipeline lets through.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field

from cvcoach.checks.writing import MAX_CHARS, MAX_WORDS, check_bullet
from cvcoach.evals.graders import Grade, counted, examples, share
from cvcoach.grounding.guard import Guard
from cvcoach.language.verbs import load_verb_forms, verb_at

# Expected finding kinds a rewrite of the bullet can fix without asking the person.
FIXABLE_KINDS = frozenset(
    {"spelling", "grammar", "duplicate_word", "weak_verb", "pronoun", "tense", "broken_text"}
)
# Expected finding kinds whose `text` must be gone from a polished text: misspellings and
# slips such as "a interpreter" (listed as spelling before the `grammar` kind existed).
TYPO_KINDS = frozenset({"spelling", "grammar"})


class Bullet(BaseModel):
    """One rewritable text of the CV, before and after polishing.

    `summary` marks a summary (the CV's or an entry's) rather than a bullet; `finished`
    says whether its entry has ended (None: the dates do not say); `context` holds every
    text of its entry, the facts a rewrite may use.
    """

    model_config = ConfigDict(frozen=True)

    path: str
    before: str
    after: str
    summary: bool = False
    finished: bool | None = None
    context: list[str] = Field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.after != self.before


def grade_grounding(bullets: Sequence[Bullet], guard: Guard) -> Grade:
    """Share of changed texts the grounding guard accepts: no invented number, entity,
    title or date, and no fact of the original dropped."""
    changed = [b for b in bullets if b.changed]
    bad: list[str] = []
    for b in changed:
        violations = guard.check_rewrite(b.before, b.after, b.context or [b.before])
        if violations:
            bad.append(f"{b.path}: " + ", ".join(v.message for v in violations))
    if not changed:
        return share("rewrite.grounding", 0, 0, "no text changed")
    said = "rewrites grounded in their entry"
    return counted("rewrite.grounding", len(changed) - len(bad), len(changed), said, bad)


def _has(text: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None


def grade_typo_free(bullets: Sequence[Bullet], typos: Mapping[str, Sequence[str]]) -> Grade:
    """Share of texts holding a known misspelling (the expected spelling findings at their
    path) that are free of it after polishing.

    A text the polish left alone keeps its typo and counts against the score: fixing the
    typos a reviewer circled is the least a polish should do.
    """
    graded = [b for b in bullets if any(_has(b.before, t) for t in typos.get(b.path, ()))]
    left = {b.path: [t for t in typos[b.path] if _has(b.after, t)] for b in graded}
    said = "texts with a known typo are free of it"
    return _free_of("rewrite.typo_free", left, len(graded), said, "still there")


@lru_cache(maxsize=1)
def _past_forms() -> frozenset[str]:
    """Past forms that differ from the base ("built", "profiled"): never read as nouns."""
    return frozenset(f.past for f in load_verb_forms().by_base.values() if f.past != f.base)


_FIRST = re.compile(r"[\s*_`]*([A-Za-z]+)\b")


def opens_with_action_verb(text: str) -> bool:
    """True when a bullet starts with a verb ("Built", "Optimise", "Leads"), not with a
    weak opening ("Responsible for"), a pronoun ("I built") or a noun ("It achieved")."""
    issues = check_bullet(text, finished=None)
    first = _FIRST.match(text)
    if first is None:
        return False
    if any(
        i.kind == "weak_verb" or (i.kind == "pronoun" and i.start == first.start(1)) for i in issues
    ):
        return False
    if verb_at(text, third=True) is not None:
        return True
    return first.group(1).lower() in _past_forms()


def grade_action_verbs(bullets: Sequence[Bullet]) -> Grade:
    """Share of polished bullets (summaries aside) that open with an action verb.

    It passes when the polish did not lower the share: labels ("Mentor: ...") and sentences
    ("It achieved ...") are the author's to restructure, and the score shows how many are left.
    """
    items = [b for b in bullets if not b.summary]
    before = sum(opens_with_action_verb(b.before) for b in items)
    after = sum(opens_with_action_verb(b.after) for b in items)
    reason = f"{after} of {len(items)} bullets open with an action verb (before: {before})"
    grade = share("rewrite.action_verbs", after, len(items), reason, threshold=0.0)
    return grade.model_copy(update={"passed": after >= before})


def grade_tense(bullets: Sequence[Bullet]) -> Grade:
    """Share of bullets in finished entries whose opening verb is not in the present tense."""
    items = [b for b in bullets if not b.summary and b.finished is True]
    wrong = {
        b.path: [i.text for i in check_bullet(b.after, finished=True) if i.kind == "tense"]
        for b in items
    }
    said = "bullets of finished entries in the past tense"
    return _free_of("rewrite.tense", wrong, len(items), said, "present tense")


def _free_of(
    name: str, words_by_path: Mapping[str, Sequence[str]], total: int, said: str, label: str
) -> Grade:
    """The share of texts with none of the words found wrong in them, naming a few words."""
    shown = [f"{path} {t!r}" for path, words in words_by_path.items() for t in words]
    good = sum(not words for words in words_by_path.values())
    return counted(name, good, total, said, shown, label)


def _words(text: str) -> int:
    return len(text.split())


def within_bounds(bullet: Bullet) -> bool:
    """At most MAX_WORDS words and MAX_CHARS characters, or no longer than the original
    (a rewrite is not blamed for the length its author wrote)."""
    text = bullet.after.strip()
    if _words(text) <= MAX_WORDS and len(text) <= MAX_CHARS:
        return True
    return _words(text) <= _words(bullet.before) and len(text) <= len(bullet.before.strip())


def grade_length(bullets: Sequence[Bullet]) -> Grade:
    """Share of rewritten bullets within the writing checks' bounds."""
    items = [b for b in bullets if b.changed and not b.summary]
    long = [f"{b.path} ({_words(b.after)} words)" for b in items if not within_bounds(b)]
    said = f"rewritten bullets within {MAX_WORDS} words and {MAX_CHARS} characters"
    return counted("rewrite.length", len(items) - len(long), len(items), said, long, "too long")


def grade_coverage(before: float, after: float) -> Grade:
    """The CV's coverage of the role before and after the polish (`check --role`'s figure:
    the match score, or the share of keywords for a role that states no requirement);
    fails when it went down."""
    reason = f"role keywords covered {before:.2f} -> {after:.2f} ({after - before:+.2f})"
    return Grade(
        name="rewrite.keyword_coverage",
        passed=after >= before - 1e-9,
        score=round(min(1.0, max(0.0, after)), 4),
        reason=reason,
    )


def grade_changed(bullets: Sequence[Bullet], fixable: set[str]) -> Grade:
    """Share of texts with an expected fixable finding (`fixable`: their paths) that the
    polish changed: 0 when it changed nothing on a CV that has something to fix."""
    changed = [b for b in bullets if b.changed]
    targets = [b for b in bullets if b.path in fixable]
    done = [b for b in targets if b.changed]
    untouched = [b.path for b in targets if not b.changed]
    reason = (
        f"{len(changed)} of {len(bullets)} texts changed; {len(done)} of {len(targets)} "
        "with an expected finding a rewrite can fix"
    )
    if untouched:
        reason += "; unchanged: " + examples(untouched)
    return share("rewrite.changed", len(done), len(targets), reason)
