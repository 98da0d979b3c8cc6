"""Guarding an engine's proposals: what passes the grounding guard and the copy guard is
kept, what does not is sent back once with the reasons (when the engine can revise), and
entries a model failed on get the offline rules when a fallback is asked for."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cvcoach.engines.base import (
    EntryInput,
    EntryRewrite,
    Refusal,
    RoleBrief,
    requirement_reason,
    short,
)
from cvcoach.model.profile import Text
from cvcoach.model.results import Result
from cvcoach.rewriting.tailoring import RoleFit, addresses


@dataclass(kw_only=True)
class Change(Result):
    """One rewrite that passed the guards: the text at `path` of `entry`, before and after,
    and why (the role's terms it brings forward in `targets`)."""

    path: str
    entry: str
    before: str
    after: str
    reasons: list[str] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    # the posting's requirements the bullet evidences and the new text still addresses
    requirements: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Rejection(Result):
    """A proposed rewrite the guards refused, and why; the original text stays."""

    path: str
    entry: str
    original: str
    proposed: str
    why: list[str]


def fall_back(
    proposals: list[EntryRewrite], inputs: list[EntryInput], brief: RoleBrief, review: RewriteReview
) -> list[EntryRewrite]:
    """The offline rules' rewrites for the entries the model failed on."""
    from cvcoach.engines.offline import OfflineEngine

    by_id = {e.id: e for e in inputs}
    failed = [by_id[p.entry_id] for p in proposals if p.error and p.entry_id in by_id]
    offline = {r.entry_id: r for r in OfflineEngine().rewrite_entries(failed, brief)}
    out = []
    for proposal in proposals:
        if proposal.error and proposal.entry_id in offline:
            entry = by_id[proposal.entry_id]
            review.errors.append(f"{entry.heading}: {proposal.error} (used the offline rules)")
            review.fallback.append(entry.heading)
            out.append(offline[proposal.entry_id])
        else:
            out.append(proposal)
    return out


def tidy(text: str, original: str, corrections: dict[str, str]) -> str:
    """A model's rewrite with the check's confident corrections applied (a model may copy a
    typo) and a capital on an opening word the model added ("added X" -> "Added X"); an
    opening the original has ("gptq-integration to ...") is left as written."""
    from cvcoach.rewriting.letter_assembly import apply_corrections

    text = apply_corrections(text.strip(), corrections)
    first = text.split(maxsplit=1)[0] if text else ""
    theirs = original.split(maxsplit=1)[0] if original.strip() else ""
    if first.isalpha() and first.islower() and (first != theirs or original[:1].isupper()):
        text = text[0].upper() + text[1:]
    return _ending_as(text, original.strip())


_STOP = re.compile(r"[.!?][\"'’”)\]]*$")


def _ending_as(text: str, original: str) -> str:
    """`text` ending as the user ends their bullets: with the original's full stop where the
    rewrite dropped it, without the one it added to a bullet written without."""
    if not text or not original:
        return text
    ends = _STOP.search(original)
    if ends and not _STOP.search(text):
        return text + original[ends.start()]
    if not ends and text.endswith(".") and not text.endswith(".."):
        return text[:-1].rstrip()
    return text


def _mentions(text: str, term: str) -> bool:
    """`term` as a word or phrase of `text`, in any case, singular or plural."""
    if not term.strip():
        return False
    pattern = rf"(?<![\w+#]){re.escape(term.strip())}(?:s|es)?(?![\w+#])"
    return re.search(pattern, text, re.I) is not None


def carried(targets: list[str], before: str, after: str, role_text: str) -> list[str]:
    """The role keywords a change carries: named by the role and by the new text, not by the
    old one (a typo fix carries none)."""
    return [
        t
        for t in dict.fromkeys(t.strip() for t in targets)
        if _mentions(after, t) and not _mentions(before, t) and _mentions(role_text, t)
    ]


def true_reasons(
    reasons: list[str], before: str, after: str, fixes: dict[str, str], review: RewriteReview
) -> list[str]:
    """The reasons a change is shown with, each true of it: a reason that repeats the bullet,
    copies the job description, names a requirement (a name the role states) the new text
    does not carry, quotes a requirement of the posting the new text does not address, or
    says nothing of the change itself, is left out; the spelling fixes it makes are said;
    the role keywords it carries are said when nothing else is."""
    from cvcoach.grounding.entities import scan_entities

    kept = []
    for reason in dict.fromkeys(r.strip() for r in reasons if r.strip()):
        if parrots(reason, before) or parrots(reason, after):
            continue  # the bullet's own text says nothing about the change
        quoted = [req for req in review.fit.requirements if _names(reason, req.text)]
        if quoted:
            # it copies the posting on purpose: true when the new text addresses each
            if all(addresses(req, after) for req in quoted):
                kept.append(reason)
            continue
        if review.copy_guard.problems(reason):
            continue
        if not describes_change(reason, before, after):
            continue  # a claim about the candidate or the role, not about this change
        names = [m.text for m in scan_entities(reason) if not m.title]
        if any(_mentions(review.role_text, n) and not _mentions(after, n) for n in names):
            continue
        kept.append(reason)
    for wrong, right in fixes.items():
        if wrong.lower() == right.lower():  # a fix of case: `_mentions` ignores case
            gone = re.search(rf"(?<!\w){re.escape(wrong)}(?!\w)", after) is None
        else:
            gone = not _mentions(after, wrong)
        if _mentions(before, wrong) and gone and right in after:
            fix = f"fixes the spelling of '{wrong}' ({right})"
            if not any(wrong in r for r in kept):
                kept.append(fix)
    return kept


def parrots(reason: str, text: str) -> bool:
    """True for a reason that is the bullet's text again (a model that answers "why" with
    the text itself): most of its words are a run of the text's words."""
    from difflib import SequenceMatcher

    said, words = reason.lower().split(), text.lower().split()
    if len(said) < PARROT_WORDS or not words:
        return False
    match = SequenceMatcher(None, said, words, autojunk=False)
    copied = sum(block.size for block in match.get_matching_blocks())
    return copied >= PARROT_SHARE * len(said)


# What a reason says when it describes an edit: the operation ("replaced", "leads with"),
# or what an edit is about (tense, spelling, wording). English words for editing, not any
# one CV's words.
_EDIT = re.compile(
    r"\b(?:add|remov|replac|drop|cut|trim|reword|rephras|rewrit|restructur|shorten|tighten|"
    r"clarif|fix|correct|lead|start|open|begin|mov|reorder|emphasi[sz]|highlight|quantif|"
    r"swap|chang|simplif|merg|split|restor|strengthen|condens|concise|clear|spell|typo|"
    r"grammar|tense|voice|verb|subject|wording|phras|punctuat|capitali[sz]|repeat|duplicat)\w*",
    re.I,
)
_WORD = re.compile(r"[A-Za-z][\w+#.-]*[\w+#]|[A-Za-z]")


def describes_change(reason: str, before: str, after: str) -> bool:
    """True for a reason about this change: it says what kind of edit it is, or names a word
    the rewrite added or removed. "Deeply familiar with industry trends" about a rewrite that
    only moved a clause says nothing true of the change."""
    from cvcoach.keywords.match import STOP_WORDS

    if _EDIT.search(reason):
        return True

    # compared as written, so that a fix of case alone ("Techcrunch" -> "TechCrunch") is a
    # changed word a reason may name
    changed = {w.lower() for w in set(_WORD.findall(before)) ^ set(_WORD.findall(after))}
    return bool(({w.lower() for w in _WORD.findall(reason)} - STOP_WORDS) & changed)


# A reason of at least this many words, this share of them the bullet's own words in order,
# repeats the bullet instead of saying what changed; quoting a few words of it is fine.
PARROT_WORDS = 3
PARROT_SHARE = 0.75


def _names(reason: str, requirement: str) -> bool:
    """True when a reason quotes a requirement (whole, or as shortened for display)."""
    low = " ".join(reason.lower().split())
    forms = {" ".join(requirement.lower().split()), short(requirement, 60).lower().rstrip("…")}
    return any(re.search(rf"(?<!\w){re.escape(f)}(?!\w)", low) for f in forms if f)


class RewriteReview:
    """Guards proposals, keeps what passes, and sends refusals back once."""

    def __init__(
        self, guard: Any, texts: dict[str, Text], role_text: str, fit: RoleFit | None = None
    ) -> None:
        from cvcoach.grounding.copy_guard import CopyGuard

        self.fit = fit or RoleFit()
        self.guard = guard
        self.copy_guard = CopyGuard(role_text)
        self.role_text = role_text
        self.texts = texts
        self.changes: list[Change] = []
        self.rejected: list[Rejection] = []
        self.errors: list[str] = []
        self.fallback: list[str] = []
        self.new_values: dict[str, str] = {}
        self.refused: dict[str, list[Refusal]] = {}
        self.said: dict[str, list[str]] = {}  # the reasons sent back with a re-ask, by entry
        self.proposed = 0
        self.rescued = 0
        self.offline_added = 0  # changes the offline rules made to what a model left

    def add_all(self, proposals: list[EntryRewrite], by_id: dict[str, EntryInput]) -> None:
        for proposal in proposals:
            entry = by_id.get(proposal.entry_id)
            if entry is None:
                continue
            if proposal.error and entry.heading not in self.fallback:
                self.errors.append(f"{entry.heading}: {proposal.error} (kept your text)")
            self.add(proposal, entry, final=False)

    def complement(
        self, offline: list[EntryRewrite], by_id: dict[str, EntryInput], answered: set[str]
    ) -> int:
        """The offline rules' fixes for the bullets a model left as they were, in the entries
        it answered for: a model path never leaves a typo the offline one would fix."""
        added = 0
        for proposal in offline:
            entry = by_id.get(proposal.entry_id)
            if entry is None or proposal.entry_id not in answered:
                continue
            before = len(self.changes)
            self.add(proposal, entry, final=True)
            for change in self.changes[before:]:
                change.reasons = [*change.reasons, "offline rules: the model left this text"]
            added += len(self.changes) - before
        self.offline_added += added
        return added

    def add(self, proposal: EntryRewrite, entry: EntryInput, *, final: bool) -> int:
        """Guard one entry's rewrites; returns how many were kept."""
        from cvcoach.grounding.copy_guard import echoes
        from cvcoach.language.markup import markup_lost

        own = {b.id for b in entry.bullets}
        kept = 0
        for rw in proposal.rewrites:
            source = self.texts.get(rw.source_id)
            if rw.source_id not in own or source is None or rw.source_id in self.new_values:
                continue
            if rw.text.strip() == source.value:  # the engine kept the text: so do we
                continue
            bullet = next(b for b in entry.bullets if b.id == rw.source_id)
            after = tidy(rw.text, source.value, bullet.corrections)
            if not after or after == source.value:
                continue
            if not final:
                self.proposed += 1
            context = entry.context.split("\n")
            why = [v.message for v in self.guard.check_rewrite(source.value, after, context)]
            why += self.copy_guard.problems(after, source.value)
            why += echoes(after, source.value, self.said.get(entry.id, []))
            why += markup_lost(source.value, after)
            if why:
                refusal = Refusal(source_id=source.path, proposed=after, why=why)
                if final:
                    self._reject(entry, refusal)
                else:
                    self.refused.setdefault(entry.id, []).append(refusal)
                continue
            kept += 1
            self.new_values[source.path] = after
            targets = carried(rw.targets, source.value, after, self.role_text)
            reasons = true_reasons(rw.reasons, source.value, after, bullet.corrections, self)
            speaks = [r.text for r in self.fit.addressed(source.path, after)]
            if not reasons:
                reasons = (
                    ["carries the role's keywords " + ", ".join(targets)]
                    if targets
                    else [requirement_reason(speaks)]
                    if speaks
                    else ["reworded; it adds no role keyword"]
                )
            self.changes.append(
                Change(
                    path=source.path,
                    entry=entry.heading,
                    before=source.value,
                    after=after,
                    reasons=reasons,
                    targets=targets,
                    requirements=speaks,
                )
            )
        return kept

    def reask(self, revise: Any, by_id: dict[str, EntryInput], brief: RoleBrief) -> None:
        """One more request per entry with refusals (when the engine can revise); what
        still fails is rejected for good."""
        from cvcoach.llm.errors import LLMError

        for entry_id, refusals in self.refused.items():
            entry = by_id[entry_id]
            if revise is not None:
                self.said[entry_id] = [why for refusal in refusals for why in refusal.why]
                try:
                    second: EntryRewrite = revise(entry, brief, refusals)
                except LLMError as err:  # a model failure here only loses the second chance
                    second = EntryRewrite(entry_id=entry_id, error=str(err))
                self.rescued += self.add(second, entry, final=True)
            for refusal in refusals:
                if refusal.source_id not in self.new_values:
                    source = self.texts[refusal.source_id]
                    if not any(r.path == source.path for r in self.rejected):
                        self._reject(entry, refusal)
        self.refused = {}

    def _reject(self, entry: EntryInput, refusal: Refusal) -> None:
        """Reject a refused rewrite for good: it is reported, the text stays as it was."""
        source = self.texts[refusal.source_id]
        self.rejected.append(
            Rejection(
                path=source.path,
                entry=entry.heading,
                original=source.value,
                proposed=refusal.proposed,
                why=refusal.why,
            )
        )
